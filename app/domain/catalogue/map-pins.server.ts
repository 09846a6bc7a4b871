/**
 * The pins of a map view: the list's own filter (the same conditions as the
 * list page, so the map and the list always agree) plus "inside the view",
 * grouped on the server into a grid of about MAX_PIN_CELLS cells over the
 * view. A cell with one listing is that listing's pin (title, price, status);
 * a cell with more is a group with its count at the mean of its positions,
 * which the map zooms into when pressed. So a city-wide view of any number of
 * listings sends at most MAX_PINS items.
 *
 * Two statements: the grouping reads only columns the properties' list indexes
 * hold (the coordinates generated from `position`, id, price, status, type;
 * ADR 043), so for a list's usual filters it is an index-only scan; then the
 * titles of the cells that are one listing, by primary key (at most MAX_PINS).
 */
import { and, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { projects, properties } from "#app/platform/schema";
import { propertyConditions } from "#app/domain/catalogue/properties.server";
import { projectConditions } from "#app/domain/catalogue/projects.server";
import { insideBox, placedInsideBox } from "#app/domain/catalogue/map-area.server";
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

/** Where a table's pins are read from: its coordinates, and what a single listing's pin shows. */
type PinColumns = { lng: SQL | AnyColumn; lat: SQL | AnyColumn; price: SQL | AnyColumn; status: SQL; type: SQL };

const cellRow = z.object({
  count: z.coerce.number(),
  lng: z.coerce.number(),
  lat: z.coerce.number(),
  id: z.coerce.number(),
  price: z.coerce.number(),
  status: z.string(),
  type: z.string(),
});

const titleRow = z.object({ id: z.coerce.number(), title: z.string() });

/** Rows of `table` meeting `where`, grouped by cell, fullest first (no title: see pinsOf). */
function groupedCells(table: typeof properties | typeof projects, where: SQL, view: Bbox, columns: PinColumns): SQL {
  const cell = cellSize(view);
  return sql`select count(*) as count, avg(${columns.lng}) as lng, avg(${columns.lat}) as lat,
      min(${table.id}) as id, min(${columns.price}) as price,
      min(${columns.status}) as status, min(${columns.type}) as type
    from ${table}
    where ${where}
    group by floor(${columns.lng} / ${cell}::float8), floor(${columns.lat} / ${cell}::float8)
    order by count(*) desc, min(${table.id})
    limit ${MAX_PINS}`;
}

/**
 * The pins of `table`'s rows meeting `where` inside `view`: the grouped cells, then the
 * titles of the single listings among them in one primary-key lookup. A listing deleted
 * between the two reads has no title left to show, and is left out.
 */
async function pinsOf(
  table: typeof properties | typeof projects,
  where: SQL,
  view: Bbox,
  columns: PinColumns,
): Promise<MapPin[]> {
  const cells = await queryRows(cellRow, groupedCells(table, where, view, columns));
  const singles = cells.filter((cell) => cell.count === 1).map((cell) => cell.id);
  const titles = new Map(
    singles.length === 0
      ? []
      : (
          await queryRows(
            titleRow,
            sql`select ${table.id} as id, ${table.title} as title from ${table} where ${inArray(table.id, singles)}`,
          )
        ).map((row) => [row.id, row.title]),
  );
  const pins: MapPin[] = [];
  for (const cell of cells) {
    const at = { lng: Number(cell.lng.toFixed(6)), lat: Number(cell.lat.toFixed(6)) };
    if (cell.count > 1) {
      pins.push({ kind: "group", count: cell.count, ...at });
      continue;
    }
    const title = titles.get(cell.id);
    if (title === undefined) continue;
    const { id, price, status, type } = cell;
    pins.push({ kind: "listing", id, title, price, status, type, ...at });
  }
  return pins;
}

/** Pins of a property list (its filter, map area included) inside `view`, from the list indexes' columns. */
export async function propertyPins(kind: ListingKind, query: PropertyQuery, view: Bbox): Promise<MapPin[]> {
  const where = and(...(await propertyConditions(kind, query)), placedInsideBox(properties, view))!;
  return pinsOf(properties, where, view, {
    lng: properties.longitude,
    lat: properties.latitude,
    price: properties.price,
    status: sql`${properties.status}`,
    type: sql`${properties.type}`,
  });
}

/**
 * Pins of the project list (its filter, map area included) inside `view`; a project's price
 * is its lowest. Projects have no stored coordinates or covering index (a few thousand rows),
 * so they are grouped on their point.
 */
export async function projectPins(query: ProjectQuery, view: Bbox): Promise<MapPin[]> {
  const where = and(...projectConditions(query), insideBox(projects.position, view))!;
  return pinsOf(projects, where, view, {
    lng: sql`${projects.position}[0]`,
    lat: sql`${projects.position}[1]`,
    price: projects.priceMin,
    status: sql`'project'`,
    type: sql`'Project'`,
  });
}
