/**
 * "Does a property match this search?" — the one definition, used by the
 * /residential and /commercial lists and by saved-search alerts alike
 * (docs/decisions/013-saved-search-matching.md).
 *
 * A search is first normalised into a PropertyFilter: one value per criterion,
 * null when the criterion is not used. Each criterion is written once, as SQL
 * over the properties table and an operand:
 * - a list page passes the filter's values (bound parameters), and criteria
 *   without a value are left out, so the list keeps its index-only plans;
 * - alert matching passes the saved_searches columns that store the same
 *   filter, each criterion reading "column is null or criterion", so one
 *   statement finds every saved search a property matches.
 */
import {
  and,
  arrayContains,
  eq,
  gte,
  inArray,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { properties, propertyLocations, savedSearches } from "#app/platform/schema";
import { queryRows } from "#app/platform/db.server";
import { z } from "zod";
import { MUMBAI_LOCALITIES, PROPERTY_STATUSES } from "#app/lib/options";
import { PLACE_NAMES } from "#app/i18n/place-names";
import { bedroomsNamed, phrasePatterns, placeNamed, searchTermPatterns } from "#app/lib/search-terms";
import { placedInsideBox, placedInsidePolygon } from "#app/domain/catalogue/map-area.server";
import type { Bbox, LngLat } from "#app/lib/geo";
import { BATHROOMS_OR_MORE, BEDROOMS_OR_MORE, type ListingKind, type PropertyQuery } from "#app/lib/property-query";

/** A search's filter in the form it is matched and stored in. */
export type PropertyFilter = {
  /** 'Residential' | 'Commercial': the list the search was made on. */
  propertyType: string;
  status: string | null;
  category: string | null;
  /**
   * LIKE patterns on the lower-cased location, any of which must match: the
   * location filter in either script (app/lib/search-terms.ts), and for
   * 'Mumbai' its localities too.
   */
  locationPatterns: string[] | null;
  /**
   * The search box: per word, LIKE patterns on the lower-cased title, location
   * and description, any of which must match — for every word
   * (app/lib/search-terms.ts: the word in either script, its synonyms).
   */
  searchTerms: string[][] | null;
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
  minBedrooms: number | null;
  maxBedrooms: number | null;
  minBathrooms: number | null;
  maxBathrooms: number | null;
  /** Every one of these amenities. */
  amenities: string[] | null;
  minYearBuilt: number | null;
  minParking: number | null;
  furnishing: string | null;
  /** The developer, lower-cased (the filter ignores case). */
  developerKey: string | null;
  /** The map view searched: the position lies inside it (map-area.server.ts). */
  areaBox: Bbox | null;
  /** The area drawn on the map: the position lies inside it (map-area.server.ts). */
  areaPolygon: LngLat[] | null;
};

const TYPE_OF_KIND: Record<ListingKind, string> = { residential: "Residential", commercial: "Commercial" };

/** 'Mumbai' (in any script) also matches its localities (docs/spec/public-site.md §9). */
const MUMBAI_LOCALITY_PATTERNS = MUMBAI_LOCALITIES.flatMap((name) => phrasePatterns(name));

function locationPatternsOf(location: string): string[] | null {
  const patterns = phrasePatterns(location);
  if (patterns.length === 0) return null;
  return placeNamed(location) === "Mumbai" ? [...new Set([...patterns, ...MUMBAI_LOCALITY_PATTERNS])] : patterns;
}

/** A LIKE pattern (case-sensitive, as the database's LIKE) as a test: `%` any run, `_` one character, `\\` escapes. */
export function likeMatcher(pattern: string): (text: string) => boolean {
  const chars = Array.from(pattern);
  let source = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "\\" && i + 1 < chars.length) source += escapeRegExp(chars[++i]);
    else if (c === "%") source += "[\\s\\S]*";
    else if (c === "_") source += "[\\s\\S]";
    else source += escapeRegExp(c);
  }
  const expression = new RegExp(`^${source}$`, "u");
  return (text) => expression.test(text);
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * The places a list page can be keyed by (ADR 031): every place of
 * app/i18n/places.ts, with the patterns its location filter matches, and by
 * those patterns (sorted, joined) the place whose filter they are.
 */
const KNOWN_PLACES = Object.keys(PLACE_NAMES).map((name) => {
  const patterns = locationPatternsOf(name) ?? [];
  return { name, patterns, matchers: patterns.map(likeMatcher) };
});
const patternSetKey = (patterns: string[]) => JSON.stringify([...new Set(patterns)].sort());
const PLACE_BY_PATTERNS = new Map(KNOWN_PLACES.map((place) => [patternSetKey(place.patterns), place.name]));

/**
 * The known place whose location filter is exactly this one — the same
 * patterns, so the same matches, whatever the script or alias it was typed in
 * ("अंधेरी" is Andheri's) — or null (no filter, or text that is not a known place).
 */
export function placeOfLocationFilter(location: string): string | null {
  const patterns = locationPatternsOf(location);
  return patterns ? (PLACE_BY_PATTERNS.get(patternSetKey(patterns)) ?? null) : null;
}

/**
 * The known places whose location filter a property matches, from its stored
 * location_key (the database's lower(location), the very text the filter's
 * LIKEs read): the same test, so a property is "in" a place exactly when that
 * place's list can show it.
 */
export function placesOfLocation(locationKey: string): string[] {
  return KNOWN_PLACES.filter((place) => place.matchers.some((matches) => matches(locationKey))).map(
    (place) => place.name,
  );
}

/** A count option: '3' is exactly three, the "or more" option (5+, 4+) has no upper bound. */
function countRange(value: number | null, orMore: number): [number | null, number | null] {
  if (value === null) return [null, null];
  return value >= orMore ? [orMore, null] : [value, value];
}

/** The filter of a list query (sort, view and page are not part of it). */
export function propertyFilterOf(kind: ListingKind, query: PropertyQuery): PropertyFilter {
  let [minBedrooms, maxBedrooms] = countRange(query.bedrooms, BEDROOMS_OR_MORE);
  // "3 BHK" in the search box is three bedrooms, with the Bedrooms filter if both are set.
  const search = bedroomsNamed(query.search);
  for (const count of search.bedrooms) {
    minBedrooms = Math.max(minBedrooms ?? count, count);
    maxBedrooms = Math.min(maxBedrooms ?? count, count);
  }
  const [minBathrooms, maxBathrooms] = countRange(query.bathrooms, BATHROOMS_OR_MORE);
  return {
    propertyType: TYPE_OF_KIND[kind],
    status: query.status || null,
    category: query.type || null,
    locationPatterns: locationPatternsOf(query.location),
    searchTerms: nonEmpty(searchTermPatterns(search.rest)),
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minArea: query.minArea,
    maxArea: query.maxArea,
    minBedrooms,
    maxBedrooms,
    minBathrooms,
    maxBathrooms,
    amenities: query.amenities.length > 0 ? query.amenities : null,
    minYearBuilt: query.yearBuilt,
    minParking: query.parking,
    furnishing: query.furnishing || null,
    developerKey: query.developer ? query.developer.toLowerCase() : null,
    areaBox: query.bbox,
    areaPolygon: query.poly,
  };
}

const nonEmpty = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

/** An operand: the filter's own value (a list page) or the saved search column that stores it (matching). */
type Operand<K extends keyof PropertyFilter> = NonNullable<PropertyFilter[K]> | SQLWrapper;

/**
 * `column` matches one of `patterns` (bound values): ORed LIKEs, each of which
 * can use the column's trigram index. With `anyAbove`, more patterns than that
 * are one LIKE ANY instead (the known locations: a small table read whole).
 */
function likeAny(column: AnyColumn, patterns: string[], anyAbove = Infinity): SQL {
  if (patterns.length > anyAbove) {
    return sql`${column} like any(array[${sql.join(
      patterns.map((pattern) => sql`${pattern}`),
      sql`, `,
    )}]::text[])`;
  }
  return or(...patterns.map((pattern) => sql`${column} like ${pattern}`))!;
}

/** The known locations (property_locations keys) a location filter's patterns match: a statement of one column, key. */
function knownLocationsMatching(patterns: string[]): SQL {
  return sql`select ${propertyLocations.key} from ${propertyLocations} where ${likeAny(propertyLocations.key, patterns, 0)}`;
}

/** Each criterion, once: what a property must satisfy for the operand `v`. */
const CRITERIA: { [K in keyof PropertyFilter]: (v: Operand<K>) => SQL } = {
  propertyType: (v) => eq(properties.type, v),
  status: (v) => eq(properties.status, v),
  category: (v) => eq(properties.category, v),
  // location_key is the stored lower(location). On a list page the patterns are
  // tested on the known locations (property_locations: every location_key a
  // property has), and the listings are sought by the locations found, through
  // properties_list_place_idx (in its "C" collation: equality is the same in
  // every deterministic collation) — the same matches as testing each listing. Stored
  // (alert matching, one property at a time), the patterns are tested directly.
  locationPatterns: (v) =>
    Array.isArray(v)
      ? sql`(${properties.locationKey} collate "C") = any(array(${knownLocationsMatching(v)}))`
      : sql`${properties.locationKey} like any(${v})`,
  // search_text: lower(title || location || description), trigram-indexed. Every
  // word matches one of its patterns: on a list page one condition per word, its
  // spellings in one LIKE ANY (one index condition, which the planner costs as
  // one; as ORed LIKEs, up to seven trigram scans were priced as seven, and it
  // preferred reading thousands of rows to using the index: ADR 058); stored, a
  // jsonb array of the words' pattern arrays.
  searchTerms: (v) =>
    Array.isArray(v)
      ? and(...v.map((patterns) => likeAny(properties.searchText, patterns, 1)))!
      : sql`not exists (select 1 from jsonb_array_elements(${v}) as term(patterns)
          where not exists (select 1 from jsonb_array_elements_text(term.patterns) as alternative(pattern)
            where ${properties.searchText} like alternative.pattern))`,
  minPrice: (v) => gte(properties.price, v),
  maxPrice: (v) => lte(properties.price, v),
  minArea: (v) => gte(properties.area, v),
  maxArea: (v) => lte(properties.area, v),
  minBedrooms: (v) => gte(properties.bedrooms, v),
  maxBedrooms: (v) => lte(properties.bedrooms, v),
  minBathrooms: (v) => gte(properties.bathrooms, v),
  maxBathrooms: (v) => lte(properties.bathrooms, v),
  amenities: (v) => arrayContains(properties.amenities, v),
  minYearBuilt: (v) => gte(properties.yearBuilt, v),
  minParking: (v) => gte(properties.parking, v),
  furnishing: (v) => eq(properties.furnishing, v),
  developerKey: (v) => sql`lower(${properties.developer}) = ${v}`,
  areaBox: (v) => placedInsideBox(properties, v),
  areaPolygon: (v) => placedInsidePolygon(properties, v),
};

const CRITERION_KEYS = Object.keys(CRITERIA) as (keyof PropertyFilter)[];

/** The columns of saved_searches that store each criterion's value. */
const STORED: { [K in keyof PropertyFilter]: SQLWrapper } = {
  propertyType: savedSearches.propertyType,
  status: savedSearches.status,
  category: savedSearches.category,
  locationPatterns: savedSearches.locationPatterns,
  searchTerms: savedSearches.searchTerms,
  minPrice: savedSearches.minPrice,
  maxPrice: savedSearches.maxPrice,
  minArea: savedSearches.minArea,
  maxArea: savedSearches.maxArea,
  minBedrooms: savedSearches.minBedrooms,
  maxBedrooms: savedSearches.maxBedrooms,
  minBathrooms: savedSearches.minBathrooms,
  maxBathrooms: savedSearches.maxBathrooms,
  amenities: savedSearches.amenities,
  minYearBuilt: savedSearches.minYearBuilt,
  minParking: savedSearches.minParking,
  furnishing: savedSearches.furnishing,
  developerKey: savedSearches.developerKey,
  areaBox: savedSearches.areaBox,
  areaPolygon: savedSearches.areaPolygon,
};

/**
 * The known locations (property_locations keys) a filter's location matches,
 * read ahead of the list's statement — only for a search with a word (ADR 058).
 * Inside the statement the keys are a subquery's result, unknown when the
 * statement is planned; a search with a place and a word then had the word's
 * candidates intersected with the kind alone and every candidate's row read to
 * test the place (3,000–6,000 rows for a few hundred matches). As constants, the
 * planner weighs the place against the word and intersects the two indexes
 * first. Without a word the subquery stays: the place index answers it in an
 * index-only scan, which constants made the planner trade for worse plans, and
 * one more statement would be paid for nothing. The matches are the same either
 * way: every listing's key is in property_locations.
 */
export async function knownPlacesFor(filter: PropertyFilter): Promise<string[] | null> {
  if (filter.locationPatterns === null || filter.searchTerms === null) return null;
  const rows = await queryRows(z.object({ key: z.string() }), knownLocationsMatching(filter.locationPatterns));
  return rows.map((row) => row.key);
}

/**
 * How a list's statement is written to be planned well, read ahead of it
 * (ADR 058, ADR 059). Neither changes which listings match.
 * - `knownPlaces`: the location's keys (knownPlacesFor), sought as constants.
 * - `amenitiesOnRows`: the amenities are checked on the rows the other
 *   criteria find, not sought in the amenities' index (amenitiesOnRowsFor).
 */
export type SearchPlanning = { knownPlaces: string[] | null; amenitiesOnRows: boolean };

const PLANNED_AS_WRITTEN: SearchPlanning = { knownPlaces: null, amenitiesOnRows: false };

/** The planning a list search gets: its known places and how its amenities are tested. */
export async function searchPlanningFor(filter: PropertyFilter): Promise<SearchPlanning> {
  const [knownPlaces, amenitiesOnRows] = await Promise.all([knownPlacesFor(filter), amenitiesOnRowsFor(filter)]);
  return { knownPlaces, amenitiesOnRows };
}

/**
 * The WHERE of a list page: active properties meeting every criterion the
 * filter uses, written as `planning` says. A budget of either status names
 * both (everyStatus).
 */
export function filterConditions(filter: PropertyFilter, planning: SearchPlanning = PLANNED_AS_WRITTEN): SQL[] {
  const where = [eq(properties.active, true), ...criteriaConditions(filter, planning)];
  if (filter.status === null && (filter.minPrice !== null || filter.maxPrice !== null)) where.push(everyStatus());
  return where;
}

/**
 * "For sale or for rent": every listing, as the properties table checks
 * (properties_status), so the matches are those of no status condition.
 * Named, an index with status among its leading keys is sought once per
 * status, and its keys after status bound the search: a budget is a range in
 * the price list index (type, active, status, price, …), whose entries also
 * answer bedrooms, bathrooms and common amenities (index-only), and in the
 * place index after the place. Without it a btree is sought by its keys
 * before status only, and a budget with amenities read thousands of rows to
 * test them. Only a budget names it: without one, the extra condition made
 * the planner drop a word's trigram index for a category's whole range
 * (a million listings: 109 → 346 ms). In `bench:search`, the 70 searches
 * with a budget and no status took 8–35 % less in all (ADR 060).
 */
function everyStatus(): SQL {
  return inArray(properties.status, [...PROPERTY_STATUSES]);
}

/**
 * Every criterion the filter uses, active or not: the API's incremental copy
 * (modifiedSince) lists withdrawn and sold properties too, so a mirror can remove them.
 */
export function criteriaConditions(filter: PropertyFilter, planning: SearchPlanning = PLANNED_AS_WRITTEN): SQL[] {
  const where: SQL[] = [];
  for (const key of CRITERION_KEYS) {
    const value = filter[key];
    if (value === null) continue;
    if (key === "locationPatterns" && planning.knownPlaces !== null) where.push(placeIsOneOf(planning.knownPlaces));
    else if (key === "amenities" && planning.amenitiesOnRows) where.push(hasEveryAmenity(value as string[]));
    else where.push((CRITERIA[key] as (v: Operand<typeof key>) => SQL)(value));
  }
  return where;
}

/** The location criterion with its known locations given: the place index's key is one of them (none: no match). */
function placeIsOneOf(keys: string[]): SQL {
  return sql`(${properties.locationKey} collate "C") = any(${sql.param(keys)}::text[])`;
}

/**
 * The amenities criterion tested on each row: `'Gym' = any(amenities)` per
 * amenity, which no index serves (the amenities' GIN index answers only
 * `amenities @> …`) and which the planner estimates from the same statistics.
 * It reads the rows' own arrays, or the list indexes' copies in an
 * index-only scan.
 */
function hasEveryAmenity(amenities: string[]): SQL {
  return and(...amenities.map((amenity) => sql`${amenity} = any(${properties.amenities})`))!;
}

/**
 * An amenity at least this common (a share of all listings) is cheaper to
 * test on the rows a search reads than to seek in the amenities' index (ADR
 * 059). The index holds each amenity's listings; at a million listings Gym's
 * 366,131 took 33 ms to read, while the word and place it was intersected
 * with left about 4,000 rows to read anyway. An amenity rarer than this (or
 * one the statistics do not list as common) is sought in the index.
 */
export const COMMON_AMENITY_SHARE = 0.05;

/** How long the amenities' shares, read from PostgreSQL's statistics, are reused. */
const AMENITY_SHARES_TTL_MS = 10 * 60_000;
let amenityShares: { readAt: number; shares: Promise<Map<string, number>> } | null = null;

/**
 * Each common amenity's share of all listings, as ANALYZE last measured it
 * (pg_stats' most common elements of properties.amenities); empty before any
 * ANALYZE. Read once per AMENITY_SHARES_TTL_MS: the shares only choose a
 * plan, never the matches, and change as slowly as the catalogue's mix.
 */
function currentAmenityShares(): Promise<Map<string, number>> {
  if (amenityShares && Date.now() - amenityShares.readAt < AMENITY_SHARES_TTL_MS) return amenityShares.shares;
  const shares = queryRows(
    z.object({ elements: z.array(z.string()).nullable(), shares: z.array(z.coerce.number()).nullable() }),
    sql`select most_common_elems::text::text[] as elements, most_common_elem_freqs as shares from pg_stats
      where schemaname = current_schema() and tablename = 'properties' and attname = 'amenities'`,
  ).then(
    ([row]) => amenitySharesOf(row?.elements ?? [], row?.shares ?? []),
    // A failed read plans this search as written (the index) and is not kept: the next search asks again.
    () => {
      amenityShares = null;
      return new Map<string, number>();
    },
  );
  amenityShares = { readAt: Date.now(), shares };
  return shares;
}

/** The statistics' elements paired with their shares (the shares array ends with three summary figures). */
export function amenitySharesOf(elements: string[], shares: number[]): Map<string, number> {
  return new Map(elements.map((element, i) => [element, shares[i] ?? 0]));
}

/** Whether every amenity of the set is common (COMMON_AMENITY_SHARE): then they are tested on the rows. */
export function amenitiesAreCommon(amenities: string[], shares: Map<string, number>): boolean {
  return amenities.every((amenity) => (shares.get(amenity) ?? 0) >= COMMON_AMENITY_SHARE);
}

async function amenitiesOnRowsFor(filter: PropertyFilter): Promise<boolean> {
  if (filter.amenities === null) return false;
  return amenitiesAreCommon(filter.amenities, await currentAmenityShares());
}

/**
 * The WHERE that pairs saved searches with properties: the property is active
 * and meets every criterion the saved search stores (a null column is a
 * criterion not used). A property search's type column is never null; a
 * project search's is, so it never matches a property.
 */
export function savedSearchMatchCondition(): SQL {
  return and(
    eq(properties.active, true),
    ...CRITERION_KEYS.map((key) =>
      key === "propertyType"
        ? CRITERIA.propertyType(STORED[key])
        : sql`(${STORED[key]} is null or ${(CRITERIA[key] as (v: SQLWrapper) => SQL)(STORED[key])})`,
    ),
  )!;
}

/** A filter as saved_searches columns: a project search stores none (all null). */
export function storedFilter(filter: PropertyFilter | null): { [K in keyof PropertyFilter]: PropertyFilter[K] | null } {
  return filter ?? (Object.fromEntries(CRITERION_KEYS.map((key) => [key, null])) as Record<keyof PropertyFilter, null>);
}
