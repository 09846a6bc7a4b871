/**
 * Runs a request the way the server does up to a route's loader or action:
 * through the root middleware (app/web/request-pipeline.server.ts: origin,
 * role, maintenance and the bounded body reader) with a router context made
 * like server.mjs makes it. Tests call route modules' loaders and actions
 * with the arguments this produces.
 */
import { createLoadContext } from "#app/web/context";
import { requestPipeline } from "#app/web/request-pipeline.server";
import { getCurrentUser } from "#app/web/session.server";

type Args = { request: Request; context: ReturnType<typeof createLoadContext>; params: Record<string, string> };
type Handler = (args: Args) => unknown;

/**
 * The pipeline, then `handler`. `routePath` is the matched route's path as in
 * app/routes.ts ("/admin/properties", "/api/auth/*"); by default the request's own path.
 * Resolves to the handler's result; rejects with whatever the pipeline throws (a redirect, a 4xx, 503).
 */
export async function runPipeline(
  request: Request,
  handler: Handler,
  { routePath = new URL(request.url).pathname, clientAddress = "203.0.113.9", params = {} } = {},
): Promise<unknown> {
  const args = {
    request,
    context: createLoadContext(clientAddress),
    params,
    url: new URL(request.url),
    pattern: routePath.replace(/^\//, ""),
  };
  const step = async (index: number): Promise<Response> => {
    const middleware = requestPipeline[index];
    if (!middleware) return (await handler(args)) as Response;
    return (await middleware(args as never, () => step(index + 1))) as Response;
  };
  return step(0);
}

/** The arguments an action gets once the pipeline let the request through (rejects as runPipeline does). */
export async function actionArgs(
  request: Request,
  options: { routePath?: string; clientAddress?: string; params?: Record<string, string> } = {},
): Promise<never> {
  let captured: Args | undefined;
  await runPipeline(request, (args) => void (captured = args), options);
  return captured as never;
}

/** The HTTP status a loader/action result or a thrown value stands for. */
export function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  if (
    value &&
    typeof value === "object" &&
    "type" in value &&
    (value as { type: unknown }).type === "DataWithResponseInit"
  ) {
    return (value as { init?: { status?: number } | null }).init?.status ?? 200;
  }
  return 200;
}

/** The signed-in user a request stands for, looked up as a loader of its own request does. */
export function userOf(request: Request) {
  return getCurrentUser({ request, context: createLoadContext("203.0.113.9") });
}
