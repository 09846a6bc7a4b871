/**
 * The one action behind every "Report" form (a listing, a published review):
 * the form's values are checked by the target's schema, the `report` rate
 * rule is applied per client address, and the domain records the report once
 * per target per reporter per day. The answer is the form's: field messages
 * with what was typed, a form-level message (too many reports, already
 * reported), or the thanks.
 */
import { data, type RouterContextProvider } from "react-router";
import { reportListing, reportReview } from "#app/domain/owners/listing-reports.server";
import type { Checked, FieldErrors } from "#app/lib/form/field-errors";
import { formValues, type FormValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validateReport, validateReviewReport } from "#app/lib/validation/listing-report";
import { formLimiter, retryAfterHeaders, rateLimitMessage } from "#app/platform/rate-limit.server";
import { clientAddressContext, localeContext } from "./context";
import { formOf } from "./request-body.server";
import { getCurrentUser } from "./session.server";

export type ReportFormAnswer =
  { ok: true; message: string } | { ok: false; errors: FieldErrors; formError?: string; values: FormValues };

type Reporter = { userId: string | null; clientAddress: string };
type ReportResult = { ok: true } | { ok: false; reason: "not_found" | "already_reported" };

/** What differs between the things that can be reported. */
type ReportKind<Input> = {
  check: (values: FormValues) => Checked<Input>;
  record: (id: number, input: Input, reporter: Reporter) => Promise<ReportResult>;
  alreadyReported: string;
  thanks: string;
};

export const LISTING_REPORT = {
  check: validateReport,
  record: reportListing,
  alreadyReported: "You have already reported this listing today. Thank you.",
  thanks: "Thank you. Our team will look into this listing.",
} satisfies ReportKind<Parameters<typeof reportListing>[1]>;

export const REVIEW_REPORT = {
  check: validateReviewReport,
  record: reportReview,
  alreadyReported: "You have already reported this review today. Thank you.",
  thanks: "Thank you. Our team will look into this review.",
} satisfies ReportKind<Parameters<typeof reportReview>[1]>;

/** Answers a report form posted about item `id`; a missing item is a 404. */
export async function answerReport<Input>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  id: number,
  kind: ReportKind<Input>,
) {
  const values = formValues(formOf(context));
  const checked = kind.check(values);
  if (!checked.ok) {
    return data<ReportFormAnswer>({ ok: false, errors: checked.errors, values }, { status: REFUSAL_STATUS.invalid });
  }
  const client = context.get(clientAddressContext);
  const limit = await formLimiter.consume("report", client);
  if (!limit.allowed) {
    const formError = rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext));
    return data<ReportFormAnswer>(
      { ok: false, errors: {}, values, formError },
      { status: REFUSAL_STATUS.rateLimited, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    );
  }
  const user = await getCurrentUser({ request, context });
  const result = await kind.record(id, checked.data, { userId: user?.id ?? null, clientAddress: client });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) {
    return data<ReportFormAnswer>(
      { ok: false, errors: {}, values, formError: kind.alreadyReported },
      { status: REFUSAL_STATUS.conflict },
    );
  }
  return { ok: true, message: kind.thanks } satisfies ReportFormAnswer;
}
