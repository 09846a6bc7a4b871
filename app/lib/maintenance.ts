import type { SiteInfo } from "./site";

/** What the root loader throws (status 503) while maintenance mode keeps a visitor out. */
export type MaintenanceData = { maintenance: true; site: SiteInfo };

export function isMaintenanceData(value: unknown): value is MaintenanceData {
  return typeof value === "object" && value !== null && (value as { maintenance?: unknown }).maintenance === true;
}
