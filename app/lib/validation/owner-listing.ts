/**
 * What an owner may change on a published listing, with the wizard's own
 * rules (the same messages as List Your Property): the price at once, the
 * title and description as a revision for staff review.
 */
import { validate } from "#app/lib/form/field-errors";
import { listingSchema } from "./leads";

// The property type only changes category and room rules, which neither form has.
const wizardRules = listingSchema("residential");

export const priceChangeSchema = wizardRules.pick({ price: true });
export const revisionSchema = wizardRules.pick({ title: true, description: true });

export function validatePriceChange(values: Record<string, unknown>) {
  return validate(priceChangeSchema, values);
}

export function validateRevision(values: Record<string, unknown>) {
  return validate(revisionSchema, values);
}
