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
 * Today every endpoint is a public read and every caller is anonymous, known
 * by the client address (app/web/trust-proxy.mjs decides which one). Keys and
 * limits plug in here: read the key (e.g. `Authorization: Bearer …`), check
 * it against the endpoint's `access`, count the request per key or per
 * address, and return a `key` caller; nothing else in the API changes.
 */
import type { RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/web/context";

/**
 * What an endpoint requires. "public": anyone may read it, with or without a
 * key (anonymous callers get the lower per-address limit once limits exist).
 */
export type ApiAccess = "public";

export type ApiCaller = { kind: "anonymous"; address: string };

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

export async function authenticateApiRequest({ context }: ApiAuthenticationRequest): Promise<ApiAuthentication> {
  return { caller: { kind: "anonymous", address: context.get(clientAddressContext) }, headers: {} };
}
