/**
 * The answer of GET /api/v1/openapi.json: the document with the headers of a
 * public read (CORS, ETag and 304, a CDN may keep it; it changes only with a release).
 */
import crypto from "node:crypto";
import { PUBLIC_CACHE_CONTROL } from "#app/web/page-cache.server";
import { PUBLIC_READ_CORS } from "./cors.server";
import { openApiJson } from "./openapi.server";
import { apiRequestId } from "./request-id.server";

let etag: string | undefined;

export function openApiLoader({ request }: { request: Request }): Response {
  const body = openApiJson();
  etag ??= `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
  const headers = {
    ...PUBLIC_READ_CORS,
    "X-Request-Id": apiRequestId(request),
    ETag: etag,
    "Cache-Control": PUBLIC_CACHE_CONTROL,
  };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
