/**
 * Cross-origin rules of the public API.
 *
 * - Public reads (GET and HEAD of an endpoint whose access is "public") may be
 *   read by a page of any origin: `Access-Control-Allow-Origin: *`, never with
 *   credentials (no cookie is read or set by the API, so none is needed), and
 *   the headers a client needs are exposed (ETag, Link, the request id, the
 *   rate limit's).
 * - A preflight (OPTIONS) is answered for those reads only: GET, with the
 *   request headers a conditional read needs.
 * - Writes and key management are never cross-origin: their answers carry no
 *   CORS header and their preflight is refused with 403, and the request
 *   pipeline refuses any state-changing request whose Origin is another site
 *   (app/web/request-pipeline.server.ts).
 */
import { ApiProblem, PROBLEM_TYPES } from "./problem.server";

/** Headers a cross-origin page may read from a public answer. */
export const EXPOSED_HEADERS = [
  "ETag",
  "Link",
  "X-Request-Id",
  "RateLimit",
  "RateLimit-Policy",
  "Retry-After",
  "Cache-Control",
];

/** Request headers a cross-origin public read may send (a conditional GET, its own request id). */
export const ALLOWED_REQUEST_HEADERS = ["If-None-Match", "X-Request-Id", "Accept"];

/** The CORS headers of a public read's answer (its errors included, so a page can read why). */
export const PUBLIC_READ_CORS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * The answer to a preflight for a route whose methods are `methods` (upper case)
 * and whose GET is public when `publicRead`: 204 allowing GET, or 403 for
 * anything else (a write, or an endpoint that is not a public read).
 */
export function preflightAnswer(
  request: Request,
  publicRead: boolean,
): { status: 204; headers: Record<string, string> } | ApiProblem {
  const method = (request.headers.get("access-control-request-method") ?? "").toUpperCase();
  if (publicRead && (method === "GET" || method === "HEAD")) {
    return {
      status: 204,
      headers: {
        ...PUBLIC_READ_CORS,
        "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
        "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS.join(", "),
        "Access-Control-Max-Age": String(PREFLIGHT_MAX_AGE_SECONDS),
        // The answer does not depend on the Origin, but it does on what the preflight asked.
        Vary: "Access-Control-Request-Method, Access-Control-Request-Headers",
        "Cache-Control": `public, max-age=${PREFLIGHT_MAX_AGE_SECONDS}`,
      },
    };
  }
  return new ApiProblem(403, "Cross-origin request refused", {
    type: PROBLEM_TYPES.crossOriginRefused,
    detail: "Only public reads (GET) of the API may be made from another origin.",
  });
}
