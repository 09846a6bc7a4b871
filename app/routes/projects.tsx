import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useNavigate, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useLocalizedPath } from "#app/i18n/use-locale";
import { usePlaceName } from "#app/i18n/places";
import { useApplyEarlyChoices } from "#app/lib/use-auto-submit";
import type { Route } from "./+types/projects";
import { metaT, seo } from "#app/lib/seo";
import { PAGE_SIZE, PROJECT_LOCATIONS } from "#app/lib/options";
import { pageRange } from "#app/lib/pagination";
import {
  PROJECT_SORTS,
  clearedProjectHref,
  hasActiveFilters,
  parseProjectQuery,
  projectPageHref,
  projectQueryToSearch,
  type ProjectQuery,
} from "#app/lib/project-query";
import { loadProjectList } from "#app/domain/catalogue/projects.server";
import { env } from "#app/platform/env.server";
import { getCurrentUser } from "#app/web/session.server";
import { saveSearchOffer } from "#app/domain/seekers/saved-searches.server";
import { SaveSearchPanel } from "#app/components/saved-searches/save-search-panel";
import { MapAreaFields, MapAreaNote } from "#app/components/catalogue/map-area-note";
import { ProjectCard } from "#app/components/catalogue/project-card";
import { ProjectFiltersPanel } from "#app/components/catalogue/project-filters";
import { FilterSelect, SearchField } from "#app/components/catalogue/filter-fields";
import { Pagination } from "#app/components/pagination";
import type { TextsHandle } from "#app/i18n/page-texts";
import { projectMapOpening } from "#app/domain/catalogue/map-extent.server";
import { MapView } from "#app/components/map-search/map-view";
import { MapSwitch, useHighlight } from "#app/components/map-search/map-switch";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["listings"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadProjectList(parseProjectQuery(new URL(request.url).searchParams));
  const user = await getCurrentUser({ request, context });
  const mapBounds = list.query.view === "map" ? await projectMapOpening(list.query) : null;
  return {
    ...list,
    canonical: `${env.publicUrl}/projects`,
    saveSearch: await saveSearchOffer(user?.id),
    mapBounds,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const t = metaT(matches, "listings");
  return seo({
    matches,
    title: t("projects.meta.title"),
    description: t("projects.meta.description"),
    url: data?.canonical,
  });
};

/** The Status choices; the values stay English in every language's URL. */
const STATUS_VALUES = ["", "ongoing", "upcoming", "completed"] as const;

/** Fields that re-run the search as soon as they change (selects, checkboxes); typed fields wait a moment. */
const TYPING_DELAY_MS = 600;
const CLEAR_FORM_ID = "project-clear-filters";

/** Whether a field of the Filters panel (not of the search bar) is set: the panel then starts open. */
function hasPanelFilters(query: ProjectQuery) {
  return hasActiveFilters({ ...query, search: "", location: "", status: "" });
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { query, options, projects, total, totalPages } = loaderData;
  const { t } = useTranslation("listings");
  const format = useFormat();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const path = localized("/projects");
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [panelOpen, setPanelOpen] = useState(() => hasPanelFilters(query));
  const { from, to } = pageRange(query.page, PAGE_SIZE, total);
  const clearHref = localized(clearedProjectHref(query));
  const busy = navigation.state === "loading" && navigation.location?.pathname === path;
  const mapBounds = loaderData.mapBounds;
  const mapView = query.view === "map" && mapBounds !== null;
  const highlight = useHighlight(mapView);
  // A location typed into the URL that is not in the list still shows as chosen.
  const locations: string[] = [...PROJECT_LOCATIONS];
  if (query.location && !locations.includes(query.location)) locations.push(query.location);

  // Back/forward and link clicks change the query without re-mounting the form:
  // bring every field in line with it, except the one the user is typing in.
  // Not on the first render: a choice made before hydration (its change event
  // is replayed after this effect) must survive.
  const syncedQuery = useRef(query);
  useEffect(() => {
    if (syncedQuery.current === query) return;
    syncedQuery.current = query;
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = {
      search: query.search,
      location: query.location,
      status: query.status,
      type: query.type,
      developer: query.developer,
      minPrice: query.minPrice?.toString() ?? "",
      maxPrice: query.maxPrice?.toString() ?? "",
      minArea: query.minArea?.toString() ?? "",
      maxArea: query.maxArea?.toString() ?? "",
      sort: query.sort,
      view: query.view,
    };
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (!element.name || element === document.activeElement) continue;
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        element.checked = query.amenities.includes(element.value);
      } else if (element.name in values) {
        element.value = values[element.name];
      }
    }
  }, [query]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // A choice made before the page's scripts ran applies as soon as they do.
  useApplyEarlyChoices(formRef, () => apply());

  /** The form's state as a clean URL; page is not a field, so any change goes back to page 1. */
  function apply(replace = false) {
    const form = formRef.current;
    if (!form) return;
    clearTimeout(typingTimer.current);
    const data = new FormData(form);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === "string") params.append(key, value);
    const next = parseProjectQuery(params);
    navigate(`${path}${projectQueryToSearch({ ...next, page: 1 })}`, { replace, preventScrollReset: true });
  }

  /** Clear All / Clear Filters: a submit button of the small form below, taken over by the router when JS runs. */
  function clearFilters(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    clearTimeout(typingTimer.current);
    navigate(clearHref, { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === "checkbox")) {
      apply();
    } else if (target instanceof HTMLInputElement) {
      if (!target.checkValidity()) return;
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => apply(true), TYPING_DELAY_MS);
    }
  }

  return (
    <>
      {/* Outside the filters form: the save form cannot be nested in it. */}
      <div className="container-page pt-4">
        <SaveSearchPanel kind="projects" offer={loaderData.saveSearch} />
        <div className="mt-4">
          <MapAreaNote
            area={{ bbox: query.bbox, poly: query.poly, ignored: query.ignoredArea }}
            withoutArea={localized(projectPageHref({ ...query, bbox: null, poly: null }, 1))}
          />
        </div>
      </div>
      <Form
        ref={formRef}
        method="get"
        action="/projects"
        onSubmit={onSubmit}
        onChange={onChange}
        aria-label={t("projects.formLabel")}
      >
        {/* Without JavaScript the toggle cannot work: the panel is simply always shown. */}
        <noscript>
          <style>
            {
              "#project-filters{display:block!important}.js-only{display:none!important}.nojs-only{display:inline-flex!important}.js-hidden{display:block!important}"
            }
          </style>
        </noscript>
        <input type="hidden" name="view" defaultValue={query.view} />
        <MapAreaFields area={query} />

        <section className="bg-gradient-to-br from-secondary-dark to-secondary py-12 text-white sm:py-16">
          <div className="container-page">
            <h1 className="text-3xl font-bold sm:text-4xl">{t("projects.title")}</h1>
            <p className="mt-2 max-w-2xl text-white/90">{t("projects.subtitle")}</p>
            <div className="mt-6 grid grid-cols-2 gap-3 rounded-xl bg-white p-3 text-slate-900 shadow-lg lg:grid-cols-[1fr_12rem_11rem_auto_auto]">
              <SearchField
                id="project-search"
                label={t("projects.searchPlaceholder")}
                placeholder={t("projects.searchPlaceholder")}
                defaultValue={query.search}
                className="col-span-2 lg:col-span-1"
              />
              <FilterSelect
                id="project-location"
                name="location"
                label={t("location.label")}
                hideLabel
                anyLabel={t("location.any")}
                options={locations.map((value) => ({ value, label: place(value) }))}
                defaultValue={query.location}
              />
              <FilterSelect
                id="project-status"
                name="status"
                label={t("projects.status.label")}
                hideLabel
                options={STATUS_VALUES.map((value) => ({ value, label: t(`projects.status.${value || "any"}`) }))}
                defaultValue={query.status}
              />
              <button
                type="button"
                className="btn-outline icon-filters js-only"
                aria-expanded={panelOpen}
                aria-controls="project-filters"
                onClick={() => setPanelOpen((open) => !open)}
              >
                {t("filters.toggle")}
              </button>
              <button type="submit" className="btn-primary icon-search">
                {t("search.button")}
              </button>
            </div>
          </div>
        </section>

        <div className="container-page flex flex-col gap-6 py-8 lg:flex-row">
          <ProjectFiltersPanel
            id="project-filters"
            query={query}
            types={options.types}
            developers={options.developers}
            clearFormId={CLEAR_FORM_ID}
            onClear={clearFilters}
            hidden={!panelOpen}
          />

          <section
            aria-labelledby="project-results"
            className={`min-w-0 flex-1 ${mapView ? "js-hidden max-lg:hidden" : ""}`}
          >
            <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div aria-live="polite">
                <h2 id="project-results" className="text-lg font-semibold text-slate-900">
                  {t("results.projects", { count: total, total: format.number(total) })}
                </h2>
                {total > 0 ? (
                  <p className="text-sm text-slate-600">
                    {t("results.showing", { from, to, total: format.number(total) })}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor="project-sort" className="text-sm text-slate-700">
                  {t("sort.label")}
                </label>
                <select id="project-sort" name="sort" defaultValue={query.sort} className="field-input w-auto">
                  {PROJECT_SORTS.map((sort) => (
                    <option key={sort.value} value={sort.value}>
                      {t(`projects.sort.${sort.value}`)}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn-outline nojs-only hidden">
                  {t("sort.apply")}
                </button>
                {mapView ? null : <ViewToggle query={query} />}
                <MapSwitch
                  toMap={!mapView}
                  href={`/projects${projectQueryToSearch({ ...query, view: mapView ? "grid" : "map" })}`}
                />
              </div>
            </div>

            {projects.length === 0 ? (
              <div className="card px-6 py-16 text-center">
                <span aria-hidden className="icon-building flex justify-center text-slate-400 [--icon-size:3rem]" />
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{t("empty.projects")}</h3>
                <p className="mt-2 text-slate-600">{t("empty.hint")}</p>
                <button type="submit" form={CLEAR_FORM_ID} onClick={clearFilters} className="btn-primary mt-6">
                  {t("empty.clear")}
                </button>
              </div>
            ) : (
              <div
                className={`transition-opacity ${busy ? "opacity-60" : ""} ${
                  query.view !== "grid"
                    ? "flex flex-col gap-6"
                    : `grid grid-cols-1 gap-6 sm:grid-cols-2 ${panelOpen ? "xl:grid-cols-3" : "lg:grid-cols-3"}`
                }`}
              >
                {projects.map((project) =>
                  mapView ? (
                    <div key={project.id} {...highlight.itemProps(project.id)}>
                      <ProjectCard project={project} variant="list" view="list" />
                    </div>
                  ) : (
                    <ProjectCard
                      key={project.id}
                      project={project}
                      variant="list"
                      view={query.view === "list" ? "list" : "grid"}
                    />
                  ),
                )}
              </div>
            )}

            <div className="mt-10">
              <Pagination
                page={query.page}
                totalPages={totalPages}
                hrefFor={(page) => localized(projectPageHref(query, page))}
                label={t("projects.pagination")}
              />
            </div>
          </section>

          {mapView && mapBounds ? (
            <MapView
              className="max-lg:fixed max-lg:inset-0 max-lg:z-50 max-lg:p-2 lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)] lg:self-start lg:w-[52%] lg:shrink-0"
              source={{ kind: "projects", path }}
              bounds={mapBounds}
              area={query.poly}
              total={total}
              highlighted={highlight.id}
              onHighlight={highlight.set}
              listLink={
                <MapSwitch toMap={false} href={`/projects${projectQueryToSearch({ ...query, view: "grid" })}`} />
              }
              searchable
            />
          ) : null}
        </div>
      </Form>
      {/* Clearing keeps sort and view; a separate form so it works without JavaScript too. */}
      <form id={CLEAR_FORM_ID} method="get" action={path} hidden>
        {query.sort !== "relevance" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.view !== "grid" ? <input type="hidden" name="view" value={query.view} /> : null}
      </form>
    </>
  );
}

function ViewToggle({ query }: { query: ProjectQuery }) {
  const { t } = useTranslation("listings");
  const item = (view: "grid" | "list", label: string, icon: `icon-${string}`) => {
    const active = query.view === view;
    return (
      <Link
        to={`/projects${projectQueryToSearch({ ...query, view })}`}
        discover="none"
        aria-label={label}
        aria-current={active ? "true" : undefined}
        preventScrollReset
        className={`${icon} inline-flex size-10 items-center justify-center ${active ? "bg-primary-dark text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
      />
    );
  };
  return (
    <div className="flex overflow-hidden rounded-lg border border-slate-300">
      {item("grid", t("view.grid"), "icon-grid")}
      {item("list", t("view.list"), "icon-list")}
    </div>
  );
}
