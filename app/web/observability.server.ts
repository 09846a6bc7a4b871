/**
 * What an operator sees of each request: one JSON log line when it is
 * answered and its count and time in `/metrics`.
 *
 * server.mjs wraps the whole request handler with `observeRequests`, so every
 * answer is covered, static files, 304s and page-cache hits included. Each
 * request gets an id, sent back as `X-Request-Id` and written on its log line
 * and on every line logged while it is answered. An `X-Request-Id` the client
 * (or a proxy in front) sent is kept when it is a short token of letters,
 * digits and `._:-`; anything else is replaced by a new id.
 *
 * The request line: time, requestId, method, url (secret query values
 * blanked), route (the matched route pattern, e.g. `/property/:id` for every language;
 * `/assets/*`, `/uploads/*` or `(unrouted)` for what React Router does not
 * answer), status (499 when the client left first), durationMs, and cache:
 * `hit` (answered from the page cache), `miss` (cacheable, rendered) or
 * `bypass` (not cacheable).
 */
import crypto from "node:crypto";
import net from "node:net";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { MiddlewareFunction } from "react-router";
import { currentRequest, loggableUrl, loggingEnabled, requestLog, runForRequest } from "#app/platform/log.server";
import type { RequestRecord } from "#app/platform/log.server";
import {
  gaugeReadAtScrape,
  httpRequestDuration,
  metricsEnabled,
  pageCacheHits,
  pageCacheInvalidations,
  pageCacheMisses,
  registry,
} from "#app/platform/metrics.server";

/** An incoming id worth keeping: short, and only characters that cannot break a header or a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The request's id: the client's own when it is sane, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}

/**
 * The random part of this process's request ids, shaped as the first 24
 * characters of a UUID (version 8, RFC 9562's layout for custom ids: its bits
 * are random, not time-based); a counter fills the last 12 hex digits. Ids are
 * unique per process (2^48 requests) and across processes (61 random bits), in
 * the UUID shape operators and log tools expect, at the cost of a counter
 * rather than 16 random bytes per request. They are not secrets: each is sent
 * to its client and a client may choose its own.
 */
const REQUEST_ID_PREFIX = (() => {
  const random = crypto.randomUUID();
  return `${random.slice(0, 14)}8${random.slice(15, 24)}`;
})();
let requestCount = 0;

function newRequestId(): string {
  requestCount++;
  return REQUEST_ID_PREFIX + requestCount.toString(16).padStart(12, "0");
}

/** The route of what React Router does not answer (Express's static files), by path. */
function routeOutsideRouter(url: string): string {
  if (url.startsWith("/assets/")) return "/assets/*";
  if (url.startsWith("/uploads/")) return "/uploads/*";
  const path = url.split("?")[0];
  if (path === "/healthz" || path === "/metrics") return path;
  return "(unrouted)";
}

/** Where a request keeps its record while it is answered (a property of the request object, not a map). */
const RECORD = Symbol("nivaas.requestRecord");
type ObservedRequest = IncomingMessage & { [RECORD]?: ObservedRecord };
/** A record with what its request line needs at the end: the URL as it arrived and when the request began. */
type ObservedRecord = RequestRecord & { url: string; startedAt: number };

/**
 * Wraps the server's request handler: ids, the request line, request metrics.
 * With LOG_LEVEL=silent and METRICS=0 there is nothing to observe, and the
 * handler is returned as it is (no ids either).
 *
 * The record is kept on the request, not yet in the async context: the page
 * cache and the API's fast path answer synchronously and find it there
 * (`requestRecord(req)`), and entering an AsyncLocalStorage context for each
 * of their answers would cost more than the rest of the observation. What
 * goes on to Express and React Router runs inside `withRequestContext`, so
 * every line logged while it is answered carries the request's id.
 */
export function observeRequests(handler: Handler): Handler {
  if (!loggingEnabled && !metricsEnabled) return handler;
  return (req, res) => {
    const record: ObservedRecord = {
      id: requestIdFor(req.headers["x-request-id"]),
      // As it arrived: Express rewrites req.url for what it mounts under a path (/assets).
      url: req.url ?? "/",
      startedAt: performance.now(),
    };
    (req as ObservedRequest)[RECORD] = record;
    res.setHeader("X-Request-Id", record.id);
    // One shared listener, not a closure per request: an answer emits "close" once.
    res.on("close", answered);
    return handler(req, res);
  };
}

/** The "close" listener of an observed answer (`this`): its request line and metrics. */
function answered(this: ServerResponse) {
  const req = this.req as ObservedRequest;
  const record = req[RECORD];
  if (record) finished(req, this, record);
}

/** Runs `work` (the full path: Express, React Router) in the request's async context, when it is observed. */
export function withRequestContext<T>(req: IncomingMessage, work: () => T): T {
  const record = (req as ObservedRequest)[RECORD];
  return record ? runForRequest(record, work) : work();
}

/** The record of `req` (or, without it, of the request whose async context this runs in), when observed. */
export function requestRecord(req?: IncomingMessage): RequestRecord | undefined {
  return (req && (req as ObservedRequest)[RECORD]) ?? currentRequest();
}

function finished(req: IncomingMessage, res: ServerResponse, record: ObservedRecord) {
  const { url, startedAt } = record;
  const durationMs = performance.now() - startedAt;
  const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
  const route = record.route ?? routeOutsideRouter(url);
  // A client that left before the whole answer was written: nginx's 499.
  const status = res.writableFinished ? res.statusCode : 499;
  if (metricsEnabled) httpRequestDuration.observe(method, route, status, durationMs / 1000);
  if (!loggingEnabled) return;
  const line = {
    requestId: record.id,
    method: req.method ?? method,
    url: urlForLog(url),
    route,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
    cache: record.cache ?? "bypass",
  };
  if (status >= 500) requestLog.error(line, "request");
  else requestLog.info(line, "request");
}

/**
 * URLs with a query as the log writes them, remembered: the same few pages
 * are asked for over and over, and blanking secret parameters and scrubbing
 * phone numbers costs more than a line's other fields together. Bounded:
 * emptied when full; long URLs are not remembered, nor those the cleaning
 * changed (a reset link's token is not kept in memory for the next line).
 */
const loggedUrls = new Map<string, string>();
const LOGGED_URLS_KEPT = 1000;

function urlForLog(url: string): string {
  if (!url.includes("?") || url.length > 300) return loggableUrl(url);
  let logged = loggedUrls.get(url);
  if (logged === undefined) {
    if (loggedUrls.size >= LOGGED_URLS_KEPT) loggedUrls.clear();
    logged = loggableUrl(url);
    if (logged === url) loggedUrls.set(url, logged);
  }
  return logged;
}

/**
 * First of the request pipeline's middleware: names the request's route (its
 * matched pattern, React Router's identifier for aggregating) for the log and metrics.
 */
export const nameRoute: MiddlewareFunction<Response> = ({ pattern }, next) => {
  const record = currentRequest();
  if (record) record.route = routeName(pattern);
  return next();
};

/** A route pattern as logs and metrics name it: from the root, one name for every language ("/:lang?/login" is "/login"). */
export function routeName(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "").replace(/^:lang\?(?:\/|$)/, "")}`;
}

/** The page cache (page-cache.server.ts) reports here what it did with `req`. */
export function notePageCache(req: IncomingMessage, event: "hit" | "miss", route?: string): void {
  const record = requestRecord(req);
  if (record) {
    record.cache = event;
    if (route) record.route = route;
  }
  if (!metricsEnabled) return;
  if (event === "hit") pageCacheHits.inc();
  else pageCacheMisses.inc();
}

/** The route of the request being answered, for the page cache to keep with a page (its hits then name it). */
export function currentRoute(): string | undefined {
  return currentRequest()?.route;
}

/** The page cache was emptied. */
export function notePageCacheInvalidation(): void {
  if (metricsEnabled) pageCacheInvalidations.inc();
}

/** Reports the page cache's size at each scrape. */
export function reportPageCacheSize(size: () => number): void {
  gaugeReadAtScrape("nivaas_page_cache_entries", "Pages kept in the page cache now", [], (gauge) => gauge.set(size()));
}

// ---- GET /metrics

/** Loopback, private (RFC 1918, unique-local) and link-local addresses: the operator's own network. */
const PRIVATE_NETWORKS = (() => {
  const list = new net.BlockList();
  list.addSubnet("127.0.0.0", 8, "ipv4");
  list.addSubnet("10.0.0.0", 8, "ipv4");
  list.addSubnet("172.16.0.0", 12, "ipv4");
  list.addSubnet("192.168.0.0", 16, "ipv4");
  list.addSubnet("169.254.0.0", 16, "ipv4");
  list.addAddress("::1", "ipv6");
  list.addSubnet("fc00::", 7, "ipv6");
  list.addSubnet("fe80::", 10, "ipv6");
  return list;
})();

/** Whether an address (as Express gives it; IPv4 may come mapped into IPv6) is loopback or private. */
export function isPrivateAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = net.isIP(plain);
  if (family === 0) return false;
  return PRIVATE_NETWORKS.check(plain, family === 4 ? "ipv4" : "ipv6");
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read `/metrics`. With METRICS_TOKEN set, only a request with
 * `Authorization: Bearer <token>`, from any address: behind a reverse proxy
 * every request may come from a private address. Without it, only clients at
 * loopback or private addresses, as computed with TRUST_PROXY (a client behind
 * an untrusted proxy is the proxy's address: set TRUST_PROXY, or a token).
 */
export function mayReadMetrics(
  authorization: string | undefined,
  clientAddress: string | undefined,
  token = process.env.METRICS_TOKEN,
): boolean {
  if (token) {
    const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
    return given !== undefined && sameSecret(given, token);
  }
  return isPrivateAddress(clientAddress);
}

type MetricsRequest = IncomingMessage & { ip?: string; path?: string };

/** Express middleware answering `GET /metrics` (Prometheus's text format); other requests pass on. */
export async function metricsEndpoint(req: MetricsRequest, res: ServerResponse, next: (error?: unknown) => void) {
  const path = (req.url ?? "/").split("?")[0];
  if (path !== "/metrics" || !metricsEnabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
  res.setHeader("Cache-Control", "no-store");
  if (!mayReadMetrics(req.headers.authorization, req.ip ?? req.socket.remoteAddress)) {
    res.statusCode = 403;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Forbidden: /metrics needs METRICS_TOKEN as a Bearer token, or a private address\n");
    return;
  }
  try {
    const body = await registry.metrics();
    res.statusCode = 200;
    res.setHeader("Content-Type", registry.contentType);
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    next(error);
  }
}
