/**
 * The lead forms that post to /inquiry through a fetcher (Send Inquiry,
 * Schedule Site Visit). Their messages come from the shared form hook: the
 * same zod schema the server runs checks the fields first (loaded after the
 * page, lib/form/deferred-check.ts), and the server's answer shows the same way.
 */
import { useRef } from "react";
import { useFetcher } from "react-router";
import type { FieldErrors } from "#app/lib/form/field-errors";
import type { FormValues } from "#app/lib/form/form-values";
import { useFormErrors } from "#app/components/form/use-form-errors";
import type { DeferredCheck } from "#app/lib/form/deferred-check";
import { useLocalizedPath } from "#app/i18n/use-locale";
import type { InquiryActionData } from "./inquiry-types";

/** What the /inquiry page hands a lead form again after a post without JavaScript was refused. */
export type RefusedInquiry = {
  initialValues?: FormValues;
  initialErrors?: FieldErrors;
  initialFormError?: string;
};

/**
 * A lead form that posts to /inquiry through a fetcher. After a refused post
 * it shows what was typed and why: from the fetcher's answer with JavaScript,
 * from the /inquiry page (`refused`) without. Spread `formProps` on the
 * fetcher's form.
 */
export function useInquiryPost(check: DeferredCheck, refused: RefusedInquiry) {
  const fetcher = useFetcher<InquiryActionData>();
  const localized = useLocalizedPath();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const answer = result && !result.ok ? result : undefined;
  const { errors, onSubmit, clearOnInput } = useFormErrors(answer ? answer.errors : refused.initialErrors, check);
  return {
    fetcher,
    formRef,
    result,
    errors,
    busy: fetcher.state !== "idle",
    values: answer ? answer.values : refused.initialValues,
    failure: answer ? answer.formError : refused.initialFormError,
    formProps: {
      ref: formRef,
      method: "post",
      // The page's language version, so the answer comes back in it.
      action: localized("/inquiry"),
      noValidate: true,
      onSubmit,
      onChange: clearOnInput,
    } as const,
  };
}
