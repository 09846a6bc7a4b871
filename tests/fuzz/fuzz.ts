/**
 * Fuzzes the production build: starts server.mjs on a scratch DATA_DIR (as
 * the browser tests' web server does), signs in a user, an agent and the
 * administrator, then sends hostile query strings to every page and random
 * bodies of every content type to every route with an action, as each of
 * them and as a visitor, and random listing bodies to the API's writes with
 * the agent's API key. Paths come from app/routes.ts.
 *
 * Passes when no response is a 5xx and the server logged no error (a stack
 * trace, an unhandled rejection, or React Router's warning about a path it
 * could not decode). Prints `N requests, M server errors` and the first
 * failing requests, each with what it takes to send it again.
 *
 * Each run draws a new seed, so every CI run explores new inputs; the seed is
 * printed first, and FUZZ_SEED sends the same requests again.
 *
 *   npm run build && npm run test:fuzz              (5,000 requests, a new seed)
 *   FUZZ_SEED=123456 npm run test:fuzz              (replay a run)
 *   FUZZ_COUNT=10000 FUZZ_SEED=7 npm run test:fuzz  (a longer run)
 *
 * FUZZ_PORT (default 3298), FUZZ_CONCURRENCY (default 6) and BUILD_DIR
 * (default build) can be set too.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const COUNT = Number(process.env.FUZZ_COUNT ?? 5000);
// A fresh 32-bit seed per run unless one is given to replay.
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 32);
const PORT = Number(process.env.FUZZ_PORT ?? 3298);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: "fuzz-admin@nivaas.test", password: "fuzz-admin-pass-2026" };
const SHOW_FAILURES = 10;

// ---------------------------------------------------------------- randomness

/** mulberry32: small, fast and the same sequence for the same seed everywhere. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(SEED);
const int = (max: number) => Math.floor(random() * max);
const pick = <T>(items: readonly T[]): T => items[int(items.length)];
const chance = (p: number) => random() < p;

const HOSTILE = [
  "",
  " ",
  "0",
  "-1",
  "1",
  "2",
  "1.5",
  "1e20",
  "1e400",
  "-0",
  "NaN",
  "Infinity",
  "2147483647",
  "2147483648",
  "4294967296",
  "99999999999",
  "9007199254740993",
  "9".repeat(40),
  "-99999999999",
  "0x1f",
  "1,00,000",
  "' OR '1'='1",
  "1; DROP TABLE properties; --",
  '" OR 1=1 --',
  "%' OR 1=1 --",
  "%_%",
  "\\",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "//evil.example",
  "https://evil.example/",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\r\nSet-Cookie: x=1",
  "../../etc/passwd",
  "%00",
  "%ZZ",
  "मुंबई फ्लैट",
  "३ बीएचके",
  "🏠🔥💯",
  "\uD83D",
  "\uFEFF",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  '{"__proto__":{"x":1}}',
  "__proto__",
  "constructor",
  "x".repeat(5000),
  "a ".repeat(300),
  "5+",
  "1-2",
  "5000000-10000000",
  "50000000+",
  "grid",
  "list",
  "price-low",
  "sale",
  "rent",
  "Apartment",
  "Office",
  "Gym",
  "user",
  "agent",
  "admin",
];

const QUERY_NAMES = [
  "search",
  "q",
  "type",
  "propertyType",
  "location",
  "status",
  "minPrice",
  "maxPrice",
  "budget",
  "minArea",
  "maxArea",
  "bedrooms",
  "bathrooms",
  "amenities",
  "yearBuilt",
  "parking",
  "furnishing",
  "developer",
  "sort",
  "view",
  "page",
  "role",
  "range",
  "tab",
  "mode",
  "redirectTo",
  "token",
  "error",
  "channel",
  "inquiry",
  "edit",
  "add",
  "new",
  "index",
  "_routes",
  "__proto__",
  // The public API's (/api/v1).
  "kind",
  "limit",
  "cursor",
  "modifiedSince",
  "bbox",
  "poly",
  "city",
];

/** Values the API's parameters are likely to meet: near-valid ones, and cursors that are not its own. */
const API_VALUES = [
  "100",
  "101",
  "0",
  "-1",
  "1e3",
  "residential",
  "commercial",
  "modified",
  "2026-11-26T10:00:00Z",
  "2026-13-45T99:99:99Z",
  "72.8,19.0,72.9,19.1",
  "72.9,19.1,72.8,19.0",
  "72.8,19;72.9,19;72.9,19.1",
  Buffer.from('{"s":"relevance","a":["true","2026-01-01T00:00:00.000000Z","1"]}').toString("base64url"),
  Buffer.from('{"s":"relevance","a":["x","y","z"]}').toString("base64url"),
  Buffer.from('{"s":"price-low","a":["99999999999999999999","1"]}').toString("base64url"),
  Buffer.from('{"s":"slug","a":["a\'b"]}').toString("base64url"),
  Buffer.from("[]").toString("base64url"),
];

const FORM_NAMES = [
  "intent",
  "id",
  "ids",
  "name",
  "email",
  "phone",
  "password",
  "message",
  "subject",
  "propertyId",
  "projectId",
  "date",
  "time",
  "title",
  "price",
  "area",
  "status",
  "role",
  "page",
  "view",
  "q",
  "type",
  "category",
  "city",
  "otp",
  "code",
  "redirectTo",
  "remember",
  "confirmed",
  "photos.0.url",
  "photos.0.existing",
  "photoTokens",
  "amenities",
  "website",
];
const INTENTS = [
  "active",
  "add",
  "approve",
  "create",
  "delete",
  "login",
  "reject",
  "request",
  "reset",
  "role",
  "send-otp",
  "signup",
  "status",
  "verify-otp",
  "update",
  "toggle",
  "",
];

/** Percent-encoding that also takes lone surrogates (sent as the invalid UTF-8 bytes they would be). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%BD";
  }
}

const hostile = () => (chance(0.1) ? String(int(20) + 1) : pick(HOSTILE));

// ---------------------------------------------------------------- routes

type Route = { path: string; file: string; hasAction: boolean; hasLoader: boolean };

/** Every route of app/routes.ts with its full path, and whether its module exports an action or a loader. */
async function routeTable(): Promise<Route[]> {
  const config = (await import(path.join(root, "app/routes.ts"))).default as RouteConfigEntry[];
  const routes: Route[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
      if (entry.children) walk(entry.children, entry.path ? full : parent);
      if (!entry.path && !entry.index) continue;
      const source = fs.readFileSync(path.join(root, "app", entry.file), "utf8");
      routes.push({
        path: full,
        file: entry.file,
        hasAction: /export (async )?function action\b|export const action\b/.test(source),
        hasLoader: /export (async )?function loader\b|export const loader\b/.test(source),
      });
    }
  };
  walk(config, "");
  return routes;
}

/** A concrete path: ids sometimes real, sometimes hostile; splats random. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/:(\w+)/g, () => encode(chance(0.5) ? String(int(30) + 1) : hostile()))
    .replace(/\*$/, () => pick(["", "x", "sign-in/email", "get-session", "..%2F..%2Fetc", encode(hostile())]));
}

function queryString(): string {
  const params: string[] = [];
  const n = int(5);
  for (let i = 0; i < n; i++) {
    const name = chance(0.9) ? pick(QUERY_NAMES) : hostile();
    params.push(`${encode(name)}=${encode(hostile())}`);
  }
  // Sometimes raw, undecodable or repeated parts.
  if (chance(0.1)) params.push(pick(["%", "%E0%A4", "a=%ZZ", "&&&", "=x", "page=1&page=2", "view"]));
  return params.length ? `?${params.join("&")}` : "";
}

// ---------------------------------------------------------------- bodies

type Body = { contentType?: string; body?: string | Uint8Array; describe: string };

function formFields(): [string, string][] {
  const fields: [string, string][] = [];
  if (chance(0.8)) fields.push(["intent", pick(INTENTS)]);
  const n = int(7);
  for (let i = 0; i < n; i++) {
    const name = chance(0.9) ? pick(FORM_NAMES) : hostile();
    // Never switch the site into maintenance mode: the fuzz would then be measuring 503 pages.
    if (/maintenance/i.test(name)) continue;
    fields.push([name, hostile()]);
  }
  return fields;
}

function randomBody(): Body {
  const fields = formFields();
  const urlencoded = fields.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&");
  const boundary = `----fuzz${int(1e9)}`;
  const multipart = () =>
    fields.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join("") +
    `--${boundary}--\r\n`;
  switch (int(10)) {
    case 0:
    case 1:
    case 2:
      return { contentType: "application/x-www-form-urlencoded", body: urlencoded, describe: "urlencoded" };
    case 3:
      return { contentType: `multipart/form-data; boundary=${boundary}`, body: multipart(), describe: "multipart" };
    case 4: {
      // Broken multipart: a boundary that never appears, a truncated part, or no boundary at all.
      const broken = pick([
        { contentType: `multipart/form-data; boundary=${boundary}`, body: `--other\r\n\r\n${urlencoded}` },
        { contentType: `multipart/form-data; boundary=${boundary}`, body: multipart().slice(0, 30) },
        { contentType: "multipart/form-data", body: multipart() },
        {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8garbage`,
        },
      ]);
      return { ...broken, describe: "broken multipart" };
    }
    case 5:
      return {
        contentType: "application/json",
        body: pick([JSON.stringify(Object.fromEntries(fields)), "{", "[1,2", "null", '"x"', hostile()]),
        describe: "json",
      };
    case 6:
      return { contentType: "text/plain", body: urlencoded || hostile(), describe: "text/plain" };
    case 7:
      return { contentType: undefined, body: undefined, describe: "empty" };
    case 8:
      return {
        contentType: pick(["application/xml", "image/png", "application/octet-stream", "x/y; charset=bogus", ";;;"]),
        body: urlencoded || "<x/>",
        describe: "wrong content-type",
      };
    default: {
      const bytes = new Uint8Array(int(2048));
      for (let i = 0; i < bytes.length; i++) bytes[i] = int(256);
      return {
        contentType: pick(["application/x-www-form-urlencoded", "application/octet-stream"]),
        body: bytes,
        describe: "random bytes",
      };
    }
  }
}

// ---------------------------------------------------------------- server

async function startServer(dataDir: string) {
  const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
  if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const logPath = path.join(dataDir, "server.log");
  const log = fs.openSync(logPath, "a");
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      PUBLIC_URL: BASE,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The API's limits would answer most of the run 429 (they have tests of their own): out of the way.
      API_PUBLIC_LIMIT: "1000000",
      API_READ_LIMIT: "1000000",
      API_WRITE_LIMIT: "1000000",
    },
    stdio: ["ignore", log, log],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${fs.readFileSync(logPath, "utf8")}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return { child, logPath };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start within 120 s");
}

/**
 * Lines of the server's log that report an error: a stack trace, an unhandled
 * rejection, or React Router's warning for a path it could not decode (such a
 * path must be refused with a 400 before React Router sees it).
 */
function logErrors(logPath: string): string[] {
  const lines = fs.readFileSync(logPath, "utf8").split("\n");
  const errors: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    // The server's own lines are JSON (app/platform/log.server.ts): an error is one at level error or fatal.
    const entry = jsonLine(lines[i]);
    if (entry) {
      if (entry.level === "error" || entry.level === "fatal") {
        const err = entry.err as { message?: string } | undefined;
        errors.push(`${String(entry.msg)}${err?.message ? `: ${err.message}` : ""}`);
      }
      continue;
    }
    if (/^\s+at /.test(lines[i]) && !/^\s+at /.test(lines[i - 1] ?? "")) errors.push(lines[i - 1] ?? lines[i]);
    else if (/unhandled|uncaught|could not be decoded/i.test(lines[i])) errors.push(lines[i]);
  }
  return errors;
}

function jsonLine(line: string): Record<string, unknown> | null {
  if (!line.startsWith("{")) return null;
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- accounts

type Role = "visitor" | "user" | "agent" | "admin" | "api key";

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email, password }),
  });
  const cookie = cookiesOf(response);
  if (!response.ok || !cookie)
    throw new Error(`Signing in ${email} failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** The admin creates the account through /admin/users, then it signs in. */
async function createAndSignIn(adminCookie: string, role: "user" | "agent"): Promise<string> {
  const email = `fuzz-${role}@nivaas.test`;
  const password = `fuzz-${role}-pass-2026`;
  const body = new URLSearchParams({
    intent: "create",
    name: `Fuzz ${role}`,
    email,
    phone: role === "user" ? "9820011111" : "9820022222",
    password,
    role,
  });
  const response = await fetch(`${BASE}/admin/users`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, cookie: adminCookie },
    body,
    redirect: "manual",
  });
  if (response.status >= 400) throw new Error(`Creating the ${role} failed: ${response.status}`);
  return signIn(email, password);
}

/** The agent makes an API key with both scopes at /account/api-keys; the page shows it once. */
async function createApiKey(agentCookie: string): Promise<string> {
  const body = new URLSearchParams({ intent: "create", name: "Fuzz key" });
  body.append("scopes", "read");
  body.append("scopes", "write");
  const response = await fetch(`${BASE}/account/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE, cookie: agentCookie },
    body,
  });
  const key = /nvs_[A-Za-z0-9_-]{43}/.exec(await response.text())?.[0];
  if (!key) throw new Error(`Creating an API key failed: ${response.status}`);
  return key;
}

/** A PUT body for the API's listing writes: listing-like JSON with hostile values, or broken JSON. */
function apiListingBody(): string {
  const fields: Record<string, unknown> = {};
  const n = int(12);
  for (let i = 0; i < n; i++) {
    const name = chance(0.9) ? pick(API_LISTING_FIELDS) : hostile();
    fields[name] = pick<() => unknown>([
      hostile,
      () => int(1e9) - 1e3,
      () => [hostile(), hostile()],
      () => null,
      () => ({ nested: hostile() }),
      () => pick(["residential", "commercial", "sale", "rent", "Apartment", "Office Space", "Maharashtra"]),
    ])();
  }
  return pick([JSON.stringify(fields), JSON.stringify([fields]), "{", "null", '"x"', "", hostile()]);
}

const API_LISTING_FIELDS = [
  "propertyType",
  "category",
  "title",
  "description",
  "address",
  "city",
  "state",
  "pincode",
  "area",
  "bedrooms",
  "bathrooms",
  "parking",
  "amenities",
  "listingType",
  "price",
  "ownerName",
  "ownerPhone",
  "ownerEmail",
  "locality",
  "reraNumber",
  "photoUrls",
];

// ---------------------------------------------------------------- the run

type Sent = {
  method: string;
  url: string;
  role: Role;
  origin?: string;
  /** A CORS preflight's requested method (OPTIONS only). */
  preflight?: string;
  contentType?: string;
  body?: string;
  describe: string;
  /** Headers beyond the role's cookie (an API key, an Idempotency-Key). */
  headers?: Record<string, string>;
};
type Failure = Sent & { status: number | string };

function reproduction(failure: Failure): string {
  const parts = [`${failure.status}  ${failure.method} ${failure.url}  as ${failure.role} (${failure.describe})`];
  if (failure.contentType) parts.push(`    content-type: ${failure.contentType}`);
  if (failure.origin) parts.push(`    origin: ${failure.origin}`);
  for (const [name, value] of Object.entries(failure.headers ?? {})) parts.push(`    ${name}: ${value}`);
  if (failure.body !== undefined) parts.push(`    body: ${JSON.stringify(failure.body.slice(0, 300))}`);
  return parts.join("\n");
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-fuzz-"));
  const routes = await routeTable();
  const pages = routes.filter((r) => r.hasLoader || !r.hasAction);
  const actions = routes.filter((r) => r.hasAction);
  console.log(`Fuzz seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  console.log(
    `Fuzzing ${routes.length} routes (${actions.length} with actions), ${COUNT} requests, concurrency ${CONCURRENCY}, data in ${dataDir}`,
  );
  const started = Date.now();
  const server = await startServer(dataDir);
  let failures: Failure[] = [];
  let sent = 0;
  try {
    const adminCookie = await signIn(ADMIN.email, ADMIN.password);
    const cookies: Record<Role, string> = {
      visitor: "",
      admin: adminCookie,
      user: await createAndSignIn(adminCookie, "user"),
      agent: await createAndSignIn(adminCookie, "agent"),
      "api key": "",
    };
    const roles: Role[] = ["visitor", "user", "agent", "admin"];
    // The API's writes need a key: the agent's, sent with random listing bodies (and as a reader's key).
    const apiKey = await createApiKey(cookies.agent);

    // Every request is drawn up front, so a seed names the same requests whatever the timing.
    const plan: Sent[] = [];
    const apiRoutes = routes.filter((r) => r.path.startsWith("/api/v1/"));
    for (let i = 0; i < COUNT; i++) {
      const role = pick(roles);
      if (chance(0.08)) {
        const headers: Record<string, string> = { authorization: `Bearer ${chance(0.9) ? apiKey : hostile()}` };
        if (chance(0.3)) headers["idempotency-key"] = chance(0.5) ? `fuzz-${int(20)}` : hostile();
        const method = pick(["PUT", "PUT", "DELETE", "GET", "POST"]);
        plan.push({
          method,
          url: `/api/v1/listings/${encode(chance(0.5) ? `FZ-${int(30)}` : hostile())}`,
          role: "api key",
          contentType: chance(0.9) ? "application/json" : pick(["text/plain", "application/x-www-form-urlencoded"]),
          body: method === "GET" ? undefined : apiListingBody(),
          describe: "routes/api-v1/listing.ts, keyed write",
          headers,
        });
      } else if (chance(0.12) && apiRoutes.length) {
        // The public API: its parameters with near-valid values, every method, CORS preflights from other origins.
        const route = pick(apiRoutes);
        const method = pick(["GET", "GET", "GET", "HEAD", "OPTIONS", "POST", "PUT", "DELETE"]);
        const params: string[] = [];
        for (let n = int(5); n > 0; n--) {
          params.push(`${encode(pick(QUERY_NAMES))}=${encode(chance(0.6) ? pick(API_VALUES) : hostile())}`);
        }
        const body = method === "POST" || method === "PUT" ? randomBody() : undefined;
        plan.push({
          method,
          url: `${concretePath(route.path)}${params.length ? `?${params.join("&")}` : ""}`,
          role,
          origin:
            method === "GET" || method === "OPTIONS" ? pick([undefined, "https://partner.example", "null"]) : BASE,
          preflight: method === "OPTIONS" && chance(0.8) ? pick(["GET", "PUT", "DELETE", "POST", "x"]) : undefined,
          contentType: body?.contentType,
          body:
            typeof body?.body === "string"
              ? body.body
              : body?.body
                ? Buffer.from(body.body).toString("latin1")
                : undefined,
          describe: `${route.file}, API ${method}`,
        });
      } else if (chance(0.45) && actions.length) {
        const route = pick(actions);
        const body = randomBody();
        const origin = chance(0.9) ? BASE : pick([undefined, "http://evil.example", "null"]);
        plan.push({
          method: chance(0.9) ? "POST" : pick(["PUT", "DELETE", "PATCH"]),
          url: `${concretePath(route.path)}${chance(0.3) ? queryString() : ""}`,
          role,
          origin,
          contentType: body.contentType,
          body:
            typeof body.body === "string"
              ? body.body
              : body.body
                ? Buffer.from(body.body).toString("latin1")
                : undefined,
          describe: `${route.file}, ${body.describe}`,
        });
      } else {
        const route = pick(pages);
        const dataRequest = chance(0.15) && !route.path.startsWith("/api/");
        const pathname = concretePath(route.path);
        const url = dataRequest ? `${pathname === "/" ? "/_root" : pathname.replace(/\/$/, "")}.data` : pathname;
        plan.push({ method: chance(0.95) ? "GET" : "HEAD", url: `${url}${queryString()}`, role, describe: route.file });
      }
    }

    let next = 0;
    const worker = async () => {
      while (next < plan.length) {
        const request = plan[next++];
        const headers: Record<string, string> = { ...request.headers };
        if (cookies[request.role]) headers.cookie = cookies[request.role];
        if (request.contentType) headers["content-type"] = request.contentType;
        if (request.origin) headers.origin = request.origin;
        if (request.preflight) headers["access-control-request-method"] = request.preflight;
        let status: number | string;
        try {
          const response = await fetch(`${BASE}${request.url}`, {
            method: request.method,
            headers,
            body: request.body === undefined ? undefined : Buffer.from(request.body, "latin1"),
            redirect: "manual",
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          // An invalid URL or header value is the client's own refusal to send it, not the server's answer.
          if (
            error instanceof TypeError &&
            /Invalid URL|Failed to parse URL|ByteString|header/i.test(String(error.cause ?? error.message))
          )
            continue;
          status = `no answer (${(error as Error).name})`;
        }
        sent += 1;
        if (typeof status === "string" || status >= 500) failures.push({ ...request, status });
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }

  const errors = logErrors(server.logPath);
  console.log(`${sent} requests in ${((Date.now() - started) / 1000).toFixed(0)} s, ${failures.length} server errors`);
  if (failures.length) {
    const byCause = new Map<string, number>();
    for (const failure of failures) {
      const key = `${failure.status} ${failure.describe}`;
      byCause.set(key, (byCause.get(key) ?? 0) + 1);
    }
    console.log("\nBy route and kind:");
    for (const [key, n] of [...byCause].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${key}`);
    console.log(`\nFirst ${Math.min(SHOW_FAILURES, failures.length)} failing requests:`);
    failures = failures.slice(0, SHOW_FAILURES);
    for (const failure of failures) console.log(reproduction(failure));
  }
  if (errors.length) {
    const byMessage = new Map<string, number>();
    for (const line of errors) byMessage.set(line.trim(), (byMessage.get(line.trim()) ?? 0) + 1);
    console.log(`\n${errors.length} error(s) in the server's log (${server.logPath}):`);
    for (const [line, n] of [...byMessage].sort((a, b) => b[1] - a[1]).slice(0, SHOW_FAILURES))
      console.log(`  ${n} × ${line.slice(0, 200)}`);
  }
  if (failures.length || errors.length) {
    console.log(`\nReplay this run: FUZZ_SEED=${SEED} FUZZ_COUNT=${COUNT} npm run test:fuzz`);
    process.exit(1);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
