/**
 * The saved-search form's rules: the browser and the action refuse the same
 * input with the same words (lib/saved-search.ts holds the words and limits).
 */
import { z } from "#app/lib/zod";
import {
  ALERT_FREQUENCIES,
  MAX_SEARCH_NAME,
  MAX_SEARCH_QUERY,
  SAVED_SEARCH_MESSAGES,
  SEARCH_KINDS,
} from "#app/lib/saved-search";

const checkbox = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => value !== undefined && value !== "");

/** The settings a person chooses for a saved search (new or existing). */
export const searchSettingsSchema = z
  .object({
    name: z
      .string({ error: SAVED_SEARCH_MESSAGES.name })
      .trim()
      .min(1, { error: SAVED_SEARCH_MESSAGES.name })
      .max(MAX_SEARCH_NAME, { error: SAVED_SEARCH_MESSAGES.nameLength }),
    frequency: z.enum(
      ALERT_FREQUENCIES.map((f) => f.value),
      { error: SAVED_SEARCH_MESSAGES.frequency },
    ),
    email: checkbox,
    sms: checkbox,
  })
  .refine((value) => value.frequency === "off" || value.email || value.sms, {
    error: SAVED_SEARCH_MESSAGES.channel,
    path: ["email"],
  });

/** A new saved search: the settings and the list page's query it keeps. */
export const newSavedSearchSchema = z.intersection(
  searchSettingsSchema,
  z.object({
    kind: z.enum(SEARCH_KINDS),
    query: z
      .string()
      .optional()
      .transform((value) => (value ?? "").replace(/^\?/, "").slice(0, MAX_SEARCH_QUERY)),
  }),
);

export type SavedSearchInput = z.output<typeof newSavedSearchSchema>;
