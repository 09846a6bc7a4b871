process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * The request pipeline (root middleware) in front of every route: the bounded
 * body reader's refusals, the admin guard, maintenance mode and the origin
 * check. The routes are read from app/routes.ts, so a route added later is
 * covered without touching this file.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { runPipeline, statusOf } from "../helpers/pipeline";
import routes from "#app/routes";
import { db } from "#app/platform/db.server";
import { user } from "#app/platform/schema";
import { callAuthEndpoint } from "#app/web/auth-endpoints.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { TEXT_FORM_MAX_BYTES } from "#app/web/request-body.server";

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";

// ---------------------------------------------------------------- the route table

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type FlatRoute = { routePath: string; file: string; source: string; hasAction: boolean; intents: string[] };

function flatten(entries: RouteEntry[], parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    // The optional language segment (/hi, /mr) is not part of a route's path: "/:lang?/login" is "/login".
    const segment = entry.path === ":lang?" ? undefined : entry.path;
    const routePath = segment ? `${parent.replace(/\/$/, "")}/${segment}` : parent || "/";
    const source = fs.readFileSync(path.resolve("app", entry.file), "utf8");
    const self: FlatRoute = {
      routePath,
      file: entry.file,
      source,
      hasAction: /export (async )?function action\b/.test(source),
      // Every intent the module (or the shared catalogue action it calls) acts on.
      intents: intentsOf(source),
    };
    const children = entry.children ? flatten(entry.children, routePath) : [];
    return entry.children ? children : [self];
  });
}

function intentsOf(source: string): string[] {
  const text = source.includes("catalogueAction")
    ? source + fs.readFileSync(path.resolve("app/routes/admin/catalogue.server.ts"), "utf8")
    : source;
  return [...new Set([...text.matchAll(/intent === "([\w-]+)"/g)].map((match) => match[1]))];
}

const ROUTES = flatten(routes as RouteEntry[]);
const ADMIN_ROUTES = ROUTES.filter((r) => r.routePath.startsWith("/admin") || r.routePath.startsWith("/api/admin/"));
const OPEN_DURING_MAINTENANCE = ["/login", "/logout", "/forgot-password", "/api/auth/*"];
const PUBLIC_WRITE_ROUTES = ROUTES.filter(
  (r) => r.hasAction && !ADMIN_ROUTES.includes(r) && !OPEN_DURING_MAINTENANCE.includes(r.routePath),
);
const FORM_ROUTES = ROUTES.filter((r) => r.hasAction && r.routePath !== "/api/auth/*" && r.routePath !== "/api/photos");

/** A concrete URL for a route path ("/property/:id" → "/property/1", "*" → "x"). */
function urlOf(routePath: string, search = "") {
  return `${ORIGIN}${routePath.replace(/:\w+/g, "1").replace("*", "x")}${search}`;
}

/** Runs the pipeline; the handler only records that the route's loader/action would have run. */
async function attempt(request: Request, routePath: string) {
  let reached = false;
  const outcome = await runPipeline(request, () => ((reached = true), new Response("ok")), { routePath }).catch(
    (thrown: unknown) => thrown,
  );
  return { reached, status: statusOf(outcome), outcome };
}

function formPost(url: string, fields: Record<string, string>, cookie?: string) {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

// ---------------------------------------------------------------- accounts

let phone = 90000100;
async function signedIn(email: string, role: "user" | "agent"): Promise<string> {
  const request = new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } });
  const created = await callAuthEndpoint(request, "203.0.113.90", "/sign-up/email", {
    name: "Test Person",
    email,
    password: "password-123",
    phoneNumber: `+9190${phone++}`,
  });
  if (!created.ok) throw new Error(`sign-up failed: ${created.message}`);
  await db.update(user).set({ role, emailVerified: true }).where(eq(user.email, email));
  const session = await callAuthEndpoint(request, "203.0.113.91", "/sign-in/email", {
    email,
    password: "password-123",
  });
  if (!session.ok) throw new Error(`sign-in failed: ${session.message}`);
  return session.cookies.map((line) => line.split(";")[0]).join("; ");
}

let userCookie: string;
let agentCookie: string;
beforeAll(async () => {
  await updateSettings({ requireEmailVerification: false });
  userCookie = await signedIn("plain-user@example.com", "user");
  agentCookie = await signedIn("agent@example.com", "agent");
});

// ---------------------------------------------------------------- tests

describe("the route table", () => {
  it("is read whole: admin pages, the admin API and public forms are all there", () => {
    expect(ADMIN_ROUTES.map((r) => r.routePath)).toEqual(
      expect.arrayContaining(["/admin", "/admin/properties", "/admin/users", "/api/admin/notifications"]),
    );
    expect(PUBLIC_WRITE_ROUTES.map((r) => r.routePath)).toEqual(
      expect.arrayContaining(["/contact", "/inquiry", "/favorites", "/list-property", "/api/photos"]),
    );
    expect(ADMIN_ROUTES.find((r) => r.routePath === "/admin/properties")?.intents).toEqual(
      expect.arrayContaining(["save", "toggle-active", "toggle-featured", "delete"]),
    );
  });
});

describe("admin guard", () => {
  const requests = (route: FlatRoute, cookie?: string) => {
    const headers = cookie ? { cookie } : undefined;
    const list = [{ label: "GET", request: new Request(urlOf(route.routePath, "?view=1"), { headers }) }];
    if (route.hasAction) {
      for (const intent of route.intents.length > 0 ? route.intents : [""]) {
        list.push({ label: `POST ${intent}`, request: formPost(urlOf(route.routePath), { intent, id: "1" }, cookie) });
      }
    }
    return list;
  };

  it.each(ADMIN_ROUTES.map((r) => [r.routePath, r] as const))(
    "%s: a visitor is sent to /login, a user and an agent get 403, and nothing runs",
    async (_path, route) => {
      for (const { label, request } of requests(route)) {
        const visitor = await attempt(request, route.routePath);
        expect(visitor.reached, label).toBe(false);
        expect(visitor.status, label).toBe(302);
        const location = (visitor.outcome as Response).headers.get("location");
        const url = new URL(request.url);
        expect(location, label).toBe(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
      }
      for (const cookie of [userCookie, agentCookie]) {
        for (const { label, request } of requests(route, cookie)) {
          const denied = await attempt(request, route.routePath);
          expect(denied.reached, label).toBe(false);
          expect(denied.status, label).toBe(403);
          const payload = (denied.outcome as { data: unknown }).data;
          if (route.routePath.startsWith("/api/")) expect(payload).toEqual({ message: "Access Denied" });
          else expect(payload).toMatchObject({ accessDenied: true });
        }
      }
    },
  );
});

describe("bounded body reader", () => {
  it("refuses a declared Content-Length over the limit with 413 without reading", async () => {
    const body = new ReadableStream({
      pull() {
        throw new Error("the body must not be read");
      },
    });
    const request = new Request(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(50 * 1024 * 1024) },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await attempt(request, "/contact");
    expect(result).toMatchObject({ reached: false, status: 413 });
  });

  it("stops reading a stream that passes the limit (413) and holds no more than the limit", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent >= 50 * 1024 * 1024) controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await attempt(request, "/contact");
    expect(result).toMatchObject({ reached: false, status: 413 });
    // The limit plus what the stream had queued ahead: a few chunks, never the 50 MB, and no more later.
    const afterRefusal = sent;
    expect(afterRefusal).toBeLessThanOrEqual(TEXT_FORM_MAX_BYTES * 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toBe(afterRefusal);
  });

  it("refuses a type the route does not take with 415, and a broken multipart with 400", async () => {
    const json = new Request(`${ORIGIN}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ intent: "login" }),
    });
    expect(await attempt(json, "/login")).toMatchObject({ reached: false, status: 415 });
    const untyped = new Request(`${ORIGIN}/contact`, { method: "POST", body: new Uint8Array([1, 2, 3]) });
    untyped.headers.delete("content-type");
    expect(await attempt(untyped, "/contact")).toMatchObject({ reached: false, status: 415 });
    const broken = new Request(`${ORIGIN}/favorites`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(await attempt(broken, "/favorites")).toMatchObject({ reached: false, status: 400 });
  });

  it("lets better-auth's JSON through to /api/auth/* within the small limit", async () => {
    const json = new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "a@example.com", password: "x" }),
    });
    expect(await attempt(json, "/api/auth/*")).toMatchObject({ reached: true, status: 200 });
    const big = new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(TEXT_FORM_MAX_BYTES) }),
    });
    expect(await attempt(big, "/api/auth/*")).toMatchObject({ reached: false, status: 413 });
  });

  it.each(FORM_ROUTES.map((r) => [r.routePath, r] as const))(
    "%s: a JSON body or a broken multipart is a 4xx, never a 5xx",
    async (_path, route) => {
      const json = new Request(urlOf(route.routePath), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ intent: "login", id: 1 }),
      });
      const broken = new Request(urlOf(route.routePath), {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body: "--b\r\nnot a part",
      });
      for (const request of [json, broken]) {
        const result = await attempt(request, route.routePath);
        expect(result.status).toBeGreaterThanOrEqual(300);
        expect(result.status).toBeLessThan(500);
        expect(result.reached).toBe(false);
      }
    },
  );

  it("answers a 50 MB post within a second without the memory growing", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x62);
    const before = process.memoryUsage().rss;
    const started = performance.now();
    for (const declare of [true, false]) {
      let sent = 0;
      const body = new ReadableStream({
        pull(controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
          if (sent >= 50 * 1024 * 1024) controller.close();
        },
      });
      const request = new Request(`${ORIGIN}/contact`, {
        method: "POST",
        headers: {
          "content-type": "multipart/form-data; boundary=b",
          ...(declare ? { "content-length": String(50 * 1024 * 1024) } : {}),
        },
        body,
        duplex: "half",
      } as RequestInit);
      expect((await attempt(request, "/contact")).status).toBe(413);
    }
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - before).toBeLessThan(30 * 1024 * 1024);
  });
});

describe("maintenance mode", () => {
  beforeAll(() => updateSettings({ maintenanceMode: true }));
  afterAll(() => updateSettings({ maintenanceMode: false }));

  it.each(PUBLIC_WRITE_ROUTES.map((r) => [r.routePath, r] as const))(
    "%s: a visitor's and a signed-in user's post is refused with 503 before the action",
    async (_path, route) => {
      for (const cookie of [undefined, userCookie]) {
        const result = await attempt(formPost(urlOf(route.routePath), { name: "x" }, cookie), route.routePath);
        expect(result).toMatchObject({ reached: false, status: 503 });
      }
    },
  );

  it("keeps signing in, signing out and better-auth open", async () => {
    for (const routePath of OPEN_DURING_MAINTENANCE) {
      const result = await attempt(formPost(urlOf(routePath), { intent: "login" }), routePath);
      expect(result.reached, routePath).toBe(true);
    }
  });
});

describe("origin check", () => {
  it("refuses a cross-site POST /logout with 403 and lets a same-site one through", async () => {
    const cross = new Request(`${ORIGIN}/logout`, { method: "POST", headers: { origin: "https://evil.example" } });
    expect(await attempt(cross, "/logout")).toMatchObject({ reached: false, status: 403 });
    const opaque = new Request(`${ORIGIN}/logout`, { method: "POST", headers: { origin: "null" } });
    expect(await attempt(opaque, "/logout")).toMatchObject({ reached: false, status: 403 });
    const own = new Request(`${ORIGIN}/logout`, { method: "POST", headers: { origin: ORIGIN } });
    expect(await attempt(own, "/logout")).toMatchObject({ reached: true });
    const none = new Request(`${ORIGIN}/logout`, { method: "POST" });
    expect(await attempt(none, "/logout")).toMatchObject({ reached: true });
  });

  it("applies to every state-changing route, resource routes included", async () => {
    for (const route of ROUTES.filter((r) => r.hasAction)) {
      const request = new Request(urlOf(route.routePath), {
        method: "POST",
        headers: { origin: "https://evil.example" },
      });
      expect((await attempt(request, route.routePath)).status, route.routePath).toBe(403);
    }
  });
});
