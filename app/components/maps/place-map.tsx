import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/layout/root-data";
import { openStreetMapUrl } from "#app/lib/geo";
import { fetchMapWorkerAhead } from "./map-worker";

/**
 * A place on a map: the listing's or the office's pin. The address and an
 * "Open in OpenStreetMap" link for the same point are always there (and are
 * all there is without JavaScript); the interactive map is loaded only when
 * the region first scrolls into view or its tab is opened, so MapLibre never
 * weighs on a page's first load. No tiles reachable: the pin on a plain
 * background, with a one-line notice.
 */
export function PlaceMap({
  lat,
  lng,
  label,
  address,
}: {
  lat: number;
  lng: number;
  /** The pin's name: the listing's title or the office. */
  label: string;
  address: string;
}) {
  const { t, i18n } = useTranslation("common");
  const root = useRootData();
  const styleUrl = root?.mapStyleUrl ?? null;
  // Strings, not the object: a new root answer with the same settings must not rebuild the map.
  const pmtilesUrl = root?.mapPmtiles?.url ?? null;
  const pmtilesAssets = root?.mapPmtiles?.assetsUrl ?? null;
  const regionRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"waiting" | "shown" | "failed">("waiting");
  const [noTiles, setNoTiles] = useState(false);
  const locale = i18n.language;

  useEffect(() => {
    const region = regionRef.current;
    const canvas = canvasRef.current;
    if (!region || !canvas) return;
    let remove: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      fetchMapWorkerAhead();
      import("./maplibre-place")
        .then(({ showPlace }) => {
          if (cancelled) return;
          remove = showPlace(canvas, {
            lat,
            lng,
            label,
            styleUrl,
            pmtiles: pmtilesUrl && pmtilesAssets ? { url: pmtilesUrl, assetsUrl: pmtilesAssets } : null,
            locale,
            onNoTiles: () => setNoTiles(true),
          });
          setState("shown");
        })
        .catch(() => {
          if (!cancelled) setState("failed");
        });
    });
    observer.observe(region);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [lat, lng, label, styleUrl, pmtilesUrl, pmtilesAssets, locale, t]);

  const osm = openStreetMapUrl(lat, lng);
  return (
    <div className="space-y-2">
      <div
        ref={regionRef}
        role="region"
        aria-label={t("map.label", { place: label })}
        data-place-map
        data-lat={lat}
        data-lng={lng}
        data-state={state}
        className="js-map relative h-72 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      >
        <noscript>
          <style>{".js-map{display:none!important}"}</style>
        </noscript>
        {/* size-full, not inset-0: MapLibre makes its container position: relative. */}
        <div ref={canvasRef} className="size-full" />
        {state === "failed" ? (
          <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-600">
            {t("map.failed")}
          </p>
        ) : null}
      </div>
      {noTiles ? <p className="text-sm text-slate-600">{t("map.noTiles")}</p> : null}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="text-slate-700">{address}</span>
        <a
          href={osm}
          target="_blank"
          rel="noopener noreferrer"
          data-osm-link
          className="font-semibold text-secondary-dark underline"
        >
          {t("map.openInOsm")}
        </a>
      </p>
    </div>
  );
}
