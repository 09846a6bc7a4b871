/**
 * The back-office side of the catalogue: listing, counting, creating, editing,
 * toggling and deleting properties and projects. Filtering and paging happen in
 * the database. Every change is validated with the form's own schema, refused
 * when the row changed since the form was opened, and written to the activity log.
 */
import { and, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import { db } from "#app/server/db.server";
import { projects, properties, type Project, type Property } from "#app/server/schema";
import { logActivity } from "#app/domain/activity.server";
import { getSettings } from "#app/domain/settings.server";
import { pageCount } from "#app/lib/pagination";
import { queryText } from "#app/lib/query-values";
import { parseId } from "#app/lib/ids";
import { likePattern } from "#app/domain/admin-search.server";
import {
  readProjectForm,
  readPropertyForm,
  validateProject,
  validateProperty,
  type FieldErrors,
} from "#app/lib/validation/admin-catalogue";
import {
  DEFAULT_PROJECT_PHOTO,
  DEFAULT_PROPERTY_PHOTO,
  FormFileError,
  planBrochure,
  planFloorPlans,
  planPhotos,
  photoUrls,
  removeUnreferenced,
  storeBrochure,
  storeFloorPlans,
  storePlannedPhotos,
  uploadLimits,
} from "#app/domain/admin-files.server";

export const ADMIN_PROPERTIES_PAGE_SIZE = 8;
export const ADMIN_PROJECTS_PAGE_SIZE = 6;

export type Actor = { id: string; name: string };

export type SaveResult =
  { ok: true; id: number; message: string } | { ok: false; errors: FieldErrors; message?: string; stale?: boolean };

export type SimpleResult = { ok: boolean; message: string };

export const PROPERTY_STALE_MESSAGE =
  "This property was changed by someone else since you opened it. Reload and try again.";
export const PROJECT_STALE_MESSAGE =
  "This project was changed by someone else since you opened it. Reload and try again.";

// ---------------------------------------------------------------- shared helpers

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function searchFrom(params: URLSearchParams) {
  return queryText(params.get("search"));
}

/** Same instant to the millisecond: the form carries updated_at as an ISO string (ms), the column has µs. */
function sameVersion(column: typeof properties.updatedAt | typeof projects.updatedAt, expected: string) {
  return sql`abs(extract(epoch from ${column}) - extract(epoch from ${expected}::timestamptz)) < 0.001`;
}

function validTimestamp(value: FormDataEntryValue | null): value is string {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function cityFromLocation(location: string) {
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts[parts.length - 1] : "";
}

/**
 * A table's own columns without the generated ones (search keys): the admin
 * lists need the stored values only, and never the large search text.
 */
function storedColumns<T extends typeof properties | typeof projects>(table: T) {
  const all = getTableColumns(table) as Record<string, { generated?: unknown }>;
  return Object.fromEntries(Object.entries(all).filter(([, column]) => !column.generated)) as Omit<
    T["_"]["columns"],
    "searchText"
  >;
}

/** An item number typed into the search box ("12" or "#12"), to find that item too. */
function idInSearch(term: string): number | null {
  return /^#?\d{1,9}$/.test(term) ? Number(term.replace("#", "")) : null;
}

/** An edit's target: the row as it is now, and the version (updated_at) the form was opened on. */
type EditTarget<Row> = { id: number; current: Row; openedVersion: string };

/**
 * Which row a save changes: none when the form has no id (a new item), else
 * the current row, refused when it is gone or was changed since the form was opened.
 */
async function editTargetOf<Row extends { updatedAt: Date }>(
  form: FormData,
  noun: "property" | "project",
  staleMessage: string,
  find: (id: number) => Promise<Row | undefined>,
): Promise<{ target: EditTarget<Row> | null } | { refused: SaveResult }> {
  const idValue = form.get("id");
  if (!idValue) return { target: null };
  const id = parseId(idValue);
  if (!id) return { refused: { ok: false, errors: {}, message: `Error saving ${noun}: unknown ${noun}` } };
  const current = await find(id);
  if (!current)
    return { refused: { ok: false, errors: {}, message: `Error saving ${noun}: this ${noun} no longer exists` } };
  const openedVersion = form.get("updatedAt");
  if (!validTimestamp(openedVersion) || Math.abs(current.updatedAt.getTime() - Date.parse(openedVersion)) >= 1) {
    return { refused: { ok: false, errors: {}, message: staleMessage, stale: true } };
  }
  return { target: { id, current, openedVersion } };
}

function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------- properties: reading

export type AdminPropertyFilters = {
  search: string;
  type: "all" | "residential" | "commercial";
  status: "all" | "sale" | "rent";
  page: number;
};

export function propertyFiltersFrom(params: URLSearchParams): AdminPropertyFilters {
  return {
    search: searchFrom(params),
    type: oneOf(params.get("type"), ["all", "residential", "commercial"] as const, "all"),
    status: oneOf(params.get("status"), ["all", "sale", "rent"] as const, "all"),
    page: pageFrom(params),
  };
}

function propertyWhere(filters: AdminPropertyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.type !== "all")
    conditions.push(eq(properties.type, filters.type === "residential" ? "Residential" : "Commercial"));
  if (filters.status !== "all") conditions.push(eq(properties.status, filters.status));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    const id = idInSearch(filters.search);
    conditions.push(
      or(
        ilike(properties.title, pattern),
        ilike(properties.location, pattern),
        ilike(properties.ownerName, pattern),
        ilike(properties.ownerContact, pattern),
        ilike(properties.developer, pattern),
        ilike(properties.category, pattern),
        id ? eq(properties.id, id) : undefined,
      ),
    );
  }
  return and(...conditions);
}

export async function listPropertiesForAdmin(filters: AdminPropertyFilters) {
  const where = propertyWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(properties).where(where);
  const totalPages = pageCount(total, ADMIN_PROPERTIES_PAGE_SIZE);
  const page = Math.min(filters.page, totalPages);
  const columns = storedColumns(properties);
  const rows = await db
    .select(columns)
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(ADMIN_PROPERTIES_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PROPERTIES_PAGE_SIZE);
  return { rows, total, page, totalPages, pageSize: ADMIN_PROPERTIES_PAGE_SIZE };
}

export async function propertyAdminStats() {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${properties.active})`.mapWith(Number),
      featured: sql<number>`count(*) filter (where ${properties.featured})`.mapWith(Number),
      forSale: sql<number>`count(*) filter (where ${properties.status} = 'sale')`.mapWith(Number),
    })
    .from(properties);
  return row;
}

export async function findPropertyForAdmin(id: number): Promise<Property | undefined> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

// ---------------------------------------------------------------- properties: changing

/** Creates (no `id` in the form) or updates (with `id` and `updatedAt`) a property from the admin form. */
export async function savePropertyFromForm(form: FormData, actor: Actor): Promise<SaveResult> {
  const checked = validateProperty(readPropertyForm(form));
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const input = checked.data;
  const edit = await editTargetOf(form, "property", PROPERTY_STALE_MESSAGE, findPropertyForAdmin);
  if ("refused" in edit) return edit.refused;
  const { target } = edit;

  const limits = uploadLimits(await getSettings());
  let stored: string[] = [];
  try {
    const plans = await planPhotos(form, target?.current.images ?? [], limits, "property");
    const { photos, stored: storedPhotos } = await storePlannedPhotos(plans, DEFAULT_PROPERTY_PHOTO);
    stored = photoUrls(storedPhotos);
    const { photoUrls: _links, ...fields } = input;
    const values = {
      ...fields,
      city: fields.city ?? cityFromLocation(fields.location),
      images: photos,
    };

    if (!target) {
      const [created] = await db.insert(properties).values(values).returning({ id: properties.id });
      await logActivity({
        actor,
        action: "created",
        entityType: "property",
        entityId: created.id,
        summary: `Added property "${values.title}"`,
      });
      return { ok: true, id: created.id, message: "Property added successfully!" };
    }

    const updated = await db
      .update(properties)
      .set(values)
      .where(and(eq(properties.id, target.id), sameVersion(properties.updatedAt, target.openedVersion)))
      .returning({ id: properties.id });
    if (!updated.length) {
      await removeUnreferenced(stored);
      return { ok: false, errors: {}, message: PROPERTY_STALE_MESSAGE, stale: true };
    }
    await removeUnreferenced(photoUrls(target.current.images));
    await logActivity({
      actor,
      action: "updated",
      entityType: "property",
      entityId: target.id,
      summary: `Updated property "${values.title}"`,
    });
    return { ok: true, id: target.id, message: "Property updated successfully!" };
  } catch (error) {
    await removeUnreferenced(stored);
    if (error instanceof FormFileError) {
      return {
        ok: false,
        errors: { [error.field]: error.message },
        message: `Error saving property: ${error.message}`,
      };
    }
    console.error("Saving a property failed:", error);
    return { ok: false, errors: {}, message: `Error saving property: ${errorText(error)}` };
  }
}

export type CatalogueFlag = "active" | "featured";

const FLAG_WORDS: Record<CatalogueFlag, [on: string, off: string]> = {
  active: ["Activated", "Deactivated"],
  featured: ["Featured", "Unfeatured"],
};

export async function setPropertyFlag(
  id: number,
  flag: CatalogueFlag,
  value: boolean,
  actor: Actor,
): Promise<SimpleResult> {
  const [row] = await db
    .update(properties)
    .set(flag === "active" ? { active: value } : { featured: value })
    .where(eq(properties.id, id))
    .returning({ id: properties.id, title: properties.title });
  if (!row) return { ok: false, message: "This property no longer exists." };
  const word = FLAG_WORDS[flag][value ? 0 : 1];
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "property",
    entityId: id,
    summary: `${word} property "${row.title}"`,
  });
  return { ok: true, message: `${word} "${row.title}".` };
}

export async function deletePropertyById(id: number, actor: Actor): Promise<SimpleResult> {
  try {
    const [row] = await db.delete(properties).where(eq(properties.id, id)).returning();
    if (!row) return { ok: false, message: "Error deleting property: this property no longer exists" };
    await removeUnreferenced(photoUrls(row.images));
    await logActivity({
      actor,
      action: "deleted",
      entityType: "property",
      entityId: id,
      summary: `Deleted property "${row.title}"`,
    });
    return { ok: true, message: "Property deleted successfully!" };
  } catch (error) {
    console.error("Deleting a property failed:", error);
    return { ok: false, message: `Error deleting property: ${errorText(error)}` };
  }
}

// ---------------------------------------------------------------- projects: reading

export const PROJECT_STATUS_FILTERS = ["all", "ongoing", "upcoming", "completed"] as const;

export type AdminProjectFilters = {
  search: string;
  status: (typeof PROJECT_STATUS_FILTERS)[number];
  /** 'all' or one of PROJECT_TYPES. */
  type: string;
  page: number;
};

export function projectFiltersFrom(params: URLSearchParams, types: readonly string[]): AdminProjectFilters {
  return {
    search: searchFrom(params),
    status: oneOf(params.get("status"), PROJECT_STATUS_FILTERS, "all"),
    type: oneOf(params.get("type"), ["all", ...types], "all"),
    page: pageFrom(params),
  };
}

function projectWhere(filters: AdminProjectFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== "all") conditions.push(eq(projects.status, filters.status));
  if (filters.type !== "all") conditions.push(eq(projects.type, filters.type));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    const id = idInSearch(filters.search);
    conditions.push(
      or(
        ilike(projects.title, pattern),
        ilike(projects.developer, pattern),
        ilike(projects.location, pattern),
        ilike(projects.reraNumber, pattern),
        ilike(projects.developerContact, pattern),
        id ? eq(projects.id, id) : undefined,
      ),
    );
  }
  return and(...conditions);
}

export async function listProjectsForAdmin(filters: AdminProjectFilters) {
  const where = projectWhere(filters);
  const [{ total }] = await db.select({ total: count() }).from(projects).where(where);
  const totalPages = pageCount(total, ADMIN_PROJECTS_PAGE_SIZE);
  const page = Math.min(filters.page, totalPages);
  const columns = storedColumns(projects);
  const rows = await db
    .select(columns)
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(ADMIN_PROJECTS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PROJECTS_PAGE_SIZE);
  return { rows, total, page, totalPages, pageSize: ADMIN_PROJECTS_PAGE_SIZE };
}

export async function projectAdminStats() {
  const [row] = await db
    .select({
      total: count(),
      ongoing: sql<number>`count(*) filter (where ${projects.status} = 'ongoing')`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${projects.status} = 'upcoming')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')`.mapWith(Number),
    })
    .from(projects);
  return row;
}

export async function findProjectForAdmin(id: number): Promise<Project | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

// ---------------------------------------------------------------- projects: changing

/** Every stored file a project refers to: photos, floor plans and the brochure. */
function projectFileUrls(project: Project) {
  return [
    ...photoUrls(project.images),
    ...project.floorPlans.map((plan) => plan.url),
    ...(project.brochureUrl ? [project.brochureUrl] : []),
  ];
}

export async function saveProjectFromForm(form: FormData, actor: Actor): Promise<SaveResult> {
  const checked = validateProject(readProjectForm(form));
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const input = checked.data;
  const edit = await editTargetOf(form, "project", PROJECT_STALE_MESSAGE, findProjectForAdmin);
  if ("refused" in edit) return edit.refused;
  const { target } = edit;

  const limits = uploadLimits(await getSettings());
  const stored: string[] = [];
  try {
    // Check every file before storing any.
    const photoPlans = await planPhotos(form, target?.current.images ?? [], limits, "project");
    const floorPlanPlans = await planFloorPlans(form, target?.current.floorPlans ?? [], limits);
    const brochurePlan = await planBrochure(form, target?.current.brochureUrl ?? null, limits);

    const { photos, stored: storedPhotos } = await storePlannedPhotos(photoPlans, DEFAULT_PROJECT_PHOTO);
    stored.push(...photoUrls(storedPhotos));
    const floorPlans = await storeFloorPlans(floorPlanPlans, stored);
    const brochureUrl = await storeBrochure(brochurePlan, stored);

    const { photoUrls: _links, ...fields } = input;
    const values = { ...fields, images: photos, floorPlans, brochureUrl };

    if (!target) {
      const [created] = await db.insert(projects).values(values).returning({ id: projects.id });
      await logActivity({
        actor,
        action: "created",
        entityType: "project",
        entityId: created.id,
        summary: `Added project "${values.title}"`,
      });
      return { ok: true, id: created.id, message: "Project added successfully!" };
    }

    const updated = await db
      .update(projects)
      .set(values)
      .where(and(eq(projects.id, target.id), sameVersion(projects.updatedAt, target.openedVersion)))
      .returning({ id: projects.id });
    if (!updated.length) {
      await removeUnreferenced(stored);
      return { ok: false, errors: {}, message: PROJECT_STALE_MESSAGE, stale: true };
    }
    await removeUnreferenced(projectFileUrls(target.current));
    await logActivity({
      actor,
      action: "updated",
      entityType: "project",
      entityId: target.id,
      summary: `Updated project "${values.title}"`,
    });
    return { ok: true, id: target.id, message: "Project updated successfully!" };
  } catch (error) {
    await removeUnreferenced(stored);
    if (error instanceof FormFileError) {
      return { ok: false, errors: { [error.field]: error.message }, message: `Error saving project: ${error.message}` };
    }
    console.error("Saving a project failed:", error);
    return { ok: false, errors: {}, message: `Error saving project: ${errorText(error)}` };
  }
}

export async function setProjectFlag(
  id: number,
  flag: CatalogueFlag,
  value: boolean,
  actor: Actor,
): Promise<SimpleResult> {
  const [row] = await db
    .update(projects)
    .set(flag === "active" ? { active: value } : { featured: value })
    .where(eq(projects.id, id))
    .returning({ id: projects.id, title: projects.title });
  if (!row) return { ok: false, message: "This project no longer exists." };
  const word = FLAG_WORDS[flag][value ? 0 : 1];
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "project",
    entityId: id,
    summary: `${word} project "${row.title}"`,
  });
  return { ok: true, message: `${word} "${row.title}".` };
}

export async function deleteProjectById(id: number, actor: Actor): Promise<SimpleResult> {
  try {
    const [row] = await db.delete(projects).where(eq(projects.id, id)).returning();
    if (!row) return { ok: false, message: "Error deleting project: this project no longer exists" };
    await removeUnreferenced(projectFileUrls(row));
    await logActivity({
      actor,
      action: "deleted",
      entityType: "project",
      entityId: id,
      summary: `Deleted project "${row.title}"`,
    });
    return { ok: true, message: "Project deleted successfully!" };
  } catch (error) {
    console.error("Deleting a project failed:", error);
    return { ok: false, message: `Error deleting project: ${errorText(error)}` };
  }
}
