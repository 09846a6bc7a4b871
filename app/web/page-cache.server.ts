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
 * - Any change is visible on the very next request, and only what changed is
 *   dropped (ADR 031): a render is kept with the change keys its reads
 *   recorded (app/platform/change-keys.server.ts: the properties and projects
 *   on it, its list family, its locality, the settings…), and a change
 *   announced with keys (data-changes.server.ts, by the domain function that
 *   made it, here or on another instance) drops the pages carrying one of
 *   them. A write that changes nothing public (a favourite, a comparison, an
 *   inquiry, a sign-in) drops nothing. A render that overlapped a change
 *   naming one of its keys is not kept. Entries also expire after a minute,
 *   for what depends on the clock (today's date, "2 days ago").
 * - Public answers carry their keys in `Surrogate-Key` (Fastly's and most
 *   CDNs' header, space-separated) and `Cache-Tag` (Cloudflare's,
 *   comma-separated), so a CDN keeping them can purge by key
 *   (app/platform/cdn-purge.server.ts).
 *
 * Speed: a kept answer is byte-for-byte the same for every visitor, so it is
 * kept compressed as well — brotli (quality 5: about 11 % smaller than gzip
 * for the same CPU, once per render) for browsers, gzip for other clients —
 * and sent as stored, before Express and its compression run (server.mjs
 * calls answerFromPageCache first). Its Content-Security-Policy
 * therefore cannot name a per-answer nonce; it allows the page's inline scripts
 * by their SHA-256 hashes instead, which admits exactly those scripts and no
 * injected one, whatever the nonce attribute left in the HTML says.
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import Negotiator from "negotiator";
import { announceDataChange, onDataChange } from "#app/platform/data-changes.server";
import {
  changeTouches,
  collectShownKeys,
  EVERYTHING,
  type ChangeKey,
  type DataChange,
} from "#app/platform/change-keys.server";
import { stripLocale } from "#app/i18n/locales";
import { currentRoute, notePageCache, notePageCacheInvalidation, reportPageCacheSize } from "./observability.server";

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 512 * 1024;
const TTL_MS = 60_000;
/** What a shared cache (CDN) may do with a cached page. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * What a public answer depends on besides its URL. The encoding, and the
 * Cookie header: the same URL is someone's own page when the request carries
 * a session, a compare or recently-viewed list, or (on `/`) a chosen language,
 * so a shared cache must not hand the visitors' copy to such a request.
 */
export const PUBLIC_VARY = "Accept-Encoding, Cookie";

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
  "/account",
  "/alerts",
  "/healthz",
];

/** better-auth's cookies (session token, cached session data), plain and __Secure- prefixed. */
const AUTH_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?better-auth\./;

/**
 * A visitor's own lists kept in cookies (app/web/visitor-lists.server.ts):
 * pages rendered for them show those lists, so they are never kept or served from here.
 */
const PERSONAL_COOKIE = /(?:^|;\s*)nivaas_(?:compare|recent)=/;

/** A language chosen with the switcher (app/i18n/locales.ts LANGUAGE_COOKIE). */
const CHOSEN_LANGUAGE = /(?:^|;\s*)nivaas_lang=(?:hi|mr)(?:;|$)/;

/** A kept answer: its headers (the policy allowing its inline scripts by hash), its body plain and compressed. */
type Entry = {
  etag: string;
  /** The change keys of what the page shows: a change naming one of them drops it. */
  keys: ChangeKey[];
  headers: [string, string | string[]][];
  body: Buffer;
  brotli: Buffer;
  gzipped: Buffer;
  storedAt: number;
  /** The route that rendered it, named on the request line of each hit. */
  route?: string;
};

/** Brotli's quality 5: past it, each step costs more CPU per render than it saves bytes (docs/benchmarks.md). */
const BROTLI_QUALITY = 5;

function brotli(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The smallest form of a kept answer the client accepts (an encoding it gives q=0 is refused). */
function keptBodyFor(req: IncomingMessage, entry: Entry): { encoding?: "br" | "gzip"; body: Buffer } {
  const accepted = new Negotiator(req).encodings();
  if (accepted.includes("br")) return { encoding: "br", body: entry.brotli };
  if (accepted.includes("gzip")) return { encoding: "gzip", body: entry.gzipped };
  return { body: entry.body };
}

const entries = new Map<string, Entry>();
/** Counts the changes this cache has seen; `recentChanges` holds the last ones, for renders under way. */
let generation = 0;
const RECENT_CHANGES = 64;
const recentChanges: DataChange[] = [];

function dropPages(change: DataChange) {
  generation++;
  recentChanges.push(change);
  if (recentChanges.length > RECENT_CHANGES) recentChanges.shift();
  const before = entries.size;
  for (const [url, entry] of entries) if (changeTouches(change, entry.keys)) entries.delete(url);
  if (entries.size < before) notePageCacheInvalidation();
}
// Every announced change, made here or on another instance (data-changes.server.ts).
onDataChange(dropPages);

/** Whether a change since `startedAt` (a generation) touches `keys`; unknown (too long ago) counts as yes. */
function changedSince(startedAt: number, keys: ChangeKey[]): boolean {
  const missed = generation - startedAt;
  if (missed === 0) return false;
  if (missed > recentChanges.length) return true;
  return recentChanges.slice(-missed).some((change) => changeTouches(change, keys));
}

/**
 * Empties the cache here and, on PostgreSQL, on every other instance at its
 * next request: the next request of every page renders afresh. For a change
 * nobody can narrow down; a domain write names its keys instead (ADR 031).
 */
export function invalidatePageCache(): Promise<void> {
  return announceDataChange();
}

/** The header values naming a page's keys (for a CDN's purge by key). */
function keyHeaders(keys: ChangeKey[]): [string, string][] {
  return [
    ["Surrogate-Key", keys.join(" ")],
    ["Cache-Tag", keys.join(",")],
  ];
}

/** How many pages are cached now (for tests and diagnostics). */
export function pageCacheSize() {
  return entries.size;
}
reportPageCacheSize(pageCacheSize);

/** Whether a request may be answered from, and stored in, the cache. */
export function isCacheableRequest(method: string, url: string, cookie: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  if (cookie && AUTH_COOKIE.test(cookie)) return false;
  if (cookie && PERSONAL_COOKIE.test(cookie)) return false;
  const pathname = stripLocale(url.split("?")[0]);
  // Client-side navigations fetch `<page>.data`; they are rendered as before.
  if (pathname.endsWith(".data")) return false;
  // The bare home page sends a visitor who chose Hindi or Marathi to their language (routes/site-layout).
  if (pathname === "/" && cookie && CHOSEN_LANGUAGE.test(cookie)) return false;
  return !PRIVATE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

type Next = (error?: unknown) => void;
type Response = ServerResponse & { flush?: () => void };

/** The fresh kept answer for a request, if there is one (and marks it most recently used). */
function freshEntry(req: IncomingMessage): Entry | undefined {
  const key = cacheKey(req);
  const hit = entries.get(key);
  if (!hit) return undefined;
  entries.delete(key);
  if (Date.now() - hit.storedAt >= TTL_MS) return undefined;
  // Most recently used last: the first key is the one to drop when full.
  entries.set(key, hit);
  return hit;
}

const cacheKey = (req: IncomingMessage) => `${req.headers.host ?? ""}${req.url ?? "/"}`;

/**
 * The fast path, called by the HTTP server before Express: answers a signed-out
 * GET from memory when a fresh copy is kept, and says whether it did.
 */
export function answerFromPageCache(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? "GET";
  if (!entries.size || !isCacheableRequest(method, req.url ?? "/", req.headers.cookie)) return false;
  const hit = freshEntry(req);
  if (!hit) return false;
  sendEntry(req, res, hit, method);
  return true;
}

/** Express/Connect middleware; mount it right before the React Router handler. */
export function pageCacheMiddleware(req: IncomingMessage, res: Response, next: Next) {
  const method = req.method ?? "GET";
  // A write announces what it changed itself (its domain function), which drops those pages here.
  if (method !== "GET" && method !== "HEAD") return next();
  const url = req.url ?? "/";
  if (!isCacheableRequest(method, url, req.headers.cookie)) {
    // A page showing a visitor's own lists must not be kept by a shared cache (CDN) either.
    if (PERSONAL_COOKIE.test(req.headers.cookie ?? "")) res.setHeader("Cache-Control", "private, no-cache");
    return next();
  }
  const hit = freshEntry(req);
  if (hit) return sendEntry(req, res, hit, method);
  const underWay = rendering.get(cacheKey(req));
  if (!underWay) return render(req, res, next, method);
  // The same page is being rendered: its result answers this request too, once kept.
  void underWay.then(() => {
    const kept = freshEntry(req);
    if (kept) return sendEntry(req, res, kept, method);
    // Not kept (not keepable, or a change it shows overlapped it): rendered here, waiting no more.
    render(req, res, next, method);
  });
}

/**
 * Renders under way, by cache key, each settling once its answer is kept or
 * turned out not to be (single-flight). A page dropped by a change, or
 * expired, is missed by every connection asking for it at that moment; they
 * wait for the one render instead of each rendering it. Correct because a
 * render is only kept when no change touching what it shows overlapped it,
 * so a request that waited gets what a render of its own would have shown.
 */
const rendering = new Map<string, Promise<void>>();

/** Renders the page through React Router, keeping the answer if it qualifies (capture). */
function render(req: IncomingMessage, res: Response, next: Next, method: string) {
  notePageCache(req, "miss");
  const key = cacheKey(req);
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  if (!rendering.has(key)) {
    rendering.set(key, settled);
    const done = () => {
      if (rendering.get(key) === settled) rendering.delete(key);
      settle();
    };
    settled.then(done, done);
    // A render that never ends its answer (the client left and it was aborted) must not hold the others.
    res.once("close", settle);
  }
  const keys = new Set<ChangeKey>();
  capture(req, res, key, method, keys, settle);
  // What the render's reads record (recordShown) goes into `keys`.
  collectShownKeys(keys, () => next());
}

/** Sends a kept answer as stored: compressed as the client accepts. */
function sendEntry(req: IncomingMessage, res: ServerResponse, entry: Entry, method: string) {
  notePageCache(req, "hit", entry.route);
  res.statusCode = 200;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  res.setHeader("Vary", PUBLIC_VARY);
  for (const [name, value] of keyHeaders(entry.keys)) res.setHeader(name, value);
  if (matches(req.headers["if-none-match"], entry.etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    res.end();
    return;
  }
  const { encoding, body } = keptBodyFor(req, entry);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (method === "HEAD") return void res.end();
  res.end(body);
}

/**
 * The policy a kept page is sent with: its nonce source replaced by the hashes
 * of the page's inline scripts (JSON-LD data blocks are not run and need none).
 */
export function hashedPolicy(policy: string, html: string): string {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, text]) => text.length > 0 && !/\bsrc=/.test(attributes) && !/ld\+json/.test(attributes))
    .map(([, , text]) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`);
  return policy.replace(/\s*'nonce-[^']+'/, [...new Set(hashes)].map((hash) => ` ${hash}`).join(""));
}

/** Holds the rendered answer back until it is complete, then keeps it if it qualifies and sends it. */
function capture(
  req: IncomingMessage,
  res: Response,
  key: string,
  method: string,
  shownKeys: Set<ChangeKey>,
  settled: () => void,
) {
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
      // A page whose reads recorded nothing is taken as showing everything: any change drops it.
      const keys = shownKeys.size > 0 ? [...shownKeys].sort() : [EVERYTHING];
      const entry: Entry = {
        etag,
        keys,
        headers: keptHeaders(res, body),
        body,
        brotli: brotli(body),
        gzipped: zlib.gzipSync(body),
        storedAt: Date.now(),
        route: currentRoute(),
      };
      if (!changedSince(startedAt, keys)) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      settled();
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
      // The compression middleware adds Accept-Encoding only when it is missing.
      res.setHeader("Vary", PUBLIC_VARY);
      for (const [name, value] of keyHeaders(keys)) res.setHeader(name, value);
      if (matches(req.headers["if-none-match"], etag)) {
        res.statusCode = 304;
        res.removeHeader("Content-Type");
        res.removeHeader("Content-Length");
        return end(done);
      }
    } else {
      settled();
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-cache");
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

/** The headers a cached answer repeats (not the ones computed per answer), its policy by hash. */
function keptHeaders(res: Response, body: Buffer): [string, string | string[]][] {
  const skipped = new Set([
    "content-length",
    "content-encoding",
    "vary",
    "etag",
    "cache-control",
    "surrogate-key",
    "cache-tag",
    "date",
    "connection",
    "transfer-encoding",
    // Each answer's own (app/web/observability.server.ts).
    "x-request-id",
  ]);
  return Object.entries(res.getHeaders())
    .filter(([name, value]) => !skipped.has(name) && value !== undefined)
    .map(([name, value]): [string, string | string[]] => {
      if (name === "content-security-policy" && typeof value === "string") {
        return [name, hashedPolicy(value, body.toString("utf8"))];
      }
      return [name, typeof value === "number" ? String(value) : (value as string | string[])];
    });
}

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
