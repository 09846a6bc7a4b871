import { useTranslation } from "react-i18next";
import { FavoriteButton } from "#app/components/favorite-button";
import { CompareButton } from "#app/components/catalogue/compare-button";
import { Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import type { PropertyCardData } from "#app/domain/catalogue/properties.server";
import { AmenityTags, CardLocation, CardMedia, ListingPrice } from "./card-parts";
import { PriceReducedNote } from "./price-reduced-note";
import { RatingBadge } from "#app/components/reviews/rating-badge";
import type { PriceReduction } from "#app/lib/price-history";

/**
 * home: the Home featured card (3 amenities, link /property/{id});
 * residential: the Residential listing card (3 amenities in grid, 4 in list);
 * commercial: the Commercial listing card (2 amenities, floors, category, furnished)
 * (docs/spec/public-site.md §2).
 * Twelve cards repeat every class and icon, so the styles are named once in
 * app.css (the card-* utilities) and the icons are CSS (icon-* classes, see
 * app/components/icons/css-icons.ts): the list page's HTML stays small.
 */
export type PropertyCardVariant = "home" | "residential" | "commercial";

const DETAIL_PATH: Record<PropertyCardVariant, string> = {
  home: "/property",
  residential: "/residential-property",
  commercial: "/commercial-property",
};

function amenityLimit(variant: PropertyCardVariant, view: "grid" | "list") {
  if (variant === "commercial") return 2;
  if (variant === "residential" && view === "list") return 4;
  return 3;
}

/** Stands in for the photo of a listing that has none. */
function NoPhoto() {
  const { t } = useTranslation();
  return (
    <div className="icon-building flex size-full flex-col items-center justify-center gap-1 text-xs text-slate-700 [--icon-size:2.5rem]">
      {t("card.noPhoto")}
    </div>
  );
}

type Props = {
  property: PropertyCardData;
  variant: PropertyCardVariant;
  view?: "grid" | "list";
  favorited?: boolean;
  /** Cards in the first row load at once; the rest only when scrolled near. */
  eager?: boolean;
  /** The latest change lowered the price: "Price reduced by ₹X" with its date. */
  reduction?: PriceReduction;
};

export function PropertyCard({ property, variant, view = "grid", favorited = false, eager = false, reduction }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const horizontal = view === "list";
  const href = `${DETAIL_PATH[variant]}/${property.id}`;
  const sale = property.status !== "rent";
  const perSqft = sale && variant !== "home" ? format.pricePerSqft(property.price, property.area) : null;

  return (
    <article className={horizontal ? "listing-card sm:flex-row" : "listing-card"} data-testid="property-card">
      <CardMedia
        horizontal={horizontal}
        photoUrl={property.photoUrl}
        alt={property.title}
        eager={eager}
        placeholder={<NoPhoto />}
      >
        <div className="card-badges text-white">
          <span className={sale ? "bg-secondary" : "bg-emerald-700"}>
            {sale ? t("card.forSale") : t("card.forRent")}
          </span>
          {property.featured ? <span className="bg-primary-dark">{t("card.featured")}</span> : null}
        </div>
        <FavoriteButton propertyId={property.id} favorited={favorited} />
      </CardMedia>

      <div className="card-body">
        <div>
          <div className="card-head">
            <h3 className="card-title">
              {/* View Details below links the same page and lets the router discover it. */}
              <Link to={href} discover="none">
                {property.title}
              </Link>
            </h3>
            {variant !== "home" ? (
              <RatingBadge rating={property.rating} reviews={property.reviews} source={property.ratingSource} />
            ) : null}
          </div>
          <p className="card-location icon-pin">
            <CardLocation location={property.location} />
          </p>
        </div>

        <p className="card-price">
          <strong>
            <ListingPrice price={property.price} status={property.status} />
          </strong>
          {perSqft ? <span>{perSqft}</span> : null}
        </p>
        {reduction ? <PriceReducedNote reduction={reduction} /> : null}

        {variant === "commercial" ? <CommercialFacts property={property} /> : <HomeFacts property={property} />}

        <p className="line-clamp-2">{property.description}</p>

        <AmenityTags amenities={property.amenities} total={property.amenityCount} limit={amenityLimit(variant, view)} />

        <div className="card-foot">
          <CompareButton propertyId={property.id} />
          <Link to={href} className={horizontal ? "card-action sm:w-auto sm:self-start sm:px-8" : "card-action"}>
            {t("card.viewDetails")}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** One fact: an icon-* class, the text, and what it is as a tooltip. The list styles every item. */
function Fact({ icon, label, text }: { icon: `icon-${string}`; label: string; text: string }) {
  return (
    <li className={icon} title={label}>
      {text}
    </li>
  );
}

function HomeFacts({ property }: { property: PropertyCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="card-facts">
      {property.bedrooms !== null ? (
        <Fact icon="icon-bed" label={t("card.bedrooms")} text={t("card.beds", { count: property.bedrooms })} />
      ) : null}
      {property.bathrooms !== null ? (
        <Fact icon="icon-bath" label={t("card.bathrooms")} text={t("card.baths", { count: property.bathrooms })} />
      ) : null}
      <Fact icon="icon-area" label={t("card.area")} text={format.area(property.area)} />
      {/* No parking is not a feature: the fact is left out rather than shown as "0 Parking". */}
      {property.parking > 0 ? (
        <Fact icon="icon-car" label={t("card.parking")} text={t("card.parkingSpaces", { count: property.parking })} />
      ) : null}
    </ul>
  );
}

function CommercialFacts({ property }: { property: PropertyCardData }) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessage();
  return (
    <>
      <ul className="card-facts">
        <Fact icon="icon-area" label={t("card.area")} text={format.area(property.area)} />
        {property.parking > 0 ? (
          <Fact icon="icon-car" label={t("card.parking")} text={t("card.cars", { count: property.parking })} />
        ) : null}
        {property.floors !== null ? (
          <Fact icon="icon-floors" label={t("card.floorsLabel")} text={t("card.floors", { count: property.floors })} />
        ) : null}
      </ul>
      <ul className="card-details" aria-label={t("card.details")}>
        <li>{translate(property.category)}</li>
        {property.furnishing ? <li className="furnishing icon-sofa">{translate(property.furnishing)}</li> : null}
      </ul>
    </>
  );
}
