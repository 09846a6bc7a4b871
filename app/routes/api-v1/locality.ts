/** The public API's getLocality (app/web/api/v1/localities.server.ts). */
import { apiLoader, apiReadOnlyAction } from "#app/web/api/endpoint.server";
import { getLocality } from "#app/web/api/v1/localities.server";

export const loader = apiLoader(getLocality);
export const action = apiReadOnlyAction(getLocality);
