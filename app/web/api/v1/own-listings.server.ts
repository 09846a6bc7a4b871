/**
 * GET /api/v1/listings/{externalRef}: the calling key's own listing, by the
 * reference its owner gave it (the one PUT and DELETE take). A key with the
 * read scope suffices; without a key it is 401. References belong to an
 * account, so another account's reference is 404, exactly as a reference
 * never used (nothing says it exists). The answer is the property as
 * /api/v1/properties/{id} describes it, in any state (its owner sees it sold
 * or withdrawn too); a listing still waiting for staff review has no property
 * yet and is 404 with that said.
 */
import { z } from "zod";
import { ownedFeedProperty } from "#app/domain/catalogue/catalogue-feed.server";
import { defineEndpoint } from "../endpoint.server";
import { notFound } from "../problem.server";
import { externalRefParams } from "./listings.server";
import { propertyOf, propertySchema } from "./properties.server";

export const getListing = defineEndpoint({
  operationId: "getListing",
  method: "get",
  path: "/api/v1/listings/{externalRef}",
  summary: "Get one of your listings",
  description:
    "Your own property by your reference, as /api/v1/properties/{id} describes it, in any state (`state` says " +
    "whether it is still on the site). Needs an API key with the read scope; another account's reference is 404.",
  tags: ["Listings"],
  access: "read",
  pathParams: externalRefParams as z.ZodObject<{ externalRef: z.ZodString }>,
  response: propertySchema,
  problems: [401, 403, 404],
  handler: async ({ params, caller }) => {
    if (caller.kind !== "key") throw notFound("You have no listing with this reference.");
    const row = await ownedFeedProperty(caller.userId, params.externalRef);
    if (!row)
      throw notFound("You have no published listing with this reference (one waiting for review has none yet).");
    return propertyOf(row);
  },
});
