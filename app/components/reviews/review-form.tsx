/**
 * "Write a review" of a project or a locality: stars (a select, which works
 * without JavaScript and reads well to a screen reader) and the text. It posts
 * to /project/:id/review or /locality/:slug/review — through a fetcher on the
 * item's page, as a plain form on the review page without JavaScript. The
 * same zod schema the server runs checks it first (loaded after the page).
 */
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import { FormNotice, SelectField, TextAreaField } from "#app/components/leads/fields";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import { deferredCheck } from "#app/lib/form/deferred-check";
import type { FieldErrors } from "#app/lib/form/field-errors";
import type { FormValues } from "#app/lib/form/form-values";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { REVIEW_MAX_CHARS, REVIEW_MIN_CHARS } from "#app/lib/reviews";

export type ReviewAnswer =
  { ok: true; message: string } | { ok: false; errors: FieldErrors; formError?: string; values: FormValues };

const reviewCheck = deferredCheck(() =>
  import("#app/lib/validation/review").then((rules) => schemaCheck(rules.reviewSchema)),
);

/** Where a review of the item is posted. */
export function reviewPath(itemPath: string) {
  return `${itemPath}/review`;
}

export function ReviewForm({ itemPath, answer: pageAnswer }: { itemPath: string; answer?: ReviewAnswer }) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const localized = useLocalizedPath();
  const fetcher = useFetcher<ReviewAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const refused = answer && !answer.ok ? answer : undefined;
  const { errors, onSubmit, clearOnInput } = useFormErrors(refused?.errors, reviewCheck);
  if (answer?.ok) return <FormNotice tone="success">{translate(answer.message)}</FormNotice>;
  const value = (key: string) =>
    typeof refused?.values[key] === "string" ? (refused.values[key] as string) : undefined;
  return (
    <fetcher.Form
      method="post"
      action={localized(reviewPath(itemPath))}
      noValidate
      onSubmit={onSubmit}
      onChange={clearOnInput}
      className="space-y-4"
      aria-label={t("reviews.write")}
    >
      <SelectField
        label={t("reviews.stars")}
        name="stars"
        required
        defaultValue={value("stars") ?? ""}
        error={errors.stars}
      >
        <option value="">{t("reviews.chooseStars")}</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={String(stars)}>
            {t(`reviews.starOption.${stars}` as "reviews.starOption.5")}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t("reviews.body")}
        name="body"
        required
        rows={5}
        minLength={REVIEW_MIN_CHARS}
        maxLength={REVIEW_MAX_CHARS}
        defaultValue={value("body")}
        error={errors.body}
        hint={t("reviews.bodyHint", { min: REVIEW_MIN_CHARS, max: REVIEW_MAX_CHARS })}
      />
      {refused?.formError ? <FormNotice tone="error">{translate(refused.formError)}</FormNotice> : null}
      <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
        {t("reviews.submit")}
      </button>
    </fetcher.Form>
  );
}
