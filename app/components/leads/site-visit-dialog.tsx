/**
 * The project page's Schedule Site Visit button and modal: name, phone,
 * preferred date (from today, India time) and time slot. Stored as a
 * site_visit inquiry referencing the project; the confirmation repeats the
 * booking. Without JavaScript the button is a link to the same form on a
 * page of its own (/project/{id}/site-visit), which posts to /inquiry.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { todayInIndia } from "#app/lib/format";
import { SITE_VISIT_TIMES } from "#app/lib/options";
import { schemaCheck } from "#app/components/form/use-form-errors";
import { deferredCheck } from "#app/lib/form/deferred-check";
import { EnhancedFlag, FormNotice, SelectField, TextField } from "./fields";
import { HoneypotField } from "./honeypot-field";
import type { InquiryActionData } from "./inquiry-types";
import { useHydrated } from "#app/lib/use-hydrated";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { useInquiryPost, type RefusedInquiry } from "./use-lead-form";

const DEFAULT_TRIGGER = "btn-primary w-full";

// The form's rules (and zod) load after the page (lib/form/deferred-check.ts).
const checkSiteVisit = deferredCheck(() =>
  import("#app/lib/validation/leads").then((rules) => schemaCheck(rules.siteVisitSchema)),
);

export function SiteVisitDialog({
  projectId,
  projectTitle,
  triggerClassName,
}: {
  projectId: number;
  projectTitle: string;
  triggerClassName?: string;
}) {
  const { t } = useTranslation("detail");
  const localized = useLocalizedPath();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  // A new form (empty, no messages) every time the dialog opens.
  const [formKey, setFormKey] = useState(0);

  if (!hydrated) {
    return (
      <a href={localized(`/project/${projectId}/site-visit`)} className={triggerClassName ?? DEFAULT_TRIGGER}>
        <span aria-hidden className="icon-calendar-check flex" /> {t("siteVisit.heading")}
      </a>
    );
  }

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) {
            setFormKey((key) => key + 1);
            setConfirmation(null);
          }
        }}
      >
        <Dialog.Trigger className={triggerClassName ?? DEFAULT_TRIGGER}>
          <span aria-hidden className="icon-calendar-check flex" /> {t("siteVisit.heading")}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 text-left shadow-xl sm:p-6">
            <div className="mb-4 flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-lg font-semibold text-slate-900">{t("siteVisit.heading")}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-slate-600">
                  {t("siteVisit.intro", { title: projectTitle })}
                </Dialog.Description>
              </div>
              <Dialog.Close
                className="icon-close flex rounded-md p-1 text-slate-500 [--icon-size:1.25rem] hover:bg-slate-100"
                aria-label={t("siteVisit.close")}
              />
            </div>
            <SiteVisitForm
              key={formKey}
              projectId={projectId}
              projectTitle={projectTitle}
              onBooked={(message) => {
                setConfirmation(message);
                setOpen(false);
              }}
              cancel={
                <Dialog.Close type="button" className="btn-outline flex-1">
                  {t("siteVisit.cancel")}
                </Dialog.Close>
              }
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {confirmation ? (
        <div className="mt-3">
          <FormNotice tone="success">{confirmation}</FormNotice>
        </div>
      ) : null}
    </>
  );
}

/**
 * The four fields and the Confirm Visit button. Used in the dialog, in the
 * no-JavaScript <details>, and on the /inquiry page after a post came back
 * with errors.
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
      <TextField
        label={t("leads.phone")}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
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
