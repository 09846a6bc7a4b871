/**
 * The interactive map of one place (MapLibre GL JS). Imported only when a map
 * is first shown (place-map.tsx), so the library is never part of a page's
 * first load. Its worker is a file of this site (a module worker from our own
 * origin: the Content-Security-Policy's 'self'), never a blob.
 */
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { applyBasemap, firstStyle, type Basemap } from "./basemap";

setWorkerUrl(workerUrl);

// The plain background and the label rule live with the other basemap rules; named here too for the modules that import them from here.
export { PLAIN_STYLE, localiseLabels } from "./basemap";

export type PlaceMapOptions = {
  lng: number;
  lat: number;
  /** The pin's accessible name (the listing's title, or the office). */
  label: string;
  /** A MapLibre style's URL; null: the plain background. */
  styleUrl: string | null;
  /** The self-hosted basemap (MAP_PMTILES), drawn instead of styleUrl. */
  pmtiles?: Basemap["pmtiles"];
  /** The page's language: Hindi and Marathi pages ask for name:hi / name:mr labels where the style has them. */
  locale: string;
  /** Called once when the tiles cannot be reached and the plain background is shown instead. */
  onNoTiles: () => void;
};

/** Draws the map with its pin into `container`; the returned function removes it. */
export function showPlace(container: HTMLElement, options: PlaceMapOptions): () => void {
  const map = new MapLibreMap({
    container,
    style: firstStyle(options),
    center: [options.lng, options.lat],
    zoom: 15,
    attributionControl: false,
    cooperativeGestures: false,
  });
  // The style's own attribution (OpenStreetMap's contributors, the tile host), always shown in full.
  map.addControl(new AttributionControl({ compact: false }));
  map.addControl(new NavigationControl({ showCompass: false }));
  const marker = new Marker({ color: "#c2410c" }).setLngLat([options.lng, options.lat]).addTo(map);
  const pin = marker.getElement();
  pin.setAttribute("role", "img");
  pin.setAttribute("aria-label", options.label);
  pin.dataset.lng = String(options.lng);
  pin.dataset.lat = String(options.lat);
  applyBasemap(map, options, options.locale, options.onNoTiles);
  return () => map.remove();
}
