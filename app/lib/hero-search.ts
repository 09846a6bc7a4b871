/**
 * Where the home hero's search leads. Homes go to /residential, commercial
 * types to /commercial with the matching category (Shop → Retail), Plot to
 * the plotted developments on /projects (no property lists plots). The
 * budget is read as a sale band with Buy and as a monthly rent band with
 * Rent; a band from the other list is dropped. Without JavaScript the form
 * posts its fields to /residential, which sends the visitor on with
 * heroRedirect(), to the same page in the visitor's language.
 *
 * The bands' labels are English; pages show them through `useMessage()`
 * (their translations are in the `values` namespace).
 */
import { localizePath, type Locale } from "#app/i18n/locales";
import { BUDGETS, RENT_BUDGETS } from "./options";
import { budgetForStatus, parseBudget } from "./property-query";

/** Hero types that are listed elsewhere than /residential, and the category they mean there. */
const COMMERCIAL_TYPES: Record<string, string> = {
  office: "Office",
  shop: "Retail",
  warehouse: "Warehouse",
  industrial: "Industrial",
};
const PLOT_TYPE = "plot";
const PLOTTED_PROJECT_TYPE = "Plotted Development";

export type HeroStatus = "sale" | "rent";

/** The budget bands the hero offers for a status. */
export function budgetBands(status: HeroStatus): readonly { value: string; label: string }[] {
  return status === "rent" ? RENT_BUDGETS : BUDGETS;
}

export type HeroChoices = {
  status?: string | null;
  type?: string | null;
  location?: string | null;
  budget?: string | null;
};

/** The page and query the hero's choices lead to; empty choices are left out. */
export function heroSearchHref(choices: HeroChoices): string {
  const status: HeroStatus = choices.status === "rent" ? "rent" : "sale";
  const type = (choices.type ?? "").trim();
  const location = (choices.location ?? "").trim();
  const budget = budgetForStatus((choices.budget ?? "").trim(), status);
  const params = new URLSearchParams();
  const key = type.toLowerCase();

  if (key === PLOT_TYPE) {
    params.set("type", PLOTTED_PROJECT_TYPE);
    if (location) params.set("location", location);
    if (budget) {
      const { min, max } = parseBudget(budget);
      if (min) params.set("minPrice", String(min));
      if (max !== null) params.set("maxPrice", String(max));
    }
    return `/projects?${params}`;
  }
  const commercial = COMMERCIAL_TYPES[key];
  if (commercial) params.set("type", commercial);
  else if (type) params.set("type", type);
  if (location) params.set("location", location);
  if (budget) params.set("budget", budget);
  params.set("status", status);
  return `/${commercial ? "commercial" : "residential"}?${params}`;
}

/**
 * For /residential: where a query naming a type listed elsewhere (Office,
 * Shop, Warehouse, Industrial, Plot) belongs instead, in the page's
 * language, or null when it belongs here.
 */
export function heroRedirect(params: URLSearchParams, locale: Locale = "en"): string | null {
  const type = (params.get("type") || params.get("propertyType") || "").trim().toLowerCase();
  if (!COMMERCIAL_TYPES[type] && type !== PLOT_TYPE) return null;
  const href = heroSearchHref({
    status: params.get("status"),
    type,
    location: params.get("location"),
    budget: params.get("budget"),
  });
  return localizePath(locale, href);
}
