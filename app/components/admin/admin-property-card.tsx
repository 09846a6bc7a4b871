import { Calendar, MapPin, Tag } from "lucide-react";
import { formatListingPrice } from "#app/lib/format";
import { RoomFacts } from "#app/components/room-facts";
import type { AdminPropertyRow } from "./property-form";
import { PROPERTY_NOUN } from "./catalogue-noun";
import { CatalogueCard, type CatalogueCardActions } from "./catalogue-card";
import { ListingOwnerFacts } from "./listing-owner-facts";

/** A property in the admin grid: sale or rent, price, location, rooms, area, category and year. */
export function AdminPropertyCard({
  property,
  owner,
  ...actions
}: CatalogueCardActions & { property: AdminPropertyRow; owner?: { name: string; email: string; role: string } }) {
  const rent = property.status === "rent";
  return (
    <CatalogueCard
      noun={PROPERTY_NOUN}
      item={property}
      coverAspect="aspect-[4/3]"
      clampTitle
      // The public site's colours: sale blue, rent green.
      statusBadge={
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold text-white ${rent ? "bg-emerald-700" : "bg-secondary"}`}
        >
          {rent ? "For Rent" : "For Sale"}
        </span>
      }
      {...actions}
    >
      <p className="text-lg font-bold text-primary-dark">{formatListingPrice(property.price, property.status)}</p>
      <p className="flex items-start gap-1 text-sm text-slate-600">
        <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {property.location}
      </p>
      <RoomFacts property={property} className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700" />
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Tag aria-hidden className="h-3.5 w-3.5" /> {property.category}
        </span>
        {property.yearBuilt ? (
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden className="h-3.5 w-3.5" /> Built {property.yearBuilt}
          </span>
        ) : null}
      </p>
      <ListingOwnerFacts property={property} owner={owner} />
    </CatalogueCard>
  );
}
