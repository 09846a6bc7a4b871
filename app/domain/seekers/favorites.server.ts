/**
 * Favourites of signed-in users. Every function takes the user's id from the
 * server-side session and only ever reads or changes that user's rows.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { favorites, properties, type Photo } from "#app/platform/schema";

/** Of `propertyIds`, those the user has saved. */
export async function favoritePropertyIds(
  userId: string | null | undefined,
  propertyIds: number[],
): Promise<Set<number>> {
  if (!userId || propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: favorites.propertyId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.propertyId, propertyIds)));
  return new Set(rows.map((row) => row.propertyId));
}

export async function isFavorite(userId: string, propertyId: number): Promise<boolean> {
  return (await favoritePropertyIds(userId, [propertyId])).has(propertyId);
}

/** Saves a property; false when there is no such (public) property. Saving twice is harmless. */
export async function addFavorite(userId: string, propertyId: number): Promise<boolean> {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.active, true)));
  if (!property) return false;
  await db.insert(favorites).values({ userId, propertyId }).onConflictDoNothing();
  return true;
}

/** Removes the user's favourite; true when there was one. */
export async function removeFavorite(userId: string, propertyId: number): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.propertyId, propertyId)))
    .returning({ id: favorites.id });
  return removed.length > 0;
}

/** Flips the favourite; the new state, or null when the property does not exist. */
export async function toggleFavorite(userId: string, propertyId: number): Promise<{ favorited: boolean } | null> {
  if (await removeFavorite(userId, propertyId)) return { favorited: false };
  return (await addFavorite(userId, propertyId)) ? { favorited: true } : null;
}

export type FavoriteProperty = {
  favoriteId: number;
  savedAt: Date;
  id: number;
  title: string;
  type: string;
  price: number;
  status: string;
  location: string;
  area: number;
  bedrooms: number | null;
  bathrooms: number | null;
  images: Photo[];
};

/** The user's saved properties that are still on the site, newest saved first. */
export async function listFavorites(userId: string): Promise<FavoriteProperty[]> {
  return db
    .select({
      favoriteId: favorites.id,
      savedAt: favorites.createdAt,
      id: properties.id,
      title: properties.title,
      type: properties.type,
      price: properties.price,
      status: properties.status,
      location: properties.location,
      area: properties.area,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      images: properties.images,
    })
    .from(favorites)
    .innerJoin(properties, eq(properties.id, favorites.propertyId))
    .where(and(eq(favorites.userId, userId), eq(properties.active, true)))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}
