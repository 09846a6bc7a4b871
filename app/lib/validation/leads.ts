/**
 * The rules of every public lead form — contact, property/project inquiry,
 * site visit and the List Your Property wizard — in one place, so the form in
 * the browser and the action on the server refuse exactly the same input with
 * exactly the same words (docs/spec/public-site.md §5 and §8).
 *
 * Every schema takes what a form posts (strings, or arrays of strings for
 * checkboxes) and yields clean, typed values.
 */
import { z } from "#app/lib/zod";
import { CONTACT_SUBJECTS, INDIAN_STATES, LISTING_AMENITIES, PROPERTY_STATUSES } from "#app/lib/options";
import { SITE_VISIT_TIMES } from "#app/lib/site-visit-times";
import { formatsFor, todayInIndia } from "#app/lib/format";
import { i18nFor } from "#app/i18n/i18n";
import type { Locale } from "#app/i18n/locales";
import { translateMessage } from "#app/i18n/use-locale";
import { validate, type Checked, type FieldErrors } from "#app/lib/form/field-errors";
import { isCalendarDate } from "#app/lib/calendar-date";
import { emailField } from "./email";
import { formatPhone } from "#app/lib/phone";
import { phoneField } from "./phone";
import { MAX_ID } from "#app/lib/ids";
import { RERA_PROJECT_PATTERN } from "./supplier";
import { checkPicker, pickedPosition, pickerFields } from "./position";
import { categoriesFor, LISTING_STEP_FIELDS, PROPERTY_TYPES, type ListingStep } from "#app/lib/listing-steps";

/** The specification's own words (docs/spec/public-site.md §5), verbatim: tests look for them as written. */
export const LEAD_MESSAGES = {
  title: "Title must be at least 10 characters",
  pincode: "Invalid pincode",
  area: "Area must be positive",
  bedroomsRequired: "Bedrooms required for residential",
  bedroomsMin: "At least 1 bedroom",
  bathroomsRequired: "Bathrooms required for residential",
  bathroomsMin: "At least 1 bathroom",
  parking: "Parking cannot be negative",
  price: "Price must be positive",
  phone: "Invalid phone number",
  email: "Invalid email",
} as const;

// ---------------------------------------------------------------- building blocks

function text(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Please keep this under ${max} characters` });
}

function optionalText(max: number) {
  return z
    .string({ error: "Please enter text" })
    .trim()
    .max(max, { error: `Please keep this under ${max} characters` })
    .optional()
    .transform((value) => (value ? value : null));
}

/** An Indian mobile number in any accepted format, stored canonically (see ./phone). */
function phone(required: string) {
  return phoneField({ required, invalid: LEAD_MESSAGES.phone });
}

function email(required: string) {
  return emailField({ required, invalid: LEAD_MESSAGES.email });
}

/** '' and missing become undefined; anything else becomes a number (NaN when it is not one). */
function toNumber(value: unknown) {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const trimmed = value.trim().replace(/,/g, "");
  return trimmed === "" ? undefined : Number(trimmed);
}

/** A positive amount (area, price), rounded to a whole number; one message for empty and non-positive. */
function positiveAmount(message: string, max: number, tooLarge: string) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .positive({ error: message })
      .max(max, { error: tooLarge })
      .transform((value) => Math.round(value)),
  );
}

/** Bedrooms/bathrooms: whole numbers from 1; required or optional. */
function roomCount(min: string, required: string | null) {
  const count = z
    .number({ error: required ?? "Please enter a number" })
    .int({ error: "Please enter a whole number" })
    .min(1, { error: min })
    .max(50, { error: "Please enter 50 or fewer" });
  return z.preprocess(toNumber, required ? count : count.optional().transform((value) => value ?? null));
}

function idField(message: string) {
  return z.preprocess(
    toNumber,
    z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message }),
  );
}

function choice<const T extends readonly [string, ...string[]]>(options: T, required: string, notInList: string) {
  return z.enum(options, { error: (issue) => (issue.input ? notInList : required) });
}

const CONTACT_SUBJECT_VALUES = CONTACT_SUBJECTS.map((subject) => subject.value) as [
  (typeof CONTACT_SUBJECTS)[number]["value"],
  ...(typeof CONTACT_SUBJECTS)[number]["value"][],
];

// ---------------------------------------------------------------- contact

export const contactSchema = z.object({
  name: text("Name is required", 100),
  phone: phone("Phone number is required"),
  email: email("Email is required"),
  subject: choice(CONTACT_SUBJECT_VALUES, "Please choose a subject", "Please choose a subject from the list"),
  message: text("Message is required", 2000),
});
export type ContactInput = z.infer<typeof contactSchema>;

// ---------------------------------------------------------------- property / project inquiry

/** What an inquiry may be about; an agent or builder by their profile's id. */
export const INQUIRY_REFERENCE_TYPES = ["property", "project", "agent", "builder"] as const;

export const inquirySchema = z.object({
  name: text("Name is required", 100),
  email: email("Email is required"),
  phone: phone("Phone number is required"),
  message: optionalText(2000),
  inquiryType: choice(INQUIRY_REFERENCE_TYPES, "Inquiry type is required", "Unknown inquiry type"),
  referenceId: idField("Unknown property or project"),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

// ---------------------------------------------------------------- site visit

/** Bookings further ahead than this are almost certainly typos (2052 for 2025). */
export const SITE_VISIT_MAX_DAYS_AHEAD = 365;

function addDays(isoDate: string, days: number) {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

export const siteVisitSchema = z.object({
  name: text("Name is required", 100),
  phone: phone("Phone number is required"),
  // Checked against India's today when validating, not when this module loaded.
  date: z
    .string({ error: "Preferred date is required" })
    .trim()
    .min(1, { error: "Preferred date is required" })
    .refine((value) => isCalendarDate(value), { error: "Please choose a valid date" })
    .refine((value) => !isCalendarDate(value) || value >= todayInIndia(), {
      error: "Please choose today or a later date",
    })
    .refine((value) => !isCalendarDate(value) || value <= addDays(todayInIndia(), SITE_VISIT_MAX_DAYS_AHEAD), {
      error: "Please choose a date within the next year",
    }),
  time: choice(SITE_VISIT_TIMES, "Preferred time is required", "Please choose one of the listed times"),
  projectId: idField("Unknown project"),
});
export type SiteVisitInput = z.infer<typeof siteVisitSchema>;

// ---------------------------------------------------------------- List Your Property

/**
 * The wizard's rules. Category options and whether bedrooms/bathrooms are
 * required depend on the property type, so the shape is built for the type
 * the visitor chose.
 */
function listingShape(propertyType: unknown) {
  const residential = propertyType === "residential";
  const categories = categoriesFor(propertyType);
  return {
    propertyType: choice(PROPERTY_TYPES, "Property type is required", "Choose Residential or Commercial"),
    category:
      categories.length > 0
        ? choice(categories as [string, ...string[]], "Category is required", "Choose a category from the list")
        : text("Category is required", 50),
    title: z
      .string({ error: LEAD_MESSAGES.title })
      .trim()
      .min(10, { error: LEAD_MESSAGES.title })
      .max(120, { error: "Title must be at most 120 characters" }),
    description: z
      .string({ error: "Description must be at least 50 characters" })
      .trim()
      .min(50, { error: "Description must be at least 50 characters" })
      .max(5000, { error: "Description must be at most 5000 characters" }),
    address: text("Address is required", 300),
    city: text("City is required", 100),
    state: choice(INDIAN_STATES, "State is required", "Choose a state from the list"),
    pincode: z
      .string({ error: LEAD_MESSAGES.pincode })
      .trim()
      .regex(/^\d{6}$/, { error: LEAD_MESSAGES.pincode }),
    // Where the pin goes (the location picker): optional; none, the locality's centre when approved.
    ...pickerFields,
    area: positiveAmount(LEAD_MESSAGES.area, 10_000_000, "Area must be at most 1,00,00,000 sq ft"),
    bedrooms: roomCount(LEAD_MESSAGES.bedroomsMin, residential ? LEAD_MESSAGES.bedroomsRequired : null),
    bathrooms: roomCount(LEAD_MESSAGES.bathroomsMin, residential ? LEAD_MESSAGES.bathroomsRequired : null),
    parking: z.preprocess(
      (value) => toNumber(value) ?? 0,
      z
        .number({ error: "Parking must be a number" })
        .int({ error: "Parking must be a whole number" })
        .min(0, { error: LEAD_MESSAGES.parking })
        .max(1000, { error: "Parking must be at most 1000" }),
    ),
    amenities: z
      .array(z.enum(LISTING_AMENITIES, { error: "Choose amenities from the list" }))
      .max(LISTING_AMENITIES.length)
      .optional()
      .transform((value) => [...new Set(value ?? [])]),
    listingType: choice(PROPERTY_STATUSES, "Listing type is required", "Choose For Sale or For Rent"),
    price: positiveAmount(LEAD_MESSAGES.price, 1_000_000_000_000, "Price is too large"),
    ownerName: text("Owner name is required", 100),
    ownerPhone: phone(LEAD_MESSAGES.phone),
    ownerEmail: email(LEAD_MESSAGES.email),
    // Not asked by the wizard; bulk sources (import, feeds, the API) name them. Which source must give
    // them, and whether the locality is one Nivaas knows, is decided in app/domain/supply/ingest.server.ts.
    // Optional keys (not just nullable values), so code written for the wizard's fields need not name them.
    locality: optionalText(100).optional(),
    reraNumber: z
      .string({ error: LISTING_RERA_MESSAGE })
      .transform((value) => value.toUpperCase().replace(/[\s-]/g, ""))
      .refine((value) => value === "" || RERA_PROJECT_PATTERN.test(value), { error: LISTING_RERA_MESSAGE })
      .transform((value) => value || null)
      .optional(),
  };
}

/** A listing's MahaRERA project registration (the advertising order asks for it on a project's listings). */
export const LISTING_RERA_MESSAGE = "Enter the MahaRERA project number: P5 followed by 10 digits, e.g. P51800012345";

/** Every field with its own rule, before the cross-field checks (owner edits and the API's document pick from it). */
export function listingSchema(propertyType: unknown) {
  return z.object(listingShape(propertyType));
}

/** The whole listing, as the final submission is checked: the picker's fields become the stored position. */
export function listingSubmissionSchema(propertyType: unknown) {
  // Built once per kind of type (residential, commercial, anything else: the rules differ only by that) and
  // reused: building the schema costs far more than checking a listing with it, and bulk import checks thousands.
  const kind = propertyType === "residential" || propertyType === "commercial" ? propertyType : "other";
  let schema = submissionSchemas.get(kind);
  if (!schema) submissionSchemas.set(kind, (schema = buildSubmissionSchema(kind)));
  return schema;
}

const submissionSchemas = new Map<string, ReturnType<typeof buildSubmissionSchema>>();

function buildSubmissionSchema(propertyType: unknown) {
  return listingSchema(propertyType)
    .superRefine(checkPicker)
    .transform(({ latitude, longitude, localityCentre, useLocalityCentre, ...value }) => ({
      ...value,
      position: pickedPosition({ latitude, longitude, localityCentre, useLocalityCentre }),
    }));
}
/** A checked listing; `position` absent or null: placed at its locality's centre when approved. */
export type ListingInput = Omit<z.infer<ReturnType<typeof listingSubmissionSchema>>, "position"> & {
  position?: { x: number; y: number } | null;
};

/**
 * The same rules as one schema for any listing whatever its type (the rules depend on the type it names):
 * what every way in — the wizard, bulk import, feeds, the public API — validates through
 * (app/domain/supply/ingest.server.ts). Issues keep their field paths.
 */
export const listingInputSchema = z.record(z.string(), z.unknown()).transform((values, ctx): ListingInput => {
  const result = listingSubmissionSchema(values.propertyType).safeParse(values);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

/** Only one step's fields (the wizard's Next Step). */
export function listingStepSchema(step: ListingStep, propertyType: unknown) {
  const shape = listingShape(propertyType);
  const picked = Object.fromEntries(LISTING_STEP_FIELDS[step].map((field) => [field, shape[field]]));
  return z.object(picked);
}

export function validateListing(values: Record<string, unknown>): Checked<ListingInput> {
  return validate(listingSubmissionSchema(values.propertyType), values);
}

export function validateListingStep(step: ListingStep, values: Record<string, unknown>): FieldErrors {
  const result = validate(listingStepSchema(step, values.propertyType), values);
  return result.ok ? {} : result.errors;
}

// ---------------------------------------------------------------- what the forms say (docs/spec/public-site.md §8; the notices: lib/lead-notices.ts)

/**
 * The site-visit confirmation in the page's language (loaded: see loadLocale), with the date as people in India
 * write it (20 Jun 2026) and the phone as every screen shows it. Takes only a checked visit (siteVisitSchema):
 * an unchecked date such as 2027-13-40 cannot be formatted.
 */
export function siteVisitConfirmation(visit: Pick<SiteVisitInput, "date" | "time" | "phone">, locale: Locale = "en") {
  const i18n = i18nFor(locale);
  return i18n.getFixedT(locale, "detail")("leads.siteVisitConfirmation", {
    date: formatsFor(locale).date(visit.date),
    time: translateMessage(i18n, visit.time),
    phone: formatPhone(visit.phone),
  });
}
