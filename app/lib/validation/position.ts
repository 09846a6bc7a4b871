/**
 * A listing's position as typed into the latitude and longitude fields (the
 * location picker fills them; without JavaScript they are typed), for the
 * List Your Property wizard and the admin property and project forms alike.
 * Both blank: no position given (the listing is placed at its locality's
 * centre). A value that is not a number, or a place outside India, gets the
 * field's own message; what was typed is sent back unchanged.
 */
import { z } from "#app/lib/zod";
import { INDIA_BOUNDS, isInIndia, roundCoordinate } from "#app/lib/geo";
import type { PICKER_FIELD_NAMES } from "#app/lib/listing-steps";

export const POSITION_MESSAGES = {
  latitude: "Latitude must be a number, like 19.1364",
  longitude: "Longitude must be a number, like 72.8296",
  latitudeOutside: "Latitude must be within India (6 to 37.5)",
  longitudeOutside: "Longitude must be within India (68 to 97.5)",
  latitudeMissing: "Enter the latitude too, or leave both blank",
  longitudeMissing: "Enter the longitude too, or leave both blank",
  localityMissing: "Choose the locality whose centre to use",
} as const;

/** A typed decimal degree: '' → null; otherwise a plain decimal number within [min, max]. */
function coordinate(invalid: string, outside: string, min: number, max: number) {
  return z
    .string({ error: invalid })
    .optional()
    .transform((value, ctx) => {
      const typed = (value ?? "").trim();
      if (typed === "") return null;
      if (!/^-?\d{1,3}(?:\.\d{1,12})?$/.test(typed)) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      const degrees = Number(typed);
      if (degrees < min || degrees > max) {
        ctx.addIssue({ code: "custom", message: outside });
        return z.NEVER;
      }
      return roundCoordinate(degrees);
    })
    .optional();
}

export const positionFields = {
  latitude: coordinate(
    POSITION_MESSAGES.latitude,
    POSITION_MESSAGES.latitudeOutside,
    INDIA_BOUNDS.south,
    INDIA_BOUNDS.north,
  ),
  longitude: coordinate(
    POSITION_MESSAGES.longitude,
    POSITION_MESSAGES.longitudeOutside,
    INDIA_BOUNDS.west,
    INDIA_BOUNDS.east,
  ),
};

type PositionValues = { latitude?: number | null; longitude?: number | null };

/** Both or neither: run from the form schema's own cross-field check. */
export function checkPositionPair(value: PositionValues, ctx: z.RefinementCtx): void {
  const hasLat = typeof value.latitude === "number";
  const hasLng = typeof value.longitude === "number";
  if (hasLat && !hasLng && value.longitude == null) {
    ctx.addIssue({ code: "custom", path: ["longitude"], message: POSITION_MESSAGES.longitudeMissing });
  }
  if (hasLng && !hasLat && value.latitude == null) {
    ctx.addIssue({ code: "custom", path: ["latitude"], message: POSITION_MESSAGES.latitudeMissing });
  }
}

/** The stored point(longitude, latitude), or null when none was given. */
export function positionOf(value: PositionValues): { x: number; y: number } | null {
  if (typeof value.latitude !== "number" || typeof value.longitude !== "number") return null;
  if (!isInIndia(value.latitude, value.longitude)) return null;
  return { x: value.longitude, y: value.latitude };
}

/**
 * The location picker's choice of a locality: its option's value is the
 * locality's centre as "longitude,latitude" (the loader lists the localities
 * table), so the form works without JavaScript and without another look-up.
 * Anything else (a value not in India, not two numbers) is no choice.
 */
function localityCentreField() {
  return z
    .string()
    .max(60)
    .optional()
    .catch(undefined)
    .transform((value) => {
      const parts = (value ?? "").split(",");
      if (parts.length !== 2) return null;
      const [lng, lat] = parts.map((part) => part.trim());
      const number = /^-?\d{1,3}(?:\.\d{1,12})?$/;
      if (!number.test(lng!) || !number.test(lat!)) return null;
      const centre = { x: roundCoordinate(Number(lng)), y: roundCoordinate(Number(lat)) };
      return isInIndia(centre.y, centre.x) ? centre : null;
    });
}

/**
 * Every field the location picker posts (app/components/location-picker): the
 * two coordinates, the locality the map was centred on, and the "use the
 * locality's centre" choice (a checkbox; with it the coordinates are not used).
 */
export const pickerFields = {
  ...positionFields,
  localityCentre: localityCentreField(),
  useLocalityCentre: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => value === "on"),
};

type PickerValues = PositionValues & {
  localityCentre?: { x: number; y: number } | null;
  useLocalityCentre?: boolean;
};

/** The picker's cross-field rules: the centre needs a locality; typed coordinates come in pairs. */
export function checkPicker(value: PickerValues, ctx: z.RefinementCtx): void {
  if (value.useLocalityCentre) {
    if (!value.localityCentre) {
      ctx.addIssue({ code: "custom", path: ["localityCentre"], message: POSITION_MESSAGES.localityMissing });
    }
    return;
  }
  checkPositionPair(value, ctx);
}

/**
 * The stored point the picker's fields name: the chosen locality's centre when
 * asked for, else the typed (or tapped) coordinates, else null (the listing is
 * then placed at its location's locality centre when saved or approved).
 */
export function pickedPosition(value: PickerValues): { x: number; y: number } | null {
  if (value.useLocalityCentre && value.localityCentre) return value.localityCentre;
  return positionOf(value);
}

/** The picker's fields as the form posted them (FormData → schema input). */
export function pickerInput(form: FormData): Partial<Record<(typeof PICKER_FIELD_NAMES)[number], string>> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    latitude: text("latitude"),
    longitude: text("longitude"),
    localityCentre: text("localityCentre"),
    useLocalityCentre: text("useLocalityCentre"),
  };
}

/** The picker's starting values for a stored point ("" when none). */
export function pickerValues(position: { x: number; y: number } | null | undefined): {
  latitude: string;
  longitude: string;
} {
  return position ? { latitude: String(position.y), longitude: String(position.x) } : { latitude: "", longitude: "" };
}

export function validatePosition(values: Record<string, unknown>) {
  return z.object(pickerFields).superRefine(checkPicker).safeParse(values);
}
