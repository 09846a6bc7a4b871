/**
 * The root route's middleware: what every request passes before any loader or
 * action runs, whatever its route (pages, `.data` requests and resource routes
 * alike), so no route can forget it.
 *
 * 1. A state-changing request (anything but GET and HEAD) whose Origin header
 *    names another site is refused with 403. The rule is React Router's own
 *    for page actions: the Origin, when sent, must be the request URL's
 *    origin ("null" included as foreign). React Router already answers such a
 *    post to a page route with 400 before middleware runs; this applies the
 *    same rule to resource routes (/logout, /api/*), which it does not check.
 * 2. Every route under /admin and /api/admin/* is for administrators: a
 *    visitor is redirected to /login?redirectTo=<this page>; a signed-in user
 *    or agent gets 403 (the Access Denied screen on pages, JSON on the API).
 *    Loaders and actions there take the admin from `adminContext`.
 * 2b. The bulk-import pages (/my-listings/import…) are for agents, builders
 *    (approved supplier profiles) and staff: a visitor is redirected to sign
 *    in; any other account gets 403 with a page saying who may import and
 *    where to ask (`importAccountContext` carries the account onwards).
 * 3. During maintenance mode every public state-changing request is refused
 *    with the maintenance answer (503), except from administrators (signed
 *    in, or for an API write, by an administrator's key) and on the pages
 *    needed to sign in (/login, /logout, /forgot-password, /reset-password,
 *    /api/auth/*).
 * 4. The body of every state-changing request is read here, once, within its
 *    route's limit (request-body.server.ts), and put in `requestBodyContext`.
 *    The API's writes get the refusals of 1, 3 and 4 as problem documents
 *    (app/web/api/write-refusals.server.ts).
 * 0. The request's route is named for its log line and metrics (observability.server.ts).
 * 0. The page's language (the URL's /hi or /mr prefix) is put in `localeContext`.
 * 0. An OPTIONS request under /api/v1 (a CORS preflight) is answered by the API's
 *    cross-origin rules (app/web/api/cors.server.ts): public reads only.
 *
 * What a write changed is not announced here: the domain function that made
 * the change names its change keys (ADR 031), so a write that changes nothing
 * public (a favourite, a comparison, an inquiry, a sign-in) leaves every
 * cached page in place.
 */
import { data, redirect, type MiddlewareFunction } from "react-router";
import {
  adminContext,
  bodySourceContext,
  importAccountContext,
  localeContext,
  requestBodyContext,
} from "#app/web/context";
import { localeOfParam } from "#app/i18n/locales";
import { loadLocale } from "#app/i18n/i18n";
import type { AccessDeniedData, ImportDeniedData } from "#app/lib/access-denied";
import { importAccountOf } from "#app/domain/supply/imports.server";
import { publicSettings } from "#app/lib/site";
import { getSettings } from "#app/domain/site/settings.server";
import { getCurrentUser, loginRedirectUrl } from "./session.server";
import { maintenanceResponse, writesBlockedByMaintenance } from "./maintenance.server";
import {
  BODY_RULES,
  bodyKindFor,
  BodyRefusal,
  bodyRefusalResponse,
  readRequestBody,
  releaseRequestBody,
  type BodyKind,
} from "./request-body.server";
import { earlyPhotoRefusal } from "#app/web/listing-photos.server";
import { nameRoute } from "./observability.server";
import {
  apiBodyRefusal,
  apiCrossSiteRefusal,
  apiMaintenanceRefusal,
  apiWriteHeldByMaintenance,
} from "./api/write-refusals.server";
import { answerApiOptions } from "./api/preflight.server";

type Middleware = MiddlewareFunction<Response>;

export function isStateChanging(request: Request): boolean {
  const method = request.method.toUpperCase();
  return method !== "GET" && method !== "HEAD";
}

/** The matched route's path as written in app/routes.ts, from the root: "/admin/properties", "/api/auth/*". */
export function routePathOf(pattern: string): string {
  // Every language version of a page is the same route: "/:lang?/login" is "/login".
  return `/${pattern.replace(/^\/+/, "").replace(/^:lang\?(?:\/|$)/, "")}`;
}

/** The matched route is an admin page or the admin API. */
export function isAdminRoute(routePath: string): boolean {
  return routePath === "/admin" || routePath.startsWith("/admin/") || routePath.startsWith("/api/admin/");
}

/** An Origin header that is not the request's own origin (an unparseable one and "null" included). */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

const refuseCrossSiteWrites: Middleware = ({ request, pattern }, next) => {
  if (isStateChanging(request) && isCrossSite(request)) {
    if (bodyKindFor(routePathOf(pattern)) === "apiJson") throw apiCrossSiteRefusal(request);
    throw data({ message: "Cross-site request refused" }, { status: 403 });
  }
  return next();
};

const guardAdmin: Middleware = async ({ request, context, pattern }, next) => {
  const route = routePathOf(pattern);
  if (!isAdminRoute(route)) return next();
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  if (user.role !== "admin") {
    if (route.startsWith("/api/")) throw data({ message: "Access Denied" }, { status: 403 });
    const denied: AccessDeniedData = {
      accessDenied: true,
      message: "Access Denied",
      site: publicSettings(await getSettings()),
    };
    throw data(denied, { status: 403 });
  }
  context.set(adminContext, user);
  return next();
};

/** The bulk-import pages, whatever their language. */
export function isImportRoute(routePath: string): boolean {
  return routePath === "/my-listings/import" || routePath.startsWith("/my-listings/import/");
}

const guardImporters: Middleware = async ({ request, context, pattern }, next) => {
  if (!isImportRoute(routePathOf(pattern))) return next();
  const user = await getCurrentUser({ request, context });
  // A form sent during maintenance mode gets the maintenance answer first, whoever sends it (guardWrites).
  if (isStateChanging(request)) {
    const settings = await getSettings();
    if (writesBlockedByMaintenance(request, settings, user)) return next();
  }
  if (!user) throw redirect(loginRedirectUrl(request));
  const account = await importAccountOf(user);
  if (!account) {
    const denied: ImportDeniedData = { importDenied: true, site: publicSettings(await getSettings()) };
    throw data(denied, { status: 403 });
  }
  context.set(importAccountContext, { user, account });
  return next();
};

const guardWrites: Middleware = async ({ request, context, pattern }, next) => {
  if (!isStateChanging(request)) return next();
  const route = routePathOf(pattern);
  const kind = bodyKindFor(route);
  const settings = await getSettings();
  // The session (an API write: its key) is only looked up while maintenance mode is on.
  const blocked =
    settings.maintenanceMode &&
    !isAdminRoute(route) &&
    (kind === "apiJson"
      ? await apiWriteHeldByMaintenance(request, settings)
      : writesBlockedByMaintenance(request, settings, await getCurrentUser({ request, context })));
  if (blocked) {
    if (kind === "apiJson") throw apiMaintenanceRefusal(request);
    throw kind === "photoUpload" ? await earlyPhotoRefusal(request, "maintenance", 503) : maintenanceResponse(settings);
  }
  const rule = BODY_RULES[kind];
  let body;
  try {
    body = await readRequestBody(request, rule, settings, context.get(bodySourceContext));
  } catch (error) {
    if (!(error instanceof BodyRefusal)) throw error;
    if (error.problem === "too-large" && "tooLargeAnsweredByAction" in rule && rule.tooLargeAnsweredByAction) {
      context.set(requestBodyContext, { tooLarge: true, maxBytes: error.maxBytes });
      return next();
    }
    throw await refusalFor(kind, request, error);
  }
  context.set(requestBodyContext, body);
  try {
    return await next();
  } finally {
    // Uploaded files were stored or refused by the action: their temporary copies go.
    await releaseRequestBody(body);
  }
};

async function refusalFor(kind: BodyKind, request: Request, refusal: BodyRefusal) {
  if (kind === "apiJson") return apiBodyRefusal(request, refusal);
  if (kind !== "photoUpload") return bodyRefusalResponse(refusal);
  return earlyPhotoRefusal(request, refusal.problem === "too-large" ? "too-large" : "unreadable", refusal.status);
}

/** The page's language from its URL (/hi/…, /mr/…, else English), for loaders and actions: `context.get(localeContext)`. */
const setLocale: Middleware = async ({ params, context }, next) => {
  const locale = localeOfParam(params.lang) ?? "en";
  // Its texts are ready before any loader or action writes a message in it.
  await loadLocale(locale);
  context.set(localeContext, locale);
  return next();
};

export const requestPipeline: Middleware[] = [
  // The request's route, for its log line and metrics (observability.server.ts).
  nameRoute,
  setLocale,
  // OPTIONS under /api/v1 (CORS preflights): answered before the write checks, as it changes nothing.
  answerApiOptions,
  refuseCrossSiteWrites,
  guardAdmin,
  guardImporters,
  guardWrites,
];
