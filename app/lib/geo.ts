/**
 * Positions on the map, shared by the server and the browser.
 *
 * A position is stored as a PostgreSQL point(longitude, latitude): x is the
 * longitude, y the latitude, as in GeoJSON and MapLibre. Listings must lie in
 * India; a map view (bbox) or a drawn area (poly) may reach past its border
 * but must be a real place on the globe.
 */

export type LngLat = [lng: number, lat: number];
/** west, south, east, north */
export type Bbox = [west: number, south: number, east: number, north: number];

/**
 * India's extent with a small margin (mainland 6.7–35.7° N, 68.1–97.4° E;
 * the Andaman and Nicobar Islands reach 6.75° N): a position outside it is a
 * typing mistake, not a listing.
 */
export const INDIA_BOUNDS = { south: 6, north: 37.5, west: 68, east: 97.5 } as const;

/** Most points a drawn area keeps (the URL and the point-in-polygon test stay small). */
export const MAX_POLYGON_POINTS = 50;

/** Six decimals is about 11 cm: finer digits are noise, and equal places get equal URLs. */
const DECIMALS = 6;
export const roundCoordinate = (value: number): number => Number(value.toFixed(DECIMALS));

export function isInIndia(lat: number, lng: number): boolean {
  return lat >= INDIA_BOUNDS.south && lat <= INDIA_BOUNDS.north && lng >= INDIA_BOUNDS.west && lng <= INDIA_BOUNDS.east;
}

const inWorld = ([lng, lat]: LngLat) => lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90;

/** A plain decimal number as typed in a URL or field ("19.13", "-0.5"); anything else is null. */
function decimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,3}(?:\.\d{1,12})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * `bbox=west,south,east,north`. Null (the filter is ignored) when it is not
 * four numbers, lies off the globe, or is inverted or empty (west ≥ east,
 * south ≥ north: a view across the antimeridian never shows India).
 */
export function parseBbox(text: string | null | undefined): Bbox | null {
  if (!text || text.length > 200) return null;
  const parts = text.split(",");
  if (parts.length !== 4) return null;
  const values = parts.map(decimal);
  if (values.some((v) => v === null)) return null;
  const [west, south, east, north] = values.map((v) => roundCoordinate(v!)) as Bbox;
  if (!inWorld([west, south]) || !inWorld([east, north])) return null;
  if (west >= east || south >= north) return null;
  return [west, south, east, north];
}

export function bboxParam(bbox: Bbox): string {
  return bbox.join(",");
}

/** Twice the signed area (shoelace); zero for a polygon with no inside. */
function doubledArea(points: LngLat[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

function orientation(a: LngLat, b: LngLat, c: LngLat): number {
  const value = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return value === 0 ? 0 : value > 0 ? 1 : -1;
}

function onSegment(a: LngLat, b: LngLat, p: LngLat): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  );
}

function segmentsCross(p1: LngLat, p2: LngLat, q1: LngLat, q2: LngLat): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, p2, q2)) ||
    (o3 === 0 && onSegment(q1, q2, p1)) ||
    (o4 === 0 && onSegment(q1, q2, p2))
  );
}

/** Two edges that are not neighbours touch or cross. */
export function isSelfCrossing(points: LngLat[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a corner by design.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/**
 * `poly=lng,lat;lng,lat;…`: 3 to 50 corners, the ring closed implicitly. Null
 * (the filter is ignored) when a corner is not two numbers on the globe, there
 * are too few or too many, the ring has no inside, or its edges cross.
 */
export function parsePolygon(text: string | null | undefined): LngLat[] | null {
  if (!text || text.length > MAX_POLYGON_POINTS * 50) return null;
  const corners = text.split(";").filter((part) => part.trim() !== "");
  if (corners.length > MAX_POLYGON_POINTS + 1) return null;
  const points: LngLat[] = [];
  for (const corner of corners) {
    const parts = corner.split(",");
    if (parts.length !== 2) return null;
    const lng = decimal(parts[0]!);
    const lat = decimal(parts[1]!);
    if (lng === null || lat === null) return null;
    const point: LngLat = [roundCoordinate(lng), roundCoordinate(lat)];
    if (!inWorld(point)) return null;
    points.push(point);
  }
  // A ring written closed (last corner = first) is the same ring.
  const last = points[points.length - 1];
  if (points.length > 1 && last![0] === points[0]![0] && last![1] === points[0]![1]) points.pop();
  if (points.length < 3 || points.length > MAX_POLYGON_POINTS) return null;
  if (doubledArea(points) === 0 || isSelfCrossing(points)) return null;
  return points;
}

export function polygonParam(points: LngLat[]): string {
  return points.map(([lng, lat]) => `${lng},${lat}`).join(";");
}

/** PostgreSQL's text form of a box: '(east,north),(west,south)'. */
export function boxLiteral([west, south, east, north]: Bbox): string {
  return `(${east},${north}),(${west},${south})`;
}

/** PostgreSQL's text form of a polygon: '((x,y),…)'. */
export function polygonLiteral(points: LngLat[]): string {
  return `(${points.map(([lng, lat]) => `(${lng},${lat})`).join(",")})`;
}

/** The smallest box holding every corner. */
export function polygonBounds(points: LngLat[]): Bbox {
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Straight-line (great-circle) distance in kilometres, for the browser; the server asks earthdistance. */
export function distanceKm([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The same point on openstreetmap.org, with a marker. */
export function openStreetMapUrl(lat: number, lng: number, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/**
 * The map filters of a list page's URL: the view searched (bbox) and the area
 * drawn (poly). A value that is present but unusable is dropped and named in
 * `ignored`, so the page can say so (the list is then shown without it).
 */
export type MapArea = { bbox: Bbox | null; poly: LngLat[] | null; ignored: ("bbox" | "poly")[] };

export function parseMapArea(params: URLSearchParams): MapArea {
  const ignored: MapArea["ignored"] = [];
  const rawBbox = params.get("bbox");
  const rawPoly = params.get("poly");
  const bbox = parseBbox(rawBbox);
  const poly = parsePolygon(rawPoly);
  if (rawBbox && rawBbox.trim() !== "" && !bbox) ignored.push("bbox");
  if (rawPoly && rawPoly.trim() !== "" && !poly) ignored.push("poly");
  return { bbox, poly, ignored };
}

/** Writes the map filters into `params` (left out when unused). */
export function putMapArea(params: URLSearchParams, area: Pick<MapArea, "bbox" | "poly">): void {
  if (area.bbox) params.set("bbox", bboxParam(area.bbox));
  if (area.poly) params.set("poly", polygonParam(area.poly));
}
