/**
 * GET /api/v1/projects and /api/v1/projects/{id}: the /projects list's
 * filters under the same names, checked strictly here, then read by its own
 * parser (app/lib/project-query.ts) into its own conditions, in its own order.
 */
import "zod-openapi";
import { z } from "zod";
import {
  CursorMismatch,
  feedProject,
  projectFeed,
  type FeedProject,
  type ProjectFeedSort,
} from "#app/domain/catalogue/catalogue-feed.server";
import { PROJECT_AMENITIES, PROJECT_STATUSES, PROJECT_TYPES } from "#app/lib/options";
import { parseProjectQuery, PROJECT_SORTS } from "#app/lib/project-query";
import { parseBbox, parsePolygon } from "#app/lib/geo";
import { localityName, localitySlug } from "#app/lib/localities";
import { MAX_QUERY_AREA, MAX_QUERY_NUMBER } from "#app/lib/query-values";
import { defineEndpoint } from "../endpoint.server";
import { decodeCursor, invalidCursor, nextLink, selfLink } from "../cursor.server";
import { notFound } from "../problem.server";
import {
  absoluteUrl,
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

const SORTS = [...PROJECT_SORTS.map((sort) => sort.value), "modified"] as const;

export const projectListQuery = z
  .object({
    search: text("Words in the title, location or developer, in English or Devanagari."),
    location: text("A place, in English or Devanagari."),
    status: z
      .enum(PROJECT_STATUSES, { message: `Give ${PROJECT_STATUSES.join(", ")}.` })
      .optional()
      .meta({ description: "Construction status." }),
    type: z
      .enum(PROJECT_TYPES, { message: `Give ${PROJECT_TYPES.join(", ")}.` })
      .optional()
      .meta({ description: "Project type." }),
    developer: text("The developer, as listed."),
    minPrice: wholeNumber(MAX_QUERY_NUMBER, "Projects whose price range reaches this, whole rupees."),
    maxPrice: wholeNumber(MAX_QUERY_NUMBER, "Projects whose price range starts at or below this, whole rupees."),
    minArea: wholeNumber(MAX_QUERY_AREA, "Projects whose area range reaches this, square feet."),
    maxArea: wholeNumber(MAX_QUERY_AREA, "Projects whose area range starts at or below this, square feet."),
    amenities: z
      .array(z.enum(PROJECT_AMENITIES, { message: "Give amenities of the projects' list." }))
      .max(30, "Give at most 30 amenities.")
      .optional()
      .meta({ description: "Every one of these amenities (repeat the parameter for several)." }),
    bbox: z
      .string()
      .refine(
        (value) => parseBbox(value) !== null,
        "Give west,south,east,north in degrees, west < east, south < north.",
      )
      .optional()
      .meta({ description: "Only projects inside this box: `west,south,east,north`." }),
    poly: z
      .string()
      .refine(
        (value) => parsePolygon(value) !== null,
        "Give 3 to 50 corners as lng,lat;lng,lat;… forming an area whose edges do not cross.",
      )
      .optional()
      .meta({ description: "Only projects inside this area: `lng,lat;lng,lat;…`." }),
    sort: z
      .enum(SORTS, { message: `Give one of ${SORTS.join(", ")}.` })
      .optional()
      .meta({ description: "The order, as on /projects (default `relevance`), or `modified` (oldest change first)." }),
    modifiedSince: modifiedSinceParameter,
    ...pagingParameters,
  })
  .superRefine((query, issues) => {
    if (query.modifiedSince && query.sort && query.sort !== "modified") {
      issues.addIssue({
        code: "custom",
        path: ["sort"],
        message: "With modifiedSince the order is by modification: leave sort out.",
      });
    }
  });

function listPageParams(query: z.output<typeof projectListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const names = [
    "search",
    "location",
    "status",
    "type",
    "developer",
    "minPrice",
    "maxPrice",
    "minArea",
    "maxArea",
    "bbox",
    "poly",
  ] as const;
  for (const name of names) if (query[name] !== undefined) params.set(name, String(query[name]));
  for (const amenity of query.amenities ?? []) params.append("amenities", amenity);
  return params;
}

const sqft = (value: number) => ({ value, unit: "sqft" as const, basis: "carpet" as const });

const carpetAreaSchema = z
  .object({ value: z.int(), unit: z.literal("sqft"), basis: z.literal("carpet") })
  .meta({ id: "CarpetArea", description: "A carpet area in square feet." });

export const projectSchema = z
  .object({
    id: z.int(),
    url: z.string().meta({ description: "The project's page on the site." }),
    title: z.string(),
    developer: z.string(),
    type: z.string().meta({ description: "Residential, Commercial, Mixed Use or Plotted Development." }),
    status: z.string().meta({ description: "ongoing, upcoming or completed." }),
    state: z
      .enum(["active", "withdrawn"])
      .meta({ description: "`active`: on the site; `withdrawn`: taken off it (only listed with `modifiedSince`)." }),
    description: z.string(),
    address: z.string(),
    locality: z.object({ slug: z.string(), name: z.string() }).nullable(),
    position: positionSchema.nullable(),
    price: z.object({ min: moneySchema, max: moneySchema }).meta({ description: "The range of the units' prices." }),
    area: z
      .object({ min: carpetAreaSchema, max: carpetAreaSchema })
      .meta({ description: "The range of the units' areas." }),
    configurations: z.array(
      z.object({
        type: z.string().meta({ description: "2 BHK, Office, Plot…" }),
        carpetArea: carpetAreaSchema,
        price: moneySchema,
        availableUnits: z.int(),
      }),
    ),
    units: z.object({ total: z.int(), available: z.int() }),
    completionDate: z.iso.date(),
    constructionProgress: z.int().meta({ description: "Percent, 0 to 100." }),
    reraNumber: z.string().nullable(),
    amenities: z.array(z.string()),
    highlights: z.array(z.string()),
    photos: z.array(photoSchema),
    rating: z.object({ average: z.number(), count: z.int() }).meta({ description: "From approved reviews." }),
    featured: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Project" });

export function projectOf(row: FeedProject): z.input<typeof projectSchema> {
  const slug = localitySlug(localityName(row.location));
  const money = (amount: number) => ({ amount, currency: "INR" as const });
  return {
    id: row.id,
    url: absoluteUrl(`/project/${row.id}`),
    title: row.title,
    developer: row.developer,
    type: row.type,
    status: row.status,
    state: row.active ? "active" : "withdrawn",
    description: row.description,
    address: row.location,
    locality: slug ? { slug, name: localityName(row.location) } : null,
    position: positionOf(row.position),
    price: { min: money(row.priceMin), max: money(row.priceMax) },
    area: { min: sqft(row.areaMin), max: sqft(row.areaMax) },
    configurations: row.configurations.map((configuration) => ({
      type: configuration.type,
      carpetArea: sqft(configuration.carpetArea),
      price: money(configuration.price),
      availableUnits: configuration.availableUnits,
    })),
    units: { total: row.totalUnits, available: row.availableUnits },
    completionDate: row.completionDate,
    constructionProgress: row.constructionProgress,
    reraNumber: row.reraNumber,
    amenities: row.amenities,
    highlights: row.highlights,
    photos: row.images.map(photoOf),
    rating: { average: row.rating, count: row.reviews },
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const listProjects = defineEndpoint({
  operationId: "listProjects",
  method: "get",
  path: "/api/v1/projects",
  summary: "List projects",
  description:
    "Active projects matching the /projects filters, in its order, one page at a time (follow `links.next`). " +
    "With `modifiedSince`: every project changed since then, active or not, oldest change first.",
  tags: ["Projects"],
  access: "public",
  query: projectListQuery,
  listParameters: ["amenities"],
  response: z.object({ data: z.array(projectSchema), links: linksSchema }).meta({ id: "ProjectList" }),
  handler: async ({ query, url }) => {
    const sort: ProjectFeedSort = query.sort ?? (query.modifiedSince ? "modified" : "relevance");
    const cursor = decodeCursor(query.cursor, sort);
    try {
      const page = await projectFeed({
        query: parseProjectQuery(listPageParams(query)),
        sort,
        modifiedSince: query.modifiedSince ? new Date(query.modifiedSince) : null,
        after: cursor?.after ?? null,
        limit: query.limit,
      });
      return { data: page.rows.map(projectOf), links: { self: selfLink(url), next: nextLink(url, page.next) } };
    } catch (error) {
      if (error instanceof CursorMismatch) throw invalidCursor();
      throw error;
    }
  },
});

export const getProject = defineEndpoint({
  operationId: "getProject",
  method: "get",
  path: "/api/v1/projects/{id}",
  summary: "Get a project",
  description: "One active project by its id.",
  tags: ["Projects"],
  access: "public",
  pathParams: idPathParameters,
  response: projectSchema,
  problems: [404],
  handler: async ({ params }) => {
    const row = await feedProject(params.id);
    if (!row) throw notFound(`No project ${params.id} is listed.`);
    return projectOf(row);
  },
});
