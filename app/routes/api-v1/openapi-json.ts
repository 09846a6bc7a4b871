/** GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public API, generated from its endpoints' schemas. */
import { answerOpenApi } from "#app/web/api/openapi-route.server";

export const loader = answerOpenApi;
