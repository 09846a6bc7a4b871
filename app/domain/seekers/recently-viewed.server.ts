/**
 * Recently viewed: the last RECENT_LIMIT properties and projects a person
 * opened. A signed-in person's list is the recent_views table; a visitor's is
 * a cookie the routes keep (app/web/visitor-lists.server.ts). Either way the
 * list is a few references, and `recentItems` turns them into what the home
 * and account pages show (only what is still on the public site).
 */
import { and, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { projects, properties, recentViews } from "#app/platform/schema";
import { formatsFor } from "#app/lib/format";
import type { Locale } from "#app/i18n/locales";
import { safeUrl } from "#app/lib/urls";
import { RECENT_LIMIT, type RecentRef } from "#app/lib/recently-viewed";

/** Whether a property or project is on the public site (only those are remembered). */
export async function isViewable(ref: RecentRef): Promise<boolean> {
  const table = ref.kind === "property" ? properties : projects;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, ref.id), eq(table.active, true)));
  return Boolean(row);
}

function itemColumn(ref: RecentRef) {
  return ref.kind === "property"
    ? { column: recentViews.propertyId, values: { propertyId: ref.id } }
    : { column: recentViews.projectId, values: { projectId: ref.id } };
}

/** Puts a public property or project first in the account's list, keeping the newest RECENT_LIMIT. */
export async function recordAccountView(userId: string, ref: RecentRef): Promise<void> {
  if (!(await isViewable(ref))) return;
  const { column, values } = itemColumn(ref);
  await db.transaction(async (tx) => {
    // One list per account: the same person's pages opened at once (tabs, prefetch) take turns
    // here, or their delete-then-insert would collide on the unique (account, item) index.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recent-views:${userId}`}))`);
    await tx.delete(recentViews).where(and(eq(recentViews.userId, userId), eq(column, ref.id)));
    await tx.insert(recentViews).values({ userId, ...values });
    const kept = tx
      .select({ id: recentViews.id })
      .from(recentViews)
      .where(eq(recentViews.userId, userId))
      .orderBy(desc(recentViews.viewedAt), desc(recentViews.id))
      .limit(RECENT_LIMIT);
    await tx.delete(recentViews).where(and(eq(recentViews.userId, userId), notInArray(recentViews.id, kept)));
  });
}

/** The account's list, newest first. */
export async function accountRecentRefs(userId: string): Promise<RecentRef[]> {
  const rows = await db
    .select({ propertyId: recentViews.propertyId, projectId: recentViews.projectId })
    .from(recentViews)
    .where(eq(recentViews.userId, userId))
    .orderBy(desc(recentViews.viewedAt), desc(recentViews.id))
    .limit(RECENT_LIMIT);
  return rows.map((row) =>
    row.propertyId !== null ? { kind: "property", id: row.propertyId } : { kind: "project", id: row.projectId! },
  );
}

export async function clearAccountRecent(userId: string): Promise<void> {
  await db.delete(recentViews).where(eq(recentViews.userId, userId));
}

/** On sign-in: what the browser remembered joins the account's list (as the newest views). */
export async function adoptRecentRefs(userId: string, refs: readonly RecentRef[]): Promise<void> {
  for (const ref of [...refs].reverse()) await recordAccountView(userId, ref);
}

export type RecentItem = {
  kind: RecentRef["kind"];
  id: number;
  title: string;
  href: string;
  location: string;
  price: string;
  photoUrl: string | null;
};

/** What the lists show for `refs`, in their order, leaving out what is no longer on the site (prices in `locale`). */
export async function recentItems(refs: readonly RecentRef[], locale: Locale = "en"): Promise<RecentItem[]> {
  const { listingPrice: formatListingPrice, priceRange: formatPriceRange } = formatsFor(locale);
  const propertyIds = refs.filter((ref) => ref.kind === "property").map((ref) => ref.id);
  const projectIds = refs.filter((ref) => ref.kind === "project").map((ref) => ref.id);
  const [propertyRows, projectRows] = await Promise.all([
    propertyIds.length === 0
      ? []
      : db
          .select({
            id: properties.id,
            title: properties.title,
            location: properties.location,
            price: properties.price,
            status: properties.status,
            images: properties.images,
          })
          .from(properties)
          .where(and(inArray(properties.id, propertyIds), eq(properties.active, true))),
    projectIds.length === 0
      ? []
      : db
          .select({
            id: projects.id,
            title: projects.title,
            location: projects.location,
            priceMin: projects.priceMin,
            priceMax: projects.priceMax,
            images: projects.images,
          })
          .from(projects)
          .where(and(inArray(projects.id, projectIds), eq(projects.active, true))),
  ]);
  const byKey = new Map<string, RecentItem>();
  for (const row of propertyRows) {
    byKey.set(`property:${row.id}`, {
      kind: "property",
      id: row.id,
      title: row.title,
      href: `/property/${row.id}`,
      location: row.location,
      price: formatListingPrice(row.price, row.status),
      photoUrl: safeUrl(row.images[0]?.card),
    });
  }
  for (const row of projectRows) {
    byKey.set(`project:${row.id}`, {
      kind: "project",
      id: row.id,
      title: row.title,
      href: `/project/${row.id}`,
      location: row.location,
      price: formatPriceRange(row.priceMin, row.priceMax),
      photoUrl: safeUrl(row.images[0]?.card),
    });
  }
  return refs.flatMap((ref) => byKey.get(`${ref.kind}:${ref.id}`) ?? []);
}
