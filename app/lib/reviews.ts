/**
 * A review's length limits and statuses, apart from its rules
 * (validation/review.ts) and the server's functions, so that pages can show
 * them without loading zod or server code.
 */
export const REVIEW_MIN_CHARS = 30;
export const REVIEW_MAX_CHARS = 2000;

/** pending → approved or rejected; approved → removed (taken down); rejected or removed → approved after all. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected", "removed"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
