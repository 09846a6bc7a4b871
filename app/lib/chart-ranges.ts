/** The dashboard chart's day ranges (the 7/30/90-day buttons). */
export const CHART_RANGES = [7, 30, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

/** The range in the URL's `?range=`; anything else is the 30-day default. */
export function chartRangeFrom(value: string | null): ChartRange {
  const range = Number(value);
  return (CHART_RANGES as readonly number[]).includes(range) ? (range as ChartRange) : 30;
}
