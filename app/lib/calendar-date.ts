/**
 * A calendar date as forms send it: YYYY-MM-DD naming a day that exists
 * (2027-02-31 and 2027-13-40 do not). Form values are checked with this before
 * anything formats or stores them: formatting an impossible date throws, and
 * PostgreSQL refuses one.
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
