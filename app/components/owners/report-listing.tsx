/**
 * "Report this listing" on a property page: a disclosure (it opens without
 * JavaScript too) holding the report form, which posts to
 * /property/:id/report — in place with a fetcher, or as a page without JavaScript.
 */
import { Form, useFetcher } from "react-router";
import { Flag } from "lucide-react";
import { FormNotice, SelectField, TextAreaField } from "#app/components/leads/fields";
import type { FieldErrors } from "#app/lib/form/field-errors";
import type { FormValues } from "#app/lib/form/form-values";
import { REPORT_REASON_LABELS } from "#app/lib/validation/listing-report";

export type ReportAnswer =
  { ok: true; message: string } | { ok: false; errors: FieldErrors; formError?: string; values: FormValues };

function Fields({ answer }: { answer: ReportAnswer | undefined }) {
  const failed = answer && !answer.ok ? answer : undefined;
  const value = (key: string) => (typeof failed?.values[key] === "string" ? (failed.values[key] as string) : undefined);
  return (
    <>
      <SelectField
        label="Reason"
        name="reason"
        required
        defaultValue={value("reason") ?? ""}
        error={failed?.errors.reason}
      >
        <option value="">Choose a reason</option>
        {Object.entries(REPORT_REASON_LABELS).map(([reason, label]) => (
          <option key={reason} value={reason}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Note"
        name="note"
        optional
        rows={3}
        maxLength={1000}
        defaultValue={value("note")}
        error={failed?.errors.note}
      />
      {failed?.formError ? <FormNotice tone="error">{failed.formError}</FormNotice> : null}
      <button type="submit" className="btn-outline">
        Send report
      </button>
    </>
  );
}

/** The form alone (the report page without JavaScript). */
export function ReportForm({ propertyId, answer }: { propertyId: number; answer: ReportAnswer | undefined }) {
  if (answer?.ok) return <FormNotice tone="success">{answer.message}</FormNotice>;
  return (
    <Form method="post" action={`/property/${propertyId}/report`} noValidate className="space-y-4">
      <Fields answer={answer} />
    </Form>
  );
}

/** The property page's disclosure. */
export function ReportListing({ propertyId }: { propertyId: number }) {
  const fetcher = useFetcher<ReportAnswer>();
  const answer = fetcher.data;
  return (
    <details className="card p-5">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-slate-800">
        <Flag aria-hidden className="h-4 w-4 text-red-700" /> Report this listing
      </summary>
      <div className="mt-4">
        {answer?.ok ? (
          <FormNotice tone="success">{answer.message}</FormNotice>
        ) : (
          <fetcher.Form method="post" action={`/property/${propertyId}/report`} noValidate className="space-y-4">
            <Fields answer={answer} />
          </fetcher.Form>
        )}
      </div>
    </details>
  );
}
