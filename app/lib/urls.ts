/**
 * The one rule for addresses that come from stored or posted data: only our
 * own paths and web (http/https) addresses are ever used as a link or an image
 * source, so a stored `javascript:` or `data:` URL can never run or load.
 */

/** Whether `value` is a web address (http or https; https only with `httpsOnly`). */
export function isHttpUrl(value: string, { httpsOnly = false } = {}): boolean {
  try {
    const url = new URL(value);
    return httpsOnly ? url.protocol === "https:" : url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A path on this site ("/uploads/…"), not a protocol-relative "//host/…" address. */
function isOwnPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//");
}

/** `value` as an href or src: our own path as it is, a web address normalised, anything else null. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isOwnPath(value)) return value;
  return isHttpUrl(value) ? new URL(value).toString() : null;
}

/** Our own paths made absolute on `publicUrl` (for sharing and structured data); web addresses stay as they are. */
export function absoluteUrl(value: string, publicUrl: string): string {
  return isOwnPath(value) ? `${publicUrl}${value}` : value;
}
