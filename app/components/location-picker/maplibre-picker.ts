/**
 * The location picker's interactive map (MapLibre GL JS), imported only when
 * the picker first scrolls into view (location-picker.tsx), so the library is
 * never part of a page's first load.
 *
 * A tap or click places the pin; the pin can be dragged, and dragging always
 * has single-tap alternatives (WCAG 2.5.7): tap elsewhere to move it, or pan
 * the map (arrow keys, + and −) and press "Place the pin at the map's centre".
 */
import { Map as MapLibreMap, Marker, NavigationControl, AttributionControl } from "maplibre-gl";
// The place map's module: it names MapLibre's worker (our own origin) and brings the library's styles.
import "#app/components/maps/maplibre-place";
import { applyBasemap, firstStyle, type Basemap } from "#app/components/maps/basemap";
import { roundCoordinate, type LngLat } from "#app/lib/geo";

export type PickerMapOptions = {
  /** Where the view starts, and how close. */
  centre: LngLat;
  zoom: number;
  /** The pin already chosen, if any. */
  pin: LngLat | null;
  styleUrl: string | null;
  pmtiles?: Basemap["pmtiles"];
  locale: string;
  /** The map canvas's accessible name. */
  label: string;
  /** The pin's accessible name for a position. */
  pinLabel: (position: LngLat) => string;
  /** A new position chosen on the map (tap, click, drag, or the centre button). */
  onPick: (position: LngLat) => void;
  onNoTiles: () => void;
};

export type PickerMap = {
  /** Moves the view (a locality chosen); the pin stays. */
  centreOn: (position: LngLat, zoom?: number) => void;
  /** Shows the pin at a typed position, without announcing a pick. */
  showPin: (position: LngLat) => void;
  /** Places the pin at the view's centre and announces it. */
  pinAtCentre: () => void;
  remove: () => void;
};

const rounded = (lng: number, lat: number): LngLat => [roundCoordinate(lng), roundCoordinate(lat)];

export function showPicker(container: HTMLElement, options: PickerMapOptions): PickerMap {
  const map = new MapLibreMap({
    container,
    style: firstStyle(options),
    center: options.pin ?? options.centre,
    zoom: options.zoom,
    attributionControl: false,
  });
  map.addControl(new AttributionControl({ compact: false }));
  map.addControl(new NavigationControl({ showCompass: false }));
  map.getCanvas().setAttribute("aria-label", options.label);

  let marker: Marker | null = null;
  const place = (position: LngLat) => {
    if (!marker) {
      marker = new Marker({ color: "#c2410c", draggable: true }).setLngLat(position).addTo(map);
      const pin = marker.getElement();
      pin.setAttribute("role", "img");
      pin.dataset.pickerPin = "";
      marker.on("dragend", () => {
        const { lng, lat } = marker!.getLngLat();
        const moved = rounded(lng, lat);
        label(moved);
        options.onPick(moved);
      });
    } else {
      marker.setLngLat(position);
    }
    label(position);
  };
  const label = (position: LngLat) => {
    const pin = marker?.getElement();
    if (!pin) return;
    pin.setAttribute("aria-label", options.pinLabel(position));
    pin.dataset.lng = String(position[0]);
    pin.dataset.lat = String(position[1]);
  };
  if (options.pin) place(options.pin);

  map.on("click", (event) => {
    const position = rounded(event.lngLat.lng, event.lngLat.lat);
    place(position);
    options.onPick(position);
  });

  applyBasemap(map, options, options.locale, options.onNoTiles);

  return {
    centreOn: (position, zoom = 14) => map.jumpTo({ center: position, zoom }),
    showPin: (position) => {
      place(position);
      if (!map.getBounds().contains(position)) map.jumpTo({ center: position });
    },
    pinAtCentre: () => {
      const { lng, lat } = map.getCenter();
      const position = rounded(lng, lat);
      place(position);
      options.onPick(position);
    },
    remove: () => map.remove(),
  };
}
