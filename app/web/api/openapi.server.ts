/**
 * The OpenAPI 3.1 document of the public API, generated from the endpoint
 * definitions (registry.server.ts) and their zod schemas by zod-openapi
 * (ADR 036). Served at /api/v1/openapi.json; `npm run openapi` writes it to
 * docs/api/openapi.json, and a test fails when that copy and the code differ.
 */
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import type { ApiEndpoint } from "./endpoint.server";
import { API_ENDPOINTS } from "./registry.server";
import { problemSchema } from "./schemas.server";
import { API_KEY_SECURITY_SCHEMES, LISTING_WRITE_PATHS } from "./v1/listings.server";

export const API_VERSION = "1.0.0";

const PROBLEM_TITLES: Record<number, string> = {
  400: "A parameter does not fit: `errors` names each one.",
  401: "No usable API key.",
  403: "The key may not do this, or a cross-origin request that is not a public read.",
  404: "Nothing by that id.",
  409: "In conflict with the current state.",
  422: "The body cannot be processed (for instance an idempotency key reused with another body).",
  429: "Over the rate limit: retry after `Retry-After` seconds.",
  500: "The server failed; quote the request id.",
};

/** Problems every endpoint may answer. */
const COMMON_PROBLEMS = [400, 429, 500];

const requestIdHeader = z
  .string()
  .meta({ description: "The request's id (the one sent, when it is a short safe token)." });

/** The budget headers every read answer carries (ADR 037): per address without a key, per key with one. */
const readLimitHeaders = {
  RateLimit: z.string().meta({
    description: 'What is left: `"<policy>";r=<remaining>;t=<seconds to reset>` (policy `public` or `read`).',
  }),
  "RateLimit-Policy": z.string().meta({
    description: 'The limit: `"<policy>";q=<quota>;w=<window seconds>` (`public` per address, `read` per key).',
  }),
};

const etagHeader = z
  .string()
  .meta({ description: "The answer's entity tag: send it as `If-None-Match` to get 304 when unchanged." });

function readHeaders(access: ApiEndpoint["access"]) {
  return z.object({
    ETag: etagHeader,
    "Cache-Control": z.string().meta({
      description:
        access === "public"
          ? "Shared caches (CDNs) may keep the answer briefly; browsers revalidate."
          : "`private, no-cache`: your own data; only you may keep it, and revalidate before reuse.",
    }),
    "X-Request-Id": requestIdHeader,
    ...readLimitHeaders,
  });
}

function problemResponse(status: number) {
  return {
    description: PROBLEM_TITLES[status] ?? "A problem.",
    headers: z.object({
      "X-Request-Id": requestIdHeader,
      ...(status === 429
        ? { ...readLimitHeaders, "Retry-After": z.string().meta({ description: "Seconds to wait." }) }
        : {}),
    }),
    content: { "application/problem+json": { schema: problemSchema } },
  };
}

function operationOf(endpoint: ApiEndpoint): ZodOpenApiOperationObject {
  const problems = [...new Set([...COMMON_PROBLEMS, ...(endpoint.problems ?? [])])].sort((a, b) => a - b);
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    description: endpoint.description,
    tags: endpoint.tags,
    ...(endpoint.access === "public" ? {} : { security: [{ apiKey: [] }] }),
    requestParams: {
      ...(endpoint.pathParams ? { path: endpoint.pathParams } : {}),
      ...(endpoint.query ? { query: endpoint.query } : {}),
    },
    responses: {
      200: {
        description: "The answer.",
        headers: readHeaders(endpoint.access),
        content: { "application/json": { schema: endpoint.response } },
      },
      304: {
        description: "Not modified: the `If-None-Match` tag is still the answer's.",
        headers: z.object({ ETag: etagHeader, "X-Request-Id": requestIdHeader, ...readLimitHeaders }),
      },
      ...Object.fromEntries(problems.map((status) => [status, problemResponse(status)])),
    },
  };
}

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of API_ENDPOINTS) {
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method]: operationOf(endpoint) };
  }
  // The writes (ADR 037) describe themselves: their bodies, keys and idempotency.
  for (const [path, operations] of Object.entries(LISTING_WRITE_PATHS)) paths[path] = { ...paths[path], ...operations };
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Nivaas API",
      version: API_VERSION,
      description:
        "The Nivaas catalogue as data: properties, projects and localities, with the list pages' filters, " +
        "cursor paging and an incremental copy by modification time. Public reads need no key and may be made " +
        "from any origin. Errors are RFC 9457 problem details naming the field at fault; every answer carries " +
        "`X-Request-Id`.",
    },
    tags: [
      { name: "Properties", description: "Homes and commercial spaces for sale and rent." },
      { name: "Projects", description: "New developments." },
      { name: "Localities", description: "Places and their figures." },
      { name: "Listings", description: "Your own listings, written by your own reference (needs an API key)." },
    ],
    paths,
    components: { securitySchemes: API_KEY_SECURITY_SCHEMES },
  });
}

let document: string | undefined;

/** The document as JSON text (built once). */
export function openApiJson(): string {
  document ??= `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
  return document;
}
