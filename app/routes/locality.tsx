import { data, isRouteErrorResponse } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/locality";
import { localityFigures, localityMap } from "#app/domain/catalogue/localities.server";
import { MapView } from "#app/components/map-search/map-view";
import { env } from "#app/platform/env.server";
import { localeFromMatches, metaT, seo } from "#app/lib/seo";
import { formatsFor } from "#app/lib/format";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";
import { PropertyCard } from "#app/components/catalogue/property-card";
import { ProjectCard } from "#app/components/catalogue/project-card";
import { Link } from "#app/i18n/link";
import { placeName, usePlaceName } from "#app/i18n/places";
import type { Locale } from "#app/i18n/locales";
import { tFor } from "#app/i18n/i18n";
import { useFormat, useLocalizedPath } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";
import { getCurrentUser } from "#app/web/session.server";
import { approvedReviews, itemKeyOf, ownReview } from "#app/domain/reviews/reviews.server";
import { itemRating } from "#app/domain/reviews/ratings.server";
import { fetchPageParts } from "#app/components/fetched-part";
import { ReviewsSection } from "#app/components/page-parts";
import { useRootData } from "#app/components/layout/root-data";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["listings", "detail"] };

/** /locality/{slug}: what a locality costs, computed from its active listings when the page is asked for. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const figures = await localityFigures(params.slug ?? "");
  if (!figures) throw data(null, { status: 404 });
  const target = { kind: "locality", slug: figures.slug } as const;
  const user = await getCurrentUser({ request, context });
  const [rating, reviews, own, map] = await Promise.all([
    itemRating(itemKeyOf(target)),
    approvedReviews(target),
    user ? ownReview(user.id, target) : null,
    localityMap(figures.slug),
  ]);
  return {
    figures: { ...figures, computedAt: figures.computedAt.toISOString() },
    pageUrl: `${env.publicUrl}/locality/${figures.slug}`,
    rating,
    reviews,
    ownReview: own ? { status: own.status, moderationReason: own.moderationReason } : null,
    signedIn: Boolean(user),
    map,
  };
}

const ignoreHighlight = () => undefined;

type LoaderData = Awaited<ReturnType<typeof loader>>;

/** "Andheri West, Mumbai": the locality and its city, as stored. */
function storedPlace(figures: LoaderData["figures"]): string {
  return figures.city && figures.city !== figures.name ? `${figures.name}, ${figures.city}` : figures.name;
}

/** The page's description in `locale`: its counts and, when there are sales, the median price per sq ft. */
function description(figures: LoaderData["figures"], locale: Locale): string {
  const t = tFor(locale, "listings");
  const format = formatsFor(locale);
  const counts = t("locality.meta.counts", {
    count: figures.projects,
    sale: format.number(figures.forSale),
    rent: format.number(figures.forRent),
    projects: format.number(figures.projects),
  });
  const rate = figures.medianPricePerSqft
    ? t("locality.meta.rate", { price: format.rupees(figures.medianPricePerSqft) })
    : "";
  return t("locality.meta.description", { place: placeName(locale, storedPlace(figures)), counts, rate });
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const t = metaT(matches, "listings");
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return seo({
      matches,
      title: notFound ? t("locality.meta.notFound") : t("locality.meta.failed"),
      noindex: true,
    });
  }
  const locale = localeFromMatches(matches);
  const { figures, pageUrl } = loaderData;
  return [
    ...seo({
      matches,
      title: t("locality.meta.title", { place: placeName(locale, storedPlace(figures)) }),
      description: description(figures, locale),
      url: pageUrl,
    }),
    {
      // Structured data keeps the place as stored, in English, with the English facts.
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Place",
        name: storedPlace(figures),
        url: pageUrl,
        description: description(figures, "en"),
        address: {
          "@type": "PostalAddress",
          addressLocality: figures.name,
          addressRegion: figures.city || undefined,
          addressCountry: "IN",
        },
        // Only from approved reviews residents wrote; absent while there are none.
        ...(loaderData.rating.reviews > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: Math.round(loaderData.rating.rating * 10) / 10,
                reviewCount: loaderData.rating.reviews,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
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

/** Coming from another page, the reviews' code and the page's texts are fetched alongside the data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), fetchPageParts(request, handle.texts, [ReviewsSection])]);
  return data;
}

export default function LocalityPage({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  const siteName = useRootData()?.site.siteName ?? "Nivaas";
  const { t } = useTranslation("listings");
  const format = useFormat();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const name = place(figures.name);
  const listed = (status: "sale" | "rent") =>
    `/residential?${new URLSearchParams({ location: figures.name, status }).toString()}`;

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs section={{ label: t("localities.title"), to: localized("/localities") }} current={name} />
      <header className="mt-4">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
          <span aria-hidden className="icon-pin flex shrink-0 text-primary-dark [--icon-size:1.75rem]" /> {name}
        </h1>
        {figures.city && figures.city !== figures.name ? (
          <p className="mt-1 text-slate-600">{place(figures.city)}</p>
        ) : null}
        <p className="mt-3 text-sm text-slate-600" data-testid="computed-on">
          {t("locality.computedOn", { date: format.date(figures.computedAt), name })}
        </p>
      </header>

      <section aria-labelledby="figures-heading" className="mt-6">
        <h2 id="figures-heading" className="sr-only">
          {t("locality.figures")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={t("locality.forSale")} value={format.number(figures.forSale)} testId="locality-sale" />
          <Figure label={t("locality.forRent")} value={format.number(figures.forRent)} testId="locality-rent" />
          <Figure label={t("locality.projects")} value={format.number(figures.projects)} testId="locality-projects" />
          <Figure
            label={t("locality.medianSqft")}
            value={figures.medianPricePerSqft ? format.rupees(figures.medianPricePerSqft) : t("locality.noSales")}
            testId="locality-median-sqft"
          />
        </dl>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div className="card flex justify-between gap-4 p-4">
            <dt className="text-slate-600">{t("locality.salePrices")}</dt>
            <dd className="font-semibold text-slate-900">
              {figures.salePrice
                ? format.priceRange(figures.salePrice.min, figures.salePrice.max)
                : t("locality.noneListed")}
            </dd>
          </div>
          <div className="card flex justify-between gap-4 p-4">
            <dt className="text-slate-600">{t("locality.monthlyRents")}</dt>
            <dd className="font-semibold text-slate-900">
              {figures.rent
                ? `${format.rupees(figures.rent.min)} – ${format.rupees(figures.rent.max)}`
                : t("locality.noneListed")}
            </dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap gap-3">
          {figures.forSale > 0 ? (
            <Link to={listed("sale")} className="btn-outline">
              {t("locality.homesForSale", { name })}
            </Link>
          ) : null}
          {figures.forRent > 0 ? (
            <Link to={listed("rent")} className="btn-outline">
              {t("locality.homesForRent", { name })}
            </Link>
          ) : null}
        </div>
      </section>

      {loaderData.map ? (
        <section aria-labelledby="map-heading" className="js-map mt-10">
          <h2 id="map-heading" className="text-xl font-semibold text-slate-900">
            {t("locality.map", { name })}
          </h2>
          <MapView
            className="mt-4 h-96"
            source={{ kind: "fixed", pins: loaderData.map.pins }}
            bounds={loaderData.map.bounds}
            area={null}
            total={loaderData.map.pins.length}
            highlighted={null}
            onHighlight={ignoreHighlight}
            searchable={false}
          />
        </section>
      ) : null}

      {figures.rentByBedrooms.length > 0 ? (
        <section aria-labelledby="rent-heading" className="mt-10">
          <h2 id="rent-heading" className="text-xl font-semibold text-slate-900">
            {t("locality.rentByBedrooms")}
          </h2>
          <div className="card mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("locality.bedrooms")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t("locality.medianRent")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t("locality.homesForRentColumn")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {figures.rentByBedrooms.map((row) => (
                  <tr key={row.bedrooms}>
                    <th scope="row" className="px-4 py-2 font-medium">
                      {row.bedrooms} BHK
                    </th>
                    <td className="px-4 py-2 text-right">{format.rent(row.medianRent)}</td>
                    <td className="px-4 py-2 text-right">{format.number(row.listings)}</td>
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
            {t("locality.newest", { name })}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
            {t("locality.ongoingProjects", { name })}
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {figures.ongoingProjects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} variant="home" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="mt-10 max-w-3xl">
        <ReviewsSection
          itemPath={`/locality/${figures.slug}`}
          kind="locality"
          rating={loaderData.rating}
          reviews={loaderData.reviews}
          own={loaderData.ownReview}
          signedIn={loaderData.signedIn}
          siteName={siteName}
        />
      </div>

      <p className="mt-10">
        <Link to="/localities" className="font-medium text-secondary-dark underline">
          {t("locality.allLocalities")}
        </Link>
      </p>
    </div>
  );
}
