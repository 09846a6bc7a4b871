import { useTranslation } from "react-i18next";
import { useFormat, useMessage } from "#app/i18n/use-locale";

type Values = Record<string, string | string[] | undefined>;

function text(values: Values, key: string): string {
  const value = values[key];
  return typeof value === "string" ? value.trim() : "";
}

/** Step 4's recap of what is about to be submitted. */
export function PropertySummary({ values, photoCount }: { values: Values; photoCount: number }) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  // Category, state and amenities are catalogue values stored in English.
  const translate = useMessage();
  const type = text(values, "propertyType");
  const area = Number(text(values, "area"));
  const price = Number(text(values, "price").replace(/,/g, ""));
  const listingType = text(values, "listingType");
  const amenities = Array.isArray(values.amenities) ? values.amenities : [];
  const state = text(values, "state");
  const category = text(values, "category");
  const location = [text(values, "address"), text(values, "city"), state && translate(state), text(values, "pincode")]
    .filter(Boolean)
    .join(", ");
  const typeName =
    type === "residential" ? t("details.residential") : type === "commercial" ? t("details.commercial") : "";
  const rows: [string, string][] = [
    [t("summary.title"), text(values, "title")],
    [t("summary.type"), [typeName, category && translate(category)].filter(Boolean).join(" · ")],
    [t("summary.location"), location],
    [t("summary.area"), area > 0 ? format.area(area) : ""],
    [t("summary.bedrooms"), text(values, "bedrooms")],
    [t("summary.bathrooms"), text(values, "bathrooms")],
    [t("summary.parking"), text(values, "parking") || "0"],
    [
      t("summary.listing"),
      listingType === "sale" ? t("pricing.forSale") : listingType === "rent" ? t("pricing.forRent") : "",
    ],
    [t("summary.price"), price > 0 && listingType ? format.listingPrice(price, listingType) : ""],
    [t("summary.amenities"), amenities.map(translate).join(", ")],
    [t("summary.photos"), String(photoCount)],
  ];
  return (
    <section
      aria-labelledby="property-summary-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-js-only
    >
      <h3 id="property-summary-heading" className="text-base font-semibold text-slate-900">
        {t("summary.heading")}
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
