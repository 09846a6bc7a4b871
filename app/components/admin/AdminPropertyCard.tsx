import { useFetcher } from "react-router";
import { Bath, BedDouble, Calendar, MapPin, Ruler, Star, Tag } from "lucide-react";
import { formatArea, formatListingPrice } from "#app/lib/format";
import type { CatalogueActionResult } from "./catalogue-action";
import type { AdminPropertyRow } from "./PropertyForm";
import { FlagToggle } from "./FlagToggle";
import { CardActions } from "./catalogue-parts";

/** A property in the admin grid: its facts, badges and every action (all real). */
export function AdminPropertyCard({
  property,
  editHref,
  deleteHref,
  onEdit,
  onDelete,
  onResult,
}: {
  property: AdminPropertyRow;
  editHref: string;
  deleteHref: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onResult: (result: CatalogueActionResult) => void;
}) {
  const activeFetcher = useFetcher<CatalogueActionResult>();
  const featuredFetcher = useFetcher<CatalogueActionResult>();
  // Show the requested state while the change is on its way.
  const active = activeFetcher.formData ? activeFetcher.formData.get("value") === "true" : property.active;
  const featured = featuredFetcher.formData ? featuredFetcher.formData.get("value") === "true" : property.featured;
  const cover = property.images[0];

  return (
    <article className="card flex w-full flex-col overflow-hidden" aria-labelledby={`property-${property.id}-title`}>
      <div className="relative aspect-[4/3] bg-slate-100">
        {cover ? (
          <img src={cover.card} alt="" loading="lazy" className={`h-full w-full object-cover ${active ? "" : "opacity-60 grayscale"}`} />
        ) : null}
        <div className="absolute inset-x-2 top-2 flex flex-wrap gap-1.5">
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold text-white ${property.status === "rent" ? "bg-secondary" : "bg-primary-dark"}`}>
            {property.status === "rent" ? "For Rent" : "For Sale"}
          </span>
          {featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950">
              <Star aria-hidden className="h-3 w-3" /> Featured
            </span>
          ) : null}
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${active ? "bg-green-100 text-green-800" : "bg-slate-700 text-white"}`}>
            {active ? "Active" : "Inactive"}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`property-${property.id}-title`} className="line-clamp-2 font-semibold text-slate-900">
          {property.title}
        </h3>
        <p className="text-lg font-bold text-primary-dark">{formatListingPrice(property.price, property.status)}</p>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {property.location}
        </p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
          {property.bedrooms != null ? (
            <li className="flex items-center gap-1">
              <BedDouble aria-hidden className="h-4 w-4" /> {property.bedrooms} {property.bedrooms === 1 ? "Bed" : "Beds"}
            </li>
          ) : null}
          {property.bathrooms != null ? (
            <li className="flex items-center gap-1">
              <Bath aria-hidden className="h-4 w-4" /> {property.bathrooms} {property.bathrooms === 1 ? "Bath" : "Baths"}
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <Ruler aria-hidden className="h-4 w-4" /> {formatArea(property.area)}
          </li>
        </ul>
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
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <FlagToggle
            fetcher={activeFetcher}
            intent="toggle-active"
            id={property.id}
            on={active}
            onLabel="Deactivate"
            offLabel="Activate"
            itemTitle={property.title}
            onResult={onResult}
          />
          <FlagToggle
            fetcher={featuredFetcher}
            intent="toggle-featured"
            id={property.id}
            on={featured}
            onLabel="Unfeature"
            offLabel="Feature"
            itemTitle={property.title}
            onResult={onResult}
          />
        </div>
        <CardActions
          title={property.title}
          viewHref={`/property/${property.id}`}
          editHref={editHref}
          deleteHref={deleteHref}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}
