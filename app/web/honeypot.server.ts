/**
 * The server half of the honeypot (see app/components/leads/HoneypotField.tsx):
 * a request that filled the hidden field came from a bot. Callers answer it as
 * if it succeeded, so the bot learns nothing, and store nothing.
 */
import { HONEYPOT_FIELD } from "#app/lib/honeypot";

export { HONEYPOT_FIELD };

export function isHoneypotFilled(fields: FormData | Record<string, unknown>): boolean {
  const value = fields instanceof FormData ? fields.get(HONEYPOT_FIELD) : fields[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
