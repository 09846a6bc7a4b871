import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { Formats } from "#app/lib/format";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { INQUIRY_FORM_ANCHOR, showInquiryForm } from "#app/lib/detail-anchors";
import { LinkTabs } from "#app/components/buyer/link-tabs";
import { localityCrumb } from "#app/lib/localities";
import { PlaceMap } from "#app/components/page-parts";

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
  /** point(longitude, latitude); null: not placed. */
  position: { x: number; y: number } | null;
};

/** What the tabs need to write a property's facts in the page's language. */
type Writer = { t: TFunction<"detail">; translate: (text: string) => string; format: Formats };

/** Highlights drawn from the property's own columns. */
function highlights(p: PropertyTabsData, { t, translate, format }: Writer): string[] {
  const out: string[] = [];
  const category = translate(p.category);
  out.push(p.bedrooms ? t("property.kindWithBedrooms", { bedrooms: p.bedrooms, category }) : category);
  out.push(t("highlights.space", { area: format.area(p.area) }));
  if (p.furnishing) out.push(translate(p.furnishing));
  if (p.facing) out.push(t("highlights.facing", { facing: translate(p.facing) }));
  if (p.yearBuilt) out.push(t("highlights.built", { year: p.yearBuilt }));
  if (p.parking > 0) out.push(t("highlights.parking", { count: p.parking }));
  if (p.floors) out.push(t("highlights.floors", { count: p.floors }));
  const perSqft = p.status === "rent" ? null : format.pricePerSqft(p.price, p.area);
  if (perSqft) out.push(`${perSqft}`);
  return out;
}

function details(p: PropertyTabsData, { t, translate, format }: Writer): [string, string][] {
  const rows: [string, string | null][] = [
    [t("details.type"), translate(p.category)],
    [t("details.listedFor"), p.status === "rent" ? t("details.rent") : t("details.sale")],
    [t("facts.bedrooms"), p.bedrooms === null ? null : String(p.bedrooms)],
    [t("facts.bathrooms"), p.bathrooms === null ? null : String(p.bathrooms)],
    [t("facts.area"), format.area(p.area)],
    [t("details.furnishing"), p.furnishing && translate(p.furnishing)],
    [t("details.facing"), p.facing && translate(p.facing)],
    [t("details.yearBuilt"), p.yearBuilt === null ? null : String(p.yearBuilt)],
    [t("facts.floors"), p.floors === null ? null : String(p.floors)],
    [t("facts.parking"), p.parking > 0 ? t("facts.parkingSpaces", { count: p.parking }) : null],
    [t("details.developer"), p.developer],
    [t("details.listedOn"), format.date(p.createdAt)],
    [t("details.id"), String(p.id)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function PropertyTabs({ property }: { property: PropertyTabsData }) {
  const { t } = useTranslation("detail");
  const writer: Writer = { t, translate: useMessage(), format: useFormat() };
  const place = usePlaceName();
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(property.location)}`;
  const locality = localityCrumb(property.location);
  return (
    <LinkTabs
      key={property.id}
      id="property-details"
      label={t("tabs.propertyLabel")}
      tabs={[
        {
          value: "overview",
          label: t("tabs.overview"),
          content: (
            <div className="space-y-6 p-5 sm:p-6">
              <section>
                <h2 className="text-lg font-semibold text-slate-900">{t("tabs.aboutProperty")}</h2>
                <p className="mt-2 whitespace-pre-line leading-7 text-slate-700">{property.description}</p>
              </section>
              <section>
                <h2 className="text-lg font-semibold text-slate-900">{t("tabs.highlights")}</h2>
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {highlights(property, writer).map((item) => (
                    <li key={item} className="flex items-center gap-2 text-slate-700">
                      <span aria-hidden className="icon-check flex shrink-0 text-emerald-700" /> {item}
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h2 className="text-lg font-semibold text-slate-900">{t("tabs.propertyDetails")}</h2>
                <dl className="mt-3 grid gap-x-6 sm:grid-cols-2">
                  {details(property, writer).map(([label, value]) => (
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
          label: t("tabs.amenities"),
          content: (
            <div className="p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{t("tabs.amenities")}</h2>
              {property.amenities.length > 0 ? (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {property.amenities.map((amenity) => (
                    <li
                      key={amenity}
                      className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-slate-800"
                    >
                      <span aria-hidden className="icon-check flex shrink-0 text-emerald-700" />{" "}
                      {writer.translate(amenity)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-600">{t("tabs.noAmenities")}</p>
              )}
            </div>
          ),
        },
        {
          value: "location",
          label: t("tabs.location"),
          content: (
            <div className="space-y-4 p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{t("tabs.location")}</h2>
              <p className="flex items-start gap-2 text-slate-700">
                <span aria-hidden className="icon-pin mt-0.5 flex shrink-0 text-primary-dark [--icon-size:1.25rem]" />
                <span>
                  {place(property.location)}
                  {property.city && !property.location.toLowerCase().includes(property.city.toLowerCase())
                    ? `, ${place(property.city)}`
                    : ""}
                </span>
              </p>
              <p className="text-sm text-slate-600">{t("tabs.exactAddress")}</p>
              {property.position ? (
                <PlaceMap
                  lat={property.position.y}
                  lng={property.position.x}
                  label={property.title}
                  address={place(property.location)}
                />
              ) : null}
              <div className="flex flex-wrap gap-3">
                {property.position ? null : (
                  <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
                    <span aria-hidden className="icon-external-link flex" /> {t("tabs.openMap")}
                  </a>
                )}
                {locality ? (
                  <Link to={locality.to} className="btn-outline">
                    {t("tabs.localityPrices", { locality: place(locality.label) })}
                  </Link>
                ) : null}
              </div>
            </div>
          ),
        },
        {
          value: "floor-plan",
          label: t("tabs.floorPlan"),
          content: (
            <div className="space-y-4 p-5 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{t("tabs.floorPlan")}</h2>
              <p className="flex items-start gap-2 text-slate-700">
                <span
                  aria-hidden
                  className="icon-file-text mt-0.5 flex shrink-0 text-slate-500 [--icon-size:1.25rem]"
                />
                {t("tabs.noFloorPlan")}
              </p>
              <a href={`#${INQUIRY_FORM_ANCHOR}`} onClick={showInquiryForm} className="btn-outline">
                {t("tabs.askFloorPlan")}
              </a>
            </div>
          ),
        },
      ]}
    />
  );
}
