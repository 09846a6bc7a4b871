/**
 * The catalogue as the public API reads it (app/web/api/v1): pages walked by
 * a cursor instead of page numbers, and the incremental copy by modification
 * time.
 *
 * - **Same lists.** A property list is filtered by the list pages' own filter
 *   definition (property-filter.server.ts) and ordered by their own sort keys
 *   (`SORT_KEYS` of properties.server.ts; `projectSortKeys` for projects), so
 *   the API lists the same ids in the same order as /residential, /commercial
 *   and /projects.
 * - **Keyset paging.** A page ends with its last row's sort key values (every
 *   order ends on id, so they are unique); the next page is the rows strictly
 *   after them. A row added or changed during a walk never makes another row
 *   repeat or be skipped: it lands before or after the cursor as a whole.
 *   Values travel as PostgreSQL's text of them (timestamps to the
 *   microsecond), checked by their type before they reach SQL.
 * - **Incremental copy.** `modifiedSince` lists every property or project
 *   whose row changed at or after that time, in (updated_at, id) order,
 *   withdrawn, expired, sold and rented ones included with their state.
 *   updated_at is bumped by every change of the row (migration 0023's trigger
 *   covers the statements that do not set it themselves).
 */
import { and, asc, desc, eq, gte, or, sql, type SQL } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { projects, properties, type Photo } from "#app/platform/schema";
import { recordShown } from "#app/platform/change-keys.server";
import { criteriaConditions, propertyFilterOf } from "#app/domain/catalogue/property-filter.server";
import { SORT_COLUMNS, SORT_KEYS } from "#app/domain/catalogue/properties.server";
import { projectCriteria, projectSortKeys } from "#app/domain/catalogue/projects.server";
import {
  PROJECT_CHANGES_KEY,
  PROJECT_LISTS_KEY,
  projectKey,
  PROPERTY_CHANGES_KEY,
  propertyKey,
  propertyQueryKeys,
} from "#app/domain/catalogue/change-keys.server";
import type { ListingKind, PropertyQuery, PropertySort } from "#app/lib/property-query";
import type { ProjectQuery } from "#app/lib/project-query";

/** The SQL type of a sort key, which its cursor value is checked against and cast to. */
export type KeyType = "int" | "bigint" | "real" | "boolean" | "timestamptz" | "date";

type Key = { expression: SQL; direction: "asc" | "desc"; type: KeyType };

const INT_MAX = 2_147_483_647;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Whether `value` is a value of `type` as this module writes it (so the cast in SQL cannot fail). */
export function isKeyValue(type: KeyType, value: string): boolean {
  switch (type) {
    case "int":
      return /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= INT_MAX;
    case "bigint":
      return /^-?\d{1,15}$/.test(value);
    case "real":
      return value.length <= 40 && /^-?\d+(?:\.\d+)?(?:e[-+]?\d{1,3})?$/i.test(value) && Number.isFinite(Number(value));
    case "boolean":
      return value === "true" || value === "false";
    case "timestamptz": {
      if (!TIMESTAMP.test(value)) return false;
      const millis = `${value.slice(0, 23)}Z`;
      const date = new Date(millis);
      return !Number.isNaN(date.getTime()) && date.toISOString() === millis;
    }
    case "date": {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }
  }
}

/** A key's value as text that casts back to exactly it (timestamps in UTC to the microsecond). */
function keyText({ expression, type }: Key): SQL<string> {
  if (type === "timestamptz") {
    return sql<string>`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  return sql<string>`(${expression})::text`;
}

/** Rows strictly after `values` in the order of `keys`: (k1 beyond v1) or (k1 = v1 and k2 beyond v2) or … */
function after(keys: Key[], values: string[]): SQL {
  const cast = (index: number) => sql`cast(${values[index]} as ${sql.raw(keys[index].type)})`;
  const branches = keys.map((key, i) =>
    and(
      ...keys.slice(0, i).map((earlier, j) => sql`${earlier.expression} = ${cast(j)}`),
      key.direction === "asc" ? sql`${key.expression} > ${cast(i)}` : sql`${key.expression} < ${cast(i)}`,
    )!,
  );
  return or(...branches)!;
}

function orderOf(keys: Key[]): SQL[] {
  return keys.map(({ expression, direction }) => (direction === "asc" ? asc(expression) : desc(expression)));
}

/** Whether a cursor's values fit `keys` (count and types). */
function fits(keys: Key[], values: string[] | null): boolean {
  return values === null || (values.length === keys.length && keys.every((key, i) => isKeyValue(key.type, values[i])));
}

export class CursorMismatch extends Error {}

// ---------------------------------------------------------------- properties

/** The API's extra order: by modification, oldest first (the incremental copy's). */
export type PropertyFeedSort = PropertySort | "modified";

const PROPERTY_KEY_TYPES: Record<keyof typeof SORT_COLUMNS, KeyType> = {
  id: "int",
  featured: "boolean",
  created_at: "timestamptz",
  price: "bigint",
  area: "int",
  rating: "real",
  reviews: "int",
};

const MODIFIED_PROPERTY_KEYS: Key[] = [
  { expression: sql`${properties.updatedAt}`, direction: "asc", type: "timestamptz" },
  { expression: sql`${properties.id}`, direction: "asc", type: "int" },
];

function propertyKeys(sort: PropertyFeedSort): Key[] {
  if (sort === "modified") return MODIFIED_PROPERTY_KEYS;
  return SORT_KEYS[sort].map(([column, direction]) => ({
    expression: sql`${SORT_COLUMNS[column]}`,
    direction,
    type: PROPERTY_KEY_TYPES[column],
  }));
}

/** Where a property stands: on the site, or why it left it. */
export type ListingState = "active" | "sold" | "rented" | "expired" | "withdrawn";

const stateSql = sql<ListingState>`case
  when ${properties.active} then 'active'
  when ${properties.closedAs} in ('sold', 'rented') then ${properties.closedAs}
  when ${properties.expiredAt} is not null then 'expired'
  else 'withdrawn' end`;

const feedColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  category: properties.category,
  price: properties.price,
  status: properties.status,
  state: stateSql,
  location: properties.location,
  city: properties.city,
  area: properties.area,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parking: properties.parking,
  floors: properties.floors,
  furnishing: properties.furnishing,
  facing: properties.facing,
  yearBuilt: properties.yearBuilt,
  developer: properties.developer,
  description: properties.description,
  featured: properties.featured,
  amenities: properties.amenities,
  images: properties.images,
  projectId: properties.projectId,
  rating: properties.rating,
  reviews: properties.reviews,
  ratingSource: properties.ratingSource,
  position: properties.position,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
};

export type FeedProperty = {
  id: number;
  title: string;
  type: string;
  category: string;
  price: number;
  status: string;
  state: ListingState;
  location: string;
  city: string;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  parking: number;
  floors: number | null;
  furnishing: string | null;
  facing: string | null;
  yearBuilt: number | null;
  developer: string | null;
  description: string;
  featured: boolean;
  amenities: string[];
  images: Photo[];
  projectId: number | null;
  rating: number;
  reviews: number;
  ratingSource: string | null;
  position: { x: number; y: number } | null;
  createdAt: Date;
  updatedAt: Date;
};

export type FeedPage<T> = { rows: T[]; next: { sort: string; after: string[] } | null };

export type PropertyFeedInput = {
  kind: ListingKind;
  /** The list pages' query (its sort and page are not used). */
  query: PropertyQuery;
  sort: PropertyFeedSort;
  /** Changed at or after this time, active or not; null: active properties only. */
  modifiedSince: Date | null;
  /** The last row of the previous page's key values; null: the first page. */
  after: string[] | null;
  limit: number;
};

/**
 * One page of properties and the cursor of the next one (null on the last).
 * Throws CursorMismatch when `after` does not fit the sort's keys.
 */
export async function propertyFeed(input: PropertyFeedInput): Promise<FeedPage<FeedProperty>> {
  const keys = propertyKeys(input.sort);
  if (!fits(keys, input.after)) throw new CursorMismatch();
  const where: SQL[] = criteriaConditions(propertyFilterOf(input.kind, input.query));
  if (input.modifiedSince) where.push(gte(properties.updatedAt, input.modifiedSince));
  else where.push(eq(properties.active, true));
  if (input.after) where.push(after(keys, input.after));
  // Keyed as the list pages are (ADR 031, ADR 053): by kind and place or status, and price bands.
  // The incremental copy lists rows that are not public too, so any change of a property can change it.
  recordShown(input.modifiedSince ? [PROPERTY_CHANGES_KEY] : propertyQueryKeys(input.kind, input.query));
  const rows = await db
    .select({ ...feedColumns, keyValues: sql<string[]>`array[${sql.join(keys.map(keyText), sql`, `)}]` })
    .from(properties)
    .where(and(...where))
    .orderBy(...orderOf(keys))
    .limit(input.limit + 1);
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ keyValues: _keys, ...row }) => row as FeedProperty),
    next: more && last ? { sort: input.sort, after: last.keyValues } : null,
  };
}

/** One active property, as the feed lists it; null when there is none. */
export async function feedProperty(id: number): Promise<FeedProperty | null> {
  recordShown([propertyKey(id)]);
  const [row] = await db
    .select(feedColumns)
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.active, true)));
  return (row as FeedProperty | undefined) ?? null;
}

/**
 * The property an account listed under its own reference (the API's writes
 * key listings by it), whatever its state: its owner sees it withdrawn or sold
 * too. Null when the account holds no published property by that reference
 * (another account's reference included: references belong to an account).
 */
export async function ownedFeedProperty(ownerUserId: string, externalRef: string): Promise<FeedProperty | null> {
  const [row] = await db
    .select(feedColumns)
    .from(properties)
    .where(and(eq(properties.ownerUserId, ownerUserId), eq(properties.externalRef, externalRef)));
  if (!row) return null;
  recordShown([propertyKey(row.id)]);
  return row as FeedProperty;
}

// ---------------------------------------------------------------- projects

export type ProjectFeedSort = ProjectQuery["sort"] | "modified";

const MODIFIED_PROJECT_KEYS: Key[] = [
  { expression: sql`${projects.updatedAt}`, direction: "asc", type: "timestamptz" },
  { expression: sql`${projects.id}`, direction: "asc", type: "int" },
];

function projectKeys(sort: ProjectFeedSort): Key[] {
  return sort === "modified" ? MODIFIED_PROJECT_KEYS : projectSortKeys(sort);
}

export type FeedProject = typeof projects.$inferSelect;

export type ProjectFeedInput = {
  query: ProjectQuery;
  sort: ProjectFeedSort;
  modifiedSince: Date | null;
  after: string[] | null;
  limit: number;
};

/** One page of projects and the next page's cursor, as propertyFeed. */
export async function projectFeed(input: ProjectFeedInput): Promise<FeedPage<FeedProject>> {
  const keys = projectKeys(input.sort);
  if (!fits(keys, input.after)) throw new CursorMismatch();
  // The /projects filter's criteria; the incremental copy lists inactive projects too.
  const where: SQL[] = projectCriteria(input.query);
  if (input.modifiedSince) where.push(gte(projects.updatedAt, input.modifiedSince));
  else where.push(eq(projects.active, true));
  if (input.after) where.push(after(keys, input.after));
  recordShown([input.modifiedSince ? PROJECT_CHANGES_KEY : PROJECT_LISTS_KEY]);
  const rows = await db
    .select({ project: projects, keyValues: sql<string[]>`array[${sql.join(keys.map(keyText), sql`, `)}]` })
    .from(projects)
    .where(and(...where))
    .orderBy(...orderOf(keys))
    .limit(input.limit + 1);
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => row.project),
    next: more && last ? { sort: input.sort, after: last.keyValues } : null,
  };
}

/** One active project; null when there is none. */
export async function feedProject(id: number): Promise<FeedProject | null> {
  recordShown([projectKey(id)]);
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.active, true)));
  return row ?? null;
}
