/**
 * The location picker of the List Your Property wizard and the admin property
 * and project forms: where the pin of a listing goes.
 *
 * Its fields are plain form fields that work alone (without JavaScript, or for
 * anyone who cannot use a map): a locality (each option's value is the
 * locality's centre, "longitude,latitude"), "Use the locality's centre", and
 * the latitude and longitude. With JavaScript a map is added when the picker
 * first scrolls into view (its code loads only then): choosing a locality
 * centres the map on it, a tap or click places the pin, the pin can be
 * dragged, and "Place the pin at the map's centre" is the single-tap and
 * keyboard alternative to dragging. The map writes the coordinates into the
 * fields (as if typed, so the form's own checks and messages see them), and
 * typed coordinates move the pin. The server checks everything with the same
 * rules (app/lib/validation/position.ts).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/layout/root-data";
import { FieldFrame, fieldAria } from "#app/components/form/field-frame";
import { fetchMapWorkerAhead } from "#app/components/maps/map-worker";
import { usePlaceName } from "#app/i18n/places";
import { isInIndia, type LngLat } from "#app/lib/geo";
import type { PickerMap } from "./maplibre-picker";

/** A locality the picker offers, with its centre. */
export type PickerLocality = { name: string; city: string; lat: number; lng: number };

export type PickerValues = {
  latitude?: string;
  longitude?: string;
  localityCentre?: string;
  useLocalityCentre?: string;
};

/** India, whole, when nothing is chosen yet. */
const INDIA_VIEW = { centre: [78.9, 22.5] as LngLat, zoom: 3.5 };
const LOCALITY_ZOOM = 14;

const optionValue = (locality: PickerLocality) => `${locality.lng},${locality.lat}`;

function centreOf(value: string | undefined): LngLat | null {
  const parts = (value ?? "").split(",").map(Number);
  if (parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return null;
  return [parts[0]!, parts[1]!];
}

/** Typed coordinates that name a place in India, else null (the field's own message comes from the rules). */
function typedPosition(latitude: string, longitude: string): LngLat | null {
  const pattern = /^-?\d{1,3}(?:\.\d{1,12})?$/;
  const lat = latitude.trim();
  const lng = longitude.trim();
  if (!pattern.test(lat) || !pattern.test(lng)) return null;
  return isInIndia(Number(lat), Number(lng)) ? [Number(lng), Number(lat)] : null;
}

/** Sets a field's value as typing would, so React's onChange (and the form's checks) see it. */
function typeInto(input: HTMLInputElement | null, value: string) {
  if (!input || input.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

export function LocationPicker({
  localities,
  values,
  errors,
  localityName,
}: {
  localities: PickerLocality[];
  values: PickerValues;
  errors: Partial<Record<keyof PickerValues, string | undefined>>;
  /** The listing's locality as already known (the admin forms' Location), chosen when nothing else is. */
  localityName?: string;
}) {
  const { t, i18n } = useTranslation("common");
  const placeName = usePlaceName();
  const root = useRootData();
  const styleUrl = root?.mapStyleUrl ?? null;
  // Strings, not the object: a new root answer with the same settings must not rebuild the map.
  const pmtilesUrl = root?.mapPmtiles?.url ?? null;
  const pmtilesAssets = root?.mapPmtiles?.assetsUrl ?? null;
  const id = useId();
  const ids = {
    locality: `${id}-locality`,
    latitude: `${id}-latitude`,
    longitude: `${id}-longitude`,
    useCentre: `${id}-use-centre`,
    hint: `${id}-hint`,
    keys: `${id}-keys`,
  };

  const known = localityName?.trim().toLowerCase();
  const knownLocality = known ? localities.find((option) => option.name.toLowerCase() === known) : undefined;
  const startLocality = values.localityCentre ?? (knownLocality ? optionValue(knownLocality) : "");
  const [locality, setLocality] = useState(startLocality);
  const [useCentre, setUseCentre] = useState(values.useLocalityCentre === "on");
  const [mapState, setMapState] = useState<"waiting" | "shown" | "failed">("waiting");
  // Why the map could not start (no WebGL, its code not loaded), for whoever inspects the page.
  const [failure, setFailure] = useState<string | undefined>();
  const [noTiles, setNoTiles] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  const regionRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const latRef = useRef<HTMLInputElement>(null);
  const lngRef = useRef<HTMLInputElement>(null);
  const mapRef = useRef<PickerMap | null>(null);
  // The map may arrive after a locality was chosen: it starts from the newest choice.
  const localityRef = useRef(locality);
  localityRef.current = locality;

  const fill = ([lng, lat]: LngLat) => {
    typeInto(latRef.current, String(lat));
    typeInto(lngRef.current, String(lng));
  };
  // The map's callbacks are set once; they read the newest functions through this ref.
  const onPick = useRef((position: LngLat) => {
    setUseCentre(false);
    fill(position);
    setAnnouncement(t("picker.placed", { latitude: position[1], longitude: position[0] }));
  });
  onPick.current = (position: LngLat) => {
    setUseCentre(false);
    fill(position);
    setAnnouncement(t("picker.placed", { latitude: position[1], longitude: position[0] }));
  };

  useEffect(() => {
    const region = regionRef.current;
    const canvas = canvasRef.current;
    if (!region || !canvas) return;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      fetchMapWorkerAhead();
      import("./maplibre-picker")
        .then(({ showPicker }) => {
          if (cancelled) return;
          const pin = typedPosition(latRef.current?.value ?? "", lngRef.current?.value ?? "");
          const chosen = centreOf(localityRef.current);
          mapRef.current = showPicker(canvas, {
            centre: chosen ?? INDIA_VIEW.centre,
            zoom: pin || chosen ? LOCALITY_ZOOM : INDIA_VIEW.zoom,
            pin,
            styleUrl,
            pmtiles: pmtilesUrl && pmtilesAssets ? { url: pmtilesUrl, assetsUrl: pmtilesAssets } : null,
            locale: i18n.language,
            label: t("picker.mapLabel"),
            // Not {lat, lng}: i18next reads `lng` as the language to translate into.
            pinLabel: ([longitude, latitude]) => t("picker.pin", { latitude, longitude }),
            onPick: (position) => onPick.current(position),
            onNoTiles: () => setNoTiles(true),
          });
          setMapState("shown");
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          setFailure(error instanceof Error ? error.message : String(error));
          setMapState("failed");
        });
    });
    observer.observe(region);
    return () => {
      cancelled = true;
      observer.disconnect();
      mapRef.current?.remove();
      mapRef.current = null;
    };
    // The map is made once; later choices move it through mapRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, pmtilesUrl, pmtilesAssets, i18n.language]);

  function chooseLocality(value: string) {
    setLocality(value);
    const centre = centreOf(value);
    if (!centre) return;
    mapRef.current?.centreOn(centre, LOCALITY_ZOOM);
    if (useCentre) {
      fill(centre);
      mapRef.current?.showPin(centre);
    }
  }

  function chooseCentre(checked: boolean) {
    setUseCentre(checked);
    const centre = centreOf(locality);
    if (!checked || !centre) return;
    fill(centre);
    mapRef.current?.showPin(centre);
    mapRef.current?.centreOn(centre, LOCALITY_ZOOM);
  }

  function typed() {
    const position = typedPosition(latRef.current?.value ?? "", lngRef.current?.value ?? "");
    if (position) mapRef.current?.showPin(position);
  }

  return (
    <fieldset data-location-picker className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="field-label px-1">{t("picker.legend")}</legend>
      <p id={ids.hint} className="text-sm text-slate-600">
        {t("picker.hint")}
      </p>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <FieldFrame id={ids.locality} label={t("picker.locality")} error={errors.localityCentre}>
          <select
            id={ids.locality}
            name="localityCentre"
            value={locality}
            onChange={(event) => chooseLocality(event.target.value)}
            className="field-input"
            {...fieldAria(ids.locality, { error: errors.localityCentre })}
          >
            <option value="">{t("picker.chooseLocality")}</option>
            {localities.map((option) => (
              <option key={optionValue(option)} value={optionValue(option)}>
                {placeName(option.name)}
                {option.city ? `, ${placeName(option.city)}` : ""}
              </option>
            ))}
          </select>
        </FieldFrame>
        <label htmlFor={ids.useCentre} className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            id={ids.useCentre}
            type="checkbox"
            name="useLocalityCentre"
            checked={useCentre}
            onChange={(event) => chooseCentre(event.target.checked)}
            className="h-4 w-4 accent-[var(--color-primary-dark)]"
          />
          {t("picker.useCentre")}
        </label>
      </div>

      <div className="js-picker space-y-2">
        <noscript>
          <style>{".js-picker{display:none!important}"}</style>
        </noscript>
        <div
          ref={regionRef}
          role="region"
          aria-label={t("picker.mapLabel")}
          aria-describedby={ids.keys}
          data-picker-map
          data-state={mapState}
          data-failure={failure}
          className="relative h-72 overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        >
          {/* Not absolute: MapLibre's stylesheet makes its container position: relative, which would leave it no height. */}
          <div ref={canvasRef} className="size-full" />
          {mapState === "shown" ? (
            // The view's centre, where "Place the pin at the map's centre" puts it.
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-slate-700/70"
            />
          ) : null}
          {mapState === "failed" ? (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-600">
              {t("map.failed")}
            </p>
          ) : null}
        </div>
        {noTiles ? <p className="text-sm text-slate-600">{t("map.noTiles")}</p> : null}
        <p id={ids.keys} className="text-xs text-slate-500">
          {t("picker.keyboard")}
        </p>
        <button
          type="button"
          className="btn-outline"
          disabled={mapState !== "shown"}
          onClick={() => mapRef.current?.pinAtCentre()}
        >
          <span aria-hidden className="icon-pin flex" /> {t("picker.pinAtCentre")}
        </button>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FieldFrame id={ids.latitude} label={t("picker.latitude")} error={errors.latitude}>
          <input
            ref={latRef}
            id={ids.latitude}
            name="latitude"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="19.1364"
            defaultValue={values.latitude ?? ""}
            onChange={typed}
            className="field-input"
            {...fieldAria(ids.latitude, { error: errors.latitude })}
          />
        </FieldFrame>
        <FieldFrame id={ids.longitude} label={t("picker.longitude")} error={errors.longitude}>
          <input
            ref={lngRef}
            id={ids.longitude}
            name="longitude"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="72.8296"
            defaultValue={values.longitude ?? ""}
            onChange={typed}
            className="field-input"
            {...fieldAria(ids.longitude, { error: errors.longitude })}
          />
        </FieldFrame>
      </div>
    </fieldset>
  );
}
