/** The "Report this listing" form and the staff's answer to a report. */
import { z } from "#app/lib/zod";
import { validate } from "#app/lib/form/field-errors";
import {
  REPORT_REASON_LABELS,
  REVIEW_REPORT_REASON_LABELS,
  type ReportReason,
  type ReviewReportReason,
} from "#app/lib/report-reasons";

const REASONS = Object.keys(REPORT_REASON_LABELS) as [ReportReason, ...ReportReason[]];
const REVIEW_REASONS = Object.keys(REVIEW_REPORT_REASON_LABELS) as [ReviewReportReason, ...ReviewReportReason[]];

export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const note = z
  .string()
  .trim()
  .max(1000, { error: "Please keep the note under 1000 characters" })
  .optional()
  .transform((value) => value || null);

export const reportSchema = z.object({
  reason: z.enum(REASONS, { error: "Please choose a reason" }),
  note,
});
export type ReportInput = z.infer<typeof reportSchema>;

export function validateReport(values: Record<string, unknown>) {
  return validate(reportSchema, values);
}

/** The same form under a published review, with a review's reasons. */
export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REASONS, { error: "Please choose a reason" }),
  note,
});
export type ReviewReportInput = z.infer<typeof reviewReportSchema>;

export function validateReviewReport(values: Record<string, unknown>) {
  return validate(reviewReportSchema, values);
}

export const reportReviewSchema = z.object({
  outcome: z.enum(["resolved", "dismissed"], { error: "Choose resolve or dismiss" }),
  note,
});
