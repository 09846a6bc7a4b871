/**
 * The HTTP edge's observation (app/web/observability.server.ts) in a real
 * Express server built as server.mjs builds it: request ids on every answer,
 * the request line, request and page-cache metrics, and who may read /metrics
 * (METRICS_TOKEN, or a private address as TRUST_PROXY computes it).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  isPrivateAddress,
  mayReadMetrics,
  metricsEndpoint,
  observeRequests,
  withRequestContext,
  requestIdFor,
} from "#app/web/observability.server";
import { pageCacheMiddleware, answerFromPageCache } from "#app/web/page-cache.server";
import { log, requestLog } from "#app/platform/log.server";

let server: http.Server;
let base = "";
let renders = 0;

beforeAll(async () => {
  const app = express();
  // As with TRUST_PROXY=loopback: a local proxy's X-Forwarded-For names the client.
  app.set("trust proxy", ["loopback"]);
  app.use("/assets", (_req, res) => void res.type("text/javascript").send("/* asset */"));
  app.use(metricsEndpoint);
  app.use(pageCacheMiddleware);
  app.get("/page", (_req, res) => {
    renders++;
    res.type("text/html").send(`<!doctype html><p>page ${renders}</p>`);
  });
  app.get("/broken", () => {
    throw new Error("deliberately broken");
  });
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    log.error({ err: error }, "Request failed");
    res.status(500).send("Internal Server Error");
  });
  const handler = observeRequests(
    (req, res) => answerFromPageCache(req, res) || withRequestContext(req, () => app(req, res)),
  );
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.METRICS_TOKEN;
});

/** The log lines written meanwhile, as pino would write them (message last). */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  for (const logger of [log, requestLog]) {
    for (const level of ["info", "error"] as const) {
      vi.spyOn(logger, level).mockImplementation(((fields: object, message?: string) => {
        lines.push({ level, ...fields, msg: message });
      }) as never);
    }
  }
  return lines;
}

/** The request line of `id`, once written (the line is written when the answer's connection side closes). */
async function requestLine(lines: Record<string, unknown>[], id: string) {
  await expect.poll(() => lines.find((line) => line.msg === "request" && line.requestId === id)).toBeTruthy();
  return lines.find((line) => line.msg === "request" && line.requestId === id)!;
}

async function metricsText(): Promise<string> {
  process.env.METRICS_TOKEN = "test-metrics-token";
  const response = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer test-metrics-token" } });
  expect(response.status).toBe(200);
  return response.text();
}

function counter(text: string, name: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

describe("request ids and the request line", () => {
  it("every answer has an X-Request-Id, and its log line names method, route, status, duration and cache", async () => {
    const lines = captureLog();
    for (const path of ["/assets/app.js", "/page?x=1", "/page?x=1", "/nowhere", "/broken"]) {
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      const id = response.headers.get("x-request-id");
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      const line = await requestLine(lines, id!);
      expect(line).toMatchObject({ method: "GET", status: response.status, url: path });
      expect(typeof line.durationMs).toBe("number");
      expect(line.cache).toMatch(/^(hit|miss|bypass)$/);
    }
    const page = lines.filter((line) => line.url === "/page?x=1");
    expect(page.map((line) => line.cache)).toEqual(["miss", "hit"]);
    expect(lines.find((line) => line.url === "/assets/app.js")).toMatchObject({ route: "/assets/*" });
    // The failure is logged with its stack and the same request id as its request line (500, at level error).
    const failure = lines.find((line) => line.msg === "Request failed");
    expect((failure?.err as Error).message).toBe("deliberately broken");
    expect(lines.find((line) => line.url === "/broken")).toMatchObject({ level: "error", status: 500 });
  });

  it("a 304 from the page cache has an id too; a sane incoming id is kept, a hostile one replaced", async () => {
    const first = await fetch(`${base}/page?etag=1`);
    await first.text();
    const etag = first.headers.get("etag")!;
    const notModified = await fetch(`${base}/page?etag=1`, { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(notModified.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));

    const kept = await fetch(`${base}/page?etag=1`, { headers: { "x-request-id": "edge-7f3a.1" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a.1");
    const replaced = await fetch(`${base}/page?etag=1`, { headers: { "x-request-id": "a".repeat(65) } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor("bad id with spaces")).not.toBe("bad id with spaces");
    // The request line writes the id unquoted by JSON's rules: nothing that would need escaping is ever kept.
    for (const hostile of ['a"b', "a\\b", "a\u0001b", "é", "a,b"]) {
      expect(requestIdFor(hostile)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFor(["two", "ids"])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("/metrics", () => {
  it("has request histograms and page-cache counters that move when pages are requested", async () => {
    const before = await metricsText();
    await (await fetch(`${base}/page?metrics=1`)).text();
    await (await fetch(`${base}/page?metrics=1`)).text();
    const after = await metricsText();
    expect(counter(after, "nivaas_page_cache_misses_total")).toBe(
      counter(before, "nivaas_page_cache_misses_total") + 1,
    );
    expect(counter(after, "nivaas_page_cache_hits_total")).toBe(counter(before, "nivaas_page_cache_hits_total") + 1);
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\(unrouted\)",status="200"\}/,
    );
    expect(after).toMatch(/http_request_duration_seconds_count\{method="GET",route="\(unrouted\)",status="200"\} \d+/);
    // Process memory and event-loop delay (prom-client's default metrics).
    expect(after).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it("without METRICS_TOKEN: private and loopback clients only, as TRUST_PROXY computes the address", async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    const fromPublic = await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(fromPublic.status).toBe(403);
    expect(await fromPublic.text()).not.toContain("http_request_duration_seconds");
    const fromPrivate = await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "10.1.2.3" } });
    expect(fromPrivate.status).toBe(200);
  });

  it("with METRICS_TOKEN: the Bearer token from any address, nothing without it", async () => {
    process.env.METRICS_TOKEN = "s3cret-metrics";
    const publicClient = { "x-forwarded-for": "203.0.113.9" };
    expect((await fetch(`${base}/metrics`, { headers: publicClient })).status).toBe(403);
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    const wrong = { ...publicClient, authorization: "Bearer wrong" };
    expect((await fetch(`${base}/metrics`, { headers: wrong })).status).toBe(403);
    const right = await fetch(`${base}/metrics`, {
      headers: { ...publicClient, authorization: "Bearer s3cret-metrics" },
    });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("knows private addresses", () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.0.0.5",
      "172.20.1.1",
      "192.168.1.10",
      "::ffff:10.0.0.1",
      "fd00::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      "203.0.113.9",
      "8.8.8.8",
      "172.32.0.1",
      "::ffff:8.8.8.8",
      "2001:db8::1",
      "",
      undefined,
      "x",
    ]) {
      expect(isPrivateAddress(address), String(address)).toBe(false);
    }
    expect(mayReadMetrics(undefined, "10.0.0.1", "")).toBe(true);
    expect(mayReadMetrics(undefined, "10.0.0.1", "tok")).toBe(false);
    expect(mayReadMetrics("Bearer tok", "8.8.8.8", "tok")).toBe(true);
    expect(mayReadMetrics("Basic tok", "8.8.8.8", "tok")).toBe(false);
  });
});
