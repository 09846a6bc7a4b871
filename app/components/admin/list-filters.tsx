import { useId } from "react";
import { Form, Link } from "react-router";
import { Search } from "lucide-react";
import { useAutoSubmit } from "#app/lib/use-auto-submit";

type FilterOption = { value: string; label: string };
type FilterSelect = { name: string; label: string; value: string; options: FilterOption[] };

/** A filter's options: "all" (labelled `allLabel`, e.g. "All Status") then each value → label, in order. */
export function filterOptions(allLabel: string, labels: Record<string, string>): FilterOption[] {
  return [{ value: "all", label: allLabel }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
}

/**
 * Search and filters of an admin list as a GET form: the state lives in the
 * URL (shareable, reloadable) and any change starts again at page 1 (the form
 * carries no page). With JavaScript a changed select applies at once.
 */
export function ListFilters({
  search,
  searchName = "search",
  searchLabel,
  placeholder,
  selects,
  resetHref,
  active,
}: {
  search: string;
  /** The query parameter of the text search. */
  searchName?: string;
  searchLabel: string;
  placeholder: string;
  selects: FilterSelect[];
  resetHref: string;
  /** Whether any filter is set (offers Clear). */
  active: boolean;
}) {
  const id = useId();
  const autoSubmit = useAutoSubmit();
  return (
    <Form method="get" role="search" className="card flex flex-col gap-3 p-4 lg:flex-row lg:items-end" {...autoSubmit}>
      <div className="flex-1">
        <label htmlFor={`${id}-search`} className="field-label">
          {searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <input
            key={search}
            id={`${id}-search`}
            type="search"
            name={searchName}
            defaultValue={search}
            placeholder={placeholder}
            className="field-input pl-9"
          />
        </div>
      </div>
      {selects.map((select) => (
        <div key={select.name} className="lg:w-48">
          <label htmlFor={`${id}-${select.name}`} className="field-label">
            {select.label}
          </label>
          <select
            id={`${id}-${select.name}`}
            name={select.name}
            // Keyed by the URL's value: Clear and back/forward show what the URL says.
            key={select.value}
            defaultValue={select.value}
            className="field-input"
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          <Search aria-hidden className="h-4 w-4" /> Search
        </button>
        {active ? (
          <Link to={resetHref} className="btn-outline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
