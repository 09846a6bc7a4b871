/**
 * The one place money, areas and dates are formatted (docs/spec/public-site.md §9),
 * in each of the site's languages. Money is whole rupees with Indian digit
 * grouping (12,34,567) in every language and Latin digits; crore and lakh are
 * written in the page's language where English abbreviates them (Cr, L).
 *
 * `formatsFor(locale)` gives a language's formatters (components take them
 * from `useFormat()`); the plain exports below are the English ones, for the
 * back-office and anything else that is English only.
 */
import { INTL_LOCALE, type Locale } from "#app/i18n/locales";

const CRORE = 10_000_000;
const LAKH = 100_000;
const INDIA_TIME_ZONE = "Asia/Kolkata";

/** The words each language puts after an amount. */
const UNITS: Record<
  Locale,
  {
    croreShort: string;
    lakhShort: string;
    thousandShort: string;
    crore: string;
    lakh: string;
    perMonth: string;
    perMonthShort: string;
    sqft: string;
  }
> = {
  en: {
    croreShort: "Cr",
    lakhShort: "L",
    thousandShort: "K",
    crore: "crore",
    lakh: "lakh",
    perMonth: "/month",
    perMonthShort: "/mo",
    sqft: "sq ft",
  },
  hi: {
    croreShort: "करोड़",
    lakhShort: "लाख",
    thousandShort: "हज़ार",
    crore: "करोड़",
    lakh: "लाख",
    perMonth: "/माह",
    perMonthShort: "/माह",
    sqft: "वर्ग फुट",
  },
  mr: {
    croreShort: "कोटी",
    lakhShort: "लाख",
    thousandShort: "हजार",
    crore: "कोटी",
    lakh: "लाख",
    perMonth: "/महिना",
    perMonthShort: "/महिना",
    sqft: "चौ. फूट",
  },
};

/**
 * en-IN writes September alone with four letters ("Sept"); every month is
 * shown with three, so "Sep 2027" sits beside "Dec 2027".
 */
function threeLetterMonths(text: string): string {
  return text.replace(/\bSept\b/, "Sep");
}

/**
 * A date through `format`, or the empty string when it is no date at all.
 * Values are validated before they are formatted; this keeps a value that
 * slipped through (Intl throws RangeError on an invalid date) from failing a
 * whole page.
 */
function formatWhen(format: Intl.DateTimeFormat, value: Date | string, months: (text: string) => string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : months(format.format(date));
}

function makeFormats(locale: Locale) {
  const tag = INTL_LOCALE[locale];
  const units = UNITS[locale];
  // Each formatter is built once: building one costs far more than using it,
  // and cards call these for every listing on every render.
  const grouped = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  // Crore and lakh figures: up to one decimal (two on the EMI page), never a
  // trailing zero, so ₹65 L, ₹2.9 Cr and ₹4 Cr read alike everywhere.
  const figure = {
    1: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
    2: new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }),
  } as const;
  const dateFormat = new Intl.DateTimeFormat(tag, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: INDIA_TIME_ZONE,
  });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: INDIA_TIME_ZONE,
  });
  const monthYearFormat = new Intl.DateTimeFormat(tag, { month: "short", year: "numeric", timeZone: INDIA_TIME_ZONE });
  const months = locale === "en" ? threeLetterMonths : (text: string) => text;

  /** 12,34,567 */
  const number = (value: number) => grouped.format(value);
  /** ₹12,34,567 */
  const rupees = (value: number) => `₹${grouped.format(Math.round(value))}`;
  /**
   * ₹2.9 Cr from one crore, ₹65 L from one lakh, else the full amount.
   * `decimals` is the most shown (1 everywhere except the EMI page, 2); a
   * figure that rounds to 100 lakh is shown as 1 crore.
   */
  const price = (value: number, decimals: 1 | 2 = 1) => {
    const scale = 10 ** decimals;
    const lakhs = Math.round((value / LAKH) * scale) / scale;
    if (value >= CRORE || lakhs >= 100) return `₹${figure[decimals].format(value / CRORE)} ${units.croreShort}`;
    if (value >= LAKH) return `₹${figure[decimals].format(value / LAKH)} ${units.lakhShort}`;
    return rupees(value);
  };
  /** Rent is shown as the monthly amount: ₹45,000/month. */
  const rent = (value: number) => `${rupees(value)}${units.perMonth}`;
  return {
    locale,
    number,
    rupees,
    price,
    rent,
    /** ₹57.6 lakh, ₹1.25 crore: an amount as a sentence says it (lakhs to one decimal, crores to two; no trailing zeros). */
    amountInWords(value: number) {
      if (value >= CRORE) return `₹${Number((value / CRORE).toFixed(2))} ${units.crore}`;
      if (value >= LAKH) return `₹${Number((value / LAKH).toFixed(1))} ${units.lakh}`;
      return rupees(value);
    },
    /**
     * A map pin's price, as short as it can be read: a sale as price() (₹1.2 Cr,
     * ₹65 L), a rent per month in thousands (₹45K/mo) or lakhs (₹1.5 L/mo).
     */
    shortPrice(value: number, status: string): string {
      if (status !== "rent") return price(value);
      const amount =
        value >= LAKH
          ? `₹${figure[1].format(value / LAKH)} ${units.lakhShort}`
          : value >= 1000
            ? `₹${figure[1].format(value / 1000)}${locale === "en" ? "" : " "}${units.thousandShort}`
            : rupees(value);
      return `${amount}${units.perMonthShort}`;
    },
    /** "/month" in the page's language, for a rent shown in two parts (ListingPrice). */
    perMonth: units.perMonth,
    /** A listing's price as its status says: rent per month, sale abbreviated. */
    listingPrice: (value: number, status: string) => (status === "rent" ? rent(value) : price(value)),
    /** ₹12,500/sq ft — sale price per square foot. */
    pricePerSqft(value: number, area: number): string | null {
      if (!area || area <= 0) return null;
      return `${rupees(value / area)}/${units.sqft}`;
    },
    area: (sqft: number) => `${grouped.format(sqft)} ${units.sqft}`,
    /** ₹65 L – ₹4 Cr (one price when both ends are the same). */
    priceRange: (min: number, max: number) =>
      price(min) === price(max) ? price(min) : `${price(min)} – ${price(max)}`,
    /** 21 Nov 2026 */
    date: (value: Date | string) => formatWhen(dateFormat, value, months),
    /** 21 Nov 2026, 3:05 pm */
    dateTime: (value: Date | string) => formatWhen(dateTimeFormat, value, months),
    /** Dec 2027 — for completion and possession dates. */
    monthYear: (value: Date | string) => formatWhen(monthYearFormat, value, months),
  };
}

export type Formats = ReturnType<typeof makeFormats>;

const formatsByLocale = new Map<Locale, Formats>();

/** A language's formatters (built once per language). */
export function formatsFor(locale: Locale): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = makeFormats(locale);
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

const en = formatsFor("en");
export const formatNumber = en.number;
export const formatRupees = en.rupees;
export const formatPrice = en.price;
export const formatAmountInWords = en.amountInWords;
export const formatRent = en.rent;
export const formatListingPrice = en.listingPrice;
export const formatPricePerSqft = en.pricePerSqft;
export const formatArea = en.area;
export const formatDate = en.date;
export const formatDateTime = en.dateTime;
export const formatMonthYear = en.monthYear;

const isoDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE });

/** Today's date in India as YYYY-MM-DD (site visits may not be booked before it). */
export function todayInIndia(now = new Date()): string {
  return isoDateFormat.format(now);
}

/** Percentage of units sold, 0–100, whole number. */
export function unitsSoldPercent(totalUnits: number, availableUnits: number): number {
  if (!totalUnits || totalUnits <= 0) return 0;
  return Math.round(((totalUnits - availableUnits) / totalUnits) * 100);
}
