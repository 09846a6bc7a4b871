/**
 * Places in Devanagari: the Hindi and Marathi names of the cities and
 * localities the site lists, reviewed by hand (a data table, not a
 * transliteration), shown in those interfaces and used by search to match a
 * place typed in either script. Where Marathi usage differs from Hindi
 * (Bandra: बांद्रा in Hindi, वांद्रे in Marathi) each has its own; `aliases`
 * are further spellings a searcher may type.
 *
 * Keys are the English names as the catalogue stores them. A location such as
 * "Andheri West, Mumbai" is translated part by part; a name not in the table
 * is shown as written.
 */
import { useCallback } from "react";
import type { Locale } from "./locales";
import { useLocale } from "./use-locale";

export type PlaceNames = { hi: string; mr: string; aliases?: readonly string[] };

export const PLACE_NAMES: Readonly<Record<string, PlaceNames>> = {
  Mumbai: { hi: "मुंबई", mr: "मुंबई", aliases: ["बंबई", "मुम्बई"] },
  "Andheri West": { hi: "अंधेरी पश्चिम", mr: "अंधेरी पश्चिम" },
  Andheri: { hi: "अंधेरी", mr: "अंधेरी" },
  Bandra: { hi: "बांद्रा", mr: "वांद्रे" },
  "Bandra West": { hi: "बांद्रा पश्चिम", mr: "वांद्रे पश्चिम" },
};

/** A place's name in `locale` ("Andheri West, Mumbai" → "अंधेरी पश्चिम, मुंबई" in Hindi). */
export function placeName(locale: Locale, name: string): string {
  if (locale === "en" || !name) return name;
  return name
    .split(/(\s*,\s*)/)
    .map((part) => PLACE_NAMES[part]?.[locale] ?? part)
    .join("");
}

/** placeName in the page's language, for components. */
export function usePlaceName(): (name: string) => string {
  const locale = useLocale();
  return useCallback((name: string) => placeName(locale, name), [locale]);
}
