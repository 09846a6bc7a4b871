/**
 * GET/HEAD /map-tiles/basemap.pmtiles: the self-hosted basemap (MAP_PMTILES),
 * served with HTTP range requests and never compressed
 * (app/web/map-tiles.server.ts). 404 when no basemap is configured.
 */
import type { Route } from "./+types/map-tiles";
import { servePmtiles } from "#app/web/map-tiles.server";

export async function loader({ request }: Route.LoaderArgs) {
  return servePmtiles(request);
}
