/**
 * The site-visit form: name, phone, preferred date (from today, India time)
 * and time slot, stored as a site_visit inquiry referencing the project; the
 * confirmation repeats the booking. Shown in the project page's dialog
 * (site-visit-modal.tsx), on the page of its own (/project/{id}/site-visit)
 * that the button leads to without JavaScript, and on /inquiry after a post
 * came back with errors.
 */
import { useEffect, useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { todayInIndia } from "#app/lib/format";
import { SITE_VISIT_TIMES } from "#app/lib/site-visit-times";
import { schemaCheck } from "#app/components/form/use-form-errors";
import { deferredCheck } from "#app/lib/form/deferred-check";
import { EnhancedFlag, FormNotice, PhoneField, SelectField, TextField } from "./fields";
import { HoneypotField } from "./honeypot-field";
import type { InquiryActionData } from "./inquiry-types";
import { useMessage } from "#app/i18n/use-locale";
import { useInquiryPost, type RefusedInquiry } from "./use-lead-form";

// The form's rules (and zod) load after the page (lib/form/deferred-check.ts).
const checkSiteVisit = deferredCheck(() =>
  import("#app/lib/validation/leads").then((rules) => schemaCheck(rules.siteVisitSchema)),
);

/**
 * The four fields and the Confirm Visit button.
 */
export function SiteVisitForm({
  projectId,
  projectTitle,
  onBooked,
  cancel,
  ...refused
}: RefusedInquiry & {
  projectId: number;
  projectTitle: string;
  onBooked?: (confirmation: string) => void;
  cancel?: React.ReactNode;
}) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const { fetcher, formRef, result, errors, busy, values, failure, formProps } = useInquiryPost(
    checkSiteVisit,
    refused,
  );
  useBooked(fetcher.state, result, formRef, onBooked);

  return (
    <fetcher.Form
      {...formProps}
      aria-label={t("siteVisit.formLabel", { title: projectTitle })}
      className="relative space-y-4"
    >
      <input type="hidden" name="inquiryType" value="site_visit" />
      <input type="hidden" name="projectId" value={projectId} />
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
      <PhoneField
        label={t("leads.phone")}
        name="phone"
        required
        defaultValue={values?.phone}
        error={errors.phone}
        placeholder={t("leads.phonePlaceholder")}
      />
      <TextField
        label={t("siteVisit.date")}
        name="date"
        type="date"
        required
        min={todayInIndia()}
        defaultValue={values?.date}
        error={errors.date}
      />
      <SelectField
        label={t("siteVisit.time")}
        name="time"
        required
        defaultValue={values?.time ?? ""}
        error={errors.time}
      >
        <option value="">{t("siteVisit.chooseTime")}</option>
        {SITE_VISIT_TIMES.map((time) => (
          <option key={time} value={time}>
            {translate(time)}
          </option>
        ))}
      </SelectField>
      {failure ? <FormNotice tone="error">{translate(failure)}</FormNotice> : null}
      <div className="flex gap-3 pt-1">
        {cancel}
        <button type="submit" className="btn-primary flex-1" disabled={busy}>
          {busy ? t("siteVisit.booking") : t("siteVisit.confirm")}
        </button>
      </div>
    </fetcher.Form>
  );
}

function useBooked(
  state: string,
  result: InquiryActionData | undefined,
  formRef: RefObject<HTMLFormElement | null>,
  onBooked: ((confirmation: string) => void) | undefined,
) {
  const reported = useRef<InquiryActionData | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" || !result?.ok || reported.current === result) return;
    reported.current = result;
    formRef.current?.reset();
    onBooked?.(result.message);
  }, [state, result, formRef, onBooked]);
}
