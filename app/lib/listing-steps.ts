/**
 * The List Your Property wizard's steps and the choices its first step offers,
 * without its rules: the wizard draws its steps from these at once, while the
 * rules (zod, about 30 KB gzipped: lib/validation/leads.ts) load after the
 * page. Kept out of lib/validation/, whose modules go with the rules' chunk.
 */
import { COMMERCIAL_CATEGORIES, RESIDENTIAL_CATEGORIES } from "#app/lib/options";
import type { FieldErrors } from "#app/lib/form/field-errors";

export const PROPERTY_TYPES = ["residential", "commercial"] as const;
export type ListingPropertyType = (typeof PROPERTY_TYPES)[number];

export function categoriesFor(propertyType: unknown): readonly string[] {
  if (propertyType === "residential") return RESIDENTIAL_CATEGORIES;
  if (propertyType === "commercial") return COMMERCIAL_CATEGORIES;
  return [];
}

/**
 * Every field the location picker posts (app/components/location-picker): the
 * two coordinates, the locality the map was centred on, and the "use the
 * locality's centre" choice.
 */
export const PICKER_FIELD_NAMES = ["latitude", "longitude", "localityCentre", "useLocalityCentre"] as const;

/** Which fields each wizard step holds (docs/spec/public-site.md §5); Next validates only these. */
export const LISTING_STEP_FIELDS = {
  1: ["propertyType", "category", "title", "description"],
  2: [
    "address",
    "city",
    "state",
    "pincode",
    ...PICKER_FIELD_NAMES,
    "area",
    "bedrooms",
    "bathrooms",
    "parking",
    "amenities",
  ],
  3: ["listingType", "price"],
  4: ["ownerName", "ownerPhone", "ownerEmail"],
} as const;
export type ListingStep = keyof typeof LISTING_STEP_FIELDS;
export const LISTING_STEPS = [1, 2, 3, 4] as const satisfies readonly ListingStep[];

/** The first step holding one of these fields (to show a server-side error in the wizard). */
export function firstStepWithError(errors: FieldErrors): ListingStep | null {
  for (const step of LISTING_STEPS) {
    if (LISTING_STEP_FIELDS[step].some((field) => errors[field])) return step;
  }
  return null;
}
