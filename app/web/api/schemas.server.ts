/**
 * zod schemas every API endpoint shares: the problem document, list links,
 * paging parameters, money, areas, positions and photos. Each schema with an
 * `id` becomes a named component of the OpenAPI document.
 */
import "zod-openapi";
import { z } from "zod";
import { env } from "#app/platform/env.server";
import type { Photo } from "#app/platform/schema";
import { MAX_QUERY_TEXT } from "#app/lib/query-values";

export const problemSchema = z
  .object({
    type: z
      .string()
      .meta({ description: "A URI naming the kind of problem (`about:blank`: the HTTP status says it all)." }),
    title: z.string().meta({ description: "A short summary of the kind of problem." }),
    status: z.int().meta({ description: "The HTTP status code." }),
    detail: z.string().optional().meta({ description: "What went wrong with this request." }),
    requestId: z
      .string()
      .meta({ description: "The request's id, also in the `X-Request-Id` header and the server's log." }),
    errors: z
      .array(
        z.object({
          field: z.string().meta({ description: "The parameter (or body field, by its dotted path) at fault." }),
          message: z.string().meta({ description: "What is wrong with its value." }),
        }),
      )
      .optional()
      .meta({ description: "For a bad request: one entry per field at fault." }),
  })
  .meta({ id: "Problem", description: "An error, as RFC 9457 problem details (`application/problem+json`)." });

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 20;

/** `limit`, `cursor`: the paging every list endpoint takes. */
export const pagingParameters = {
  limit: z.coerce
    .number()
    .int("Give a whole number.")
    .min(1, "Give at least 1.")
    .max(MAX_LIMIT, `Give at most ${MAX_LIMIT}.`)
    .default(DEFAULT_LIMIT)
    .meta({ description: `Items per page, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).` }),
  cursor: z
    .string()
    .max(2000, "This is not a cursor of this API.")
    .optional()
    .meta({ description: "Where the page starts: the `cursor` of the previous page's `links.next`. Opaque." }),
};

/** `modifiedSince`: the incremental copy. */
export const modifiedSinceParameter = z.iso
  .datetime({ offset: true, message: "Give a date and time in ISO 8601 with its offset, e.g. 2026-11-26T10:00:00Z." })
  .optional()
  .meta({
    description:
      "Only items changed at or after this time (ISO 8601), oldest change first, including withdrawn, expired, sold " +
      "and rented ones with their `state`, so a copy can remove them. Sorted by modification (`sort=modified`).",
  });

/** `{id}` in a path: a positive 32-bit whole number (anything else cannot name a row). */
export const idPathParameters = z.object({
  id: z.coerce
    .number({ message: "Give the id as a whole number." })
    .int("Give the id as a whole number.")
    .min(1, "Give an id of 1 or more.")
    .max(2_147_483_647, "Give an id of at most 2147483647.")
    .meta({ description: "The id." }),
});

export const linksSchema = z
  .object({
    self: z.string().meta({ description: "This page." }),
    next: z
      .string()
      .nullable()
      .meta({ description: "The next page (also in the `Link` header), or null on the last." }),
  })
  .meta({ id: "PageLinks" });

export const moneySchema = z
  .object({
    amount: z.int().meta({ description: "Whole rupees." }),
    currency: z.literal("INR"),
  })
  .meta({ id: "Money" });

export const areaSchema = z
  .object({
    value: z.int().meta({ description: "The area in `unit`." }),
    unit: z.literal("sqft").meta({ description: "Square feet." }),
    basis: z
      .enum(["carpet", "superBuiltUp"])
      .meta({ description: "What the area measures: the carpet area or the super built-up area." }),
  })
  .meta({ id: "Area" });

export const positionSchema = z
  .object({
    lat: z.number().meta({ description: "Latitude, degrees (WGS 84)." }),
    lng: z.number().meta({ description: "Longitude, degrees (WGS 84)." }),
  })
  .meta({ id: "Position" });

export const photoSchema = z
  .object({
    thumb: z
      .string()
      .nullable()
      .meta({ description: "The thumbnail variant's URL (null for a photo given as a link)." }),
    card: z.string().meta({ description: "The card variant's URL (list cards)." }),
    medium: z.string().nullable().meta({ description: "The medium variant's URL (null for a photo given as a link)." }),
    large: z.string().meta({ description: "The large variant's URL (the detail page's gallery)." }),
    width: z.int().nullable().meta({ description: "The large variant's width in pixels, when known." }),
    height: z.int().nullable().meta({ description: "The large variant's height in pixels, when known." }),
  })
  .meta({ id: "Photo", description: "One photo as the URLs of each of its sizes." });

/** An absolute URL for a stored path ("/uploads/…"); links to other sites stay as they are. */
export function absoluteUrl(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${env.publicUrl}${url}` : url;
}

export function photoOf(photo: Photo): z.input<typeof photoSchema> {
  return {
    thumb: photo.thumb ? absoluteUrl(photo.thumb) : null,
    card: absoluteUrl(photo.card),
    medium: photo.medium ? absoluteUrl(photo.medium) : null,
    large: absoluteUrl(photo.large),
    width: photo.width ?? null,
    height: photo.height ?? null,
  };
}

/** A stored point(longitude, latitude) as lat/lng. */
export function positionOf(point: { x: number; y: number } | null): z.input<typeof positionSchema> | null {
  return point ? { lat: point.y, lng: point.x } : null;
}

/** An optional text filter in a list's query, within the list pages' own length limit. */
export const queryText = (description: string) =>
  z.string().max(MAX_QUERY_TEXT, `Give at most ${MAX_QUERY_TEXT} characters.`).optional().meta({ description });

/** An optional whole-number filter in a list's query, 0 to `max`. */
export const queryWholeNumber = (max: number, description: string) =>
  z.coerce
    .number({ message: "Give a whole number." })
    .int("Give a whole number.")
    .min(0, "Give a number of 0 or more.")
    .max(max, `Give at most ${max}.`)
    .optional()
    .meta({ description });
