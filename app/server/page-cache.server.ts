/**
 * The visitors' page cache. Most traffic is signed-out visitors and crawlers
 * reading the same list and detail pages, so a signed-out GET of a public page
 * is answered from rendered HTML kept in memory, keyed by the full URL, with an
 * ETag (304 when the visitor already has it) and a Cache-Control that lets a
 * CDN keep it too.
 *
 * Correctness rules:
 * - Only signed-out requests (no better-auth cookie, no compare or recently
 *   viewed cookie: pages show that visitor's own lists) of public pages; never the
 *   admin area, APIs, account pages (/login, /forgot-password, /favorites) or
 *   the List Your Property wizard (its HTML carries a per-visitor upload token).
 * - Only complete 200 HTML answers that set no cookie are kept or marked public;
 *   everything else passes through untouched, marked private if it was not already.
 * - Any change is visible on the very next request: a state-changing request
 *   (not GET/HEAD) that succeeds (status below 400) empties the cache, and code
 *   that changes what pages show by other means calls invalidatePageCache().
 *   A render that overlapped such a change is not kept. Entries also expire
 *   after a minute, for what depends on the clock (today's date, "2 days ago").
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createNonce } from "./security-headers.server";

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;
const TTL_MS = 60_000;
/** What a shared cache (CDN) may do with a cached page. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Paths never cached: signed-in areas, APIs, forms that carry per-visitor state. */
const PRIVATE_PREFIXES = [
  "/admin",
  "/api",
  "/login",
  "/logout",
  "/forgot-password",
  "/favorites",
  "/account",
  "/list-property",
  "/post-property",
  "/healthz",
];

/** better-auth's cookies (session token, cached session data), plain and __Secure- prefixed. */
const AUTH_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\./;

/**
 * A visitor's own lists kept in cookies (app/server/visitor-lists.server.ts):
 * pages rendered for them show those lists, so they are never kept or served from here.
 */
const PERSONAL_COOKIE = /(?:^|;\s*)nivaas_(?:compare|recent)=/;

/** A kept answer; `nonce` is the script nonce its HTML and Content-Security-Policy were rendered with. */
type Entry = {
  etag: string;
  headers: [string, string | string[]][];
  body: Buffer;
  nonce: string | null;
  storedAt: number;
};

const entries = new Map<string, Entry>();
let generation = 0;

/** Empties the cache: the next request of every page renders afresh. */
export function invalidatePageCache() {
  generation++;
  entries.clear();
}

/** How many pages are cached now (for tests and diagnostics). */
export function pageCacheSize() {
  return entries.size;
}

/** Whether a request may be answered from, and stored in, the cache. */
export function isCacheableRequest(method: string, url: string, cookie: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (cookie && AUTH_COOKIE.test(cookie)) return false;
  if (cookie && PERSONAL_COOKIE.test(cookie)) return false;
  const pathname = url.split("?")[0];
  // Client-side navigations fetch `<page>.data`; they are rendered as before.
  if (pathname.endsWith(".data")) return false;
  return !PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

type Next = (error?: unknown) => void;
type Response = ServerResponse & { flush?: () => void };

/** Express/Connect middleware; mount it right before the React Router handler. */
export function pageCacheMiddleware(req: IncomingMessage, res: Response, next: Next) {
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD") {
    res.on("finish", () => {
      if (res.statusCode < 400) invalidatePageCache();
    });
    return next();
  }
  const url = req.url ?? "/";
  if (!isCacheableRequest(method, url, req.headers.cookie)) {
    // A page showing a visitor's own lists must not be kept by a shared cache (CDN) either.
    if (PERSONAL_COOKIE.test(req.headers.cookie ?? "")) res.setHeader("Cache-Control", "private, no-cache");
    return next();
  }

  const key = `${req.headers.host ?? ""}${url}`;
  const hit = entries.get(key);
  if (hit && Date.now() - hit.storedAt < TTL_MS) {
    // Most recently used last: the first key is the one to drop when full.
    entries.delete(key);
    entries.set(key, hit);
    return sendEntry(req, res, hit, method);
  }
  if (hit) entries.delete(key);
  capture(req, res, key, method);
  next();
}

/**
 * Sends a kept answer. Its script nonce is replaced by a fresh one in the
 * policy and the HTML, so no two answers share a nonce (a nonce that repeats
 * could be read off one answer and used to inject into another). The ETag
 * stays that of the kept page: only the nonce differs.
 */
function sendEntry(req: IncomingMessage, res: Response, entry: Entry, method: string) {
  res.statusCode = 200;
  const nonce = entry.nonce ? createNonce() : null;
  const renonce = (text: string) => (entry.nonce && nonce ? text.split(entry.nonce).join(nonce) : text);
  for (const [name, value] of entry.headers) {
    res.setHeader(name, name === "content-security-policy" && typeof value === "string" ? renonce(value) : value);
  }
  res.setHeader("ETag", entry.etag);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  if (matches(req.headers["if-none-match"], entry.etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  if (method === "HEAD") return void res.end();
  // The nonce is ASCII (base64): latin1 keeps every other byte of the page as it is.
  res.end(nonce ? Buffer.from(renonce(entry.body.toString("latin1")), "latin1") : entry.body);
}

/** The script nonce a Content-Security-Policy allows, if any. */
function nonceOf(policy: unknown): string | null {
  return typeof policy === "string" ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null;
}

/** Holds the rendered answer back until it is complete, then keeps it if it qualifies and sends it. */
function capture(req: IncomingMessage, res: Response, key: string, method: string) {
  const startedAt = generation;
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const flush = res.flush;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  res.flush = () => {};
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done as () => void);
    return true;
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    collect(chunk, encoding);
    res.write = write as Response["write"];
    res.end = end as Response["end"];
    res.flush = flush;
    const body = Buffer.concat(chunks);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    if (isKeepable(res, body)) {
      const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
      const entry: Entry = {
        etag,
        headers: keptHeaders(res),
        body,
        nonce: nonceOf(res.getHeader("Content-Security-Policy")),
        storedAt: Date.now(),
      };
      if (generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      if (matches(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        res.removeHeader("Content-Type");
        res.removeHeader("Content-Length");
        return end(done);
      }
    } else if (!res.hasHeader("Cache-Control")) {
      res.setHeader("Cache-Control", "private, no-cache");
    }
    if (method === "HEAD") return end(done);
    return body.length ? end(body, done) : end(done);
  }) as Response["end"];
}

function isKeepable(res: Response, body: Buffer) {
  if (res.statusCode !== 200 || res.hasHeader("Set-Cookie")) return false;
  if (!String(res.getHeader("Content-Type") ?? "").startsWith("text/html")) return false;
  const cacheControl = String(res.getHeader("Cache-Control") ?? "");
  if (/no-store|private/.test(cacheControl)) return false;
  return body.length > 0 && body.length <= MAX_BODY_BYTES;
}

/** The headers a cached answer repeats (not the ones computed per answer). */
function keptHeaders(res: Response): [string, string | string[]][] {
  const skipped = new Set(["content-length", "etag", "cache-control", "date", "connection", "transfer-encoding"]);
  return Object.entries(res.getHeaders())
    .filter(([name, value]) => !skipped.has(name) && value !== undefined)
    .map(([name, value]) => [name, typeof value === "number" ? String(value) : (value as string | string[])]);
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
