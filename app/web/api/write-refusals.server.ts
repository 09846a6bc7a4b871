/**
 * What the request pipeline refuses before an API write reaches its endpoint,
 * answered as the API answers every error: a problem document with the
 * request's id. A body the bounded reader refused (too large, not JSON, too
 * slow) names the body; a write from another site's page is refused as writes
 * are never cross-origin; maintenance mode holds writes with 503, except those
 * sent with a staff member's key, as the pages let staff change things during
 * maintenance (maintenance.server.ts). Reads are never held.
 */
import type { Settings } from "#app/platform/schema";
import { authenticateApiKey } from "#app/domain/api-access/api-keys.server";
import type { BodyRefusal } from "#app/web/request-body.server";
import { writesBlockedForRole } from "#app/web/maintenance.server";
import { keyOf } from "./api-key-access.server";
import { ApiProblem, PROBLEM_TYPES, problemResponse } from "./problem.server";
import { apiRequestId } from "./request-id.server";

const TITLES: Record<BodyRefusal["problem"], string> = {
  "too-large": "Content too large",
  "unsupported-type": "Unsupported media type",
  malformed: "Invalid request",
  "too-slow": "Request timeout",
};

export function apiBodyRefusal(request: Request, refusal: BodyRefusal): Response {
  const message = refusal.problem === "unsupported-type" ? "Send the body as application/json" : refusal.message;
  const problem = new ApiProblem(refusal.status, TITLES[refusal.problem], {
    type: PROBLEM_TYPES.invalidRequest,
    detail: refusal.message,
    errors: [{ field: "(body)", message }],
  });
  return problemResponse(problem, apiRequestId(request));
}

export function apiCrossSiteRefusal(request: Request): Response {
  const problem = new ApiProblem(403, "Cross-origin request refused", {
    type: PROBLEM_TYPES.crossOriginRefused,
    detail: "Writes to the API are never cross-origin: send them from a server, without another site's Origin.",
  });
  return problemResponse(problem, apiRequestId(request));
}

export function apiMaintenanceRefusal(request: Request): Response {
  const problem = new ApiProblem(503, "Service unavailable", {
    detail: "Nivaas is in maintenance mode: writes are held. Try again later.",
    headers: { "Retry-After": "1800" },
  });
  return problemResponse(problem, apiRequestId(request));
}

/**
 * Whether maintenance mode holds this API write: the pages' rule, with the
 * sender known by its key (a write carries no session). Looks the key up only
 * while maintenance mode is on; an unusable key counts as nobody (the write is
 * held, as an anonymous one).
 */
export async function apiWriteHeldByMaintenance(request: Request, settings: Settings): Promise<boolean> {
  if (!settings.maintenanceMode) return false;
  const secret = keyOf(request);
  const principal = secret ? await authenticateApiKey(secret) : null;
  return writesBlockedForRole(request, settings, principal?.role ?? null);
}
