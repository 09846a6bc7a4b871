/**
 * The request to become an agent or a builder on Nivaas (/account/professional),
 * shared by the form and its action. RERA numbers are checked by format:
 *
 * - MahaRERA registers agents as `A5` + 10 digits and projects as `P5` + 10
 *   digits (e.g. A51800012345, P51800012345: the state's code 5, then the
 *   district's, then a serial), as printed on MahaRERA's registration
 *   certificates and in its public search (maharera.maharashtra.gov.in).
 *   Nivaas serves Maharashtra first, so these are the formats it accepts.
 *
 * A format check proves only that a number could be real; staff compare it with
 * MahaRERA's register before they approve the request.
 */
import { z } from "#app/lib/zod";

export const SUPPLIER_KINDS = ["agent", "builder"] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];

/** Where a request stands: waiting for staff, verified (public), or not approved. */
export const SUPPLIER_STATUSES = ["pending", "approved", "rejected"] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

/** MahaRERA agent registration: A5 followed by ten digits. */
export const RERA_AGENT_PATTERN = /^A5\d{10}$/;
/** MahaRERA project registration: P5 followed by ten digits. */
export const RERA_PROJECT_PATTERN = /^P5\d{10}$/;

export const SUPPLIER_MESSAGES = {
  kind: "Please choose agent or builder",
  name: "Please enter the name buyers will see (2 to 100 characters)",
  agentRera: "Enter your MahaRERA agent number: A5 followed by 10 digits, e.g. A51800012345",
  projectRera: "Enter MahaRERA project numbers: P5 followed by 10 digits each, e.g. P51800012345",
  tooManyProjects: "Enter at most 50 project numbers",
  areas: "Please keep the areas you serve under 300 characters",
  about: "Please keep the description under 1,000 characters",
  requested: "Thank you. Our team will check your RERA registration and let you know by e-mail.",
  alreadyRequested: "You have already asked to be listed as a professional. Our team is reviewing it.",
  alreadyApproved: "Your professional profile is already verified.",
} as const;

/** Upper-case, spaces and dashes removed: "a5 1800-012345" → "A51800012345". */
function reraCode(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, "");
}

/** "P518…, P519…" or one per line → distinct codes, in the order given. */
function projectCodes(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,;]+/)
        .map(reraCode)
        .filter(Boolean),
    ),
  ];
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((value) => value || null);

export const supplierRequestSchema = z
  .object({
    kind: z.enum(SUPPLIER_KINDS, { error: SUPPLIER_MESSAGES.kind }),
    name: z
      .string({ error: SUPPLIER_MESSAGES.name })
      .trim()
      .min(2, { error: SUPPLIER_MESSAGES.name })
      .max(100, { error: SUPPLIER_MESSAGES.name }),
    reraNumber: z
      .string()
      .optional()
      .transform((value) => (value ? reraCode(value) : "")),
    reraProjects: z
      .string()
      .max(2000)
      .optional()
      .transform((value) => projectCodes(value ?? "")),
    areasServed: optionalText(300, SUPPLIER_MESSAGES.areas),
    about: optionalText(1000, SUPPLIER_MESSAGES.about),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "agent" && !RERA_AGENT_PATTERN.test(value.reraNumber)) {
      ctx.addIssue({ code: "custom", path: ["reraNumber"], message: SUPPLIER_MESSAGES.agentRera });
    }
    if (value.kind === "builder") {
      if (value.reraProjects.length === 0 || value.reraProjects.some((code) => !RERA_PROJECT_PATTERN.test(code))) {
        ctx.addIssue({ code: "custom", path: ["reraProjects"], message: SUPPLIER_MESSAGES.projectRera });
      } else if (value.reraProjects.length > 50) {
        ctx.addIssue({ code: "custom", path: ["reraProjects"], message: SUPPLIER_MESSAGES.tooManyProjects });
      }
    }
  })
  .transform((value) => ({
    ...value,
    reraNumber: value.kind === "agent" ? value.reraNumber : null,
    reraProjects: value.kind === "builder" ? value.reraProjects : [],
  }));
export type SupplierRequest = z.infer<typeof supplierRequestSchema>;

export const supplierReviewSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: "Choose approve or reject" }),
  note: optionalText(500, "Please keep the note under 500 characters"),
});
