/**
 * The Send Inquiry form of property and project pages: name, e-mail and phone
 * required, message optional. Posts to /inquiry with a fetcher; without
 * JavaScript the same post redirects back here with ?inquiry=sent, or renders
 * the /inquiry page with the messages.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { schemaCheck } from "#app/components/form/use-form-errors";
import { deferredCheck } from "#app/lib/form/deferred-check";
import { LEAD_NOTICES } from "#app/lib/lead-notices";
import { useMessage } from "#app/i18n/use-locale";
import { EnhancedFlag, FormNotice, EmailField, PhoneField, TextAreaField, TextField } from "./fields";
import { HoneypotField } from "./honeypot-field";
import { useInquiryPost, type RefusedInquiry } from "./use-lead-form";
import { INQUIRY_FORM_ANCHOR } from "#app/lib/detail-anchors";

type InquiryFormProps = RefusedInquiry & {
  inquiryType: "property" | "project" | "agent" | "builder";
  referenceId: number;
  referenceTitle: string;
};

/** The Send Inquiry card of the property and project pages' sidebars. */
// The form's rules (and zod) load after the page (lib/form/deferred-check.ts).
const checkInquiry = deferredCheck(() =>
  import("#app/lib/validation/leads").then((rules) => schemaCheck(rules.inquirySchema)),
);

export function InquiryCard(props: InquiryFormProps) {
  const { t } = useTranslation("detail");
  return (
    <section className="card p-5" aria-labelledby="inquiry-heading">
      <h2 id="inquiry-heading" className="mb-4 text-lg font-semibold text-slate-900">
        {t("inquiry.heading")}
      </h2>
      <InquiryForm {...props} />
    </section>
  );
}

export function InquiryForm({ inquiryType, referenceId, referenceTitle, ...refused }: InquiryFormProps) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const [searchParams] = useSearchParams();
  const { fetcher, formRef, result, errors, busy, values, failure, formProps } = useInquiryPost(checkInquiry, refused);

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result, formRef]);

  const succeeded = result ? result.ok : searchParams.get("inquiry") === "sent" && !refused.initialErrors;

  return (
    <fetcher.Form
      {...formProps}
      id={INQUIRY_FORM_ANCHOR}
      // Focusable, so that a link to the form moves the focus to it (lib/detail-anchors.ts).
      tabIndex={-1}
      aria-label={t("inquiry.formLabel", { title: referenceTitle })}
      // A link to the form (the phone's Enquire, the tabs) lands with the card's heading above it in view.
      className="relative scroll-mt-24 space-y-4"
    >
      <input type="hidden" name="inquiryType" value={inquiryType} />
      <input type="hidden" name="referenceId" value={referenceId} />
      <EnhancedFlag />
      <HoneypotField />
      <TextField
        label={t("leads.name")}
        name="name"
        autoComplete="name"
        required
        defaultValue={values?.name}
        error={errors.name}
        placeholder={t("leads.namePlaceholder")}
      />
      <EmailField label={t("leads.email")} name="email" required defaultValue={values?.email} error={errors.email} />
      <PhoneField
        label={t("leads.phone")}
        name="phone"
        required
        defaultValue={values?.phone}
        error={errors.phone}
        placeholder={t("leads.phonePlaceholder")}
      />
      <TextAreaField
        label={t("leads.message")}
        name="message"
        rows={4}
        optional
        defaultValue={values?.message}
        error={errors.message}
        placeholder={t("inquiry.messagePlaceholder", { title: referenceTitle })}
      />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        <span aria-hidden className="icon-send flex" />
        {busy ? t("inquiry.sending") : t("inquiry.send")}
      </button>
      {succeeded ? <FormNotice tone="success">{translate(LEAD_NOTICES.inquirySuccess)}</FormNotice> : null}
      {failure ? <FormNotice tone="error">{translate(failure)}</FormNotice> : null}
    </fetcher.Form>
  );
}
