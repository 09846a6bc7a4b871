import { FURNISHING_OPTIONS } from "#app/lib/options";
import { formatPrice, formatNumber } from "#app/lib/format";
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

/** Radio and checkbox rows, styled from their container (fewer bytes per option). */
const CHOICES_CLASS =
  "space-y-2 *:flex *:items-center *:gap-2 *:text-sm *:text-slate-700 [&_input]:size-4 [&_input]:accent-[var(--primary,#ea580c)]";

/**
 * The filter sidebar's fields (inside the list page's GET form). Values come
 * from the parsed URL query, so what is shown is always what is applied.
 */
export function PropertyFilters({ kind, query }: { kind: ListingKind; query: PropertyQuery }) {
  const residential = kind === "residential";
  return (
    <>
      <div>
        <label htmlFor="filter-type" className="field-label">
          Property Type
        </label>
        <select id="filter-type" name="type" defaultValue={query.type} className="field-input">
          <option value="">All Types</option>
          {categoriesFor(kind).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>

      <RangeFields
        legend="Price Range (₹)"
        noun="price"
        names={["minPrice", "maxPrice"]}
        values={[query.minPrice, query.maxPrice]}
        describe={(value) => formatPrice(value)}
      />
      <RangeFields
        legend="Area (sq ft)"
        noun="area"
        names={["minArea", "maxArea"]}
        values={[query.minArea, query.maxArea]}
        describe={(value) => `${formatNumber(value)} sq ft`}
      />

      {residential ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="filter-bedrooms" className="field-label">
                Bedrooms
              </label>
              <select
                id="filter-bedrooms"
                name="bedrooms"
                defaultValue={query.bedrooms === null ? "" : bedroomsParam(query.bedrooms)}
                className="field-input"
              >
                <option value="">Any</option>
                {BEDROOM_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="filter-bathrooms" className="field-label">
                Bathrooms
              </label>
              <select
                id="filter-bathrooms"
                name="bathrooms"
                defaultValue={query.bathrooms === null ? "" : bathroomsParam(query.bathrooms)}
                className="field-input"
              >
                <option value="">Any</option>
                {BATHROOM_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor="filter-year" className="field-label">
                Year Built
              </label>
              <select id="filter-year" name="yearBuilt" defaultValue={query.yearBuilt === null ? "" : String(query.yearBuilt)} className="field-input">
                <option value="">Any</option>
                {YEAR_BUILT_OPTIONS.map((year) => (
                  <option key={year} value={year}>
                    {`${year} or newer`}
                  </option>
                ))}
                {query.yearBuilt !== null && !(YEAR_BUILT_OPTIONS as readonly number[]).includes(query.yearBuilt) ? (
                  <option value={query.yearBuilt}>{`${query.yearBuilt} or newer`}</option>
                ) : null}
              </select>
            </div>
            <div>
              <label htmlFor="filter-parking" className="field-label">
                Parking
              </label>
              <select id="filter-parking" name="parking" defaultValue={query.parking === null ? "" : String(query.parking)} className="field-input">
                <option value="">Any</option>
                {PARKING_OPTIONS.map((spaces) => (
                  <option key={spaces} value={spaces}>
                    {`${spaces}+`}
                  </option>
                ))}
                {query.parking !== null && !(PARKING_OPTIONS as readonly number[]).includes(query.parking) ? (
                  <option value={query.parking}>{`${query.parking}+`}</option>
                ) : null}
              </select>
            </div>
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

      <fieldset>
        <legend className="field-label">Amenities</legend>
        <div className={CHOICES_CLASS}>
          {amenitiesFor(kind).map((amenity) => (
            <label key={amenity}>
              <input type="checkbox" name="amenities" value={amenity} defaultChecked={query.amenities.includes(amenity)} />
              {amenity}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}

function RangeFields({
  legend,
  noun,
  names,
  values,
  describe,
}: {
  legend: string;
  noun: string;
  names: [string, string];
  values: [number | null, number | null];
  describe: (value: number) => string;
}) {
  const [min, max] = values;
  const applied =
    min !== null && max !== null
      ? `${describe(min)} – ${describe(max)}`
      : min !== null
        ? `From ${describe(min)}`
        : max !== null
          ? `Up to ${describe(max)}`
          : null;
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`filter-${names[0]}`} className="sr-only">
            {`Minimum ${noun}`}
          </label>
          <input
            id={`filter-${names[0]}`}
            type="number"
            name={names[0]}
            min={0}
            step={1}
            inputMode="numeric"
            placeholder="Min"
            defaultValue={min ?? ""}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`filter-${names[1]}`} className="sr-only">
            {`Maximum ${noun}`}
          </label>
          <input
            id={`filter-${names[1]}`}
            type="number"
            name={names[1]}
            min={0}
            step={1}
            inputMode="numeric"
            placeholder="Max"
            defaultValue={max ?? ""}
            className="field-input"
          />
        </div>
      </div>
      {applied ? <p className="mt-1 text-xs text-slate-600">{applied}</p> : null}
    </fieldset>
  );
}
