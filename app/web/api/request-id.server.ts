/**
 * Every API answer names its request: the id the request pipeline gave it
 * (app/web/observability.server.ts: the client's own `X-Request-Id` when it is
 * a short safe token, else a new one), which is also on its log line. Where
 * nothing observes requests (LOG_LEVEL=silent and METRICS=0, or a test
 * calling a loader), the same rule makes one here.
 */
import { currentRequest } from "#app/platform/log.server";
import { requestIdFor } from "#app/web/observability.server";

export function apiRequestId(request: Request): string {
  return currentRequest()?.id ?? requestIdFor(request.headers.get("x-request-id") ?? undefined);
}
