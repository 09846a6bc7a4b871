/**
 * The API's contract: the committed OpenAPI document (docs/api/openapi.json)
 * is exactly what the code generates, it validates as OpenAPI 3.1, every route
 * under /api/v1 is in it and every path in it answers, and real answers of
 * every endpoint (200, 304, 400, 404) validate against its schemas (JSON
 * Schema 2020-12, Ajv).
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { Validator } from "@seriousme/openapi-schema-validator";
import { prepareFirstStart } from "#app/platform/seed.server";
import routes from "#app/routes";
import { buildOpenApiDocument, openApiJson } from "#app/web/api/openapi.server";
import { API_ENDPOINTS, routePathOfEndpoint } from "#app/web/api/registry.server";
import { apiLoader } from "#app/web/api/endpoint.server";
import { openApiLoader } from "#app/web/api/openapi-route.server";
import { LISTING_WRITE_PATHS } from "#app/web/api/v1/listings.server";
import { useTestDatabase } from "../helpers/database";
import { runPipeline } from "../helpers/pipeline";

useTestDatabase();

const BASE = "http://127.0.0.1:3303";
const committed = fs.readFileSync(path.resolve("docs/api/openapi.json"), "utf8");
const document = JSON.parse(committed) as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

type RouteEntry = { path?: string; children?: RouteEntry[] };
function apiRoutePaths(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("api/v1/") ? [`/${entry.path}`] : []),
    ...apiRoutePaths(entry.children ?? []),
  ]);
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(document, "openapi.json");

/** The JSON pointer escape of a path segment. */
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

function validateAgainst(apiPath: string, status: number, contentType: string, body: unknown) {
  const responses = document.paths[apiPath].get.responses;
  expect(responses[String(status)], `${apiPath} documents ${status}`).toBeDefined();
  const ref = `openapi.json#/paths/${pointer(apiPath)}/get/responses/${status}/content/${pointer(contentType)}/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const valid = validate(body);
  expect(validate.errors ?? [], `${apiPath} ${status}: ${JSON.stringify(validate.errors)}`).toEqual([]);
  expect(valid).toBe(true);
}

/** Calls `apiPath` (an OpenAPI path filled with `params`) through the pipeline and its endpoint's loader. */
async function call(endpointPath: string, url: string, params: Record<string, string> = {}, headers = {}) {
  const endpoint = API_ENDPOINTS.find((candidate) => candidate.path === endpointPath)!;
  const request = new Request(`${BASE}${url}`, { headers });
  return (await runPipeline(request, (args) => apiLoader(endpoint)(args as never), {
    routePath: routePathOfEndpoint(endpoint),
    params,
  })) as Response;
}

beforeAll(async () => {
  await prepareFirstStart({ seedDemo: true });
});

describe("the OpenAPI document", () => {
  it("is committed exactly as the code generates it (npm run openapi)", () => {
    expect(committed).toBe(openApiJson());
  });

  it("validates as OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(buildOpenApiDocument() as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("lists every route under /api/v1 and nothing else, and is served at /api/v1/openapi.json", async () => {
    const routed = apiRoutePaths(routes as RouteEntry[])
      .filter((route) => route !== "/api/v1/openapi.json")
      .sort();
    // The writes (ADR 037) are documented beside the registry's reads; their answers are checked in api-keys.test.ts.
    const writePaths = Object.keys(LISTING_WRITE_PATHS);
    const documented = [
      ...API_ENDPOINTS.map(routePathOfEndpoint),
      ...writePaths.map((path) => routePathOfEndpoint({ path: path as `/api/v1/${string}` })),
    ].sort();
    expect([...new Set(routed)]).toEqual([...new Set(documented)]);
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set([...API_ENDPOINTS.map((e) => e.path), ...writePaths])].sort(),
    );

    const served = openApiLoader({ request: new Request(`${BASE}/api/v1/openapi.json`) });
    expect(served.status).toBe(200);
    expect(served.headers.get("access-control-allow-origin")).toBe("*");
    expect(await served.text()).toBe(committed);
    const again = openApiLoader({
      request: new Request(`${BASE}/api/v1/openapi.json`, {
        headers: { "if-none-match": served.headers.get("etag")! },
      }),
    });
    expect(again.status).toBe(304);
  });
});

describe("every endpoint's real answers validate against the document", () => {
  it("properties, projects and localities: lists, items, 304, 400 and 404", async () => {
    const list = async (endpointPath: string, query: string) => {
      const response = await call(endpointPath, `${endpointPath}?${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-request-id")).toBeTruthy();
      const body = (await response.json()) as { data: Record<string, unknown>[]; links: { next: string | null } };
      validateAgainst(endpointPath, 200, "application/json", body);
      const unchanged = await call(
        endpointPath,
        `${endpointPath}?${query}`,
        {},
        { "if-none-match": response.headers.get("etag")! },
      );
      expect(unchanged.status).toBe(304);
      expect(document.paths[endpointPath].get.responses["304"]).toBeDefined();
      return body;
    };
    const problem = async (endpointPath: string, url: string, status: number, params: Record<string, string> = {}) => {
      const response = await call(endpointPath, url, params);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      validateAgainst(endpointPath, status, "application/problem+json", await response.json());
    };

    const properties = await list("/api/v1/properties", "location=Mumbai&limit=100");
    await list("/api/v1/properties", "kind=commercial&modifiedSince=2000-01-01T00:00:00Z&limit=100");
    const projects = await list("/api/v1/projects", "limit=100");
    await list("/api/v1/projects", "modifiedSince=2000-01-01T00:00:00Z");
    const localities = await list("/api/v1/localities", "limit=100");
    expect(properties.data.length).toBeGreaterThan(10);

    const item = async (endpointPath: string, name: string, value: string) => {
      const response = await call(endpointPath, endpointPath.replace(`{${name}}`, value), { [name]: value });
      expect(response.status).toBe(200);
      validateAgainst(endpointPath, 200, "application/json", await response.json());
    };
    await item("/api/v1/properties/{id}", "id", String(properties.data[0].id));
    await item("/api/v1/projects/{id}", "id", String(projects.data[0].id));
    await item("/api/v1/localities/{slug}", "slug", String(localities.data[0].slug));

    await problem("/api/v1/properties", "/api/v1/properties?maxPrice=lots", 400);
    await problem("/api/v1/projects", "/api/v1/projects?cursor=nope", 400);
    await problem("/api/v1/localities", "/api/v1/localities?limit=500", 400);
    await problem("/api/v1/properties/{id}", "/api/v1/properties/0", 400, { id: "0" });
    await problem("/api/v1/properties/{id}", "/api/v1/properties/999999", 404, { id: "999999" });
    await problem("/api/v1/projects/{id}", "/api/v1/projects/999999", 404, { id: "999999" });
    await problem("/api/v1/localities/{slug}", "/api/v1/localities/no-such-place", 404, { slug: "no-such-place" });
  });
});
