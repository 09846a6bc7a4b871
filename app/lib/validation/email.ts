/**
 * The one rule for e-mail addresses, used by every form and by the settings:
 * trimmed, at most 254 characters (the longest address SMTP carries), a valid
 * address, stored in lower case so one address is one account and one lead.
 * Each form keeps its own words for "missing" and "invalid".
 */
import { z } from "#app/lib/zod";

export const EMAIL_MAX_LENGTH = 254;

export function emailField({ required, invalid }: { required: string; invalid: string }) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .max(EMAIL_MAX_LENGTH, { error: invalid })
        .pipe(z.email({ error: invalid })),
    );
}
