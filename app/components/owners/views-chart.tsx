/**
 * A listing's views per day as plain SVG bars (no chart library): the
 * owner's 30-day picture, with each day's figure in its bar's title and a
 * text total for screen readers.
 */
import { useTranslation } from "react-i18next";
import { useFormat } from "#app/i18n/use-locale";

export function ViewsChart({ days }: { days: { day: string; views: number }[] }) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const width = days.length * 10;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} 60`}
        preserveAspectRatio="none"
        className="h-24 w-full"
        role="img"
        aria-label={t("manage.views", { total, days: days.length })}
      >
        {days.map((d, index) => {
          const height = d.views === 0 ? 1 : Math.max(3, (d.views / max) * 58);
          return (
            <rect
              key={d.day}
              x={index * 10 + 1}
              y={60 - height}
              width={8}
              height={height}
              rx={1}
              className={d.views === 0 ? "fill-slate-200" : "fill-secondary"}
            >
              <title>{t("chart.dayViews", { date: format.date(d.day), count: d.views })}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{days.length ? format.date(days[0].day) : ""}</span>
        <span>{t("chart.today")}</span>
      </figcaption>
    </figure>
  );
}
