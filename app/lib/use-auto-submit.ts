import { useEffect, useRef, type FormEvent } from "react";
import { useSubmit } from "react-router";

/** Whether a select, checkbox or radio differs from what the server rendered. */
export function changedSinceRender(form: HTMLFormElement): boolean {
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
 * A GET filter form that applies itself: changing a select, checkbox or radio
 * submits it. Its controls must be uncontrolled (defaultValue/defaultChecked)
 * so that a choice made before hydration finished survives it; such a choice
 * is then submitted as soon as React runs. Text boxes still wait for Enter or
 * the submit button.
 */
export function useAutoSubmit<T extends HTMLFormElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const submit = useSubmit();
  useEffect(() => {
    const form = ref.current;
    if (form && changedSinceRender(form)) submit(form, { preventScrollReset: true });
    // Only on mount: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit is only needed once, at hydration
  }, []);
  const onChange = (event: FormEvent<T>) => {
    const target = event.target;
    const applies =
      target instanceof HTMLSelectElement ||
      (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio"));
    if (applies) submit(event.currentTarget, { preventScrollReset: true });
  };
  return { ref, onChange };
}
