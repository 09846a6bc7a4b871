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
import { boxLiteral, polygonLiteral, type Bbox, type LngLat } from "#app/lib/geo";

const isValue = (v: unknown): v is unknown[] => Array.isArray(v);

export function insideBox(position: AnyColumn, area: Bbox | SQLWrapper): SQL {
  return isValue(area) ? sql`${position} <@ ${boxLiteral(area)}::box` : sql`${position} <@ ${area}`;
}

export function insidePolygon(position: AnyColumn, area: LngLat[] | SQLWrapper): SQL {
  return isValue(area) ? sql`${position} <@ ${polygonLiteral(area)}::polygon` : sql`${position} <@ ${area}`;
}
