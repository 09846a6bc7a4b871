/**
 * Reading values from a hand-editable URL query: whatever it holds is
 * tolerated, bad values become "not given" and nothing reaches the database
 * that it would refuse. Shared by the property and project list queries.
 */

/** Longest text kept from the URL: enough for any real search, bounded for the database. */
export const MAX_QUERY_TEXT = 100;
/** Larger than any rupee amount on the site, well inside bigint and JS safe integers. */
export const MAX_QUERY_NUMBER = 1_000_000_000_000;
/**
 * Areas are stored in 32-bit integer columns: a bound above 2^31 - 1 would make
 * PostgreSQL refuse the query, so larger values read as that maximum (which no
 * area reaches, so the filter still means "no upper limit").
 */
export const MAX_QUERY_AREA = 2_147_483_647;

/** Text with control characters (PostgreSQL refuses a NUL byte) and runs of spaces made single spaces. */
export function queryText(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_TEXT);
}

/** A non-negative whole number, or null for anything else ('', 'abc', '-5', '1e400'). */
export function parseAmount(value: string | null | undefined): number | null {
  const raw = (value ?? "").replace(/[,\s_]/g, "");
  if (!/^\d+(\.\d+)?$/.test(raw)) return null;
  const parsed = Math.floor(Number(raw));
  if (!Number.isFinite(parsed)) return null;
  return Math.min(parsed, MAX_QUERY_NUMBER);
}

/** An area bound in square feet: a non-negative whole number within the integer column, or null. */
export function parseArea(value: string | null | undefined): number | null {
  const amount = parseAmount(value);
  return amount === null ? null : Math.min(amount, MAX_QUERY_AREA);
}

/** Low then high: a reversed range is read the way the user meant it. */
export function ordered(min: number | null, max: number | null): [number | null, number | null] {
  if (min !== null && max !== null && min > max) return [max, min];
  return [min, max];
}
