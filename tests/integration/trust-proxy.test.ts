process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * TRUST_PROXY and the client address behind a reverse proxy: an Express app
 * with the setting server.mjs uses hands `req.ip` to the sign-in endpoint and
 * to the public forms' limiter, as server.mjs hands it to every request. A
 * client writing its own X-Forwarded-For entries (left of the one our proxy
 * adds) must not become someone else.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { trustProxySetting } from "#app/web/trust-proxy.mjs";
import { callAuthEndpoint } from "#app/web/auth-endpoints.server";
import { createRateLimiter, RATE_RULES } from "#app/platform/rate-limit.server";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app like server.mjs's, on a free port; answers with the client it saw and what the limits said. */
async function proxiedApp(trustProxy: string | undefined) {
  const limiter = createRateLimiter(RATE_RULES);
  const app = express();
  app.set("trust proxy", trustProxySetting(trustProxy));
  app.post("/sign-in", async (req, res) => {
    const client = req.ip ?? "unknown";
    const request = new Request(`http://127.0.0.1/login`, { method: "POST", headers: { origin: "http://127.0.0.1" } });
    const result = await callAuthEndpoint(request, client, "/sign-in/email", {
      // A new address each time: only the per-client limit can refuse.
      email: `guess-${Math.random().toString(36).slice(2)}@example.com`,
      password: "wrong-password",
    });
    res.json({ client, status: result.ok ? 200 : result.status });
  });
  app.post("/contact", async (req, res) => {
    const client = req.ip ?? "unknown";
    res.json({ client, allowed: (await limiter.consume("contact", client)).allowed });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return async (path: string, forwardedFor?: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: "POST",
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });
    return (await response.json()) as { client: string; status?: number; allowed?: boolean };
  };
}

describe("TRUST_PROXY", () => {
  it("reads unset, 0 and false as no proxy, a number as hops, anything else as proxy addresses; refuses true", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("")).toBe(false);
    expect(trustProxySetting("0")).toBe(false);
    expect(trustProxySetting("false")).toBe(false);
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting(" 2 ")).toBe(2);
    expect(trustProxySetting("loopback, 10.0.0.0/8,192.168.1.7")).toEqual(["loopback", "10.0.0.0/8", "192.168.1.7"]);
    expect(() => trustProxySetting("true")).toThrow(/number of proxies/);
    // Express itself refuses what is not an address, subnet or name.
    expect(() => express().set("trust proxy", trustProxySetting("not-an-address"))).toThrow();
  });

  it("TRUST_PROXY=1: rotating client-written entries never change the client; sign-ins and contact posts hit their limits", async () => {
    const post = await proxiedApp("1");
    const signIns = [];
    for (let n = 1; n <= 15; n++) signIns.push(await post("/sign-in", `203.0.113.${n}, 127.0.0.1`));
    // The proxy added 127.0.0.1 (the right-most entry): that is the client every time.
    expect(new Set(signIns.map((answer) => answer.client))).toEqual(new Set(["127.0.0.1"]));
    expect(signIns.map((answer) => answer.status)).toContain(429);

    const contacts = [];
    for (let n = 1; n <= 25; n++) contacts.push(await post("/contact", `198.51.100.${n}, 127.0.0.1`));
    expect(contacts.filter((answer) => answer.allowed)).toHaveLength(RATE_RULES.contact.limit);
  });

  it("a list of proxy addresses: the client is the first address from the right that is not a trusted proxy", async () => {
    const post = await proxiedApp("loopback, 10.0.0.0/8");
    expect((await post("/contact", "203.0.113.9, 198.51.100.4, 10.1.2.3")).client).toBe("198.51.100.4");
  });

  it("unset: X-Forwarded-For is ignored; the client is the socket's address", async () => {
    const post = await proxiedApp(undefined);
    expect((await post("/contact", "203.0.113.9")).client).toBe("127.0.0.1");
  });
});
