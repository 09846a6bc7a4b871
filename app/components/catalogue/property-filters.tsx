import { FURNISHING_OPTIONS } from "#app/lib/options";
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
import { AmenityChecklist, FilterSelect, PriceAndAreaRanges } from "./filter-fields";

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
  const residential = kind === "residential";
  return (
    <>
      <FilterSelect
        id="filter-type"
        name="type"
        label="Property Type"
        anyLabel="All Types"
        options={categoriesFor(kind)}
        defaultValue={query.type}
      />

      <PriceAndAreaRanges query={query} nouns={{ price: "price", area: "area" }} summarize={rangeSummary} gap="gap-3" />

      {residential ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              id="filter-bedrooms"
              name="bedrooms"
              label="Bedrooms"
              anyLabel="Any"
              options={BEDROOM_OPTIONS}
              defaultValue={query.bedrooms === null ? "" : bedroomsParam(query.bedrooms)}
            />
            <FilterSelect
              id="filter-bathrooms"
              name="bathrooms"
              label="Bathrooms"
              anyLabel="Any"
              options={BATHROOM_OPTIONS}
              defaultValue={query.bathrooms === null ? "" : bathroomsParam(query.bathrooms)}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <FilterSelect
              id="filter-year"
              name="yearBuilt"
              label="Year Built"
              anyLabel="Any"
              options={atLeastOptions(YEAR_BUILT_OPTIONS, query.yearBuilt, (year) => `${year} or newer`)}
              defaultValue={query.yearBuilt === null ? "" : String(query.yearBuilt)}
            />
            <FilterSelect
              id="filter-parking"
              name="parking"
              label="Parking"
              anyLabel="Any"
              options={atLeastOptions(PARKING_OPTIONS, query.parking, (spaces) => `${spaces}+`)}
              defaultValue={query.parking === null ? "" : String(query.parking)}
            />
          </div>
        </>
      ) : (
        <fieldset>
          <legend className="field-label">Furnished Status</legend>
          <div className={CHOICES_CLASS}>
            {["", ...FURNISHING_OPTIONS].map((option) => (
              <label key={option || "any"}>
                <input type="radio" name="furnishing" value={option} defaultChecked={query.furnishing === option} />
                {option || "Any"}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <FilterSelect
        id="filter-developer"
        name="developer"
        label="Developer"
        anyLabel="All Developers"
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

/** "₹50.0 L – ₹1.0 Cr", "From …", "Up to …": the applied range in words; null when neither end is set. */
function rangeSummary(min: number | null, max: number | null, describe: (value: number) => string): string | null {
  if (min !== null && max !== null) return `${describe(min)} – ${describe(max)}`;
  if (min !== null) return `From ${describe(min)}`;
  if (max !== null) return `Up to ${describe(max)}`;
  return null;
}
