/**
 * The form that makes an API key (/account/api-keys), shared by the page and
 * its action: a name to tell keys apart, the scopes (reading, and writing the
 * account's own listings) and an optional last day of use.
 */
import { z } from "#app/lib/zod";
import { isCalendarDate } from "#app/lib/calendar-date";
import { todayInIndia } from "#app/lib/format";

/** What a key may do: read the catalogue; create, change and withdraw the account's own listings. */
export const API_SCOPES = ["read", "write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The most keys one account may hold unrevoked at once (one per integration is the norm). */
export const MAX_ACTIVE_KEYS = 20;

/** The furthest expiry that may be chosen, in days from today. */
const MAX_EXPIRY_DAYS = 5 * 366;

export const API_KEY_MESSAGES = {
  name: "Please give the key a name (1 to 60 characters)",
  scopes: "Choose at least one scope",
  expiresOn: "Choose a date after today and within five years, or leave it empty",
  created: "Your new API key is below. Copy it now: it will not be shown again.",
  revoked: "The key was revoked. Requests made with it are refused from now on.",
  notFound: "This key no longer exists.",
  tooMany: "You have too many keys. Revoke one you no longer use first.",
  notAllowed: "API keys are for agents, builders and Nivaas staff.",
} as const;

/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

/** The moment a key chosen to expire on `date` stops working: the end of that day in India. */
export function endOfIndianDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * 3600_000 - IST_OFFSET_MS);
}

const today = () => todayInIndia();

function dayAfter(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export const apiKeyFormSchema = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.name).max(60, API_KEY_MESSAGES.name),
  scopes: z
    .array(z.enum(API_SCOPES, API_KEY_MESSAGES.scopes), API_KEY_MESSAGES.scopes)
    .min(1, API_KEY_MESSAGES.scopes)
    .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
  // A key works through the whole of its last day (India's day: the site's dates are Indian), so the
  // earliest choice is tomorrow.
  expiresOn: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine(
      (value) =>
        value === null || (isCalendarDate(value) && value > today() && value <= dayAfter(today(), MAX_EXPIRY_DAYS)),
      API_KEY_MESSAGES.expiresOn,
    ),
});

export type ApiKeyForm = z.output<typeof apiKeyFormSchema>;

/** The revoke button's form: which key. */
export const revokeApiKeySchema = z.object({ id: z.coerce.number().int().positive(API_KEY_MESSAGES.notFound) });
