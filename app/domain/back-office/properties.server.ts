/**
 * The back-office side of properties: listing, counting, creating, editing,
 * toggling and deleting. Filtering and paging happen in the database. A save
 * gets the form's validated fields and photo rows, is refused when the row
 * changed since the form was opened, and goes through the one way in for
 * listings (app/domain/supply/ingest.server.ts), which applies every listing's
 * rules and writes it with its price history, change keys and activity entry.
 */
import { announceListingVisible } from "#app/domain/catalogue/listing-events.server";
import { announceChange } from "#app/platform/data-changes.server";
import {
  announcePropertyChange,
  propertyChangeKeys,
  propertyScope,
  type PropertyScope,
} from "#app/domain/catalogue/change-keys.server";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { projects, properties, type Property } from "#app/platform/schema";
import { fieldChanges, logActivity, type Actor } from "#app/domain/site/activity.server";
import { listPage } from "#app/domain/back-office/lists.server";
import {
  editTargetOf,
  errorText,
  flagWord,
  searchCondition,
  storedColumns,
  type CatalogueFlag,
  type SaveResult,
  type SaveTarget,
  type SimpleResult,
  catalogueAuditFields,
} from "#app/domain/back-office/catalogue.server";
import { photoUrls, removeUnreferenced, type PhotoRow } from "#app/domain/back-office/files.server";
import type { PropertyInput } from "#app/lib/validation/admin-catalogue";
import { mayOwnListings, OWNER_ACCOUNT_MESSAGE, relistedColumns } from "#app/domain/owners/owner-listings.server";
import { fieldErrorsOf, ingestListing } from "#app/domain/supply/ingest.server";
import { log } from "#app/platform/log.server";

export const ADMIN_PROPERTIES_PAGE_SIZE = 8;

export const PROPERTY_STALE_MESSAGE =
  "This property was changed by someone else since you opened it. Reload and try again.";

export const PROPERTY_TYPE_FILTERS = ["all", "residential", "commercial"] as const;
export const PROPERTY_STATUS_FILTERS = ["all", "sale", "rent"] as const;

export type AdminPropertyFilters = {
  search: string;
  type: (typeof PROPERTY_TYPE_FILTERS)[number];
  status: (typeof PROPERTY_STATUS_FILTERS)[number];
  page: number;
};

/** A save from the admin property form: the validated fields, the photo rows in order, and which row it writes. */
export type PropertySave = { target: SaveTarget; fields: PropertyInput; photos: PhotoRow[] };

// ---------------------------------------------------------------- reading

function propertyWhere(filters: AdminPropertyFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.type !== "all")
    conditions.push(eq(properties.type, filters.type === "residential" ? "Residential" : "Commercial"));
  if (filters.status !== "all") conditions.push(eq(properties.status, filters.status));
  if (filters.search) {
    conditions.push(
      searchCondition(
        [
          properties.title,
          properties.location,
          properties.ownerName,
          properties.ownerContact,
          properties.developer,
          properties.category,
        ],
        properties.id,
        filters.search,
      ),
    );
  }
  return and(...conditions);
}

export async function listPropertiesForAdmin(filters: AdminPropertyFilters) {
  const where = propertyWhere(filters);
  return listPage(properties, where, filters.page, ADMIN_PROPERTIES_PAGE_SIZE, (limit, offset) =>
    db
      .select(storedColumns(properties))
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(limit)
      .offset(offset),
  );
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

// ---------------------------------------------------------------- changing

const PROJECT_CHOICE_MESSAGE = "Choose a project from the list";

async function projectExists(id: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return Boolean(row);
}

/** The projects a property may be part of (the form's choices), by title. */
export async function projectChoices(): Promise<{ id: number; title: string }[]> {
  return db.select({ id: projects.id, title: projects.title }).from(projects).orderBy(projects.title);
}

/**
 * Creates (no target) or updates (a target opened on the current version) a property, through the one way in
 * for listings (`ingestListing`, source "admin"): its rules, photos, price history, change keys and activity log
 * are the ones every listing gets; the staff-only choices (owner account, project) are checked here first.
 */
export async function saveProperty(save: PropertySave, actor: Actor): Promise<SaveResult> {
  const edit = await editTargetOf(save.target, "property", PROPERTY_STALE_MESSAGE, findPropertyForAdmin);
  if ("refused" in edit) return edit.refused;
  const { target } = edit;
  if (
    save.fields.ownerUserId &&
    !(await mayOwnListings(save.fields.ownerUserId, target?.current.ownerUserId ?? null))
  ) {
    return {
      ok: false,
      errors: { ownerUserId: OWNER_ACCOUNT_MESSAGE },
      message: `Error saving property: ${OWNER_ACCOUNT_MESSAGE}`,
    };
  }

  if (save.fields.projectId && !(await projectExists(save.fields.projectId))) {
    return {
      ok: false,
      errors: { projectId: PROJECT_CHOICE_MESSAGE },
      message: `Error saving property: ${PROJECT_CHOICE_MESSAGE}`,
    };
  }

  try {
    const result = await ingestListing(
      { source: "admin", actor, staff: { target, fields: save.fields, photos: save.photos } },
      { dryRun: false },
    );
    switch (result.outcome) {
      case "invalid":
        return {
          ok: false,
          errors: fieldErrorsOf(result.errors),
          message: `Error saving property: ${result.errors[0]?.message ?? "check the fields"}`,
        };
      case "stale":
        return { ok: false, errors: {}, message: PROPERTY_STALE_MESSAGE, stale: true };
      case "new":
        return { ok: true, id: result.listingId, message: "Property added successfully!" };
      default:
        return { ok: true, id: result.listingId, message: "Property updated successfully!" };
    }
  } catch (error) {
    log.error({ err: error }, "Saving a property failed");
    return { ok: false, errors: {}, message: `Error saving property: ${errorText(error)}` };
  }
}

export async function setPropertyFlag(
  id: number,
  flag: CatalogueFlag,
  value: boolean,
  actor: Actor,
): Promise<SimpleResult> {
  let scope: PropertyScope | null = null;
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ active: properties.active, featured: properties.featured })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    scope = await propertyScope(id, tx);
    const [changed] = await tx
      .update(properties)
      // Activating a sold, rented or expired listing publishes it again, as the owner's re-list does.
      .set(flag === "active" ? { active: value, ...(value ? relistedColumns() : {}) } : { featured: value })
      .where(eq(properties.id, id))
      .returning({ id: properties.id, title: properties.title });
    if (changed && flag === "active" && value && before && !before.active) await announceListingVisible(id, tx);
    return changed ? { ...changed, before: before?.[flag] ?? null } : undefined;
  });
  if (!row) return { ok: false, message: "This property no longer exists." };
  await announcePropertyChange(id, scope);
  const word = flagWord(flag, value);
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "property",
    entityId: id,
    summary: `${word} property "${row.title}"`,
    changes: fieldChanges({ [flag]: row.before }, { [flag]: value }),
  });
  return { ok: true, message: `${word} "${row.title}".` };
}

export async function deletePropertyById(id: number, actor: Actor): Promise<SimpleResult> {
  try {
    const [row] = await db.delete(properties).where(eq(properties.id, id)).returning();
    if (!row) return { ok: false, message: "Error deleting property: this property no longer exists" };
    await announceChange(propertyChangeKeys(row, null));
    await removeUnreferenced(photoUrls(row.images));
    await logActivity({
      actor,
      action: "deleted",
      entityType: "property",
      entityId: id,
      summary: `Deleted property "${row.title}"`,
      changes: fieldChanges(catalogueAuditFields(row), { title: null, price: null, status: null, location: null }),
    });
    return { ok: true, message: "Property deleted successfully!" };
  } catch (error) {
    log.error({ err: error }, "Deleting a property failed");
    return { ok: false, message: `Error deleting property: ${errorText(error)}` };
  }
}
