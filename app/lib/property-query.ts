/**
 * The /residential and /commercial filter state and its URL form. Pure: the
 * loader parses the query with it, the page builds its form and links with it.
 * Whatever a hand-edited URL holds is tolerated: bad values are dropped or
 * clamped, never an error.
 *
 * URL names: search, type (the category; the home hero sends it too; propertyType
 * is accepted as an alias), location, status (sale | rent), minPrice, maxPrice,
 * budget (from the home hero: 'min-max', 'n+' or a single maximum), minArea,
 * maxArea, bedrooms (1–4, '5+'), bathrooms (1–3, '4+'), amenities (repeated),
 * yearBuilt (built in or after), parking (at least), furnishing, developer,
 * bbox (the map view searched: west,south,east,north), poly (an area drawn on
 * the map: lng,lat;lng,lat;…), sort, view, page.
 */
import {
  BUDGETS,
  COMMERCIAL_AMENITIES,
  COMMERCIAL_FILTER_TYPES,
  FURNISHING_OPTIONS,
  RESIDENTIAL_AMENITIES,
  RENT_BUDGETS,
  RESIDENTIAL_CATEGORIES,
} from "./options";
import { ordered, parseAmount, parseArea, queryText } from "./query-values";
import { parseMapArea, putMapArea, type Bbox, type LngLat } from "./geo";

export type ListingKind = "residential" | "commercial";

export const PROPERTY_SORT_VALUES = [
  "relevance",
  "price-low",
  "price-high",
  "area-large",
  "area-small",
  "newest",
  "rating",
] as const;
export type PropertySort = (typeof PROPERTY_SORT_VALUES)[number];

const RESIDENTIAL_SORT_LABELS: Record<PropertySort, string> = {
  relevance: "Relevance",
  "price-low": "Price: Low to High",
  "price-high": "Price: High to Low",
  "area-large": "Area: Large to Small",
  "area-small": "Area: Small to Large",
  newest: "Newest First",
  rating: "Highest Rated",
};

/** The commercial list's labels as the spec words them. */
const COMMERCIAL_SORT_LABELS: Record<PropertySort, string> = {
  ...RESIDENTIAL_SORT_LABELS,
  "price-low": "Price low-high",
  "price-high": "Price high-low",
};

export function sortOptions(kind: ListingKind): { value: PropertySort; label: string }[] {
  const labels = kind === "commercial" ? COMMERCIAL_SORT_LABELS : RESIDENTIAL_SORT_LABELS;
  return PROPERTY_SORT_VALUES.map((value) => ({ value, label: labels[value] }));
}

export type PropertyStatusFilter = "" | "sale" | "rent";
/** How the results are shown: cards in a grid, in a list, or a list beside a map (full screen on a phone). */
export type PropertyView = "grid" | "list" | "map";

/** Bedrooms at this value mean "this many or more" (the 5+ option). */
export const BEDROOMS_OR_MORE = 5;
/** Bathrooms at this value mean "this many or more" (the 4+ option). */
export const BATHROOMS_OR_MORE = 4;

export const BEDROOM_OPTIONS = [
  { value: "1", label: "1 BHK" },
  { value: "2", label: "2 BHK" },
  { value: "3", label: "3 BHK" },
  { value: "4", label: "4 BHK" },
  { value: "5+", label: "5+ BHK" },
] as const;

export const BATHROOM_OPTIONS = [
  { value: "1", label: "1" },
  { value: "2", label: "2" },
  { value: "3", label: "3" },
  { value: "4+", label: "4+" },
] as const;

/** Built in or after the year. */
export const YEAR_BUILT_OPTIONS = [2020, 2015, 2010, 2000] as const;
/** At least this many parking spaces. */
export const PARKING_OPTIONS = [1, 2, 3] as const;

export const STATUS_OPTIONS = [
  { value: "", label: "Buy & Rent" },
  { value: "sale", label: "For Sale" },
  { value: "rent", label: "For Rent" },
] as const;

export type PropertyQuery = {
  search: string;
  /** A category of the kind ('Apartment', 'Office' …) or ''. */
  type: string;
  location: string;
  status: PropertyStatusFilter;
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
  /** 1–5; 5 means five or more. Residential only. */
  bedrooms: number | null;
  /** 1–4; 4 means four or more. Residential only. */
  bathrooms: number | null;
  amenities: string[];
  /** Built in or after. Residential only. */
  yearBuilt: number | null;
  /** At least this many spaces. Residential only. */
  parking: number | null;
  /** Commercial only. */
  furnishing: string;
  /** The developer or agency, as stored (options come from the data). */
  developer: string;
  /** Listings inside this map view (bbox=…). */
  bbox: Bbox | null;
  /** Listings inside this drawn area (poly=…). */
  poly: LngLat[] | null;
  /** Map filters the URL had but that could not be used (shown as a note; the list ignores them). */
  ignoredArea: ("bbox" | "poly")[];
  sort: PropertySort;
  view: PropertyView;
  page: number;
};

export const DEFAULT_PROPERTY_QUERY: PropertyQuery = {
  search: "",
  type: "",
  location: "",
  status: "",
  minPrice: null,
  maxPrice: null,
  minArea: null,
  maxArea: null,
  bedrooms: null,
  bathrooms: null,
  amenities: [],
  yearBuilt: null,
  parking: null,
  furnishing: "",
  developer: "",
  bbox: null,
  poly: null,
  ignoredArea: [],
  sort: "relevance",
  view: "grid",
  page: 1,
};

/** The spec's 'n+' budget: a maximum of 999999999. */
export const OPEN_BUDGET_MAX = 999_999_999;

export function categoriesFor(kind: ListingKind): readonly string[] {
  return kind === "commercial" ? COMMERCIAL_FILTER_TYPES : RESIDENTIAL_CATEGORIES;
}

export function amenitiesFor(kind: ListingKind): readonly string[] {
  return kind === "commercial" ? COMMERCIAL_AMENITIES : RESIDENTIAL_AMENITIES;
}

const MAX_PAGE = 100_000;
const MAX_YEAR = 2100;

/** The first value of `names` present and non-empty. */
function first(params: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    for (const value of params.getAll(name)) if (value.trim() !== "") return value;
  }
  return null;
}

/** Case-insensitive match against a fixed list, returning the list's spelling. */
function known(value: string | null, allowed: readonly string[]): string {
  if (!value) return "";
  const wanted = value.trim().toLowerCase();
  return allowed.find((option) => option.toLowerCase() === wanted) ?? "";
}

/**
 * The home hero's budget: '5000000-10000000' (a range), '50000000+' (from n,
 * up to 999999999) or '5000000' (a maximum). Anything else: no price limit.
 */
export function parseBudget(value: string | null | undefined): { min: number | null; max: number | null } {
  const raw = (value ?? "").replace(/[,\s]/g, "");
  let match = /^(\d+)-(\d+)$/.exec(raw);
  if (match) {
    const [min, max] = ordered(parseAmount(match[1]), parseAmount(match[2]));
    return { min, max };
  }
  match = /^(\d+)\+$/.exec(raw);
  if (match) return { min: parseAmount(match[1]), max: OPEN_BUDGET_MAX };
  const max = parseAmount(raw);
  return { min: null, max };
}

/** The status a band belongs to, or null for a value of neither list (a hand-written range). */
function bandStatus(value: string): "sale" | "rent" | null {
  if (BUDGETS.some((band) => band.value === value)) return "sale";
  if (RENT_BUDGETS.some((band) => band.value === value)) return "rent";
  return null;
}

/** The budget as the chosen status reads it: a band of the other status's list is no budget at all. */
export function budgetForStatus(budget: string, status: string): string {
  const belongs = bandStatus(budget.trim());
  if (belongs === null) return budget;
  if (status === "sale" || status === "rent") return belongs === status ? budget : "";
  return budget;
}

/** '3' → 3, '5+' → 5; values at or above the "or more" option read as that option. */
function countOption(value: string | null, orMore: number): number | null {
  const match = /^(\d{1,6})\+?$/.exec((value ?? "").trim());
  if (!match) return null;
  const n = Number(match[1]);
  if (n < 1) return null;
  return Math.min(n, orMore);
}

function pageNumber(value: string | null): number {
  const match = /^\d{1,9}$/.exec((value ?? "").trim());
  if (!match) return 1;
  return Math.min(Math.max(1, Number(match[0])), MAX_PAGE);
}

function propertyView(value: string | null): PropertyView {
  return value === "list" || value === "map" ? value : "grid";
}

/** Reads a list page's URL query. Never throws. */
export function parsePropertyQuery(kind: ListingKind, input: URLSearchParams | string): PropertyQuery {
  const params = typeof input === "string" ? new URLSearchParams(input) : input;
  const residential = kind === "residential";

  let minPrice = parseAmount(first(params, "minPrice"));
  let maxPrice = parseAmount(first(params, "maxPrice"));
  const status = (first(params, "status") ?? "").trim().toLowerCase();
  // The home hero's budget applies when no explicit price range is given,
  // read by the chosen status (a sale band says nothing about a monthly rent).
  const budget = budgetForStatus(first(params, "budget") ?? "", status);
  if (budget && minPrice === null && maxPrice === null) {
    ({ min: minPrice, max: maxPrice } = parseBudget(budget));
  }
  [minPrice, maxPrice] = ordered(minPrice, maxPrice);
  const [minArea, maxArea] = ordered(parseArea(first(params, "minArea")), parseArea(first(params, "maxArea")));

  const allowedAmenities = amenitiesFor(kind);
  const amenities: string[] = [];
  for (const value of params.getAll("amenities")) {
    const amenity = known(value, allowedAmenities);
    if (amenity && !amenities.includes(amenity)) amenities.push(amenity);
  }
  const year = parseAmount(first(params, "yearBuilt"));
  const parking = parseAmount(first(params, "parking"));
  const sort = (first(params, "sort") ?? "").trim();
  const area = parseMapArea(params);

  return {
    search: queryText(first(params, "search", "q")),
    // The hero sends home types too (Plot, Office…); those that are not a category here are ignored.
    type: known(first(params, "type", "propertyType"), categoriesFor(kind)),
    location: queryText(first(params, "location")),
    status: status === "sale" || status === "rent" ? status : "",
    minPrice,
    maxPrice,
    minArea,
    maxArea,
    bedrooms: residential ? countOption(first(params, "bedrooms"), BEDROOMS_OR_MORE) : null,
    bathrooms: residential ? countOption(first(params, "bathrooms"), BATHROOMS_OR_MORE) : null,
    amenities,
    yearBuilt: residential && year !== null && year >= 1800 && year <= MAX_YEAR ? year : null,
    parking: residential && parking !== null && parking >= 1 ? Math.min(parking, 99) : null,
    furnishing: kind === "commercial" ? known(first(params, "furnishing"), FURNISHING_OPTIONS) : "",
    developer: queryText(first(params, "developer")),
    bbox: area.bbox,
    poly: area.poly,
    ignoredArea: area.ignored,
    sort: (PROPERTY_SORT_VALUES as readonly string[]).includes(sort) ? (sort as PropertySort) : "relevance",
    view: propertyView(first(params, "view")),
    page: pageNumber(first(params, "page")),
  };
}

export function bedroomsParam(value: number): string {
  return value >= BEDROOMS_OR_MORE ? `${BEDROOMS_OR_MORE}+` : String(value);
}

export function bathroomsParam(value: number): string {
  return value >= BATHROOMS_OR_MORE ? `${BATHROOMS_OR_MORE}+` : String(value);
}

/** The query as URL parameters, defaults left out, in a stable order. */
export function propertyQueryParams(query: PropertyQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.type) params.set("type", query.type);
  if (query.location) params.set("location", query.location);
  if (query.status) params.set("status", query.status);
  if (query.minPrice !== null) params.set("minPrice", String(query.minPrice));
  if (query.maxPrice !== null) params.set("maxPrice", String(query.maxPrice));
  if (query.minArea !== null) params.set("minArea", String(query.minArea));
  if (query.maxArea !== null) params.set("maxArea", String(query.maxArea));
  if (query.bedrooms !== null) params.set("bedrooms", bedroomsParam(query.bedrooms));
  if (query.bathrooms !== null) params.set("bathrooms", bathroomsParam(query.bathrooms));
  for (const amenity of query.amenities) params.append("amenities", amenity);
  if (query.yearBuilt !== null) params.set("yearBuilt", String(query.yearBuilt));
  if (query.parking !== null) params.set("parking", String(query.parking));
  if (query.furnishing) params.set("furnishing", query.furnishing);
  if (query.developer) params.set("developer", query.developer);
  putMapArea(params, query);
  if (query.sort !== "relevance") params.set("sort", query.sort);
  if (query.view !== "grid") params.set("view", query.view);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** '?…' for the query with `changes` applied ('' when everything is default). */
export function propertyQueryHref(query: PropertyQuery, changes: Partial<PropertyQuery> = {}): string {
  const search = propertyQueryParams({ ...query, ...changes }).toString();
  return search ? `?${search}` : "?";
}

/** Clear All keeps only how the results are shown (the view); the map area goes with the filters. */
export function clearedQuery(query: PropertyQuery): PropertyQuery {
  return { ...DEFAULT_PROPERTY_QUERY, view: query.view };
}

/** How many filters (not sort, view or page) are set: for the Filters toggle's badge. */
export function activeFilterCount(query: PropertyQuery): number {
  let n = 0;
  for (const key of ["search", "type", "location", "status", "furnishing", "developer"] as const) if (query[key]) n++;
  for (const key of [
    "minPrice",
    "maxPrice",
    "minArea",
    "maxArea",
    "bedrooms",
    "bathrooms",
    "yearBuilt",
    "parking",
  ] as const) {
    if (query[key] !== null) n++;
  }
  return n + query.amenities.length + (query.bbox ? 1 : 0) + (query.poly ? 1 : 0);
}

/** The canonical public path of a property, by its type. */
export function propertyPath(property: { id: number; type: string }): string {
  return `/${property.type === "Commercial" ? "commercial" : "residential"}-property/${property.id}`;
}
