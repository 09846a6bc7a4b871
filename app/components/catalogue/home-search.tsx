import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { usePlaceName } from "#app/i18n/places";
import { BUDGETS, HOME_LOCATIONS, HOME_TYPES, RENT_BUDGETS } from "#app/lib/options";
import { budgetBands, heroSearchHref, type HeroStatus } from "#app/lib/hero-search";
import { useHydrated } from "#app/lib/use-hydrated";
import { FilterSelect } from "./filter-fields";

/**
 * The home hero's search: a Buy/Rent toggle (sale by default), type, location
 * and budget. The budget offers the spec's sale bands with Buy and monthly
 * rent bands with Rent. A plain GET form to /residential: without JavaScript
 * the budget select holds both lists (in groups) and /residential reads the
 * band by the chosen status and sends other types on (see
 * app/lib/hero-search.ts); with it, the form goes straight to the right list.
 */
export function HomeSearch() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { t } = useTranslation("home");
  const translate = useMessage();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<HeroStatus>("sale");
  const [budget, setBudget] = useState("");

  // A choice made before the page was interactive is kept.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const checked = new FormData(form).get("status");
    if (checked === "rent") setStatus("rent");
    const chosen = new FormData(form).get("budget");
    if (typeof chosen === "string") setBudget(chosen);
  }, []);

  function chooseStatus(next: HeroStatus) {
    setStatus(next);
    if (!budgetBands(next).some((band) => band.value === budget)) setBudget("");
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    navigate(
      localized(
        heroSearchHref({
          status: text("status"),
          type: text("type"),
          location: text("location"),
          budget: text("budget"),
        }),
      ),
    );
  }

  return (
    <form
      ref={formRef}
      method="get"
      action={localized("/residential")}
      onSubmit={submit}
      aria-label={t("search.label")}
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-5"
    >
      <fieldset className="mb-4">
        <legend className="sr-only">{t("search.lookingTo")}</legend>
        <div className="inline-flex rounded-lg bg-slate-100 p-1">
          {[
            { value: "sale" as const, label: t("search.buy") },
            { value: "rent" as const, label: t("search.rent") },
          ].map((option) => (
            <label key={option.value} className="cursor-pointer">
              <input
                type="radio"
                name="status"
                value={option.value}
                defaultChecked={option.value === "sale"}
                onChange={() => chooseStatus(option.value)}
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
          label={t("search.propertyType")}
          anyLabel={t("search.allTypes")}
          options={HOME_TYPES.map((type) => ({ value: type, label: translate(type) }))}
          defaultValue=""
        />
        <FilterSelect
          id="home-location"
          name="location"
          label={t("search.location")}
          anyLabel={t("search.allLocations")}
          options={HOME_LOCATIONS.map((location) => ({ value: location, label: place(location) }))}
          defaultValue=""
        />
        <div>
          <label htmlFor="home-budget" className="field-label">
            {t("search.budget")}
          </label>
          {hydrated ? (
            <select
              id="home-budget"
              name="budget"
              value={budget}
              onChange={(event) => setBudget(event.target.value)}
              aria-describedby={status === "rent" ? "home-budget-hint" : undefined}
              className="field-input"
            >
              <option value="">{t("search.anyBudget")}</option>
              {budgetBands(status).map((band) => (
                <option key={band.value} value={band.value}>
                  {translate(band.label)}
                </option>
              ))}
            </select>
          ) : (
            <select id="home-budget" name="budget" defaultValue="" className="field-input">
              <option value="">{t("search.anyBudget")}</option>
              <optgroup label={t("search.toBuy")}>
                {BUDGETS.map((band) => (
                  <option key={band.value} value={band.value}>
                    {translate(band.label)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("search.toRent")}>
                {RENT_BUDGETS.map((band) => (
                  <option key={band.value} value={band.value}>
                    {translate(band.label)}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
          {hydrated && status === "rent" ? (
            <p id="home-budget-hint" className="mt-1 text-xs text-slate-600">
              {t("search.monthlyRent")}
            </p>
          ) : null}
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full py-3">
            <span aria-hidden className="icon-search flex" /> {t("search.submit")}
          </button>
        </div>
      </div>
    </form>
  );
}
