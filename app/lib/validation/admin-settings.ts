/**
 * The rules for the admin Settings form, shared by the server (which enforces
 * them) and the page (which shows the same messages next to each field).
 */
import { z } from "#app/lib/zod";
import { errorsOf } from "#app/lib/form/field-errors";
import { emailField } from "./email";
import { officePhone } from "./phone";

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * An office number: the shared Indian phone rule, where a landline (with its
 * STD code) is as welcome as a mobile, since the office may publish one.
 */
function phoneField(label: string) {
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .transform(officePhone(`${label} must be a valid Indian phone number`));
}

function colourField(label: string) {
  return z
    .string()
    .trim()
    .regex(HEX_COLOUR, `${label} must be a hex colour like #ea580c`)
    .transform((value) => value.toLowerCase());
}

function wholeNumber(label: string, min: number, max: number, unit = "") {
  const range = `${label} must be a whole number from ${min} to ${max}${unit}`;
  return z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d+$/, range)
    .transform(Number)
    .refine((n) => n >= min && n <= max, range);
}

/** An optional year, from 1800 to this year; empty means none (not sent at all: unchanged). */
const foundingYear = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === "" || (/^\d{4}$/.test(value) && Number(value) >= 1800 && Number(value) <= new Date().getFullYear()),
    `Founding year must be a year from 1800 to ${new Date().getFullYear()}, or empty`,
  )
  .transform((value) => (value === "" ? null : Number(value)))
  .optional();

/** Staff's own text for a home page figure; empty means the computed figure (not sent at all: unchanged). */
function figureText(label: string) {
  return z
    .string()
    .trim()
    .max(20, `${label} must be at most 20 characters`)
    .transform((value) => value || null)
    .optional();
}

/** A checkbox: present ("on") when ticked, absent when not. */
const toggle = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const settingsSchema = z.object({
  siteName: z.string().trim().min(1, "Site name is required").max(60, "Site name must be at most 60 characters"),
  siteDescription: z.string().trim().max(300, "Site description must be at most 300 characters"),
  contactEmail: emailField({ required: "Contact email is required", invalid: "Enter a valid email address" }),
  contactPhone: phoneField("Phone"),
  contactPhoneAlt: z
    .string()
    .trim()
    .transform((value, ctx) =>
      value === "" ? "" : officePhone("Second phone must be a valid Indian phone number")(value, ctx),
    ),
  address: z
    .string()
    .trim()
    .min(1, "Office address is required")
    .max(300, "Office address must be at most 300 characters"),
  primaryColor: colourField("Primary colour"),
  secondaryColor: colourField("Secondary colour"),
  emailNotifications: toggle,
  smsNotifications: toggle,
  pushNotifications: toggle,
  maintenanceMode: toggle,
  allowRegistration: toggle,
  requireEmailVerification: toggle,
  maxImageUpload: wholeNumber("Max images per property", 1, 50),
  maxFileSize: wholeNumber("Max file size", 1, 50, " MB"),
  foundingYear,
  heroListedText: figureText("Properties Listed"),
  heroCitiesText: figureText("Cities"),
  heroCustomersText: figureText("Happy Customers"),
  heroYearsText: figureText("Years of Experience"),
  heroSatisfactionText: figureText("Customer Satisfaction"),
});

export type SettingsInput = z.infer<typeof settingsSchema>;
export type SettingsField = keyof SettingsInput;
export type SettingsErrors = Partial<Record<SettingsField | "logo" | "favicon", string>>;

export const SETTINGS_FIELDS = Object.keys(settingsSchema.shape) as SettingsField[];

/** Fields a form from before they existed may not send: left as they are (not cleared) when missing. */
const OPTIONAL: SettingsField[] = [
  "foundingYear",
  "heroListedText",
  "heroCitiesText",
  "heroCustomersText",
  "heroYearsText",
  "heroSatisfactionText",
];

const TOGGLES: SettingsField[] = [
  "emailNotifications",
  "smsNotifications",
  "pushNotifications",
  "maintenanceMode",
  "allowRegistration",
  "requireEmailVerification",
];

/** Reads the form's text fields (files are handled separately) and validates them. */
export function parseSettingsForm(form: FormData) {
  const raw: Record<string, string | undefined> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = form.get(field);
    raw[field] = typeof value === "string" ? value : undefined;
  }
  // Text fields that are missing entirely count as empty (so they get "is required", not a type error).
  for (const field of SETTINGS_FIELDS) {
    if (raw[field] === undefined && !TOGGLES.includes(field) && !OPTIONAL.includes(field)) raw[field] = "";
  }
  const result = settingsSchema.safeParse(raw);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: SettingsErrors = errorsOf(result.error).errors;
  return { ok: false as const, errors, values: raw };
}
