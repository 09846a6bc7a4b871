/**
 * The one place money, areas and dates are formatted (docs/spec/public-site.md §9).
 * Money is whole rupees; Indian digit grouping (en-IN).
 */

const CRORE = 10_000_000;
const LAKH = 100_000;

const grouped = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** 12,34,567 */
export function formatNumber(value: number): string {
  return grouped.format(value);
}

/** ₹12,34,567 */
export function formatRupees(value: number): string {
  return `₹${grouped.format(Math.round(value))}`;
}

/**
 * ₹x.x Cr from one crore, ₹x.x L from one lakh, else the full amount.
 * `decimals` is 1 everywhere except the EMI page (2).
 */
export function formatPrice(value: number, decimals = 1): string {
  if (value >= CRORE) return `₹${(value / CRORE).toFixed(decimals)} Cr`;
  if (value >= LAKH) return `₹${(value / LAKH).toFixed(decimals)} L`;
  return formatRupees(value);
}

/** ₹57.6 lakh, ₹1.25 crore: an amount as a sentence says it (lakhs to one decimal, crores to two; no trailing zeros). */
export function formatAmountInWords(value: number): string {
  if (value >= CRORE) return `₹${Number((value / CRORE).toFixed(2))} crore`;
  if (value >= LAKH) return `₹${Number((value / LAKH).toFixed(1))} lakh`;
  return formatRupees(value);
}

/** Rent is shown as the monthly amount: ₹45,000/month. */
export function formatRent(value: number): string {
  return `${formatRupees(value)}/month`;
}

/** A listing's price as its status says: rent per month, sale abbreviated. */
export function formatListingPrice(value: number, status: string): string {
  return status === "rent" ? formatRent(value) : formatPrice(value);
}

/** ₹12,500/sq ft — sale price per square foot. */
export function formatPricePerSqft(price: number, area: number): string | null {
  if (!area || area <= 0) return null;
  return `${formatRupees(price / area)}/sq ft`;
}

export function formatArea(sqft: number): string {
  return `${grouped.format(sqft)} sq ft`;
}

/** ₹50 L - ₹1.2 Cr */
export function formatPriceRange(min: number, max: number): string {
  return `${formatPrice(min)} - ${formatPrice(max)}`;
}

const INDIA_TIME_ZONE = "Asia/Kolkata";

// Each formatter is built once: building one costs far more than using it,
// and cards call these for every listing on every render.
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: INDIA_TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA_TIME_ZONE,
});
const monthYearFormat = new Intl.DateTimeFormat("en-IN", {
  month: "short",
  year: "numeric",
  timeZone: INDIA_TIME_ZONE,
});
const isoDateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE });

/**
 * en-IN writes September alone with four letters ("Sept"); every month is
 * shown with three, so "Sep 2027" sits beside "Dec 2027".
 */
function threeLetterMonths(text: string): string {
  return text.replace(/\bSept\b/, "Sep");
}

/** 21 Nov 2026 */
export function formatDate(value: Date | string): string {
  return threeLetterMonths(dateFormat.format(new Date(value)));
}

/** 21 Nov 2026, 3:05 pm */
export function formatDateTime(value: Date | string): string {
  return threeLetterMonths(dateTimeFormat.format(new Date(value)));
}

/** Dec 2027 — for completion and possession dates. */
export function formatMonthYear(value: Date | string): string {
  return threeLetterMonths(monthYearFormat.format(new Date(value)));
}

/** Today's date in India as YYYY-MM-DD (site visits may not be booked before it). */
export function todayInIndia(now = new Date()): string {
  return isoDateFormat.format(now);
}

/** Percentage of units sold, 0–100, whole number. */
export function unitsSoldPercent(totalUnits: number, availableUnits: number): number {
  if (!totalUnits || totalUnits <= 0) return 0;
  return Math.round(((totalUnits - availableUnits) / totalUnits) * 100);
}
