import { useEffect, useRef, type FormEvent, type RefObject } from "react";
import { useSubmit } from "react-router";

/** Whether a select, checkbox or radio differs from what the server rendered. */
function changedSinceRender(form: HTMLFormElement): boolean {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLSelectElement) {
      if (Array.from(element.options).some((option) => option.selected !== option.defaultSelected)) return true;
    } else if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.checked !== element.defaultChecked) return true;
    }
  }
  return false;
}

/**
 * Once React runs, a choice the visitor made before the page's scripts
 * arrived (a select, checkbox or radio that differs from what the server
 * rendered) is applied with `apply`, as a change made afterwards would be.
 * The form's controls must be uncontrolled, so that the choice survives
 * hydration.
 */
export function useApplyEarlyChoices(ref: RefObject<HTMLFormElement | null>, apply: (form: HTMLFormElement) => void) {
  useEffect(() => {
    const form = ref.current;
    if (form && changedSinceRender(form)) apply(form);
    // Only on mount: later changes arrive through the form's own change handling.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A GET filter form that applies itself: changing a select, checkbox or radio
 * submits it. Its controls must be uncontrolled (defaultValue/defaultChecked)
 * so that a choice made before hydration finished survives it; such a choice
 * is then submitted as soon as React runs. Text boxes still wait for Enter or
 * the submit button.
 */
export function useAutoSubmit<T extends HTMLFormElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const submit = useSubmit();
  useApplyEarlyChoices(ref, (form) => submit(form, { preventScrollReset: true }));
  const onChange = (event: FormEvent<T>) => {
    const target = event.target;
    const applies =
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"));
    if (applies) submit(event.currentTarget, { preventScrollReset: true });
  };
  return { ref, onChange };
}
