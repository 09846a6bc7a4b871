/**
 * The page of a listing its owner marked sold or rented out: it has left the
 * public lists, search and sitemap, and its address answers 410 Gone with
 * what happened and similar properties still on offer (same kind and deal,
 * in the same city first).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { properties } from "#app/platform/schema";
import { listProperties, type PropertyCardData } from "#app/domain/catalogue/properties.server";
import { DEFAULT_PROPERTY_QUERY, type ListingKind } from "#app/lib/property-query";

export const SIMILAR_COUNT = 3;

export type ClosedListing = {
  id: number;
  title: string;
  closedAs: "sold" | "rented";
  location: string;
  similar: PropertyCardData[];
};

export async function closedListing(id: number): Promise<ClosedListing | null> {
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      closedAs: properties.closedAs,
      type: properties.type,
      status: properties.status,
      city: properties.city,
      location: properties.location,
    })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.active, false), isNotNull(properties.closedAs)));
  if (!row) return null;
  const kind: ListingKind = row.type === "Commercial" ? "commercial" : "residential";
  const status = row.status === "rent" ? "rent" : "sale";
  const query = { ...DEFAULT_PROPERTY_QUERY, status } as const;
  let similar = row.city ? (await listProperties(kind, { ...query, location: row.city }, SIMILAR_COUNT)).rows : [];
  if (similar.length < SIMILAR_COUNT) {
    const more = (await listProperties(kind, query, SIMILAR_COUNT * 2)).rows;
    const seen = new Set(similar.map((card) => card.id));
    similar = [...similar, ...more.filter((card) => !seen.has(card.id))].slice(0, SIMILAR_COUNT);
  }
  return {
    id: row.id,
    title: row.title,
    closedAs: row.closedAs === "rented" ? "rented" : "sold",
    location: row.location,
    similar,
  };
}
