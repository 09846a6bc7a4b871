/**
 * What happens to a listing that others (saved-search alerts, price
 * history on cards) care about: it became visible on the public site, or its
 * price changed. Each event is recorded, in the caller's transaction when it
 * passes one, and the follow-up work runs as a job (app/platform/jobs.server.ts),
 * so a crash between the change and the alert loses nothing.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { enqueueJob } from "#app/platform/jobs.server";
import { propertyPriceChanges } from "#app/platform/schema";

export const LISTING_VISIBLE_JOB = "listing.visible";
export const PRICE_LOWERED_JOB = "listing.price-lowered";

/** One property, or many that became visible together (a bulk import's chunk: one job, not one each). */
export type ListingVisiblePayload = { propertyId: number } | { propertyIds: number[] };
export type PriceLoweredPayload = { propertyId: number; changeId: number };

/** A property became visible on the public site (created active, approved, re-listed or re-activated). */
export async function announceListingVisible(propertyId: number, executor: Database = db): Promise<void> {
  await enqueueJob(LISTING_VISIBLE_JOB, { propertyId } satisfies ListingVisiblePayload, { executor });
}

/** Many properties became visible at once (created by a bulk import): one job goes through them. */
export async function announceListingsVisible(propertyIds: number[], executor: Database = db): Promise<void> {
  if (propertyIds.length === 0) return;
  if (propertyIds.length === 1) return announceListingVisible(propertyIds[0]!, executor);
  await enqueueJob(LISTING_VISIBLE_JOB, { propertyIds } satisfies ListingVisiblePayload, { executor });
}

/** Records a price change (nothing when unchanged); a lowered price also announces the drop. */
export async function recordPriceChange(
  propertyId: number,
  oldPrice: number,
  newPrice: number,
  executor: Database = db,
): Promise<void> {
  if (oldPrice === newPrice) return;
  const [change] = await executor
    .insert(propertyPriceChanges)
    .values({ propertyId, previousPrice: oldPrice, price: newPrice })
    .returning({ id: propertyPriceChanges.id });
  if (newPrice < oldPrice) {
    await enqueueJob(PRICE_LOWERED_JOB, { propertyId, changeId: change.id } satisfies PriceLoweredPayload, {
      executor,
    });
  }
}

/** A property's price changes, newest first. */
export async function priceHistoryOf(
  propertyId: number,
): Promise<{ price: number; previousPrice: number; changedAt: Date }[]> {
  return db
    .select({
      price: propertyPriceChanges.price,
      previousPrice: propertyPriceChanges.previousPrice,
      changedAt: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.propertyId, propertyId))
    .orderBy(desc(propertyPriceChanges.changedAt), desc(propertyPriceChanges.id));
}

/**
 * Each property's latest change when it was a reduction (a later rise
 * cancels the "reduced" badge), in one query for a whole page of cards.
 */
export async function latestReductions(
  propertyIds: number[],
): Promise<Map<number, { amount: number; changedAt: Date }>> {
  const reductions = new Map<number, { amount: number; changedAt: Date }>();
  if (!propertyIds.length) return reductions;
  const rows = await db
    .selectDistinctOn([propertyPriceChanges.propertyId], {
      propertyId: propertyPriceChanges.propertyId,
      previousPrice: propertyPriceChanges.previousPrice,
      price: propertyPriceChanges.price,
      changedAt: propertyPriceChanges.changedAt,
    })
    .from(propertyPriceChanges)
    .where(inArray(propertyPriceChanges.propertyId, propertyIds))
    .orderBy(propertyPriceChanges.propertyId, desc(propertyPriceChanges.changedAt), desc(propertyPriceChanges.id));
  for (const row of rows) {
    if (row.price < row.previousPrice) {
      reductions.set(row.propertyId, { amount: row.previousPrice - row.price, changedAt: row.changedAt });
    }
  }
  return reductions;
}
