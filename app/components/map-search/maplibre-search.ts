/**
 * The map of a list page or a locality (MapLibre GL JS): pins as real
 * buttons, groups that zoom in when pressed, and an area drawn one tap per
 * corner. Imported only when such a map is first shown (listings-map.tsx), so
 * the library never weighs on a page's first load; it shares the worker of
 * the place maps (../maps/maplibre-place.ts) and their basemap rules
 * (../maps/basemap.ts: MAP_PMTILES, else MAP_STYLE_URL, else plain).
 *
 * Everything a person reads (prices, names, counts) comes in already written
 * in the page's language; this module only places it.
 */
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl } from "maplibre-gl";
import type { GeoJSONSource } from "maplibre-gl";
import type { Feature, FeatureCollection } from "geojson";
// The place maps' module sets the worker (from this site) and brings MapLibre's CSS.
import "#app/components/maps/maplibre-place";
import { applyBasemap, firstStyle, type Basemap } from "#app/components/maps/basemap";
import type { Bbox, LngLat } from "#app/lib/geo";

/** One pin as shown: a listing (its short price) or a group (its count). */
export type PinView = {
  key: string;
  /** A listing's id; null for a group. */
  id: number | null;
  lng: number;
  lat: number;
  /** What the pin shows: ₹1.2 Cr, or the group's count. */
  text: string;
  /** The button's name: the listing's title and price, or "12 listings: zoom in". */
  label: string;
};

export type SearchMapOptions = {
  bounds: Bbox;
  /** A MapLibre style's URL (MAP_STYLE_URL); null: the plain background. */
  styleUrl: string | null;
  /** The self-hosted basemap (MAP_PMTILES), drawn instead of styleUrl. */
  pmtiles?: Basemap["pmtiles"];
  locale: string;
  /** The map region's name for assistive technology (the canvas is a region of its own). */
  canvasLabel: string;
  /** The area drawn earlier (from the URL), outlined. */
  area: LngLat[] | null;
  /** The view changed: its bounds, and whether the person moved it (not a resize of the page). */
  onMove: (bounds: Bbox, byPerson: boolean) => void;
  onChoose: (pin: PinView) => void;
  onHover: (id: number | null) => void;
  /** A tap while drawing: the corner's position. */
  onDrawPoint: (point: LngLat) => void;
  onNoTiles: () => void;
};

export type SearchMapHandle = {
  setPins: (pins: PinView[]) => void;
  setHighlighted: (id: number | null) => void;
  /** Corners being drawn (an open line), or null when not drawing. */
  setDrawing: (points: LngLat[] | null) => void;
  setArea: (area: LngLat[] | null) => void;
  bounds: () => Bbox;
  /** The part of the view where pins are shown whole. */
  pinBounds: () => Bbox;
  centre: () => LngLat;
  remove: () => void;
};

const AREA_SOURCE = "drawn-area";
const SKETCH_SOURCE = "area-sketch";
const ACCENT = "#c2410c";

function ring(points: LngLat[]): LngLat[] {
  return points.length > 0 ? [...points, points[0]!] : [];
}

function areaData(area: LngLat[] | null): FeatureCollection {
  if (!area || area.length < 3) return { type: "FeatureCollection", features: [] };
  return {
    type: "FeatureCollection",
    features: [{ type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring(area)] } }],
  };
}

function sketchData(points: LngLat[] | null): FeatureCollection {
  if (!points || points.length === 0) return { type: "FeatureCollection", features: [] };
  return {
    type: "FeatureCollection",
    features: [
      { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: points } },
      ...points.map((point): Feature => ({
        type: "Feature",
        properties: {},
        geometry: { type: "Point", coordinates: point },
      })),
    ],
  };
}

const round = (value: number) => Number(value.toFixed(5));

export function showSearchMap(container: HTMLElement, options: SearchMapOptions): SearchMapHandle {
  const [west, south, east, north] = options.bounds;
  const map = new MapLibreMap({
    container,
    style: firstStyle(options),
    bounds: [
      [west, south],
      [east, north],
    ],
    fitBoundsOptions: { padding: 24, maxZoom: 15 },
    attributionControl: false,
    cooperativeGestures: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
  });
  map.getCanvas().setAttribute("aria-label", options.canvasLabel);
  map.touchZoomRotate.disableRotation();
  map.keyboard.disableRotation();
  // The style's own attribution (OpenStreetMap's contributors, the tile host), always shown in full.
  map.addControl(new AttributionControl({ compact: false }));
  map.addControl(new NavigationControl({ showCompass: false }));

  let area = options.area;
  let sketch: LngLat[] | null = null;
  let markers = new Map<string, { marker: Marker; pin: PinView }>();
  let highlighted: number | null = null;

  /** The drawn area and the sketch: sources and layers, added again whenever a style (re)loads. */
  function addAreaLayers() {
    if (!map.getSource(AREA_SOURCE)) {
      map.addSource(AREA_SOURCE, { type: "geojson", data: areaData(area) });
      map.addLayer({
        id: "area-fill",
        type: "fill",
        source: AREA_SOURCE,
        paint: { "fill-color": ACCENT, "fill-opacity": 0.08 },
      });
      map.addLayer({
        id: "area-line",
        type: "line",
        source: AREA_SOURCE,
        paint: { "line-color": ACCENT, "line-width": 2 },
      });
    }
    if (!map.getSource(SKETCH_SOURCE)) {
      map.addSource(SKETCH_SOURCE, { type: "geojson", data: sketchData(sketch) });
      map.addLayer({
        id: "sketch-line",
        type: "line",
        source: SKETCH_SOURCE,
        filter: ["==", ["geometry-type"], "LineString"],
        paint: { "line-color": ACCENT, "line-width": 2, "line-dasharray": [2, 1] },
      });
      map.addLayer({
        id: "sketch-points",
        type: "circle",
        source: SKETCH_SOURCE,
        filter: ["==", ["geometry-type"], "Point"],
        paint: {
          "circle-radius": 5,
          "circle-color": "#ffffff",
          "circle-stroke-color": ACCENT,
          "circle-stroke-width": 2,
        },
      });
    }
  }

  // Marks MapLibre's load (style and first frame drawn) for npm run bench:map-load, which times it from the Map switch.
  map.once("load", () => container.setAttribute("data-map-loaded", ""));
  // The drawn area's layers go on every style loaded: the first, the basemap's, or the plain fallback.
  map.on("style.load", addAreaLayers);
  applyBasemap(map, options, options.locale, options.onNoTiles);

  /**
   * The part of the view where a pin is seen whole (a pin stands above its point): pins are asked for this,
   * so none is cut by the map's edge or lies under its toolbar.
   */
  const pinBounds = (): Bbox => {
    const canvas = map.getCanvas();
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width < 120 || height < 120) return currentBounds();
    const topLeft = map.unproject([24, 32]);
    const bottomRight = map.unproject([width - 24, height - 8]);
    return [round(topLeft.lng), round(bottomRight.lat), round(bottomRight.lng), round(topLeft.lat)];
  };
  const currentBounds = (): Bbox => {
    const b = map.getBounds();
    return [round(b.getWest()), round(b.getSouth()), round(b.getEast()), round(b.getNorth())];
  };
  // A gesture, a key or a control starts its move with its original event; a group's zoom is marked; a resize
  // has neither. A move the person started ends as theirs even when inertia finishes it.
  let personMoving = false;
  const byPerson = (event: { originalEvent?: unknown }) =>
    Boolean(event.originalEvent) || Boolean((event as { byPerson?: boolean }).byPerson);
  map.on("movestart", (event) => {
    if (byPerson(event)) personMoving = true;
  });
  map.on("moveend", (event) => {
    const person = personMoving || byPerson(event);
    personMoving = false;
    options.onMove(pinBounds(), person);
  });

  map.on("click", (event) => {
    if (sketch === null) return;
    options.onDrawPoint([round(event.lngLat.lng), round(event.lngLat.lat)]);
  });

  function pinElement(pin: PinView): HTMLButtonElement {
    const button = document.createElement("button");
    button.type = "button";
    button.className = pin.id === null ? "map-pin map-pin-group" : "map-pin";
    button.textContent = pin.text;
    button.setAttribute("aria-label", pin.label);
    button.dataset.mapPin = pin.id === null ? "group" : String(pin.id);
    button.dataset.lng = String(pin.lng);
    button.dataset.lat = String(pin.lat);
    button.addEventListener("click", (event) => {
      event.stopPropagation();
      if (pin.id === null) {
        map.easeTo(
          { center: [pin.lng, pin.lat], zoom: Math.min(map.getZoom() + 2, 18), duration: 300 },
          { byPerson: true },
        );
      } else {
        options.onChoose(pin);
      }
    });
    if (pin.id !== null) {
      const id = pin.id;
      button.addEventListener("pointerenter", () => options.onHover(id));
      button.addEventListener("pointerleave", () => options.onHover(null));
      button.addEventListener("focus", () => options.onHover(id));
      button.addEventListener("blur", () => options.onHover(null));
    }
    return button;
  }

  function markHighlighted() {
    for (const { marker, pin } of markers.values()) {
      const on = pin.id !== null && pin.id === highlighted;
      marker.getElement().classList.toggle("map-pin-highlighted", on);
      // Above its neighbours while highlighted.
      marker.getElement().style.zIndex = on ? "2" : "";
    }
  }

  return {
    setPins(pins) {
      const next = new Map<string, { marker: Marker; pin: PinView }>();
      for (const pin of pins) {
        const existing = markers.get(pin.key);
        if (existing && existing.pin.text === pin.text && existing.pin.label === pin.label) {
          next.set(pin.key, existing);
          markers.delete(pin.key);
          continue;
        }
        const marker = new Marker({ element: pinElement(pin), anchor: "bottom" })
          .setLngLat([pin.lng, pin.lat])
          .addTo(map);
        next.set(pin.key, { marker, pin });
      }
      for (const { marker } of markers.values()) marker.remove();
      markers = next;
      // Keyboard order follows reading order: north to south, then west to east.
      const ordered = [...markers.values()].sort((a, b) => b.pin.lat - a.pin.lat || a.pin.lng - b.pin.lng);
      const parent = ordered[0]?.marker.getElement().parentElement;
      if (parent) for (const { marker } of ordered) parent.appendChild(marker.getElement());
      markHighlighted();
    },
    setHighlighted(id) {
      highlighted = id;
      markHighlighted();
    },
    setDrawing(points) {
      sketch = points;
      // While drawing, a tap on a pin is a corner too.
      container.classList.toggle("map-drawing", points !== null);
      map.getCanvas().style.cursor = points === null ? "" : "crosshair";
      (map.getSource(SKETCH_SOURCE) as GeoJSONSource | undefined)?.setData(sketchData(points));
    },
    setArea(next) {
      area = next;
      (map.getSource(AREA_SOURCE) as GeoJSONSource | undefined)?.setData(areaData(next));
    },
    bounds: currentBounds,
    pinBounds,
    centre() {
      const c = map.getCenter();
      return [round(c.lng), round(c.lat)];
    },
    remove: () => map.remove(),
  };
}
