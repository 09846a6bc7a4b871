/**
 * The admin property and project forms' rules (docs/spec/admin-back-office.md §5), as zod
 * schemas shared by the browser (instant messages before a round trip) and the
 * route actions (the only check that counts). Forms post plain FormData; the
 * `read*Form` helpers turn it into the string shapes these schemas parse.
 * Files (photos, floor plans, brochure) are checked on the server only.
 */
import { z } from "#app/lib/zod";
import {
  COMMERCIAL_CATEGORIES,
  FACING_OPTIONS,
  FURNISHING_OPTIONS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  PROPERTY_STATUSES,
  RESIDENTIAL_CATEGORIES,
} from "#app/lib/options";
import { isHttpUrl } from "#app/lib/urls";
import { validate } from "#app/lib/form/field-errors";
import { isCalendarDate } from "#app/lib/calendar-date";
import { optionalPhoneField, phoneField } from "./phone";
import { checkPicker, pickedPosition, pickerFields, pickerInput } from "./position";

export const PROPERTY_TYPES = ["Residential", "Commercial"] as const;
export const NEARBY_PLACE_TYPES = [
  "Transport",
  "School",
  "Hospital",
  "Shopping",
  "Airport",
  "Park",
  "Office",
  "Other",
] as const;

/** Upper bounds that keep a typo from storing nonsense (₹1,000 Cr, 1 lakh sq ft…). */
const MAX_PRICE = 10_000_000_000;
const MAX_AREA = 1_000_000;
const MAX_ROWS = 30;

export function categoriesFor(type: string): readonly string[] {
  return type === "Commercial" ? COMMERCIAL_CATEGORIES : RESIDENTIAL_CATEGORIES;
}

// ---------------------------------------------------------------- field builders

/** Digits the user may group with commas, spaces or a rupee sign. */
const cleanNumber = (value: string) => value.replace(/[,\s₹]/g, "");

function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : null));
}

/** A required whole number within bounds. */
function requiredWhole(required: string, invalid: string, min: number, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform(cleanNumber)
    .pipe(z.string().regex(/^\d+$/, invalid))
    .transform(Number)
    .pipe(z.number().int().min(min, invalid).max(max, invalid));
}

/** An optional whole number within bounds; blank means null. */
function optionalWhole(invalid: string, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((value) => cleanNumber(value ?? ""))
    .pipe(
      z.union([
        z.literal("").transform(() => null),
        z.string().regex(/^\d+$/, invalid).transform(Number).pipe(z.number().int().min(min, invalid).max(max, invalid)),
      ]),
    );
}

/** The admin forms keep their own words for a number that is not an Indian phone number. */
const PHONE_INVALID = "Contact must be 10 digits";

function requiredPhone(required: string) {
  return phoneField({ required, invalid: PHONE_INVALID });
}

function optionalPhone() {
  return optionalPhoneField(PHONE_INVALID);
}

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === "1");

const amenityList = z
  .array(z.string().trim().min(1).max(60, "Amenity names are at most 60 characters"))
  .max(40, "Choose at most 40 amenities")
  .default([])
  .transform((list) => Array.from(new Set(list)));

const photoUrls = z
  .array(z.string())
  .default([])
  .transform((list) => list.map((url) => url.trim()))
  .superRefine((list, ctx) => {
    list.forEach((url, index) => {
      if (url && !isHttpUrl(url)) {
        ctx.addIssue({
          code: "custom",
          message: `Photo ${index + 1}: the link must start with http:// or https://`,
          path: [],
        });
      }
    });
  });

const currentYear = new Date().getFullYear();

/** Cross-field rules run even when a field failed, so every message shows at once. */
const ALWAYS = { when: () => true };

// ---------------------------------------------------------------- property

export const propertySchema = z
  .object({
    title: requiredText("Title is required"),
    // The form posts 'residential' / 'commercial'; stored capitalised as the spec's entity says.
    type: z
      .string({ error: "Choose Residential or Commercial" })
      .transform((value) => PROPERTY_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase()) ?? value)
      .pipe(z.enum(PROPERTY_TYPES, { error: "Choose Residential or Commercial" })),
    category: z.string({ error: "Category is required" }).trim().min(1, "Category is required"),
    status: z.enum(PROPERTY_STATUSES, { error: "Choose For Sale or For Rent" }),
    price: requiredWhole("Price is required", "Price must be a whole number of rupees above zero", 1, MAX_PRICE),
    location: requiredText("Location is required"),
    city: optionalText(80),
    area: requiredWhole("Area is required", "Area must be a whole number of square feet above zero", 1, MAX_AREA),
    bedrooms: optionalWhole("Bedrooms must be a whole number from 0 to 50", 0, 50),
    bathrooms: optionalWhole("Bathrooms must be a whole number from 0 to 50", 0, 50),
    parking: optionalWhole("Parking must be a whole number from 0 to 500", 0, 500).transform((value) => value ?? 0),
    description: requiredText("Description is required", 5000),
    ownerName: requiredText("Owner name is required", 120),
    ownerContact: requiredPhone("Owner contact is required"),
    // The account managing the listing (My listings): '' for none; absent leaves it as it is.
    ownerUserId: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
    developer: optionalText(120),
    // The project the property is part of (it then shows the project's rating): '' for none; absent leaves it.
    projectId: z
      .string()
      .trim()
      .optional()
      .refine((value) => !value || /^[1-9]\d{0,9}$/.test(value), "Choose a project from the list")
      .transform((value) => (value === undefined ? undefined : value ? Number(value) : null)),
    yearBuilt: optionalWhole(`Year built must be between 1900 and ${currentYear + 5}`, 1900, currentYear + 5),
    furnishing: z
      .union([z.literal(""), z.enum(FURNISHING_OPTIONS, { error: "Choose a furnishing option" })])
      .optional()
      .transform((value) => value || null),
    facing: z
      .union([z.literal(""), z.enum(FACING_OPTIONS, { error: "Choose a facing direction" })])
      .optional()
      .transform((value) => value || null),
    floors: optionalWhole("Floors must be a whole number from 1 to 200", 1, 200),
    amenities: amenityList,
    featured: checkbox,
    active: checkbox,
    photoUrls,
    ...pickerFields,
  })
  .superRefine((value, ctx) => {
    checkPicker(value, ctx);
    // Runs even when other fields failed (so every message shows at once): compare only parsed values.
    if (!PROPERTY_TYPES.includes(value.type)) return;
    if (value.category && !categoriesFor(value.type).includes(value.category)) {
      ctx.addIssue({ code: "custom", path: ["category"], message: `Choose a ${value.type.toLowerCase()} category` });
    }
    if (value.type === "Residential") {
      if (value.bedrooms == null)
        ctx.addIssue({ code: "custom", path: ["bedrooms"], message: "Bedrooms required for residential" });
      if (value.bathrooms == null)
        ctx.addIssue({ code: "custom", path: ["bathrooms"], message: "Bathrooms required for residential" });
    }
  }, ALWAYS)
  // Commercial spaces have no bedrooms: a leftover value from switching type is not stored.
  .transform((value) => (value.type === "Commercial" ? { ...value, bedrooms: null } : value))
  // The picker's fields become the stored point (null: placed at the locality's centre when saved).
  .transform(({ latitude, longitude, localityCentre, useLocalityCentre, ...value }) => ({
    ...value,
    position: pickedPosition({ latitude, longitude, localityCentre, useLocalityCentre }),
  }));

export type PropertyFormInput = z.input<typeof propertySchema>;
export type PropertyInput = z.output<typeof propertySchema>;

// ---------------------------------------------------------------- project

const configurationRow = z.object({
  type: z.string().trim().max(60),
  carpetArea: z.string().trim(),
  price: z.string().trim(),
  availableUnits: z.string().trim(),
});

const nearbyRow = z.object({
  name: z.string().trim().max(120),
  distance: z.string().trim().max(40),
  type: z.string().trim().max(40),
});

export const projectSchema = z
  .object({
    title: requiredText("Title is required"),
    developer: requiredText("Developer is required", 120),
    location: requiredText("Location is required"),
    type: z.enum(PROJECT_TYPES, { error: "Choose a project type" }).default("Residential"),
    status: z.enum(PROJECT_STATUSES, { error: "Choose a project status" }).default("ongoing"),
    priceMin: requiredWhole(
      "Minimum price is required",
      "Minimum price must be a whole number of rupees above zero",
      1,
      MAX_PRICE,
    ),
    priceMax: requiredWhole(
      "Maximum price is required",
      "Maximum price must be a whole number of rupees above zero",
      1,
      MAX_PRICE,
    ),
    areaMin: requiredWhole(
      "Minimum area is required",
      "Minimum area must be a whole number of square feet above zero",
      1,
      MAX_AREA,
    ),
    areaMax: requiredWhole(
      "Maximum area is required",
      "Maximum area must be a whole number of square feet above zero",
      1,
      MAX_AREA,
    ),
    description: requiredText("Description is required", 5000),
    completionDate: z
      .string({ error: "Completion date is required" })
      .trim()
      .min(1, "Completion date is required")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the completion date as a date")
      .refine(isCalendarDate, "Enter a real calendar date"),
    totalUnits: requiredWhole("Total units is required", "Total units must be a whole number above zero", 1, 100_000),
    availableUnits: requiredWhole(
      "Available units is required",
      "Available units must be a whole number from 0",
      0,
      100_000,
    ),
    reraNumber: optionalText(80),
    constructionProgress: optionalWhole("Construction progress must be a whole number from 0 to 100", 0, 100).transform(
      (value) => value ?? 0,
    ),
    developerContact: optionalPhone(),
    highlights: z
      .string()
      .optional()
      .transform((text) =>
        (text ?? "")
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.string().max(200, "Each highlight is at most 200 characters"))
          .max(MAX_ROWS, `At most ${MAX_ROWS} highlights`),
      ),
    configurations: z
      .array(configurationRow)
      .default([])
      .transform((rows) => rows.filter((row) => row.type || row.carpetArea || row.price || row.availableUnits))
      .superRefine((rows, ctx) => {
        if (rows.length > MAX_ROWS) ctx.addIssue({ code: "custom", message: `At most ${MAX_ROWS} configurations` });
        rows.forEach((row, index) => {
          const label = `Configuration ${index + 1}`;
          if (!row.type) ctx.addIssue({ code: "custom", message: `${label}: the type is required (e.g. 2 BHK)` });
          if (!/^\d+$/.test(cleanNumber(row.carpetArea)) || Number(cleanNumber(row.carpetArea)) <= 0)
            ctx.addIssue({
              code: "custom",
              message: `${label}: the carpet area must be a whole number of square feet`,
            });
          if (!/^\d+$/.test(cleanNumber(row.price)) || Number(cleanNumber(row.price)) <= 0)
            ctx.addIssue({ code: "custom", message: `${label}: the price must be a whole number of rupees` });
          if (!/^\d+$/.test(cleanNumber(row.availableUnits)))
            ctx.addIssue({ code: "custom", message: `${label}: the available units must be a whole number` });
        });
      })
      .transform((rows) =>
        rows.map((row) => ({
          type: row.type,
          carpetArea: Number(cleanNumber(row.carpetArea)),
          price: Number(cleanNumber(row.price)),
          availableUnits: Number(cleanNumber(row.availableUnits)),
        })),
      ),
    nearbyPlaces: z
      .array(nearbyRow)
      .default([])
      .transform((rows) => rows.filter((row) => row.name || row.distance))
      .superRefine((rows, ctx) => {
        if (rows.length > MAX_ROWS) ctx.addIssue({ code: "custom", message: `At most ${MAX_ROWS} nearby places` });
        rows.forEach((row, index) => {
          if (!row.name) ctx.addIssue({ code: "custom", message: `Nearby place ${index + 1}: the name is required` });
          if (!row.distance)
            ctx.addIssue({
              code: "custom",
              message: `Nearby place ${index + 1}: the distance is required (e.g. 1.2 km)`,
            });
        });
      })
      .transform((rows) => rows.map((row) => ({ name: row.name, distance: row.distance, type: row.type || "Other" }))),
    tourUrl: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine(
        (value) => value === null || isHttpUrl(value, { httpsOnly: true }),
        "The virtual tour link must be an https:// address",
      ),
    amenities: amenityList,
    featured: checkbox,
    active: checkbox,
    photoUrls,
    ...pickerFields,
  })
  .superRefine((value, ctx) => {
    checkPicker(value, ctx);
    // Runs even when other fields failed (so every message shows at once): compare only parsed numbers.
    const numbers = (a: unknown, b: unknown) => typeof a === "number" && typeof b === "number";
    if (numbers(value.priceMin, value.priceMax) && value.priceMax <= value.priceMin) {
      ctx.addIssue({ code: "custom", path: ["priceMax"], message: "Maximum price must be greater than minimum price" });
    }
    if (numbers(value.areaMin, value.areaMax) && value.areaMax <= value.areaMin) {
      ctx.addIssue({ code: "custom", path: ["areaMax"], message: "Maximum area must be greater than minimum area" });
    }
    if (numbers(value.availableUnits, value.totalUnits) && value.availableUnits > value.totalUnits) {
      ctx.addIssue({
        code: "custom",
        path: ["availableUnits"],
        message: "Available units cannot be more than total units",
      });
    }
  }, ALWAYS)
  .transform(({ latitude, longitude, localityCentre, useLocalityCentre, ...value }) => ({
    ...value,
    position: pickedPosition({ latitude, longitude, localityCentre, useLocalityCentre }),
  }));

export type ProjectFormInput = z.input<typeof projectSchema>;
export type ProjectInput = z.output<typeof projectSchema>;

// ---------------------------------------------------------------- FormData → schema input

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

function texts(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** The indexes of a form's row fields (`rows.0.name`, `rows.3.file`…), in order; at most 200 rows. */
export function rowIndexes(form: FormData, prefix: string): number[] {
  const indexes = new Set<number>();
  const pattern = new RegExp(`^${prefix}\\.(\\d+)\\.`);
  for (const key of form.keys()) {
    const match = key.match(pattern);
    if (match && Number(match[1]) < 200) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

/** Indexed row fields (`rows.0.name`, `rows.1.name`…) in index order. */
export function readRows<K extends string>(form: FormData, prefix: string, keys: readonly K[]): Record<K, string>[] {
  return rowIndexes(form, prefix).map(
    (index) =>
      Object.fromEntries(keys.map((key) => [key, text(form, `${prefix}.${index}.${key}`) ?? ""])) as Record<K, string>,
  );
}

/** The pasted photo links of the `photos.N.url` rows, in order. */
function photoUrlsOf(form: FormData): string[] {
  return readRows(form, "photos", ["url"] as const).map((row) => row.url);
}

export function readPropertyForm(form: FormData) {
  return {
    title: text(form, "title"),
    type: text(form, "type"),
    category: text(form, "category"),
    status: text(form, "status"),
    price: text(form, "price"),
    location: text(form, "location"),
    city: text(form, "city"),
    area: text(form, "area"),
    bedrooms: text(form, "bedrooms"),
    bathrooms: text(form, "bathrooms"),
    parking: text(form, "parking"),
    description: text(form, "description"),
    ownerName: text(form, "ownerName"),
    ownerContact: text(form, "ownerContact"),
    ...({ ownerUserId: text(form, "ownerUserId") } as { ownerUserId?: string }),
    ...({ projectId: text(form, "projectId") } as { projectId?: string }),
    developer: text(form, "developer"),
    yearBuilt: text(form, "yearBuilt"),
    furnishing: text(form, "furnishing"),
    facing: text(form, "facing"),
    floors: text(form, "floors"),
    amenities: texts(form, "amenities"),
    featured: text(form, "featured"),
    active: text(form, "active"),
    photoUrls: photoUrlsOf(form),
    ...pickerInput(form),
  };
}

export function readProjectForm(form: FormData) {
  return {
    title: text(form, "title"),
    developer: text(form, "developer"),
    location: text(form, "location"),
    type: text(form, "type") || undefined,
    status: text(form, "status") || undefined,
    priceMin: text(form, "priceMin"),
    priceMax: text(form, "priceMax"),
    areaMin: text(form, "areaMin"),
    areaMax: text(form, "areaMax"),
    description: text(form, "description"),
    completionDate: text(form, "completionDate"),
    totalUnits: text(form, "totalUnits"),
    availableUnits: text(form, "availableUnits"),
    reraNumber: text(form, "reraNumber"),
    constructionProgress: text(form, "constructionProgress"),
    developerContact: text(form, "developerContact"),
    highlights: text(form, "highlights"),
    configurations: readRows(form, "configurations", ["type", "carpetArea", "price", "availableUnits"] as const),
    nearbyPlaces: readRows(form, "nearbyPlaces", ["name", "distance", "type"] as const),
    tourUrl: text(form, "tourUrl"),
    amenities: texts(form, "amenities"),
    featured: text(form, "featured"),
    active: text(form, "active"),
    photoUrls: photoUrlsOf(form),
    ...pickerInput(form),
  };
}

export function validateProperty(raw: ReturnType<typeof readPropertyForm>) {
  return validate(propertySchema, raw);
}

export function validateProject(raw: ReturnType<typeof readProjectForm>) {
  return validate(projectSchema, raw);
}
