import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Search } from "lucide-react";
import { BUDGETS, HOME_LOCATIONS, HOME_TYPES } from "#app/lib/options";
import { FilterSelect } from "./filter-fields";

/** The order the hero's parameters appear in the /residential URL. */
const PARAMS = ["type", "location", "budget", "status"] as const;

/**
 * The home hero's search: a Buy/Rent toggle (sale by default), type, location
 * and budget. A plain GET form to /residential; with JavaScript, empty
 * choices are left out of the URL (without it /residential ignores them).
 */
export function HomeSearch() {
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of PARAMS) {
      const value = form.get(name);
      if (typeof value === "string" && value !== "") params.set(name, value);
    }
    const search = params.toString();
    navigate(`/residential${search ? `?${search}` : ""}`);
  }

  return (
    <form
      method="get"
      action="/residential"
      onSubmit={submit}
      aria-label="Search properties"
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-5"
    >
      <fieldset className="mb-4">
        <legend className="sr-only">Looking to</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1">
          {[
            { value: "sale", label: "Buy" },
            { value: "rent", label: "Rent" },
          ].map((option) => (
            <label key={option.value} className="cursor-pointer">
              <input
                type="radio"
                name="status"
                value={option.value}
                defaultChecked={option.value === "sale"}
                className="peer sr-only"
              />
              <span className="block rounded-md px-6 py-2 text-sm font-semibold text-slate-700 peer-checked:bg-primary-dark peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-secondary">
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="home-type"
          name="type"
          label="Property Type"
          anyLabel="All Types"
          options={HOME_TYPES}
          defaultValue=""
        />
        <FilterSelect
          id="home-location"
          name="location"
          label="Location"
          anyLabel="All Locations"
          options={HOME_LOCATIONS}
          defaultValue=""
        />
        <FilterSelect
          id="home-budget"
          name="budget"
          label="Budget"
          anyLabel="Any Budget"
          options={BUDGETS}
          defaultValue=""
        />
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full py-3">
            <Search aria-hidden className="h-4 w-4" /> Search Properties
          </button>
        </div>
      </div>
    </form>
  );
}
