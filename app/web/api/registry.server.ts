/**
 * Every endpoint of the public API, in the order the OpenAPI document lists
 * them. An endpoint is answered only through its route module
 * (app/routes/api-v1-*.ts, listed in app/routes.ts) and documented only
 * through this list: add a new endpoint to both (tests/integration/api-contract.test.ts
 * checks that every route under /api/v1 is here and every endpoint here answers).
 */
import type { ApiEndpoint } from "./endpoint.server";
import { getProperty, listProperties } from "./v1/properties.server";
import { getProject, listProjects } from "./v1/projects.server";
import { getLocality, listLocalitiesEndpoint } from "./v1/localities.server";
import { getListing } from "./v1/own-listings.server";

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  listProperties,
  getProperty,
  listProjects,
  getProject,
  listLocalitiesEndpoint,
  getLocality,
  getListing,
] as unknown as ApiEndpoint[];

/** Routes that also take writes (v1/listings.server.ts, documented there), with their methods. */
export const WRITE_METHODS_OF_ROUTE: Readonly<Record<string, readonly string[]>> = {
  "/api/v1/listings/:externalRef": ["PUT", "DELETE"],
};

/** The route path of an endpoint as app/routes.ts writes it: `/api/v1/properties/:id`. */
export function routePathOfEndpoint(endpoint: Pick<ApiEndpoint, "path">): string {
  return endpoint.path.replace(/\{(\w+)\}/g, ":$1");
}

/** The endpoints answered on a route ("/api/v1/properties/:id"). */
export function endpointsOfRoute(routePath: string): ApiEndpoint[] {
  return API_ENDPOINTS.filter((endpoint) => routePathOfEndpoint(endpoint) === routePath);
}
