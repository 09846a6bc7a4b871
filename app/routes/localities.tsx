import { useTranslation } from "react-i18next";
import type { Route } from "./+types/localities";
import { listLocalities, type LocalitySummary } from "#app/domain/catalogue/localities.server";
import { metaT, seo } from "#app/lib/seo";
import { localitySlug } from "#app/lib/localities";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { useFormat } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["listings"] };

/**
 * /localities: every locality with a listing or project, with its median sale
 * price per sq ft and lowest rent, grouped by city ('' for those without one),
 * the city with the most listings first.
 */
export async function loader() {
  const localities = await listLocalities();
  const byCity = new Map<string, LocalitySummary[]>();
  for (const locality of localities) {
    const city = locality.city;
    byCity.set(city, [...(byCity.get(city) ?? []), locality]);
  }
  return {
    cities: [...byCity].map(([city, list]) => ({ city, localities: list.map(({ updatedAt: _u, ...rest }) => rest) })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "listings");
  return seo({ matches, title: t("localities.meta.title"), description: t("localities.meta.description") });
};

export default function Localities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listings");
  const format = useFormat();
  const place = usePlaceName();
  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t("localities.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("localities.intro")}</p>
      {loaderData.cities.length === 0 ? (
        <p className="mt-8 text-slate-600">{t("localities.empty")}</p>
      ) : (
        <div className="mt-8 space-y-10">
          {loaderData.cities.map(({ city, localities }) => {
            const headingId = `city-${localitySlug(city || "Other places")}`;
            return (
              <section key={city} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                  {city ? place(city) : t("localities.otherPlaces")}
                </h2>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {localities.map((locality) => (
                    <li key={locality.slug}>
                      <Link
                        to={`/locality/${locality.slug}`}
                        className="card flex flex-col gap-1 p-4 hover:border-primary hover:shadow-md"
                      >
                        <span className="font-semibold text-slate-900">{place(locality.name)}</span>
                        {locality.medianPricePerSqft !== null ? (
                          <span className="text-sm font-semibold text-primary-dark">
                            {t("localities.saleRate", { price: format.pricePerSqft(locality.medianPricePerSqft, 1) })}
                          </span>
                        ) : null}
                        {locality.rentFrom !== null ? (
                          <span className="text-sm font-semibold text-primary-dark">
                            {t("localities.rentFrom", { price: format.rent(locality.rentFrom) })}
                          </span>
                        ) : null}
                        <span className="text-sm text-slate-600">
                          {t("localities.counts", {
                            count: locality.projects,
                            sale: format.number(locality.forSale),
                            rent: format.number(locality.forRent),
                            projects: format.number(locality.projects),
                          })}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
