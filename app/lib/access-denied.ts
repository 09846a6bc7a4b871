import type { SiteInfo } from "./site";

/**
 * What the admin guard throws (status 403) for a signed-in user without the
 * admin role on an /admin page. It carries the site settings because the root
 * loader never runs for a refused request, and the page keeps the site's colours.
 */
export type AccessDeniedData = { accessDenied: true; message: "Access Denied"; site: SiteInfo };

export function isAccessDeniedData(value: unknown): value is AccessDeniedData {
  return typeof value === "object" && value !== null && (value as { accessDenied?: unknown }).accessDenied === true;
}

/**
 * What the bulk-import guard throws (status 403) for a signed-in account that
 * is neither an agent, a verified builder nor staff: the page says who may
 * import and where to ask to be listed.
 */
export type ImportDeniedData = { importDenied: true; site: SiteInfo };

export function isImportDeniedData(value: unknown): value is ImportDeniedData {
  return typeof value === "object" && value !== null && (value as { importDenied?: unknown }).importDenied === true;
}
