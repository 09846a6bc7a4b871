/** GET /api/v1/properties: the property list of the public API (app/web/api/v1/properties.server.ts). */
import { apiLoader, apiReadOnlyAction } from "#app/web/api/endpoint.server";
import { listProperties } from "#app/web/api/v1/properties.server";

export const loader = apiLoader(listProperties);
export const action = apiReadOnlyAction(listProperties);
