import { Link } from "react-router";
import { FavoriteButton } from "#app/components/favorite-button";
import { CompareButton } from "#app/components/catalogue/compare-button";
import { formatArea, formatListingPrice, formatPricePerSqft } from "#app/lib/format";
import type { PropertyCardData } from "#app/domain/properties.server";
import { AmenityTags, CardMedia } from "./card-parts";
import { PriceReducedNote } from "./price-history";
import type { PriceReduction } from "#app/lib/price-history";
import { LocalityLink } from "#app/components/buyer/locality-link";

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
const NO_PHOTO = (
  <div className="icon-building flex size-full flex-col items-center justify-center gap-1 text-xs text-slate-700 [--icon-size:2.5rem]">
    No photo yet
  </div>
);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  const horizontal = view === "list";
  const href = `${DETAIL_PATH[variant]}/${property.id}`;
  const sale = property.status !== "rent";
  const perSqft = sale && variant !== "home" ? formatPricePerSqft(property.price, property.area) : null;

  return (
    <article className={horizontal ? "listing-card sm:flex-row" : "listing-card"} data-testid="property-card">
      <CardMedia
        horizontal={horizontal}
        photoUrl={property.photoUrl}
        alt={property.title}
        eager={eager}
        placeholder={NO_PHOTO}
      >
        <div className="card-badges text-white">
          <span className={sale ? "bg-secondary" : "bg-emerald-700"}>{sale ? "For Sale" : "For Rent"}</span>
          {property.featured ? <span className="bg-primary-dark">Featured</span> : null}
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
            {variant !== "home" ? <Rating rating={property.rating} reviews={property.reviews} /> : null}
          </div>
          <p className="card-location icon-pin">
            <LocalityLink location={property.location} className="hover:text-primary-dark hover:underline" />
          </p>
        </div>

        <p className="card-price">
          <strong>{formatListingPrice(property.price, property.status)}</strong>
          {perSqft ? <span>{perSqft}</span> : null}
        </p>
        {reduction ? <PriceReducedNote reduction={reduction} /> : null}

        {variant === "commercial" ? <CommercialFacts property={property} /> : <HomeFacts property={property} />}

        <p className="line-clamp-2">{property.description}</p>

        <AmenityTags amenities={property.amenities} total={property.amenityCount} limit={amenityLimit(variant, view)} />

        <CompareButton propertyId={property.id} />

        <Link to={href} className={horizontal ? "card-action sm:w-auto sm:self-start sm:px-8" : "card-action"}>
          View Details
        </Link>
      </div>
    </article>
  );
}

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  if (reviews <= 0) return <span className="shrink-0 text-xs">No reviews yet</span>;
  return (
    <span className="card-rating icon-star">
      <strong>{rating.toFixed(1)}</strong>
      {`(${reviews})`}
      <span className="sr-only">{`out of 5 from ${reviews} reviews`}</span>
    </span>
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
  return (
    <ul className="card-facts">
      {property.bedrooms !== null ? (
        <Fact icon="icon-bed" label="Bedrooms" text={plural(property.bedrooms, "Bed", "Beds")} />
      ) : null}
      {property.bathrooms !== null ? (
        <Fact icon="icon-bath" label="Bathrooms" text={plural(property.bathrooms, "Bath", "Baths")} />
      ) : null}
      <Fact icon="icon-area" label="Area" text={formatArea(property.area)} />
      <Fact icon="icon-car" label="Parking" text={`${property.parking} Parking`} />
    </ul>
  );
}

function CommercialFacts({ property }: { property: PropertyCardData }) {
  return (
    <>
      <ul className="card-facts">
        <Fact icon="icon-area" label="Area" text={formatArea(property.area)} />
        <Fact icon="icon-car" label="Parking" text={plural(property.parking, "Car", "Cars")} />
        {property.floors !== null ? (
          <Fact icon="icon-floors" label="Floors" text={plural(property.floors, "Floor", "Floors")} />
        ) : null}
      </ul>
      <ul className="card-details" aria-label="Details">
        <li>{property.category}</li>
        {property.furnishing ? <li className="furnishing icon-sofa">{property.furnishing}</li> : null}
      </ul>
    </>
  );
}
