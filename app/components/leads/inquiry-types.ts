import type { FieldErrors } from "#app/lib/validation/leads";

/**
 * A hidden field the lead forms add once JavaScript runs. It tells the action
 * the form shows the answer itself: /inquiry then answers with data instead of
 * a redirect, and refusals come back as 200 (browsers log every 4xx as a
 * console error, and here a refusal is part of normal use). Posts without it —
 * no JavaScript, or scripts — get the real status codes.
 */
export const ENHANCED_FLAG = "_js";

/** The listing an inquiry is about, as the server found it. */
export type InquiryReference = { type: "property" | "project"; id: number; title: string; href: string };

/** What POST /inquiry answers (to fetchers as data; without JavaScript it renders the /inquiry page). */
export type InquiryActionData =
  | { ok: true; kind: "reference" | "site_visit"; message: string; reference: InquiryReference | null }
  | {
      ok: false;
      kind: "reference" | "site_visit";
      errors: FieldErrors;
      values: Record<string, string>;
      formError?: string;
      reference: InquiryReference | null;
    };
