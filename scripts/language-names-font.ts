/**
 * The few Devanagari glyphs an English page needs: its language switcher
 * names हिन्दी and मराठी in their own script. The Hindi and Marathi pages load
 * the whole face (49 KB, ADR 019); an English page would otherwise leave
 * these two words to the system's fonts, and a machine with no Devanagari font
 * (many Linux desktops) draws them as boxes. This subset of the same face,
 * cut with HarfBuzz (subset-font) so that the conjuncts the words use come
 * along, is under 5 KB.
 *
 * `npm run fonts:language-names` writes it to app/fonts/ (committed, so a
 * build needs no font tools); tests/unit/language-names-font.test.ts fails
 * when the committed file is not what the names need, e.g. after a name
 * changed.
 */
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { LANGUAGE_NAMES } from "#app/i18n/locales";

// Paths from the repository's root (this file's folder's parent), wherever the script is run from.
const root = path.resolve(import.meta.dirname, "..");
export const LANGUAGE_NAMES_FONT = path.join(root, "app/fonts/language-names.woff2");
const SOURCE_FACE = path.join(
  root,
  "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
);

/** The characters of the names not written in Latin letters. */
export function languageNameCharacters(): string {
  const characters = new Set(
    Object.values(LANGUAGE_NAMES)
      .join("")
      .replace(/[\u0000-\u024f\s]/g, ""),
  );
  return [...characters].sort().join("");
}

export async function languageNamesFont(): Promise<Buffer> {
  return subsetFont(fs.readFileSync(SOURCE_FACE), languageNameCharacters(), { targetFormat: "woff2" });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await languageNamesFont();
  fs.writeFileSync(LANGUAGE_NAMES_FONT, font);
  console.log(`${path.relative(process.cwd(), LANGUAGE_NAMES_FONT)}: ${font.length} bytes`);
}
