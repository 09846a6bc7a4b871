/**
 * The pins of a map view, from one query: the list's own filter (the same
 * conditions as the list page, so the map and the list always agree) plus
 * "inside the view", grouped on the server into a grid of about
 * MAX_PIN_CELLS cells over the view. A cell with one listing is that
 * listing's pin (title, price, status); a cell with more is a group with its
 * count at the mean of its positions, which the map zooms into when pressed.
 * So a city-wide view of any number of listings sends at most MAX_PINS items.
 */
import { and, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { projects, properties } from "#app/platform/schema";
import { propertyConditions } from "#app/domain/catalogue/properties.server";
import { projectConditions } from "#app/domain/catalogue/projects.server";
import { insideBox } from "#app/domain/catalogue/map-area.server";
import type { Bbox } from "#app/lib/geo";
import type { ListingKind, PropertyQuery } from "#app/lib/property-query";
import type { ProjectQuery } from "#app/lib/project-query";
import type { MapPin } from "#app/lib/map-pins";

/** Cells of the grid over a view: about 20 × 20, so pins a finger apart on a phone stay apart. */
const MAX_PIN_CELLS = 400;
/** The most items one answer holds (the fullest cells first). */
export const MAX_PINS = 500;

/** The side of a square cell, in degrees, so the view holds about MAX_PIN_CELLS of them. */
export function cellSize([west, south, east, north]: Bbox): number {
  return Math.sqrt(((east - west) * (north - south)) / MAX_PIN_CELLS);
}

const pinRow = z.object({
  count: z.coerce.number(),
  lng: z.coerce.number(),
  lat: z.coerce.number(),
  id: z.coerce.number(),
  title: z.string(),
  price: z.coerce.number(),
  status: z.string(),
  type: z.string(),
});

function toPin(row: z.infer<typeof pinRow>): MapPin {
  const at = { lng: Number(row.lng.toFixed(6)), lat: Number(row.lat.toFixed(6)) };
  if (row.count > 1) return { kind: "group", count: row.count, ...at };
  return { kind: "listing", id: row.id, title: row.title, price: row.price, status: row.status, type: row.type, ...at };
}

/** Rows of `table` meeting `where`, grouped by cell (one statement). */
function groupedPins(
  table: typeof properties | typeof projects,
  where: SQL,
  view: Bbox,
  columns: { price: SQL; status: SQL; type: SQL },
): SQL {
  const cell = cellSize(view);
  const position = table.position;
  return sql`select count(*) as count, avg(${position}[0]) as lng, avg(${position}[1]) as lat,
      min(${table.id}) as id, min(${table.title}) as title, min(${columns.price}) as price,
      min(${columns.status}) as status, min(${columns.type}) as type
    from ${table}
    where ${where}
    group by floor(${position}[0] / ${cell}::float8), floor(${position}[1] / ${cell}::float8)
    order by count(*) desc, min(${table.id})
    limit ${MAX_PINS}`;
}

/** Pins of a property list (its filter, map area included) inside `view`. */
export async function propertyPins(kind: ListingKind, query: PropertyQuery, view: Bbox): Promise<MapPin[]> {
  const where = and(...propertyConditions(kind, query), insideBox(properties.position, view))!;
  const rows = await queryRows(
    pinRow,
    groupedPins(properties, where, view, {
      price: sql`${properties.price}`,
      status: sql`${properties.status}`,
      type: sql`${properties.type}`,
    }),
  );
  return rows.map(toPin);
}

/** Pins of the project list (its filter, map area included) inside `view`; a project's price is its lowest. */
export async function projectPins(query: ProjectQuery, view: Bbox): Promise<MapPin[]> {
  const where = and(...projectConditions(query), insideBox(projects.position, view))!;
  const rows = await queryRows(
    pinRow,
    groupedPins(projects, where, view, {
      price: sql`${projects.priceMin}`,
      status: sql`'project'`,
      type: sql`'Project'`,
    }),
  );
  return rows.map(toPin);
}
