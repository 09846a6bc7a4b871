/**
 * OPTIONS under /api/v1, answered in the request pipeline before the
 * cross-site and body checks (an OPTIONS request changes nothing and has no
 * body to read): a CORS preflight gets the public-read rules of
 * cors.server.ts, a plain OPTIONS the route's methods (`Allow`).
 */
import type { MiddlewareFunction } from "react-router";
import { preflightAnswer } from "./cors.server";
import { ApiProblem, problemResponse } from "./problem.server";
import { apiRequestId } from "./request-id.server";
import { endpointsOfRoute, WRITE_METHODS_OF_ROUTE } from "./registry.server";

/** The matched route's path as app/routes.ts writes it, from the root ("/api/v1/properties/:id"). */
function routePathOf(pattern: string): string {
  return `/${pattern.replace(/^\/+/, "")}`;
}

export const answerApiOptions: MiddlewareFunction<Response> = ({ request, pattern }, next) => {
  if (request.method.toUpperCase() !== "OPTIONS") return next();
  const route = routePathOf(pattern);
  if (!route.startsWith("/api/v1/")) return next();
  const endpoints = endpointsOfRoute(route);
  const requestId = apiRequestId(request);
  if (request.headers.has("access-control-request-method")) {
    const publicRead = endpoints.some((endpoint) => endpoint.method === "get" && endpoint.access === "public");
    const answer = preflightAnswer(request, publicRead);
    if (answer instanceof ApiProblem) return problemResponse(answer, requestId);
    return new Response(null, { status: 204, headers: { ...answer.headers, "X-Request-Id": requestId } });
  }
  const methods = new Set(endpoints.map((endpoint) => endpoint.method.toUpperCase()));
  if (methods.has("GET")) methods.add("HEAD");
  for (const method of WRITE_METHODS_OF_ROUTE[route] ?? []) methods.add(method);
  methods.add("OPTIONS");
  return new Response(null, { status: 204, headers: { Allow: [...methods].join(", "), "X-Request-Id": requestId } });
};
