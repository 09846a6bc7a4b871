/**
 * Amounts as people in India write them in a spreadsheet, read as whole
 * numbers: grouped the Indian way or the Western way ("1,20,00,000",
 * "12,000,000"), with a unit ("1.2 Cr", "1.2 crore", "12 L", "12 lakh",
 * "12 lac", "45K", "45 thousand") and a rupee sign or "Rs." in front.
 *
 * The rule: an optional currency mark, a number (digits, grouping commas, at
 * most one decimal point), an optional unit; anything else is not an amount
 * and answers null, so the listing's own rules (the wizard's schema) say what
 * is wrong with it. Fractions of a rupee are rounded to the nearest rupee.
 */

/** What each unit multiplies by; keys are lower case without dots or spaces. */
const UNITS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  l: 100_000,
  lac: 100_000,
  lacs: 100_000,
  lakh: 100_000,
  lakhs: 100_000,
  cr: 10_000_000,
  crs: 10_000_000,
  crore: 10_000_000,
  crores: 10_000_000,
};

// Digits with grouping commas anywhere between them (Indian 1,20,00,000 and Western 12,000,000 alike), an optional
// fraction, then an optional unit word.
const AMOUNT = /^(\d[\d,]*)(?:\.(\d+))?\s*([a-z]+)?$/;

/** The amount written in `text` in whole rupees, or null when it is not an amount ("abc", "", "-5", "1.2.3"). */
export function parseIndianAmount(text: string): number | null {
  const cleaned = text
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/^(?:₹|rs\.?|inr)\s*/, "")
    // "Cr." and "Rs." end in a dot.
    .replace(/(?<=[a-z])\.$/, "")
    .replace(/\s+/g, " ");
  const match = AMOUNT.exec(cleaned);
  if (!match) return null;
  const [, whole, fraction, unit] = match;
  if (whole!.endsWith(",") || whole!.includes(",,")) return null;
  const multiplier = unit === undefined ? 1 : UNITS[unit];
  if (multiplier === undefined) return null;
  const value = Number(`${whole!.replace(/,/g, "")}.${fraction ?? "0"}`) * multiplier;
  if (!Number.isFinite(value)) return null;
  return Math.round(value);
}

/** A count ("2", "2 BHK", "3 bedrooms"): its whole number, or null when the text starts with none. */
export function parseCount(text: string): number | null {
  const match = /^\s*(\d{1,6})(?:\s*(?:bhk|rk|bed(?:room)?s?|bath(?:room)?s?))?\s*$/i.exec(text.normalize("NFKC"));
  return match ? Number(match[1]) : null;
}
