import { Link } from "react-router";
import { Check, ExternalLink, FileText, MapPin } from "lucide-react";
import { formatArea, formatDate, formatPricePerSqft } from "#app/lib/format";
import { INQUIRY_FORM_ANCHOR } from "#app/components/leads/inquiry-form";
import { LinkTabs } from "#app/components/buyer/link-tabs";
import { localityCrumb } from "#app/lib/localities";

/** The detail page's fields the tabs show (all stored columns; nothing invented). */
export type PropertyTabsData = {
  id: number;
  title: string;
  type: string;
  category: string;
  status: string;
  price: number;
  description: string;
  location: string;
  city: string;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number;
  floors: number | null;
  furnishing: string | null;
  facing: string | null;
  yearBuilt: number | null;
  developer: string | null;
  amenities: string[];
  createdAt: string | Date;
};

/** Highlights drawn from the property's own columns. */
function highlights(p: PropertyTabsData): string[] {
  const out: string[] = [];
  out.push(p.bedrooms ? `${p.bedrooms} BHK ${p.category}` : p.category);
  out.push(`${formatArea(p.area)} of space`);
  if (p.furnishing) out.push(p.furnishing);
  if (p.facing) out.push(`${p.facing} facing`);
  if (p.yearBuilt) out.push(`Built in ${p.yearBuilt}`);
  if (p.parking > 0) out.push(`${p.parking} parking ${p.parking === 1 ? "space" : "spaces"}`);
  if (p.floors) out.push(`${p.floors} ${p.floors === 1 ? "floor" : "floors"}`);
  const perSqft = p.status === "rent" ? null : formatPricePerSqft(p.price, p.area);
  if (perSqft) out.push(`${perSqft}`);
  return out;
}

function details(p: PropertyTabsData): [string, string][] {
  const rows: [string, string | null][] = [
    ["Property Type", p.category],
    ["Listed For", p.status === "rent" ? "Rent" : "Sale"],
    ["Bedrooms", p.bedrooms === null ? null : String(p.bedrooms)],
    ["Bathrooms", p.bathrooms === null ? null : String(p.bathrooms)],
    ["Area", formatArea(p.area)],
    ["Furnishing", p.furnishing],
    ["Facing", p.facing],
    ["Year Built", p.yearBuilt === null ? null : String(p.yearBuilt)],
    ["Floors", p.floors === null ? null : String(p.floors)],
    ["Parking", `${p.parking} ${p.parking === 1 ? "space" : "spaces"}`],
    ["Developer / Agency", p.developer],
    ["Listed On", formatDate(p.createdAt)],
    ["Property ID", String(p.id)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function PropertyTabs({ property }: { property: PropertyTabsData }) {
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(property.location)}`;
  const locality = localityCrumb(property.location);
  return (
    <LinkTabs
      key={property.id}
      id="property-details"
      label="Property information"
      tabs={[
        {
          value: "overview",
          label: "Overview",
          content: (
            <div className="space-y-6 p-5 sm:p-6">
              <section>
                <h2 className="text-lg font-semibold text-slate-900">About this property</h2>
                <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{property.description}</p>
              </section>
              <section>
                <h2 className="text-lg font-semibold text-slate-900">Highlights</h2>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {highlights(property).map((item) => (
                    <li key={item} className="flex items-center gap-2 text-slate-700">
                      <Check aria-hidden className="h-4 w-4 shrink-0 text-emerald-700" /> {item}
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h2 className="text-lg font-semibold text-slate-900">Property Details</h2>
                <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
                  {details(property).map(([label, value]) => (
                    <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-2.5 text-sm">
                      <dt className="text-slate-600">{label}</dt>
                      <dd className="text-right font-medium text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            </div>
          ),
        },
        {
          value: "amenities",
          label: "Amenities",
          content: (
            <div className="p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">Amenities</h2>
              {property.amenities.length > 0 ? (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {property.amenities.map((amenity) => (
                    <li
                      key={amenity}
                      className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-slate-800"
                    >
                      <Check aria-hidden className="h-4 w-4 shrink-0 text-emerald-700" /> {amenity}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-600">The owner has not listed any amenities for this property.</p>
              )}
            </div>
          ),
        },
        {
          value: "location",
          label: "Location",
          content: (
            <div className="space-y-4 p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">Location</h2>
              <p className="flex items-start gap-2 text-slate-700">
                <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary-dark" />
                <span>
                  {property.location}
                  {property.city && !property.location.toLowerCase().includes(property.city.toLowerCase())
                    ? `, ${property.city}`
                    : ""}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                The exact address is shared by the agent when you schedule a visit.
              </p>
              <div className="flex flex-wrap gap-3">
                <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
                  <ExternalLink aria-hidden className="h-4 w-4" /> Open the area in Google Maps
                </a>
                {locality ? (
                  <Link to={locality.to} className="btn-outline">
                    Prices and rents in {locality.label}
                  </Link>
                ) : null}
              </div>
            </div>
          ),
        },
        {
          value: "floor-plan",
          label: "Floor Plan",
          content: (
            <div className="space-y-4 p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">Floor Plan</h2>
              <p className="flex items-start gap-2 text-slate-700">
                <FileText aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                No floor plan has been uploaded for this property yet.
              </p>
              <a href={`#${INQUIRY_FORM_ANCHOR}`} className="btn-outline">
                Ask the agent for the floor plan
              </a>
            </div>
          ),
        },
      ]}
    />
  );
}
