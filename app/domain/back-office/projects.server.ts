/**
 * The back-office side of projects: listing, counting, creating, editing,
 * toggling and deleting. Filtering and paging happen in the database. A save
 * gets the form's validated fields and its photo, floor-plan and brochure
 * rows, is refused when the row changed since the form was opened, and is
 * written to the activity log.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { announceChange } from "#app/platform/data-changes.server";
import { announceProjectChange, projectChangeKeys, projectScope } from "#app/domain/catalogue/change-keys.server";
import { db } from "#app/platform/db.server";
import { localityCentre } from "#app/domain/catalogue/localities.server";
import { projects, type Project } from "#app/platform/schema";
import { fieldChanges, logActivity, type Actor } from "#app/domain/site/activity.server";
import { getSettings } from "#app/domain/site/settings.server";
import { listPage } from "#app/domain/back-office/lists.server";
import {
  editTargetOf,
  errorText,
  flagWord,
  sameVersion,
  searchCondition,
  storedColumns,
  type CatalogueFlag,
  type SaveResult,
  type SaveTarget,
  type SimpleResult,
  catalogueAuditFields,
} from "#app/domain/back-office/catalogue.server";
import {
  DEFAULT_PROJECT_PHOTO,
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
  type BrochureField,
  type FloorPlanRow,
  type PhotoRow,
} from "#app/domain/back-office/files.server";
import type { ProjectInput } from "#app/lib/validation/admin-catalogue";
import { log } from "#app/platform/log.server";

export const ADMIN_PROJECTS_PAGE_SIZE = 6;

export const PROJECT_STALE_MESSAGE =
  "This project was changed by someone else since you opened it. Reload and try again.";

export const PROJECT_STATUS_FILTERS = ["all", "ongoing", "upcoming", "completed"] as const;

export type AdminProjectFilters = {
  search: string;
  status: (typeof PROJECT_STATUS_FILTERS)[number];
  /** 'all' or one of PROJECT_TYPES. */
  type: string;
  page: number;
};

/** A save from the admin project form: the validated fields, its file rows in order, and which row it writes. */
export type ProjectSave = {
  target: SaveTarget;
  fields: ProjectInput;
  photos: PhotoRow[];
  floorPlans: FloorPlanRow[];
  brochure: BrochureField;
};

// ---------------------------------------------------------------- reading

function projectWhere(filters: AdminProjectFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== "all") conditions.push(eq(projects.status, filters.status));
  if (filters.type !== "all") conditions.push(eq(projects.type, filters.type));
  if (filters.search) {
    conditions.push(
      searchCondition(
        [projects.title, projects.developer, projects.location, projects.reraNumber, projects.developerContact],
        projects.id,
        filters.search,
      ),
    );
  }
  return and(...conditions);
}

export async function listProjectsForAdmin(filters: AdminProjectFilters) {
  const where = projectWhere(filters);
  return listPage(projects, where, filters.page, ADMIN_PROJECTS_PAGE_SIZE, (limit, offset) =>
    db
      .select(storedColumns(projects))
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(limit)
      .offset(offset),
  );
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

// ---------------------------------------------------------------- changing

/** Every stored file a project refers to: photos, floor plans and the brochure. */
function projectFileUrls(project: Project) {
  return [
    ...photoUrls(project.images),
    ...project.floorPlans.map((plan) => plan.url),
    ...(project.brochureUrl ? [project.brochureUrl] : []),
  ];
}

/** Creates (no target) or updates (a target opened on the current version) a project. */
export async function saveProject(save: ProjectSave, actor: Actor): Promise<SaveResult> {
  const edit = await editTargetOf(save.target, "project", PROJECT_STALE_MESSAGE, findProjectForAdmin);
  if ("refused" in edit) return edit.refused;
  const { target } = edit;

  const limits = uploadLimits(await getSettings());
  const stored: string[] = [];
  try {
    // Check every file before storing any.
    const photoPlans = await planPhotos(save.photos, target?.current.images ?? [], limits, "project");
    const floorPlanPlans = await planFloorPlans(save.floorPlans, target?.current.floorPlans ?? [], limits);
    const brochurePlan = await planBrochure(save.brochure, target?.current.brochureUrl ?? null, limits);

    const { photos, stored: storedPhotos } = await storePlannedPhotos(photoPlans, DEFAULT_PROJECT_PHOTO);
    stored.push(...photoUrls(storedPhotos));
    const floorPlans = await storeFloorPlans(floorPlanPlans, stored);
    const brochureUrl = await storeBrochure(brochurePlan, stored);

    const { photoUrls: _links, ...fields } = save.fields;
    // No position given: the locality's centre, until staff place it.
    const position = fields.position ?? (await localityCentre(fields.location));
    const values = { ...fields, position, images: photos, floorPlans, brochureUrl };

    if (!target) {
      const [created] = await db.insert(projects).values(values).returning({ id: projects.id });
      await announceProjectChange(created.id, null);
      await logActivity({
        actor,
        action: "created",
        entityType: "project",
        entityId: created.id,
        summary: `Added project "${values.title}"`,
        changes: fieldChanges(null, catalogueAuditFields(values)),
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
    await announceProjectChange(target.id, target.current);
    await removeUnreferenced(projectFileUrls(target.current));
    await logActivity({
      actor,
      action: "updated",
      entityType: "project",
      entityId: target.id,
      summary: `Updated project "${values.title}"`,
      changes: fieldChanges(catalogueAuditFields(target.current), catalogueAuditFields(values)),
    });
    return { ok: true, id: target.id, message: "Project updated successfully!" };
  } catch (error) {
    await removeUnreferenced(stored);
    if (error instanceof FormFileError) {
      return { ok: false, errors: { [error.field]: error.message }, message: `Error saving project: ${error.message}` };
    }
    log.error({ err: error }, "Saving a project failed");
    return { ok: false, errors: {}, message: `Error saving project: ${errorText(error)}` };
  }
}

export async function setProjectFlag(
  id: number,
  flag: CatalogueFlag,
  value: boolean,
  actor: Actor,
): Promise<SimpleResult> {
  const before = await projectScope(id);
  const [flags] = await db
    .select({ active: projects.active, featured: projects.featured })
    .from(projects)
    .where(eq(projects.id, id));
  const [row] = await db
    .update(projects)
    .set(flag === "active" ? { active: value } : { featured: value })
    .where(eq(projects.id, id))
    .returning({ id: projects.id, title: projects.title });
  if (!row) return { ok: false, message: "This project no longer exists." };
  await announceProjectChange(id, before);
  const word = flagWord(flag, value);
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "project",
    entityId: id,
    summary: `${word} project "${row.title}"`,
    changes: fieldChanges({ [flag]: flags?.[flag] ?? null }, { [flag]: value }),
  });
  return { ok: true, message: `${word} "${row.title}".` };
}

export async function deleteProjectById(id: number, actor: Actor): Promise<SimpleResult> {
  try {
    const [row] = await db.delete(projects).where(eq(projects.id, id)).returning();
    if (!row) return { ok: false, message: "Error deleting project: this project no longer exists" };
    await announceChange(projectChangeKeys(row, null));
    await removeUnreferenced(projectFileUrls(row));
    await logActivity({
      actor,
      action: "deleted",
      entityType: "project",
      entityId: id,
      summary: `Deleted project "${row.title}"`,
      changes: fieldChanges(catalogueAuditFields(row), { title: null, developer: null, location: null, status: null }),
    });
    return { ok: true, message: "Project deleted successfully!" };
  } catch (error) {
    log.error({ err: error }, "Deleting a project failed");
    return { ok: false, message: `Error deleting project: ${errorText(error)}` };
  }
}
