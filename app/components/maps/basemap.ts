/**
 * What a map draws under its pins, for every map of the site: the
 * self-hosted PMTiles basemap with the Protomaps style (MAP_PMTILES), else
 * MAP_STYLE_URL's style, else a plain background. Hindi and Marathi pages get
 * labels in their language where the data has them. When the tiles, style,
 * glyphs or sprites cannot be reached, the map falls back to the plain
 * background (the pins stay) and says so once.
 */
import type { Map as MapLibreMap, StyleSpecification } from "maplibre-gl";

/** No tiles: the pins on a plain background (no sources, so nothing is fetched). */
export const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#e5ebe8" } }],
};

export type Basemap = {
  /** A MapLibre style's URL (MAP_STYLE_URL); null: the plain background. */
  styleUrl: string | null;
  /** The self-hosted basemap (MAP_PMTILES); it wins over styleUrl. */
  pmtiles?: { url: string; assetsUrl: string } | null;
};

/** The style a new map starts with: MAP_STYLE_URL's, or plain until the Protomaps style is built. */
export function firstStyle(basemap: Basemap): string | StyleSpecification {
  if (basemap.pmtiles) return PLAIN_STYLE;
  return basemap.styleUrl ?? PLAIN_STYLE;
}

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

/**
 * Gives a map made with `firstStyle(basemap)` its tiles, labels in `locale`,
 * and the fallback: the first error of a real basemap switches to the plain
 * background and calls `onNoTiles` once.
 */
export function applyBasemap(map: MapLibreMap, basemap: Basemap, locale: string, onNoTiles: () => void): void {
  let plain = !basemap.pmtiles && basemap.styleUrl === null;
  const fallBack = () => {
    if (plain) return;
    plain = true;
    map.setStyle(PLAIN_STYLE);
    onNoTiles();
  };
  map.on("error", fallBack);
  if (basemap.pmtiles) {
    const pmtiles = basemap.pmtiles;
    // The Protomaps style and the PMTiles reader load only for a site that uses them.
    import("./protomaps-style")
      .then(({ protomapsStyle }) => {
        if (!plain) map.setStyle(protomapsStyle(pmtiles, locale));
      })
      .catch(fallBack);
    return;
  }
  // MAP_STYLE_URL's style names its own label fields; the Protomaps style is built in the page's language.
  map.on("style.load", () => localiseLabels(map, locale));
}
