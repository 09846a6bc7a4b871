/**
 * The dashboard's daily activity chart (recharts). Loaded lazily and only in
 * the browser: recharts measures the DOM, so the server renders the same
 * figures as a table instead (see routes/admin/dashboard.tsx).
 */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_SERIES, formatChartDay, type ChartPoint } from "./chart-series";

export default function ActivityChart({ data }: { data: ChartPoint[] }) {
  return (
    <figure className="h-72 w-full" aria-label="Line chart of daily new listings, submissions, inquiries and sign-ups">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="day"
            tickFormatter={formatChartDay}
            tick={{ fontSize: 12, fill: "#475569" }}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#475569" }} />
          <Tooltip labelFormatter={(value) => formatChartDay(String(value))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {CHART_SERIES.map((series) => (
            <Line
              key={series.key}
              type="linear"
              dataKey={series.key}
              name={series.label}
              stroke={series.color}
              strokeWidth={2}
              dot={data.length <= 31 ? { r: 2 } : false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
