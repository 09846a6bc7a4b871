/**
 * Where a list page's map opens when its URL names no area: the smallest box
 * holding every listing the list's filter matches (one aggregate over the
 * GiST-indexed positions), so /residential?location=Mumbai opens on Mumbai.
 * Null when nothing matches (the map then opens on India).
 */
import { and, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { projects, properties } from "#app/platform/schema";
import { propertyConditions } from "#app/domain/catalogue/properties.server";
import { projectConditions } from "#app/domain/catalogue/projects.server";
import { INDIA_BOUNDS, polygonBounds, type Bbox, type LngLat } from "#app/lib/geo";
import type { ListingKind, PropertyQuery } from "#app/lib/property-query";
import type { ProjectQuery } from "#app/lib/project-query";

const extentRow = z.object({
  west: z.coerce.number().nullable(),
  south: z.coerce.number().nullable(),
  east: z.coerce.number().nullable(),
  north: z.coerce.number().nullable(),
});

function toBbox(row: z.infer<typeof extentRow> | undefined): Bbox | null {
  if (!row || row.west === null || row.south === null || row.east === null || row.north === null) return null;
  return [row.west, row.south, row.east, row.north];
}

export async function propertyExtent(kind: ListingKind, query: PropertyQuery): Promise<Bbox | null> {
  const p = properties.position;
  const [row] = await queryRows(
    extentRow,
    sql`select min(${p}[0]) as west, min(${p}[1]) as south, max(${p}[0]) as east, max(${p}[1]) as north
      from ${properties} where ${and(...(await propertyConditions(kind, query)))}`,
  );
  return toBbox(row);
}

export async function projectExtent(query: ProjectQuery): Promise<Bbox | null> {
  const p = projects.position;
  const [row] = await queryRows(
    extentRow,
    sql`select min(${p}[0]) as west, min(${p}[1]) as south, max(${p}[0]) as east, max(${p}[1]) as north
      from ${projects} where ${and(...projectConditions(query))}`,
  );
  return toBbox(row);
}

/**
 * Where a list page's map opens: the view searched (bbox), else around the
 * area drawn (poly), else around what the list matches, else all of India.
 */
function opening(area: { bbox: Bbox | null; poly: LngLat[] | null }, extent: () => Promise<Bbox | null>) {
  if (area.bbox) return Promise.resolve(area.bbox);
  if (area.poly) return Promise.resolve(polygonBounds(area.poly));
  return extent().then((found) => found ?? INDIA_BOX);
}

const INDIA_BOX: Bbox = [INDIA_BOUNDS.west, INDIA_BOUNDS.south, INDIA_BOUNDS.east, INDIA_BOUNDS.north];

export function propertyMapOpening(kind: ListingKind, query: PropertyQuery): Promise<Bbox> {
  return opening(query, () => propertyExtent(kind, query));
}

export function projectMapOpening(query: ProjectQuery): Promise<Bbox> {
  return opening(query, () => projectExtent(query));
}
