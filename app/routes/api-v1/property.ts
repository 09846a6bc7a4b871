/** GET /api/v1/properties/:id: one property of the public API (app/web/api/v1/properties.server.ts). */
import { apiLoader, apiReadOnlyAction } from "#app/web/api/endpoint.server";
import { getProperty } from "#app/web/api/v1/properties.server";

export const loader = apiLoader(getProperty);
export const action = apiReadOnlyAction(getProperty);
