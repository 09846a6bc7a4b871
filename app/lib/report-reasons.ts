/**
 * Why a visitor reports a listing ("Report this listing"): the reasons and
 * their English labels. Apart from the form's rules (validation/listing-report.ts),
 * so that a detail page can offer them without loading zod.
 */
export const REPORT_REASON_LABELS = {
  sold: "Already sold or rented",
  wrong_details: "Wrong price or details",
  fake: "Fake or duplicate",
  unreachable: "Owner unreachable",
  other: "Other",
} as const;
export type ReportReason = keyof typeof REPORT_REASON_LABELS;

/** Why a visitor reports a published review ("Report" under it). */
export const REVIEW_REPORT_REASON_LABELS = {
  fake: "Fake or not a real experience",
  offensive: "Offensive or personal",
  other: "Other",
} as const;
export type ReviewReportReason = keyof typeof REVIEW_REPORT_REASON_LABELS;
