/**
 * Price history as pages show it: the latest reduction of each card on a page
 * (one query for the whole page) and a property's full history, in plain
 * values a loader can send (dates as ISO strings).
 */
import { latestReductions, priceHistoryOf } from "#app/domain/catalogue/listing-events.server";
import type { PriceChange, PriceReduction } from "#app/lib/price-history";

/** The cards' "Price reduced" badges, by property id (only properties whose latest change lowered the price). */
export async function reductionsFor(propertyIds: number[]): Promise<Record<number, PriceReduction>> {
  const found = await latestReductions(propertyIds);
  return Object.fromEntries(
    [...found].map(([id, reduction]) => [
      id,
      { amount: reduction.amount, changedAt: reduction.changedAt.toISOString() },
    ]),
  );
}

/** A property's price changes, newest first. */
export async function priceHistoryFor(propertyId: number): Promise<PriceChange[]> {
  const history = await priceHistoryOf(propertyId);
  return history.map((change) => ({
    price: change.price,
    previousPrice: change.previousPrice,
    changedAt: change.changedAt.toISOString(),
  }));
}
