import { formatArea, formatListingPrice } from "#app/lib/format";

type Values = Record<string, string | string[] | undefined>;

function text(values: Values, key: string): string {
  const value = values[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Step 4's recap of what is about to be submitted. */
export function PropertySummary({ values, photoCount }: { values: Values; photoCount: number }) {
  const type = text(values, "propertyType");
  const area = Number(text(values, "area"));
  const price = Number(text(values, "price").replace(/,/g, ""));
  const listingType = text(values, "listingType");
  const amenities = Array.isArray(values.amenities) ? values.amenities : [];
  const location = [text(values, "address"), text(values, "city"), text(values, "state"), text(values, "pincode")]
    .filter(Boolean)
    .join(", ");
  const rows: [string, string][] = [
    ["Title", text(values, "title")],
    ["Type", [type ? type[0].toUpperCase() + type.slice(1) : "", text(values, "category")].filter(Boolean).join(" · ")],
    ["Location", location],
    ["Area", area > 0 ? formatArea(area) : ""],
    ["Bedrooms", text(values, "bedrooms")],
    ["Bathrooms", text(values, "bathrooms")],
    ["Parking", text(values, "parking") || "0"],
    ["Listing", listingType === "sale" ? "For Sale" : listingType === "rent" ? "For Rent" : ""],
    ["Price", price > 0 && listingType ? formatListingPrice(price, listingType) : ""],
    ["Amenities", amenities.join(", ")],
    ["Photos", String(photoCount)],
  ];
  return (
    <section
      aria-labelledby="property-summary-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-js-only
    >
      <h3 id="property-summary-heading" className="text-base font-semibold text-slate-900">
        Property Summary
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows
          .filter(([, value]) => value !== "")
          .map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
              <dd className="min-w-0 break-words font-medium text-slate-800">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
