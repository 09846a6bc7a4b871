/**
 * '5 minutes ago', 'yesterday', '3 weeks ago' — in English for the admin
 * activity list, or in Hindi or Marathi ('5 मिनट पहले', '3 आठवड्यांपूर्वी')
 * through `Intl.RelativeTimeFormat` with the language's own plural rules.
 * `now` is passed in (the server's clock from the loader) so the server render
 * and the browser's hydration produce the same text.
 */
import { INTL_LOCALE, type Locale } from "#app/i18n/locales";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** Under a minute: what each language says. */
const JUST_NOW: Record<Locale, string> = { en: "just now", hi: "अभी-अभी", mr: "आत्ताच" };

const formatters = new Map<Locale, Intl.RelativeTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { numeric: "auto" });
    formatters.set(locale, format);
  }
  return format;
}

export function formatRelativeTime(value: Date | string, now: Date | string, locale: Locale = "en"): string {
  const seconds = Math.round((new Date(value).getTime() - new Date(now).getTime()) / 1000);
  if (Math.abs(seconds) < 60) return JUST_NOW[locale];
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat(locale).format(Math.trunc(seconds / size), unit);
  }
  return JUST_NOW[locale];
}
