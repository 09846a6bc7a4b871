/**
 * "Report this listing" on a property page, and "Report" under a published
 * review: a disclosure (it opens without JavaScript too) holding the report
 * form, which posts to /property/:id/report or /review/:id/report — in place
 * with a fetcher, or as a page without JavaScript.
 */
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { FormNotice, SelectField, TextAreaField } from "#app/components/leads/fields";
import { REPORT_REASON_LABELS, REVIEW_REPORT_REASON_LABELS } from "#app/lib/report-reasons";
import { Form } from "#app/i18n/link";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";

import type { ReportFormAnswer } from "#app/web/report-action.server";

export type ReportAnswer = ReportFormAnswer;

/** What is reported: a listing, or a published review. */
export type ReportTarget = { kind: "property" | "review"; id: number };

function reportPath(target: ReportTarget) {
  return `/${target.kind}/${target.id}/report`;
}

function Fields({ answer, target }: { answer: ReportAnswer | undefined; target: ReportTarget }) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const failed = answer && !answer.ok ? answer : undefined;
  const value = (key: string) => (typeof failed?.values[key] === "string" ? (failed.values[key] as string) : undefined);
  const reasons = target.kind === "review" ? REVIEW_REPORT_REASON_LABELS : REPORT_REASON_LABELS;
  return (
    <>
      <SelectField
        label={t("report.reason")}
        name="reason"
        required
        defaultValue={value("reason") ?? ""}
        error={failed?.errors.reason}
      >
        <option value="">{t("report.chooseReason")}</option>
        {Object.entries(reasons).map(([reason, label]) => (
          <option key={reason} value={reason}>
            {translate(label)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t("report.note")}
        name="note"
        optional
        rows={3}
        maxLength={1000}
        defaultValue={value("note")}
        error={failed?.errors.note}
      />
      {failed?.formError ? <FormNotice tone="error">{translate(failed.formError)}</FormNotice> : null}
      <button type="submit" className="btn-outline">
        {t("report.send")}
      </button>
    </>
  );
}

/** The form alone (the report page without JavaScript). */
export function ReportForm({ target, answer }: { target: ReportTarget; answer: ReportAnswer | undefined }) {
  const translate = useMessage();
  if (answer?.ok) return <FormNotice tone="success">{translate(answer.message)}</FormNotice>;
  return (
    <Form method="post" action={reportPath(target)} noValidate className="space-y-4">
      <Fields answer={answer} target={target} />
    </Form>
  );
}

/** The property page's disclosure. */
export function ReportListing({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation("detail");
  return <ReportDisclosure target={{ kind: "property", id: propertyId }} heading={t("report.heading")} />;
}

/** The disclosure under a published review: small, as the review's own footnote. */
export function ReportReview({ reviewId }: { reviewId: number }) {
  const { t } = useTranslation("detail");
  return <ReportDisclosure target={{ kind: "review", id: reviewId }} heading={t("reviews.report")} compact />;
}

function ReportDisclosure({
  target,
  heading,
  compact = false,
}: {
  target: ReportTarget;
  heading: string;
  compact?: boolean;
}) {
  const translate = useMessage();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<ReportAnswer>();
  const answer = fetcher.data;
  return (
    <details className={compact ? "text-sm" : "card p-5"}>
      <summary
        className={`flex cursor-pointer items-center gap-2 ${compact ? "text-slate-600" : "font-semibold text-slate-800"}`}
      >
        <span aria-hidden className="icon-flag flex text-red-700" /> {heading}
      </summary>
      <div className="mt-4">
        {answer?.ok ? (
          <FormNotice tone="success">{translate(answer.message)}</FormNotice>
        ) : (
          <fetcher.Form method="post" action={localized(reportPath(target))} noValidate className="space-y-4">
            <Fields answer={answer} target={target} />
          </fetcher.Form>
        )}
      </div>
    </details>
  );
}
