import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import {
  Bath,
  BedDouble,
  Calculator,
  Calendar,
  Car,
  IndianRupee,
  Layers,
  MapPin,
  MessageCircle,
  Phone,
  Ruler,
  SearchX,
  Star,
  UserRound,
} from "lucide-react";
import type { Route } from "./+types/property-detail";
import { seo } from "#app/lib/seo";
import { formatArea, formatListingPrice, formatPrice, formatPricePerSqft, formatRupees } from "#app/lib/format";
import { calculateEmi, EMI_LIMITS } from "#app/lib/emi";
import { telLink, whatsappLink } from "#app/lib/site";
import { getPublicProperty } from "#app/domain/properties.server";
import { idOr404 } from "#app/lib/ids";
import { favoritePropertyIds } from "#app/domain/favorites.server";
import { getCurrentUser } from "#app/server/session.server";
import { env } from "#app/server/env.server";
import { absoluteUrl, safeUrl } from "#app/lib/urls";
import type { Photo } from "#app/server/schema";
import type { loader as rootLoader } from "#app/root";
import { LatestReductionNote, PriceHistorySection } from "#app/components/catalogue/price-history";
import { priceHistoryFor } from "#app/domain/price-history.server";
import { FavoriteButton } from "#app/components/favorite-button";
import { CompareButton } from "#app/components/catalogue/compare-button";
import { ViewBeacon } from "#app/components/personal/view-beacon";
import { recordAccountView } from "#app/domain/recently-viewed.server";
import { InquiryCard } from "#app/components/leads/inquiry-form";
import { PropertyGallery } from "#app/components/catalogue/property-gallery";
import { PropertyTabs } from "#app/components/catalogue/property-tabs";
import { ShareButton } from "#app/components/catalogue/share-button";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";
import { DetailErrorPage } from "#app/components/catalogue/detail-error-page";
import { OwnerPhone } from "#app/components/owners/owner-contact";
import { ReportListing } from "#app/components/owners/report-listing";
import { ClosedListingPage, closedListingOf } from "#app/components/owners/closed-listing";
import { closedOrNotFound } from "#app/server/closed-listing-response.server";
import { maskPhone } from "#app/lib/masked-phone";
import { PropertyCostPanel } from "#app/components/buyer/property-cost-panel";
import { ContactBar } from "#app/components/buyer/contact-bar";
import { LocalityLink } from "#app/components/buyer/locality-link";
import { localityCrumb } from "#app/lib/localities";

/** The loan the EMI hint assumes: 80% of the price, within the calculator's bounds. */
function typicalLoan(price: number): number {
  const { min, max, step } = EMI_LIMITS.amount;
  return Math.min(max, Math.max(min, Math.round((price * 0.8) / step) * step));
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const property = await getPublicProperty(idOr404(params.id));
  if (!property) throw await closedOrNotFound(idOr404(params.id));

  const user = await getCurrentUser(request);
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
    // The same page answers on three paths; /property/{id} is the one sitemap.xml lists.
    pageUrl: `${env.publicUrl}/property/${property.id}`,
    imageUrls: photos.map((photo) => absoluteUrl(photo.large, env.publicUrl)),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type PropertyData = LoaderData["property"];

function summary(p: PropertyData): string {
  const kind = p.bedrooms ? `${p.bedrooms} BHK ${p.category}` : p.category;
  const deal = p.status === "rent" ? "for rent" : "for sale";
  return `${kind} ${deal} in ${p.location}`;
}

function metaDescription(p: PropertyData): string {
  const head = `${formatListingPrice(p.price, p.status)} · ${summary(p)} · ${formatArea(p.area)}.`;
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
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410);
    return seo({ matches, title: notFound ? "Property Not Found" : "Something went wrong", noindex: true });
  }
  const p = loaderData.property;
  return [
    ...seo({
      matches,
      title: `${p.title} - ${formatListingPrice(p.price, p.status)}`,
      description: metaDescription(p),
      url: loaderData.pageUrl,
      image: loaderData.imageUrls[0],
      type: "website",
    }),
    { "script:ld+json": structuredData(loaderData) },
  ];
};

function Stat({ icon: Icon, label, value }: { icon: typeof Bath; label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs text-slate-600">
        <Icon aria-hidden className="h-4 w-4 shrink-0 text-primary-dark" /> {label}
      </dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property: p, favorited, pageUrl } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const phone = root?.site.contactPhone ?? "";
  const commercial = p.type === "Commercial";
  const section = commercial
    ? { label: "Commercial", to: "/commercial" }
    : { label: "Residential", to: "/residential" };
  const sale = p.status !== "rent";
  const perSqft = sale ? formatPricePerSqft(p.price, p.area) : null;
  const loan = sale ? typicalLoan(p.price) : null;
  const emi = loan ? calculateEmi(loan, EMI_LIMITS.rate.default, EMI_LIMITS.years.default) : null;
  const emiHref = loan ? `/emi-calculator?amount=${loan}` : "/emi-calculator";
  const chatText = `Hello, I am interested in "${p.title}" (${pageUrl}). Please share more details.`;

  return (
    <div className="container-page py-6 sm:py-8">
      <Breadcrumbs section={section} locality={localityCrumb(p.location)} current={p.title} className="mb-4" />

      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <div className="mb-2 flex flex-wrap gap-2">
            <span
              className={`rounded-full px-2.5 py-1 text-xs font-semibold text-white ${sale ? "bg-secondary" : "bg-emerald-700"}`}
            >
              {sale ? "For Sale" : "For Rent"}
            </span>
            {p.featured ? (
              <span className="rounded-full bg-primary-dark px-2.5 py-1 text-xs font-semibold text-white">
                Featured
              </span>
            ) : null}
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800">
              {p.category}
            </span>
            {p.furnishing ? (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900">
                {p.furnishing}
              </span>
            ) : null}
          </div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{p.title}</h1>
          <p className="mt-2 flex items-center gap-1.5 text-slate-600">
            <MapPin aria-hidden className="h-4 w-4 shrink-0" />{" "}
            <LocalityLink
              location={p.location}
              className="underline-offset-2 hover:text-primary-dark hover:underline"
            />
          </p>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
            {p.reviews > 0 ? (
              <>
                <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-400" />
                <span className="font-semibold">{p.rating.toFixed(1)}</span>
                <span className="text-slate-600">
                  ({p.reviews} {p.reviews === 1 ? "review" : "reviews"})
                </span>
              </>
            ) : (
              <span className="text-slate-600">No reviews yet</span>
            )}
          </p>
        </div>
        <div className="flex flex-col gap-3 lg:items-end">
          <p className="text-3xl font-bold text-primary-dark">
            {formatListingPrice(p.price, p.status)}
            {perSqft ? <span className="ml-2 text-base font-medium text-slate-600">{perSqft}</span> : null}
          </p>
          <LatestReductionNote history={loaderData.priceHistory} />
          <div className="flex items-center gap-2">
            <ShareButton url={pageUrl} title={p.title} text={`${p.title} – ${formatListingPrice(p.price, p.status)}`} />
            <FavoriteButton propertyId={p.id} favorited={favorited} />
          </div>
          <CompareButton propertyId={p.id} className="lg:justify-end" />
          <ViewBeacon kind="property" id={p.id} />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-6">
          <PropertyGallery photos={p.photos} title={p.title} />

          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <Stat icon={IndianRupee} label="Price" value={formatListingPrice(p.price, p.status)} />
            {p.bedrooms !== null ? <Stat icon={BedDouble} label="Bedrooms" value={String(p.bedrooms)} /> : null}
            {p.bathrooms !== null ? <Stat icon={Bath} label="Bathrooms" value={String(p.bathrooms)} /> : null}
            <Stat icon={Ruler} label="Area" value={formatArea(p.area)} />
            <Stat icon={Car} label="Parking" value={`${p.parking} ${p.parking === 1 ? "space" : "spaces"}`} />
            {commercial && p.floors !== null ? <Stat icon={Layers} label="Floors" value={String(p.floors)} /> : null}
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

        <aside className="space-y-6" aria-label="Contact and actions">
          <section className="card p-5">
            <h2 className="text-lg font-semibold text-slate-900">Quick Actions</h2>
            <div className="mt-4 grid gap-3">
              {phone ? (
                <a href={telLink(phone)} className="btn-primary">
                  <Calendar aria-hidden className="h-4 w-4" /> Schedule Visit
                </a>
              ) : null}
              <Link to="/emi-calculator" className="btn-outline">
                <Calculator aria-hidden className="h-4 w-4" /> Get Loan Info
              </Link>
              {phone ? (
                <a href={telLink(phone)} className="btn-outline">
                  <Phone aria-hidden className="h-4 w-4" /> Call Now
                </a>
              ) : null}
              {phone ? (
                <a
                  href={whatsappLink(phone, chatText)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn bg-green-700 text-white hover:bg-green-800"
                >
                  <MessageCircle aria-hidden className="h-4 w-4" /> Chat on WhatsApp
                </a>
              ) : null}
            </div>
          </section>

          <section className="card p-5">
            <h2 className="text-lg font-semibold text-slate-900">Property Agent</h2>
            <div className="mt-4 flex items-center gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-secondary-soft text-secondary-dark">
                <UserRound aria-hidden className="h-6 w-6" />
              </span>
              <div>
                <p className="font-semibold text-slate-900">{p.ownerName}</p>
                {p.developer ? <p className="text-sm text-slate-600">{p.developer}</p> : null}
              </div>
            </div>
            <OwnerPhone propertyId={p.id} {...loaderData.ownerPhone} />
          </section>

          <InquiryCard inquiryType="property" referenceId={p.id} referenceTitle={p.title} />
          <ReportListing propertyId={p.id} />

          <section className="card p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Calculator aria-hidden className="h-5 w-5 text-primary-dark" /> Plan your finances
            </h2>
            {emi && loan ? (
              <p className="mt-2 text-sm text-slate-700">
                A loan of {formatPrice(loan)} (80% of the price) at {EMI_LIMITS.rate.default}% for{" "}
                {EMI_LIMITS.years.default} years costs about{" "}
                <strong className="text-slate-900">{formatRupees(emi.emi)}/month</strong>.
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-700">
                Buying instead? Work out the monthly instalment of a home loan.
              </p>
            )}
            <Link to={emiHref} className="btn-secondary mt-4 w-full">
              Calculate EMI
            </Link>
          </section>
        </aside>
      </div>
      <ContactBar chatText={chatText} />
    </div>
  );
}

export function ErrorBoundary() {
  const closed = closedListingOf(useRouteError());
  if (closed) return <ClosedListingPage listing={closed} />;
  return (
    <DetailErrorPage
      noun="Property"
      notFoundText="This property does not exist, or it is no longer listed."
      mark={() => <SearchX aria-hidden className="mx-auto h-14 w-14 text-slate-400" />}
    >
      <Link to="/residential" className="btn-primary mt-8">
        Browse Properties
      </Link>
    </DetailErrorPage>
  );
}
