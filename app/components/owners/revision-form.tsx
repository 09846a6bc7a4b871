/**
 * A published listing's title, description and photos, changed as a
 * revision for staff review (the public page keeps the approved version
 * meanwhile). Photos use the wizard's uploader: with JavaScript they upload
 * as chosen; without it the file input is posted with the form.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "#app/i18n/link";
import { useMessage } from "#app/i18n/use-locale";
import { FormNotice, TextAreaField, TextField } from "#app/components/leads/fields";
import { entriesFromSubmitted, PhotoUploader, type PhotoEntry } from "#app/components/list-property/photo-uploader";
import type { FieldErrors } from "#app/lib/form/field-errors";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";

export type RevisionAnswer = {
  form: "revision";
  ok: false;
  errors: FieldErrors;
  formError?: string;
  values: { title?: string; description?: string };
  photos: SubmittedPhoto[];
  photoFailures: PhotoFailure[];
};

export function RevisionForm({
  current,
  answer,
  limits,
}: {
  current: { title: string; description: string; photos: SubmittedPhoto[] };
  answer: RevisionAnswer | undefined;
  limits: { maxCount: number; maxFileSizeMb: number };
}) {
  const [photos, setPhotos] = useState<PhotoEntry[]>(() =>
    entriesFromSubmitted(answer?.photos ?? current.photos, answer?.photoFailures),
  );
  const errors = answer?.errors ?? {};
  const { t } = useTranslation("owner");
  const translate = useMessage();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-4"
      aria-label={t("revision.formLabel")}
    >
      <input type="hidden" name="intent" value="revision" />
      <TextField
        label={t("details.title")}
        name="title"
        required
        maxLength={120}
        defaultValue={answer?.values.title ?? current.title}
        error={errors.title}
      />
      <TextAreaField
        label={t("details.description")}
        name="description"
        required
        rows={6}
        maxLength={5000}
        defaultValue={answer?.values.description ?? current.description}
        error={errors.description}
      />
      <PhotoUploader
        entries={photos}
        onEntriesChange={setPhotos}
        maxCount={limits.maxCount}
        maxFileSizeMb={limits.maxFileSizeMb}
        error={errors.photos}
      />
      {answer?.formError ? <FormNotice tone="error">{translate(answer.formError)}</FormNotice> : null}
      <button type="submit" className="btn-primary" disabled={photos.some((photo) => photo.status === "uploading")}>
        {t("revision.submit")}
      </button>
    </Form>
  );
}
