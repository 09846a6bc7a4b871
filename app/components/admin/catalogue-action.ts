import type { FieldErrors } from "#app/lib/form/field-errors";
import type { PhotoRowDefaults } from "./photo-rows-editor";

/** What the admin properties/projects actions answer (to fetchers, or to the page without JavaScript). */
export type CatalogueActionResult = {
  intent: "save" | "toggle-active" | "toggle-featured" | "delete" | "unknown";
  ok: boolean;
  message?: string;
  errors?: FieldErrors;
  /** A refused save's posted text values, to refill the form after a full-page round trip. */
  values?: Record<string, unknown> & { photoRows?: PhotoRowDefaults };
  /** The saved or changed item. */
  id?: number;
  stale?: boolean;
};

export type UploadLimitsView = { maxImages: number; maxFileMb: number };
