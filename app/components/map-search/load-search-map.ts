import { fetchMapWorkerAhead } from "#app/components/maps/map-worker";

/**
 * The search map's code (MapLibre, its controls, its CSS and its worker),
 * asked for as soon as a map is wanted: when the Map switch is pressed, in
 * parallel with the navigation to the map view, and when a map region comes
 * into view. Both share one download: a module is fetched once per page.
 */
export function loadSearchMap() {
  fetchMapWorkerAhead();
  return import("./map-search-live");
}
