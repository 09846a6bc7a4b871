/**
 * Anonymous public API reads answered before Express (app/web/api/fast-reads.server.ts,
 * ADR 042), on a real HTTP server whose full path is the request pipeline and
 * the endpoint's loader: a repeat is answered with the same bytes and headers
 * from kept bytes, with 304 for its ETag; a price change drops it; a key or a
 * cookie keeps the full path; the address's limit is counted locally, settled
 * with the shared store, and refuses with 429 and Retry-After once the shared
 * count is over, counts made elsewhere (another instance) included.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, notLike, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { properties } from "#app/platform/schema";
import { prepareFirstStart } from "#app/platform/seed.server";
import { announcePropertyChange, propertyScope } from "#app/domain/catalogue/change-keys.server";
import {
  API_LIMITS,
  apiRateStore,
  countApiRequest,
  resetApiCounts,
  settleApiCounts,
} from "#app/domain/api-access/api-key-limits.server";
import { fastReadCount, publicApiFastPath } from "#app/web/api/fast-reads.server";
import { freshReadCount } from "#app/web/api/endpoint.server";
import { observeRequests } from "#app/web/observability.server";
import { loader as propertiesLoader } from "#app/routes/api-v1/properties";
import { loader as propertyLoader } from "#app/routes/api-v1/property";
import { useTestDatabase } from "../helpers/database";
import { runPipeline } from "../helpers/pipeline";

useTestDatabase();

const addressOf = (req: http.IncomingMessage) => String(req.headers["x-test-address"] ?? "192.0.2.90");

/** The full path: the request pipeline and the route's loader, as React Router runs them. */
async function fullPath(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url!, `http://${req.headers.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const id = /^\/api\/v1\/properties\/(\d+)$/.exec(url.pathname)?.[1];
  const response = (await runPipeline(
    new Request(url, { headers }),
    (id ? propertyLoader : propertiesLoader) as never,
    {
      routePath: id ? "/api/v1/properties/:id" : "/api/v1/properties",
      params: id ? { id } : {},
      clientAddress: addressOf(req),
    },
  )) as Response;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

let fullPathAnswers = 0;
const fastPath = publicApiFastPath({ clientAddress: addressOf, trustsPeer: () => false });
const server = http.createServer((req, res) => {
  fastPath(req, res, () => {
    fullPathAnswers++;
    return fullPath(req, res);
  });
});
let base = "";
const defaultLimit = API_LIMITS.public.limit;

beforeAll(async () => {
  await prepareFirstStart({ seedDemo: true });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  API_LIMITS.public.limit = defaultLimit;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  API_LIMITS.public.limit = defaultLimit;
  await resetApiCounts();
});

const LIST = "/api/v1/properties?location=Mumbai&status=sale";

async function get(path: string, headers: Record<string, string> = {}) {
  const before = fullPathAnswers;
  const response = await fetch(base + path, { headers });
  return { response, text: await response.text(), full: fullPathAnswers > before };
}

/** A staff price edit as the domain makes it: the row changed, then its keys announced. */
async function setPrice(id: number, price: number) {
  const before = await propertyScope(id);
  await db.update(properties).set({ price }).where(eq(properties.id, id));
  await announcePropertyChange(id, before);
}

/** The headers both paths must agree on (the request id and the budget differ per request). */
function comparable(response: Response) {
  const names = ["etag", "cache-control", "surrogate-key", "cache-tag", "link", "access-control-allow-origin"];
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

describe("the API's fast path for anonymous reads", () => {
  it("behind the server's observation, a kept answer carries the id the observation gave its request", async () => {
    const observed = http.createServer(observeRequests((req, res) => fastPath(req, res, () => fullPath(req, res))));
    await new Promise<void>((resolve) => observed.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(observed.address() as AddressInfo).port}${LIST}`;
      await fetch(url).then((response) => response.arrayBuffer());
      const kept = await fetch(url, { headers: { "x-request-id": "client-chosen-id-42" } });
      await kept.arrayBuffer();
      expect(kept.status).toBe(200);
      expect(kept.headers.get("x-request-id")).toBe("client-chosen-id-42");
      const fresh = await fetch(url);
      await fresh.arrayBuffer();
      expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await new Promise((resolve) => observed.close(resolve));
    }
  });

  it("answers a repeat with the same bytes and headers as the full path, and 304 for its ETag", async () => {
    const first = await get(LIST);
    expect(first.full).toBe(true);
    expect(first.response.status).toBe(200);
    expect(fastReadCount()).toBeGreaterThan(0);
    const repeat = await get(LIST);
    expect(repeat.full).toBe(false);
    expect(repeat.response.status).toBe(200);
    expect(repeat.text).toBe(first.text);
    expect(comparable(repeat.response)).toEqual(comparable(first.response));
    expect(repeat.response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(repeat.response.headers.get("x-request-id")).toBeTruthy();
    expect(repeat.response.headers.get("x-request-id")).not.toBe(first.response.headers.get("x-request-id"));
    expect(repeat.response.headers.get("ratelimit-policy")).toBe(first.response.headers.get("ratelimit-policy"));
    expect(first.response.headers.get("ratelimit")).toBe(`"public";r=${defaultLimit - 1};t=60`);
    expect(repeat.response.headers.get("ratelimit")).toMatch(new RegExp(`^"public";r=${defaultLimit - 2};t=\\d+$`));
    expect(JSON.parse(repeat.text).data).toHaveLength(20);
    // Compressed for a client that asks, the same bytes once decoded (fetch decodes them).
    const gzipped = await get(LIST, { "accept-encoding": "gzip" });
    expect(gzipped.full).toBe(false);
    expect(gzipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.text).toBe(first.text);

    const unchanged = await get(LIST, { "if-none-match": first.response.headers.get("etag")! });
    expect(unchanged.full).toBe(false);
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.text).toBe("");
    expect(unchanged.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
  });

  it("leaves requests with a key or a cookie to the full path", async () => {
    await get(LIST);
    const keyed = await get(LIST, { "x-api-key": "nvs_not-a-key" });
    expect(keyed.full).toBe(true);
    expect(keyed.response.status).toBe(401);
    const withCookie = await get(LIST, { cookie: "theme=dark" });
    expect(withCookie.full).toBe(true);
    expect(withCookie.response.status).toBe(200);
  });

  it("drops a kept answer when a property on it changes price, on the next request", async () => {
    const first = await get(LIST);
    const item = (JSON.parse(first.text) as { data: { id: number; price: { amount: number } }[] }).data[0];
    expect((await get(LIST)).full).toBe(false);
    const one = `/api/v1/properties/${item.id}`;
    await get(one);
    expect((await get(one)).full).toBe(false);

    await setPrice(item.id, item.price.amount + 1000);

    for (const path of [LIST, one]) {
      const after = await get(path);
      expect(after.full, path).toBe(true);
      expect(after.text).not.toBe(path === LIST ? first.text : "");
      expect(after.text).toContain(`"amount":${item.price.amount + 1000}`);
      expect((await get(path)).full, path).toBe(false);
    }
  });

  it("keeps a kept answer when a property outside its place changes price (keyed as the list pages, ADR 053)", async () => {
    await get(LIST);
    expect((await get(LIST)).full).toBe(false);
    const [elsewhere] = await db
      .select({ id: properties.id, price: properties.price })
      .from(properties)
      .where(
        and(
          eq(properties.type, "Residential"),
          eq(properties.status, "sale"),
          eq(properties.active, true),
          eq(properties.city, "Pune"),
          notLike(properties.locationKey, "%mumbai%"),
        ),
      )
      .limit(1);
    await setPrice(elsewhere.id, elsewhere.price + 1000);
    expect((await get(LIST)).full).toBe(false);
  });

  it("keeps the incremental copy until a property changes, public or not (a hidden one's edit names its key)", async () => {
    const [item] = await db
      .select({ id: properties.id, price: properties.price })
      .from(properties)
      .where(and(eq(properties.active, true), eq(properties.type, "Residential")))
      .limit(1);
    const since = new Date(Date.now() - 1000).toISOString();
    const before = await propertyScope(item.id);
    await db.update(properties).set({ active: false }).where(eq(properties.id, item.id));
    await announcePropertyChange(item.id, before);
    const COPY = `/api/v1/properties?modifiedSince=${encodeURIComponent(since)}`;
    const first = await get(COPY);
    expect(first.response.status).toBe(200);
    expect(first.text).toContain(`"id":${item.id},`);
    expect((await get(COPY)).full).toBe(false);

    // Hidden before and after: no public page changes, but the copy shows its new price and time of change.
    await setPrice(item.id, item.price + 500);
    const after = await get(COPY);
    expect(after.full).toBe(true);
    expect(after.text).toContain(`"amount":${item.price + 500}`);
    expect((await get(COPY)).full).toBe(false);
  });

  it("after a change, readers asking at once share one read, and the answer is the changed one", async () => {
    const first = await get(LIST);
    const item = (JSON.parse(first.text) as { data: { id: number; price: { amount: number } }[] }).data[0];
    await setPrice(item.id, item.price.amount + 2000);
    const readsBefore = freshReadCount();
    // The database busy for a moment, as under load: the ten arrive while the first read waits for it.
    const busy = db.execute(sql`select pg_sleep(0.3)`);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(LIST)));
    await busy;
    expect(freshReadCount() - readsBefore).toBe(1);
    for (const answer of answers) {
      expect(answer.response.status).toBe(200);
      expect(answer.text).toContain(`"amount":${item.price.amount + 2000}`);
    }
  });

  it("refuses an address over its limit with 429 and Retry-After, counting what other instances counted", async () => {
    API_LIMITS.public.limit = 5;
    const address = { "x-test-address": "198.51.100.77" };
    await get(LIST, address);
    for (let n = 2; n <= 5; n++) {
      const answer = await get(LIST, address);
      expect(answer.full).toBe(false);
      expect(answer.response.status, `request ${n}`).toBe(200);
    }
    const over = await get(LIST, address);
    expect(over.full).toBe(false);
    expect(over.response.status).toBe(429);
    expect(over.response.headers.get("content-type")).toBe("application/problem+json");
    expect(Number(over.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.response.headers.get("ratelimit")).toMatch(/^"public";r=0;t=\d+$/);
    expect(over.response.headers.get("access-control-allow-origin")).toBe("*");
    expect(JSON.parse(over.text)).toMatchObject({ status: 429 });
    // Another address has its own budget.
    expect((await get(LIST, { "x-test-address": "198.51.100.78" })).response.status).toBe(200);

    // The local counts reach the shared store: the full path (any instance) sees them.
    await settleApiCounts();
    const shared = await countApiRequest("public", "198.51.100.77");
    expect(shared.allowed).toBe(false);

    // An address that spent its budget on another instance (counted in the shared store only) is refused here
    // once the counts are settled, though this instance answered it once only.
    const elsewhere = "198.51.100.79";
    expect((await get(LIST, { "x-test-address": elsewhere })).response.status).toBe(200);
    for (let n = 0; n < 5; n++) await apiRateStore.hit(`api-public ${elsewhere}`, API_LIMITS.public.windowMs);
    // Not known here yet: answered (the bounded overshoot of ADR 042)…
    const beforeSettle = await get(LIST, { "x-test-address": elsewhere });
    expect(beforeSettle.full).toBe(false);
    expect(beforeSettle.response.status).toBe(200);
    // …and refused once this instance has settled with the store.
    await settleApiCounts();
    const refused = await get(LIST, { "x-test-address": elsewhere });
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
