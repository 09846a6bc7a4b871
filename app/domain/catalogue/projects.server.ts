/**
 * Public reads of the projects catalogue. Only active projects are ever
 * returned; filtering, sorting, counting and paging run in the database.
 */
import { and, arrayContains, asc, count, desc, eq, gte, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { projects, type Project } from "#app/platform/schema";
import { recordShown } from "#app/platform/change-keys.server";
import { PROJECT_LISTS_KEY, projectKey } from "#app/domain/catalogue/change-keys.server";
import type { ProjectSummary } from "#app/lib/project-summary";
import type { ProjectQuery } from "#app/lib/project-query";
import { PAGE_SIZE } from "#app/lib/options";
import { pageCount } from "#app/lib/pagination";
import { CARD_EXCERPT_CHARS, excerpt } from "#app/lib/excerpt";
import { phrasePatterns, searchTermPatterns } from "#app/lib/search-terms";
import { insideBox, insidePolygon } from "#app/domain/catalogue/map-area.server";

/** No card shows more than four amenities (and "+N more"). */
const CARD_AMENITIES = 4;

/** The columns a card needs — never the whole row (keeps list HTML small). */
const summaryColumns = {
  id: projects.id,
  title: projects.title,
  developer: projects.developer,
  location: projects.location,
  type: projects.type,
  status: projects.status,
  priceMin: projects.priceMin,
  priceMax: projects.priceMax,
  areaMin: projects.areaMin,
  areaMax: projects.areaMax,
  // A little more than the excerpt, so it can end at a whole word.
  description: sql<string>`left(${projects.description}, ${sql.raw(String(CARD_EXCERPT_CHARS + 40))})`,
  amenities: sql<string[]>`${projects.amenities}[1:${sql.raw(String(CARD_AMENITIES))}]`,
  amenityCount: sql<number>`cardinality(${projects.amenities})`,
  completionDate: projects.completionDate,
  totalUnits: projects.totalUnits,
  availableUnits: projects.availableUnits,
  rating: projects.rating,
  reviews: projects.reviews,
  photoUrl: sql<string | null>`${projects.images} -> 0 ->> 'card'`,
};

function toSummary(row: ProjectSummary): ProjectSummary {
  return { ...row, description: excerpt(row.description) };
}

export const HOME_PROJECT_LIMIT = 6;

/** Home page: up to 6 newest active projects under construction (docs/spec/public-site.md §2). */
export async function listHomeProjects(): Promise<ProjectSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(projects)
    .where(and(eq(projects.active, true), eq(projects.status, "ongoing")))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(HOME_PROJECT_LIMIT);
  return rows.map(toSummary);
}

/** The Project Type and Developer choices: what active projects actually have. */
export async function projectFilterOptions(): Promise<{ types: string[]; developers: string[] }> {
  const [typeRows, developerRows] = await Promise.all([
    db
      .selectDistinct({ value: projects.type })
      .from(projects)
      .where(eq(projects.active, true))
      .orderBy(asc(projects.type)),
    db
      .selectDistinct({ value: projects.developer })
      .from(projects)
      .where(eq(projects.active, true))
      .orderBy(asc(projects.developer)),
  ]);
  return { types: typeRows.map((r) => r.value), developers: developerRows.map((r) => r.value) };
}

/** `text` LIKE one of `patterns`. */
function likeAny(text: SQL | typeof projects.searchText, patterns: string[]): SQL {
  return or(...patterns.map((pattern) => sql`${text} like ${pattern}`))!;
}

/** The /projects list's WHERE: active projects meeting every criterion of the query. */
export function projectConditions(query: ProjectQuery): SQL[] {
  return [eq(projects.active, true), ...projectCriteria(query)];
}

/** The query's criteria, active or not (the API's incremental copy lists withdrawn projects too). */
export function projectCriteria(query: ProjectQuery): SQL[] {
  const where: SQL[] = [];
  // search_text is lower(title || location || developer): the search box matches title, location or developer,
  // every word of it in either script (app/lib/search-terms.ts, as on the property lists).
  for (const patterns of searchTermPatterns(query.search)) where.push(likeAny(projects.searchText, patterns));
  // The location: a substring, each word in either script.
  const location = phrasePatterns(query.location);
  if (location.length > 0) where.push(likeAny(sql`lower(${projects.location})`, location));
  if (query.status) where.push(eq(projects.status, query.status));
  if (query.type) where.push(eq(projects.type, query.type));
  if (query.developer) where.push(eq(projects.developer, query.developer));
  // Ranges overlap: a project from ₹1 Cr to ₹3 Cr matches a ₹2–5 Cr search.
  if (query.minPrice !== null) where.push(gte(projects.priceMax, query.minPrice));
  if (query.maxPrice !== null) where.push(lte(projects.priceMin, query.maxPrice));
  if (query.minArea !== null) where.push(gte(projects.areaMax, query.minArea));
  if (query.maxArea !== null) where.push(lte(projects.areaMin, query.maxArea));
  if (query.amenities.length > 0) {
    where.push(arrayContains(projects.amenities, query.amenities));
  }
  // The map: inside the view searched and the area drawn (map-area.server.ts).
  if (query.bbox) where.push(insideBox(projects.position, query.bbox));
  if (query.poly) where.push(insidePolygon(projects.position, query.poly));
  return where;
}

/** A project sort key: an expression over the projects table, its direction and its SQL type (for the API's cursor). */
export type ProjectSortKey = { expression: SQL; direction: "asc" | "desc"; type: "int" | "bigint" | "real" | "date" };

const statusRank = sql`case ${projects.status} when 'ongoing' then 0 when 'upcoming' then 1 when 'completed' then 2 else 3 end`;
const key = (expression: SQL | AnyColumn, direction: "asc" | "desc", type: ProjectSortKey["type"]): ProjectSortKey => ({
  expression: sql`${expression}`,
  direction,
  type,
});

/**
 * Each sort's keys, most significant first, ending on id so equal keys keep one
 * order: the /projects pages and the API's cursor paging (catalogue-feed.server.ts) both walk them.
 */
export function projectSortKeys(sort: ProjectQuery["sort"]): ProjectSortKey[] {
  switch (sort) {
    case "price-low":
      return [
        key(projects.priceMin, "asc", "bigint"),
        key(projects.priceMax, "asc", "bigint"),
        key(projects.id, "asc", "int"),
      ];
    case "price-high":
      return [
        key(projects.priceMin, "desc", "bigint"),
        key(projects.priceMax, "desc", "bigint"),
        key(projects.id, "asc", "int"),
      ];
    case "completion":
      return [key(projects.completionDate, "asc", "date"), key(projects.id, "asc", "int")];
    case "rating":
      return [
        key(projects.rating, "desc", "real"),
        key(projects.reviews, "desc", "int"),
        key(projects.id, "asc", "int"),
      ];
    case "available":
      return [key(projects.availableUnits, "desc", "int"), key(projects.id, "asc", "int")];
    default:
      // Relevance: ongoing, then upcoming, then completed, then highest rated.
      return [key(statusRank, "asc", "int"), key(projects.rating, "desc", "real"), key(projects.id, "asc", "int")];
  }
}

function projectOrder(sort: ProjectQuery["sort"]): SQL[] {
  return projectSortKeys(sort).map(({ expression, direction }) =>
    direction === "asc" ? asc(expression) : desc(expression),
  );
}

export type ProjectPage = {
  projects: ProjectSummary[];
  total: number;
  /** The page actually shown: a page past the end is clamped to the last one. */
  page: number;
  totalPages: number;
};

export async function listProjects(query: ProjectQuery, pageSize = PAGE_SIZE): Promise<ProjectPage> {
  const where = and(...projectConditions(query));
  const [{ value: total }] = await db.select({ value: count() }).from(projects).where(where);
  const totalPages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, query.page), totalPages);
  const rows =
    total === 0
      ? []
      : await db
          .select(summaryColumns)
          .from(projects)
          .where(where)
          .orderBy(...projectOrder(query.sort))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { projects: rows.map(toSummary), total, page, totalPages };
}

/**
 * The /projects page for the query its route read from the URL: the Project
 * Type and Developer choices and the page of cards. A type or developer no
 * active project has is not a choice: it is ignored.
 */
export async function loadProjectList(parsed: ProjectQuery) {
  recordShown([PROJECT_LISTS_KEY]);
  const options = await projectFilterOptions();
  const query: ProjectQuery = {
    ...parsed,
    type: options.types.includes(parsed.type) ? parsed.type : "",
    developer: options.developers.includes(parsed.developer) ? parsed.developer : "",
  };
  const result = await listProjects(query);
  return {
    query: { ...query, page: result.page },
    options,
    projects: result.projects,
    total: result.total,
    totalPages: result.totalPages,
  };
}

/** One active project by id; null for unknown, inactive or malformed ids. */
export async function getPublicProject(id: number): Promise<Project | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.active, true)))
    .limit(1);
  recordShown([projectKey(id)]);
  return row ?? null;
}

/** Active projects under construction meeting `condition`, newest first, as cards (the locality page). */
export async function listOngoingProjectsWhere(condition: SQL, limit: number): Promise<ProjectSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(projects)
    .where(and(eq(projects.active, true), eq(projects.status, "ongoing"), condition))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
  return rows.map(toSummary);
}

/**
 * One page of the active projects meeting `condition`, newest first, as cards,
 * with the total (a builder's profile: their projects).
 */
export async function pageProjectSummariesWhere(condition: SQL, page: number, pageSize: number) {
  const where = and(eq(projects.active, true), condition);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(projects).where(where),
    db
      .select(summaryColumns)
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows: rows.map(toSummary), total };
}
