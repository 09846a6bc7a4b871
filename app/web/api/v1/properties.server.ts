/**
 * GET /api/v1/properties and /api/v1/properties/{id}.
 *
 * The list takes the list pages' filters under the same names, checked
 * strictly here (a value that does not fit is a 400 naming it), then read by
 * the list pages' own parser (app/lib/property-query.ts) into the one filter
 * definition (app/domain/catalogue/property-filter.server.ts), so
 * `/api/v1/properties?…` lists the same ids in the same order as
 * `/residential?…` (or `/commercial?…` with kind=commercial).
 */
import "zod-openapi";
import { z } from "zod";
import {
  CursorMismatch,
  feedProperty,
  propertyFeed,
  type FeedProperty,
  type PropertyFeedSort,
} from "#app/domain/catalogue/catalogue-feed.server";
import { FURNISHING_OPTIONS, PROPERTY_STATUSES } from "#app/lib/options";
import {
  amenitiesFor,
  categoriesFor,
  parsePropertyQuery,
  PROPERTY_SORT_VALUES,
  propertyPath,
  type ListingKind,
} from "#app/lib/property-query";
import { parseBbox, parsePolygon } from "#app/lib/geo";
import { localityName, localitySlug } from "#app/lib/localities";
import { MAX_QUERY_AREA, MAX_QUERY_NUMBER } from "#app/lib/query-values";
import { defineEndpoint } from "../endpoint.server";
import { decodeCursor, invalidCursor, nextLink, selfLink } from "../cursor.server";
import { notFound } from "../problem.server";
import {
  absoluteUrl,
  areaSchema,
  idPathParameters,
  linksSchema,
  modifiedSinceParameter,
  moneySchema,
  pagingParameters,
  photoOf,
  photoSchema,
  positionOf,
  positionSchema,
  queryText as text,
  queryWholeNumber as wholeNumber,
} from "../schemas.server";

const SORTS = [...PROPERTY_SORT_VALUES, "modified"] as const;

const ALL_CATEGORIES = [...new Set([...categoriesFor("residential"), ...categoriesFor("commercial")])];
const ALL_AMENITIES = [...new Set([...amenitiesFor("residential"), ...amenitiesFor("commercial")])];

export const propertyListQuery = z
  .object({
    kind: z.enum(["residential", "commercial"]).default("residential").meta({
      description: "Which list: `residential` (as /residential, the default) or `commercial` (as /commercial).",
    }),
    search: text("Words in the title, location or description, in English or Devanagari (अंधेरी finds Andheri)."),
    type: z
      .enum(ALL_CATEGORIES as [string, ...string[]], { message: "Give one of the categories of this kind." })
      .optional()
      .meta({ description: "The category (Apartment, Villa… for residential; Office, Retail… for commercial)." }),
    location: text("A place: a city (Mumbai includes its localities) or a locality, in English or Devanagari."),
    status: z
      .enum(PROPERTY_STATUSES, { message: "Give sale or rent." })
      .optional()
      .meta({ description: "For sale or for rent." }),
    minPrice: wholeNumber(MAX_QUERY_NUMBER, "The lowest price, whole rupees (monthly rent for rentals)."),
    maxPrice: wholeNumber(MAX_QUERY_NUMBER, "The highest price, whole rupees (monthly rent for rentals)."),
    minArea: wholeNumber(MAX_QUERY_AREA, "The smallest area, square feet."),
    maxArea: wholeNumber(MAX_QUERY_AREA, "The largest area, square feet."),
    bedrooms: z
      .enum(["1", "2", "3", "4", "5+"], { message: "Give 1, 2, 3, 4 or 5+." })
      .optional()
      .meta({ description: "Bedrooms (residential): exactly 1–4, or 5+ for five or more." }),
    bathrooms: z
      .enum(["1", "2", "3", "4+"], { message: "Give 1, 2, 3 or 4+." })
      .optional()
      .meta({ description: "Bathrooms (residential): exactly 1–3, or 4+ for four or more." }),
    amenities: z
      .array(z.enum(ALL_AMENITIES as [string, ...string[]], { message: "Give amenities of this kind's list." }))
      .max(30, "Give at most 30 amenities.")
      .optional()
      .meta({ description: "Every one of these amenities (repeat the parameter for several)." }),
    yearBuilt: wholeNumber(2100, "Built in or after this year (residential).").refine(
      (year) => year === undefined || year >= 1800,
      "Give a year from 1800.",
    ),
    parking: wholeNumber(99, "At least this many parking spaces (residential)."),
    furnishing: z
      .enum(FURNISHING_OPTIONS, { message: `Give ${FURNISHING_OPTIONS.join(", ")}.` })
      .optional()
      .meta({ description: "Furnishing (commercial)." }),
    developer: text("The developer or agency, as listed (any case)."),
    bbox: z
      .string()
      .refine(
        (value) => parseBbox(value) !== null,
        "Give west,south,east,north in degrees, west < east, south < north.",
      )
      .optional()
      .meta({ description: "Only properties inside this box: `west,south,east,north` (longitudes and latitudes)." }),
    poly: z
      .string()
      .refine(
        (value) => parsePolygon(value) !== null,
        "Give 3 to 50 corners as lng,lat;lng,lat;… forming an area whose edges do not cross.",
      )
      .optional()
      .meta({ description: "Only properties inside this area: `lng,lat;lng,lat;…` (3 to 50 corners)." }),
    sort: z
      .enum(SORTS, { message: `Give one of ${SORTS.join(", ")}.` })
      .optional()
      .meta({
        description:
          "The order, as on the list pages (default `relevance`: featured first, then newest), or `modified` " +
          "(oldest change first; the order of `modifiedSince`).",
      }),
    modifiedSince: modifiedSinceParameter,
    ...pagingParameters,
  })
  .superRefine((query, issues) => {
    // A category or amenity of the other kind's list can never match: say so rather than list nothing.
    if (query.type && !categoriesFor(query.kind).includes(query.type)) {
      issues.addIssue({ code: "custom", path: ["type"], message: `Give a ${query.kind} category.` });
    }
    for (const amenity of query.amenities ?? []) {
      if (!amenitiesFor(query.kind).includes(amenity)) {
        issues.addIssue({
          code: "custom",
          path: ["amenities"],
          message: `"${amenity}" is not a ${query.kind} amenity.`,
        });
      }
    }
    if (query.modifiedSince && query.sort && query.sort !== "modified") {
      issues.addIssue({
        code: "custom",
        path: ["sort"],
        message: "With modifiedSince the order is by modification: leave sort out.",
      });
    }
  });

/** The checked parameters as the list pages' URL query, for their parser. */
function listPageParams(query: z.output<typeof propertyListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const names = [
    "search",
    "type",
    "location",
    "status",
    "minPrice",
    "maxPrice",
    "minArea",
    "maxArea",
    "bedrooms",
    "bathrooms",
    "yearBuilt",
    "parking",
    "furnishing",
    "developer",
    "bbox",
    "poly",
  ] as const;
  for (const name of names) if (query[name] !== undefined) params.set(name, String(query[name]));
  for (const amenity of query.amenities ?? []) params.append("amenities", amenity);
  return params;
}

export const propertySchema = z
  .object({
    id: z.int(),
    url: z.string().meta({ description: "The property's page on the site." }),
    kind: z.enum(["residential", "commercial"]),
    category: z.string().meta({ description: "Apartment, Villa, Office, Retail…" }),
    title: z.string(),
    description: z.string(),
    status: z.enum(PROPERTY_STATUSES).meta({ description: "Offered for sale or for rent." }),
    state: z
      .enum(["active", "sold", "rented", "expired", "withdrawn"])
      .meta({ description: "`active`: on the site. Otherwise why it left (only listed with `modifiedSince`)." }),
    price: moneySchema.meta({ description: "The asking price; for rentals, the monthly rent." }),
    pricePeriod: z.enum(["total", "month"]).meta({ description: "`total` for a sale, `month` for a rent." }),
    area: areaSchema,
    bedrooms: z.int().nullable(),
    bathrooms: z.int().nullable(),
    parking: z.int().meta({ description: "Parking spaces." }),
    floors: z.int().nullable(),
    furnishing: z.string().nullable(),
    facing: z.string().nullable(),
    yearBuilt: z.int().nullable(),
    developer: z.string().nullable(),
    address: z.string().meta({ description: "The location as listed (locality, city)." }),
    locality: z
      .object({ slug: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The locality (its slug is the id of /api/v1/localities/{slug})." }),
    city: z.string(),
    position: positionSchema.nullable().meta({ description: "Where it is; null when not placed." }),
    amenities: z.array(z.string()),
    photos: z.array(photoSchema),
    featured: z.boolean(),
    projectId: z.int().nullable().meta({ description: "The project it belongs to (/api/v1/projects/{id}), if any." }),
    rating: z
      .object({
        average: z.number().meta({ description: "Stars, 0 to 5 (0 with no review)." }),
        count: z.int(),
        source: z
          .enum(["project", "locality"])
          .nullable()
          .meta({ description: "Whose reviews: its project's or its locality's." }),
      })
      .meta({ description: "From approved reviews." }),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }).meta({ description: "Its last change (what modifiedSince compares)." }),
  })
  .meta({ id: "Property" });

export function propertyOf(row: FeedProperty): z.input<typeof propertySchema> {
  const kind: ListingKind = row.type === "Commercial" ? "commercial" : "residential";
  const slug = localitySlug(localityName(row.location));
  return {
    id: row.id,
    url: absoluteUrl(propertyPath(row)),
    kind,
    category: row.category,
    title: row.title,
    description: row.description,
    status: row.status === "rent" ? "rent" : "sale",
    state: row.state,
    price: { amount: row.price, currency: "INR" },
    pricePeriod: row.status === "rent" ? "month" : "total",
    // The site takes a property's area as its carpet area (the purchase-cost panel's affordable-housing test).
    area: { value: row.area, unit: "sqft", basis: "carpet" },
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    floors: row.floors,
    furnishing: row.furnishing,
    facing: row.facing,
    yearBuilt: row.yearBuilt,
    developer: row.developer,
    address: row.location,
    locality: slug ? { slug, name: localityName(row.location) } : null,
    city: row.city,
    position: positionOf(row.position),
    amenities: row.amenities,
    photos: row.images.map(photoOf),
    featured: row.featured,
    projectId: row.projectId,
    rating: {
      average: row.rating,
      count: row.reviews,
      source: row.ratingSource === "project" || row.ratingSource === "locality" ? row.ratingSource : null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listProperties = defineEndpoint({
  operationId: "listProperties",
  method: "get",
  path: "/api/v1/properties",
  summary: "List properties",
  description:
    "Active properties matching the list pages' filters, in their order, one page at a time (follow `links.next`). " +
    "With `modifiedSince`: every property changed since then, active or not, oldest change first.",
  tags: ["Properties"],
  access: "public",
  query: propertyListQuery,
  listParameters: ["amenities"],
  response: z.object({ data: z.array(propertySchema), links: linksSchema }).meta({ id: "PropertyList" }),
  handler: async ({ query, url }) => {
    const sort: PropertyFeedSort = query.sort ?? (query.modifiedSince ? "modified" : "relevance");
    const cursor = decodeCursor(query.cursor, sort);
    try {
      const page = await propertyFeed({
        kind: query.kind,
        query: parsePropertyQuery(query.kind, listPageParams(query)),
        sort,
        modifiedSince: query.modifiedSince ? new Date(query.modifiedSince) : null,
        after: cursor?.after ?? null,
        limit: query.limit,
      });
      return { data: page.rows.map(propertyOf), links: { self: selfLink(url), next: nextLink(url, page.next) } };
    } catch (error) {
      if (error instanceof CursorMismatch) throw invalidCursor();
      throw error;
    }
  },
});

export const getProperty = defineEndpoint({
  operationId: "getProperty",
  method: "get",
  path: "/api/v1/properties/{id}",
  summary: "Get a property",
  description: "One active property by its id.",
  tags: ["Properties"],
  access: "public",
  pathParams: idPathParameters,
  response: propertySchema,
  problems: [404],
  handler: async ({ params }) => {
    const row = await feedProperty(params.id);
    if (!row) throw notFound(`No property ${params.id} is listed.`);
    return propertyOf(row);
  },
});
