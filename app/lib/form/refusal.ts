/**
 * How every form action answers a refusal (docs/decisions/006-form-policy.md):
 * with the status that says why, to a full-page post and to a fetcher alike,
 * and with one body shape, so the page can show the messages and put back
 * what was typed — also without JavaScript, where the server renders it.
 */
import { data } from "react-router";
import type { FieldErrors } from "./field-errors";
import { refillValues, type FormValues } from "./form-values";

/** The status of each kind of refusal. */
export const REFUSAL_STATUS = {
  /** Fields that break the form's rules, or a body that is not a form. */
  invalid: 400,
  /** Signing in with wrong credentials. */
  unauthorised: 401,
  /** Not allowed: registration closed, an unverified or banned account. */
  forbidden: 403,
  /** The item the form is about does not exist (any more). */
  notFound: 404,
  /** An edit made on a copy someone else has since changed. */
  stale: 409,
  /** A value another record already holds (an e-mail or phone of another account). */
  conflict: 409,
  /** Well-formed, but nothing can be done with it (the listing is gone, every photo was refused). */
  unprocessable: 422,
  /** A body over the route's size limit. */
  tooLarge: 413,
  /** A body of a type the route does not read. */
  unsupportedType: 415,
  /** Too many posts from one address in a short time. */
  rateLimited: 429,
  /** Storing or sending failed on our side, or maintenance mode. */
  unavailable: 503,
} as const;

export type RefusalStatus = (typeof REFUSAL_STATUS)[keyof typeof REFUSAL_STATUS];

/** What a refused form answers: why, and what was typed (without secrets). */
export type Refusal<V = FormValues> = {
  ok: false;
  errors: FieldErrors;
  formError?: string;
  values: V;
};

/** Why a form was refused: messages under fields, and one for the whole form. */
export type RefusedFields = { errors?: FieldErrors; formError?: string };

/** A refused form on a page whose forms share one action: which form (its `intent`) the answer is about. */
export type IntentRefusal = Refusal<Record<string, string>> & { intent: string };

/**
 * The answer to a refused form of such a page: its messages and what was
 * typed, without the fields named in `secrets` (passwords and one-time codes
 * are never sent back), with the refusal's real status.
 */
export function refuseIntent(
  status: RefusalStatus | number,
  intent: string,
  values: Record<string, string>,
  secrets: readonly string[],
  result: RefusedFields,
  headers?: HeadersInit,
) {
  return data<IntentRefusal>(
    {
      ok: false,
      intent,
      values: refillValues(values, secrets),
      errors: result.errors ?? {},
      formError: result.formError,
    },
    { status, headers },
  );
}
