import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { TFunction } from "i18next";
import type { Route } from "./+types/property-detail";
import { ListedBy } from "#app/components/catalogue/listed-by";
import { listedByOfProperty } from "#app/domain/supply/profiles.server";
import type { CssIconClass } from "#app/components/icons/css-icons";
import { localeFromMatches, metaT, seo } from "#app/lib/seo";
import { formatsFor } from "#app/lib/format";
import { Link } from "#app/i18n/link";
import { i18nFor } from "#app/i18n/i18n";
import { localizePath, type Locale } from "#app/i18n/locales";
import { placeName, usePlaceName } from "#app/i18n/places";
import { translateMessage, useFormat, useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { calculateEmi, EMI_LIMITS, typicalLoan } from "#app/lib/emi";
import { telLink, whatsappLink } from "#app/lib/site";
import { getPublicProperty } from "#app/domain/catalogue/properties.server";
import { idOr404 } from "#app/lib/ids";
import { favoritePropertyIds } from "#app/domain/seekers/favorites.server";
import { getCurrentUser } from "#app/web/session.server";
import { env } from "#app/platform/env.server";
import { localeContext } from "#app/web/context";
import { absoluteUrl, safeUrl } from "#app/lib/urls";
import type { Photo } from "#app/platform/schema";
import type { loader as rootLoader } from "#app/root";
import { LatestReductionNote, PriceHistorySection } from "#app/components/catalogue/price-history";
import { priceHistoryFor } from "#app/domain/catalogue/price-history.server";
import { FavoriteButton } from "#app/components/favorite-button";
import { CompareButton } from "#app/components/catalogue/compare-button";
import { ViewBeacon } from "#app/components/personal/view-beacon";
import { recordAccountView } from "#app/domain/seekers/recently-viewed.server";
import { PropertyGallery } from "#app/components/catalogue/property-gallery";
import { PropertyTabs } from "#app/components/catalogue/property-tabs";
import { ShareButton } from "#app/components/catalogue/share-button";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";
import { DetailErrorPage } from "#app/components/catalogue/detail-error-page";
import { closedListingOf } from "#app/components/owners/closed-listing-of";
import { closedOrNotFound } from "#app/web/closed-listing-response.server";
import { maskPhone } from "#app/lib/masked-phone";
import { fetchedPart, fetchPageParts } from "#app/components/fetched-part";
import { InquiryCard, OwnerPhone } from "#app/components/page-parts";
import { ContactBar } from "#app/components/buyer/contact-bar";
import { LocalityLink } from "#app/components/buyer/locality-link";
import { localityCrumb } from "#app/lib/localities";
import type { TextsHandle } from "#app/i18n/page-texts";
import { ListingPrice } from "#app/components/catalogue/card-parts";
import type { ReactNode } from "react";
import { localityPath } from "#app/lib/localities";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail", "tools"] };

/*
 * The parts below the top of the page: their code is fetched right after the page's own, and until it has arrived
 * the server's HTML works as HTML (the forms post without JavaScript). A closed listing's page is fetched when one
 * is shown. See components/fetched-part.tsx.
 */
const PropertyCostPanel = fetchedPart(() =>
  import("#app/components/buyer/property-cost-panel").then((module) => module.PropertyCostPanel),
);
const ReportListing = fetchedPart(() =>
  import("#app/components/owners/report-listing").then((module) => module.ReportListing),
);
const ClosedListingPage = fetchedPart(() =>
  import("#app/components/owners/closed-listing").then((module) => module.ClosedListingPage),
);

/** The EMI hint of a sale: the typical loan's monthly instalment at the calculator's default rate and years. */
function typicalEmi(price: number) {
  const loan = typicalLoan(price);
  const rate = EMI_LIMITS.rate.default;
  const years = EMI_LIMITS.years.default;
  return { loan, rate, years, emi: calculateEmi(loan, rate, years).emi };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const property = await getPublicProperty(idOr404(params.id));
  if (!property) throw await closedOrNotFound(idOr404(params.id));

  const user = await getCurrentUser({ request, context });
  const favorites = await favoritePropertyIds(user?.id, [property.id]);
  if (user) await recordAccountView(user.id, { kind: "property", id: property.id });
  const photos: Photo[] = property.images.filter((photo) => safeUrl(photo.large) && safeUrl(photo.card));
  // The owner's number never reaches the page: only its masked form (see OwnerPhone).
  const { images: _images, createdAt, updatedAt, ownerContact, ...fields } = property;
  return {
    property: { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString(), photos },
    ownerPhone: { masked: maskPhone(ownerContact), signedIn: Boolean(user) },
    favorited: favorites.has(property.id),
    priceHistory: await priceHistoryFor(property.id),
    listedBy: await listedByOfProperty(property.id),
    typicalEmi: property.status === "rent" ? null : typicalEmi(property.price),
    // The same page answers on three paths; /property/{id} (in the page's language) is the one sitemap.xml lists.
    pageUrl: `${env.publicUrl}${localizePath(context.get(localeContext), `/property/${property.id}`)}`,
    imageUrls: photos.map((photo) => absoluteUrl(photo.large, env.publicUrl)),
  };
}

/** Coming from another page, the parts' code and the page's texts are fetched alongside the data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([
    serverLoader(),
    fetchPageParts(request, handle.texts, [PropertyCostPanel, InquiryCard, ReportListing, OwnerPhone]),
  ]);
  return data;
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type PropertyData = LoaderData["property"];

/** "2 BHK Apartment for sale in Andheri West, Mumbai", in the page's language. */
function summary(p: PropertyData, locale: Locale, t: TFunction<"detail">): string {
  const category = translateMessage(i18nFor(locale), p.category);
  const kind = p.bedrooms ? t("property.kindWithBedrooms", { bedrooms: p.bedrooms, category }) : category;
  const location = placeName(locale, p.location);
  return p.status === "rent" ? t("meta.summaryRent", { kind, location }) : t("meta.summarySale", { kind, location });
}

function metaDescription(p: PropertyData, locale: Locale, t: TFunction<"detail">): string {
  const format = formatsFor(locale);
  const head = t("meta.propertyHead", {
    price: format.listingPrice(p.price, p.status),
    summary: summary(p, locale, t),
    area: format.area(p.area),
  });
  const rest = p.description.length > 110 ? `${p.description.slice(0, 107).trimEnd()}…` : p.description;
  return `${head} ${rest}`;
}

/** schema.org RealEstateListing with its Offer (price in INR; rent per month). */
function structuredData(loaderData: LoaderData) {
  const p = loaderData.property;
  const rent = p.status === "rent";
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: p.title,
    description: p.description,
    url: loaderData.pageUrl,
    image: loaderData.imageUrls,
    datePosted: p.createdAt,
    dateModified: p.updatedAt,
    offers: {
      "@type": "Offer",
      price: p.price,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      businessFunction: rent ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      ...(rent
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: p.price,
              priceCurrency: "INR",
              unitCode: "MON",
            },
          }
        : {}),
    },
    about: {
      "@type":
        p.type === "Commercial"
          ? "Place"
          : p.category === "Villa" || p.category === "Row House"
            ? "House"
            : "Apartment",
      name: p.title,
      address: {
        "@type": "PostalAddress",
        addressLocality: p.location,
        addressRegion: p.city || undefined,
        addressCountry: "IN",
      },
      floorSize: { "@type": "QuantitativeValue", value: p.area, unitCode: "FTK" },
      ...(p.bedrooms ? { numberOfBedrooms: p.bedrooms } : {}),
      ...(p.bathrooms ? { numberOfBathroomsTotal: p.bathrooms } : {}),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const t = metaT(matches, "detail");
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
    return seo({ matches, title: notFound ? t("property.notFoundTitle") : t("error.title"), noindex: true });
  }
  const p = loaderData.property;
  const locale = localeFromMatches(matches);
  return [
    ...seo({
      matches,
      title: `${p.title} - ${formatsFor(locale).listingPrice(p.price, p.status)}`,
      description: metaDescription(p, locale, t),
      url: loaderData.pageUrl,
      image: loaderData.imageUrls[0],
      type: "website",
    }),
    { "script:ld+json": structuredData(loaderData) },
  ];
};

function Stat({ icon, label, value }: { icon: CssIconClass; label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs text-slate-600">
        <span aria-hidden className={`${icon} flex shrink-0 text-primary-dark`} /> {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property: p, favorited, pageUrl } = loaderData;
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const format = useFormat();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const phone = root?.site.contactPhone ?? "";
  const commercial = p.type === "Commercial";
  const section = commercial
    ? { label: t("crumbs.commercial"), to: localized("/commercial") }
    : { label: t("crumbs.residential"), to: localized("/residential") };
  const locality = localityCrumb(p.location);
  const sale = p.status !== "rent";
  const price = format.listingPrice(p.price, p.status);
  const perSqft = sale ? format.pricePerSqft(p.price, p.area) : null;
  const emi = loaderData.typicalEmi;
  const emiHref = emi ? `/emi-calculator?amount=${emi.loan}` : "/emi-calculator";
  const chatText = t("contact.chatText", { title: p.title, url: pageUrl });

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs
        section={section}
        locality={locality ? { label: place(locality.label), to: localized(locality.to) } : null}
        current={p.title}
        className="mb-4"
      />

      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <div className="mb-2 flex flex-wrap gap-2">
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold text-white ${sale ? "bg-secondary" : "bg-emerald-700"}`}
            >
              {sale ? t("property.forSale") : t("property.forRent")}
            </span>
            {p.featured ? (
              <span className="rounded-full bg-primary-dark px-2.5 py-1 text-xs font-semibold text-white">
                {t("property.featured")}
              </span>
            ) : null}
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
              {translate(p.category)}
            </span>
            {p.furnishing ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
                {translate(p.furnishing)}
              </span>
            ) : null}
          </div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{p.title}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-slate-600">
            <span aria-hidden className="icon-pin flex shrink-0" />{" "}
            <LocalityLink
              location={p.location}
              className="underline-offset-2 hover:text-primary-dark hover:underline"
            />
          </p>
          {/* A property has no reviews of its own: its project's rating, or else its locality's, named as such. */}
          {p.reviews > 0 && p.ratingSource ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700" data-testid="rating">
              <span aria-hidden className="icon-star flex text-amber-400" />
              <Link
                to={`${p.ratingSource === "project" && p.projectId !== null ? `/project/${p.projectId}` : (localityPath(p.location) ?? "")}#reviews`}
                className="underline-offset-2 hover:underline"
              >
                {p.ratingSource === "project" ? t("reviews.projectRating") : t("reviews.localityRating")}{" "}
                <span className="font-semibold">{p.rating.toFixed(1)}</span>{" "}
                <span className="text-slate-600">{t("reviews.count", { count: p.reviews })}</span>
              </Link>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <p className="text-3xl font-bold text-primary-dark">
            <ListingPrice price={p.price} status={p.status} />
            {perSqft ? <span className="ml-2 text-base font-medium text-slate-600">{perSqft}</span> : null}
          </p>
          <LatestReductionNote history={loaderData.priceHistory} />
          <div className="flex items-center gap-2">
            <ShareButton
              url={pageUrl}
              title={p.title}
              text={`${p.title} – ${price}`}
              labels={{
                label: t("share.label"),
                button: t("share.button"),
                copied: t("share.copied"),
                copyThis: (url) => t("share.copyThis", { url }),
              }}
            />
            <FavoriteButton propertyId={p.id} favorited={favorited} />
          </div>
          <CompareButton propertyId={p.id} className="lg:justify-end" />
          <ViewBeacon kind="property" id={p.id} />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-6">
          <PropertyGallery photos={p.photos} title={p.title} />

          {/* As many 9rem columns as fit (two on a phone, three beside the aside at 1024 px, five at 1280 px): a fact never narrower than its price. */}

          <dl className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
            <Stat
              icon="icon-rupee"
              label={t("facts.price")}
              value={<ListingPrice price={p.price} status={p.status} />}
            />
            {p.bedrooms !== null ? (
              <Stat icon="icon-bed" label={t("facts.bedrooms")} value={String(p.bedrooms)} />
            ) : null}
            {p.bathrooms !== null ? (
              <Stat icon="icon-bath" label={t("facts.bathrooms")} value={String(p.bathrooms)} />
            ) : null}
            <Stat icon="icon-area" label={t("facts.area")} value={format.area(p.area)} />
            {p.parking > 0 ? (
              <Stat icon="icon-car" label={t("facts.parking")} value={t("facts.parkingSpaces", { count: p.parking })} />
            ) : null}
            {commercial && p.floors !== null ? (
              <Stat icon="icon-floors" label={t("facts.floors")} value={String(p.floors)} />
            ) : null}
          </dl>

          <PriceHistorySection history={loaderData.priceHistory} status={p.status} />
          <PropertyTabs property={p} />
          {sale ? (
            <PropertyCostPanel
              price={p.price}
              city={p.city}
              location={p.location}
              yearBuilt={p.yearBuilt}
              area={p.area}
            />
          ) : null}
        </div>

        <aside className="space-y-6" aria-label={t("aside.label")}>
          <section className="card p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t("aside.quickActions")}</h2>
            <div className="mt-4 grid gap-3">
              {phone ? (
                <a href={telLink(phone)} className="btn-primary">
                  <span aria-hidden className="icon-calendar flex" /> {t("aside.scheduleVisit")}
                </a>
              ) : null}
              <Link to="/emi-calculator" className="btn-outline">
                <span aria-hidden className="icon-calculator flex" /> {t("aside.loanInfo")}
              </Link>
              {phone ? (
                <a href={telLink(phone)} className="btn-outline">
                  <span aria-hidden className="icon-phone flex" /> {t("aside.callNow")}
                </a>
              ) : null}
              {phone ? (
                <a
                  href={whatsappLink(phone, chatText)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn bg-green-700 text-white hover:bg-green-800"
                >
                  <span aria-hidden className="icon-chat flex" /> {t("aside.whatsApp")}
                </a>
              ) : null}
            </div>
          </section>

          <section className="card p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t("aside.agent")}</h2>
            <div className="mt-4 flex items-center gap-3">
              <span
                aria-hidden
                className="icon-user flex h-12 w-12 items-center justify-center rounded-full bg-secondary-soft text-secondary-dark [--icon-size:1.5rem]"
              />
              <div>
                <p className="font-semibold text-slate-900">{p.ownerName}</p>
                {p.developer ? <p className="text-sm text-slate-600">{p.developer}</p> : null}
              </div>
            </div>
            <ListedBy by={loaderData.listedBy} />
            <OwnerPhone pagePath={`/property/${p.id}`} {...loaderData.ownerPhone} />
          </section>

          <InquiryCard inquiryType="property" referenceId={p.id} referenceTitle={p.title} />
          <ReportListing propertyId={p.id} />

          <section className="card p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <span aria-hidden className="icon-calculator flex text-primary-dark [--icon-size:1.25rem]" />{" "}
              {t("emi.heading")}
            </h2>
            {emi ? (
              <p className="mt-2 text-sm text-slate-700">
                <RichText
                  t={t}
                  i18nKey="emi.typicalLoan"
                  values={{
                    loan: format.price(emi.loan),
                    rate: emi.rate,
                    years: emi.years,
                    emi: format.rupees(emi.emi),
                  }}
                  components={{ strong: <strong className="text-slate-900" /> }}
                />
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-700">{t("emi.forRent")}</p>
            )}
            <Link to={emiHref} className="btn-outline mt-4 w-full">
              {t("emi.calculate")}
            </Link>
          </section>
        </aside>
      </div>
      <ContactBar chatText={chatText} />
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation("detail");
  const closed = closedListingOf(useRouteError());
  if (closed) return <ClosedListingPage listing={closed} />;
  return (
    <DetailErrorPage
      notFoundTitle={t("property.notFoundTitle")}
      notFoundText={t("property.notFoundText")}
      mark={() => (
        <span aria-hidden className="icon-search-x flex justify-center text-slate-400 [--icon-size:3.5rem]" />
      )}
    >
      <Link to="/residential" className="btn-primary mt-8">
        {t("property.browse")}
      </Link>
    </DetailErrorPage>
  );
}
