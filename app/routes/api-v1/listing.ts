/**
 * /api/v1/listings/{externalRef}: a partner's listing by its own reference.
 * GET reads it (app/web/api/v1/own-listings.server.ts); PUT creates or
 * updates it, DELETE withdraws it, any other method is 405
 * (app/web/api/v1/listings.server.ts).
 */
import type { Route } from "./+types/listing";
import { apiLoader } from "#app/web/api/endpoint.server";
import { getListing } from "#app/web/api/v1/own-listings.server";
import { answerListingWrite } from "#app/web/api/v1/listings.server";

export const loader = apiLoader(getListing);

export const action = (args: Route.ActionArgs) => answerListingWrite(args);
