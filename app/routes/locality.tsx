import { data, isRouteErrorResponse, Link } from "react-router";
import { MapPin } from "lucide-react";
import type { Route } from "./+types/locality";
import { localityFigures } from "#app/domain/localities.server";
import { env } from "#app/server/env.server";
import { seo } from "#app/lib/seo";
import { formatDate, formatNumber, formatPrice, formatRent, formatRupees } from "#app/lib/format";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";
import { PropertyCard } from "#app/components/catalogue/property-card";
import { ProjectCard } from "#app/components/catalogue/project-card";

/** /locality/{slug}: what a locality costs, computed from its active listings when the page is asked for. */
export async function loader({ params }: Route.LoaderArgs) {
  const figures = await localityFigures(params.slug ?? "");
  if (!figures) throw data(null, { status: 404 });
  return {
    figures: { ...figures, computedAt: figures.computedAt.toISOString() },
    pageUrl: `${env.publicUrl}/locality/${figures.slug}`,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function place(figures: LoaderData["figures"]): string {
  return figures.city && figures.city !== figures.name ? `${figures.name}, ${figures.city}` : figures.name;
}

function description(figures: LoaderData["figures"]): string {
  const parts = [
    `${formatNumber(figures.forSale)} for sale`,
    `${formatNumber(figures.forRent)} for rent`,
    `${formatNumber(figures.projects)} ${figures.projects === 1 ? "project" : "projects"}`,
  ];
  const rate = figures.medianPricePerSqft ? `; median ${formatRupees(figures.medianPricePerSqft)}/sq ft for sale` : "";
  return `Property in ${place(figures)}: ${parts.join(", ")}${rate}. Prices, rents by bedrooms and the newest listings.`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return seo({ matches, title: notFound ? "Locality Not Found" : "Something went wrong", noindex: true });
  }
  const { figures, pageUrl } = loaderData;
  return [
    ...seo({
      matches,
      title: `Property in ${place(figures)}: Prices, Rents and Projects`,
      description: description(figures),
      url: pageUrl,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Place",
        name: place(figures),
        url: pageUrl,
        description: description(figures),
        address: {
          "@type": "PostalAddress",
          addressLocality: figures.name,
          addressRegion: figures.city || undefined,
          addressCountry: "IN",
        },
      },
    },
  ];
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="card flex flex-col p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="order-first text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function LocalityPage({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  const listed = (status: "sale" | "rent") =>
    `/residential?${new URLSearchParams({ location: figures.name, status }).toString()}`;

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs section={{ label: "Localities", to: "/localities" }} current={figures.name} />
      <header className="mt-4">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <MapPin aria-hidden className="h-7 w-7 shrink-0 text-primary-dark" /> {figures.name}
        </h1>
        {figures.city && figures.city !== figures.name ? <p className="mt-1 text-slate-600">{figures.city}</p> : null}
        <p className="mt-3 text-sm text-slate-600" data-testid="computed-on">
          Computed on {formatDate(figures.computedAt)} from the listings on Nivaas in {figures.name} that day.
        </p>
      </header>

      <section aria-labelledby="figures-heading" className="mt-6">
        <h2 id="figures-heading" className="sr-only">
          Figures
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Properties for sale" value={formatNumber(figures.forSale)} testId="locality-sale" />
          <Figure label="Properties for rent" value={formatNumber(figures.forRent)} testId="locality-rent" />
          <Figure label="Projects" value={formatNumber(figures.projects)} testId="locality-projects" />
          <Figure
            label="Median price per sq ft (for sale)"
            value={figures.medianPricePerSqft ? formatRupees(figures.medianPricePerSqft) : "No sales listed"}
            testId="locality-median-sqft"
          />
        </dl>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div className="card flex justify-between gap-4 p-4">
            <dt className="text-slate-600">Sale prices</dt>
            <dd className="font-semibold text-slate-900">
              {figures.salePrice
                ? `${formatPrice(figures.salePrice.min)} - ${formatPrice(figures.salePrice.max)}`
                : "None listed"}
            </dd>
          </div>
          <div className="card flex justify-between gap-4 p-4">
            <dt className="text-slate-600">Monthly rents</dt>
            <dd className="font-semibold text-slate-900">
              {figures.rent ? `${formatRupees(figures.rent.min)} - ${formatRupees(figures.rent.max)}` : "None listed"}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {figures.forSale > 0 ? (
            <Link to={listed("sale")} className="btn-outline">
              Homes for sale in {figures.name}
            </Link>
          ) : null}
          {figures.forRent > 0 ? (
            <Link to={listed("rent")} className="btn-outline">
              Homes for rent in {figures.name}
            </Link>
          ) : null}
        </div>
      </section>

      {figures.rentByBedrooms.length > 0 ? (
        <section aria-labelledby="rent-heading" className="mt-10">
          <h2 id="rent-heading" className="text-xl font-semibold text-slate-900">
            Median monthly rent by bedrooms
          </h2>
          <div className="card mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Bedrooms
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Median rent
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Homes for rent
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {figures.rentByBedrooms.map((row) => (
                  <tr key={row.bedrooms}>
                    <th scope="row" className="px-4 py-2 font-medium">
                      {row.bedrooms} BHK
                    </th>
                    <td className="px-4 py-2 text-right">{formatRent(row.medianRent)}</td>
                    <td className="px-4 py-2 text-right">{formatNumber(row.listings)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {figures.newest.length > 0 ? (
        <section aria-labelledby="newest-heading" className="mt-10">
          <h2 id="newest-heading" className="text-xl font-semibold text-slate-900">
            Newest listings in {figures.name}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {figures.newest.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} variant="home" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {figures.ongoingProjects.length > 0 ? (
        <section aria-labelledby="projects-heading" className="mt-10">
          <h2 id="projects-heading" className="text-xl font-semibold text-slate-900">
            Ongoing projects in {figures.name}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {figures.ongoingProjects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} variant="home" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="mt-10">
        <Link to="/localities" className="font-medium text-secondary-dark underline">
          All localities
        </Link>
      </p>
    </div>
  );
}
