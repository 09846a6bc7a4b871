/**
 * Compare: a signed-in person's list of up to COMPARE_LIMIT properties (the
 * compare_items table; a visitor's list is a cookie the route keeps, with the
 * same rules through addToList), and the side-by-side rows of a comparison.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { onDataChange } from "#app/platform/data-changes.server";
import { EVERYTHING } from "#app/platform/change-keys.server";
import { propertyIdOfKey } from "#app/domain/catalogue/change-keys.server";
import { compareItems, properties } from "#app/platform/schema";
import { COMPARE_LIMIT } from "#app/lib/compare";
import { safeUrl } from "#app/lib/urls";

export type AddOutcome = "added" | "already" | "full" | "notFound";

/**
 * Whether a property is on the public site (only those can be added). The
 * answer is kept per id until a change names that property or everything:
 * every write that makes a property public or takes it off the site names
 * `property-<id>` (app/domain/catalogue/change-keys.server.ts: a change with
 * a public side names its property), on every instance by its next request
 * (ADR 031). So a visitor's comparison, the commonest write, reads nothing
 * from the database once its property was asked about (issue 32: 40 a second
 * took a sizeable share of the one server thread, a quarter of it the query).
 */
export async function isComparable(propertyId: number): Promise<boolean> {
  if (keptFor !== db) forgetComparable();
  const kept = comparable.get(propertyId);
  if (kept !== undefined) return kept;
  const changesBefore = changesSeen;
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.active, true)));
  const answer = Boolean(row);
  // A change during the read may have made the answer stale: it is used, not kept.
  if (changesSeen === changesBefore && keptFor === db) {
    if (comparable.size >= COMPARABLE_KEPT) comparable.delete(comparable.keys().next().value!);
    comparable.set(propertyId, answer);
  }
  return answer;
}

/** Ids answered by isComparable, oldest first; at most COMPARABLE_KEPT (a crawler of ids cannot grow it). */
const comparable = new Map<number, boolean>();
const COMPARABLE_KEPT = 10_000;
/** The database the kept answers were read from (tests and scripts open others). */
let keptFor = db;
let changesSeen = 0;

function forgetComparable() {
  comparable.clear();
  keptFor = db;
}

onDataChange((change) => {
  changesSeen++;
  if (change.has(EVERYTHING)) return forgetComparable();
  for (const key of change) {
    const id = propertyIdOfKey(key);
    if (id !== null) comparable.delete(id);
  }
});

/** The list with `propertyId` added at the end, unless it is there already or the list is full. */
export function addToList(ids: readonly number[], propertyId: number): { outcome: AddOutcome; ids: number[] } {
  if (ids.includes(propertyId)) return { outcome: "already", ids: [...ids] };
  if (ids.length >= COMPARE_LIMIT) return { outcome: "full", ids: [...ids] };
  return { outcome: "added", ids: [...ids, propertyId] };
}

/** The account's compare list, in the order the properties were added. */
export async function accountCompareIds(userId: string): Promise<number[]> {
  const rows = await db
    .select({ propertyId: compareItems.propertyId })
    .from(compareItems)
    .where(eq(compareItems.userId, userId))
    .orderBy(asc(compareItems.addedAt), asc(compareItems.propertyId));
  return rows.map((row) => row.propertyId);
}

/** Adds a public property to the account's list (at most COMPARE_LIMIT). */
export async function addToAccountCompare(userId: string, propertyId: number): Promise<AddOutcome> {
  if (!(await isComparable(propertyId))) return "notFound";
  const { outcome } = addToList(await accountCompareIds(userId), propertyId);
  if (outcome === "added") await db.insert(compareItems).values({ userId, propertyId }).onConflictDoNothing();
  return outcome;
}

export async function removeFromAccountCompare(userId: string, propertyId: number): Promise<void> {
  await db.delete(compareItems).where(and(eq(compareItems.userId, userId), eq(compareItems.propertyId, propertyId)));
}

/** On sign-in: the browser's list joins the account's, as far as the limit allows. */
export async function adoptCompareIds(userId: string, ids: readonly number[]): Promise<void> {
  for (const id of ids) {
    const outcome = await addToAccountCompare(userId, id);
    if (outcome === "full") break;
  }
}

export type CompareColumn =
  | { id: number; available: false }
  | {
      id: number;
      available: true;
      title: string;
      type: string;
      category: string;
      status: string;
      price: number;
      area: number;
      bedrooms: number | null;
      bathrooms: number | null;
      parking: number;
      furnishing: string | null;
      facing: string | null;
      floors: number | null;
      yearBuilt: number | null;
      location: string;
      city: string;
      amenities: string[];
      photoUrl: string | null;
    };

/**
 * The columns of a comparison, in the order of `ids`. A property that is not
 * on the public site (removed, hidden, never existed) is a column saying so.
 */
export async function compareColumns(ids: readonly number[]): Promise<CompareColumn[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      type: properties.type,
      category: properties.category,
      status: properties.status,
      price: properties.price,
      area: properties.area,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      parking: properties.parking,
      furnishing: properties.furnishing,
      facing: properties.facing,
      floors: properties.floors,
      yearBuilt: properties.yearBuilt,
      location: properties.location,
      city: properties.city,
      amenities: properties.amenities,
      images: properties.images,
    })
    .from(properties)
    .where(and(inArray(properties.id, [...ids]), eq(properties.active, true)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id): CompareColumn => {
    const row = byId.get(id);
    if (!row) return { id, available: false };
    const { images, ...fields } = row;
    return { ...fields, available: true, photoUrl: safeUrl(images[0]?.card) };
  });
}
