/**
 * The Protomaps basemap style over the self-hosted PMTiles file (MAP_PMTILES),
 * read with range requests through the `pmtiles://` protocol. Imported only
 * when a map is shown on a site that has one (basemap.ts).
 */
import { addProtocol } from "maplibre-gl";
import type { StyleSpecification } from "maplibre-gl";
import { Protocol } from "pmtiles";
import { layers, namedFlavor } from "@protomaps/basemaps";

let registered = false;

/** The style in the page's language: labels use name:hi / name:mr where the data has them, with Devanagari fonts. */
export function protomapsStyle(pmtiles: { url: string; assetsUrl: string }, locale: string): StyleSpecification {
  if (!registered) {
    addProtocol("pmtiles", new Protocol().tile);
    registered = true;
  }
  const absolute = (url: string) => new URL(url, window.location.href).href;
  const assets = absolute(pmtiles.assetsUrl).replace(/\/+$/, "");
  return {
    version: 8,
    glyphs: `${assets}/fonts/{fontstack}/{range}.pbf`,
    sprite: `${assets}/sprites/v4/light`,
    sources: {
      protomaps: {
        type: "vector",
        url: `pmtiles://${absolute(pmtiles.url)}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    },
    layers: layers("protomaps", namedFlavor("light"), { lang: locale }),
  };
}
