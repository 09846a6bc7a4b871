import { useEffect, useRef, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { loadSearchMap } from "./load-search-map";
import type { MapViewProps } from "./map-types";

type Live = ComponentType<MapViewProps>;

/**
 * The map of a list page (beside the list on a desktop, full screen on a
 * phone) or of a locality. What is here is all a page's first load carries:
 * the region and its List button. The map itself (MapLibre and the
 * controls) is imported when the region first scrolls into view, which on a
 * list page means when the Map view is chosen. Without JavaScript the region
 * is hidden and the server-rendered list is the whole page.
 */
export function MapView({ className, ...props }: MapViewProps & { className: string }) {
  const { t } = useTranslation("listings");
  const regionRef = useRef<HTMLElement>(null);
  const [live, setLive] = useState<{ component: Live } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loadSearchMap()
        .then((module) => {
          if (!cancelled) setLive({ component: module.MapSearchLive });
        })
        .catch(() => {
          if (!cancelled) setFailed(true);
        });
    });
    observer.observe(region);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  const Component = live?.component;
  return (
    <section
      ref={regionRef}
      aria-label={t("mapSearch.region")}
      tabIndex={-1}
      data-map-view
      data-state={Component ? "loaded" : failed ? "failed" : "waiting"}
      className={`js-map flex flex-col bg-white ${className}`}
    >
      <noscript>
        <style>{".js-map{display:none!important}"}</style>
      </noscript>
      {Component ? (
        <Component {...props} />
      ) : (
        <>
          {props.listLink ? (
            <div className="flex flex-wrap items-center gap-2 p-2 lg:hidden">{props.listLink}</div>
          ) : null}
          <div className="relative min-h-72 flex-1 rounded-lg border border-slate-200 bg-slate-100">
            {failed ? (
              <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-600">
                {t("mapSearch.failed")}
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
