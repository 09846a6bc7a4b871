/** The page's language in components, and what follows from it. */
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { formatsFor, type Formats } from "#app/lib/format";
import { isLocale, localizePath, type Locale } from "./locales";
import type { PageNamespace } from "./page-texts";

/**
 * Where English-keyed texts are looked for: the namespaces every page loads
 * (app/i18n/page-texts.ts), so a browser finds exactly what the server found.
 * tests/unit/page-texts.test.ts keeps English keys out of the other namespaces.
 */
export const ENGLISH_TEXT_NAMESPACES = ["values", "messages", "common"] as const satisfies readonly PageNamespace[];

/** The language the page is rendered in (root gives each page its language's i18next instance). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : "en";
}

/** Money, areas and dates formatted in the page's language. */
export function useFormat(): Formats {
  return formatsFor(useLocale());
}

/** Turns a site path into the page language's version of it ("/residential" → "/hi/residential"). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}

/**
 * Translates a text that arrives in English: a field error or notice from the
 * shared zod schemas and the server, or a catalogue value stored in English
 * (a property type, an amenity, a status). Such texts are keyed by their
 * English words, in `values` (catalogue values, places), `messages`
 * (validation, notices) or `common`; one with a single number in it may be keyed with
 * that number as `{{count}}` ("At most {{count}} photos per listing"). One without a
 * translation shows in English.
 */
export function useMessage(): (message: string) => string {
  const { i18n } = useTranslation();
  return useCallback((message: string) => translateMessage(i18n, message), [i18n]);
}

export function translateMessage(i18n: I18n, message: string): string {
  const ns = [...ENGLISH_TEXT_NAMESPACES];
  // A text with one number in it ("At most 10 photos per listing") is keyed with the number as {{count}}.
  const numbers = message.match(/\d+/g);
  if (numbers?.length === 1 && !i18n.exists(message, { ns })) {
    const key = message.replace(/\d+/, "{{count}}");
    if (i18n.exists(key, { ns })) return i18n.t(key as never, { ns, count: Number(numbers[0]) });
  }
  // Any English text may arrive here, so the key is not one the compiler knows; a missing one returns itself.
  return i18n.t(message as never, { ns, defaultValue: message });
}
