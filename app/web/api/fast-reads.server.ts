/**
 * Anonymous public API reads answered before Express and React Router, as
 * the visitors' page cache answers signed-out pages (ADR 042).
 *
 * - **Which requests.** GET and HEAD under /api/v1/ with no API key
 *   (`Authorization`, `X-Api-Key`) and no cookie at all: a request with a key
 *   or a cookie keeps the full path (its key is checked on every request).
 * - **What is kept.** The answer the full path made for exactly this request:
 *   server.mjs runs a miss inside `fastReadSlot`, and the endpoint runner
 *   (endpoint.server.ts) keeps a public read's answer to an anonymous caller
 *   under the slot's key — its bytes, ETag, change keys and `Link`. The key is
 *   everything the answer's links depend on: the path and query as sent, the
 *   Host, and, when the sender is a trusted proxy, X-Forwarded-Proto and
 *   X-Forwarded-Host (Express's rule for `req.protocol` and `req.host`).
 * - **Invalidation.** As the page cache: a change naming one of an answer's
 *   change keys drops it (ADR 031), on every instance (server.mjs catches up
 *   before answering); a minute at most otherwise. An answer the full path
 *   made while a change was under way is not kept (answer-cache.server.ts).
 * - **The same answer.** The same bytes (stored compressed as the client
 *   accepts, as the compression middleware would send them), ETag and 304,
 *   Cache-Control, Surrogate-Key, CORS, the request's id, the security headers,
 *   and the caller's `RateLimit` headers.
 * - **Limits.** Each request is counted against the address's `public`
 *   limit in memory and settled with the shared store in batches
 *   (countPublicReadLocally, api-key-limits.server.ts); over it, 429 with
 *   `Retry-After`, as the full path answers.
 */
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { countPublicReadLocally } from "#app/domain/api-access/api-key-limits.server";
import { changeTouches, type ChangeKey } from "#app/platform/change-keys.server";
import { contextSlot } from "#app/platform/request-context.server";
import { onDataChange } from "#app/platform/data-changes.server";
import { currentRoute, requestIdFor, requestRecord } from "#app/web/observability.server";
import { PUBLIC_CACHE_CONTROL } from "#app/web/page-cache.server";
import { contentSecurityPolicy, staticSecurityHeaders } from "#app/web/security-headers.server";
import { rateLimitHeaders, refuseOverLimit } from "./api-key-access.server";
import { PUBLIC_READ_CORS } from "./cors.server";
import { PROBLEM_CONTENT_TYPE, problemDocument } from "./problem.server";

const MAX_ENTRIES = 500;
const TTL_MS = 60_000;
/** The compression middleware's own threshold: smaller answers are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;

type Entry = {
  body: Buffer;
  etag: string;
  keys: ChangeKey[];
  link?: string;
  route?: string;
  storedAt: number;
  gzipped?: Buffer;
  brotli?: Buffer;
};

/** What the server needs to know of a request the way Express would see it (server.mjs passes Express's trust rule). */
export type ProxyTrust = {
  /** The client's address, as Express's `req.ip` (proxy-addr with the "trust proxy" rule). */
  clientAddress: (req: IncomingMessage) => string;
  /** Whether the socket's peer is a trusted proxy (then X-Forwarded-Proto and -Host count). */
  trustsPeer: (req: IncomingMessage) => boolean;
};

const entries = new Map<string, Entry>();
const slot = contextSlot<{ key: string }>("fast read");

onDataChange((change) => {
  for (const [key, entry] of entries) if (changeTouches(change, entry.keys)) entries.delete(key);
});

/** The kept-answer key of the request being answered by the full path, if the fast path sent it there. */
export function fastReadSlot(): { key: string } | undefined {
  return slot.get();
}

/** Keeps the full path's answer to an anonymous public read for the fast path (endpoint.server.ts calls it). */
export function keepFastRead(
  key: string,
  answer: { body: string; etag: string; keys: ChangeKey[]; headers: Record<string, string> },
): void {
  if (entries.size >= MAX_ENTRIES && !entries.has(key)) entries.delete(entries.keys().next().value!);
  entries.set(key, {
    body: Buffer.from(answer.body, "utf8"),
    etag: answer.etag,
    keys: answer.keys,
    link: answer.headers.Link,
    route: currentRoute(),
    storedAt: Date.now(),
  });
}

/** How many answers are kept (tests). */
export function fastReadCount(): number {
  return entries.size;
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/** Whether the fast path may answer this request: an anonymous GET or HEAD of the public API. */
function isAnonymousApiRead(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!req.url?.startsWith("/api/v1/")) return false;
  const headers = req.headers;
  return headers.cookie === undefined && headers.authorization === undefined && headers["x-api-key"] === undefined;
}

function keyOf(req: IncomingMessage, trust: ProxyTrust): string {
  const forwarded = trust.trustsPeer(req)
    ? `${headerValue(req.headers["x-forwarded-proto"])}|${headerValue(req.headers["x-forwarded-host"])}`
    : "-";
  const encrypted = (req.socket as { encrypted?: boolean }).encrypted ? "s" : "";
  return `${encrypted}|${forwarded}|${headerValue(req.headers.host)}|${req.url}`;
}

function freshEntry(key: string): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (Date.now() - entry.storedAt >= TTL_MS) return undefined;
  entries.set(key, entry);
  return entry;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function encodedBody(req: IncomingMessage, entry: Entry): { encoding?: "br" | "gzip"; body: Buffer } {
  if (entry.body.length < COMPRESS_FROM_BYTES) return { body: entry.body };
  const accepted = new Negotiator(req).encodings(["br", "gzip", "identity"]);
  if (accepted[0] === "br") {
    entry.brotli ??= zlib.brotliCompressSync(entry.body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return { encoding: "br", body: entry.brotli };
  }
  if (accepted[0] === "gzip") {
    entry.gzipped ??= zlib.gzipSync(entry.body);
    return { encoding: "gzip", body: entry.gzipped };
  }
  return { body: entry.body };
}

let securityHeaders: Record<string, string> | undefined;
let policy: string | undefined;

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * The fast path (server.mjs calls it before Express, after the page cache):
 * answers a kept anonymous API read, or runs `next` (the full path) with the
 * request's key in `fastReadSlot`, so that its answer is kept for the next one.
 */
export function publicApiFastPath(trust: ProxyTrust) {
  return (req: IncomingMessage, res: ServerResponse, next: () => unknown): unknown => {
    if (!isAnonymousApiRead(req)) return next();
    const key = keyOf(req, trust);
    const entry = freshEntry(key);
    if (!entry) return slot.run({ key }, next);
    const record = requestRecord(req);
    const requestId = record?.id ?? requestIdFor(req.headers["x-request-id"]);
    if (record) {
      record.route = entry.route;
      record.cache = "hit";
    }
    const decision = countPublicReadLocally(trust.clientAddress(req));
    const limits = rateLimitHeaders(decision);
    securityHeaders ??= staticSecurityHeaders();
    policy ??= contentSecurityPolicy();
    // An observed request's answer already carries its id (observeRequests sets it first): setting it again cost
    // 1.5 % of the server's time on this path, most of what observing a request added to it.
    if (!record) res.setHeader("X-Request-Id", requestId);
    setHeaders(res, { ...securityHeaders, ...PUBLIC_READ_CORS, ...limits });
    if (!decision.allowed) {
      const problem = refuseOverLimit(decision, limits);
      res.statusCode = problem.status;
      setHeaders(res, {
        "Content-Security-Policy": policy,
        "Content-Type": PROBLEM_CONTENT_TYPE,
        "Cache-Control": "no-store",
        ...problem.headers,
      });
      res.end(req.method === "HEAD" ? undefined : JSON.stringify(problemDocument(problem, requestId)));
      return;
    }
    setHeaders(res, {
      ETag: entry.etag,
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      "Surrogate-Key": entry.keys.join(" "),
      "Cache-Tag": entry.keys.join(","),
      Vary: "Accept-Encoding",
      ...(entry.link ? { Link: entry.link } : {}),
    });
    if (matches(req.headers["if-none-match"], entry.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const { encoding, body } = encodedBody(req, entry);
    res.statusCode = 200;
    setHeaders(res, {
      "Content-Security-Policy": policy,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(body.length),
      ...(encoding ? { "Content-Encoding": encoding } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
