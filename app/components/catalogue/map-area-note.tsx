import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { putMapArea, type MapArea } from "#app/lib/geo";

/**
 * Above a list filtered by the map: that it is (with a link to the same
 * list without the area), or that the link's map area could not be read and
 * is ignored. Nothing when the list has no map area.
 */
export function MapAreaNote({ area, withoutArea }: { area: MapArea; withoutArea: string }) {
  const { t } = useTranslation("listings");
  const applied = area.bbox !== null || area.poly !== null;
  if (!applied && area.ignored.length === 0) return null;
  return (
    <div className="card mb-4 space-y-1 p-3 text-sm text-slate-700" data-map-area-note>
      {area.ignored.length > 0 ? <p>{t("mapArea.ignored")}</p> : null}
      {applied ? (
        <p className="flex flex-wrap items-center gap-x-3">
          <span>{t("mapArea.inside")}</span>
          <Link to={withoutArea} preventScrollReset className="font-semibold text-secondary-dark hover:underline">
            {t("mapArea.remove")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Hidden fields that keep the map area when the filter form is sent. */
export function MapAreaFields({ area }: { area: Pick<MapArea, "bbox" | "poly"> }) {
  const params = new URLSearchParams();
  putMapArea(params, area);
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
