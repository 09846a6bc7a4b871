/**
 * The List Your Property wizard (public-site.md §2, §5, §9): four steps, Next
 * Step checks only the current step's fields with the same rules the server
 * uses, Previous is disabled on step 1, List Property exists only on step 4.
 *
 * All four steps are one <form>; steps not shown are `hidden` but their fields
 * still post. Without JavaScript a <noscript> style shows every step at once,
 * so the same form is one long page with a single List Property button, and
 * the server answers with the same messages.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ArrowLeft, ArrowRight, Building2, Loader2 } from "lucide-react";
import { FormNotice, SelectField, TextAreaField, TextField } from "#app/components/leads/fields";
import { HoneypotField } from "#app/components/leads/honeypot-field";
import { focusFirstInvalid, useFormErrors } from "#app/components/form/use-form-errors";
import { useHydrated } from "#app/lib/use-hydrated";
import { formValues } from "#app/lib/form/form-values";
import { formatListingPrice } from "#app/lib/format";
import { COMMERCIAL_CATEGORIES, INDIAN_STATES, LISTING_AMENITIES, RESIDENTIAL_CATEGORIES } from "#app/lib/options";
import {
  categoriesFor,
  firstStepWithError,
  LEAD_NOTICES,
  LISTING_STEP_FIELDS,
  listingSuccessMessage,
  validateListing,
  validateListingStep,
  type ListingStep,
} from "#app/lib/validation/leads";
import { entriesFromSubmitted, PhotoUploader, type PhotoEntry } from "./photo-uploader";
import { PropertySummary } from "./property-summary";
import { STEP_TITLES, StepIndicator } from "./step-indicator";
import type { ListingAnswer, PhotoLimitsView } from "./types";

type Values = Record<string, string | string[]>;

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

export function ListingWizard({ limits, answer }: { limits: PhotoLimitsView; answer: ListingAnswer | undefined }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const failed = answer && !answer.ok ? answer : undefined;

  const [formKey, setFormKey] = useState(0);
  const [step, setStep] = useState<ListingStep>(() => (failed ? (firstStepWithError(failed.errors) ?? 4) : 1));
  const [values, setValues] = useState<Values>(failed?.values ?? {});
  // The server's messages and the steps' own checks show the same way (the shared form hook).
  const { errors, setErrors, clearOnInput } = useFormErrors(failed?.errors);
  const [photos, setPhotos] = useState<PhotoEntry[]>(() => entriesFromSubmitted(failed?.photos, failed?.photoFailures));
  const [notice, setNotice] = useState<string | null>(null);
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/list-property") === true;

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

  const read = () => formValues(new FormData(formRef.current ?? undefined), ["amenities"]);

  function goNext() {
    const stepErrors = validateListingStep(step, read());
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Enter in a field before the last step means "Next Step", not "submit".
    if (step !== 4) {
      event.preventDefault();
      goNext();
      return;
    }
    const result = validateListing(read());
    if (!result.ok) {
      event.preventDefault();
      setErrors(result.errors);
      setStep(firstStepWithError(result.errors) ?? 4);
      focusFirstInvalid(formRef.current);
      return;
    }
    if (photos.some((photo) => photo.status === "uploading")) {
      event.preventDefault();
      setNotice("Please wait until your photos finish uploading.");
      return;
    }
    const uploaded = photos.filter((photo) => photo.status === "done").length;
    if (uploaded === 0 && photos.some((photo) => photo.status === "failed")) {
      // Every chosen photo failed: as the spec says, no listing is created.
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
  const residential = propertyType === "residential";
  const typed = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  const initial = failed?.values;
  const initialText = (key: string) => (typeof initial?.[key] === "string" ? (initial[key] as string) : undefined);
  const chosenAmenities = new Set(Array.isArray(initial?.amenities) ? initial.amenities : []);
  const price = Number(typed("price").replace(/,/g, ""));
  const listingType = typed("listingType");
  const formError = notice ?? failed?.formError;

  return (
    <div ref={topRef} data-wizard className="scroll-mt-24">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      {answer?.ok ? (
        <div className="mb-6 space-y-2">
          <FormNotice tone="success">{listingSuccessMessage(answer.id, answer.email)}</FormNotice>
          {answer.droppedPhotos.length > 0 ? (
            <FormNotice tone="error">
              These photos could not be used: {answer.droppedPhotos.map((photo) => photo.message).join("; ")}.
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
          action="/list-property"
          encType="multipart/form-data"
          noValidate
          onSubmit={onSubmit}
          onChange={onChange}
          aria-label="List your property"
          className="relative mt-8"
        >
          <HoneypotField />

          <StepPanel step={1} current={step}>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label="Property Type"
                name="propertyType"
                required
                defaultValue={initialText("propertyType") ?? ""}
                error={errors.propertyType}
              >
                <option value="">Select property type</option>
                <option value="residential">Residential</option>
                <option value="commercial">Commercial</option>
              </SelectField>
              <SelectField
                // A new type brings its own categories, so the choice starts over.
                key={hydrated ? propertyType : "all"}
                label="Category"
                name="category"
                required
                disabled={hydrated && !propertyType}
                defaultValue={
                  categoriesFor(propertyType).includes(initialText("category") ?? "") ? initialText("category") : ""
                }
                error={errors.category}
                hint={hydrated && !propertyType ? "Choose the property type first" : undefined}
              >
                <option value="">Select category</option>
                {hydrated ? (
                  categoriesFor(propertyType).map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))
                ) : (
                  <>
                    <optgroup label="Residential">
                      {RESIDENTIAL_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {category}
                        </option>
                      ))}
                    </optgroup>
                    <optgroup label="Commercial">
                      {COMMERCIAL_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {category}
                        </option>
                      ))}
                    </optgroup>
                  </>
                )}
              </SelectField>
            </div>
            <TextField
              label="Property Title"
              name="title"
              required
              maxLength={120}
              defaultValue={initialText("title")}
              error={errors.title}
              placeholder="e.g. Spacious 2 BHK with balcony in Andheri West"
              hint="At least 10 characters"
            />
            <TextAreaField
              label="Description"
              name="description"
              required
              rows={5}
              maxLength={5000}
              defaultValue={initialText("description")}
              error={errors.description}
              placeholder="Describe the property: layout, condition, views, what is nearby..."
              hint={`${typed("description").trim().length} characters (at least 50)`}
            />
          </StepPanel>

          <StepPanel step={2} current={step}>
            <TextField
              label="Address"
              name="address"
              required
              autoComplete="street-address"
              defaultValue={initialText("address")}
              error={errors.address}
              placeholder="Building, street, locality"
            />
            <div className="grid gap-5 sm:grid-cols-3">
              <TextField
                label="City"
                name="city"
                required
                autoComplete="address-level2"
                defaultValue={initialText("city")}
                error={errors.city}
                placeholder="e.g. Mumbai"
              />
              <SelectField
                label="State"
                name="state"
                required
                defaultValue={initialText("state") ?? ""}
                error={errors.state}
              >
                <option value="">Select state</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Pincode"
                name="pincode"
                required
                inputMode="numeric"
                maxLength={6}
                autoComplete="postal-code"
                defaultValue={initialText("pincode")}
                error={errors.pincode}
                placeholder="6 digits"
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              <TextField
                label="Area (sq ft)"
                name="area"
                type="number"
                min={1}
                step="any"
                required
                defaultValue={initialText("area")}
                error={errors.area}
              />
              <TextField
                label="Bedrooms"
                name="bedrooms"
                type="number"
                min={1}
                step={1}
                required={residential}
                optional={hydrated && !residential && propertyType !== ""}
                defaultValue={initialText("bedrooms")}
                error={errors.bedrooms}
                hint={residential || (hydrated && propertyType) ? undefined : "Required for residential"}
              />
              <TextField
                label="Bathrooms"
                name="bathrooms"
                type="number"
                min={1}
                step={1}
                required={residential}
                optional={hydrated && !residential && propertyType !== ""}
                defaultValue={initialText("bathrooms")}
                error={errors.bathrooms}
                hint={residential || (hydrated && propertyType) ? undefined : "Required for residential"}
              />
              <TextField
                label="Parking Spaces"
                name="parking"
                type="number"
                min={0}
                step={1}
                defaultValue={initialText("parking") ?? "0"}
                error={errors.parking}
              />
            </div>
            <fieldset>
              <legend className="field-label">Amenities</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                {LISTING_AMENITIES.map((amenity) => (
                  <label
                    key={amenity}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                  >
                    <input
                      type="checkbox"
                      name="amenities"
                      value={amenity}
                      defaultChecked={chosenAmenities.has(amenity)}
                      className="h-4 w-4 accent-[var(--color-primary-dark)]"
                    />
                    {amenity}
                  </label>
                ))}
              </div>
              {errors.amenities ? <p className="field-error">{errors.amenities}</p> : null}
            </fieldset>
          </StepPanel>

          <StepPanel step={3} current={step}>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label="Listing Type"
                name="listingType"
                required
                defaultValue={initialText("listingType") ?? ""}
                error={errors.listingType}
              >
                <option value="">Select listing type</option>
                <option value="sale">For Sale</option>
                <option value="rent">For Rent</option>
              </SelectField>
              <TextField
                label={listingType === "rent" ? "Monthly Rent (₹)" : "Price (₹)"}
                name="price"
                type="number"
                min={1}
                step="any"
                required
                defaultValue={initialText("price")}
                error={errors.price}
                hint={
                  price > 0
                    ? formatListingPrice(price, listingType || "sale")
                    : "In rupees; for rent, the monthly amount"
                }
              />
            </div>
            <PhotoUploader
              entries={photos}
              onEntriesChange={setPhotos}
              maxCount={limits.maxCount}
              maxFileSizeMb={limits.maxFileSizeMb}
              error={errors.photos}
            />
          </StepPanel>

          <StepPanel step={4} current={step}>
            <TextField
              label="Your Name"
              name="ownerName"
              required
              autoComplete="name"
              defaultValue={initialText("ownerName")}
              error={errors.ownerName}
              placeholder="Owner's full name"
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Phone Number"
                name="ownerPhone"
                type="tel"
                inputMode="numeric"
                required
                autoComplete="tel-national"
                defaultValue={initialText("ownerPhone")}
                error={errors.ownerPhone}
                placeholder="10-digit mobile number"
              />
              <TextField
                label="Email Address"
                name="ownerEmail"
                type="email"
                required
                autoComplete="email"
                defaultValue={initialText("ownerEmail")}
                error={errors.ownerEmail}
                placeholder="you@example.com"
              />
            </div>
            {hydrated ? (
              <PropertySummary values={values} photoCount={photos.filter((photo) => photo.status === "done").length} />
            ) : null}
          </StepPanel>

          {formError ? (
            <div className="mt-6">
              <FormNotice tone="error">{formError}</FormNotice>
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
              <ArrowLeft aria-hidden className="h-4 w-4" /> Previous
            </button>
            {step < 4 ? (
              <button type="button" data-js-only className="btn-primary" onClick={goNext}>
                Next Step <ArrowRight aria-hidden className="h-4 w-4" />
              </button>
            ) : null}
            <div data-submit className={step === 4 ? "ml-auto" : "hidden"}>
              <button type="submit" className="btn-primary" disabled={submitting}>
                {submitting ? (
                  <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
                ) : (
                  <Building2 aria-hidden className="h-4 w-4" />
                )}
                {submitting ? "Submitting..." : "List Property"}
              </button>
            </div>
          </div>
        </Form>
      </div>
    </div>
  );
}

function StepPanel({ step, current, children }: { step: ListingStep; current: ListingStep; children: ReactNode }) {
  return (
    <section
      data-step-panel={step}
      aria-labelledby={`listing-step-${step}`}
      className={`space-y-5 [&+&]:mt-10 ${step === current ? "" : "hidden"}`}
    >
      <h2 id={`listing-step-${step}`} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        <span className="text-primary-dark">Step {step}:</span> {STEP_TITLES[step]}
      </h2>
      {children}
    </section>
  );
}
