/**
 * What an operator watches, against the production server: every answer has
 * an X-Request-Id and one JSON log line with its route and status; `/metrics`
 * is refused to a public address without METRICS_TOKEN and, with it, shows
 * request histograms and page-cache counters that move; after signing in with
 * a password and with a phone code, the server's log holds no password, code,
 * session token or full phone number; a deliberately failing job is in the
 * log and in `/metrics` (on PostgreSQL, where the test can queue one).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { APIResponse } from "@playwright/test";
import { E2E_METRICS_TOKEN } from "./support/admin-account";
import { ADMIN, expect, serverLog, serverLogEntries, signInAsAdmin, test, waitForOutbox } from "./support/fixtures";

const withToken = { authorization: `Bearer ${E2E_METRICS_TOKEN}` };

/** The request line the server logged for `requestId` (written as the answer ends). */
async function requestLine(requestId: string) {
  let line: Record<string, unknown> | undefined;
  await expect
    .poll(() => (line = serverLogEntries().find((entry) => entry.msg === "request" && entry.requestId === requestId)))
    .toBeTruthy();
  return line!;
}

async function expectLogged(response: APIResponse) {
  const id = response.headers()["x-request-id"];
  expect(id, response.url()).toMatch(/^[0-9a-f-]{36}$/);
  const line = await requestLine(id);
  expect(line.status).toBe(response.status());
  expect(typeof line.route).toBe("string");
  expect(String(line.route)).not.toBe("");
  expect(typeof line.durationMs).toBe("number");
  expect(line.time).toBeTruthy();
  return line;
}

function counter(text: string, name: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

test.describe("request ids and the request log", () => {
  test("pages, 304s, page-cache hits, static files, 404s and refused posts all have an id and a log line", async ({
    request,
  }) => {
    const home = await request.get("/");
    const homeLine = await expectLogged(home);
    expect(homeLine).toMatchObject({ method: "GET", route: "/", url: "/" });
    const again = await request.get("/");
    expect(await expectLogged(again)).toMatchObject({ route: "/", cache: "hit" });
    const etag = again.headers()["etag"];
    const notModified = await request.get("/", { headers: { "if-none-match": etag } });
    expect(notModified.status()).toBe(304);
    expect(await expectLogged(notModified)).toMatchObject({ cache: "hit", status: 304 });

    const script = (await home.text()).match(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/)![1];
    expect(await expectLogged(await request.get(script))).toMatchObject({ route: "/assets/*", status: 200 });
    await expectLogged(await request.get("/favicon.ico"));
    await expectLogged(await request.get("/healthz"));

    const sitemap = await (await request.get("/sitemap.xml")).text();
    const id = sitemap.match(/\/property\/(\d+)/)![1];
    expect(await expectLogged(await request.get(`/hi/property/${id}`))).toMatchObject({ route: "/property/:id" });
    // One segment matches the optional language ("/"), deeper paths the catch-all route.
    expect(await expectLogged(await request.get("/no-such-page"))).toMatchObject({ status: 404, route: "/" });
    expect(await expectLogged(await request.get("/no/such/page"))).toMatchObject({ status: 404, route: "/*" });
    const refused = await request.post("/inquiry", { form: { inquiryType: "nonsense" } });
    expect(refused.status()).toBeLessThan(500);
    expect(await expectLogged(refused)).toMatchObject({ method: "POST", route: "/inquiry" });
    // The one sent with a proxy's id keeps it.
    const relayed = await request.get("/about", { headers: { "x-request-id": "edge-1234abcd" } });
    expect(relayed.headers()["x-request-id"]).toBe("edge-1234abcd");
    await requestLine("edge-1234abcd");
  });

  test("a browser's every response carries an id", async ({ page }) => {
    const missing: string[] = [];
    page.on("response", (response) => {
      if (!response.headers()["x-request-id"]) missing.push(response.url());
    });
    await page.goto("/residential");
    await page.waitForLoadState("networkidle");
    await page.goto("/projects");
    await page.waitForLoadState("networkidle");
    expect(missing).toEqual([]);
  });
});

test.describe("/metrics", () => {
  test("a public address without the token gets 403; so does a wrong token", async ({ request }) => {
    const fromPublic = await request.get("/metrics", { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(fromPublic.status()).toBe(403);
    expect(await fromPublic.text()).not.toContain("http_request_duration_seconds");
    const wrong = await request.get("/metrics", {
      headers: { "x-forwarded-for": "203.0.113.7", authorization: "Bearer not-the-token" },
    });
    expect(wrong.status()).toBe(403);
  });

  test("with the token: request histograms, and page-cache counters that move when pages are requested", async ({
    request,
  }) => {
    const read = async () => {
      const response = await request.get("/metrics", { headers: { ...withToken, "x-forwarded-for": "203.0.113.7" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
      return response.text();
    };
    // A page nobody asked for yet: rendered once (a miss), then answered from the cache (a hit).
    const url = `/residential?page=1&metrics=${Date.now()}`;
    const before = await read();
    await request.get(url);
    await request.get(url);
    const after = await read();
    expect(counter(after, "nivaas_page_cache_misses_total")).toBeGreaterThan(
      counter(before, "nivaas_page_cache_misses_total"),
    );
    expect(counter(after, "nivaas_page_cache_hits_total")).toBeGreaterThan(
      counter(before, "nivaas_page_cache_hits_total"),
    );
    expect(after).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/residential",status="200"\} \d+/m,
    );
    expect(after).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/residential",status="200"\} \d+/m,
    );
    for (const name of [
      "nivaas_page_cache_invalidations_total",
      "nivaas_job_queue_depth",
      "nivaas_db_query_duration_seconds_count",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(after, name).toContain(name);
    }
  });
});

test.describe("redaction", () => {
  test("after password and phone-code sign-ins the log holds no password, code, session token or phone number", async ({
    browser,
    page,
  }) => {
    await signInAsAdmin(page);
    const adminSession = (await page.context().cookies()).find((cookie) => cookie.name.includes("session_token"));
    expect(adminSession).toBeTruthy();

    const visitor = await browser.newContext();
    const phonePage = await visitor.newPage();
    const phone = `9${String(Date.now()).slice(-9)}`;
    await phonePage.goto("/login?mode=otp");
    await phonePage.getByLabel("Phone Number").fill(phone);
    await phonePage.getByRole("button", { name: "Send OTP" }).click();
    await expect(phonePage.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
    const [, code] = await waitForOutbox(new RegExp(`sms to \\+91${phone}: .*?(\\d{6})`));
    await phonePage.getByLabel("Enter OTP").fill(code);
    await phonePage.getByRole("button", { name: "Verify OTP" }).click();
    await expect(phonePage).toHaveURL(/\/$/);
    await expect(phonePage.getByRole("button", { name: "Logout" })).toBeVisible();
    const phoneSession = (await visitor.cookies()).find((cookie) => cookie.name.includes("session_token"));
    await visitor.close();

    const log = serverLog();
    // The log did record those requests (so the test reads the right file).
    expect(log).toContain('"route":"/login"');
    expect(log).toContain("SMS stored in the outbox");
    const secrets = {
      "the administrator's password": ADMIN.password,
      "the phone code": code,
      "the administrator's session token": decodeURIComponent(adminSession!.value).split(".")[0],
      "the phone account's session token": decodeURIComponent(phoneSession!.value).split(".")[0],
      "the phone number": phone,
    };
    for (const [what, secret] of Object.entries(secrets)) {
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(log), what).toBe(false);
    }
    // Every line the server wrote itself is JSON.
    for (const line of log.split("\n").filter((text) => text.startsWith("{")))
      expect(() => JSON.parse(line)).not.toThrow();
  });
});

test("a deliberately failing job is in the log and in /metrics (PostgreSQL)", async () => {
  test.setTimeout(120_000);
  const serverUrl = process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    test.skip(true, "no PostgreSQL server reachable");
    return;
  }
  const name = `nivaas_e2e_${crypto.randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-jobs-"));
  const port = Number(process.env.E2E_PORT ?? 3210) + 70;
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SEED_DEMO: "0",
      ADMIN_PASSWORD: "jobs-admin-pass-2026",
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const database = new pg.Client({ connectionString: url.toString() });
  try {
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 90_000 })
      .toBe(200);
    await database.connect();
    const [job] = (
      await database.query(
        "insert into jobs (name, max_attempts) values ('observability.deliberate-failure', 1) returning id",
      )
    ).rows as { id: number }[];
    const failure = () =>
      output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.job === "observability.deliberate-failure");
    await expect.poll(failure, { timeout: 20_000 }).toBeTruthy();
    expect(failure()).toMatchObject({ level: "error", jobId: job.id });
    const metrics = await (await fetch(`${base}/metrics`, { headers: withToken })).text();
    expect(metrics).toMatch(/^nivaas_job_failures_total\{job="observability\.deliberate-failure"\} 1$/m);
    expect(metrics).toMatch(/^nivaas_job_runs_total\{job="observability\.deliberate-failure",outcome="error"\} 1$/m);
    expect(metrics).toMatch(/^nivaas_jobs_failed\{job="observability\.deliberate-failure"\} 1$/m);
    // PostgreSQL's pool use.
    expect(metrics).toMatch(/^nivaas_db_pool_connections\{state="max"\} 10$/m);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await database.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
