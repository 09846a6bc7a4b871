import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_NAMES_FONT, languageNameCharacters, languageNamesFont } from "../../scripts/language-names-font";

describe("the language names' font (app/fonts/language-names.woff2)", () => {
  it("is cut for the Devanagari letters of the switcher's names", () => {
    expect(languageNameCharacters()).toBe([...new Set("हिन्दीमराठी")].sort().join(""));
  });

  it("is the subset those names need now (run `npm run fonts:language-names` after changing a name)", async () => {
    const committed = fs.readFileSync(LANGUAGE_NAMES_FONT);
    expect(committed.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(committed.length).toBeLessThan(8 * 1024);
    expect((await languageNamesFont()).equals(committed)).toBe(true);
  });
});
