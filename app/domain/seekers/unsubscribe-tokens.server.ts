/**
 * The one-click unsubscribe link of a saved-search alert: the search's id
 * signed with a key derived from the installation's secret (HMAC-SHA256), so
 * it works signed out, from any device, and nobody can make one for another
 * person's search. It does not expire: an old e-mail's link must still work.
 */
import crypto from "node:crypto";
import { parseId } from "#app/lib/ids";
import { derivedKey } from "#app/platform/secret.server";

export const UNSUBSCRIBE_PATH = "/alerts/unsubscribe";

function sign(searchId: number): string {
  return crypto
    .createHmac("sha256", derivedKey("saved-search-unsubscribe"))
    .update(String(searchId))
    .digest("base64url");
}

export function unsubscribeToken(searchId: number): string {
  return `${searchId}.${sign(searchId)}`;
}

/** The search a token names, or null when this server did not issue it (tampered, truncated, garbage). */
export function verifyUnsubscribeToken(token: unknown): number | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, signature, extra] = token.split(".");
  const searchId = parseId(id);
  if (searchId === null || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(searchId));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? searchId : null;
}
