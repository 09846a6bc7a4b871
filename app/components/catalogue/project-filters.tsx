import type { MouseEvent } from "react";
import { formatPrice, formatNumber } from "#app/lib/format";
import { PROJECT_AMENITIES } from "#app/lib/options";
import type { ProjectQuery } from "#app/lib/project-query";

/**
 * The Filters side panel of /projects: Project Type and Developer (options
 * from the data), price and area ranges, amenities. Its fields belong to the
 * page's GET form, so it works as a plain form without JavaScript.
 */
export function ProjectFiltersPanel({
  id,
  query,
  types,
  developers,
  clearFormId,
  onClear,
  hidden,
}: {
  id: string;
  query: ProjectQuery;
  types: string[];
  developers: string[];
  /** Clear All submits this (separate) form: filters off, sort and view kept. */
  clearFormId: string;
  onClear: (event: MouseEvent<HTMLButtonElement>) => void;
  hidden: boolean;
}) {
  return (
    <aside id={id} aria-labelledby={`${id}-heading`} className={`card p-5 lg:w-72 lg:shrink-0 lg:self-start ${hidden ? "hidden" : ""}`}>
      <div className="mb-4 flex items-center justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          Filters
        </h2>
        <button
          type="submit"
          form={clearFormId}
          onClick={onClear}
          className="rounded text-sm font-medium text-primary-dark hover:underline"
        >
          Clear All
        </button>
      </div>

      <div className="space-y-5">
        <div>
          <label htmlFor="filter-type" className="field-label">
            Project Type
          </label>
          <select id="filter-type" name="type" defaultValue={query.type} className="field-input">
            <option value="">All Types</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor="filter-developer" className="field-label">
            Developer
          </label>
          <select id="filter-developer" name="developer" defaultValue={query.developer} className="field-input">
            <option value="">All Developers</option>
            {developers.map((developer) => (
              <option key={developer} value={developer}>
                {developer}
              </option>
            ))}
          </select>
        </div>

        <RangeFields
          legend="Price Range (₹)"
          noun="price in rupees"
          minName="minPrice"
          maxName="maxPrice"
          min={query.minPrice}
          max={query.maxPrice}
          describe={formatPrice}
        />
        <RangeFields
          legend="Area (sq ft)"
          noun="area in sq ft"
          minName="minArea"
          maxName="maxArea"
          min={query.minArea}
          max={query.maxArea}
          describe={(value) => `${formatNumber(value)} sq ft`}
        />

        <fieldset>
          <legend className="field-label">Amenities</legend>
          {/* Row and checkbox styles sit on the container: ten rows would repeat them. */}
          <div className="grid grid-cols-1 gap-2 *:flex *:items-center *:gap-2 *:text-sm *:text-slate-700 [&_input]:size-4 [&_input]:accent-primary-dark">
            {PROJECT_AMENITIES.map((amenity) => (
              <label key={amenity}>
                <input type="checkbox" name="amenities" value={amenity} defaultChecked={query.amenities.includes(amenity)} />
                {amenity}
              </label>
            ))}
          </div>
        </fieldset>

        <button type="submit" className="btn-primary w-full">
          Apply Filters
        </button>
      </div>
    </aside>
  );
}

function RangeFields({
  legend,
  noun,
  minName,
  maxName,
  min,
  max,
  describe,
}: {
  legend: string;
  noun: string;
  minName: string;
  maxName: string;
  min: number | null;
  max: number | null;
  describe: (value: number) => string;
}) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={`filter-${minName}`} className="sr-only">
            {`Minimum ${noun}`}
          </label>
          <input
            id={`filter-${minName}`}
            name={minName}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Min"
            defaultValue={min ?? ""}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={`filter-${maxName}`} className="sr-only">
            {`Maximum ${noun}`}
          </label>
          <input
            id={`filter-${maxName}`}
            name={maxName}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="Max"
            defaultValue={max ?? ""}
            className="field-input"
          />
        </div>
      </div>
      {min !== null || max !== null ? (
        <p className="mt-1 text-xs text-slate-600">
          {`${min !== null ? describe(min) : "Any"} to ${max !== null ? describe(max) : "any"}`}
        </p>
      ) : null}
    </fieldset>
  );
}
