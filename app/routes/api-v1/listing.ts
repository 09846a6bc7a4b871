/**
 * /api/v1/listings/{externalRef}: a partner's listing, written by its own
 * reference (PUT creates or updates it, DELETE withdraws it; any other method
 * is 405). Everything is in app/web/api/v1/listings.server.ts.
 */
import type { Route } from "./+types/listing";
import { answerListingWrite } from "#app/web/api/v1/listings.server";

export const loader = (args: Route.LoaderArgs) => answerListingWrite(args);

export const action = (args: Route.ActionArgs) => answerListingWrite(args);
