/**
 * Public reads of the property catalogue. Only active properties are ever
 * returned; filtering, sorting, counting and paging run in the database
 * (a page gets its 12 rows, never the whole table).
 */
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "#app/platform/db.server";
import { z } from "zod";
import { favoritePropertyIds } from "#app/domain/seekers/favorites.server";
import { filterConditions, propertyFilterOf, searchPlanningFor } from "#app/domain/catalogue/property-filter.server";
import { projects, properties } from "#app/platform/schema";
import { recordShown } from "#app/platform/change-keys.server";
import { developersKey, propertyKey, propertyQueryKeys } from "#app/domain/catalogue/change-keys.server";
import { PAGE_SIZE } from "#app/lib/options";
import { pageCount } from "#app/lib/pagination";
import { CARD_EXCERPT_CHARS, excerpt } from "#app/lib/excerpt";
import { type ListingKind, type PropertyQuery, type PropertySort } from "#app/lib/property-query";

/** What a property card shows: only those columns, trimmed (keeps list HTML small). */
export type PropertyCardData = {
  id: number;
  title: string;
  type: string;
  category: string;
  price: number;
  status: string;
  location: string;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number;
  floors: number | null;
  furnishing: string | null;
  featured: boolean;
  /** From approved reviews (app/domain/reviews/ratings.server.ts): the project's or else the locality's; 0 reviews: none. */
  rating: number;
  reviews: number;
  ratingSource: "project" | "locality" | null;
  /** The start of the description, cut at a word (cards show two lines). */
  description: string;
  /** The first four amenities (no card shows more). */
  amenities: string[];
  amenityCount: number;
  /** The card-size variant of the first photo only. */
  photoUrl: string | null;
};

/** Read a little more than the excerpt, so it can end at a whole word. */
const CARD_DESCRIPTION_CHARS = CARD_EXCERPT_CHARS + 40;
const CARD_AMENITIES = 4;

const cardColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  category: properties.category,
  price: properties.price,
  status: properties.status,
  location: properties.location,
  area: properties.area,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parking: properties.parking,
  floors: properties.floors,
  furnishing: properties.furnishing,
  featured: properties.featured,
  rating: properties.rating,
  reviews: properties.reviews,
  ratingSource: sql<"project" | "locality" | null>`${properties.ratingSource}`,
  description: sql<string>`left(${properties.description}, ${sql.raw(String(CARD_DESCRIPTION_CHARS))})`,
  amenities: sql<string[]>`${properties.amenities}[1:${sql.raw(String(CARD_AMENITIES))}]`,
  amenityCount: sql<number>`cardinality(${properties.amenities})`,
  photoUrl: sql<string | null>`${properties.images} -> 0 ->> 'card'`,
};

function toCard(row: PropertyCardData): PropertyCardData {
  return { ...row, description: excerpt(row.description) };
}

const TYPE_OF_KIND: Record<ListingKind, string> = { residential: "Residential", commercial: "Commercial" };

/**
 * The list's WHERE: the one definition of a match, shared with saved-search
 * alerts (property-filter.server.ts), written as its planning read ahead says
 * (searchPlanningFor: a place's known locations, common amenities tested on rows).
 */
export async function propertyConditions(kind: ListingKind, query: PropertyQuery): Promise<SQL[]> {
  const filter = propertyFilterOf(kind, query);
  return filterConditions(filter, await searchPlanningFor(filter));
}

/** The columns a list can be sorted by, named as the matches query below selects them (the API's cursor too). */
export const SORT_COLUMNS = {
  id: properties.id,
  featured: properties.featured,
  created_at: properties.createdAt,
  price: properties.price,
  area: properties.area,
  rating: properties.rating,
  reviews: properties.reviews,
};

export type SortKey = [column: keyof typeof SORT_COLUMNS, direction: "asc" | "desc"];

/**
 * Each sort's keys, most significant first: the one table both the matches
 * query and the page's rows are ordered by. Every order ends on id so pages
 * never overlap or skip rows with equal keys. The API's cursor paging walks
 * the same keys (catalogue-feed.server.ts), so it lists in the pages' order.
 */
export const SORT_KEYS: Record<PropertySort, SortKey[]> = {
  relevance: [
    ["featured", "desc"],
    ["created_at", "desc"],
    ["id", "desc"],
  ],
  "price-low": [
    ["price", "asc"],
    ["id", "desc"],
  ],
  "price-high": [
    ["price", "desc"],
    ["id", "desc"],
  ],
  "area-large": [
    ["area", "desc"],
    ["id", "desc"],
  ],
  "area-small": [
    ["area", "asc"],
    ["id", "desc"],
  ],
  // Newest by when the listing was created (the original sorted by year built).
  newest: [
    ["created_at", "desc"],
    ["id", "desc"],
  ],
  // Highest rated first (the original sorted ascending).
  rating: [
    ["rating", "desc"],
    ["reviews", "desc"],
    ["id", "desc"],
  ],
};

/** ORDER BY for a query on the properties table. */
export function propertyOrder(sort: PropertySort): SQL[] {
  return SORT_KEYS[sort].map(([column, direction]) =>
    direction === "asc" ? asc(SORT_COLUMNS[column]) : desc(SORT_COLUMNS[column]),
  );
}

/** ORDER BY over the columns of the matches CTE, which selects SORT_COLUMNS under their keys. */
function matchOrder(sort: PropertySort): SQL {
  return sql.join(
    SORT_KEYS[sort].map(([column, direction]) => sql`${sql.identifier(column)} ${sql.raw(direction)}`),
    sql`, `,
  );
}

/** The matches CTE's columns: every sort column under its key. */
const matchColumns = sql.join(
  Object.entries(SORT_COLUMNS).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);

/**
 * The CTE `matches`: the rows meeting `where`, with matchColumns, materialised
 * so PostgreSQL plans it for reading every match (countAndPage says why).
 */
function matchesWhere(where: SQL | undefined): SQL {
  return sql`matches as materialized (select ${matchColumns} from ${properties} where ${where})`;
}

export type PropertyPage = {
  rows: PropertyCardData[];
  /** The number of matches: exact up to the count cap; above it, the cap itself and `totalCapped`. */
  total: number;
  /** More matches than the cap: the list says "10,000+" and its pages end at the cap. */
  totalCapped: boolean;
  /** The page shown: the requested one, clamped to the last. */
  page: number;
  totalPages: number;
  pageSize: number;
};

/**
 * Matches are counted up to this many (docs/decisions/032-search-at-a-million-listings.md):
 * below it a list shows the exact number, above it "10,000+" and its pages end
 * there. No visitor pages through 10,000 results; counting stops at the cap,
 * so a broad search costs what a 10,000-result one does.
 */
export const COUNT_CAP = 10_000;

/**
 * The count (up to `cap` + 1) and, when it is within the cap, the page's ids,
 * in one statement. The matches are a materialised CTE: PostgreSQL plans a CTE
 * for reading every row (never the "first rows fast" plans a LIMIT invites,
 * which walk the whole table when a search has few matches), and reads it only
 * as far as its readers ask: the count stops at cap + 1, and the page is
 * sorted from the matches only when they are all there (a one-time filter).
 */
async function countAndPage(where: SQL | undefined, sort: PropertySort, page: number, pageSize: number, cap: number) {
  const found = await queryRows(
    z.object({ id: z.coerce.number().nullable(), total: z.coerce.number() }),
    sql`
    with ${matchesWhere(where)},
    counted as (select count(*)::int as total from (select from matches limit ${cap + 1}) as bounded)
    select picked.id, counted.total from counted
    left join lateral (
      select matches.id from matches where counted.total <= ${cap}
      order by ${matchOrder(sort)}
      limit ${pageSize}
      offset (least(${page}, greatest(1, ceil(counted.total::numeric / ${pageSize})::int)) - 1) * ${pageSize}
    ) as picked on true
  `,
  );
  const total = found[0].total;
  return { total, ids: total > cap ? null : found.flatMap((row) => (row.id === null ? [] : [row.id])) };
}

/**
 * How many listings a search finds, counted as its list page counts them: exact
 * up to `cap`, above it the cap itself and `totalCapped` ("10,000+"). The
 * matches are a materialised CTE for the reason countAndPage gives.
 */
export async function countProperties(
  kind: ListingKind,
  query: PropertyQuery,
  cap = COUNT_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  const [{ total }] = await queryRows(
    z.object({ total: z.coerce.number() }),
    sql`
    with matches as materialized (select ${properties.id} from ${properties} where ${and(...(await propertyConditions(kind, query)))})
    select count(*)::int as total from (select from matches limit ${cap + 1}) as bounded
  `,
  );
  return { total: Math.min(total, cap), totalCapped: total > cap };
}

/**
 * How a page of more than `cap` matches is found (ADR 059). Walking the
 * kind's listings in the sort's order and stopping after the page is cheap
 * when the matches are spread along that order, which is what PostgreSQL
 * assumes when it plans the walk. When a filter goes with the order (a
 * budget sorted by area, four bedrooms sorted from the cheapest), the page's
 * matches lie far along it: 221,883 rows walked for a page of 12 at a million
 * listings. So the walk is first bounded: WALK_ROWS rows, and
 * WALK_ROWS_PER_PAGE_ROW more for each row the page needs (its offset and
 * size: a deep page of a search whose matches are one row in three is still
 * reached). If that does not reach the page, the matches it did find tell
 * how far the page lies: within
 * WALK_ROWS_GO_ON times the bound, the walk goes on to it; further, or with
 * no match found, every match is read and the page sorted from them (a cost
 * of the matches: more than the cap, but not hundreds of thousands of rows).
 */
export const WALK_ROWS = 12_000;
const WALK_ROWS_PER_PAGE_ROW = 3;
const WALK_ROWS_GO_ON = 3;

/**
 * Where the walk goes: the kind's active listings, of the query's status if
 * it has one, within the query's bounds on the sort's leading column (a
 * budget sorted by price, an area range sorted by area), so it is sought in
 * an index that holds the sort order (the price list index for a status
 * sorted by price walks only that status, index-only) and starts where the
 * page's matches can.
 */
function walkConditions(kind: ListingKind, query: PropertyQuery): SQL[] {
  const where = [eq(properties.type, TYPE_OF_KIND[kind]), eq(properties.active, true)];
  if (query.status) where.push(eq(properties.status, query.status));
  const [[leading]] = SORT_KEYS[query.sort];
  if (leading !== "price" && leading !== "area") return where;
  const [min, max] = leading === "price" ? [query.minPrice, query.maxPrice] : [query.minArea, query.maxArea];
  if (min !== null) where.push(gte(SORT_COLUMNS[leading], min));
  if (max !== null) where.push(lte(SORT_COLUMNS[leading], max));
  return where;
}

/**
 * The ids of the matches among the first `rows` of the kind's listings in the
 * sort's order, up to `wanted` of them. The walk stops as soon as it has
 * them: the outer query keeps the walk's order, so no sort waits for the
 * whole walk.
 */
async function boundedWalk(
  kind: ListingKind,
  query: PropertyQuery,
  where: SQL | undefined,
  rows: number,
  wanted: number,
) {
  const found = await queryRows(
    z.object({ id: z.coerce.number() }),
    sql`
    select id from (
      select ${matchColumns}, coalesce(${where ?? sql`true`}, false) as matched from ${properties}
      where ${and(...walkConditions(kind, query))}
      order by ${sql.join(propertyOrder(query.sort), sql`, `)}
      limit ${rows}
    ) as walked
    where matched
    order by ${matchOrder(query.sort)}
    limit ${wanted}
  `,
  );
  return found.map((row) => row.id);
}

/**
 * The ids of one page of more than `cap` matches, in the sort's order (ties
 * broken by id, so pages never overlap or skip), found as the comment above
 * says. The last page under the cap holds only the rows up to it.
 */
async function pageInOrder(
  kind: ListingKind,
  query: PropertyQuery,
  where: SQL | undefined,
  { page, pageSize, cap, walkRows }: { page: number; pageSize: number; cap: number; walkRows: number },
) {
  const offset = (page - 1) * pageSize;
  const limit = Math.min(pageSize, cap - offset);
  const bound = walkRows + WALK_ROWS_PER_PAGE_ROW * (offset + limit);
  const found = await boundedWalk(kind, query, where, bound, offset + limit);
  if (found.length === offset + limit) return found.slice(offset);
  // Fewer: the bound was walked whole, or the kind's listings ended first (then the matches are few).
  const rowsToPage = found.length === 0 ? Infinity : ((offset + limit) * bound) / found.length;
  if (rowsToPage <= WALK_ROWS_GO_ON * bound) {
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...propertyOrder(query.sort))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const rows = await queryRows(
    z.object({ id: z.coerce.number() }),
    sql`
    with ${matchesWhere(where)}
    select id from matches order by ${matchOrder(query.sort)} limit ${limit} offset ${offset}
  `,
  );
  return rows.map((row) => row.id);
}

/**
 * One page of a list and its number of matches, counted up to `countCap`
 * (COUNT_CAP; a parameter so tests can reach it with a few rows). Within the
 * cap, one statement counts the matches exactly and picks the page; above it,
 * the count says "the cap or more" and the page is read in sort order
 * (pageInOrder, its walk bounded by `walkRows` (WALK_ROWS), a parameter for
 * the same reason). A page past the end shows the last one. Then only those
 * rows' card columns are read.
 */
export async function listProperties(
  kind: ListingKind,
  query: PropertyQuery,
  pageSize = PAGE_SIZE,
  countCap = COUNT_CAP,
  walkRows = WALK_ROWS,
): Promise<PropertyPage> {
  const where = and(...(await propertyConditions(kind, query)));
  const requested = Math.max(1, query.page);
  const counted = await countAndPage(where, query.sort, requested, pageSize, countCap);
  const totalCapped = counted.total > countCap;
  const total = Math.min(counted.total, countCap);
  const totalPages = pageCount(total, pageSize);
  const page = Math.min(requested, totalPages);
  const ids = counted.ids ?? (await pageInOrder(kind, query, where, { page, pageSize, cap: countCap, walkRows }));
  const rows =
    ids.length === 0
      ? []
      : (
          await db
            .select(cardColumns)
            .from(properties)
            .where(inArray(properties.id, ids))
            .orderBy(...propertyOrder(query.sort))
        ).map(toCard);
  return { rows, total, totalCapped, page, totalPages, pageSize };
}

/**
 * A /residential or /commercial page for the query its route read from the
 * URL: the page of cards, the Developer choices, and which cards the viewer
 * (a signed-in user's id, if any) has saved.
 */
export async function loadPropertyList(kind: ListingKind, parsed: PropertyQuery, viewerId: string | undefined) {
  const developers = await propertyDevelopers(kind);
  // As on /projects, a developer no active listing has is not a choice: ignore it
  // (and show a hand-typed one in the stored spelling).
  const developer = developers.find((name) => name.toLowerCase() === parsed.developer.toLowerCase()) ?? "";
  const query = { ...parsed, developer };
  recordShown(propertyQueryKeys(kind, query));
  const result = await listProperties(kind, query);
  const favorites = await favoritePropertyIds(
    viewerId,
    result.rows.map((row) => row.id),
  );
  return { query: { ...query, page: result.page }, result, favoriteIds: [...favorites], developers };
}

/**
 * The developers and agencies with an active listing of this kind: the
 * Developer filter's options, read on every list page. SELECT DISTINCT would
 * read every listing; this walks properties_developer_idx from one developer
 * to the next, one probe each (a "loose index scan").
 */
export async function propertyDevelopers(kind: ListingKind): Promise<string[]> {
  recordShown([developersKey(kind)]);
  const type = TYPE_OF_KIND[kind];
  const listed = sql`type = ${type} and active and developer is not null`;
  const rows = await queryRows(
    z.object({ name: z.string() }),
    sql`
    with recursive developers(name) as (
      (select developer from properties where ${listed} order by developer limit 1)
      union all
      select (select developer from properties where ${listed} and developer > developers.name order by developer limit 1)
      from developers where developers.name is not null
    )
    select name from developers where name is not null`,
  );
  return rows.map((row) => row.name).filter((name) => name.trim() !== "");
}

export const HOME_FEATURED_LIMIT = 6;

/** Home: up to 6 featured active properties, newest first. */
export async function listFeaturedProperties(limit = HOME_FEATURED_LIMIT): Promise<PropertyCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.featured, true), eq(properties.active, true)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  return rows.map(toCard);
}

/** Figures for the home page's why-choose-us section, all counted from the data. */
export async function catalogueFigures() {
  const [[listed], [projectCount]] = await Promise.all([
    db
      .select({ properties: count(), cities: countDistinct(sql`nullif(${properties.city}, '')`) })
      .from(properties)
      .where(eq(properties.active, true)),
    db.select({ projects: count() }).from(projects).where(eq(projects.active, true)),
  ]);
  return { properties: listed.properties, cities: listed.cities, projects: projectCount.projects };
}

/** Ids in the URL are positive 32-bit integers; anything else cannot be a property. */
/** The detail page's property: active only (an inactive one is hidden from the public site). */
export async function getPublicProperty(id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      category: properties.category,
      price: properties.price,
      location: properties.location,
      city: properties.city,
      area: properties.area,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      parking: properties.parking,
      description: properties.description,
      status: properties.status,
      featured: properties.featured,
      ownerName: properties.ownerName,
      ownerContact: properties.ownerContact,
      developer: properties.developer,
      yearBuilt: properties.yearBuilt,
      furnishing: properties.furnishing,
      facing: properties.facing,
      floors: properties.floors,
      rating: properties.rating,
      reviews: properties.reviews,
      ratingSource: properties.ratingSource,
      projectId: properties.projectId,
      amenities: properties.amenities,
      images: properties.images,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      position: properties.position,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.active, true)));
  recordShown([propertyKey(id)]);
  return row ?? null;
}

export type PublicProperty = NonNullable<Awaited<ReturnType<typeof getPublicProperty>>>;

/** The newest active properties meeting `condition`, as cards (the locality page). */
export async function listNewestPropertiesWhere(condition: SQL, limit: number): Promise<PropertyCardData[]> {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .where(and(eq(properties.active, true), condition))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  return rows.map(toCard);
}

/**
 * One page of the active properties meeting `condition`, newest first, as
 * cards, with the total (an agent's profile: their listings).
 */
export async function pagePropertyCardsWhere(condition: SQL, page: number, pageSize: number) {
  const where = and(eq(properties.active, true), condition);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(properties).where(where),
    db
      .select(cardColumns)
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows: rows.map(toCard), total };
}
