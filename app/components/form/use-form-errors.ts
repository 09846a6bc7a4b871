/**
 * The one way a form shows its messages in the browser. The server's answer
 * and the browser's own check before posting land in the same state and show
 * the same way, under the same fields; editing a field clears its message;
 * a check that finds problems stops the post and focuses the first invalid
 * field. Without JavaScript none of this runs and the page the server renders
 * carries the same messages.
 */
import { useCallback, useState, type FormEvent } from "react";
import type { z } from "zod";
import { hasErrors, validate, type FieldErrors } from "#app/lib/form/field-errors";
import { formValues } from "#app/lib/form/form-values";

/** Puts focus on the first field marked invalid, once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  });
}

/** A pre-submit check: the messages for a form as it stands ({} when it may be posted). */
export type FormCheck = (form: HTMLFormElement) => FieldErrors;

/** The check a zod schema makes of a form's values (the same schema the action runs). */
export function schemaCheck(schema: z.ZodType, arrays: readonly string[] = []): FormCheck {
  return (form) => {
    const result = validate(schema, formValues(new FormData(form), arrays));
    return result.ok ? {} : result.errors;
  };
}

/**
 * `fromServer`: the field messages of the latest answer (a new answer replaces
 * whatever the browser found). `check`: what to verify before posting.
 */
export function useFormErrors(fromServer: FieldErrors | undefined, check?: FormCheck) {
  const [errors, setErrors] = useState<FieldErrors>(fromServer ?? {});
  // Whether the messages shown are the browser's own (its check stopped the post).
  const [fromBrowser, setFromBrowser] = useState(false);
  const [source, setSource] = useState(fromServer);
  if (source !== fromServer) {
    setSource(fromServer);
    setErrors(fromServer ?? {});
    setFromBrowser(false);
  }

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!check) return;
      const form = event.currentTarget;
      const found = check(form);
      setErrors(found);
      setFromBrowser(hasErrors(found));
      if (!hasErrors(found)) return;
      event.preventDefault();
      focusFirstInvalid(form);
    },
    [check],
  );

  /** For a form's or a field's onChange/onInput: the edited field's message goes away. */
  const clearOnInput = useCallback((event: { target: EventTarget | null }) => {
    const name = (event.target as { name?: string } | null)?.name;
    if (name) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  return { errors, setErrors, fromBrowser, onSubmit, clearOnInput };
}
