import type { Refusal } from "#app/lib/form/refusal";

/**
 * A hidden field the inquiry forms add once JavaScript runs. It tells /inquiry
 * the form shows the answer itself, so a sent inquiry is answered with data
 * instead of a redirect back to the page. Refusals answer their real status
 * either way.
 */
export const ENHANCED_FLAG = "_js";

/** The listing, agent or builder an inquiry is about, as the server found it (`href`: its page). */
export type InquiryReference = {
  type: "property" | "project" | "agent" | "builder";
  id: number;
  title: string;
  href: string;
};

/** What POST /inquiry answers (to fetchers as data; without JavaScript it renders the /inquiry page). */
export type InquiryActionData =
  | { ok: true; kind: "reference" | "site_visit"; message: string; reference: InquiryReference | null }
  | (Refusal & { kind: "reference" | "site_visit"; reference: InquiryReference | null });
