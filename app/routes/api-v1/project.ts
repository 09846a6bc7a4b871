/** The public API's getProject (app/web/api/v1/projects.server.ts). */
import { apiLoader, apiReadOnlyAction } from "#app/web/api/endpoint.server";
import { getProject } from "#app/web/api/v1/projects.server";

export const loader = apiLoader(getProject);
export const action = apiReadOnlyAction(getProject);
