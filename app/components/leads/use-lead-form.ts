/**
 * What every lead form does in the browser before it posts: check the fields
 * with the same zod schema the server uses, show the messages under the fields
 * and focus the first one; clear a field's message as soon as it is edited.
 * Without JavaScript none of this runs and the server answers with the same
 * messages.
 */
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { formValues, validate, type FieldErrors } from "#app/lib/validation/leads";
import type { InquiryActionData } from "./inquiry-types";

/** Kept here too for the listing wizard, which takes its lead-form helpers from this module. */
export { useHydrated } from "#app/lib/use-hydrated";

export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  });
}

export function useLeadForm(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    setErrors(serverErrors ?? {});
  }, [serverErrors]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const result = validate(schema, formValues(new FormData(form)));
      if (result.ok) {
        setErrors({});
        return;
      }
      event.preventDefault();
      setErrors(result.errors);
      focusFirstInvalid(form);
    },
    [schema],
  );

  const onChange = useCallback((event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: string }).name;
    if (name) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  return { errors, setErrors, onSubmit, onChange };
}

/** What the /inquiry page hands a lead form again after a post without JavaScript was refused. */
export type RefusedInquiry = {
  initialValues?: Record<string, string>;
  initialErrors?: FieldErrors;
  initialFormError?: string;
};

/**
 * A lead form that posts to /inquiry through a fetcher (Send Inquiry, Schedule
 * Site Visit). After a refused post it shows what was typed and why: from the
 * fetcher's answer with JavaScript, from the /inquiry page (`refused`) without.
 * Spread `formProps` on the fetcher's form.
 */
export function useInquiryPost(schema: z.ZodType, refused: RefusedInquiry) {
  const fetcher = useFetcher<InquiryActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const answer = result && !result.ok ? result : undefined;
  const { errors, onSubmit, onChange } = useLeadForm(schema, answer ? answer.errors : refused.initialErrors);
  return {
    fetcher,
    formRef,
    result,
    errors,
    busy: fetcher.state !== "idle",
    values: answer ? answer.values : refused.initialValues,
    failure: answer ? answer.formError : refused.initialFormError,
    formProps: { ref: formRef, method: "post", action: "/inquiry", noValidate: true, onSubmit, onChange } as const,
  };
}
