/**
 * What every lead form does in the browser before it posts: check the fields
 * with the same zod schema the server uses, show the messages under the fields
 * and focus the first one; clear a field's message as soon as it is edited.
 * Without JavaScript none of this runs and the server answers with the same
 * messages.
 */
import { useCallback, useEffect, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { formValues, validate, type FieldErrors } from "#app/lib/validation/leads";

const noop = () => () => {};

/** False while rendering on the server and hydrating, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}

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
