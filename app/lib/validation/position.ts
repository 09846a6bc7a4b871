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

export const POSITION_MESSAGES = {
  latitude: "Latitude must be a number, like 19.1364",
  longitude: "Longitude must be a number, like 72.8296",
  latitudeOutside: "Latitude must be within India (6 to 37.5)",
  longitudeOutside: "Longitude must be within India (68 to 97.5)",
  latitudeMissing: "Enter the latitude too, or leave both blank",
  longitudeMissing: "Enter the longitude too, or leave both blank",
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

export function validatePosition(values: Record<string, unknown>) {
  return z.object(positionFields).superRefine(checkPositionPair).safeParse(values);
}
