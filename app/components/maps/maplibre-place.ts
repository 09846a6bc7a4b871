/**
 * The interactive map of one place (MapLibre GL JS). Imported only when a map
 * is first shown (place-map.tsx), so the library is never part of a page's
 * first load. Its worker is a file of this site (a module worker from our own
 * origin: the Content-Security-Policy's 'self'), never a blob.
 */
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from "maplibre-gl";
import type { StyleSpecification } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";

setWorkerUrl(workerUrl);

/** No tiles: the pins on a plain background (no sources, so nothing is fetched). */
export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#e5ebe8" } }],
};

export type PlaceMapOptions = {
  lng: number;
  lat: number;
  /** The pin's accessible name (the listing's title, or the office). */
  label: string;
  /** A MapLibre style's URL; null: the plain background. */
  styleUrl: string | null;
  /** The page's language: Hindi and Marathi pages ask for name:hi / name:mr labels where the style has them. */
  locale: string;
  /** Called once when the tiles cannot be reached and the plain background is shown instead. */
  onNoTiles: () => void;
};

/** Labels in the page's language where the style's data has them, else the local name. */
export function localiseLabels(map: MapLibreMap, locale: string) {
  if (locale === "en") return;
  for (const layer of map.getStyle().layers ?? []) {
    if (layer.type !== "symbol") continue;
    const field = map.getLayoutProperty(layer.id, "text-field");
    if (field === undefined || field === null) continue;
    if (!JSON.stringify(field).includes("name")) continue;
    map.setLayoutProperty(layer.id, "text-field", [
      "coalesce",
      ["get", `name:${locale}`],
      ["get", "name:latin"],
      ["get", "name"],
    ]);
  }
}

/** Draws the map with its pin into `container`; the returned function removes it. */
export function showPlace(container: HTMLElement, options: PlaceMapOptions): () => void {
  const map = new MapLibreMap({
    container,
    style: options.styleUrl ?? PLAIN_STYLE,
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
  let plain = options.styleUrl === null;
  map.on("error", () => {
    // A style or its tiles that cannot be reached: the pin on a plain background, said once.
    if (plain) return;
    plain = true;
    map.setStyle(PLAIN_STYLE);
    options.onNoTiles();
  });
  map.on("style.load", () => localiseLabels(map, options.locale));
  return () => map.remove();
}
