/**
 * /agent/{slug} and /builder/{slug}: the public profile of a professional
 * staff verified (app/domain/supply/profiles.server.ts): name, the "Verified
 * by Nivaas" badge, RERA registration, areas served, years on Nivaas, and
 * their active listings (an agent's, filterable by sale or rent) or projects
 * (a builder's), paged, their logo (or initials). Unknown, pending or
 * rejected profiles answer 404.
 *
 * Buyers contact them here as on a listing's page: the inquiry form (posts to
 * /inquiry, a lead on their Leads screen) and the masked number a signed-in
 * visitor reveals (/agent/:slug/phone, the same rules and limits). An agent's
 * page has their approved reviews, the form to write one, and a rating from
 * the approved reviews only (AggregateRating in the JSON-LD only when there
 * is one).
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/supplier-profile";
import { Pagination } from "#app/components/pagination";
import { SupplierMark } from "#app/components/catalogue/supplier-mark";
import { fetchPageParts } from "#app/components/fetched-part";
import { InquiryCard, OwnerPhone, ReviewsSection } from "#app/components/page-parts";
import { RatingBadge } from "#app/components/reviews/rating-badge";
import { approvedReviews, ownReview, type ReviewTarget } from "#app/domain/reviews/reviews.server";
import { itemRating } from "#app/domain/reviews/ratings.server";
import { maskPhone } from "#app/lib/masked-phone";
import { useRootData } from "#app/components/layout/root-data";
import { getCurrentUser } from "#app/web/session.server";
import { PropertyCard } from "#app/components/catalogue/property-card";
import { ProjectCard } from "#app/components/catalogue/project-card";
import {
  agentListings,
  builderProjects,
  publicSupplierProfile,
  type ListingStatusFilter,
} from "#app/domain/supply/profiles.server";
import { env } from "#app/platform/env.server";
import { pageCount } from "#app/lib/pagination";
import { reraLabel } from "#app/lib/rera";
import { metaT, seo } from "#app/lib/seo";
import type { SupplierKind } from "#app/lib/validation/supplier";
import { PROFILE_PAGE_SIZE } from "#app/lib/options";
import { Link } from "#app/i18n/link";
import { useFormat } from "#app/i18n/use-locale";
import type { TextsHandle } from "#app/i18n/page-texts";

export const handle: TextsHandle = { texts: ["listings", "detail"] };

const STATUS_FILTERS: readonly ListingStatusFilter[] = ["all", "sale", "rent"];

function kindOf(pathname: string): SupplierKind {
  return /\/builder\//.test(pathname) ? "builder" : "agent";
}

/** An agent's reviews: what their page shows of them, and where the signed-in visitor stands. */
async function agentReviews(agentUserId: string, viewerId: string | null) {
  const target: ReviewTarget = { kind: "agent", agentUserId };
  const [rating, reviews, own] = await Promise.all([
    itemRating(`agent:${agentUserId}`),
    approvedReviews(target),
    viewerId ? ownReview(viewerId, target) : null,
  ]);
  return { rating, reviews, own: own ? { status: own.status, moderationReason: own.moderationReason } : null };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = kindOf(url.pathname);
  const profile = await publicSupplierProfile(kind, params.slug ?? "");
  if (!profile) throw data(null, { status: 404 });
  const wanted = url.searchParams.get("status") as ListingStatusFilter | null;
  const status: ListingStatusFilter = wanted && STATUS_FILTERS.includes(wanted) ? wanted : "all";
  const askedPage = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(askedPage) && askedPage >= 1 && askedPage <= 10_000 ? askedPage : 1;
  const path = `/${kind}/${encodeURIComponent(profile.slug)}`;
  const viewer = await getCurrentUser({ request, context });
  const base = {
    profile: {
      id: profile.id,
      logo: profile.logo,
      kind,
      name: profile.name,
      reraNumber: profile.reraNumber,
      reraProjects: profile.reraProjects,
      areasServed: profile.areasServed,
      about: profile.about,
      memberSince: profile.memberSince.toISOString(),
    },
    status,
    page,
    path,
    pageUrl: `${env.publicUrl}${path}`,
    // The number never reaches the page: only its masked form (see OwnerPhone).
    phone: profile.phone ? { masked: maskPhone(profile.phone), signedIn: Boolean(viewer) } : null,
    signedIn: Boolean(viewer),
    reviews: kind === "agent" ? await agentReviews(profile.userId, viewer?.id ?? null) : null,
  };
  if (kind === "agent") {
    const listings = await agentListings(profile, status, page);
    return { ...base, properties: listings.rows, projects: [], total: listings.total };
  }
  const projects = await builderProjects(profile, page);
  return { ...base, properties: [], projects: projects.rows, total: projects.total };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches, "listings");
  if (!loaderData) return seo({ matches, title: t("supplier.notFound"), noindex: true });
  const { profile, pageUrl } = loaderData;
  return [
    ...seo({
      matches,
      title: t(`supplier.metaTitle.${profile.kind}`, { name: profile.name }),
      description: t("supplier.metaDescription", { name: profile.name, count: loaderData.total }),
      url: pageUrl,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": profile.kind === "agent" ? "RealEstateAgent" : "Organization",
        name: profile.name,
        url: pageUrl,
        ...(profile.areasServed ? { areaServed: profile.areasServed } : {}),
        ...(profile.reraNumber ? { identifier: profile.reraNumber } : {}),
        ...(profile.logo ? { logo: new URL(profile.logo.large, pageUrl).href } : {}),
        // Only from approved reviews people wrote (app/domain/reviews/); absent while there are none.
        ...(loaderData.reviews && loaderData.reviews.rating.reviews > 0
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: Math.round(loaderData.reviews.rating.rating * 10) / 10,
                reviewCount: loaderData.reviews.rating.reviews,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    },
  ];
};

/** Whole years from the account's creation to now; under a year counts as "new". */
function yearsSince(iso: string): number {
  const since = new Date(iso);
  const now = new Date();
  let years = now.getUTCFullYear() - since.getUTCFullYear();
  if (
    now.getUTCMonth() < since.getUTCMonth() ||
    (now.getUTCMonth() === since.getUTCMonth() && now.getUTCDate() < since.getUTCDate())
  )
    years -= 1;
  return Math.max(0, years);
}

/** Coming from another page, the parts' code and the page's texts are fetched alongside the data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    fetchPageParts(request, handle.texts, [InquiryCard, OwnerPhone, ReviewsSection]),
  ]);
  return data;
}

export default function SupplierProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listings");
  const format = useFormat();
  const { profile, status, page, path, total, reviews } = loaderData;
  const site = useRootData()?.site;
  const years = yearsSince(profile.memberSince);
  const totalPages = pageCount(total, PROFILE_PAGE_SIZE);
  const query = (next: { status?: ListingStatusFilter; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== "all") params.set("status", nextStatus);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };

  return (
    <div className="container-page py-6 sm:py-8">
      <header className="card p-5 sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <SupplierMark name={profile.name} logo={profile.logo} size="large" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-slate-600">{t(`supplier.kind.${profile.kind}`)}</p>
            <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{profile.name}</h1>
            <p
              className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900"
              data-testid="verified-badge"
            >
              <span aria-hidden className="icon-badge-check flex" /> {t("supplier.verified")}
            </p>
            {reviews && reviews.rating.reviews > 0 ? (
              <p className="mt-2" data-testid="supplier-rating">
                <RatingBadge rating={reviews.rating.rating} reviews={reviews.rating.reviews} className="text-base" />
              </p>
            ) : null}
          </div>
        </div>
        <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
          {profile.reraNumber ? (
            <div>
              <dt className="text-slate-600">{t("supplier.reraAgent")}</dt>
              <dd className="font-semibold text-slate-900" data-testid="rera-number">
                {reraLabel(profile.reraNumber)}
              </dd>
            </div>
          ) : null}
          {profile.reraProjects.length > 0 ? (
            <div>
              <dt className="text-slate-600">{t("supplier.reraProjects")}</dt>
              <dd className="break-words font-semibold text-slate-900" data-testid="rera-projects">
                {profile.reraProjects.join(", ")}
              </dd>
            </div>
          ) : null}
          {profile.areasServed ? (
            <div>
              <dt className="text-slate-600">{t("supplier.areasServed")}</dt>
              <dd className="font-semibold text-slate-900">{profile.areasServed}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-slate-600">{t("supplier.onNivaas")}</dt>
            <dd className="font-semibold text-slate-900" data-testid="years-on-nivaas">
              {years === 0
                ? t("supplier.newOnNivaas")
                : t("supplier.years", { count: years, years: format.number(years) })}
            </dd>
          </div>
        </dl>
        {profile.about ? <p className="mt-4 whitespace-pre-line break-words text-slate-700">{profile.about}</p> : null}
      </header>

      <section
        aria-label={t("supplier.contact", { name: profile.name })}
        className="mt-8 grid gap-6 lg:grid-cols-2"
        id="contact"
      >
        <InquiryCard inquiryType={profile.kind} referenceId={profile.id} referenceTitle={profile.name} />
        {loaderData.phone ? (
          <div className="card p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t("supplier.call", { name: profile.name })}</h2>
            <OwnerPhone pagePath={path} {...loaderData.phone} />
          </div>
        ) : null}
      </section>

      <section aria-labelledby="listings-heading" className="mt-8">
        <h2 id="listings-heading" className="text-xl font-semibold text-slate-900">
          {profile.kind === "agent"
            ? t("supplier.listings", { count: total, total: format.number(total) })
            : t("supplier.projects", { count: total, total: format.number(total) })}
        </h2>
        {profile.kind === "agent" ? (
          <nav aria-label={t("supplier.filter")} className="mt-3 flex flex-wrap gap-2 text-sm">
            {STATUS_FILTERS.map((value) => (
              <Link
                key={value}
                to={query({ status: value })}
                aria-current={status === value ? "page" : undefined}
                className={`rounded-full px-3 py-1 font-semibold ${status === value ? "bg-secondary text-white" : "bg-white text-slate-800 ring-1 ring-slate-200"}`}
              >
                {t(`supplier.status.${value}`)}
              </Link>
            ))}
          </nav>
        ) : null}
        {total === 0 ? (
          <p className="card mt-4 px-4 py-10 text-center text-slate-600">{t("supplier.none")}</p>
        ) : (
          <>
            <ul className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="supplier-listings">
              {loaderData.properties.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} variant="home" />
                </li>
              ))}
              {loaderData.projects.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} variant="home" />
                </li>
              ))}
            </ul>
            <div className="mt-6">
              <Pagination page={page} totalPages={totalPages} hrefFor={(next) => query({ page: next })} />
            </div>
          </>
        )}
      </section>

      {reviews ? (
        <div className="mt-8">
          <ReviewsSection
            itemPath={path}
            kind="agent"
            rating={reviews.rating}
            reviews={reviews.reviews}
            own={reviews.own}
            signedIn={loaderData.signedIn}
            siteName={site?.siteName ?? "Nivaas"}
          />
        </div>
      ) : null}
    </div>
  );
}
