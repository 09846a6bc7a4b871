/**
 * The fields the catalogue's search and filter forms are made of (home hero,
 * /residential and /commercial, /projects). They are uncontrolled: each shows
 * its value from the URL query through defaultValue / defaultChecked.
 */
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useFormat, useMessage } from "#app/i18n/use-locale";

/** A choice: a plain string is both the value and what is shown. */
export type SelectOption = string | { value: string | number; label: string };

/**
 * A labelled select. `anyLabel` adds the empty first choice ("All Types",
 * "Any"…); `hideLabel` keeps the label for screen readers only (the search
 * bars, where the choices speak for themselves); `form` joins a form the
 * select is not inside.
 */
export function FilterSelect({
  id,
  name,
  label,
  hideLabel = false,
  anyLabel,
  options,
  defaultValue,
  form,
}: {
  id: string;
  name: string;
  label: string;
  hideLabel?: boolean;
  anyLabel?: string;
  options: readonly SelectOption[];
  defaultValue: string;
  form?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "field-label"}>
        {label}
      </label>
      <select id={id} name={name} form={form} defaultValue={defaultValue} className="field-input">
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

type RangeQuery = { minPrice: number | null; maxPrice: number | null; minArea: number | null; maxArea: number | null };

/** What the screen-reader labels of the four inputs say ("Minimum price", "Maximum area in sq ft"…). */
export type RangeLabels = { minPrice: string; maxPrice: string; minArea: string; maxArea: string };

/**
 * The Price Range (₹) and Area (sq ft) fields of a filter panel. Each panel
 * words a set range its own way (`summarize`, given how to write one value).
 */
export function PriceAndAreaRanges({
  query,
  labels,
  summarize,
  gap,
}: {
  query: RangeQuery;
  labels: RangeLabels;
  summarize: (min: number | null, max: number | null, describe: (value: number) => string) => string | null;
  gap: "gap-2" | "gap-3";
}) {
  const { t } = useTranslation("listings");
  const format = useFormat();
  return (
    <>
      <RangeFields
        legend={t("range.price")}
        labels={[labels.minPrice, labels.maxPrice]}
        names={["minPrice", "maxPrice"]}
        values={[query.minPrice, query.maxPrice]}
        summary={summarize(query.minPrice, query.maxPrice, (value) => format.price(value))}
        gap={gap}
      />
      <RangeFields
        legend={t("range.area")}
        labels={[labels.minArea, labels.maxArea]}
        names={["minArea", "maxArea"]}
        values={[query.minArea, query.maxArea]}
        summary={summarize(query.minArea, query.maxArea, format.area)}
        gap={gap}
      />
    </>
  );
}

/**
 * A minimum and a maximum (whole numbers, `filter-{name}` ids) under one
 * legend, and below them `summary`: the applied range in words, if any.
 */
function RangeFields({
  legend,
  labels,
  names,
  values,
  summary,
  gap,
}: {
  legend: string;
  /** The screen-reader labels of the minimum and the maximum. */
  labels: [string, string];
  names: [string, string];
  values: [number | null, number | null];
  summary: string | null;
  /** The space between the two inputs, to suit the panel's width. */
  gap: "gap-2" | "gap-3";
}) {
  const { t } = useTranslation("listings");
  const bounds = [
    { name: names[0], value: values[0], label: labels[0], placeholder: t("range.min") },
    { name: names[1], value: values[1], label: labels[1], placeholder: t("range.max") },
  ];
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className={`grid grid-cols-2 ${gap}`}>
        {bounds.map((bound) => (
          <div key={bound.name}>
            <label htmlFor={`filter-${bound.name}`} className="sr-only">
              {bound.label}
            </label>
            <input
              id={`filter-${bound.name}`}
              name={bound.name}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder={bound.placeholder}
              defaultValue={bound.value ?? ""}
              className="field-input"
            />
          </div>
        ))}
      </div>
      {summary ? <p className="mt-1 text-xs text-slate-600">{summary}</p> : null}
    </fieldset>
  );
}

/**
 * The Amenities checkboxes. Row and checkbox styles sit on the container
 * (`className`): a dozen rows would each repeat them.
 */
export function AmenityChecklist({
  amenities,
  checked,
  className,
}: {
  amenities: readonly string[];
  checked: string[];
  className: string;
}) {
  const { t } = useTranslation("listings");
  const translate = useMessage();
  return (
    <fieldset>
      <legend className="field-label">{t("filters.amenities")}</legend>
      <div className={className}>
        {amenities.map((amenity) => (
          <label key={amenity}>
            <input type="checkbox" name="amenities" value={amenity} defaultChecked={checked.includes(amenity)} />
            {translate(amenity)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The free-text search of a list page's search bar, with its magnifier drawn by CSS. */
export function SearchField({
  id,
  label,
  placeholder,
  defaultValue,
  form,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  defaultValue: string;
  form?: string;
  className: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span
        aria-hidden="true"
        className="icon-search pointer-events-none absolute left-3 top-1/2 flex -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        name="search"
        form={form}
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={100}
        className="field-input pl-9"
      />
    </div>
  );
}

/**
 * An applied range in words, null when neither end is set: "₹50 L – ₹1 Cr",
 * "From …", "Up to …". The property and project lists word it with their own
 * texts (`range.*`, `range.project.*`).
 */
export function rangeSummary(
  t: TFunction<"listings">,
  texts: "range" | "range.project",
  min: number | null,
  max: number | null,
  describe: (value: number) => string,
): string | null {
  if (min !== null && max !== null) return t(`${texts}.between`, { min: describe(min), max: describe(max) });
  if (min !== null) return t(`${texts}.from`, { min: describe(min) });
  if (max !== null) return t(`${texts}.upTo`, { max: describe(max) });
  return null;
}
