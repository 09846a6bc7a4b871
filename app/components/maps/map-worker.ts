/**
 * MapLibre's worker fetched ahead, in parallel with the map's own chunks.
 *
 * A map's code arrives in two waves when nothing starts the second early: the
 * chunks with MapLibre (about 250 KB compressed), and only once they have run
 * and the map is made, its worker (about 120 KB) — one more round trip and
 * transfer after the first. On a slow phone network (Lighthouse's slow 4G:
 * 562 ms per request, 1.5 Mbps) that second wave is about a second. Asking for
 * the worker's file when the map's chunks are asked for puts both waves on
 * the line at once; the worker is then made from the browser's cache (the
 * file is fingerprinted and kept for a year, server.mjs). Only when a map is
 * about to be shown: never on a page's first load.
 */
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

let asked = false;

/** Starts fetching MapLibre's worker into the HTTP cache, once per page; a failure is left to the worker's own fetch. */
export function fetchMapWorkerAhead(): void {
  if (asked) return;
  asked = true;
  // The body is read to its end so that the whole file is cached; its bytes are not kept here.
  fetch(workerUrl)
    .then((response) => response.arrayBuffer())
    .catch(() => {
      asked = false;
    });
}
