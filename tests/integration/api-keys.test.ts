/**
 * API keys and limits (ADR 037): making, hashing, listing, revoking and
 * expiring keys and the page that does it; the API's key checks (401, 403,
 * 429 with Retry-After and RateLimit headers); the write endpoints (PUT
 * creates, an identical PUT changes nothing, another account's reference is
 * 404) and Idempotency-Key (replay, 422 for another body). Every answer of
 * the writes is validated against the committed OpenAPI document.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase, usingPostgres } from "../helpers/database";
import { actionArgs, runPipeline, statusOf } from "../helpers/pipeline";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import {
  apiIdempotency,
  apiKeys,
  localities,
  properties,
  propertyListings,
  supplierProfiles,
} from "#app/platform/schema";
import {
  authenticateApiKey,
  createApiKey,
  hashApiKey,
  listApiKeys,
  mayHoldApiKeys,
  revokeApiKey,
} from "#app/domain/api-access/api-keys.server";
import { API_LIMITS, resetApiCounts } from "#app/domain/api-access/api-key-limits.server";
import { claimIdempotencyKey, IDEMPOTENCY_TTL_MS } from "#app/domain/api-access/idempotency.server";
import { validate } from "#app/lib/form/field-errors";
import { API_KEY_MESSAGES, apiKeyFormSchema, endOfIndianDay } from "#app/lib/validation/api-keys";
import { todayInIndia } from "#app/lib/format";
import * as keysPage from "#app/routes/account-api-keys";
import * as listingsRoute from "#app/routes/api-v1/listing";
import * as propertiesRoute from "#app/routes/api-v1/properties";
import * as propertyRoute from "#app/routes/api-v1/property";
import * as openApiRoute from "#app/routes/api-v1/openapi-json";
import { updateSettings } from "#app/domain/site/settings.server";

useTestDatabase();

const BASE = "http://localhost";
const accounts = { agent: "", builder: "", seeker: "", other: "" };
let agentCookie = "";
let seekerCookie = "";

async function newAccount(email: string, name: string, role: "user" | "agent" | "admin") {
  const auth = await getAuth();
  const created = await auth.api.createUser({
    body: { email, password: "account-pass-2026", name, role, data: { emailVerified: true } },
  });
  return created.user.id;
}

async function sessionCookie(email: string) {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password: "account-pass-2026" }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const actor = (id: string) => ({ id, name: "Tester" });
const form = (input: Record<string, unknown>) => {
  const checked = validate(apiKeyFormSchema, input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.data;
};

async function keyFor(userId: string, scopes: string[], expiresOn?: string) {
  const created = await createApiKey(actor(userId), form({ name: `key ${scopes.join("+")}`, scopes, expiresOn }));
  if (!created.ok) throw new Error("no key");
  return created.secret;
}

beforeAll(async () => {
  accounts.agent = await newAccount("agent@keys.test", "Asha Agent", "agent");
  accounts.builder = await newAccount("builder@keys.test", "Bharat Builder", "user");
  accounts.seeker = await newAccount("seeker@keys.test", "Sunil Seeker", "user");
  accounts.other = await newAccount("other@keys.test", "Omkar Agent", "agent");
  await db.insert(supplierProfiles).values({
    userId: accounts.builder,
    kind: "builder",
    name: "Bharat Constructions",
    slug: "bharat-constructions",
    reraProjects: ["P51800012345"],
    status: "approved",
  });
  agentCookie = await sessionCookie("agent@keys.test");
  seekerCookie = await sessionCookie("seeker@keys.test");
});

describe("who may hold keys", () => {
  it("agents, approved builders and staff; not a plain account", async () => {
    expect(await mayHoldApiKeys({ id: accounts.agent, role: "agent" })).toBe(true);
    expect(await mayHoldApiKeys({ id: accounts.builder, role: "user" })).toBe(true);
    expect(await mayHoldApiKeys({ id: accounts.seeker, role: "admin" })).toBe(true);
    expect(await mayHoldApiKeys({ id: accounts.seeker, role: "user" })).toBe(false);
  });
});

describe("the key form's rules", () => {
  it("needs a name and a scope, and an expiry after today if any", () => {
    const empty = validate(apiKeyFormSchema, { name: " ", scopes: [] });
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.errors.name).toBe(API_KEY_MESSAGES.name);
      expect(empty.errors.scopes).toBe(API_KEY_MESSAGES.scopes);
    }
    for (const expiresOn of [todayInIndia(), "2020-01-01", "2031-02-31", "tomorrow", "2099-01-01"]) {
      const checked = validate(apiKeyFormSchema, { name: "CRM", scopes: ["read"], expiresOn });
      expect(checked.ok, expiresOn).toBe(false);
      if (!checked.ok) expect(checked.errors.expiresOn).toBe(API_KEY_MESSAGES.expiresOn);
    }
    expect(form({ name: "CRM", scopes: ["write", "read", "read"], expiresOn: "" })).toEqual({
      name: "CRM",
      scopes: ["read", "write"],
      expiresOn: null,
    });
  });
});

describe("keys", () => {
  it("are random, stored only as their SHA-256 with a short prefix, and listed without the secret", async () => {
    const created = await createApiKey(actor(accounts.agent), form({ name: "Office CRM", scopes: ["read", "write"] }));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.secret).toMatch(/^nvs_[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(crypto.createHash("sha256").update(created.secret).digest("hex"));
    expect(row.keyHash).toBe(hashApiKey(created.secret));
    expect(row.prefix).toBe(created.secret.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
    const listed = await listApiKeys(accounts.agent);
    expect(listed.find((key) => key.id === created.id)).toMatchObject({
      name: "Office CRM",
      prefix: created.secret.slice(0, 12),
      scopes: ["read", "write"],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const other = await createApiKey(actor(accounts.agent), form({ name: "Second", scopes: ["read"] }));
    expect(other.ok && other.secret).not.toBe(created.secret);
  });

  it("authenticate with their scopes and record when they were last used", async () => {
    const secret = await keyFor(accounts.builder, ["write"]);
    const principal = await authenticateApiKey(secret);
    expect(principal).toMatchObject({ userId: accounts.builder, scopes: ["write"], verified: true });
    const [row] = await db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.keyHash, hashApiKey(secret)));
    expect(row.lastUsedAt).not.toBeNull();
    expect(await authenticateApiKey(`${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`)).toBeNull();
    expect(await authenticateApiKey("not a key")).toBeNull();
  });

  it("stop working at the end of their last day in India", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
    const secret = await keyFor(accounts.agent, ["read"], tomorrow);
    const end = endOfIndianDay(tomorrow);
    expect(end.toISOString()).toBe(new Date(`${tomorrow}T18:30:00Z`).toISOString());
    expect(await authenticateApiKey(secret, new Date(end.getTime() - 1000))).not.toBeNull();
    expect(await authenticateApiKey(secret, end)).toBeNull();
  });

  it("are revoked by their owner only, and a revoked key is refused by the next lookup", async () => {
    const secret = await keyFor(accounts.agent, ["read"]);
    const principal = await authenticateApiKey(secret);
    expect(principal).not.toBeNull();
    expect(await revokeApiKey(actor(accounts.other), principal!.keyId)).toBe("not-found");
    expect(await authenticateApiKey(secret)).not.toBeNull();
    expect(await revokeApiKey(actor(accounts.agent), principal!.keyId)).toBe("revoked");
    expect(await authenticateApiKey(secret)).toBeNull();
    expect(await revokeApiKey(actor(accounts.agent), principal!.keyId)).toBe("not-found");
  });

  it.runIf(usingPostgres)("revoked through another instance's connection, is refused here at once", async () => {
    const secret = await keyFor(accounts.agent, ["read"]);
    expect(await authenticateApiKey(secret)).not.toBeNull();
    // Another instance: its own connection to the same database.
    const { default: pg } = await import("pg");
    const url = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const server = new URL(process.env.TEST_DATABASE_URL!);
    server.pathname = `/${url.rows[0].name}`;
    const other = new pg.Client({ connectionString: server.toString() });
    await other.connect();
    try {
      await other.query("update api_keys set revoked_at = now() where key_hash = $1", [hashApiKey(secret)]);
    } finally {
      await other.end();
    }
    expect(await authenticateApiKey(secret)).toBeNull();
  });

  it("of an account that may no longer hold keys stop working", async () => {
    const id = await newAccount("demoted@keys.test", "Deepa Demoted", "agent");
    const secret = await keyFor(id, ["read"]);
    expect(await authenticateApiKey(secret)).not.toBeNull();
    await db.execute(sql`update "user" set role = 'user' where id = ${id}`);
    expect(await authenticateApiKey(secret)).toBeNull();
  });
});

describe("idempotency claims", () => {
  it("first, then replay of the kept answer, mismatch for another request, and a fresh start after 24 hours", async () => {
    const owner = accounts.other;
    expect(await claimIdempotencyKey(owner, "claim-1", "a")).toEqual({ kind: "first" });
    expect(await claimIdempotencyKey(owner, "claim-1", "a")).toEqual({ kind: "in-progress" });
    await db
      .update(apiIdempotency)
      .set({ status: 201, headers: { "Content-Type": "application/json" }, body: "{}" })
      .where(eq(apiIdempotency.key, "claim-1"));
    expect(await claimIdempotencyKey(owner, "claim-1", "a")).toEqual({
      kind: "replay",
      answer: { status: 201, headers: { "Content-Type": "application/json" }, body: "{}" },
    });
    expect(await claimIdempotencyKey(owner, "claim-1", "b")).toEqual({ kind: "mismatch" });
    // The same key of another account is another key.
    expect(await claimIdempotencyKey(accounts.agent, "claim-1", "b")).toEqual({ kind: "first" });
    await db
      .update(apiIdempotency)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 1000) })
      .where(eq(apiIdempotency.userId, owner));
    expect(await claimIdempotencyKey(owner, "claim-1", "b")).toEqual({ kind: "first" });
  });
});

// ---------------------------------------------------------------- the page

function post(path: string, fields: Record<string, string | string[]>, cookie: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, cookie },
    body,
  });
}

async function pageAction(fields: Record<string, string | string[]>, cookie: string) {
  return keysPage.action(await actionArgs(post("/account/api-keys", fields, cookie)));
}

const dataOf = (result: unknown) => (result as { data?: unknown }).data ?? result;

describe("/account/api-keys", () => {
  it("sends a visitor to sign in, and tells an account that may not hold keys why", async () => {
    const visitor = await runPipeline(new Request(`${BASE}/account/api-keys`), keysPage.loader as never).catch(
      (thrown) => thrown,
    );
    expect(statusOf(visitor)).toBe(302);
    const seeker = await runPipeline(
      new Request(`${BASE}/account/api-keys`, { headers: { cookie: seekerCookie } }),
      keysPage.loader as never,
    );
    expect(seeker).toEqual({ allowed: false, keys: [] });
    const refused = await pageAction({ intent: "create", name: "Mine", scopes: "read" }, seekerCookie);
    expect(statusOf(refused)).toBe(403);
  });

  it("creates a key shown once, lists it by prefix, and revokes it", async () => {
    const bad = await pageAction({ intent: "create", name: "", expiresOn: "2001-01-01" }, agentCookie);
    expect(statusOf(bad)).toBe(400);
    expect(dataOf(bad)).toMatchObject({
      ok: false,
      errors: { name: API_KEY_MESSAGES.name, scopes: API_KEY_MESSAGES.scopes, expiresOn: API_KEY_MESSAGES.expiresOn },
      values: { expiresOn: "2001-01-01" },
    });

    const made = (await pageAction(
      { intent: "create", name: "Website sync", scopes: ["read", "write"] },
      agentCookie,
    )) as {
      ok: boolean;
      secret: string;
    };
    expect(made).toMatchObject({ ok: true, message: API_KEY_MESSAGES.created, name: "Website sync" });
    const page = (await runPipeline(
      new Request(`${BASE}/account/api-keys`, { headers: { cookie: agentCookie } }),
      keysPage.loader as never,
    )) as { keys: { id: number; name: string; prefix: string }[] };
    const listed = page.keys.find((key) => key.name === "Website sync")!;
    expect(listed.prefix).toBe(made.secret.slice(0, 12));
    expect(JSON.stringify(page)).not.toContain(made.secret);
    expect(await authenticateApiKey(made.secret)).not.toBeNull();

    const revoked = await pageAction({ intent: "revoke", id: String(listed.id) }, agentCookie);
    expect(revoked).toMatchObject({ ok: true, message: API_KEY_MESSAGES.revoked });
    expect(await authenticateApiKey(made.secret)).toBeNull();
    const again = await pageAction({ intent: "revoke", id: String(listed.id) }, agentCookie);
    expect(statusOf(again)).toBe(404);
  });
});

// ---------------------------------------------------------------- the API

const LISTING = {
  propertyType: "residential",
  category: "Apartment",
  title: "Two-bedroom flat near the station",
  description: "A bright two-bedroom flat with a balcony, five minutes from the station, in a quiet society.",
  address: "12 Station Road",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400058",
  area: 850,
  bedrooms: 2,
  bathrooms: 2,
  parking: 1,
  amenities: ["Lift"],
  listingType: "sale",
  price: 15_000_000,
  ownerName: "Asha Agent",
  ownerPhone: "9876543210",
  ownerEmail: "agent@keys.test",
  locality: "Andheri West",
};

function apiRequest(
  method: string,
  ref: string,
  { key, body, headers = {} }: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
  return new Request(`${BASE}/api/v1/listings/${encodeURIComponent(ref)}`, {
    method,
    headers: {
      ...(text !== undefined ? { "content-type": "application/json" } : {}),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: text,
  });
}

const openapi = JSON.parse(fs.readFileSync(path.resolve("docs/api/openapi.json"), "utf8")) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openapi, "openapi.json");
const WRITE_PATH = "/api/v1/listings/{externalRef}";
const pointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/** A write's answer is one the document lists for its method, with a body its schema accepts. */
async function expectDocumented(method: string, response: Response) {
  const operation = method.toLowerCase();
  expect(
    openapi.paths[WRITE_PATH][operation].responses[String(response.status)],
    `${method} ${response.status}`,
  ).toBeDefined();
  const type = (response.headers.get("content-type") ?? "").split(";")[0];
  const ref = `openapi.json#/paths/${pointer(WRITE_PATH)}/${operation}/responses/${response.status}/content/${pointer(type)}/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const body: unknown = await response.clone().json();
  expect(validate(body), `${method} ${response.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

const READ_PATH = "/api/v1/listings/{externalRef}";

/** A GET of one's listing answers as the document says for that status. */
async function expectDocumentedRead(response: Response) {
  expect(openapi.paths[READ_PATH].get.responses[String(response.status)], `GET ${response.status}`).toBeDefined();
  const type = (response.headers.get("content-type") ?? "").split(";")[0];
  const ref = `openapi.json#/paths/${pointer(READ_PATH)}/get/responses/${response.status}/content/${pointer(type)}/schema`;
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const body: unknown = await response.clone().json();
  expect(validate(body), `GET ${response.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

async function callApi(request: Request, clientAddress = "198.51.100.7"): Promise<Response> {
  const handler = request.method === "GET" ? listingsRoute.loader : listingsRoute.action;
  const ref = decodeURIComponent(new URL(request.url).pathname.split("/").pop()!);
  let response: Response;
  try {
    response = (await runPipeline(request, handler as never, {
      routePath: "/api/v1/listings/:externalRef",
      params: { externalRef: ref },
      clientAddress,
    })) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  if (request.method === "PUT" || request.method === "DELETE") await expectDocumented(request.method, response);
  return response;
}

async function problemOf(response: Response) {
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  return (await response.json()) as { status: number; errors?: { field: string; message: string }[] };
}

describe("/api/v1/listings/{externalRef}", () => {
  let writeKey = "";
  let readKey = "";
  let otherKey = "";

  beforeAll(async () => {
    await db
      .insert(localities)
      .values({ slug: "andheri-west", name: "Andheri West", city: "Mumbai", centre: { x: 72.8361, y: 19.1364 } })
      .onConflictDoNothing();
    writeKey = await keyFor(accounts.agent, ["read", "write"]);
    readKey = await keyFor(accounts.agent, ["read"]);
    otherKey = await keyFor(accounts.other, ["read", "write"]);
  });
  beforeEach(() => resetApiCounts());

  it("no key is 401, a read key is 403, an unknown or revoked key is 401, as problem documents", async () => {
    const anonymous = await callApi(apiRequest("PUT", "AG-1", { body: LISTING }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
    expect((await problemOf(anonymous)).status).toBe(401);
    const readOnly = await callApi(apiRequest("PUT", "AG-1", { key: readKey, body: LISTING }));
    expect(readOnly.status).toBe(403);
    await problemOf(readOnly);
    const unknown = await callApi(apiRequest("PUT", "AG-1", { key: `nvs_${"x".repeat(43)}`, body: LISTING }));
    expect(unknown.status).toBe(401);
    const principal = await authenticateApiKey(await keyFor(accounts.agent, ["write"]));
    const revokedSecret = await keyFor(accounts.agent, ["write"]);
    const revokedId = (await authenticateApiKey(revokedSecret))!.keyId;
    await revokeApiKey(actor(accounts.agent), revokedId);
    expect(principal).not.toBeNull();
    const revoked = await callApi(apiRequest("DELETE", "AG-1", { key: revokedSecret }));
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get("access-control-allow-origin")).toBeNull();
    // Never cross-origin, even with a good key.
    const crossSite = await callApi(
      apiRequest("PUT", "AG-1", { key: writeKey, body: LISTING, headers: { origin: "https://partner.example" } }),
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("access-control-allow-origin")).toBeNull();
    await problemOf(crossSite);
  });

  it("PUT creates the caller's listing, an identical PUT changes nothing, a changed one updates it", async () => {
    const created = await callApi(apiRequest("PUT", "AG-100", { key: writeKey, body: LISTING }));
    expect(created.status).toBe(201);
    const first = (await created.json()) as { outcome: string; listingId: number; published: boolean };
    expect(first).toMatchObject({ externalRef: "AG-100", outcome: "new", published: false });
    expect(created.headers.get("x-request-id")).toBeTruthy();
    expect(created.headers.get("ratelimit-policy")).toBe(`"write";q=${API_LIMITS.write.limit};w=60`);
    expect(created.headers.get("ratelimit")).toMatch(/^"write";r=\d+;t=\d+$/);
    expect(created.headers.get("access-control-allow-origin")).toBeNull();
    const [submission] = await db.select().from(propertyListings).where(eq(propertyListings.id, first.listingId));
    expect(submission).toBeTruthy();

    const again = await callApi(apiRequest("PUT", "AG-100", { key: writeKey, body: LISTING }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: "unchanged", listingId: first.listingId });

    const changed = await callApi(
      apiRequest("PUT", "AG-100", { key: writeKey, body: { ...LISTING, price: 14_500_000 } }),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ outcome: "changed" });
  });

  it("a verified builder's listing is published at once; DELETE withdraws it; another account's reference is 404", async () => {
    const builderKey = await keyFor(accounts.builder, ["write"]);
    const put = await callApi(
      apiRequest("PUT", "BLD/7", { key: builderKey, body: { ...LISTING, reraNumber: "P51800012345" } }),
    );
    expect(put.status).toBe(201);
    const body = (await put.json()) as { listingId: number; published: boolean };
    expect(body.published).toBe(true);
    const [property] = await db.select().from(properties).where(eq(properties.id, body.listingId));
    expect(property.active).toBe(true);

    const foreign = await callApi(apiRequest("DELETE", "BLD/7", { key: otherKey }));
    expect(foreign.status).toBe(404);
    await problemOf(foreign);
    const [still] = await db.select().from(properties).where(eq(properties.id, body.listingId));
    expect(still.active).toBe(true);

    const withdrawn = await callApi(apiRequest("DELETE", "BLD/7", { key: builderKey }));
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ externalRef: "BLD/7", outcome: "withdrawn" });
    const [gone] = await db.select().from(properties).where(eq(properties.id, body.listingId));
    expect(gone.active).toBe(false);
    expect((await callApi(apiRequest("DELETE", "NEVER-MADE", { key: builderKey }))).status).toBe(404);
  });

  it("a malformed body or a refused field is a 400 naming the field, never a 5xx", async () => {
    const broken = await callApi(apiRequest("PUT", "AG-2", { key: writeKey, body: "{not json" }));
    expect(broken.status).toBe(400);
    expect((await problemOf(broken)).errors?.[0].field).toBe("(body)");
    const list = await callApi(apiRequest("PUT", "AG-2", { key: writeKey, body: [1, 2] }));
    expect(list.status).toBe(400);
    const price = await callApi(apiRequest("PUT", "AG-2", { key: writeKey, body: { ...LISTING, price: -5 } }));
    expect(price.status).toBe(400);
    expect((await problemOf(price)).errors?.map((error) => error.field)).toContain("price");
    const photos = await callApi(apiRequest("PUT", "AG-2", { key: writeKey, body: { ...LISTING, photoUrls: "x" } }));
    expect(photos.status).toBe(400);
    expect((await problemOf(photos)).errors?.[0].field).toBe("photoUrls");
    const wrongType = await callApi(
      new Request(`${BASE}/api/v1/listings/AG-2`, {
        method: "PUT",
        headers: { authorization: `Bearer ${writeKey}`, "content-type": "text/plain" },
        body: "hello",
      }),
    );
    expect(wrongType.status).toBe(415);
    await problemOf(wrongType);
    const huge = await callApi(
      apiRequest("PUT", "AG-2", { key: writeKey, body: { ...LISTING, description: "x".repeat(70_000) } }),
    );
    expect(huge.status).toBe(413);
    await problemOf(huge);
  });

  it("replays the first answer to a repeated Idempotency-Key, and refuses another body with it (422)", async () => {
    const headers = { "idempotency-key": "6f1c2a9e-0000-4000-8000-000000000001" };
    const first = await callApi(apiRequest("PUT", "AG-300", { key: writeKey, body: LISTING, headers }));
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const repeat = await callApi(apiRequest("PUT", "AG-300", { key: writeKey, body: LISTING, headers }));
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(await repeat.text()).toBe(firstBody);
    const other = await callApi(
      apiRequest("PUT", "AG-300", { key: writeKey, body: { ...LISTING, price: 1 }, headers }),
    );
    expect(other.status).toBe(422);
    await problemOf(other);
    // Without the header the same PUT runs again and finds nothing to change.
    const plain = await callApi(apiRequest("PUT", "AG-300", { key: writeKey, body: LISTING }));
    expect(await plain.json()).toMatchObject({ outcome: "unchanged" });
    const badKey = await callApi(
      apiRequest("PUT", "AG-300", { key: writeKey, body: LISTING, headers: { "idempotency-key": "" } }),
    );
    expect(badKey.status).toBe(400);
  });

  it("the 61st write in a minute is 429 with Retry-After, for that key only", async () => {
    const key = await keyFor(accounts.other, ["write"]);
    for (let n = 1; n <= API_LIMITS.write.limit; n += 1) {
      const answer = await callApi(apiRequest("DELETE", `NONE-${n}`, { key }));
      expect(answer.status, `write ${n}`).toBe(404);
      expect(answer.headers.get("ratelimit")).toMatch(new RegExp(`^"write";r=${API_LIMITS.write.limit - n};t=\\d+$`));
    }
    const refused = await callApi(apiRequest("DELETE", "NONE-61", { key }));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit")).toMatch(/^"write";r=0;t=\d+$/);
    expect((await problemOf(refused)).status).toBe(429);
    // Another key of the same account has its own budget.
    const fresh = await keyFor(accounts.other, ["write"]);
    expect((await callApi(apiRequest("DELETE", "NONE-62", { key: fresh }))).status).toBe(404);
  });

  it("reads: no key is the per-address limit, a read key its own, a bad key 401, a key without read 403", async () => {
    const read = (headers: Record<string, string>, clientAddress = "192.0.2.44") =>
      runPipeline(new Request(`${BASE}/api/v1/properties?limit=1`, { headers }), propertiesRoute.loader as never, {
        routePath: "/api/v1/properties",
        clientAddress,
      }) as Promise<Response>;
    const anonymous = await read({});
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("ratelimit-policy")).toBe(`"public";q=${API_LIMITS.public.limit};w=60`);
    expect(anonymous.headers.get("ratelimit")).toBe(`"public";r=${API_LIMITS.public.limit - 1};t=60`);
    expect(anonymous.headers.get("access-control-allow-origin")).toBe("*");
    const keyed = await read({ "x-api-key": readKey });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get("ratelimit-policy")).toBe(`"read";q=${API_LIMITS.read.limit};w=60`);
    const bad = await read({ authorization: "Bearer nope" });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("access-control-allow-origin")).toBe("*");
    const writeOnly = await read({ authorization: `Bearer ${await keyFor(accounts.agent, ["write"])}` });
    expect(writeOnly.status).toBe(403);
    // The public limit is per address: one address over it is 429, another is not.
    for (let n = 1; n <= API_LIMITS.public.limit; n += 1) await read({}, "192.0.2.45");
    const over = await read({}, "192.0.2.45");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await read({}, "192.0.2.46")).status).toBe(200);
  });

  it("other methods are 405", async () => {
    const answer = await callApi(apiRequest("PATCH", "AG-100", { key: writeKey, body: LISTING }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE");
  });

  it("GET reads the caller's own listing by reference as /properties/{id} does; another's is 404, no key 401", async () => {
    const builderRead = await keyFor(accounts.builder, ["read"]);
    const builderWrite = await keyFor(accounts.builder, ["write"]);
    const put = await callApi(
      apiRequest("PUT", "BLD-GET/1", { key: builderWrite, body: { ...LISTING, reraNumber: "P51800012345" } }),
    );
    expect(put.status).toBe(201);
    const { listingId } = (await put.json()) as { listingId: number };

    const own = await callApi(apiRequest("GET", "BLD-GET/1", { key: builderRead }));
    expect(own.status).toBe(200);
    await expectDocumentedRead(own);
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    expect(own.headers.get("ratelimit-policy")).toBe(`"read";q=${API_LIMITS.read.limit};w=60`);
    const byId = (await runPipeline(
      new Request(`${BASE}/api/v1/properties/${listingId}`),
      propertyRoute.loader as never,
      { routePath: "/api/v1/properties/:id", params: { id: String(listingId) } },
    )) as Response;
    expect(byId.status).toBe(200);
    const ownText = await own.text();
    expect(ownText).toBe(await byId.text());
    const unchanged = await callApi(
      apiRequest("GET", "BLD-GET/1", { key: builderRead, headers: { "if-none-match": own.headers.get("etag")! } }),
    );
    expect(unchanged.status).toBe(304);

    // Another account's reference is not the caller's: 404, as a reference never used.
    const foreign = await callApi(apiRequest("GET", "BLD-GET/1", { key: readKey }));
    expect(foreign.status).toBe(404);
    await expectDocumentedRead(foreign);
    expect((await callApi(apiRequest("GET", "NEVER-MADE", { key: builderRead }))).status).toBe(404);
    // An unverified agent's listing waits for review: no property yet.
    expect((await callApi(apiRequest("PUT", "AG-GET", { key: writeKey, body: LISTING }))).status).toBe(201);
    expect((await callApi(apiRequest("GET", "AG-GET", { key: readKey }))).status).toBe(404);
    const anonymous = await callApi(apiRequest("GET", "BLD-GET/1"));
    expect(anonymous.status).toBe(401);
    await expectDocumentedRead(anonymous);
    expect((await callApi(apiRequest("GET", "BLD-GET/1", { key: builderWrite }))).status).toBe(403);

    // Withdrawn, it is still its owner's, with its state.
    expect((await callApi(apiRequest("DELETE", "BLD-GET/1", { key: builderWrite }))).status).toBe(200);
    const withdrawn = await callApi(apiRequest("GET", "BLD-GET/1", { key: builderRead }));
    expect(withdrawn.status).toBe(200);
    expect(((await withdrawn.json()) as { state: string }).state).toBe("withdrawn");
  });

  it("/api/v1/openapi.json carries the RateLimit headers of a public read, 304 included", async () => {
    const fetchDocument = (headers: Record<string, string> = {}) =>
      runPipeline(new Request(`${BASE}/api/v1/openapi.json`, { headers }), openApiRoute.loader as never, {
        routePath: "/api/v1/openapi.json",
        clientAddress: "192.0.2.60",
      }) as Promise<Response>;
    const served = await fetchDocument();
    expect(served.status).toBe(200);
    expect(served.headers.get("ratelimit-policy")).toBe(`"public";q=${API_LIMITS.public.limit};w=60`);
    expect(served.headers.get("ratelimit")).toBe(`"public";r=${API_LIMITS.public.limit - 1};t=60`);
    const again = await fetchDocument({ "if-none-match": served.headers.get("etag")! });
    expect(again.status).toBe(304);
    expect(again.headers.get("ratelimit")).toMatch(new RegExp(`^"public";r=${API_LIMITS.public.limit - 2};t=\\d+$`));
    const keyed = await fetchDocument({ authorization: `Bearer ${readKey}` });
    expect(keyed.headers.get("ratelimit-policy")).toBe(`"read";q=${API_LIMITS.read.limit};w=60`);
    expect((await fetchDocument({ authorization: "Bearer nope" })).status).toBe(401);
  });
});

describe("maintenance mode and the API", () => {
  let staffWrite = "";
  let agentWrite = "";
  beforeAll(async () => {
    const staff = await newAccount("staff@keys.test", "Sita Staff", "admin");
    staffWrite = await keyFor(staff, ["read", "write"]);
    agentWrite = await keyFor(accounts.agent, ["read", "write"]);
    await updateSettings({ maintenanceMode: true });
  });
  afterAll(() => updateSettings({ maintenanceMode: false }));
  beforeEach(() => resetApiCounts());

  it("holds writes with 503 except a staff member's key, as the pages do; reads are answered", async () => {
    const held = await callApi(apiRequest("PUT", "AG-MAINT", { key: agentWrite, body: LISTING }));
    expect(held.status).toBe(503);
    expect(held.headers.get("retry-after")).toBe("1800");
    await problemOf(held);
    expect((await callApi(apiRequest("PUT", "AG-MAINT", { body: LISTING }))).status).toBe(503);
    expect((await callApi(apiRequest("PUT", "AG-MAINT", { key: "nvs_bogus", body: LISTING }))).status).toBe(503);

    const staff = await callApi(apiRequest("PUT", "STAFF-MAINT", { key: staffWrite, body: LISTING }));
    expect(staff.status).toBe(201);
    expect(((await staff.json()) as { published: boolean }).published).toBe(true);
    expect((await callApi(apiRequest("GET", "STAFF-MAINT", { key: staffWrite }))).status).toBe(200);
    expect((await callApi(apiRequest("DELETE", "STAFF-MAINT", { key: staffWrite }))).status).toBe(200);

    const list = (await runPipeline(new Request(`${BASE}/api/v1/properties?limit=1`), propertiesRoute.loader as never, {
      routePath: "/api/v1/properties",
      clientAddress: "192.0.2.61",
    })) as Response;
    expect(list.status).toBe(200);
  });
});
