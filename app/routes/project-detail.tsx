import { data, isRouteErrorResponse } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { TFunction } from "i18next";
import { reraQrSvg } from "#app/domain/catalogue/rera-qr.server";
import type { Route } from "./+types/project-detail";
import { ListedBy } from "#app/components/catalogue/listed-by";
import { listedByOfProject } from "#app/domain/supply/profiles.server";
import type { CssIconClass } from "#app/components/icons/css-icons";
import { localeFromMatches, metaT, seo } from "#app/lib/seo";
import { formatsFor } from "#app/lib/format";
import { Link } from "#app/i18n/link";
import { i18nFor } from "#app/i18n/i18n";
import { localizePath } from "#app/i18n/locales";
import { placeName, usePlaceName } from "#app/i18n/places";
import { translateMessage, useFormat, useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { reraLabel, reraRegistry } from "#app/lib/rera";
import { telLink } from "#app/lib/site";
import { absoluteUrl, safeUrl } from "#app/lib/urls";
import { formatPhone } from "#app/lib/phone";
import { getPublicProject } from "#app/domain/catalogue/projects.server";
import { env } from "#app/platform/env.server";
import { localeContext } from "#app/web/context";
import type { Photo } from "#app/platform/schema";
import { projectStatusLabel } from "#app/lib/project-status";
import { ProjectGallery } from "#app/components/catalogue/project-gallery";
import { ProjectTabs } from "#app/components/catalogue/project-tabs";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";
import { DetailErrorPage } from "#app/components/catalogue/detail-error-page";
import { SiteVisitDialog } from "#app/components/leads/site-visit-dialog";
import { idOr404 } from "#app/lib/ids";
import { getCurrentUser } from "#app/web/session.server";
import { recordAccountView } from "#app/domain/seekers/recently-viewed.server";
import { ViewBeacon } from "#app/components/personal/view-beacon";
import { ContactBar } from "#app/components/buyer/contact-bar";
import { LocalityLink } from "#app/components/buyer/locality-link";
import { localityCrumb } from "#app/lib/localities";
import type { TextsHandle } from "#app/i18n/page-texts";
import { approvedReviews, ownReview } from "#app/domain/reviews/reviews.server";
import { fetchPageParts } from "#app/components/fetched-part";
import { InquiryCard, ReviewsSection } from "#app/components/page-parts";
import { useRootData } from "#app/components/layout/root-data";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const project = await getPublicProject(idOr404(params.id));
  if (!project) throw data(null, { status: 404 });
  const user = await getCurrentUser({ request, context });
  if (user) await recordAccountView(user.id, { kind: "project", id: project.id });
  const target = { kind: "project", projectId: project.id } as const;
  const [reviews, ownReviewRow] = await Promise.all([
    approvedReviews(target),
    user ? ownReview(user.id, target) : null,
  ]);

  const registry = project.reraNumber ? reraRegistry(project.reraNumber) : null;
  const rera =
    project.reraNumber && registry
      ? {
          number: project.reraNumber,
          label: reraLabel(project.reraNumber),
          authority: registry.authority,
          url: registry.url,
          qrSvg: await reraQrSvg(registry.url),
        }
      : null;

  const pageUrl = `${env.publicUrl}${localizePath(context.get(localeContext), `/project/${project.id}`)}`;
  const photos: Photo[] = project.images.filter((photo) => safeUrl(photo.large) && safeUrl(photo.card));
  return {
    project: {
      id: project.id,
      title: project.title,
      developer: project.developer,
      location: project.location,
      type: project.type,
      status: project.status,
      priceMin: project.priceMin,
      priceMax: project.priceMax,
      areaMin: project.areaMin,
      areaMax: project.areaMax,
      description: project.description,
      amenities: project.amenities,
      completionDate: project.completionDate,
      totalUnits: project.totalUnits,
      availableUnits: project.availableUnits,
      rating: project.rating,
      reviews: project.reviews,
      developerContact: project.developerContact?.trim() || null,
      constructionProgress: project.constructionProgress,
      highlights: project.highlights,
      configurations: project.configurations,
      nearbyPlaces: project.nearbyPlaces,
      position: project.position,
      floorPlans: project.floorPlans.filter((plan) => safeUrl(plan.url)),
      brochureUrl: safeUrl(project.brochureUrl),
      tourUrl: safeUrl(project.tourUrl),
      photos,
    },
    rera,
    listedBy: await listedByOfProject(project.reraNumber),
    reviews,
    ownReview: ownReviewRow ? { status: ownReviewRow.status, moderationReason: ownReviewRow.moderationReason } : null,
    signedIn: Boolean(user),
    pageUrl,
    siteUrl: env.publicUrl,
    imageUrl: photos[0] ? absoluteUrl(photos[0].large, env.publicUrl) : undefined,
    imageUrls: photos.map((photo) => absoluteUrl(photo.large, env.publicUrl)),
  };
}

/** Coming from another page, the parts' code and the page's texts are fetched alongside the data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    fetchPageParts(request, handle.texts, [InquiryCard, ReviewsSection]),
  ]);
  return data;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

export const meta: Route.MetaFunction = ({ matches, data: loaderData, error }) => {
  const t = metaT(matches, "detail");
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return seo({ matches, title: notFound ? t("project.notFoundTitle") : t("error.title"), noindex: true });
  }
  const { project } = loaderData;
  const locale = localeFromMatches(matches);
  const format = formatsFor(locale);
  const priceRange = format.priceRange(project.priceMin, project.priceMax);
  const location = placeName(locale, project.location);
  return seo({
    matches,
    title: t("meta.projectTitle", { title: project.title, priceRange, location }),
    description: t("meta.projectDescription", {
      title: project.title,
      developer: project.developer,
      location,
      priceRange,
      areaMin: format.number(project.areaMin),
      areaMax: format.number(project.areaMax),
      status: translateMessage(i18nFor(locale), projectStatusLabel(project.status)),
      possession: format.monthYear(project.completionDate),
    }),
    url: loaderData.pageUrl,
    image: loaderData.imageUrl,
    type: "product",
  });
};

/** Vastu compliance is claimed only where the developer's highlights say so. */
function isVastuCompliant(highlights: string[]): boolean {
  return highlights.some((highlight) => /vastu/i.test(highlight));
}

/** The page's schema.org data; the breadcrumb trail is named and linked in the page's language. */
function jsonLd(loaderData: LoaderData, t: TFunction<"detail">, localized: (path: string) => string) {
  const { project } = loaderData;
  const product: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: project.title,
    description: project.description,
    url: loaderData.pageUrl,
    category: `${project.type} real estate project`,
    brand: { "@type": "Organization", name: project.developer },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: project.priceMin,
      highPrice: project.priceMax,
      offerCount: project.availableUnits,
      availability: project.availableUnits > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      areaServed: project.location,
    },
  };
  if (loaderData.imageUrls.length > 0) product.image = loaderData.imageUrls;
  if (project.reviews > 0) {
    // Only from approved reviews people wrote (app/domain/reviews/); absent while there are none.
    product.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: Math.round(project.rating * 10) / 10,
      reviewCount: project.reviews,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: t("crumbs.home"), item: `${loaderData.siteUrl}${localized("/")}` },
      {
        "@type": "ListItem",
        position: 2,
        name: t("crumbs.projects"),
        item: `${loaderData.siteUrl}${localized("/projects")}`,
      },
      { "@type": "ListItem", position: 3, name: project.title, item: loaderData.pageUrl },
    ],
  };
  // '<' escaped so a title can never close the script element.
  return [product, breadcrumbs].map((item) => JSON.stringify(item).replace(/</g, "\\u003c"));
}

const NO_JS_TABS =
  ".js-only{display:none!important}.tab-list{display:none!important}[role=tabpanel][data-state=inactive]{display:block!important}[role=tabpanel]+[role=tabpanel]{border-top:1px solid #e2e8f0}.tab-heading{position:static!important;width:auto!important;height:auto!important;margin:0 0 .75rem!important;clip:auto!important;clip-path:none!important;overflow:visible!important;white-space:normal!important;font-size:1.25rem;font-weight:600}";

export default function ProjectDetailPage({ loaderData }: Route.ComponentProps) {
  const { project, rera } = loaderData;
  const site = useRootData()?.site;
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const format = useFormat();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const statusLabel = translate(projectStatusLabel(project.status));
  const vastu = isVastuCompliant(project.highlights);
  const locality = localityCrumb(project.location);
  const newTab = <span className="sr-only"> {t("newTab")}</span>;
  const tour = project.tourUrl ? (
    <a href={project.tourUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
      <span aria-hidden className="icon-video flex" /> {t("project.virtualTour")}
      {newTab}
    </a>
  ) : null;

  return (
    <div className="bg-slate-50 pb-16">
      {jsonLd(loaderData, t, localized).map((json, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
      {/* Without JavaScript the tabs cannot switch (every panel is shown in turn) and gallery controls are hidden. */}
      <noscript>
        <style>{NO_JS_TABS}</style>
      </noscript>

      <div className="container-page pt-6">
        <Breadcrumbs
          section={{ label: t("crumbs.projects"), to: localized("/projects") }}
          locality={locality ? { label: place(locality.label), to: localized(locality.to) } : null}
          current={project.title}
        />
        <ViewBeacon kind="project" id={project.id} />

        <header className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 flex-1">
            <ul className="flex flex-wrap gap-2" aria-label={t("project.badges")}>
              <li className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                {statusLabel}
              </li>
              <li className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-800 ring-1 ring-slate-200">
                {translate(project.type)}
              </li>
              {rera ? (
                <li className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-900">
                  {t("project.reraApproved")}
                </li>
              ) : null}
              {vastu ? (
                <li className="rounded-full bg-sky-100 px-3 py-1 text-xs font-semibold text-sky-900">
                  {t("project.vastu")}
                </li>
              ) : null}
            </ul>
            <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{project.title}</h1>
            <p className="mt-1 text-slate-700">
              <RichText
                t={t}
                i18nKey="project.byDeveloper"
                values={{ developer: project.developer }}
                components={{ developer: <span className="font-semibold" /> }}
              />
            </p>
            <p className="mt-2 flex items-center gap-1.5 text-slate-700">
              <span aria-hidden className="icon-pin flex text-primary-dark" />
              <LocalityLink location={project.location} className="underline-offset-2 hover:underline" />
            </p>
            {project.reviews > 0 ? (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700" data-testid="project-rating">
                <span aria-hidden className="icon-star flex text-amber-400" />
                <span className="font-semibold">{project.rating.toFixed(1)}</span>
                <span>{t("reviews.count", { count: project.reviews })}</span>
              </p>
            ) : null}
          </div>

          {rera ? (
            <aside
              aria-label={t("rera.label")}
              className="flex items-center gap-4 self-start rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
              data-testid="rera"
            >
              <a href={rera.url} target="_blank" rel="noopener noreferrer" className="block shrink-0">
                <span
                  role="img"
                  aria-label={t("rera.qr", { authority: rera.authority })}
                  className="block h-24 w-24 [&>svg]:h-full [&>svg]:w-full"
                  dangerouslySetInnerHTML={{ __html: rera.qrSvg }}
                />
              </a>
              <div className="text-sm">
                <p className="font-semibold text-slate-900">{rera.label}</p>
                <p className="mt-1 text-slate-600">{t("rera.registeredWith", { authority: rera.authority })}</p>
                <a
                  href={rera.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block font-medium text-secondary-dark underline"
                >
                  {t("rera.verify")}
                  {newTab}
                </a>
              </div>
            </aside>
          ) : null}
        </header>

        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat icon="icon-rupee" label={t("project.startingPrice")} value={format.price(project.priceMin)} />
          <Stat icon="icon-area" label={t("project.minArea")} value={format.area(project.areaMin)} />
          <Stat
            icon="icon-building"
            label={t("project.availableUnits")}
            value={format.number(project.availableUnits)}
          />
          <Stat icon="icon-calendar" label={t("project.possession")} value={format.monthYear(project.completionDate)} />
        </dl>

        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6">
            {project.photos.length > 0 ? (
              <div className="space-y-3">
                <ProjectGallery photos={project.photos} title={project.title} />
                {tour}
              </div>
            ) : (
              tour
            )}
            <ProjectTabs project={project} />
            <ReviewsSection
              itemPath={`/project/${project.id}`}
              kind="project"
              rating={{ rating: project.rating, reviews: project.reviews }}
              reviews={loaderData.reviews}
              own={loaderData.ownReview}
              signedIn={loaderData.signedIn}
              siteName={site?.siteName ?? "Nivaas"}
            />
          </div>

          <aside className="space-y-6" aria-label={t("aside.label")}>
            <section className="card p-5" aria-labelledby="quick-actions">
              <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
                {t("aside.quickActions")}
              </h2>
              <div className="mt-4 flex flex-col gap-3">
                <SiteVisitDialog projectId={project.id} projectTitle={project.title} />
                {project.brochureUrl ? (
                  <a href={project.brochureUrl} download className="btn-outline w-full">
                    <span aria-hidden className="icon-download flex" /> {t("project.brochure")}
                  </a>
                ) : null}
                {project.developerContact ? (
                  <a href={telLink(project.developerContact)} className="btn-outline w-full">
                    <span aria-hidden className="icon-phone flex" /> {t("aside.callNow")}
                  </a>
                ) : (
                  <p className="rounded-lg bg-slate-100 px-4 py-2.5 text-center text-sm text-slate-700">
                    {t("project.noContact")}
                  </p>
                )}
              </div>
            </section>

            <InquiryCard inquiryType="project" referenceId={project.id} referenceTitle={project.title} />

            <section className="card p-5" aria-labelledby="emi-heading">
              <h2 id="emi-heading" className="text-lg font-semibold text-slate-900">
                {t("emi.heading")}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t("emi.projectStart", { price: format.price(project.priceMin) })}
              </p>
              <Link to="/emi-calculator" className="btn-outline mt-4 w-full">
                <span aria-hidden className="icon-calculator flex" /> {t("emi.calculate")}
              </Link>
            </section>

            <section className="card p-5" aria-labelledby="developer-heading">
              <h2 id="developer-heading" className="text-lg font-semibold text-slate-900">
                {t("project.contactDeveloper")}
              </h2>
              <p className="mt-2 font-semibold text-slate-900">{project.developer}</p>
              <ListedBy by={loaderData.listedBy} />
              {project.developerContact ? (
                <a
                  href={telLink(project.developerContact)}
                  className="mt-2 inline-flex items-center gap-2 font-medium text-secondary-dark hover:underline"
                >
                  <span aria-hidden className="icon-phone flex" /> {formatPhone(project.developerContact)}
                </a>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{t("project.noContact")}</p>
              )}
            </section>
          </aside>
        </div>
      </div>
      <ContactBar
        callPhone={project.developerContact}
        chatText={t("contact.chatText", { title: project.title, url: loaderData.pageUrl })}
      />
    </div>
  );
}

function Stat({ icon, label, value }: { icon: CssIconClass; label: string; value: string }) {
  // dt/dd must be the wrapper's only children, so the icon sits inside the dt.
  return (
    <div className="card relative min-h-18 py-4 pl-[4.25rem] pr-4">
      <dt className="text-xs text-slate-600">
        <span
          aria-hidden
          className={`${icon} absolute left-4 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-lg bg-primary-soft text-primary-dark [--icon-size:1.25rem]`}
        />
        {label}
      </dt>
      <dd className="truncate font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("detail");
  return (
    <DetailErrorPage
      notFoundTitle={t("project.notFoundTitle")}
      notFoundText={t("project.notFoundText")}
      mark={(notFound) => <p className="text-6xl font-extrabold text-primary">{notFound ? "404" : "500"}</p>}
    >
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/projects" className="btn-primary">
          {t("project.browse")}
        </Link>
        <Link to="/" className="btn-outline">
          {t("project.home")}
        </Link>
      </div>
    </DetailErrorPage>
  );
}
