/**
 * Who is calling the API: THE extension point for API keys and rate limits.
 *
 * The endpoint runner (endpoint.server.ts) calls `authenticateApiRequest`
 * for every API request, after the request pipeline and before the endpoint's
 * parameters are read. It returns the caller and the headers every answer to
 * this request carries (a rate limit's `RateLimit` / `RateLimit-Policy`), or
 * throws an `ApiProblem` (401 without a usable key where the endpoint needs
 * one, 403 for a key without the scope, 429 with `Retry-After` over a limit),
 * which is answered as a problem document with the CORS headers of a public read.
 *
 * Keys and limits are api-key-access.server.ts (ADR 037): the key from
 * `Authorization: Bearer …` or `X-Api-Key`, checked against the endpoint's
 * `access`, the request counted per key or, without one, per client address
 * (app/web/trust-proxy.mjs decides which one).
 */
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/web/context";
import { checkApiAccess, type KeyCaller, type KeyedAccess } from "./api-key-access.server";

/**
 * What an endpoint requires. "public": anyone may read it, with or without a
 * key (anonymous callers get the lower per-address limit); "read": a key with
 * the read scope (the caller's own data); "write": a key with the write scope.
 */
export type ApiAccess = KeyedAccess;

export type ApiCaller = KeyCaller;

export type ApiAuthentication = {
  caller: ApiCaller;
  /** Headers for every answer to this request (its errors and 304s included). */
  headers: Record<string, string>;
};

export type ApiAuthenticationRequest = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  endpoint: { operationId: string; access: ApiAccess };
};

export function authenticateApiRequest({
  request,
  context,
  endpoint,
}: ApiAuthenticationRequest): Promise<ApiAuthentication> {
  return checkApiAccess(request, context.get(clientAddressContext), endpoint.access);
}
