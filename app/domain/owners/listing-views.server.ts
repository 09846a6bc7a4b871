/**
 * Detail-page views per property per day. A page view costs no database
 * write: views are added up in this process's memory and written as one
 * upsert per (property, day) when the batch is a minute old (on the next
 * view), before an owner's figures are read, and at shutdown. Crawlers
 * (isbot) are not counted. A crash loses at most a minute of this process's
 * counts, which only ever makes the figures smaller.
 */
import { and, gte, inArray, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { db } from "#app/platform/db.server";
import { listingViews, properties } from "#app/platform/schema";
import { todayInIndia } from "#app/lib/format";
import { log } from "#app/platform/log.server";

const FLUSH_AFTER_MS = 60_000;
/** A runaway batch (a crawler walking ids that isbot does not know) is written early. */
const MAX_PENDING_KEYS = 5_000;

let pending = new Map<string, number>();
let batchStartedAt = 0;
let flushing: Promise<void> | null = null;

/** Counts one view of a property's page (not a crawler's). */
export function recordView(propertyId: number, userAgent: string | null | undefined, now = new Date()): void {
  if (!userAgent || isbot(userAgent)) return;
  const key = `${propertyId}|${todayInIndia(now)}`;
  if (pending.size === 0) batchStartedAt = now.getTime();
  pending.set(key, (pending.get(key) ?? 0) + 1);
  if (now.getTime() - batchStartedAt >= FLUSH_AFTER_MS || pending.size >= MAX_PENDING_KEYS) {
    flushViews().catch((error: unknown) => log.error({ err: error }, "Writing listing views failed"));
  }
}

/** Writes the counted views (one statement per batch); concurrent calls share one write. */
export async function flushViews(): Promise<void> {
  if (flushing) await flushing;
  if (pending.size === 0) return;
  const batch = pending;
  pending = new Map();
  const counted = [...batch].map(([key, views]) => {
    const [propertyId, day] = key.split("|");
    return { propertyId: Number(propertyId), day, views };
  });
  flushing = writeViews(counted)
    .catch((error: unknown) => {
      // Kept for the next write: a failed write must not lose the counts.
      for (const row of counted) {
        const key = `${row.propertyId}|${row.day}`;
        pending.set(key, (pending.get(key) ?? 0) + row.views);
      }
      throw error;
    })
    .finally(() => {
      flushing = null;
    });
  await flushing;
}

/** One upsert for the batch; views of a property deleted meanwhile are dropped. */
async function writeViews(counted: { propertyId: number; day: string; views: number }[]) {
  const ids = [...new Set(counted.map((row) => row.propertyId))];
  const existing = new Set(
    (await db.select({ id: properties.id }).from(properties).where(inArray(properties.id, ids))).map((row) => row.id),
  );
  const rows = counted.filter((row) => existing.has(row.propertyId));
  if (!rows.length) return;
  await db
    .insert(listingViews)
    .values(rows)
    .onConflictDoUpdate({
      target: [listingViews.propertyId, listingViews.day],
      set: { views: sql`${listingViews.views} + excluded.views` },
    });
}

function firstDay(days: number, now: Date): string {
  return todayInIndia(new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000));
}

/** Total views of each property over the last `days` days (today included). */
export async function viewTotals(propertyIds: number[], days: number, now = new Date()): Promise<Map<number, number>> {
  if (!propertyIds.length) return new Map();
  await flushViews().catch((error: unknown) => log.error({ err: error }, "Writing listing views failed"));
  const rows = await db
    .select({ propertyId: listingViews.propertyId, views: sql<number>`sum(${listingViews.views})`.mapWith(Number) })
    .from(listingViews)
    .where(and(inArray(listingViews.propertyId, propertyIds), gte(listingViews.day, firstDay(days, now))))
    .groupBy(listingViews.propertyId);
  return new Map(rows.map((row) => [row.propertyId, row.views]));
}

/** One property's views per day for the last `days` days, oldest first, days without views as 0. */
export async function dailyViews(propertyId: number, days: number, now = new Date()) {
  await flushViews().catch((error: unknown) => log.error({ err: error }, "Writing listing views failed"));
  const rows = await db
    .select({ day: listingViews.day, views: listingViews.views })
    .from(listingViews)
    .where(and(inArray(listingViews.propertyId, [propertyId]), gte(listingViews.day, firstDay(days, now))));
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  return Array.from({ length: days }, (_, index) => {
    const day = todayInIndia(new Date(now.getTime() - (days - 1 - index) * 24 * 60 * 60 * 1000));
    return { day, views: byDay.get(day) ?? 0 };
  });
}

/** Property ids a detail page's path names: /property/12, /residential-property/12, /commercial-property/12 (and .data). */
const DETAIL_PATH = /^\/(?:property|residential-property|commercial-property)\/(\d{1,9})(?:\.data)?$/;

export function viewedPropertyId(pathname: string): number | null {
  const match = DETAIL_PATH.exec(pathname);
  return match ? Number(match[1]) : null;
}
