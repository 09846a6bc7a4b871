/**
 * A place's name in the page's language: the names in the table of
 * ./place-names.ts, and for a location such as "Andheri West, Mumbai" part
 * by part (the parts between commas). A part not in the table is translated
 * word by word when every word is known ("Andheri East" → "अंधेरी पूर्व",
 * "Sector 62" → "सेक्टर 62"), and otherwise shown as written — never half
 * translated. English names are shown as stored.
 *
 * The table is the server's from start-up and a browser's once a Hindi or
 * Marathi page has loaded it (./place-table.ts), before that page renders.
 * Unit tests: tests/unit/places.test.ts.
 */
import { useCallback } from "react";
import type { Locale } from "./locales";
import { useLocale } from "./use-locale";
import { loadedPlaceNames, type PlaceNames, type PlaceTable } from "./place-table";

/** Words of a name: single spaces, for matching what owners and URLs spell loosely. */
const words = (name: string) => name.trim().split(/\s+/);
const keyOf = (name: string) => words(name).join(" ").toLowerCase();

type Lookup = {
  /** Whole names by their lower-cased English key. */
  byKey: Map<string, PlaceNames>;
  /** Single words and their translation per language. */
  words: Record<"hi" | "mr", Map<string, string>>;
};

let lookup: { table: PlaceTable; made: Lookup } | undefined;

/**
 * The lookups for the loaded table, made once. Words come from the table's
 * names whose words pair one to one with the key's, single-word entries
 * first, so "West" is पश्चिम whatever longer name also contains it.
 */
function lookupOf(table: PlaceTable): Lookup {
  if (lookup?.table === table) return lookup.made;
  const made: Lookup = {
    byKey: new Map(Object.entries(table).map(([key, names]) => [keyOf(key), names])),
    words: { hi: new Map(), mr: new Map() },
  };
  const entriesByLength = Object.entries(table).sort(([a], [b]) => words(a).length - words(b).length);
  for (const [key, names] of entriesByLength) {
    const english = words(key);
    for (const locale of ["hi", "mr"] as const) {
      const translated = words(names[locale]);
      if (translated.length !== english.length) continue;
      english.forEach((word, i) => {
        const lower = word.toLowerCase();
        if (!made.words[locale].has(lower)) made.words[locale].set(lower, translated[i]);
      });
    }
  }
  lookup = { table, made };
  return made;
}

/** One part of a location (between commas) in `locale`, or the part itself. */
function translatePart(found: Lookup, locale: "hi" | "mr", part: string): string {
  const [, before, name, after] = /^(\s*)(.*?)(\s*)$/s.exec(part)!;
  if (!name) return part;
  const whole = found.byKey.get(keyOf(name));
  if (whole) return before + whole[locale] + after;
  const translated: string[] = [];
  for (const word of words(name)) {
    if (/^\d+$/.test(word)) translated.push(word);
    else {
      const known = found.words[locale].get(word.toLowerCase());
      if (!known) return part;
      translated.push(known);
    }
  }
  return before + translated.join(" ") + after;
}

/** A place's name in `locale` ("Andheri West, Mumbai" → "अंधेरी पश्चिम, मुंबई" in Hindi). */
export function placeName(locale: Locale, name: string): string {
  if (locale === "en" || !name) return name;
  const found = lookupOf(loadedPlaceNames());
  return name
    .split(/(\s*,\s*)/)
    .map((part, i) => (i % 2 === 1 ? part : translatePart(found, locale, part)))
    .join("");
}

/** placeName in the page's language, for components. */
export function usePlaceName(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name: string) => placeName(locale, name), [locale]);
}
