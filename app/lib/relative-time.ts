/**
 * '5 minutes ago', 'yesterday', '3 weeks ago' — for the admin activity list.
 * `now` is passed in (the server's clock from the loader) so the server render
 * and the browser's hydration produce the same text.
 */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en-IN", { numeric: "auto" });

export function formatRelativeTime(value: Date | string, now: Date | string): string {
  const seconds = Math.round((new Date(value).getTime() - new Date(now).getTime()) / 1000);
  if (Math.abs(seconds) < 60) return "just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
