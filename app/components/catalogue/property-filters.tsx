import { useTranslation } from "react-i18next";
import { FURNISHING_OPTIONS } from "#app/lib/options";
import { useMessage } from "#app/i18n/use-locale";
import {
  amenitiesFor,
  bathroomsParam,
  bedroomsParam,
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  categoriesFor,
  PARKING_OPTIONS,
  YEAR_BUILT_OPTIONS,
  type ListingKind,
  type PropertyQuery,
} from "#app/lib/property-query";
import { AmenityChecklist, FilterSelect, PriceAndAreaRanges, rangeSummary } from "./filter-fields";

/** Radio and checkbox rows, styled from their container (fewer bytes per option). */
const CHOICES_CLASS =
  "space-y-2 *:flex *:items-center *:gap-2 *:text-sm *:text-slate-700 [&_input]:size-4 [&_input]:accent-[var(--primary,#ea580c)]";

/**
 * The filter sidebar's fields (inside the list page's GET form). Values come
 * from the parsed URL query, so what is shown is always what is applied.
 */
export function PropertyFilters({
  kind,
  query,
  developers,
}: {
  kind: ListingKind;
  query: PropertyQuery;
  developers: string[];
}) {
  const { t } = useTranslation("listings");
  const translate = useMessage();
  const residential = kind === "residential";
  return (
    <>
      <FilterSelect
        id="filter-type"
        name="type"
        label={t("filters.propertyType")}
        anyLabel={t("filters.allTypes")}
        options={categoriesFor(kind).map((value) => ({ value, label: translate(value) }))}
        defaultValue={query.type}
      />

      <PriceAndAreaRanges
        query={query}
        labels={{
          minPrice: t("range.minPrice"),
          maxPrice: t("range.maxPrice"),
          minArea: t("range.minArea"),
          maxArea: t("range.maxArea"),
        }}
        summarize={(min, max, describe) => rangeSummary(t, "range", min, max, describe)}
        gap="gap-3"
      />

      {residential ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              id="filter-bedrooms"
              name="bedrooms"
              label={t("filters.bedrooms")}
              anyLabel={t("filters.any")}
              options={BEDROOM_OPTIONS}
              defaultValue={query.bedrooms === null ? "" : bedroomsParam(query.bedrooms)}
            />
            <FilterSelect
              id="filter-bathrooms"
              name="bathrooms"
              label={t("filters.bathrooms")}
              anyLabel={t("filters.any")}
              options={BATHROOM_OPTIONS}
              defaultValue={query.bathrooms === null ? "" : bathroomsParam(query.bathrooms)}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              id="filter-year"
              name="yearBuilt"
              label={t("filters.yearBuilt")}
              anyLabel={t("filters.any")}
              options={atLeastOptions(YEAR_BUILT_OPTIONS, query.yearBuilt, (year) =>
                t("filters.yearOrNewer", { year }),
              )}
              defaultValue={query.yearBuilt === null ? "" : String(query.yearBuilt)}
            />
            <FilterSelect
              id="filter-parking"
              name="parking"
              label={t("filters.parking")}
              anyLabel={t("filters.any")}
              options={atLeastOptions(PARKING_OPTIONS, query.parking, (spaces) => `${spaces}+`)}
              defaultValue={query.parking === null ? "" : String(query.parking)}
            />
          </div>
        </>
      ) : (
        <fieldset>
          <legend className="field-label">{t("filters.furnishing")}</legend>
          <div className={CHOICES_CLASS}>
            {["", ...FURNISHING_OPTIONS].map((option) => (
              <label key={option || "any"}>
                <input type="radio" name="furnishing" value={option} defaultChecked={query.furnishing === option} />
                {option ? translate(option) : t("filters.any")}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <FilterSelect
        id="filter-developer"
        name="developer"
        label={t("filters.developer")}
        anyLabel={t("filters.allDevelopers")}
        options={developers}
        defaultValue={query.developer}
      />

      <AmenityChecklist amenities={amenitiesFor(kind)} checked={query.amenities} className={CHOICES_CLASS} />
    </>
  );
}

/**
 * The choices of an "at least N" select, and after them the URL's own value
 * when it is not one of them, so that the select still shows what is applied.
 */
function atLeastOptions(choices: readonly number[], applied: number | null, label: (value: number) => string) {
  const values = applied !== null && !choices.includes(applied) ? [...choices, applied] : choices;
  return values.map((value) => ({ value, label: label(value) }));
}
