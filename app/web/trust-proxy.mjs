// TRUST_PROXY, read by server.mjs (plain JavaScript, hence not TypeScript),
// turned into Express's own "trust proxy" setting. Express takes the client's
// address from X-Forwarded-For only as far as the proxies it trusts: it walks
// the list from the right (the entry the nearest proxy added) and stops at
// the first hop it does not trust. Whatever a client writes itself sits to
// the left of that and never becomes its address.

const TRUST_EVERY_HOP =
  "TRUST_PROXY=true would take the client's address from whatever X-Forwarded-For the client sends. " +
  "Give the number of proxies in front of the server (1 for one reverse proxy) or their addresses.";

/**
 * - unset, "", "0" or "false": trust no proxy; the client is the socket's address.
 * - a number N: trust N hops; the client is the N-th address from the right of
 *   X-Forwarded-For. "1" (what earlier versions documented for "behind a
 *   reverse proxy") is one proxy: the address that proxy added.
 * - a comma-separated list of addresses, subnets (10.0.0.0/8) or the names
 *   loopback, linklocal, uniquelocal: trust those proxies, however many hops.
 *   Express refuses an entry that is none of these when it is set.
 * - "true" is refused: it would trust every hop, so a client could name any
 *   address it likes.
 *
 * @param {string | undefined} value
 * @returns {false | number | string[]}
 */
export function trustProxySetting(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text.toLowerCase() === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.toLowerCase() === "true") throw new Error(TRUST_EVERY_HOP);
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}
