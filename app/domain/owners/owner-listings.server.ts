/**
 * My listings: what an owner or agent sees and may do with their own
 * listings. A listing is theirs when its submission or its property names
 * their account (owner_user_id). Every function takes an OwnerScope and
 * answers null ("not found") for a listing outside it, so a route turns
 * another account's id into a 404 the same way as an id that does not exist.
 * Staff (administrators) may act on every listing.
 */
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { photoFiles, removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import { announcePropertiesTouched, announcePropertyChange } from "#app/domain/catalogue/change-keys.server";
import {
  listingLeads,
  photoUploads,
  properties,
  propertyListings,
  propertyRevisions,
  user,
  type Photo,
  type Property,
  type PropertyListing,
} from "#app/platform/schema";
import { fieldChanges, logActivity, type Actor, type FieldChanges } from "#app/domain/site/activity.server";
import { sameVersion } from "#app/domain/back-office/catalogue.server";
import { announceListingVisible, recordPriceChange } from "#app/domain/catalogue/listing-events.server";
import { viewTotals } from "#app/domain/owners/listing-views.server";
import type { ListingInput } from "#app/lib/validation/leads";
import { nationalNumber } from "#app/lib/phone";
import type { OwnerListingStatus } from "#app/lib/owner-listings";

export type { OwnerListingStatus };

/** Who is acting: the account, and whether it is staff (who may act on any listing). */
export type OwnerScope = { userId: string; name: string; staff: boolean };

export const LISTING_LIFETIME_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form carries updated_at as ISO (milliseconds); the column holds microseconds. */
function isSameVersion(current: Date, opened: string): boolean {
  return Math.abs(current.getTime() - Date.parse(opened)) < 1;
}

export function listedUntilFrom(now = new Date()): Date {
  return new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
}

export const STALE_LISTING_MESSAGE =
  "This listing was changed by someone else since you opened it. Reload the page and make your change again.";

/** A published property's state for its owner. */
export function propertyStatus(
  property: Pick<Property, "active" | "closedAs" | "expiredAt">,
): Exclude<OwnerListingStatus, "pending" | "rejected" | "withdrawn"> {
  if (property.closedAs === "sold") return "sold";
  if (property.closedAs === "rented") return "rented";
  if (property.expiredAt) return "expired";
  return property.active ? "approved" : "hidden";
}

function actorOf(scope: OwnerScope): Actor {
  return { id: scope.userId, name: scope.name };
}

function ownedSubmissionWhere(scope: OwnerScope, id: number) {
  return scope.staff
    ? eq(propertyListings.id, id)
    : and(eq(propertyListings.id, id), eq(propertyListings.ownerUserId, scope.userId));
}

function ownedPropertyWhere(scope: OwnerScope, id: number) {
  return scope.staff ? eq(properties.id, id) : and(eq(properties.id, id), eq(properties.ownerUserId, scope.userId));
}

// ---------------------------------------------------------------- attaching earlier submissions

/**
 * Submissions made before signing up (or signed out) with this account's
 * verified e-mail address or verified phone number become the account's, and
 * so do the properties they were published as, unless an account already has them.
 */
export async function attachEarlierSubmissions(userId: string): Promise<number> {
  const [account] = await db
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      phone: user.phoneNumber,
      phoneVerified: user.phoneNumberVerified,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return 0;
  const matches: SQL[] = [];
  if (account.emailVerified) matches.push(sql`lower(${propertyListings.ownerEmail}) = ${account.email.toLowerCase()}`);
  const national = account.phone && account.phoneVerified ? nationalNumber(account.phone) : null;
  if (national)
    matches.push(sql`right(regexp_replace(${propertyListings.ownerPhone}, '\\D', '', 'g'), 10) = ${national}`);
  if (!matches.length) return 0;
  const attached = await db.transaction(async (tx) => {
    const attached = await tx
      .update(propertyListings)
      .set({ ownerUserId: userId })
      .where(and(isNull(propertyListings.ownerUserId), or(...matches)))
      .returning({ id: propertyListings.id, propertyId: propertyListings.propertyId });
    const propertyIds = attached.map((row) => row.propertyId).filter((id): id is number => id !== null);
    if (propertyIds.length) {
      await tx
        .update(properties)
        .set({
          ownerUserId: userId,
          listedUntil: sql`coalesce(${properties.listedUntil}, ${listedUntilFrom().toISOString()}::timestamptz)`,
        })
        .where(and(inArray(properties.id, propertyIds), isNull(properties.ownerUserId)));
    }
    return attached;
  });
  if (attached.some((row) => row.propertyId !== null)) await announcePropertiesTouched();
  return attached.length;
}

// ---------------------------------------------------------------- the list

export type OwnerListingRow = {
  kind: "submission" | "property";
  id: number;
  title: string;
  photo: string | null;
  status: OwnerListingStatus;
  /** The public page, once published and visible. */
  publicUrl: string | null;
  views30: number;
  newLeads: number;
  price: number;
  listingType: string;
  createdAt: string;
  listedUntil: string | null;
  revisionPending: boolean;
};

/** Every listing of the account: submissions not (yet) published, and the properties it owns. */
export async function listOwnerListings(userId: string): Promise<OwnerListingRow[]> {
  const [submissions, owned] = await Promise.all([
    db
      .select()
      .from(propertyListings)
      .where(
        and(
          eq(propertyListings.ownerUserId, userId),
          or(ne(propertyListings.status, "approved"), isNull(propertyListings.propertyId)),
        ),
      )
      .orderBy(desc(propertyListings.createdAt)),
    db.select().from(properties).where(eq(properties.ownerUserId, userId)).orderBy(desc(properties.createdAt)),
  ]);
  const propertyIds = owned.map((p) => p.id);
  const [views, leads, revisions] = await Promise.all([
    viewTotals(propertyIds, 30),
    newLeadCounts(propertyIds),
    pendingRevisionIds(propertyIds),
  ]);
  const rows: OwnerListingRow[] = [
    ...submissions.map((s): OwnerListingRow => ({
      kind: "submission",
      id: s.id,
      title: s.title,
      photo: s.images[0]?.card ?? null,
      status: s.status as OwnerListingStatus,
      publicUrl: null,
      views30: 0,
      newLeads: 0,
      price: s.price,
      listingType: s.listingType,
      createdAt: s.createdAt.toISOString(),
      listedUntil: null,
      revisionPending: false,
    })),
    ...owned.map((p): OwnerListingRow => {
      const status = propertyStatus(p);
      return {
        kind: "property",
        id: p.id,
        title: p.title,
        photo: p.images[0]?.card ?? null,
        status,
        publicUrl: status === "approved" ? `/property/${p.id}` : null,
        views30: views.get(p.id) ?? 0,
        newLeads: leads.get(p.id) ?? 0,
        price: p.price,
        listingType: p.status,
        createdAt: p.createdAt.toISOString(),
        listedUntil: p.listedUntil?.toISOString() ?? null,
        revisionPending: revisions.has(p.id),
      };
    }),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function newLeadCounts(propertyIds: number[]): Promise<Map<number, number>> {
  if (!propertyIds.length) return new Map();
  const rows = await db
    .select({ propertyId: listingLeads.propertyId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(listingLeads)
    .where(and(inArray(listingLeads.propertyId, propertyIds), eq(listingLeads.status, "new")))
    .groupBy(listingLeads.propertyId);
  // Every row names one of `propertyIds` (the filter above), never a profile's lead.
  return new Map(rows.map((row) => [row.propertyId!, row.count]));
}

async function pendingRevisionIds(propertyIds: number[]): Promise<Set<number>> {
  if (!propertyIds.length) return new Set();
  const rows = await db
    .select({ propertyId: propertyRevisions.propertyId })
    .from(propertyRevisions)
    .where(and(inArray(propertyRevisions.propertyId, propertyIds), eq(propertyRevisions.status, "pending")));
  return new Set(rows.map((row) => row.propertyId));
}

// ---------------------------------------------------------------- pending submissions

export async function ownedSubmission(scope: OwnerScope, id: number): Promise<PropertyListing | null> {
  const [row] = await db.select().from(propertyListings).where(ownedSubmissionWhere(scope, id));
  return row ?? null;
}

/** The photos an edit keeps or adds: stored photos of the submission, and new uploads to claim. */
export type EditedPhotos = { kept: Photo[]; uploads: { photo: Photo; uploadId: number }[] };

export type OwnerChangeResult =
  | { ok: true }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "refused"; message: string; stale?: boolean };

/** Replaces every field of a pending submission (the wizard's input), if nobody changed it since `openedVersion`. */
export async function updatePendingSubmission(
  scope: OwnerScope,
  id: number,
  input: ListingInput,
  photos: EditedPhotos,
  openedVersion: string,
): Promise<OwnerChangeResult> {
  const outcome = await db.transaction(async (tx) => {
    // Locked, so the version compared is the version written over.
    const [current] = await tx.select().from(propertyListings).where(ownedSubmissionWhere(scope, id)).for("update");
    if (!current) return { ok: false as const, reason: "not_found" as const };
    if (current.status !== "pending") {
      return {
        ok: false as const,
        reason: "refused" as const,
        message: `This listing can no longer be edited: it has been ${current.status}.`,
      };
    }
    if (!isSameVersion(current.updatedAt, openedVersion)) {
      return { ok: false as const, reason: "refused" as const, message: STALE_LISTING_MESSAGE, stale: true };
    }
    const wanted = [...new Set(photos.uploads.map((p) => p.uploadId))];
    const claimed = wanted.length
      ? await tx
          .delete(photoUploads)
          .where(inArray(photoUploads.id, wanted))
          .returning({ id: photoUploads.id, card: photoUploads.card })
      : [];
    const claimedCard = new Map(claimed.map((row) => [row.id, row.card]));
    const added = photos.uploads.filter(({ photo, uploadId }) => claimedCard.get(uploadId) === photo.card);
    const images = [...photos.kept, ...added.map((p) => p.photo)];
    await tx
      .update(propertyListings)
      .set({ ...input, images })
      .where(eq(propertyListings.id, id));
    await logActivity(
      {
        actor: actorOf(scope),
        action: "updated",
        entityType: "listing",
        entityId: id,
        summary: `Edited pending submission "${input.title}"`,
        changes: fieldChanges(
          { ...current, photos: current.images.map((photo) => photo.large) },
          { ...input, photos: images.map((photo) => photo.large) },
          [...Object.keys(input), "photos"],
        ),
      },
      tx,
    );
    return { ok: true as const, removed: current.images.filter((photo) => !images.some((i) => i.card === photo.card)) };
  });
  if (!outcome.ok) return outcome;
  await removeUnreferencedFiles(outcome.removed.flatMap(photoFiles));
  return { ok: true };
}

export async function withdrawSubmission(scope: OwnerScope, id: number): Promise<OwnerChangeResult> {
  const current = await ownedSubmission(scope, id);
  if (!current) return { ok: false, reason: "not_found" };
  const [row] = await db
    .update(propertyListings)
    .set({ status: "withdrawn" })
    .where(and(eq(propertyListings.id, id), eq(propertyListings.status, "pending")))
    .returning({ id: propertyListings.id });
  if (!row) return { ok: false, reason: "refused", message: `Only a pending listing can be withdrawn.` };
  await logActivity({
    actor: actorOf(scope),
    action: "status_changed",
    entityType: "listing",
    entityId: id,
    summary: `Withdrew submission "${current.title}"`,
    changes: { status: { before: current.status, after: "withdrawn" } },
  });
  return { ok: true };
}

// ---------------------------------------------------------------- published properties

export async function ownedProperty(scope: OwnerScope, id: number): Promise<Property | null> {
  const [row] = await db.select().from(properties).where(ownedPropertyWhere(scope, id));
  return row ?? null;
}

async function logPropertyChange(scope: OwnerScope, id: number, summary: string, changes: FieldChanges) {
  await logActivity({
    actor: actorOf(scope),
    action: "status_changed",
    entityType: "property",
    entityId: id,
    summary,
    changes,
  });
}

/** A new price, recorded in the price history (alerts follow a reduction). */
export async function changePrice(
  scope: OwnerScope,
  id: number,
  price: number,
  openedVersion: string,
): Promise<OwnerChangeResult> {
  const current = await ownedProperty(scope, id);
  if (!current) return { ok: false, reason: "not_found" };
  if (!isSameVersion(current.updatedAt, openedVersion)) {
    return { ok: false, reason: "refused", message: STALE_LISTING_MESSAGE, stale: true };
  }
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(properties)
      .set({ price })
      .where(and(eq(properties.id, id), sameVersion(properties.updatedAt, openedVersion)))
      .returning({ id: properties.id });
    if (!rows.length) return false;
    await recordPriceChange(id, current.price, price, tx);
    return true;
  });
  if (!changed) return { ok: false, reason: "refused", message: STALE_LISTING_MESSAGE, stale: true };
  await announcePropertyChange(id, current);
  await logPropertyChange(scope, id, `Changed the price of "${current.title}" from ${current.price} to ${price}`, {
    price: { before: current.price, after: price },
  });
  return { ok: true };
}

/** Sold or rented out: the listing leaves the public lists, search and sitemap; its page says so. */
export async function closeListing(scope: OwnerScope, id: number, as: "sold" | "rented"): Promise<OwnerChangeResult> {
  const current = await ownedProperty(scope, id);
  if (!current) return { ok: false, reason: "not_found" };
  await db.update(properties).set({ closedAs: as, active: false }).where(eq(properties.id, id));
  await announcePropertyChange(id, current);
  await logPropertyChange(
    scope,
    id,
    `Marked "${current.title}" as ${as === "sold" ? "sold" : "rented out"}`,
    fieldChanges(current, { closedAs: as, active: false }),
  );
  return { ok: true };
}

/** Back on the public site for another 90 days (after sold/rented, expiry or withdrawal by staff). */
export async function relistProperty(scope: OwnerScope, id: number): Promise<OwnerChangeResult> {
  const current = await ownedProperty(scope, id);
  if (!current) return { ok: false, reason: "not_found" };
  if (propertyStatus(current) === "approved")
    return { ok: false, reason: "refused", message: "This listing is already published." };
  if (propertyStatus(current) === "hidden" && !scope.staff) {
    return {
      ok: false,
      reason: "refused",
      message: "Staff unpublished this listing; please contact us to publish it again.",
    };
  }
  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ active: true, ...relistedColumns(), listedUntil: listedUntilFrom() })
      .where(eq(properties.id, id));
    await announceListingVisible(id, tx);
  });
  await announcePropertyChange(id, current);
  await logPropertyChange(
    scope,
    id,
    `Re-listed "${current.title}"`,
    fieldChanges(current, { active: true, closedAs: null, expiredAt: null }),
  );
  return { ok: true };
}

/**
 * What publishing a closed listing again clears: sold/rented, expired, the
 * sent reminder; an expired listing's period starts again.
 */
export function relistedColumns() {
  return {
    closedAs: null,
    expiredAt: null,
    expiryRemindedAt: null,
    listedUntil: sql`case when ${properties.expiredAt} is not null then ${listedUntilFrom().toISOString()}::timestamptz else ${properties.listedUntil} end`,
  };
}

/** Another 90 days from today; an expired listing comes back. */
export async function renewProperty(scope: OwnerScope, id: number): Promise<OwnerChangeResult> {
  const current = await ownedProperty(scope, id);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.expiredAt) return relistProperty(scope, id);
  if (propertyStatus(current) !== "approved") {
    return { ok: false, reason: "refused", message: "Only a published listing can be renewed." };
  }
  const listedUntil = listedUntilFrom();
  await db.update(properties).set({ listedUntil, expiryRemindedAt: null }).where(eq(properties.id, id));
  await announcePropertiesTouched();
  await logPropertyChange(scope, id, `Renewed "${current.title}" for ${LISTING_LIFETIME_DAYS} days`, {
    listedUntil: { before: current.listedUntil?.toISOString() ?? null, after: listedUntil.toISOString() },
  });
  return { ok: true };
}

// ---------------------------------------------------------------- revisions of text and photos

export type RevisionInput = { title: string; description: string };

/**
 * A change of a published listing's title, description or photos waits for
 * staff review as a revision; the public page keeps the approved version. A
 * newer proposal replaces a pending one.
 */
export async function proposeRevision(
  scope: OwnerScope,
  id: number,
  input: RevisionInput,
  photos: EditedPhotos,
): Promise<OwnerChangeResult> {
  const current = await ownedProperty(scope, id);
  if (!current) return { ok: false, reason: "not_found" };
  const replaced = await db.transaction(async (tx) => {
    const wanted = [...new Set(photos.uploads.map((p) => p.uploadId))];
    const claimed = wanted.length
      ? await tx
          .delete(photoUploads)
          .where(inArray(photoUploads.id, wanted))
          .returning({ id: photoUploads.id, card: photoUploads.card })
      : [];
    const claimedCard = new Map(claimed.map((row) => [row.id, row.card]));
    const added = photos.uploads.filter(({ photo, uploadId }) => claimedCard.get(uploadId) === photo.card);
    const old = await tx
      .update(propertyRevisions)
      .set({ status: "replaced" })
      .where(and(eq(propertyRevisions.propertyId, id), eq(propertyRevisions.status, "pending")))
      .returning({ images: propertyRevisions.images });
    await tx.insert(propertyRevisions).values({
      propertyId: id,
      submittedBy: scope.userId,
      title: input.title,
      description: input.description,
      images: [...photos.kept, ...added.map((p) => p.photo)],
    });
    await logActivity(
      {
        actor: actorOf(scope),
        action: "submitted",
        entityType: "property",
        entityId: id,
        summary: `Proposed changes to "${current.title}" for review`,
        changes: fieldChanges(
          { ...current, photos: current.images.map((photo) => photo.large) },
          {
            title: input.title,
            description: input.description,
            photos: [...photos.kept, ...added.map((p) => p.photo)].map((photo) => photo.large),
          },
        ),
      },
      tx,
    );
    return old.flatMap((row) => row.images);
  });
  await removeUnreferencedFiles(replaced.flatMap(photoFiles));
  return { ok: true };
}

export async function pendingRevisionOf(propertyId: number) {
  const [row] = await db
    .select()
    .from(propertyRevisions)
    .where(and(eq(propertyRevisions.propertyId, propertyId), eq(propertyRevisions.status, "pending")))
    .orderBy(desc(propertyRevisions.createdAt))
    .limit(1);
  return row ?? null;
}

export const OWNER_ACCOUNT_MESSAGE = "Choose an agent account from the list";

/** Staff may give a property to an agent account, or keep the account that owns it now. */
export async function mayOwnListings(userId: string, currentOwner: string | null): Promise<boolean> {
  if (userId === currentOwner) return true;
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return Boolean(row?.role.split(",").some((role) => role.trim() === "agent"));
}

/** Agents: the accounts the admin property form can give a property to. */
export async function listingOwnerAccounts() {
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(sql`${user.role} like '%agent%'`)
    .orderBy(user.name);
}
