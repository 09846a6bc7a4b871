/**
 * The Send Inquiry form of property and project pages: name, e-mail and phone
 * required, message optional. Posts to /inquiry with a fetcher; without
 * JavaScript the same post redirects back here with ?inquiry=sent, or renders
 * the /inquiry page with the messages.
 */
import { useEffect, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { Send } from "lucide-react";
import { inquirySchema, LEAD_NOTICES, type FieldErrors } from "#app/lib/validation/leads";
import { EnhancedFlag, FormNotice, TextAreaField, TextField } from "./fields";
import { HoneypotField } from "./HoneypotField";
import type { InquiryActionData } from "./inquiry-types";
import { useLeadForm } from "./use-lead-form";

export const INQUIRY_FORM_ANCHOR = "send-inquiry";

export function InquiryForm({
  inquiryType,
  referenceId,
  referenceTitle,
  initialValues,
  initialErrors,
  initialFormError,
}: {
  inquiryType: "property" | "project";
  referenceId: number;
  referenceTitle: string;
  /** Set by the /inquiry page when a post without JavaScript came back with errors. */
  initialValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  initialFormError?: string;
}) {
  const fetcher = useFetcher<InquiryActionData>();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const { errors, onSubmit, onChange } = useLeadForm(inquirySchema, result && !result.ok ? result.errors : initialErrors);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  const succeeded = result ? result.ok : searchParams.get("inquiry") === "sent" && !initialErrors;
  const failure = result && !result.ok ? result.formError : initialFormError;
  const values = result && !result.ok ? result.values : initialValues;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/inquiry"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      id={INQUIRY_FORM_ANCHOR}
      aria-label={`Send an inquiry about ${referenceTitle}`}
      className="relative space-y-4"
    >
      <input type="hidden" name="inquiryType" value={inquiryType} />
      <input type="hidden" name="referenceId" value={referenceId} />
      <EnhancedFlag />
      <HoneypotField />
      <TextField label="Full Name" name="name" autoComplete="name" required defaultValue={values?.name} error={errors.name} placeholder="Your name" />
      <TextField
        label="Email Address" name="email" type="email" autoComplete="email" required
        defaultValue={values?.email} error={errors.email} placeholder="you@example.com"
      />
      <TextField
        label="Phone Number" name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" required
        defaultValue={values?.phone} error={errors.phone} placeholder="10-digit mobile number"
      />
      <TextAreaField
        label="Message" name="message" rows={4} optional defaultValue={values?.message} error={errors.message}
        placeholder={`I am interested in ${referenceTitle}.`}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        <Send aria-hidden className="h-4 w-4" />
        {busy ? "Sending..." : "Send Inquiry"}
      </button>
      {succeeded ? <FormNotice tone="success">{LEAD_NOTICES.inquirySuccess}</FormNotice> : null}
      {failure ? <FormNotice tone="error">{failure}</FormNotice> : null}
    </fetcher.Form>
  );
}
