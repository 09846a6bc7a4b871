/**
 * Reading values from a hand-editable URL query: whatever it holds is
 * tolerated, bad values become "not given" and nothing reaches the database
 * that it would refuse. Shared by the property and project list queries.
 */

/** Longest text kept from the URL: enough for any real search, bounded for the database. */
export const MAX_QUERY_TEXT = 100;
/** Larger than any rupee amount or area on the site, well inside bigint and JS safe integers. */
export const MAX_QUERY_NUMBER = 1_000_000_000_000;

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

/** Low then high: a reversed range is read the way the user meant it. */
export function ordered(min: number | null, max: number | null): [number | null, number | null] {
  if (min !== null && max !== null && min > max) return [max, min];
  return [min, max];
}
