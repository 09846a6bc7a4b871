/**
 * The map filters as SQL, for properties and projects alike: a position
 * (point(longitude, latitude), GiST-indexed) inside the map view searched
 * (`<@ box`) or inside the area drawn (`<@ polygon`). Flat degrees are exact
 * enough at India's latitudes for "is it inside what I see". A listing with no
 * position is never inside an area.
 *
 * The operand is the value itself (a list page: one bound text parameter cast
 * to the geometric type) or a saved search's stored box/polygon column (alert
 * matching).
 */
import { sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import { boxLiteral, polygonBounds, polygonLiteral, type Bbox, type LngLat } from "#app/lib/geo";

const isValue = (v: unknown): v is unknown[] => Array.isArray(v);

export function insideBox(position: AnyColumn, area: Bbox | SQLWrapper): SQL {
  return isValue(area) ? sql`${position} <@ ${boxLiteral(area)}::box` : sql`${position} <@ ${area}`;
}

export function insidePolygon(position: AnyColumn, area: LngLat[] | SQLWrapper): SQL {
  return isValue(area) ? sql`${position} <@ ${polygonLiteral(area)}::polygon` : sql`${position} <@ ${area}`;
}

/** A table's position and the coordinates the database stores from it (properties, ADR 043). */
export type PlacedColumns = { position: AnyColumn; longitude: AnyColumn; latitude: AnyColumn };

/**
 * Inside a map view, for a table with stored coordinates: a view given as a value (a list's
 * own) is tested on the coordinates, the same rule as `<@ box` (bounds included; no position,
 * never inside) but on columns the list indexes hold, so the list stays an index-only scan
 * (ADR 043). A stored box (a saved search's, matched one listing at a time) is tested on the point.
 */
export function placedInsideBox(columns: PlacedColumns, area: Bbox | SQLWrapper): SQL {
  if (!isValue(area)) return insideBox(columns.position, area);
  const [west, south, east, north] = area;
  return sql`${columns.longitude} between ${west}::float8 and ${east}::float8 and ${columns.latitude} between ${south}::float8 and ${north}::float8`;
}

/**
 * Inside an area drawn on the map, for a table with stored coordinates: a drawn area given as a
 * value is first bounded on the indexed coordinates (which rules out most rows without visiting
 * them), then tested on the point; a stored polygon is tested on the point.
 */
export function placedInsidePolygon(columns: PlacedColumns, area: LngLat[] | SQLWrapper): SQL {
  if (!isValue(area)) return insidePolygon(columns.position, area);
  return sql`(${placedInsideBox(columns, polygonBounds(area))} and ${insidePolygon(columns.position, area)})`;
}
