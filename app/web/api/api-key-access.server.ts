/**
 * Keys and limits of the public API (ADR 037), behind the API's extension
 * point (authenticate.server.ts): who is calling, whether they may, and how
 * much is left of their budget.
 *
 * - The key comes as `Authorization: Bearer <key>` or `X-Api-Key: <key>`. A
 *   key that is sent but not usable (malformed, unknown, expired, revoked, its
 *   account banned or no longer allowed keys) is 401 on every endpoint, reads
 *   included: a client with a broken key should learn it, not be served
 *   silently as a visitor.
 * - Without a key: public reads are answered, counted per client address
 *   (the lower `public` limit); a write, or a read of the caller's own
 *   listings, is 401.
 * - With a key: a write needs the `write` scope, a read the `read` scope
 *   (else 403). Writes are counted per key (`write`: the 61st in a minute is
 *   429), reads per key (`read`).
 * - Every answer carries `RateLimit-Policy` and `RateLimit` (IETF
 *   draft-ietf-httpapi-ratelimit-headers: quota `q` per window `w` seconds;
 *   remaining `r`, seconds to reset `t`); a refusal adds `Retry-After`.
 *
 * Counting happens before the key's scope is judged only for requests without
 * a usable key (per address), so a flood of bad keys is limited like any
 * other anonymous traffic. Keys are looked up in the database on every
 * request (api-keys.server.ts): a revoked key is refused at once everywhere.
 */
import { authenticateApiKey, type ApiPrincipal } from "#app/domain/api-access/api-keys.server";
import { countApiRequest, type ApiLimitDecision } from "#app/domain/api-access/api-key-limits.server";
import type { ApiScope } from "#app/lib/validation/api-keys";
import { ApiProblem, PROBLEM_TYPES } from "./problem.server";

/**
 * What an endpoint needs: `public` reads anyone may make; `read` needs a key
 * with the read scope (a caller's own data); `write` a key with the write scope.
 */
export type KeyedAccess = "public" | "read" | "write";

export type KeyCaller = { kind: "anonymous"; address: string } | ({ kind: "key"; address: string } & ApiPrincipal);

const WWW_AUTHENTICATE = 'Bearer realm="Nivaas API"';

/** The key a request sends, `null` when it sends none, `""` when the header is there but holds no key. */
export function keyOf(request: Request): string | null {
  const authorization = request.headers.get("authorization");
  if (authorization !== null) {
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization);
    return match ? match[1] : "";
  }
  const header = request.headers.get("x-api-key");
  return header === null ? null : header.trim();
}

/** `RateLimit-Policy` and `RateLimit` for a counted request. */
export function rateLimitHeaders(decision: ApiLimitDecision): Record<string, string> {
  return {
    "RateLimit-Policy": `"${decision.policy}";q=${decision.limit};w=${decision.windowSeconds}`,
    RateLimit: `"${decision.policy}";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}

export function refuseOverLimit(decision: ApiLimitDecision, headers: Record<string, string>): ApiProblem {
  return new ApiProblem(429, "Too many requests", {
    type: PROBLEM_TYPES.rateLimited,
    detail: `This ${decision.policy === "public" ? "address" : "key"} has used its ${decision.limit} ${
      decision.policy === "write" ? "writes" : "requests"
    } for this minute; try again in ${decision.resetSeconds} s.`,
    headers: { ...headers, "Retry-After": String(decision.resetSeconds) },
  });
}

function unauthorized(detail: string, headers: Record<string, string>, keySent: boolean): ApiProblem {
  return new ApiProblem(401, "Unauthorized", {
    type: PROBLEM_TYPES.unauthorized,
    detail,
    headers: {
      ...headers,
      "WWW-Authenticate": keySent ? `${WWW_AUTHENTICATE}, error="invalid_token"` : WWW_AUTHENTICATE,
    },
  });
}

/**
 * Decides a request: resolves to the caller and the headers every answer to
 * it carries, or throws the ApiProblem to answer (401, 403, 429), carrying
 * those headers too.
 */
export async function checkApiAccess(
  request: Request,
  address: string,
  access: KeyedAccess,
): Promise<{ caller: KeyCaller; headers: Record<string, string> }> {
  const secret = keyOf(request);
  const principal = secret ? await authenticateApiKey(secret) : null;
  if (!principal) {
    const decision = await countApiRequest("public", address);
    const headers = rateLimitHeaders(decision);
    if (!decision.allowed) throw refuseOverLimit(decision, headers);
    if (secret !== null) throw unauthorized("The API key is not valid: unknown, expired or revoked.", headers, true);
    if (access !== "public")
      throw unauthorized(
        access === "write"
          ? "Writing needs an API key with the write scope (Authorization: Bearer <key>)."
          : "Reading your own listings needs an API key with the read scope (Authorization: Bearer <key>).",
        headers,
        false,
      );
    return { caller: { kind: "anonymous", address }, headers };
  }
  const scope: ApiScope = access === "write" ? "write" : "read";
  const decision = await countApiRequest(access === "write" ? "write" : "read", `key-${principal.keyId}`);
  const headers = rateLimitHeaders(decision);
  if (!decision.allowed) throw refuseOverLimit(decision, headers);
  if (!principal.scopes.includes(scope)) {
    throw new ApiProblem(403, "Forbidden", {
      type: PROBLEM_TYPES.forbidden,
      detail: `This API key does not have the ${scope} scope.`,
      headers,
    });
  }
  return { caller: { kind: "key", address, ...principal }, headers };
}
