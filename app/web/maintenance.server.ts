/**
 * Maintenance mode (a site setting): every page answers 503 with the
 * maintenance page, except for signed-in administrators and the pages they
 * need to sign in. Resource routes (/api/auth/*), /healthz and static files
 * never reach the root loader, so they keep working. Forms and uploads sent
 * from a page opened before maintenance began are refused by the request
 * pipeline (request-pipeline.server.ts) before any action runs.
 */
import { data } from "react-router";
import type { Settings } from "#app/platform/schema";
import type { SessionUser } from "./session.server";
import { publicSettings } from "#app/lib/site";
import type { MaintenanceData } from "#app/lib/maintenance";
import { stripLocale } from "#app/i18n/locales";

const OPEN_PATHS = ["/login", "/logout", "/forgot-password", "/reset-password"];

export function isOpenDuringMaintenance(pathname: string): boolean {
  // The sign-in pages are open in every language (/hi/login too).
  const path = stripLocale(pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/");
  return OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`));
}

/** Throws the 503 maintenance response when this request may not see the site. */
export function refuseDuringMaintenance(request: Request, settings: Settings, user: SessionUser | null) {
  if (!settings.maintenanceMode || user?.role === "admin") return;
  if (isOpenDuringMaintenance(new URL(request.url).pathname)) return;
  throw maintenanceResponse(settings);
}

/** True when maintenance mode keeps this request's sender from changing anything. */
export function writesBlockedByMaintenance(request: Request, settings: Settings, user: SessionUser | null): boolean {
  return writesBlockedForRole(request, settings, user?.role ?? null);
}

/**
 * The same rule for a sender known by its role only (`null`: nobody signed
 * in): staff (administrators) may still change things, anyone else is held.
 * The API's writes are sent with a key, not a session: its holder's role
 * decides (app/web/api/write-refusals.server.ts).
 */
export function writesBlockedForRole(request: Request, settings: Settings, role: string | null): boolean {
  if (!settings.maintenanceMode || role === "admin") return false;
  const path = new URL(request.url).pathname;
  return !isOpenDuringMaintenance(path) && !path.startsWith("/api/auth/");
}

/** The maintenance page's answer (503), thrown instead of storing anything. */
export function maintenanceResponse(settings: Settings) {
  return data({ maintenance: true, site: publicSettings(settings) } satisfies MaintenanceData, {
    status: 503,
    headers: { "Retry-After": "1800", "Cache-Control": "no-store" },
  });
}
