/**
 * The public API's reads on the demo catalogue: the same ids in the same
 * order as the list pages (through the one filter definition), Devanagari
 * search, cursor walks that visit each match once while rows are added, the
 * incremental copy by modifiedSince (a sold listing included, with its
 * state), ETag/304, CORS and its preflight, and 400 problems naming the
 * field for malformed filters, cursors and ids (never a 5xx).
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { db, queryRows } from "#app/platform/db.server";
import { properties, user } from "#app/platform/schema";
import { prepareFirstStart } from "#app/platform/seed.server";
import { closeListing } from "#app/domain/owners/owner-listings.server";
import { loader as residentialLoader } from "#app/routes/residential";
import { loader as propertiesLoader } from "#app/routes/api-v1/properties";
import { loader as propertyLoader } from "#app/routes/api-v1/property";
import { loader as projectsLoader } from "#app/routes/api-v1/projects";
import { loader as projectLoader } from "#app/routes/api-v1/project";
import { loader as localitiesLoader } from "#app/routes/api-v1/localities";
import { loader as localityLoader } from "#app/routes/api-v1/locality";
import { encodeCursor } from "#app/web/api/cursor.server";
import { useTestDatabase } from "../helpers/database";
import { runPipeline } from "../helpers/pipeline";
import { testListing } from "../helpers/catalogue";

useTestDatabase();

type Loader = (args: never) => unknown;
const BASE = "http://127.0.0.1:3303";

/** A GET through the request pipeline and the route's loader, as the server answers it. */
async function get(
  path: string,
  loader: Loader,
  {
    params = {},
    headers = {},
    route,
  }: { params?: Record<string, string>; headers?: Record<string, string>; route?: string } = {},
): Promise<Response> {
  const request = new Request(`${BASE}${path}`, { headers });
  return (await runPipeline(request, (args) => loader(args as never), {
    routePath: route ?? new URL(request.url).pathname,
    params,
  })) as Response;
}

async function json(path: string, loader: Loader = propertiesLoader, options = {}) {
  const response = await get(path, loader, options);
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as { data: { id: number; state: string }[]; links: { next: string | null } };
}

/** Every id of a list, following `links.next`; `during` runs after the first page. */
async function walk(path: string, loader: Loader = propertiesLoader, during?: () => Promise<void>) {
  const ids: number[] = [];
  let next: string | null = path;
  let requests = 0;
  while (next) {
    const page = await json(next.replace(BASE, ""), loader);
    requests++;
    ids.push(...page.data.map((item) => item.id));
    next = page.links.next;
    if (requests === 1) await during?.();
  }
  return { ids, requests };
}

async function problemOf(path: string, loader: Loader = propertiesLoader, options = {}) {
  const response = await get(path, loader, options);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  expect(response.headers.get("x-request-id")).toBeTruthy();
  return {
    status: response.status,
    body: (await response.json()) as { errors?: { field: string }[]; requestId: string },
  };
}

/** The ids /residential shows for `query`, every page. */
async function residentialIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const request = new Request(`${BASE}/residential?${query}&page=${page}`);
    const data = (await runPipeline(request, (args) => residentialLoader(args as never), {
      routePath: "/:lang?/residential",
    })) as { result: { rows: { id: number }[]; totalPages: number } };
    ids.push(...data.result.rows.map((row) => row.id));
    if (page >= data.result.totalPages) return ids;
  }
}

beforeAll(async () => {
  await prepareFirstStart({ seedDemo: true });
});

describe("GET /api/v1/properties: the list pages' filter", () => {
  it("lists the same ids in the same order as /residential (location=Mumbai&status=rent&maxPrice=60000)", async () => {
    const query = "location=Mumbai&status=rent&maxPrice=60000";
    const expected = await residentialIds(query);
    // The demo data has a commercial property that matches too: /commercial's, with kind=commercial.
    expect((await walk(`/api/v1/properties?${query}&kind=commercial`)).ids).not.toEqual([]);
    expect(expected.length).toBeGreaterThan(3);
    expect((await walk(`/api/v1/properties?${query}`)).ids).toEqual(expected);
    // Whatever the page size.
    expect((await walk(`/api/v1/properties?${query}&limit=2`)).ids).toEqual(expected);
    for (const sort of ["price-low", "price-high", "area-large", "newest", "rating"]) {
      expect((await walk(`/api/v1/properties?${query}&sort=${sort}&limit=3`)).ids).toEqual(
        await residentialIds(`${query}&sort=${sort}`),
      );
    }
  });

  it("finds the same properties for search=अंधेरी as for search=andheri", async () => {
    const latin = (await walk("/api/v1/properties?search=andheri")).ids;
    expect(latin.length).toBeGreaterThan(0);
    expect((await walk(`/api/v1/properties?search=${encodeURIComponent("अंधेरी")}`)).ids).toEqual(latin);
  });

  it("lists commercial properties as /commercial with kind=commercial", async () => {
    const { data } = await json("/api/v1/properties?kind=commercial&limit=100");
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((item) => (item as unknown as { kind: string }).kind === "commercial")).toBe(true);
  });

  it("describes a property in camelCase: whole rupees, area with its unit, lat/lng, each photo variant's URL", async () => {
    const { data } = await json("/api/v1/properties?limit=1");
    const property = data[0] as unknown as Record<string, unknown>;
    expect(property).toMatchObject({
      price: { amount: expect.any(Number), currency: "INR" },
      area: { value: expect.any(Number), unit: "sqft", basis: "carpet" },
      position: { lat: expect.any(Number), lng: expect.any(Number) },
      state: "active",
    });
    expect(Number.isInteger((property.price as { amount: number }).amount)).toBe(true);
    const photo = (property.photos as Record<string, string>[])[0];
    for (const variant of ["thumb", "card", "medium", "large"])
      expect(photo[variant]).toMatch(/^https?:\/\/.+\/uploads\//);
  });
});

describe("cursor paging", () => {
  it("visits every matching property exactly once, even while a new one is added during the walk", async () => {
    const before = (await walk("/api/v1/properties?location=Mumbai&limit=5")).ids;
    for (const sort of ["relevance", "price-low", "newest"]) {
      const { ids } = await walk(
        `/api/v1/properties?location=Mumbai&sort=${sort}&limit=5`,
        propertiesLoader,
        async () => {
          await db.insert(properties).values(
            testListing({
              title: `Added during the ${sort} walk`,
              location: "Powai, Mumbai",
              price: 10_000,
              featured: true,
            }),
          );
        },
      );
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of before) expect(ids).toContain(id);
    }
  });

  it("answers a malformed or foreign cursor with 400 naming cursor", async () => {
    for (const cursor of [
      "not a cursor",
      "%%%",
      encodeCursor({ sort: "relevance", after: ["x", "y", "z"] }),
      encodeCursor({ sort: "relevance", after: ["true", "2026-13-40T00:00:00.000000Z", "1"] }),
      encodeCursor({ sort: "relevance", after: ["true"] }),
      encodeCursor({ sort: "price-low", after: ["100", "1"] }),
      Buffer.from("[1,2]").toString("base64url"),
    ]) {
      const { status, body } = await problemOf(`/api/v1/properties?cursor=${encodeURIComponent(cursor)}`);
      expect(status, cursor).toBe(400);
      expect(body.errors?.map((error) => error.field)).toEqual(["cursor"]);
    }
  });
});

describe("modifiedSince: the incremental copy", () => {
  it("lists a listing changed since then and one marked sold, with its state", async () => {
    const since = new Date().toISOString();
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.active, true), eq(properties.type, "Residential")))
      .limit(2);
    const [changed, sold] = rows.map((row) => row.id);
    await db.update(properties).set({ price: 12_345_678 }).where(eq(properties.id, changed));
    // Listed (and kept in the API's answer cache) before it is sold.
    expect((await walk("/api/v1/properties?limit=100")).ids).toContain(sold);
    await db.insert(user).values({ id: "api-staff", name: "Staff", email: "api-staff@nivaas.test", role: "admin" });
    expect((await closeListing({ userId: "api-staff", name: "Staff", staff: true }, sold, "sold")).ok).toBe(true);

    const { data } = await json(`/api/v1/properties?modifiedSince=${encodeURIComponent(since)}&limit=100`);
    const ids = data.map((item) => item.id);
    expect(ids).toContain(changed);
    expect(data.find((item) => item.id === sold)?.state).toBe("sold");
    // Not on the public list any more: the sale's change keys dropped the kept answer.
    expect((await walk("/api/v1/properties?limit=100")).ids).not.toContain(sold);
  });

  it("reads the whole catalogue in one request per 100 items, and a repeat with the ETag answers 304", async () => {
    const since = "2000-01-01T00:00:00Z";
    const [{ total }] = await queryRows(
      z.object({ total: z.coerce.number() }),
      sql`select count(*) as total from properties where type = 'Residential'`,
    );
    const { ids, requests } = await walk(`/api/v1/properties?modifiedSince=${since}&limit=100`);
    expect(ids.length).toBe(total);
    expect(requests).toBe(Math.max(1, Math.ceil(total / 100)));
    const first = await get(`/api/v1/properties?modifiedSince=${since}&limit=100`, propertiesLoader);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toMatch(/public/);
    const again = await get(`/api/v1/properties?modifiedSince=${since}&limit=100`, propertiesLoader, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("bumps updated_at on every change, also from a statement that does not set it", async () => {
    const [row] = await db.select({ id: properties.id, updatedAt: properties.updatedAt }).from(properties).limit(1);
    await db.execute(sql`update properties set rating = 4.5, reviews = 2 where id = ${row.id}`);
    const [after] = await db
      .select({ updatedAt: properties.updatedAt })
      .from(properties)
      .where(eq(properties.id, row.id));
    expect(after.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
  });
});

describe("one item, projects and localities", () => {
  it("answers a property, a project and a locality by id, 404 for none and 400 for a malformed id", async () => {
    const { data } = await json("/api/v1/properties?limit=1");
    const id = String(data[0].id);
    const route = "/api/v1/properties/:id";
    expect((await get(`/api/v1/properties/${id}`, propertyLoader, { params: { id }, route })).status).toBe(200);
    expect(
      (await problemOf("/api/v1/properties/999999", propertyLoader, { params: { id: "999999" }, route })).status,
    ).toBe(404);
    const malformed = await problemOf("/api/v1/properties/abc", propertyLoader, { params: { id: "abc" }, route });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0].field).toBe("id");

    const projects = await walk("/api/v1/projects?limit=5", projectsLoader);
    expect(projects.ids.length).toBeGreaterThanOrEqual(15);
    const projectId = String(projects.ids[0]);
    const projectRoute = { params: { id: projectId }, route: "/api/v1/projects/:id" };
    expect((await get(`/api/v1/projects/${projectId}`, projectLoader, projectRoute)).status).toBe(200);

    const localities = await json("/api/v1/localities?limit=100", localitiesLoader);
    expect(localities.data.length).toBeGreaterThan(5);
    const slug = (localities.data[0] as unknown as { slug: string }).slug;
    const localityRoute = { params: { slug }, route: "/api/v1/localities/:slug" };
    expect((await get(`/api/v1/localities/${slug}`, localityLoader, localityRoute)).status).toBe(200);
    const slugs: string[] = [];
    let next: string | null = "/api/v1/localities?limit=4";
    while (next) {
      const page = (await json(next.replace(BASE, ""), localitiesLoader)) as unknown as {
        data: { slug: string }[];
        links: { next: string | null };
      };
      slugs.push(...page.data.map((locality) => locality.slug));
      next = page.links.next;
    }
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(localities.data.map((locality) => (locality as unknown as { slug: string }).slug));
  });
});

describe("malformed filters", () => {
  it.each([
    ["maxPrice=abc", "maxPrice"],
    ["minPrice=-5", "minPrice"],
    ["status=sold", "status"],
    ["limit=1000", "limit"],
    ["limit=0", "limit"],
    ["bedrooms=7", "bedrooms"],
    ["amenities=Helipad", "amenities"],
    ["kind=industrial", "kind"],
    ["type=Office", "type"],
    ["bbox=1,2", "bbox"],
    ["poly=1,1;2,2", "poly"],
    ["modifiedSince=yesterday", "modifiedSince"],
    ["modifiedSince=2026-01-01T00:00:00Z&sort=price-low", "sort"],
    ["sort=cheapest", "sort"],
    [`search=${"x".repeat(500)}`, "search"],
  ])("%s → 400 naming %s", async (query, field) => {
    const { status, body } = await problemOf(`/api/v1/properties?${query}`);
    expect(status).toBe(400);
    expect(body.errors?.map((error) => error.field)).toContain(field);
  });

  it("answers a malformed project or locality filter with 400 naming it", async () => {
    expect((await problemOf("/api/v1/projects?status=finished", projectsLoader)).body.errors?.[0].field).toBe("status");
    expect((await problemOf("/api/v1/localities?limit=x", localitiesLoader)).body.errors?.[0].field).toBe("limit");
    const slug = await problemOf("/api/v1/localities/Not%20A%20Slug", localityLoader, {
      params: { slug: "Not A Slug" },
      route: "/api/v1/localities/:slug",
    });
    expect(slug.body.errors?.[0].field).toBe("slug");
  });
});

describe("CORS", () => {
  it("lets any origin read public answers, without credentials", async () => {
    const response = await get("/api/v1/properties?limit=1", propertiesLoader, {
      headers: { origin: "https://partner.example" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("access-control-expose-headers")).toMatch(/ETag/);
  });

  it("answers a preflight for GET, and refuses one for a write", async () => {
    const preflight = (method: string) =>
      runPipeline(
        new Request(`${BASE}/api/v1/properties`, {
          method: "OPTIONS",
          headers: { origin: "https://partner.example", "access-control-request-method": method },
        }),
        () => {
          throw new Error("the pipeline answers a preflight");
        },
        { routePath: "/api/v1/properties" },
      ) as Promise<Response>;
    const allowed = await preflight("GET");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe("*");
    expect(allowed.headers.get("access-control-allow-methods")).toMatch(/GET/);
    expect(allowed.headers.get("access-control-allow-methods")).not.toMatch(/PUT|POST|DELETE/);
    const refused = await preflight("PUT");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();
  });
});
