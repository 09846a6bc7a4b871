/**
 * The security headers every response carries. server.mjs applies them to
 * everything it sends (static files, uploads, redirects, data and resource
 * routes); entry.server.tsx replaces the Content-Security-Policy of HTML
 * documents with one that names the document's nonce.
 */
import { mapTileOrigin } from "#app/web/map-style.server";
import { pmtilesAssetsOrigin } from "#app/web/map-tiles.server";
import { stripLocale } from "#app/i18n/locales";
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "#app/platform/env.server";
import { s3ConfigFromEnv } from "#app/platform/storage.server";

/** A fresh nonce for one document's inline scripts (React Router's hydration data and scroll restoration). */
export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/** The origin of an http(s) URL, or null. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Scripts: this origin's files, plus inline scripts only with the document's
 * nonce (none for responses that are not documents, so they run no inline
 * script at all). Styles keep 'unsafe-inline': the root element carries the
 * brand colours in a style attribute, and Radix dialogs and the charts insert
 * style elements and attributes. Images: this origin (disk storage serves
 * /uploads), data: URLs (CSS icons), the S3 storage's public origin, and any
 * https origin, because an admin may give a photo as a link to another site.
 * Maps: the tile host of MAP_STYLE_URL may be fetched (connect-src) — with
 * MAP_PMTILES the tiles come from this site and only the Protomaps style's
 * glyph and sprite host is named (none when MAP_PMTILES_ASSETS is a path) — and
 * MapLibre's worker comes from this origin (worker-src 'self').
 * No plugins, no framing by any site, forms and <base> only to this origin.
 */
export function contentSecurityPolicy(nonce?: string, vars: NodeJS.ProcessEnv = process.env): string {
  const storageOrigin = originOf(s3ConfigFromEnv(vars)?.publicUrl);
  // With MAP_PMTILES the tiles come from this site; only the style's glyphs and sprites may be elsewhere.
  const tileOrigin = pmtilesAssetsOrigin(vars) ?? (vars.MAP_PMTILES?.trim() ? null : mapTileOrigin(vars));
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(storageOrigin ? [storageOrigin] : []), "https:"],
    ["font-src", "'self'", "data:"],
    // The map's style, tiles, glyphs and sprites (MAP_STYLE_URL's host), only when one is configured.
    ["connect-src", "'self'", ...(tileOrigin ? [tileOrigin] : [])],
    // MapLibre's worker is a file of this site (a module worker), never a blob.
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["frame-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Browser features the site never uses, refused to every frame. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** One year, the value browsers' preload lists expect. */
const HSTS = "max-age=31536000; includeSubDomains";

/** The headers that do not depend on the response. HSTS only when the public address is https. */
export function staticSecurityHeaders(publicUrl = env.publicUrl): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (publicUrl.startsWith("https://")) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/**
 * Pages and endpoints whose answers belong to one person (the back office,
 * sign-in and recovery, the visitor's favourites and listings, the auth API):
 * never stored by a browser or a shared cache. React Router's data requests
 * for them (/login.data, /admin/users.data) count too.
 */
const PRIVATE_PATH =
  /^\/(?:admin|api\/admin|api\/auth|login|logout|forgot-password|favorites|post-property|account|alerts)(?:[/.]|$)/;

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH.test(stripLocale(pathname));
}

type Next = (error?: unknown) => void;

/**
 * Express middleware (server.mjs): sets the fixed headers at once, and just
 * before the head is written adds the default Content-Security-Policy (unless
 * the response brought its own, as documents do) and `Cache-Control: private,
 * no-store` to private paths and to every response that sets a cookie.
 */
export function securityHeadersMiddleware(options: { contentSecurityPolicy: boolean }) {
  const fixed = Object.entries(staticSecurityHeaders());
  const defaultPolicy = contentSecurityPolicy();
  return (req: IncomingMessage, res: ServerResponse, next: Next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    const pathname = (req.url ?? "/").split("?")[0];
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      // writeHead(status, [message], [headers]): headers given here override setHeader's, so they are merged first.
      const given = args.findLast((arg) => typeof arg === "object" && arg !== null && !Array.isArray(arg)) as
        Record<string, unknown> | undefined;
      for (const [name, value] of Object.entries(given ?? {})) this.setHeader(name, value as string | string[]);
      if (given) args = args.filter((arg) => arg !== given);
      // A 304 carries no policy: the browser would put it on the copy it already holds, whose
      // scripts carry the nonce of the policy it came with.
      if (this.statusCode === 304) this.removeHeader("Content-Security-Policy");
      else if (options.contentSecurityPolicy && !this.hasHeader("content-security-policy")) {
        this.setHeader("Content-Security-Policy", defaultPolicy);
      }
      if (isPrivatePath(pathname) || this.hasHeader("set-cookie")) this.setHeader("Cache-Control", "private, no-store");
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse["writeHead"];
    next();
  };
}
