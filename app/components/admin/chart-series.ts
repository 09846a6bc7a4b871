/** The dashboard chart's series and day labels, shared by the chart and its table (no recharts import here). */
export type ChartPoint = { day: string; listings: number; submissions: number; inquiries: number; signups: number };

export const CHART_SERIES = [
  { key: "listings", label: "New listings", color: "#c2410c" },
  { key: "submissions", label: "Submissions", color: "#1e40af" },
  { key: "inquiries", label: "Inquiries", color: "#047857" },
  { key: "signups", label: "Sign-ups", color: "#7c3aed" },
] as const;

const dayLabel = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** '2026-11-21' → '21 Nov' (the day is already India's calendar day). */
export function formatChartDay(day: string) {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}
