/**
 * The answer of GET /api/v1/openapi.json: the document with the headers of a
 * public read (CORS, ETag and 304, a CDN may keep it; it changes only with a
 * release), counted and limited as every other API read (ADR 037), so it
 * carries the same `RateLimit` headers.
 */
import crypto from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { PUBLIC_CACHE_CONTROL } from "#app/web/page-cache.server";
import { authenticateApiRequest } from "./authenticate.server";
import { PUBLIC_READ_CORS } from "./cors.server";
import { openApiJson } from "./openapi.server";
import { ApiProblem, problemResponse } from "./problem.server";
import { apiRequestId } from "./request-id.server";

let etag: string | undefined;

/** The document's answer as such (no limit counted): `extra` headers are added to it. */
export function openApiLoader({ request }: { request: Request }, extra: Record<string, string> = {}): Response {
  const body = openApiJson();
  etag ??= `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
  const headers = {
    ...PUBLIC_READ_CORS,
    "X-Request-Id": apiRequestId(request),
    ...extra,
    ETag: etag,
    "Cache-Control": PUBLIC_CACHE_CONTROL,
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}

/** The route's loader: the caller is checked and counted first (401 for a bad key, 429 over the limit). */
export async function answerOpenApi(args: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<Response> {
  try {
    const { headers } = await authenticateApiRequest({
      ...args,
      endpoint: { operationId: "openapi", access: "public" },
    });
    return openApiLoader(args, headers);
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    return problemResponse(error, apiRequestId(args.request), PUBLIC_READ_CORS);
  }
}
