import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Photo } from "#app/platform/schema";
import { useHydrated } from "#app/lib/use-hydrated";
import type { FieldErrors } from "#app/lib/form/field-errors";
import { focusFirstInvalid, useFormErrors } from "#app/components/form/use-form-errors";
import type { CatalogueActionResult, UploadLimitsView } from "./catalogue-action";
import type { CatalogueNoun } from "./catalogue-noun";
import { useFetcherAnswer } from "./catalogue-fetcher";
import { CheckboxField, CheckboxGroup, FormAlert } from "./form-fields";
import { InPlaceLink } from "./catalogue-parts";
import { checkPhotoRows, PhotoRowsEditor, type PhotoRowDefaults } from "./photo-rows-editor";

/** What the page gives a property or project form. */
export type CatalogueFormProps = {
  limits: UploadLimitsView;
  /** A full-page (no JavaScript) save's answer. */
  returned?: CatalogueActionResult | null;
  onSaved?: (message: string) => void;
  onCancel?: () => void;
  /** Re-open the form with the item's current values (after a stale-edit refusal). */
  onReload?: () => void;
  cancelHref: string;
};

/** A form's starting values by field name: text, or a list for checkbox groups and rows. */
export type FormValues = Record<string, unknown>;

/** A stored value as the text an input starts with (blank for none). */
export function fieldText(value: unknown): string {
  return value == null ? "" : String(value);
}

/** What a form draws its own fields with. */
export type CatalogueFields = {
  errors: FieldErrors;
  /** A field's name, starting value and error, to spread on a TextField, TextAreaField or SelectField. */
  field: (name: string) => { name: string; defaultValue: string; error: string | undefined };
  /** The photo rows, filled from the item or a refused save, for the form to place. */
  photoRows: React.ReactNode;
};

/** The Amenities checkboxes: the offered choices, then any the item has that the list no longer offers. */
export function AmenitiesField({
  choices,
  checked,
  error,
}: {
  choices: readonly string[];
  checked: unknown;
  error?: string;
}) {
  const current = (checked as string[] | undefined) ?? [];
  const options = Array.from(new Set([...choices, ...current]));
  return <CheckboxGroup name="amenities" legend="Amenities" options={options} defaultChecked={current} error={error} />;
}

type CatalogueItem = { id: number; updatedAt: Date; images: Photo[] };

/**
 * What the admin property and project forms share: the multipart POST (by
 * fetcher, or a full page without JavaScript), checks in the browser before
 * posting, the refusal message with Reload after a stale edit, focus on the
 * first invalid field, the Featured/Active switches and Cancel/Save.
 */
export function CatalogueForm({
  noun,
  item,
  values,
  validate,
  checkFiles,
  limits,
  returned,
  onSaved,
  onCancel,
  onReload,
  cancelHref,
  children,
}: CatalogueFormProps & {
  noun: CatalogueNoun;
  item: CatalogueItem | null | undefined;
  values: FormValues;
  /** The form's schema, as the server applies it. */
  validate: (data: FormData) => { ok: true } | { ok: false; errors: FieldErrors };
  /** Sizes of files other than photos (checked after the photos). */
  checkFiles?: (form: HTMLFormElement) => FieldErrors;
  children: (fields: CatalogueFields) => React.ReactNode;
}) {
  const fetcher = useFetcher<CatalogueActionResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // The version this form was opened on: a later change by someone else makes the save stale.
  const [openedVersion] = useState(() => (item ? new Date(item.updatedAt).toISOString() : ""));
  const one = noun.one.toLowerCase();

  const result = fetcher.data ?? returned ?? null;
  const failed = result && result.intent === "save" && !result.ok ? result : null;
  // The same checks as the server's (the schema), plus the files only the browser can measure.
  const check = (form: HTMLFormElement) => {
    const checked = validate(new FormData(form));
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    const photoError = checkPhotoRows(form, limits.maxImages, limits.maxFileMb, one);
    if (photoError) found.photos ??= photoError;
    for (const [field, message] of Object.entries(checkFiles?.(form) ?? {})) found[field] ??= message;
    return found;
  };
  const { errors, fromBrowser, onSubmit } = useFormErrors(failed?.errors, check);
  const formMessage = fromBrowser ? "Please correct the highlighted fields." : failed?.message;
  const saving = fetcher.state !== "idle";

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) onSaved?.(answer.message ?? "");
  });

  // A refused save puts focus on the first field the server marked (the browser's own check does it itself).
  useEffect(() => {
    if (failed) focusFirstInvalid(formRef.current);
  }, [failed]);

  const fields: CatalogueFields = {
    errors,
    field: (name) => ({ name, defaultValue: fieldText(values[name]), error: errors[name] }),
    photoRows: (
      <PhotoRowsEditor
        photos={item?.images ?? []}
        rowDefaults={returned?.values?.photoRows as PhotoRowDefaults | undefined}
        maxImages={limits.maxImages}
        maxFileMb={limits.maxFileMb}
        error={errors.photos ?? errors.photoUrls}
        noun={one}
      />
    ),
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={`${item ? "Edit" : "Add"} ${one}`}
    >
      <input type="hidden" name="intent" value="save" />
      {item ? (
        <>
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="updatedAt" value={openedVersion} />
        </>
      ) : null}
      {formMessage ? (
        <div className="space-y-2">
          <FormAlert message={formMessage} />
          {failed?.stale && onReload && hydrated ? (
            <button type="button" className="btn-outline" onClick={onReload}>
              Reload
            </button>
          ) : null}
        </div>
      ) : null}

      {children(fields)}

      <div className="flex flex-wrap gap-6">
        <CheckboxField
          name="featured"
          label="Featured"
          hint="Shown on the home page."
          defaultChecked={values.featured === "on"}
        />
        <CheckboxField
          name="active"
          label="Active"
          hint={`Inactive ${noun.many.toLowerCase()} are hidden from the site.`}
          defaultChecked={values.active === "on"}
        />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <InPlaceLink to={cancelHref} onActivate={onCancel} className="btn-outline">
          Cancel
        </InPlaceLink>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : item ? `Update ${noun.one}` : `Add ${noun.one}`}
        </button>
      </div>
    </fetcher.Form>
  );
}
