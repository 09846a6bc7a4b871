import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useApplyEarlyChoices } from "#app/lib/use-auto-submit";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { Pagination } from "#app/components/pagination";
import { LISTING_LOCATIONS } from "#app/lib/options";
import { pageRange } from "#app/lib/pagination";
import { Link } from "#app/i18n/link";
import { useFormat, useLocalizedPath } from "#app/i18n/use-locale";
import { usePlaceName } from "#app/i18n/places";
import {
  activeFilterCount,
  clearedQuery,
  propertyQueryHref,
  sortOptions,
  STATUS_OPTIONS,
  type ListingKind,
  type PropertyQuery,
} from "#app/lib/property-query";
import type { PropertyPage } from "#app/domain/catalogue/properties.server";
import { PropertyCard } from "./property-card";
import { FilterSelect, SearchField } from "./filter-fields";
import { PropertyFilters } from "./property-filters";
import { MapAreaFields, MapAreaNote } from "./map-area-note";
import { SaveSearchPanel } from "#app/components/saved-searches/save-search-panel";
import type { PriceReduction } from "#app/lib/price-history";
import type { SaveSearchOffer } from "#app/lib/saved-search";
import type { Bbox } from "#app/lib/geo";
import { MapView } from "#app/components/map-search/map-view";
import { MapSwitch, useHighlight } from "#app/components/map-search/map-switch";

export const FILTER_FORM_ID = "property-filters";
const PANEL_ID = "property-filters-panel";
const TOGGLE_ID = "property-filters-toggle";

const PATHS: Record<ListingKind, string> = { residential: "/residential", commercial: "/commercial" };

export type PropertyListingData = {
  query: PropertyQuery;
  result: PropertyPage;
  favoriteIds: number[];
  /** The Developer filter's options. */
  developers: string[];
  /** "Price reduced" badges of this page's cards, by property id. */
  reductions: Record<number, PriceReduction>;
  saveSearch: SaveSearchOffer;
  /** Where the Map view opens (null unless it is chosen). */
  mapBounds: Bbox | null;
};

/**
 * The /residential and /commercial screen. The whole filter state lives in the
 * URL: every control belongs to one GET form (controls outside it join through
 * the `form` attribute), so it works without JavaScript; with JavaScript, empty
 * fields are left out of the URL and selects and checkboxes apply at once.
 */
export function PropertyListingPage({ kind, data }: { kind: ListingKind; data: PropertyListingData }) {
  const { query, result, favoriteIds, developers } = data;
  const { t } = useTranslation("listings");
  const format = useFormat();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  // The page's own path in its language (/hi/residential): where the form goes and what "busy" watches.
  const path = localized(PATHS[kind]);
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const favorites = new Set(favoriteIds);
  const { from, to } = pageRange(result.page, result.pageSize, result.total);
  const busy = navigation.state === "loading" && navigation.location?.pathname === path;
  const mapView = query.view === "map" && data.mapBounds !== null;
  const highlight = useHighlight(mapView);

  // Uncontrolled fields follow the URL on back/forward and Clear All: their
  // defaults change with the query, and reset() shows them. Not on the first
  // render: a choice made before hydration must survive.
  const shownSearch = useRef(location.search);
  useEffect(() => {
    if (shownSearch.current === location.search) return;
    shownSearch.current = location.search;
    formRef.current?.reset();
  }, [location.search]);

  // A choice made before the page's scripts ran applies as soon as they do.
  useApplyEarlyChoices(formRef, (form) => form.requestSubmit());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form, submitter)) {
      // Only what is set goes into the URL; leaving 'page' out resets to page 1.
      if (typeof value !== "string" || value.trim() === "" || name === "page") continue;
      if (name === "sort" && value === "relevance") continue;
      params.append(name, value.trim());
    }
    const search = params.toString();
    navigate(`${path}${search ? `?${search}` : ""}`, { preventScrollReset: true });
  }

  function applyChoice(event: ChangeEvent<HTMLDivElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target.form?.id !== FILTER_FORM_ID) return;
    const choice = target instanceof HTMLSelectElement || target.type === "checkbox" || target.type === "radio";
    if (choice) target.form.requestSubmit();
  }

  const locationOptions: string[] = [...LISTING_LOCATIONS];
  if (query.location && !locationOptions.some((l) => l.toLowerCase() === query.location.toLowerCase())) {
    locationOptions.unshift(query.location);
  }
  const filterCount = activeFilterCount(query);
  const hrefFor = (changes: Partial<PropertyQuery>) => `${path}${propertyQueryHref(query, changes)}`;

  return (
    <div onChange={applyChoice}>
      <noscript>
        <style>{`#${PANEL_ID}{display:block !important}#${TOGGLE_ID},.js-only{display:none !important}.js-hidden{display:block !important}`}</style>
      </noscript>

      <section className="bg-gradient-to-br from-slate-900 via-slate-800 to-secondary-dark text-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(`hero.${kind}.title`)}</h1>
          <p className="mt-2 max-w-2xl text-slate-200">{t(`hero.${kind}.subtitle`)}</p>
          <div className="mt-6 grid gap-3 rounded-xl bg-white p-3 text-slate-900 shadow-lg sm:grid-cols-2 lg:grid-cols-[1fr_200px_170px_auto_auto]">
            <SearchField
              id="listing-search"
              label={t("search.label")}
              placeholder={t(`hero.${kind}.placeholder`)}
              defaultValue={query.search}
              form={FILTER_FORM_ID}
              className="sm:col-span-2 lg:col-span-1"
            />
            <FilterSelect
              id="listing-location"
              name="location"
              label={t("location.label")}
              hideLabel
              anyLabel={t("location.any")}
              options={locationOptions.map((value) => ({ value, label: place(value) }))}
              defaultValue={query.location}
              form={FILTER_FORM_ID}
            />
            <FilterSelect
              id="listing-status"
              name="status"
              label={t("status.label")}
              hideLabel
              options={STATUS_OPTIONS.map(({ value }) => ({ value, label: t(`status.${value || "any"}`) }))}
              defaultValue={query.status}
              form={FILTER_FORM_ID}
            />
            <button type="submit" form={FILTER_FORM_ID} className="btn-primary icon-search">
              {t("search.button")}
            </button>
            <button
              id={TOGGLE_ID}
              type="button"
              className={`btn-outline icon-filters ${mapView ? "" : "lg:hidden"}`}
              aria-expanded={filtersOpen}
              aria-controls={PANEL_ID}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {t("filters.toggle")}
              {filterCount > 0 ? (
                <span className="rounded-full bg-primary-dark px-2 text-xs text-white">{filterCount}</span>
              ) : null}
            </button>
          </div>
        </div>
      </section>

      <div
        className={`container-page grid gap-8 py-8 ${mapView ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]" : "lg:grid-cols-[280px_1fr]"}`}
      >
        <aside
          id={PANEL_ID}
          aria-label={t("filters.heading")}
          className={`min-w-0 ${filtersOpen ? "block" : "hidden"} ${mapView ? "lg:col-span-2" : "lg:block"}`}
        >
          <form
            ref={formRef}
            id={FILTER_FORM_ID}
            method="get"
            action={path}
            onSubmit={submit}
            className={`card space-y-6 p-5 ${mapView ? "" : "lg:sticky lg:top-20"}`}
          >
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-semibold text-slate-900">{t("filters.heading")}</h2>
              <Link
                to={`${path}${propertyQueryHref(clearedQuery(query))}`}
                className="text-sm font-semibold text-secondary-dark hover:underline"
              >
                {t("filters.clearAll")}
              </Link>
            </div>
            {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
            <MapAreaFields area={query} />
            <PropertyFilters kind={kind} query={query} developers={developers} />
            <button type="submit" className="btn-primary w-full">
              {t("filters.apply")}
            </button>
          </form>
        </aside>

        <section
          aria-labelledby="results-heading"
          aria-busy={busy}
          className={`min-w-0 ${busy ? "opacity-70 transition-opacity" : ""} ${mapView ? "js-hidden max-lg:hidden" : ""}`}
        >
          <div className="mb-4">
            <SaveSearchPanel kind={kind} offer={data.saveSearch} />
          </div>
          <MapAreaNote
            area={{ bbox: query.bbox, poly: query.poly, ignored: query.ignoredArea }}
            withoutArea={hrefFor({ bbox: null, poly: null, page: 1 })}
          />
          <div className="card mb-6 flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
                {result.totalCapped
                  ? t("results.propertiesCapped", { total: format.number(result.total) })
                  : t("results.properties", { count: result.total, total: format.number(result.total) })}
              </h2>
              <p className="text-sm text-slate-600" role="status">
                {t(result.totalCapped ? "results.showingCapped" : "results.showing", {
                  from,
                  to,
                  total: format.number(result.total),
                })}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <label htmlFor="listing-sort" className="whitespace-nowrap text-sm text-slate-700">
                {t("sort.label")}
              </label>
              <select
                id="listing-sort"
                name="sort"
                form={FILTER_FORM_ID}
                defaultValue={query.sort}
                className="field-input w-auto min-w-0 flex-1 py-2 sm:flex-none"
              >
                {sortOptions(kind).map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(kind === "commercial" ? `sort.commercial.${option.value}` : `sort.${option.value}`)}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" form={FILTER_FORM_ID} className="btn-outline py-2">
                  {t("sort.apply")}
                </button>
              </noscript>
              {mapView ? null : (
                <div
                  className="flex overflow-hidden rounded-lg border border-slate-300"
                  role="group"
                  aria-label={t("view.label")}
                >
                  <ViewLink
                    href={hrefFor({ view: "grid" })}
                    current={query.view === "grid"}
                    label={t("view.grid")}
                    icon="icon-grid"
                  />
                  <ViewLink
                    href={hrefFor({ view: "list" })}
                    current={query.view === "list"}
                    label={t("view.list")}
                    icon="icon-list"
                  />
                </div>
              )}
              <MapSwitch toMap={!mapView} href={hrefFor({ view: mapView ? "grid" : "map" })} />
            </div>
          </div>

          {result.rows.length === 0 ? (
            <div className="card flex flex-col items-center px-6 py-16 text-center">
              <span aria-hidden className="icon-search-x flex text-slate-400 [--icon-size:3rem]" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t("empty.properties")}</h3>
              <p className="mt-2 text-slate-600">{t("empty.hint")}</p>
              <Link to={`${path}${propertyQueryHref(clearedQuery(query))}`} className="btn-primary mt-6">
                {t("empty.clear")}
              </Link>
            </div>
          ) : (
            <ul
              className={query.view !== "grid" ? "space-y-6" : "grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3"}
            >
              {result.rows.map((property, index) => (
                <li key={property.id} {...highlight.itemProps(property.id)}>
                  <PropertyCard
                    property={property}
                    variant={kind}
                    view={query.view === "grid" ? "grid" : "list"}
                    favorited={favorites.has(property.id)}
                    eager={index < (query.view === "grid" ? 3 : 1)}
                    reduction={data.reductions[property.id]}
                  />
                </li>
              ))}
            </ul>
          )}

          <div className="mt-10">
            <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(page) => hrefFor({ page })} />
          </div>
        </section>

        {mapView && data.mapBounds ? (
          <MapView
            className="max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:p-2 lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)] lg:self-start"
            source={{ kind, path }}
            bounds={data.mapBounds}
            area={query.poly}
            total={result.total}
            highlighted={highlight.id}
            onHighlight={highlight.set}
            listLink={<MapSwitch toMap={false} href={hrefFor({ view: "grid" })} />}
            searchable
          />
        ) : null}
      </div>
    </div>
  );
}

/** A view switch: its icon-* class draws the icon, the label names it. */
function ViewLink({
  href,
  current,
  label,
  icon,
}: {
  href: string;
  current: boolean;
  label: string;
  icon: `icon-${string}`;
}) {
  return (
    <Link
      to={href}
      discover="none"
      preventScrollReset
      aria-label={label}
      aria-current={current ? "true" : undefined}
      className={`${icon} flex size-10 items-center justify-center ${current ? "bg-primary-dark text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
    />
  );
}
