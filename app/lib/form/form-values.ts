/**
 * A form's fields as plain values, for a schema to parse and for a refused
 * form to be filled in again with what was typed.
 */
import { withoutControlCharacters } from "#app/lib/form-text";

export type FormValues = Record<string, string | string[]>;

/**
 * Single fields as strings (the first one when a name repeats; files are left
 * out) and the named multi-value fields (checkbox groups) as arrays. Control
 * characters are dropped: no one types them, and PostgreSQL refuses a NUL.
 */
export function formValues(form: FormData, arrays: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || arrays.includes(key) || key in values) continue;
    values[key] = withoutControlCharacters(value);
  }
  for (const key of arrays) {
    values[key] = form
      .getAll(key)
      .filter((value): value is string => typeof value === "string")
      .map(withoutControlCharacters);
  }
  return values;
}

/** A single field's text ('' when it is missing or a list). */
export function textOf(values: FormValues, key: string): string {
  const value = values[key];
  return typeof value === "string" ? value : "";
}

/**
 * The values sent back to refill a refused form. Secrets (passwords, codes,
 * tokens) never travel back: a secret field the form posted comes back empty.
 */
export function refillValues<V extends FormValues>(values: V, secrets: readonly string[] = []): V {
  const kept: FormValues = { ...values };
  for (const key of secrets) if (key in kept) kept[key] = "";
  return kept as V;
}
