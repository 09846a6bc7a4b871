/**
 * The one way a form's validation failure is described, on the server and in
 * the browser alike: the first message of each field (what shows under it)
 * and, for a rule about the whole form, one form-level message.
 */
import type { z } from "zod";

/** Field name → the first message for that field. */
export type FieldErrors = Partial<Record<string, string>>;

/** A schema's verdict: the clean values, or the messages to show. */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; formError?: string };

/**
 * The first message per field. An issue is filed under the first part of its
 * path (a message about `configurations.2.price` shows under `configurations`);
 * an issue with no path is about the whole form and becomes `formError`.
 */
export function errorsOf(error: z.ZodError): { errors: FieldErrors; formError?: string } {
  const errors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of error.issues) {
    if (issue.path.length === 0) formError ??= issue.message;
    else errors[String(issue.path[0])] ??= issue.message;
  }
  return formError === undefined ? { errors } : { errors, formError };
}

/** Runs a schema over a form's values. */
export function validate<T>(schema: z.ZodType<T>, input: unknown): Checked<T> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, ...errorsOf(result.error) };
}

/** True when there is at least one message to show. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
