/** The public API's listProjects (app/web/api/v1/projects.server.ts). */
import { apiLoader, apiReadOnlyAction } from "#app/web/api/endpoint.server";
import { listProjects } from "#app/web/api/v1/projects.server";

export const loader = apiLoader(listProjects);
export const action = apiReadOnlyAction(listProjects);
