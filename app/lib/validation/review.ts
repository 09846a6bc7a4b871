/**
 * The rules of a review (of a project or a locality), shared by the form in
 * the browser and the action on the server, so both refuse the same input
 * with the same words; and staff's moderation decision.
 */
import { z } from "#app/lib/zod";
import { validate } from "#app/lib/form/field-errors";
import { REVIEW_MAX_CHARS, REVIEW_MIN_CHARS } from "#app/lib/reviews";

export const REVIEW_MESSAGES = {
  stars: "Please choose from 1 to 5 stars",
  bodyShort: "Please write at least 30 characters",
  bodyLong: "Please keep your review under 2,000 characters",
} as const;

export const reviewSchema = z.object({
  stars: z
    .string({ error: REVIEW_MESSAGES.stars })
    .trim()
    .regex(/^[1-5]$/, { error: REVIEW_MESSAGES.stars })
    .transform(Number),
  body: z
    .string({ error: REVIEW_MESSAGES.bodyShort })
    .trim()
    .min(REVIEW_MIN_CHARS, { error: REVIEW_MESSAGES.bodyShort })
    .max(REVIEW_MAX_CHARS, { error: REVIEW_MESSAGES.bodyLong }),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export function validateReview(values: Record<string, unknown>) {
  return validate(reviewSchema, values);
}

/** Staff's decision on /admin/reviews: approve, or reject / remove with a reason the author is shown. */
export const moderationSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), id: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({
    decision: z.enum(["reject", "remove"]),
    id: z.coerce.number().int().positive().max(2_147_483_647),
    reason: z
      .string({ error: "Please give a reason" })
      .trim()
      .min(3, { error: "Please give a reason" })
      .max(500, { error: "Please keep the reason under 500 characters" }),
  }),
]);
