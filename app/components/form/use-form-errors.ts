/**
 * The one way a form shows its messages in the browser. The server's answer
 * and the browser's own check before posting land in the same state and show
 * the same way, under the same fields; editing a field clears its message;
 * a check that finds problems stops the post and focuses the first invalid
 * field. Without JavaScript none of this runs and the page the server renders
 * carries the same messages.
 */
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { hasErrors, validate, type FieldErrors } from "#app/lib/form/field-errors";
import { formValues } from "#app/lib/form/form-values";
import type { Deferred, DeferredCheck, FormCheck } from "#app/lib/form/deferred-check";

/** Puts focus on the first field marked invalid, once React has drawn the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  });
}

/**
 * A post made before the form's deferred rules arrived: held, and the same press made again once they are here,
 * for the form's submit handler to check with them. Should they fail to load, `unavailable` runs first, so that the
 * handler lets that post go to the server, which runs the same rules.
 */
export function repostWhenLoaded(event: FormEvent<HTMLFormElement>, rules: Deferred<unknown>, unavailable: () => void) {
  event.preventDefault();
  const form = event.currentTarget;
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const again = () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null);
  rules.load().then(again, () => {
    unavailable();
    again();
  });
}

/** The check a zod schema makes of a form's values (the same schema the action runs). */
export function schemaCheck(schema: z.ZodType, arrays: readonly string[] = []): FormCheck {
  return (form) => {
    const result = validate(schema, formValues(new FormData(form), arrays));
    return result.ok ? {} : result.errors;
  };
}

/**
 * `fromServer`: the field messages of the latest answer (a new answer replaces
 * whatever the browser found). `check`: what to verify before posting. A
 * deferred check (lib/form/deferred-check.ts) loads after the page's load
 * event; a post made before it has arrived waits for it, then goes ahead
 * with the same submit button if it finds nothing (a second press meanwhile
 * resubmits the same form, which React Router's submission replaces, so one
 * post is sent). Should the check fail to load, the post goes ahead and the
 * server, which runs the same rules, answers.
 */
export function useFormErrors(fromServer: FieldErrors | undefined, check?: FormCheck | DeferredCheck) {
  const [errors, setErrors] = useState<FieldErrors>(fromServer ?? {});
  // Whether the messages shown are the browser's own (its check stopped the post).
  const [fromBrowser, setFromBrowser] = useState(false);
  const [source, setSource] = useState(fromServer);
  if (source !== fromServer) {
    setSource(fromServer);
    setErrors(fromServer ?? {});
    setFromBrowser(false);
  }

  // Set when the check could not be loaded: the next post goes to the server unchecked.
  const postUnchecked = useRef(false);

  /** Shows what `found` says; true when the post may go ahead. */
  const show = useCallback((form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    setFromBrowser(hasErrors(found));
    if (!hasErrors(found)) return true;
    focusFirstInvalid(form);
    return false;
  }, []);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!check || postUnchecked.current) {
        postUnchecked.current = false;
        return;
      }
      const form = event.currentTarget;
      const ready = typeof check === "function" ? check : check.loaded;
      if (ready) {
        if (!show(form, ready(form))) event.preventDefault();
        return;
      }
      // The deferred check has not arrived: the post waits for it.
      repostWhenLoaded(event, check as DeferredCheck, () => (postUnchecked.current = true));
    },
    [check, show],
  );

  /** For a form's or a field's onChange/onInput: the edited field's message goes away. */
  const clearOnInput = useCallback((event: { target: EventTarget | null }) => {
    const name = (event.target as { name?: string } | null)?.name;
    if (name) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  return { errors, setErrors, fromBrowser, onSubmit, clearOnInput };
}
