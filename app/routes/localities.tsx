import { Link } from "react-router";
import type { Route } from "./+types/localities";
import { listLocalities, type LocalitySummary } from "#app/domain/localities.server";
import { seo } from "#app/lib/seo";
import { formatNumber } from "#app/lib/format";
import { localitySlug } from "#app/lib/localities";

/** /localities: every locality with a listing or project, grouped by city. */
export async function loader() {
  const localities = await listLocalities();
  const byCity = new Map<string, LocalitySummary[]>();
  for (const locality of localities) {
    const city = locality.city || "Other places";
    byCity.set(city, [...(byCity.get(city) ?? []), locality]);
  }
  return {
    cities: [...byCity].map(([city, list]) => ({ city, localities: list.map(({ updatedAt: _u, ...rest }) => rest) })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    matches,
    title: "Localities",
    description:
      "Every locality with homes, offices or projects on Nivaas, by city: prices per sq ft, rents and the newest listings.",
  });

export default function Localities({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">Localities</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        What each locality costs, from the listings on Nivaas right now: prices per sq ft, rents by bedrooms and the
        newest homes and projects.
      </p>
      {loaderData.cities.length === 0 ? (
        <p className="mt-8 text-slate-600">No localities have listings right now.</p>
      ) : (
        <div className="mt-8 space-y-10">
          {loaderData.cities.map(({ city, localities }) => (
            <section key={city} aria-labelledby={`city-${localitySlug(city)}`}>
              <h2 id={`city-${localitySlug(city)}`} className="text-xl font-semibold text-slate-900">
                {city}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {localities.map((locality) => (
                  <li key={locality.slug}>
                    <Link
                      to={`/locality/${locality.slug}`}
                      className="card flex flex-col gap-1 p-4 hover:border-primary hover:shadow-md"
                    >
                      <span className="font-semibold text-slate-900">{locality.name}</span>
                      <span className="text-sm text-slate-600">
                        {formatNumber(locality.forSale)} for sale · {formatNumber(locality.forRent)} for rent ·{" "}
                        {formatNumber(locality.projects)} {locality.projects === 1 ? "project" : "projects"}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
