/**
 * The CDN purge by change key (app/platform/cdn-purge.server.ts): what each
 * kind sends, checked by a local HTTP server standing in for the CDN.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cdnPurgeConfig, purgeCdn } from "#app/platform/cdn-purge.server";

type Call = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
const calls: Call[] = [];
let refuse = false;
const receiver = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk.toString()));
  req.on("end", () => {
    calls.push({ method: req.method!, path: req.url!, headers: req.headers, body });
    res.writeHead(refuse ? 403 : 200, { "content-type": "application/json" }).end(refuse ? '{"error":"no"}' : "{}");
  });
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
  refuse = false;
});

const keys = ["property-12", "properties-residential", "properties-residential-sale", "localities"];

describe("the CDN purge", () => {
  it("is off without CDN_PURGE_URL, JSON by default, and refuses an unknown kind", () => {
    expect(cdnPurgeConfig({})).toBeNull();
    expect(cdnPurgeConfig({ CDN_PURGE_URL: `${base}/purge` })).toEqual({
      url: `${base}/purge`,
      kind: "json",
      token: null,
    });
    expect(() => cdnPurgeConfig({ CDN_PURGE_URL: base, CDN_PURGE_KIND: "akamai" })).toThrow(/CDN_PURGE_KIND/);
  });

  it("json: posts the keys with the bearer token", async () => {
    await purgeCdn(keys, { url: `${base}/purge`, kind: "json", token: "t0ken" });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: "POST", path: "/purge" });
    expect(calls[0].headers.authorization).toBe("Bearer t0ken");
    expect(JSON.parse(calls[0].body)).toEqual({ keys, everything: false });
    await purgeCdn(["everything"], { url: `${base}/purge`, kind: "json", token: null });
    expect(JSON.parse(calls[1].body)).toEqual({ keys: ["everything"], everything: true });
    expect(calls[1].headers.authorization).toBeUndefined();
  });

  it("cloudflare: tags, 30 to a request, or purge_everything", async () => {
    const config = { url: `${base}/client/v4/zones/zone-1/purge_cache`, kind: "cloudflare" as const, token: "cf" };
    const many = Array.from({ length: 45 }, (_, i) => `property-${i}`);
    await purgeCdn(many, config);
    expect(calls.map((call) => JSON.parse(call.body).tags.length)).toEqual([30, 15]);
    expect(calls[0].headers.authorization).toBe("Bearer cf");
    expect(calls[0].path).toBe("/client/v4/zones/zone-1/purge_cache");
    await purgeCdn(["everything"], config);
    expect(JSON.parse(calls[2].body)).toEqual({ purge_everything: true });
  });

  it("fastly: the keys in a Surrogate-Key header with the Fastly-Key, or purge_all", async () => {
    const config = { url: `${base}/service/svc-1/purge`, kind: "fastly" as const, token: "fk" };
    await purgeCdn(keys, config);
    expect(calls[0]).toMatchObject({ method: "POST", path: "/service/svc-1/purge" });
    expect(calls[0].headers["surrogate-key"]).toBe(keys.join(" "));
    expect(calls[0].headers["fastly-key"]).toBe("fk");
    await purgeCdn(["everything"], config);
    expect(calls[1].path).toBe("/service/svc-1/purge_all");
  });

  it("throws on a refusal, so the job is retried", async () => {
    refuse = true;
    await expect(purgeCdn(keys, { url: `${base}/purge`, kind: "json", token: null })).rejects.toThrow(/403/);
  });
});
