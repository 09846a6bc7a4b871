/**
 * GET /api/v1/localities and /api/v1/localities/{slug}: the places of
 * /localities and a locality page's figures (app/domain/catalogue/localities.server.ts),
 * computed from the active listings. Paged by slug, the list's order.
 */
import "zod-openapi";
import { z } from "zod";
import { listLocalities, localityFigures } from "#app/domain/catalogue/localities.server";
import { MAX_QUERY_TEXT } from "#app/lib/query-values";
import { defineEndpoint } from "../endpoint.server";
import { decodeCursor, invalidCursor, nextLink, selfLink } from "../cursor.server";
import { notFound } from "../problem.server";
import { absoluteUrl, linksSchema, moneySchema, pagingParameters } from "../schemas.server";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SORT = "slug";

export const localityListQuery = z.object({
  city: z
    .string()
    .max(MAX_QUERY_TEXT, `Give at most ${MAX_QUERY_TEXT} characters.`)
    .optional()
    .meta({ description: "Only the localities of this city (any case)." }),
  ...pagingParameters,
});

const rangeSchema = z.object({ min: moneySchema, max: moneySchema });

export const localitySchema = z
  .object({
    slug: z.string().meta({ description: "The locality's id." }),
    url: z.string().meta({ description: "The locality's page on the site." }),
    name: z.string(),
    city: z.string(),
    listings: z.object({
      forSale: z.int().meta({ description: "Active properties for sale." }),
      forRent: z.int().meta({ description: "Active properties for rent." }),
      projects: z.int().meta({ description: "Active projects." }),
    }),
    medianPricePerSqft: moneySchema
      .nullable()
      .meta({ description: "Median asking price per square foot of the properties for sale; null when none." }),
    rentFrom: moneySchema
      .nullable()
      .meta({ description: "The lowest monthly rent asked; null when nothing is for rent." }),
    updatedAt: z.iso.datetime({ offset: true }).meta({ description: "The last change of a listing there." }),
  })
  .meta({ id: "Locality" });

export const localityDetailSchema = z
  .object({
    slug: z.string(),
    url: z.string(),
    name: z.string(),
    city: z.string(),
    listings: z.object({ forSale: z.int(), forRent: z.int(), projects: z.int() }),
    medianPricePerSqft: moneySchema.nullable(),
    salePrice: rangeSchema.nullable().meta({ description: "The range of asking prices for sale." }),
    rent: rangeSchema.nullable().meta({ description: "The range of monthly rents." }),
    rentByBedrooms: z.array(
      z.object({ bedrooms: z.int(), listings: z.int(), medianRent: moneySchema }).meta({ description: "Per BHK." }),
    ),
    newestPropertyIds: z
      .array(z.int())
      .meta({ description: "The newest active properties there (/api/v1/properties/{id})." }),
    ongoingProjectIds: z
      .array(z.int())
      .meta({ description: "Projects under construction there (/api/v1/projects/{id})." }),
  })
  .meta({ id: "LocalityDetail" });

const money = (amount: number) => ({ amount: Math.round(amount), currency: "INR" as const });

export const listLocalitiesEndpoint = defineEndpoint({
  operationId: "listLocalities",
  method: "get",
  path: "/api/v1/localities",
  summary: "List localities",
  description: "Every locality with an active property or project, by slug, one page at a time (follow `links.next`).",
  tags: ["Localities"],
  access: "public",
  query: localityListQuery,
  response: z.object({ data: z.array(localitySchema), links: linksSchema }).meta({ id: "LocalityList" }),
  handler: async ({ query, url }) => {
    const cursor = decodeCursor(query.cursor, SORT);
    const after = cursor?.after[0];
    if (cursor && (cursor.after.length !== 1 || !SLUG.test(after!))) throw invalidCursor();
    const city = query.city?.trim().toLowerCase();
    const all = (await listLocalities())
      .filter((locality) => !city || locality.city.toLowerCase() === city)
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
    const rest = after ? all.filter((locality) => locality.slug > after) : all;
    const page = rest.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((locality) => ({
        slug: locality.slug,
        url: absoluteUrl(`/locality/${locality.slug}`),
        name: locality.name,
        city: locality.city,
        listings: { forSale: locality.forSale, forRent: locality.forRent, projects: locality.projects },
        medianPricePerSqft: locality.medianPricePerSqft === null ? null : money(locality.medianPricePerSqft),
        rentFrom: locality.rentFrom === null ? null : money(locality.rentFrom),
        updatedAt: locality.updatedAt.toISOString(),
      })),
      links: {
        self: selfLink(url),
        next: rest.length > query.limit && last ? nextLink(url, { sort: SORT, after: [last.slug] }) : null,
      },
    };
  },
});

export const getLocality = defineEndpoint({
  operationId: "getLocality",
  method: "get",
  path: "/api/v1/localities/{slug}",
  summary: "Get a locality",
  description: "A locality's figures, as its page shows them.",
  tags: ["Localities"],
  access: "public",
  pathParams: z.object({
    slug: z
      .string()
      .max(120, "Give at most 120 characters.")
      .regex(SLUG, "Give a slug: lower-case letters, digits and single hyphens (andheri-west).")
      .meta({ description: "The locality's slug (andheri-west)." }),
  }),
  response: localityDetailSchema,
  problems: [404],
  handler: async ({ params }) => {
    const figures = await localityFigures(params.slug);
    if (!figures) throw notFound(`No locality ${params.slug} has an active listing.`);
    return {
      slug: figures.slug,
      url: absoluteUrl(`/locality/${figures.slug}`),
      name: figures.name,
      city: figures.city,
      listings: { forSale: figures.forSale, forRent: figures.forRent, projects: figures.projects },
      medianPricePerSqft: figures.medianPricePerSqft === null ? null : money(figures.medianPricePerSqft),
      salePrice: figures.salePrice ? { min: money(figures.salePrice.min), max: money(figures.salePrice.max) } : null,
      rent: figures.rent ? { min: money(figures.rent.min), max: money(figures.rent.max) } : null,
      rentByBedrooms: figures.rentByBedrooms.map((row) => ({
        bedrooms: row.bedrooms,
        listings: row.listings,
        medianRent: money(row.medianRent),
      })),
      newestPropertyIds: figures.newest.map((property) => property.id),
      ongoingProjectIds: figures.ongoingProjects.map((project) => project.id),
    };
  },
});
