/** The public API's listLocalitiesEndpoint (app/web/api/v1/localities.server.ts). */
import { apiLoader, apiReadOnlyAction } from "#app/web/api/endpoint.server";
import { listLocalitiesEndpoint } from "#app/web/api/v1/localities.server";

export const loader = apiLoader(listLocalitiesEndpoint);
export const action = apiReadOnlyAction(listLocalitiesEndpoint);
