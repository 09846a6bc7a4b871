/**
 * The /projects filter state and its URL form. Pure: the loader parses the
 * query with it, the page builds its links and form with it. Anything a
 * hand-edited URL can hold is tolerated — bad values are dropped or clamped,
 * never an error.
 */
import { PROJECT_AMENITIES, PROJECT_STATUSES } from "./options";
import { ordered, parseAmount, parseArea, queryText } from "./query-values";
import { parseMapArea, putMapArea, type Bbox, type LngLat } from "./geo";

export const PROJECT_SORTS = [
  { value: "relevance", label: "Relevance" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "completion", label: "Completion Date" },
  { value: "rating", label: "Highest Rated" },
  { value: "available", label: "Most Available" },
] as const;

export type ProjectSort = (typeof PROJECT_SORTS)[number]["value"];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** How the results are shown: cards in a grid, in a list, or a list beside a map (full screen on a phone). */
export type ProjectView = "grid" | "list" | "map";

export type ProjectQuery = {
  search: string;
  location: string;
  status: ProjectStatus | "";
  type: string;
  developer: string;
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
  amenities: string[];
  /** Projects inside this map view (bbox=…). */
  bbox: Bbox | null;
  /** Projects inside this drawn area (poly=…). */
  poly: LngLat[] | null;
  /** Map filters the URL had but that could not be used (shown as a note; the list ignores them). */
  ignoredArea: ("bbox" | "poly")[];
  sort: ProjectSort;
  view: ProjectView;
  page: number;
};

export const DEFAULT_PROJECT_QUERY: ProjectQuery = {
  search: "",
  location: "",
  status: "",
  type: "",
  developer: "",
  minPrice: null,
  maxPrice: null,
  minArea: null,
  maxArea: null,
  amenities: [],
  bbox: null,
  poly: null,
  ignoredArea: [],
  sort: "relevance",
  view: "grid",
  page: 1,
};

const MAX_PAGE = 100_000;

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function parseProjectQuery(params: URLSearchParams): ProjectQuery {
  const [minPrice, maxPrice] = ordered(parseAmount(params.get("minPrice")), parseAmount(params.get("maxPrice")));
  const [minArea, maxArea] = ordered(parseArea(params.get("minArea")), parseArea(params.get("maxArea")));
  const wanted = new Set(params.getAll("amenities"));
  const page = parseAmount(params.get("page"));
  const area = parseMapArea(params);
  return {
    search: queryText(params.get("search")),
    location: queryText(params.get("location")),
    status: oneOf<ProjectStatus | "">(params.get("status"), PROJECT_STATUSES, ""),
    type: queryText(params.get("type")),
    developer: queryText(params.get("developer")),
    minPrice,
    maxPrice,
    minArea,
    maxArea,
    // Kept in the option list's order, so equal filters give equal URLs.
    amenities: PROJECT_AMENITIES.filter((a) => wanted.has(a)),
    bbox: area.bbox,
    poly: area.poly,
    ignoredArea: area.ignored,
    sort: oneOf(
      params.get("sort"),
      PROJECT_SORTS.map((s) => s.value),
      "relevance",
    ),
    view: oneOf<ProjectView>(params.get("view"), ["grid", "list", "map"], "grid"),
    page: page && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string for a state, leaving out defaults (so the plain page is just /projects). */
export function projectQueryToSearch(query: ProjectQuery): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | null) => {
    if (value !== null && value !== "") params.append(key, String(value));
  };
  put("search", query.search);
  put("location", query.location);
  put("status", query.status);
  put("type", query.type);
  put("developer", query.developer);
  put("minPrice", query.minPrice);
  put("maxPrice", query.maxPrice);
  put("minArea", query.minArea);
  put("maxArea", query.maxArea);
  for (const amenity of query.amenities) params.append("amenities", amenity);
  putMapArea(params, query);
  if (query.sort !== DEFAULT_PROJECT_QUERY.sort) put("sort", query.sort);
  if (query.view !== DEFAULT_PROJECT_QUERY.view) put("view", query.view);
  if (query.page > 1) put("page", query.page);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The filters alone differ from the defaults (used to offer Clear All). */
export function hasActiveFilters(query: ProjectQuery): boolean {
  return (
    query.search !== "" ||
    query.location !== "" ||
    query.status !== "" ||
    query.type !== "" ||
    query.developer !== "" ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.minArea !== null ||
    query.maxArea !== null ||
    query.amenities.length > 0 ||
    query.bbox !== null ||
    query.poly !== null
  );
}

/** The same filters, sort and view on another page. */
export function projectPageHref(query: ProjectQuery, page: number): string {
  return `/projects${projectQueryToSearch({ ...query, page })}`;
}

/** Filters cleared; sort and view kept, back to page 1. */
export function clearedProjectHref(query: ProjectQuery): string {
  return `/projects${projectQueryToSearch({ ...DEFAULT_PROJECT_QUERY, sort: query.sort, view: query.view })}`;
}
