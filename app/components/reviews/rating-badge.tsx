/**
 * A rating from approved reviews: "★ 4.3 (12)". Nothing at all for an item
 * without an approved review — never an invented figure. `source` labels a
 * property's borrowed rating: its project's or its locality's.
 */
import { useTranslation } from "react-i18next";
import { useFormat } from "#app/i18n/use-locale";

export type RatingSource = "project" | "locality" | null;

export function RatingBadge({
  rating,
  reviews,
  source = null,
  className = "",
}: {
  rating: number;
  reviews: number;
  source?: RatingSource;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (reviews <= 0) return null;
  const value = rating.toFixed(1);
  const label =
    source === "project"
      ? t("rating.projectOutOfFive", { rating: value, count: reviews })
      : source === "locality"
        ? t("rating.localityOutOfFive", { rating: value, count: reviews })
        : t("rating.outOfFive", { rating: value, count: reviews });
  return (
    <span className={`card-rating icon-star ${className}`} data-testid="rating" title={label}>
      <strong aria-hidden>{value}</strong>
      <span aria-hidden>{`(${format.number(reviews)})`}</span>
      {source ? (
        <span aria-hidden className="text-slate-600">
          {source === "project" ? t("rating.project") : t("rating.locality")}
        </span>
      ) : null}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Five stars, `stars` of them filled, read as "4 out of 5 stars". */
export function StarRow({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex text-amber-500" role="img" aria-label={t("rating.stars", { count: stars })}>
      {"★★★★★".slice(0, stars)}
      <span className="text-slate-300">{"★★★★★".slice(stars)}</span>
    </span>
  );
}
