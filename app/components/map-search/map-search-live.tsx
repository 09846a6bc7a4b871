/**
 * The working map of a list page or a locality, loaded with MapLibre when the
 * map is first shown (map-view.tsx). Pins come from /api/map-pins for the
 * view and the list's filters (grouped on the server), or from the page (a
 * locality's listings, grouped here on the same grid). A pin is a button named
 * by its listing's title and price; choosing it moves focus to the listing's
 * card, or to a short card under the map when the list does not show it.
 *
 * Moving the map offers "Search this area" (bbox= in the URL, every other
 * filter kept); "Draw an area" takes one tap (or the map's centre) per corner
 * (poly= in the URL), so nothing needs a drag (WCAG 2.5.7). The list's new
 * count is announced politely.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/layout/root-data";
import { Link } from "#app/i18n/link";
import { useFormat } from "#app/i18n/use-locale";
import { bboxParam, MAX_POLYGON_POINTS, parsePolygon, polygonParam, type Bbox, type LngLat } from "#app/lib/geo";
import type { MapPin } from "#app/lib/map-pins";
import { propertyPath } from "#app/lib/property-query";
import { showSearchMap, type PinView, type SearchMapHandle } from "./maplibre-search";
import type { MapViewProps } from "./map-types";
import "./map-search.css";

type ListingPin = Extract<MapPin, { kind: "listing" }>;

/** Parameters of the page's URL that are not filters of the pins: the view searched, the layout, the page, the order. */
const NOT_PIN_FILTERS = ["bbox", "view", "page", "sort"];
const PIN_DELAY_MS = 200;
/** Cells of the grid a locality's pins are grouped on (as on the server: map-pins.server.ts). */
const LOCAL_CELLS = 400;

/** A view MapLibre reports past the globe's edge (zoomed far out) held to it. */
function onTheGlobe([west, south, east, north]: Bbox): Bbox {
  return [Math.max(west, -180), Math.max(south, -85), Math.min(east, 180), Math.min(north, 85)];
}

/** A locality's pins grouped on a grid over the view, as the server groups a list's. */
function groupLocally(pins: MapPin[], [west, south, east, north]: Bbox): MapPin[] {
  const cell = Math.sqrt(((east - west) * (north - south)) / LOCAL_CELLS) || 1;
  const cells = new Map<string, MapPin[]>();
  for (const pin of pins) {
    if (pin.lng < west || pin.lng > east || pin.lat < south || pin.lat > north) continue;
    const key = `${Math.floor(pin.lng / cell)}:${Math.floor(pin.lat / cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), pin]);
  }
  return [...cells.values()].map((group) =>
    group.length === 1
      ? group[0]!
      : {
          kind: "group",
          count: group.length,
          lng: group.reduce((sum, pin) => sum + pin.lng, 0) / group.length,
          lat: group.reduce((sum, pin) => sum + pin.lat, 0) / group.length,
        },
  );
}

const pinKey = (pin: MapPin) =>
  pin.kind === "group"
    ? `g:${pin.lng.toFixed(5)},${pin.lat.toFixed(5)}:${pin.count}`
    : `${pin.type === "Project" ? "j" : "p"}:${pin.id}`;

const pinHref = (pin: ListingPin) => (pin.type === "Project" ? `/project/${pin.id}` : propertyPath(pin));

export function MapSearchLive({
  source,
  bounds,
  area,
  total,
  highlighted,
  onHighlight,
  listLink,
  searchable,
}: MapViewProps) {
  const { t, i18n } = useTranslation("listings");
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRootData();
  const styleUrl = root?.mapStyleUrl ?? null;
  const pmtiles = root?.mapPmtiles ?? null;
  const canvasRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<SearchMapHandle | null>(null);
  const [state, setState] = useState<"waiting" | "shown" | "failed">("waiting");
  const [noTiles, setNoTiles] = useState(false);
  const [moved, setMoved] = useState(false);
  const [drawing, setDrawing] = useState<LngLat[] | null>(null);
  const [drawNote, setDrawNote] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [chosen, setChosen] = useState<ListingPin | null>(null);
  const pinsByKey = useRef(new Map<string, MapPin>());
  const pendingAnnouncement = useRef(false);
  const pinRequest = useRef<AbortController | null>(null);
  /** The address of the pins shown, or being fetched. */
  const pinUrl = useRef<string | null>(null);
  const pinTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const pinView = (pin: MapPin): PinView => {
    const key = pinKey(pin);
    if (pin.kind === "group") {
      return {
        key,
        id: null,
        lng: pin.lng,
        lat: pin.lat,
        text: format.number(pin.count),
        label: t("mapSearch.group", { count: pin.count, n: format.number(pin.count) }),
      };
    }
    const price =
      pin.type === "Project"
        ? t("mapSearch.from", { price: format.price(pin.price) })
        : format.listingPrice(pin.price, pin.status);
    return {
      key,
      id: pin.id,
      lng: pin.lng,
      lat: pin.lat,
      text: format.shortPrice(pin.price, pin.status),
      label: `${pin.title}, ${price}`,
    };
  };

  function showPins(pins: MapPin[]) {
    pinsByKey.current = new Map(pins.map((pin) => [pinKey(pin), pin]));
    handleRef.current?.setPins(pins.map(pinView));
  }

  /** The pins of `view`: fetched with the list's filters, or the locality's grouped here. */
  function loadPins(view: Bbox) {
    if (source.kind === "fixed") {
      showPins(groupLocally(source.pins, view));
      return;
    }
    const params = new URLSearchParams(location.search);
    for (const name of NOT_PIN_FILTERS) params.delete(name);
    params.set("kind", source.kind);
    params.set("view", bboxParam(onTheGlobe(view)));
    const url = `/api/map-pins?${params.toString()}`;
    // The same pins shown or on their way (the map settling on the view it opened with): not asked for again.
    if (url === pinUrl.current) return;
    pinRequest.current?.abort();
    const request = new AbortController();
    pinRequest.current = request;
    pinUrl.current = url;
    // Failed: a later move may ask again. Aborted for a newer request: that one's address stays.
    const forget = () => {
      if (pinRequest.current === request) pinUrl.current = null;
    };
    fetch(url, { signal: request.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ pins: MapPin[] }>) : null))
      .then((body) => {
        if (body && !request.signal.aborted) showPins(body.pins);
        else forget();
      })
      // A view moved past (aborted) or a request that failed: the pins shown stay until the next move.
      .catch(forget);
  }

  function choose(view: PinView) {
    const pin = pinsByKey.current.get(view.key);
    if (!pin || pin.kind !== "listing") return;
    // The listing's card when the list shows it (a list page, this page of it); else a short card here.
    const card = source.kind === "fixed" ? null : document.getElementById(`listing-${pin.id}`);
    if (card && card.offsetParent !== null) {
      setChosen(null);
      card.scrollIntoView({ block: "nearest" });
      card.focus({ preventScroll: true });
      onHighlight(pin.id);
      return;
    }
    setChosen(pin);
  }

  // The map's callbacks see this render's functions and state.
  const latest = useRef({ loadPins, choose, onHighlight });
  latest.current = { loadPins, choose, onHighlight };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      handleRef.current = showSearchMap(canvas, {
        bounds,
        styleUrl,
        pmtiles,
        locale: i18n.language,
        canvasLabel: t("mapSearch.canvas"),
        area,
        onMove(view, byPerson) {
          if (byPerson) setMoved(true);
          clearTimeout(pinTimer.current);
          pinTimer.current = setTimeout(() => latest.current.loadPins(view), PIN_DELAY_MS);
        },
        onChoose: (pin) => latest.current.choose(pin),
        onHover: (id) => latest.current.onHighlight(id),
        onDrawPoint(point) {
          setDrawing((points) => {
            if (points === null) return null;
            if (points.length >= MAX_POLYGON_POINTS) return points;
            return [...points, point];
          });
        },
        onNoTiles: () => setNoTiles(true),
      });
      setState("shown");
      latest.current.loadPins(handleRef.current.pinBounds());
    } catch {
      // No WebGL: the list (and the OpenStreetMap links on its pages) remain.
      setState("failed");
    }
    return () => {
      clearTimeout(pinTimer.current);
      pinRequest.current?.abort();
      pinUrl.current = null;
      handleRef.current?.remove();
      handleRef.current = null;
    };
    // The map is made once; later changes reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The list's filters changed (not the view searched): the pins follow them.
  const pinFilters = (() => {
    const params = new URLSearchParams(location.search);
    for (const name of NOT_PIN_FILTERS) params.delete(name);
    return params.toString();
  })();
  const loaded = state === "shown";
  useEffect(() => {
    const handle = handleRef.current;
    if (loaded && handle) latest.current.loadPins(handle.pinBounds());
  }, [pinFilters, loaded]);

  const areaKey = area ? polygonParam(area) : "";
  useEffect(() => {
    handleRef.current?.setArea(areaKey ? parsePolygon(areaKey) : null);
  }, [areaKey, loaded]);

  useEffect(() => handleRef.current?.setHighlighted(highlighted), [highlighted, loaded]);
  useEffect(() => handleRef.current?.setDrawing(drawing), [drawing, loaded]);

  useEffect(() => {
    if (chosen) previewRef.current?.focus();
  }, [chosen]);

  // After a search of the map, the list's new count, said once it is there.
  useEffect(() => {
    if (!pendingAnnouncement.current) return;
    pendingAnnouncement.current = false;
    setAnnouncement(t("mapSearch.found", { count: total, n: format.number(total) }));
  }, [location.search, total, t, format]);

  function go(change: (params: URLSearchParams) => void) {
    if (source.kind === "fixed") return;
    const params = new URLSearchParams(location.search);
    change(params);
    params.delete("page");
    params.set("view", "map");
    pendingAnnouncement.current = true;
    navigate(`${source.path}?${params.toString()}`, { preventScrollReset: true });
  }

  function searchThisArea() {
    const handle = handleRef.current;
    if (!handle) return;
    setMoved(false);
    setChosen(null);
    go((params) => params.set("bbox", bboxParam(onTheGlobe(handle.bounds()))));
  }

  function startDrawing() {
    setChosen(null);
    setDrawNote("");
    setDrawing([]);
  }

  function addCentre() {
    const handle = handleRef.current;
    if (!handle) return;
    setDrawing((points) =>
      points === null || points.length >= MAX_POLYGON_POINTS ? points : [...points, handle.centre()],
    );
  }

  function finishDrawing() {
    if (!drawing) return;
    const poly = parsePolygon(polygonParam(drawing));
    if (!poly) {
      setDrawNote(t("mapSearch.drawCrossing"));
      return;
    }
    setDrawing(null);
    setDrawNote("");
    setMoved(false);
    go((params) => {
      params.set("poly", polygonParam(poly));
      params.delete("bbox");
    });
  }

  const drawStatus =
    drawing === null
      ? ""
      : drawing.length >= MAX_POLYGON_POINTS
        ? t("mapSearch.drawFull", { max: MAX_POLYGON_POINTS })
        : t("mapSearch.drawPoints", {
            count: drawing.length,
            n: format.number(drawing.length),
            max: MAX_POLYGON_POINTS,
          });

  return (
    <>
      <div className="flex flex-wrap items-center gap-2 p-2" data-map-toolbar>
        {listLink ? <div className="lg:hidden">{listLink}</div> : null}
        {searchable && loaded && drawing === null ? (
          <>
            {moved ? (
              <button type="button" className="btn-primary py-2" onClick={searchThisArea}>
                {t("mapSearch.searchArea")}
              </button>
            ) : null}
            <button type="button" className="btn-outline py-2" onClick={startDrawing}>
              {t("mapSearch.draw")}
            </button>
          </>
        ) : null}
        {drawing !== null ? (
          <>
            <button type="button" className="btn-outline py-2" onClick={addCentre}>
              {t("mapSearch.addCentre")}
            </button>
            <button
              type="button"
              className="btn-outline py-2"
              onClick={() => setDrawing((p) => p?.slice(0, -1) ?? null)}
            >
              {t("mapSearch.undo")}
            </button>
            <button type="button" className="btn-primary py-2" onClick={finishDrawing} disabled={drawing.length < 3}>
              {t("mapSearch.finish")}
            </button>
            <button type="button" className="btn-outline py-2" onClick={() => setDrawing(null)}>
              {t("mapSearch.cancel")}
            </button>
          </>
        ) : null}
        <p className="basis-full text-sm text-slate-700 empty:hidden" aria-live="polite" data-map-announcement>
          {drawing !== null ? `${t("mapSearch.drawHint")} ${drawStatus} ${drawNote}`.trim() : announcement}
        </p>
      </div>
      <div className="relative flex min-h-72 flex-1 flex-col overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {/* Sized as a flex item: MapLibre makes its container position: relative, so inset-0 would not size it. */}
        <div ref={canvasRef} className="min-h-0 w-full flex-1" data-map-canvas data-state={state} />
        {state === "failed" ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-600">
            {t("mapSearch.failed")}
          </p>
        ) : null}
      </div>
      {noTiles ? <p className="px-2 pt-1 text-sm text-slate-600">{t("mapSearch.noTiles")}</p> : null}
      {chosen ? (
        <div
          ref={previewRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="map-chosen-title"
          data-map-chosen={chosen.id}
          className="mt-2 flex items-start gap-3 rounded-lg border border-slate-200 p-3"
        >
          <div className="min-w-0 flex-1">
            <p id="map-chosen-title" className="font-semibold text-slate-900">
              <Link to={pinHref(chosen)} className="hover:underline">
                {chosen.title}
              </Link>
            </p>
            <p className="text-sm text-slate-700">
              {chosen.type === "Project"
                ? t("mapSearch.from", { price: format.price(chosen.price) })
                : format.listingPrice(chosen.price, chosen.status)}
            </p>
          </div>
          <button type="button" className="btn-outline py-1 text-sm" onClick={() => setChosen(null)}>
            {t("mapSearch.close")}
          </button>
        </div>
      ) : null}
    </>
  );
}
