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

/**
 * A property inside a map view, tested on its stored coordinates rather than its point: the
 * same rule as `<@ box` (bounds included; no position, never inside), but on columns the
 * list indexes hold, so a list filtered by the view stays an index-only scan (ADR 043).
 */
export function insideBoxByCoordinates(
  longitude: AnyColumn,
  latitude: AnyColumn,
  [west, south, east, north]: Bbox,
): SQL {
  return sql`${longitude} between ${west}::float8 and ${east}::float8 and ${latitude} between ${south}::float8 and ${north}::float8`;
}

/**
 * A property inside an area drawn on the map: first inside the area's bounds (on the indexed
 * coordinates, which rules out most rows without visiting them), then inside the polygon itself.
 */
export function insidePolygonByCoordinates(
  position: AnyColumn,
  longitude: AnyColumn,
  latitude: AnyColumn,
  points: LngLat[],
): SQL {
  return sql`(${insideBoxByCoordinates(longitude, latitude, polygonBounds(points))} and ${insidePolygon(position, points)})`;
}
