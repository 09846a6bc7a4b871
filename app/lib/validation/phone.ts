/**
 * The phone fields of the forms: the rule itself (which numbers are Indian,
 * how one is stored and shown) is app/lib/phone.ts, which pages that only
 * show numbers import without zod.
 */
import { z } from "#app/lib/zod";
import { canonicalPhone, nationalNumber } from "#app/lib/phone";

/** What a stored number looks like: the ten national digits. */
const STORED_PHONE = /^\d{10}$/;

/**
 * A required phone field: empty gets `required`, anything that is not an
 * Indian number gets `invalid` (each form keeps its own words); the value
 * becomes the stored form. (A refused number fails a check rather than
 * aborting the parse, so the form's cross-field rules still run and every
 * message shows at once.)
 */
export function phoneField({ required, invalid }: { required: string; invalid: string }) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .transform((value) => canonicalPhone(value) ?? value)
    .pipe(z.string().regex(STORED_PHONE, { error: invalid }));
}

/** An optional phone field: blank becomes null, anything else must be an Indian number. */
export function optionalPhoneField(invalid: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? (canonicalPhone(value) ?? value) : ""))
    .pipe(z.union([z.literal("").transform(() => null), z.string().regex(STORED_PHONE, { error: invalid })]));
}

/**
 * The settings' office numbers: the same rule (ten national digits), where a
 * landline with its STD code is as welcome as a mobile. Kept as typed (spaces
 * collapsed), since only the office knows where a landline's STD code ends;
 * shown with formatOfficePhone.
 */
export function officePhone(invalid: string) {
  return (value: string, ctx: z.RefinementCtx): string => {
    if (nationalNumber(value)) return value.replace(/\s+/g, " ");
    ctx.addIssue({ code: "custom", message: invalid });
    return z.NEVER;
  };
}
