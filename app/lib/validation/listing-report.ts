/** The "Report this listing" form and the staff's answer to a report. */
import { z } from "#app/lib/zod";
import { validate } from "#app/lib/form/field-errors";
import { REPORT_REASON_LABELS, type ReportReason } from "#app/lib/report-reasons";

const REASONS = Object.keys(REPORT_REASON_LABELS) as [ReportReason, ...ReportReason[]];

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

export const reportReviewSchema = z.object({
  outcome: z.enum(["resolved", "dismissed"], { error: "Choose resolve or dismiss" }),
  note,
});
