/**
 * Staff review of owners' revisions (a published listing's new title,
 * description and photos): approving puts them on the public page, rejecting
 * leaves the published version as it is. Also: the accounts that own
 * submissions and properties, for the admin screens' "owned by" links, and
 * a listing's status history from the activity log.
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { announcePropertyChange, propertyScope, type PropertyScope } from "#app/domain/catalogue/change-keys.server";
import { db } from "#app/platform/db.server";
import { photoFiles, removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import { emailsT, siteLink, storedLocale } from "#app/domain/accounts/message-locale.server";
import { notify } from "#app/platform/notifier.server";
import { activityLog, properties, propertyRevisions, user } from "#app/platform/schema";
import { fieldChanges, logActivity, type Actor } from "#app/domain/site/activity.server";
import { listingOwnerAccounts } from "#app/domain/owners/owner-listings.server";
import { log } from "#app/platform/log.server";

export type PendingRevision = {
  id: number;
  propertyId: number;
  currentTitle: string;
  title: string;
  description: string;
  photos: string[];
  submittedBy: { id: string; name: string; email: string } | null;
  createdAt: string;
};

export async function listPendingRevisions(): Promise<PendingRevision[]> {
  const rows = await db
    .select({
      id: propertyRevisions.id,
      propertyId: propertyRevisions.propertyId,
      currentTitle: properties.title,
      title: propertyRevisions.title,
      description: propertyRevisions.description,
      images: propertyRevisions.images,
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      createdAt: propertyRevisions.createdAt,
    })
    .from(propertyRevisions)
    .innerJoin(properties, eq(properties.id, propertyRevisions.propertyId))
    .leftJoin(user, eq(user.id, propertyRevisions.submittedBy))
    .where(eq(propertyRevisions.status, "pending"))
    .orderBy(desc(propertyRevisions.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    currentTitle: row.currentTitle,
    title: row.title,
    description: row.description,
    photos: row.images.map((photo) => photo.card),
    submittedBy: row.userId ? { id: row.userId, name: row.userName!, email: row.userEmail! } : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Approves (publishes) or rejects a pending revision; false when it is not pending any more. */
export async function reviewRevision(id: number, approve: boolean, actor: Actor): Promise<boolean> {
  let scope: PropertyScope | null = null;
  const outcome = await db.transaction(async (tx) => {
    const [revision] = await tx
      .update(propertyRevisions)
      .set({ status: approve ? "approved" : "rejected", reviewedAt: new Date(), reviewedBy: actor.id })
      .where(and(eq(propertyRevisions.id, id), eq(propertyRevisions.status, "pending")))
      .returning();
    if (!revision) return null;
    if (!approve) return { revision, replaced: revision.images };
    const [old] = await tx
      .select({ title: properties.title, description: properties.description, images: properties.images })
      .from(properties)
      .where(eq(properties.id, revision.propertyId));
    scope = await propertyScope(revision.propertyId, tx);
    await tx
      .update(properties)
      .set({ title: revision.title, description: revision.description, images: revision.images })
      .where(eq(properties.id, revision.propertyId));
    return { revision, replaced: old?.images ?? [], before: old };
  });
  if (!outcome) return false;
  const { revision, replaced } = outcome;
  if (approve) await announcePropertyChange(revision.propertyId, scope);
  await logActivity({
    actor,
    action: approve ? "approved" : "rejected",
    entityType: "property",
    entityId: revision.propertyId,
    summary: `${approve ? "Published" : "Rejected"} the owner's changes to "${revision.title}"`,
    changes:
      "before" in outcome && outcome.before
        ? fieldChanges(
            { ...outcome.before, photos: outcome.before.images.map((photo) => photo.large) },
            {
              title: revision.title,
              description: revision.description,
              photos: revision.images.map((photo) => photo.large),
            },
            ["title", "description", "photos"],
          )
        : { revision: { before: "pending", after: "rejected" } },
  });
  await removeUnreferencedFiles(replaced.flatMap(photoFiles));
  await tellOwnerAboutRevision(revision.submittedBy, revision.propertyId, revision.title, approve);
  return true;
}

/** The review is done whether or not the e-mail leaves; a failed send stays visible in the outbox. */
async function tellOwnerAboutRevision(userId: string | null, propertyId: number, title: string, approved: boolean) {
  if (!userId) return;
  const [owner] = await db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId));
  if (!owner) return;
  try {
    // In the owner's language, with links to that language's pages.
    const locale = storedLocale(owner.locale);
    const t = await emailsT(locale);
    await notify({
      channel: "email",
      to: owner.email,
      subject: approved ? t("revision.approved.subject", { title }) : t("revision.rejected.subject", { title }),
      text: approved
        ? t("revision.approved.text", { title, link: siteLink(locale, `/property/${propertyId}`) })
        : t("revision.rejected.text", { title, link: siteLink(locale, "/my-listings") }),
    });
  } catch (error) {
    log.error({ err: error }, `Could not e-mail the owner of property ${propertyId} about their changes`);
  }
}

export type AccountLink = { id: string; name: string; email: string; role: string };

/** The accounts with these ids, by id (for "owned by" links). */
export async function accountsById(ids: (string | null | undefined)[]): Promise<Record<string, AccountLink>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return {};
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(inArray(user.id, wanted));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

/**
 * For the admin property screen: the accounts that own the listed properties
 * (by id) and the choices of the form's "Managed by" select — every agent,
 * plus any other account that owns one of these properties now.
 */
export async function listingAccountsFor(rows: ({ ownerUserId: string | null } | null)[]) {
  const [agents, owners] = await Promise.all([
    listingOwnerAccounts(),
    accountsById(rows.map((row) => row?.ownerUserId)),
  ]);
  const accounts = [...agents];
  for (const owner of Object.values(owners)) if (!accounts.some((a) => a.id === owner.id)) accounts.push(owner);
  return { owners, accounts };
}

/** A listing's status changes and edits, newest first: its property's and its submission's. */
export async function statusHistory({
  propertyId,
  listingId,
}: {
  propertyId?: number | null;
  listingId?: number | null;
}) {
  const conditions = [];
  if (propertyId) {
    conditions.push(and(eq(activityLog.entityType, "property"), eq(activityLog.entityId, String(propertyId))));
  }
  if (listingId) {
    conditions.push(and(eq(activityLog.entityType, "listing"), eq(activityLog.entityId, String(listingId))));
  }
  if (!conditions.length) return [];
  const rows = await db
    .select({
      id: activityLog.id,
      actorName: activityLog.actorName,
      summary: activityLog.summary,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .where(or(...conditions))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(20);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
