/**
 * The List Your Property wizard (docs/spec/public-site.md §2, §5, §9): four steps, Next
 * Step checks only the current step's fields with the same rules the server
 * uses, Previous is disabled on step 1, List Property exists only on step 4.
 *
 * All four steps are one <form>; steps not shown are `hidden` but their fields
 * still post. Without JavaScript a <noscript> style shows every step at once,
 * so the same form is one long page with a single List Property button, and
 * the server answers with the same messages. Each step's fields are their
 * own component; this one holds the state and the step controls.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { FormNotice } from "#app/components/leads/fields";
import { HoneypotField } from "#app/components/leads/honeypot-field";
import { focusFirstInvalid, repostWhenLoaded, useFormErrors } from "#app/components/form/use-form-errors";
import { Form } from "#app/i18n/link";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { formValues } from "#app/lib/form/form-values";
import { firstStepWithError, LISTING_STEP_FIELDS, type ListingStep } from "#app/lib/listing-steps";
import { deferredRules } from "#app/lib/form/deferred-check";
import { LEAD_NOTICES } from "#app/lib/lead-notices";
import { entriesFromSubmitted, type PhotoEntry } from "./photo-uploader";
import { StepIndicator } from "./step-indicator";
import { DetailsStep } from "./details-step";
import { LocationStep } from "./location-step";
import { PricingStep } from "./pricing-step";
import { ContactStep } from "./contact-step";
import type { ListingAnswer, PhotoLimitsView } from "./types";
import type { PickerLocality } from "#app/components/location-picker/location-picker";
import type { SubmittedPhoto } from "#app/lib/photo-uploads";

type Values = Record<string, string | string[]>;

/**
 * The wizard's rules (zod and the listing's schema, about 30 KB gzipped) load
 * after the page, as every other public form's do (lib/form/deferred-check.ts):
 * the steps are drawn and can be filled in at once. Next Step or List Property
 * pressed before they have arrived waits for them; should they fail to load,
 * Next moves on and the server, which runs the same rules, answers the post.
 */
const listingRules = deferredRules(() => import("#app/lib/validation/leads"));

/**
 * Without JavaScript: every step visible, step controls gone, List Property
 * shown. (Steps are hidden with Tailwind's `hidden` class rather than the
 * attribute: preflight's `[hidden]` rule is !important inside a layer, which
 * no unlayered rule can override.)
 */
const NO_SCRIPT_CSS = `
[data-wizard] [data-step-panel], [data-wizard] [data-submit] { display: block !important; }
[data-wizard] [data-js-only] { display: none !important; }
`;

/** Editing a listing that exists (My listings): where the form posts (a site path), its version and what it holds now. */
export type WizardEdit = {
  action: string;
  version: string;
  values: Values;
  photos: SubmittedPhoto[];
  submitLabel: string;
};

export function ListingWizard({
  limits,
  answer,
  edit,
  localities,
}: {
  limits: PhotoLimitsView;
  answer: ListingAnswer | undefined;
  edit?: WizardEdit;
  /** The localities the location picker offers, with their centres. */
  localities: PickerLocality[];
}) {
  const { t } = useTranslation("owner");
  // Notices from the server and the shared rules arrive in English (or already in this language).
  const translate = useMessage();
  const localized = useLocalizedPath();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const failed = answer && !answer.ok ? answer : undefined;
  // The Form below posts to the page language's version of this path; the submitting check compares that one.
  const action = localized(edit?.action ?? "/list-property");
  const initial = failed?.values ?? edit?.values;

  const [formKey, setFormKey] = useState(0);
  const [step, setStep] = useState<ListingStep>(() => (failed ? (firstStepWithError(failed.errors) ?? 4) : 1));
  const [values, setValues] = useState<Values>(initial ?? {});
  // The server's messages and the steps' own checks show the same way (the shared form hook).
  const { errors, setErrors, clearOnInput } = useFormErrors(failed?.errors);
  const [photos, setPhotos] = useState<PhotoEntry[]>(() =>
    entriesFromSubmitted(failed?.photos ?? edit?.photos, failed?.photoFailures),
  );
  const [notice, setNotice] = useState<string | null>(null);
  // The wizard switches to its interactive form (categories per type, steps)
  // once React runs; a visitor may have filled in fields before the page's
  // scripts arrived, so what the form holds then is where it starts.
  const read = () => formValues(new FormData(formRef.current ?? undefined), ["amenities"]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setValues(read());
    setHydrated(true);
  }, []);
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(action) === true;

  // A new answer from the server: start over after success, or show where the problem is.
  const seen = useRef(answer);
  useEffect(() => {
    if (answer === seen.current || !answer) return;
    seen.current = answer;
    setNotice(null);
    if (answer.ok) {
      setFormKey((key) => key + 1);
      setStep(1);
      setValues({});
      setPhotos([]);
      topRef.current?.scrollIntoView({ block: "start" });
    } else {
      setStep(firstStepWithError(answer.errors) ?? 4);
    }
  }, [answer]);

  // Moving between steps puts focus on the new step's heading, for keyboard and screen-reader users.
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    topRef.current?.scrollIntoView({ block: "start" });
    formRef.current?.querySelector<HTMLElement>(`[data-step-panel="${step}"] h2`)?.focus();
  }, [step]);

  async function goNext() {
    const rules = listingRules.loaded ?? (await listingRules.load().catch(() => undefined));
    const stepErrors = rules ? rules.validateListingStep(step, read()) : {};
    setErrors((current) => {
      const next = { ...current };
      for (const field of LISTING_STEP_FIELDS[step]) delete next[field];
      return { ...next, ...stepErrors };
    });
    if (Object.keys(stepErrors).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setStep((step + 1) as ListingStep);
  }

  // Set when the rules could not be loaded: the post goes to the server unchecked.
  const postUnchecked = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field before the last step means "Next Step", not "submit".
    if (step !== 4) {
      event.preventDefault();
      void goNext();
      return;
    }
    const rules = listingRules.loaded;
    if (!rules && !postUnchecked.current) {
      repostWhenLoaded(event, listingRules, () => (postUnchecked.current = true));
      return;
    }
    postUnchecked.current = false;
    const result = rules ? rules.validateListing(read()) : { ok: true as const };
    if (!result.ok) {
      event.preventDefault();
      setErrors(result.errors);
      setStep(firstStepWithError(result.errors) ?? 4);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (photos.some((photo) => photo.status === "uploading")) {
      event.preventDefault();
      setNotice(t("wizard.waitForPhotos"));
      return;
    }
    const uploaded = photos.filter((photo) => photo.status === "done").length;
    if (uploaded === 0 && photos.some((photo) => photo.status === "failed")) {
      // Every chosen photo failed: the submission is aborted and no listing is created.
      event.preventDefault();
      setNotice(LEAD_NOTICES.uploadFailed);
      return;
    }
    setNotice(null);
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    setValues(read());
    clearOnInput(event);
  }

  const propertyType = typeof values.propertyType === "string" ? values.propertyType : "";
  const typed = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  const initialText = (key: string) => (typeof initial?.[key] === "string" ? (initial[key] as string) : undefined);
  const chosenAmenities = new Set(Array.isArray(initial?.amenities) ? initial.amenities : []);
  const price = Number(typed("price").replace(/,/g, ""));
  const listingType = typed("listingType");
  const formError = notice ?? failed?.formError;
  const stepProps = { current: step, errors, initialText };

  return (
    <div ref={topRef} data-wizard className="scroll-mt-24">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      {answer?.ok ? (
        <div className="mb-6 space-y-2">
          <FormNotice tone="success">{t("wizard.success", { id: answer.id, email: answer.email })}</FormNotice>
          {answer.droppedPhotos.length > 0 ? (
            <FormNotice tone="error">
              {t("wizard.droppedPhotos", { list: answer.droppedPhotos.map((photo) => photo.message).join("; ") })}
            </FormNotice>
          ) : null}
        </div>
      ) : null}
      <div className="card p-5 sm:p-8">
        <StepIndicator step={step} />
        <Form
          key={formKey}
          ref={formRef}
          method="post"
          action={action}
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          aria-label={t("wizard.formLabel")}
          className="relative mt-8"
        >
          <HoneypotField />
          {edit ? <input type="hidden" name="version" value={edit.version} /> : null}

          <DetailsStep
            {...stepProps}
            hydrated={hydrated}
            propertyType={propertyType}
            category={typed("category")}
            descriptionLength={typed("description").trim().length}
          />
          <LocationStep
            {...stepProps}
            hydrated={hydrated}
            propertyType={propertyType}
            chosenAmenities={chosenAmenities}
            localities={localities}
          />
          <PricingStep
            {...stepProps}
            listingType={listingType}
            price={price}
            photos={photos}
            onPhotosChange={setPhotos}
            limits={limits}
          />
          <ContactStep
            {...stepProps}
            hydrated={hydrated}
            values={values}
            photoCount={photos.filter((photo) => photo.status === "done").length}
          />

          {formError ? (
            <div className="mt-6">
              <FormNotice tone="error">{translate(formError)}</FormNotice>
            </div>
          ) : null}

          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
            <button
              type="button"
              data-js-only
              className="btn-outline"
              disabled={step === 1 || submitting}
              onClick={() => setStep((step - 1) as ListingStep)}
            >
              <span aria-hidden className="icon-arrow-left flex" /> {t("wizard.previous")}
            </button>
            {step < 4 ? (
              <button type="button" data-js-only className="btn-primary" onClick={() => void goNext()}>
                {t("wizard.next")} <span aria-hidden className="icon-arrow-right flex" />
              </button>
            ) : null}
            <div data-submit className={step === 4 ? "ml-auto" : "hidden"}>
              <button type="submit" className="btn-primary" disabled={submitting}>
                <span aria-hidden className={submitting ? "icon-spinner flex animate-spin" : "icon-building flex"} />
                {submitting ? t("wizard.submitting") : (edit?.submitLabel ?? t("wizard.submit"))}
              </button>
            </div>
          </div>
        </Form>
      </div>
    </div>
  );
}
