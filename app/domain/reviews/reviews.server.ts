/**
 * Reviews people write of projects and of localities (as residents), and
 * staff's moderation of them. Rules:
 *
 * - Only a signed-in account writes a review, and one per item: a second is
 *   refused ("already_reviewed"), whatever became of the first.
 * - A review is 1–5 stars and 30–2,000 characters of text (the form's rules,
 *   app/lib/validation/review.ts, checked again here by the route).
 * - It is marked "contacted through us" when its author had sent an inquiry
 *   or a site-visit request about the item, or revealed an owner's phone
 *   number there, before writing it (for a locality: about any property or
 *   project in it).
 * - It is public only once staff approve it. Staff reject a pending review with
 *   a reason, and may remove an approved one later with a reason; a rejected
 *   or removed review can be approved after all. Every change of status
 *   rewrites the ratings the site shows (ratings.server.ts) in the same
 *   transaction.
 * - An agent is reviewed on their public profile (an approved agent profile,
 *   app/domain/supply/profiles.server.ts), by their account's id. The review
 *   is "contacted through us" when its author had sent an inquiry to the
 *   agent or revealed their number, about one of their listings or from their
 *   profile. An agent's rating is read from the approved reviews (no kept
 *   copy: it shows on their profile only), so moderating an agent's review
 *   names only their profile's change key.
 */
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { announceChange } from "#app/platform/data-changes.server";
import { EVERYTHING } from "#app/platform/change-keys.server";
import { db, queryRows, type Database } from "#app/platform/db.server";
import { inquiries, listingLeads, projects, properties, reviews, supplierProfiles, user } from "#app/platform/schema";
import { supplierKey } from "#app/domain/supply/supplier-keys";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import type { Locale } from "#app/i18n/locales";
import type { ReviewInput } from "#app/lib/validation/review";
import { REVIEW_STATUSES, type ReviewStatus } from "#app/lib/reviews";
import { localitySlugSql, refreshLocalityRating, refreshProjectRating } from "./ratings.server";

/** What a review is about. */
export type ReviewTarget =
  { kind: "project"; projectId: number } | { kind: "locality"; slug: string } | { kind: "agent"; agentUserId: string };

export { REVIEW_STATUSES, type ReviewStatus };

/** The item key the table computes (`item_key`), for reads by item. */
export function itemKeyOf(target: ReviewTarget): string {
  if (target.kind === "project") return `project:${target.projectId}`;
  if (target.kind === "agent") return `agent:${target.agentUserId}`;
  return `locality:${target.slug}`;
}

function targetColumns(target: ReviewTarget) {
  if (target.kind === "project") return { itemKind: "project", projectId: target.projectId };
  if (target.kind === "agent") return { itemKind: "agent", agentUserId: target.agentUserId };
  return { itemKind: "locality", localitySlug: target.slug };
}

/** Whether `userId` sent the agent an inquiry or revealed their number (about a listing of theirs or their profile). */
async function contactedAgent(userId: string, agentUserId: string): Promise<boolean> {
  const [row] = await queryRows(
    z.object({ contacted: z.boolean() }),
    sql`select exists (
      select 1 from ${listingLeads} l left join ${inquiries} i on i.id = l.inquiry_id
      where l.owner_user_id = ${agentUserId} and (l.visitor_user_id = ${userId} or i.user_id = ${userId})
    ) as contacted`,
  );
  return row?.contacted ?? false;
}

/** Whether `userId` had an inquiry, site visit or phone reveal with the item. */
async function contactedThroughUs(userId: string, target: ReviewTarget): Promise<boolean> {
  if (target.kind === "agent") return contactedAgent(userId, target.agentUserId);
  const propertyIn: SQL =
    target.kind === "project"
      ? sql`p.project_id = ${target.projectId}`
      : sql`${localitySlugSql(sql`p.location`)} = ${target.slug}`;
  const projectIn: SQL =
    target.kind === "project"
      ? sql`pj.id = ${target.projectId}`
      : sql`${localitySlugSql(sql`pj.location`)} = ${target.slug}`;
  const [row] = await queryRows(
    z.object({ contacted: z.boolean() }),
    sql`select (
      exists (
        select 1 from ${listingLeads} l join ${properties} p on p.id = l.property_id
        where l.visitor_user_id = ${userId} and ${propertyIn}
      ) or exists (
        select 1 from ${inquiries} i join ${properties} p on i.reference_id = p.id::text
        where i.user_id = ${userId} and i.inquiry_type = 'property' and ${propertyIn}
      ) or exists (
        select 1 from ${inquiries} i join ${projects} pj on i.reference_id = pj.id::text
        where i.user_id = ${userId} and i.inquiry_type in ('project', 'site_visit') and ${projectIn}
      )
    ) as contacted`,
  );
  return row?.contacted ?? false;
}

export type SubmitResult = { ok: true; id: number } | { ok: false; reason: "already_reviewed" | "own_profile" };

/** Stores a pending review; the item must exist (the route checked it). */
export async function submitReview(
  author: Actor,
  target: ReviewTarget,
  input: ReviewInput,
  locale: Locale = "en",
): Promise<SubmitResult> {
  // An agent cannot rate themselves.
  if (target.kind === "agent" && target.agentUserId === author.id) return { ok: false, reason: "own_profile" };
  const contacted = await contactedThroughUs(author.id, target);
  const inserted = await db
    .insert(reviews)
    .values({
      ...targetColumns(target),
      authorUserId: author.id,
      stars: input.stars,
      body: input.body,
      contacted,
      locale,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!inserted[0]) return { ok: false, reason: "already_reviewed" };
  await logActivity({
    actor: author,
    action: "submitted",
    entityType: "review",
    entityId: inserted[0].id,
    summary: `Wrote a ${input.stars}-star review of ${itemKeyOf(target)}`,
  });
  return { ok: true, id: inserted[0].id };
}

/** The author's own review of the item, whatever its status (the page says where it stands). */
export async function ownReview(userId: string, target: ReviewTarget) {
  const [row] = await db
    .select({
      id: reviews.id,
      stars: reviews.stars,
      body: reviews.body,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
    })
    .from(reviews)
    .where(and(eq(reviews.authorUserId, userId), eq(reviews.itemKey, itemKeyOf(target))));
  return row ? { ...row, status: row.status as ReviewStatus } : null;
}

export type PublicReview = {
  id: number;
  authorName: string;
  stars: number;
  body: string;
  contacted: boolean;
  createdAt: string;
};

/** The item's approved reviews, newest first. */
export async function approvedReviews(target: ReviewTarget, limit = 50): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      authorName: user.name,
      stars: reviews.stars,
      body: reviews.body,
      contacted: reviews.contacted,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.authorUserId))
    .where(and(eq(reviews.itemKey, itemKeyOf(target)), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** An approved review, for the report form (null when there is none). */
export async function approvedReview(id: number) {
  const [row] = await db
    .select({
      id: reviews.id,
      projectId: reviews.projectId,
      slug: reviews.localitySlug,
      agentSlug: supplierProfiles.slug,
    })
    .from(reviews)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, reviews.agentUserId))
    .where(and(eq(reviews.id, id), eq(reviews.status, "approved")));
  return row ? { id: row.id, itemPath: reviewItemPath(row) } : null;
}

/** The public page of the item a review is about. */
function reviewItemPath(row: { projectId: number | null; slug: string | null; agentSlug: string | null }): string {
  if (row.projectId !== null) return `/project/${row.projectId}`;
  if (row.agentSlug !== null) return `/agent/${encodeURIComponent(row.agentSlug)}`;
  return `/locality/${row.slug}`;
}

// ---------------------------------------------------------------- moderation

export type AdminReview = {
  id: number;
  itemKind: "project" | "locality" | "agent";
  itemTitle: string;
  itemPath: string;
  authorName: string;
  authorEmail: string;
  stars: number;
  body: string;
  contacted: boolean;
  status: ReviewStatus;
  moderationReason: string | null;
  createdAt: string;
  moderatedAt: string | null;
};

export async function listReviewsForModeration(status: ReviewStatus | "all", limit = 200): Promise<AdminReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      itemKind: reviews.itemKind,
      projectId: reviews.projectId,
      projectTitle: projects.title,
      slug: reviews.localitySlug,
      agentName: supplierProfiles.name,
      agentSlug: supplierProfiles.slug,
      authorName: user.name,
      authorEmail: user.email,
      stars: reviews.stars,
      body: reviews.body,
      contacted: reviews.contacted,
      status: reviews.status,
      moderationReason: reviews.moderationReason,
      createdAt: reviews.createdAt,
      moderatedAt: reviews.moderatedAt,
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.authorUserId))
    .leftJoin(projects, eq(projects.id, reviews.projectId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, reviews.agentUserId))
    .where(status === "all" ? undefined : eq(reviews.status, status))
    .orderBy(status === "pending" ? reviews.createdAt : desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    itemKind: row.itemKind as AdminReview["itemKind"],
    itemTitle: row.projectTitle ?? row.agentName ?? row.slug ?? "",
    itemPath: reviewItemPath(row),
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    stars: row.stars,
    body: row.body,
    contacted: row.contacted,
    status: row.status as ReviewStatus,
    moderationReason: row.moderationReason,
    createdAt: row.createdAt.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  }));
}

export async function reviewCounts(): Promise<Record<ReviewStatus, number>> {
  const rows = await db.select({ status: reviews.status, count: count() }).from(reviews).groupBy(reviews.status);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, rejected: 0, removed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as ReviewStatus] = row.count;
  return counts;
}

export type ModerationDecision = { action: "approve" } | { action: "reject" | "remove"; reason: string };

/** Which statuses each decision applies to. */
const ALLOWED_FROM: Record<ModerationDecision["action"], ReviewStatus[]> = {
  approve: ["pending", "rejected", "removed"],
  reject: ["pending"],
  remove: ["approved"],
};
const RESULT: Record<ModerationDecision["action"], ReviewStatus> = {
  approve: "approved",
  reject: "rejected",
  remove: "removed",
};

export type ModerationResult = { ok: true; status: ReviewStatus } | { ok: false; reason: "not_found" | "wrong_status" };

/** Approves, rejects or removes a review, and rewrites the ratings it counts towards. */
export async function moderateReview(
  id: number,
  decision: ModerationDecision,
  actor: Actor,
): Promise<ModerationResult> {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: reviews.status,
        projectId: reviews.projectId,
        slug: reviews.localitySlug,
        agentUserId: reviews.agentUserId,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!current) return { ok: false, reason: "not_found" } as const;
    if (!ALLOWED_FROM[decision.action].includes(current.status as ReviewStatus)) {
      return { ok: false, reason: "wrong_status" } as const;
    }
    const status = RESULT[decision.action];
    await tx
      .update(reviews)
      .set({
        status,
        moderationReason: decision.action === "approve" ? null : decision.reason,
        moderatedBy: actor.id,
        moderatedAt: new Date(),
      })
      .where(eq(reviews.id, id));
    if (current.projectId !== null) await refreshProjectRating(current.projectId, tx);
    if (current.slug !== null) await refreshLocalityRating(current.slug, tx);
    await logActivity(
      {
        actor,
        action: "status_changed",
        entityType: "review",
        entityId: id,
        summary: `${status[0]!.toUpperCase()}${status.slice(1)} review #${id}${decision.action === "approve" ? "" : `: ${decision.reason}`}`,
      },
      tx,
    );
    return { ok: true, status, agentUserId: current.agentUserId } as const;
  });
  if (!result.ok) return result;
  // A project's or locality's rating shows on its item's page, every card of its properties, every list they are
  // on and the home page's satisfaction: rare staff writes, so every cached page goes (ADR 031's safe default). An
  // agent's shows on their profile only (the home page's satisfaction catches up within its minute in the cache).
  await announceChange(result.agentUserId !== null ? await agentProfileKeys(result.agentUserId) : [EVERYTHING]);
  return { ok: true, status: result.status };
}

/** The change key of the agent's profile page (EVERYTHING when the profile is gone). */
async function agentProfileKeys(agentUserId: string): Promise<string[]> {
  const [profile] = await db
    .select({ id: supplierProfiles.id })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, agentUserId));
  return [profile ? supplierKey(profile.id) : EVERYTHING];
}

/**
 * The item a review would be about, if it can be reviewed: an active project, an approved agent,
 * or a locality with an active property or project (its name as stored).
 */
export async function reviewableItem(target: ReviewTarget): Promise<{ title: string; path: string } | null> {
  if (target.kind === "project") {
    const [row] = await db
      .select({ title: projects.title })
      .from(projects)
      .where(and(eq(projects.id, target.projectId), eq(projects.active, true)));
    return row ? { title: row.title, path: `/project/${target.projectId}` } : null;
  }
  if (target.kind === "agent") {
    const [row] = await db
      .select({ name: supplierProfiles.name, slug: supplierProfiles.slug })
      .from(supplierProfiles)
      .where(
        and(
          eq(supplierProfiles.userId, target.agentUserId),
          eq(supplierProfiles.kind, "agent"),
          eq(supplierProfiles.status, "approved"),
        ),
      );
    return row ? { title: row.name, path: `/agent/${encodeURIComponent(row.slug)}` } : null;
  }
  if (target.slug.length > 120 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(target.slug)) return null;
  const pattern = `%${target.slug.replace(/-/g, "%")}%`;
  const [row] = await queryRows(
    z.object({ name: z.string() }),
    sql`select name from (
      select trim(split_part(${properties.location}, ',', 1)) as name from ${properties}
      where ${properties.active} and ${properties.locationKey} like ${pattern}
        and ${localitySlugSql(properties.location)} = ${target.slug}
      union all
      select trim(split_part(${projects.location}, ',', 1)) from ${projects}
      where ${projects.active} and lower(${projects.location}) like ${pattern}
        and ${localitySlugSql(projects.location)} = ${target.slug}
    ) names limit 1`,
  );
  return row ? { title: row.name, path: `/locality/${target.slug}` } : null;
}

type RatedItem = { projectId: number | null; slug: string | null };

/** The items the account's approved reviews count towards (read before its deletion cascades them away). */
export async function itemsRatedBy(userId: string, executor: Database = db): Promise<RatedItem[]> {
  return executor
    .select({ projectId: reviews.projectId, slug: reviews.localitySlug })
    .from(reviews)
    .where(and(eq(reviews.authorUserId, userId), eq(reviews.status, "approved")));
}

/**
 * Works the ratings of `items` out again (after the reviews behind them were deleted). Outside a transaction the
 * change is announced here; a caller passing its transaction announces once it has committed.
 */
export async function refreshRatingsOf(items: RatedItem[], executor: Database = db): Promise<void> {
  for (const item of items) {
    if (item.projectId !== null) await refreshProjectRating(item.projectId, executor);
    if (item.slug !== null) await refreshLocalityRating(item.slug, executor);
  }
  if (items.length > 0 && executor === db) await announceChange([EVERYTHING]);
}

/**
 * Before an account is deleted: its reviews go (the database would cascade them), and the ratings they counted
 * towards are worked out again without them, in the caller's transaction when given.
 */
export async function removeReviewsOf(userId: string, executor: Database = db): Promise<boolean> {
  const items = await itemsRatedBy(userId, executor);
  await executor.delete(reviews).where(eq(reviews.authorUserId, userId));
  await refreshRatingsOf(items, executor);
  return items.length > 0;
}
