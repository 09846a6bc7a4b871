import type { ReactNode } from "react";
import type { Bbox, LngLat } from "#app/lib/geo";
import type { MapPin } from "#app/lib/map-pins";

/** Which pins a map shows: a list page's (fetched for each view, with its filters) or a fixed set (a locality's). */
export type PinSource =
  { kind: "residential" | "commercial" | "projects"; path: string } | { kind: "fixed"; pins: MapPin[] };

export type MapViewProps = {
  source: PinSource;
  /** Where the map opens. */
  bounds: Bbox;
  /** The area drawn (from the URL), outlined. */
  area: LngLat[] | null;
  /** The list's count, announced after "Search this area" or a drawn area. */
  total: number;
  /** The listing whose card or pin is highlighted. */
  highlighted: number | null;
  onHighlight: (id: number | null) => void;
  /** The List button of the full-screen map on a phone; none on a locality's map. */
  listLink?: ReactNode;
  /** Search this area and Draw an area (list pages). */
  searchable: boolean;
};
