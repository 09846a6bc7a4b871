/**
 * One API endpoint, defined once: its path, method, zod schemas for the path
 * and query parameters and for the answer, and its handler. The same
 * definition answers requests (`apiLoader`) and is listed in the OpenAPI
 * document (openapi.server.ts builds it from registry.server.ts), so the
 * document cannot drift from the code.
 *
 * Every GET answer:
 * - carries the request's id (`X-Request-Id`) and, for public reads, CORS
 *   headers (cors.server.ts);
 * - is JSON with a strong `ETag` (a hash of its bytes); `If-None-Match` with
 *   it is answered 304 with no body;
 * - is cacheable by a CDN as the site's public pages are (`Cache-Control`:
 *   shared caches keep it a minute, browsers revalidate) and names the change
 *   keys of what it shows (`Surrogate-Key`, `Cache-Tag`; ADR 031), so a CDN
 *   purging by key drops it with the pages that show the same data; a
 *   caller's own data (access "read", by key) is `private, no-cache` instead,
 *   answered afresh each time and never kept by URL.
 * Errors are problem documents (problem.server.ts): a parameter that does not
 * fit its schema is a 400 naming it, never a 5xx.
 */
import crypto from "node:crypto";
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { collectShownKeys, EVERYTHING, type ChangeKey } from "#app/platform/change-keys.server";
import { log } from "#app/platform/log.server";
import { PUBLIC_CACHE_CONTROL } from "#app/web/page-cache.server";
import { authenticateApiRequest, type ApiAccess, type ApiCaller } from "./authenticate.server";
import { PUBLIC_READ_CORS } from "./cors.server";
import { ApiProblem, fieldErrors, invalidRequest, problemResponse, PROBLEM_TYPES } from "./problem.server";
import { apiRequestId } from "./request-id.server";
import { changeCount, keepAnswer, keptAnswer, type KeptAnswer } from "./answer-cache.server";
import { fastReadSlot, keepFastRead } from "./fast-reads.server";

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** A caller's own data: only the caller may keep it, and must ask again (a 304 with its ETag) before reusing it. */
export const PRIVATE_CACHE_CONTROL = "private, no-cache";

export type ApiHandlerInput<P extends AnyObject, Q extends AnyObject> = {
  params: z.output<P>;
  query: z.output<Q>;
  /** The request's URL, for links to other pages of the answer. */
  url: URL;
  caller: ApiCaller;
};

export type ApiEndpoint<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  R extends z.ZodType = z.ZodType,
> = {
  operationId: string;
  method: "get";
  /** The OpenAPI path: `/api/v1/properties/{id}` (app/routes.ts writes it `api/v1/properties/:id`). */
  path: `/api/v1/${string}`;
  summary: string;
  description: string;
  tags: string[];
  access: ApiAccess;
  pathParams?: P;
  query?: Q;
  /** Query parameters that may repeat (`amenities=Lift&amenities=Gym`): read as lists. */
  listParameters?: readonly string[];
  response: R;
  /** The problem statuses this endpoint answers besides those of every endpoint (400, 429, 500). */
  problems?: readonly number[];
  handler: (input: ApiHandlerInput<P, Q>) => Promise<z.input<R>>;
};

/** Keeps an endpoint's types tied together (its handler returns what its response schema describes). */
export function defineEndpoint<P extends AnyObject, Q extends AnyObject, R extends z.ZodType>(
  endpoint: ApiEndpoint<P, Q, R>,
): ApiEndpoint<P, Q, R> {
  return endpoint;
}

type LoaderArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

/** The query string as the endpoint's schema reads it: the first non-empty value of each parameter, lists whole. */
export function queryObject(url: URL, listParameters: readonly string[] = []): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(name).filter((value) => value.trim() !== "");
    if (all.length === 0) continue;
    values[name] = listParameters.includes(name) ? all : all[0];
  }
  return values;
}

/** A strong ETag of the answer's bytes. */
function etagOf(body: string): string {
  return `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The headers of every answer of a public read (CORS, request id, the caller's limits). */
function baseHeaders(endpoint: ApiEndpoint, requestId: string, extra: Record<string, string>): Record<string, string> {
  return { ...(endpoint.access === "public" ? PUBLIC_READ_CORS : {}), "X-Request-Id": requestId, ...extra };
}

/** Answers a GET (or HEAD) of `endpoint`. */
export async function answerGet(endpoint: ApiEndpoint, { request, params, context }: LoaderArgs): Promise<Response> {
  const requestId = apiRequestId(request);
  let extra: Record<string, string> = {};
  try {
    const authentication = await authenticateApiRequest({ request, context, endpoint });
    extra = authentication.headers;
    const url = new URL(request.url);
    const pathParams = (endpoint.pathParams ?? z.object({})).safeParse(params);
    if (!pathParams.success) throw invalidRequest(fieldErrors(pathParams.error));
    const query = (endpoint.query ?? z.object({})).safeParse(queryObject(url, endpoint.listParameters));
    if (!query.success) {
      throw invalidRequest(fieldErrors(query.error, { listParameter: true }));
    }
    // A caller's own data (access "read") is answered afresh for each request and kept by no shared cache:
    // the same URL is another account's listing for another key.
    const shared = endpoint.access === "public";
    const kept = shared ? keptAnswer(request.url) : undefined;
    const fresh = kept
      ? undefined
      : shared
        ? await sharedFreshAnswer(request.url, () =>
            freshAnswer(endpoint, request.url, pathParams.data, query.data, url, authentication.caller),
          )
        : await freshAnswer(endpoint, null, pathParams.data, query.data, url, authentication.caller);
    const answer = kept ?? fresh!;
    // The answer to an anonymous read, current (kept, or made with no change under way), is kept for the
    // fast path too, under the key it gave this request (fast-reads.server.ts).
    const fastRead = fastReadSlot();
    if (fastRead && shared && authentication.caller.kind === "anonymous" && (kept || fresh?.current)) {
      keepFastRead(fastRead.key, answer);
    }
    const headers = {
      ...baseHeaders(endpoint, requestId, extra),
      ETag: answer.etag,
      ...(shared
        ? {
            "Cache-Control": PUBLIC_CACHE_CONTROL,
            "Surrogate-Key": answer.keys.join(" "),
            "Cache-Tag": answer.keys.join(","),
          }
        : { "Cache-Control": PRIVATE_CACHE_CONTROL, Vary: "Authorization, X-Api-Key" }),
      ...answer.headers,
    };
    if (matchesEtag(request.headers.get("if-none-match"), answer.etag))
      return new Response(null, { status: 304, headers });
    return new Response(answer.body, {
      status: 200,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  } catch (error) {
    return errorResponse(error, endpoint, requestId, extra);
  }
}

type FreshAnswer = KeptAnswer & { current: boolean };

/** The public reads under way, by URL, with the change count when each began. */
const readsUnderWay = new Map<string, { startedAt: number; answer: Promise<FreshAnswer> }>();
let freshReads = 0;

/** How many public reads ran their handler (tests: readers asking at once share one). */
export function freshReadCount(): number {
  return freshReads;
}

/**
 * A public read that readers asking for the same URL at once share: after a
 * change drops a kept list, the next 50 readers wait for one read instead of
 * queueing 50 on the database. A reader arriving after a change that came
 * while the read was under way starts its own, so a change is still seen at
 * the next request (the page cache's rule, ADR 031).
 */
function sharedFreshAnswer(url: string, read: () => Promise<FreshAnswer>): Promise<FreshAnswer> {
  const underWay = readsUnderWay.get(url);
  if (underWay && underWay.startedAt === changeCount()) return underWay.answer;
  const entry = { startedAt: changeCount(), answer: read() };
  readsUnderWay.set(url, entry);
  const settled = () => {
    if (readsUnderWay.get(url) === entry) readsUnderWay.delete(url);
  };
  entry.answer.then(settled, settled);
  return entry.answer;
}

/** Runs the handler and keeps its answer under `key` (answer-cache.server.ts) unless data changed meanwhile. */
async function freshAnswer(
  endpoint: ApiEndpoint,
  key: string | null,
  params: z.output<AnyObject>,
  query: z.output<AnyObject>,
  url: URL,
  caller: ApiCaller,
): Promise<FreshAnswer> {
  freshReads++;
  const startedAt = changeCount();
  const shown = new Set<ChangeKey>();
  const result = await collectShownKeys(shown, () => endpoint.handler({ params, query, url, caller }));
  const body = JSON.stringify(result);
  // An answer whose reads recorded no key is taken as showing everything: any change drops it.
  const answer = {
    body,
    etag: etagOf(body),
    keys: shown.size > 0 ? [...shown].sort() : [EVERYTHING],
    headers: linkHeader(result),
  };
  const current = key !== null && keepAnswer(key, answer, startedAt);
  return { ...answer, current };
}

/** A list's `links.next` as a `Link: <…>; rel="next"` header too (RFC 8288). */
function linkHeader(result: unknown): Record<string, string> {
  const next = (result as { links?: { next?: unknown } } | null)?.links?.next;
  return typeof next === "string" ? { Link: `<${next}>; rel="next"` } : {};
}

/** The problem answer for whatever a handler threw. */
export function errorResponse(
  error: unknown,
  endpoint: ApiEndpoint,
  requestId: string,
  extra: Record<string, string> = {},
): Response {
  const headers = baseHeaders(endpoint, requestId, extra);
  if (error instanceof ApiProblem) return problemResponse(error, requestId, headers);
  log.error({ err: error, operationId: endpoint.operationId }, "API request failed");
  return problemResponse(
    new ApiProblem(500, "Internal Server Error", {
      type: PROBLEM_TYPES.serverError,
      detail: "The server failed to answer; quote the request id when reporting it.",
    }),
    requestId,
    headers,
  );
}

/**
 * The loader of an API route module (app/routes/api-v1-*.ts): GET and HEAD
 * answer the endpoint. React Router also runs loaders for OPTIONS; a
 * preflight never reaches here (the request pipeline answers it), so an
 * OPTIONS here is a plain one: answered with the methods allowed.
 */
export function apiLoader(endpoint: ApiEndpoint) {
  return (args: LoaderArgs): Promise<Response> | Response => {
    const method = args.request.method.toUpperCase();
    if (method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: { Allow: "GET, HEAD, OPTIONS", ...baseHeaders(endpoint, apiRequestId(args.request), {}) },
      });
    }
    return answerGet(endpoint, args);
  };
}

/**
 * The action of a read-only API route module: any other method is a 405
 * problem naming the methods allowed (the request pipeline has already
 * refused a cross-site one and read the body within its limit).
 */
export function apiReadOnlyAction(endpoint: ApiEndpoint) {
  return ({ request }: { request: Request }): Response =>
    errorResponse(
      new ApiProblem(405, "Method Not Allowed", {
        type: PROBLEM_TYPES.methodNotAllowed,
        detail: `${endpoint.path} is read-only: use GET.`,
        headers: { Allow: "GET, HEAD, OPTIONS" },
      }),
      endpoint,
      apiRequestId(request),
    );
}
