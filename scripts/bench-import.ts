/**
 * npm run bench:import [-- ROWS]   (or BENCH_ROWS=N; default 5,000)
 *
 * Times a bulk import (issue 34, ADR 035) on the embedded database: a scratch
 * DATA_DIR gets the demo data; the production build (run `npm run build`
 * first) serves it on BENCH_PORT (default 3297). The administrator (staff may
 * import) uploads a generated CSV of ROWS listings without photos through
 * /my-listings/import, as a browser does; the script measures
 * - the dry run: from the upload until the preview is ready (target ≤ 10 s);
 * - the import: from the confirmation until it is done (target ≤ 30 s), while
 *   autocannon sends visitors (BENCH_CONNECTIONS, default 10) to the home
 *   page, a list page and property pages (their p99, target ≤ 100 ms);
 * - the server's resident memory before the upload and its peak during the
 *   dry run and the import (growth target < 100 MB), read from /proc.
 * BENCH_NODE_FLAGS passes flags to the server's node (--cpu-prof, say). The scratch folder is removed afterwards.
 * BENCH_LOG_LEVEL (default warn) is the server's log level and BENCH_SERVER_OUT a file the server's output is
 * written to at the end: with `info`, its request lines say how long each answer took inside the server and
 * whether it came from the page cache (against the latencies autocannon saw from outside).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { stringify } from "csv-stringify/sync";
import { benchSheetRows } from "./bench-import-sheet";

/** The part of autocannon (which ships no types) used here. */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string }[];
}) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}> & { stop: () => void };
const autocannonModule: string = "autocannon";
const { default: autocannon } = (await import(autocannonModule)) as { default: Autocannon };

const rowCount = Number(process.argv[2] ?? process.env.BENCH_ROWS ?? 5_000);
if (!Number.isInteger(rowCount) || rowCount < 1 || rowCount > 5_000) {
  console.error("Usage: npm run bench:import [-- <rows, 1 to 5000>]");
  process.exit(2);
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3297);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-import-"));
const base = `http://127.0.0.1:${port}`;
const admin = { email: "bench-admin@nivaas.local", password: "bench-admin-password" };

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, output })),
  );
  return { child, done, output: () => output };
}

async function waitHealthy() {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not start");
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the server's memory every 200 ms until stopped; answers the peak. */
function watchMemory(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

/** A value of the server's /metrics (the script is at a loopback address, which may read it). */
async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(new RegExp(`^${name} ([0-9.e+-]+)`, "m").exec(text)?.[1] ?? NaN);
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** The import's page. A reset connection under load is asked again; a server that died ends the run with its log. */
async function importPage(cookie: string, id: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await fetch(`${base}/my-listings/import/${id}`, { headers: { cookie } })).text();
    } catch (error) {
      if (attempt >= 10 || server.child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The import page's state (the data-status of its state section). */
async function statusOf(cookie: string, id: string): Promise<string> {
  return /data-status="([a-z]+)"/.exec(await importPage(cookie, id))?.[1] ?? "unknown";
}

/**
 * How often the script asks for the import's page: each ask is a signed-in render the server makes
 * alongside the import. The page itself asks every 2 s; 10 asks a second took about a third of the
 * server's time from the import and the visitors. The times printed are late by up to this much.
 */
const POLL_MS = 500;

async function waitFor(cookie: string, id: string, wanted: string[]): Promise<string> {
  for (;;) {
    const status = await statusOf(cookie, id);
    if (wanted.includes(status)) return status;
    if (["refused", "failed", "cancelled"].includes(status)) throw new Error(`The import is ${status}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const file = path.join(scratch, "listings.csv");
fs.writeFileSync(file, stringify(benchSheetRows(rowCount)));
console.log(`Generated ${rowCount} rows: ${(fs.statSync(file).size / 1e6).toFixed(2)} MB of CSV`);

const server = run([...(process.env.BENCH_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean), "server.mjs"], {
  NODE_ENV: "production",
  // As `npm start` and `npm run serve` run it (glibc's per-thread malloc arenas keep freed memory).
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: path.join(scratch, "data"),
  PUBLIC_URL: base,
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  MAP_STYLE_URL: "none",
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
});
try {
  await waitHealthy();
  const pid = server.child.pid!;
  const cookie = await signIn();
  // Warm the pages the visitors ask for, so the figures are the import's cost, not a cold start's.
  const propertyPaths = [1, 2, 3, 50, 100].map((id) => `/property/${id}`);
  for (const page of ["/", "/residential", ...propertyPaths]) await fetch(`${base}${page}`);
  const idle = rssMb(pid);
  const heapBeforeMb = (await metric("nodejs_heap_size_used_bytes")) / 1e6;
  const heapTotalBeforeMb = (await metric("nodejs_heap_size_total_bytes")) / 1e6;
  const externalBeforeMb = (await metric("nodejs_external_memory_bytes")) / 1e6;

  const peakDuringCheck = watchMemory(pid);
  const uploadStarted = performance.now();
  const form = new FormData();
  form.append("file", await fs.openAsBlob(file, { type: "text/csv" }), "listings.csv");
  const upload = await fetch(`${base}/my-listings/import`, {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
    redirect: "manual",
  });
  const location = upload.headers.get("location") ?? "";
  const id = /\/my-listings\/import\/(\d+)/.exec(location)?.[1];
  if (!id) throw new Error(`The upload answered ${upload.status}: ${(await upload.text()).slice(0, 500)}`);
  await waitFor(cookie, id, ["checked"]);
  const checkSeconds = (performance.now() - uploadStarted) / 1000;
  const checkPeak = peakDuringCheck();

  const rendersBefore = await metric("nivaas_page_cache_misses_total");
  const peakDuringImport = watchMemory(pid);
  const confirmed = performance.now();
  const confirm = await fetch(`${base}/my-listings/import/${id}`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: "intent=confirm",
    redirect: "manual",
  });
  if (confirm.status >= 400) throw new Error(`Confirming answered ${confirm.status}`);
  const done = waitFor(cookie, id, ["done"]).then(() => (performance.now() - confirmed) / 1000);
  const instance = autocannon({
    url: base,
    connections,
    duration: 3_600,
    requests: ["/", "/residential", ...propertyPaths].map((p) => ({ method: "GET", path: p })),
  });
  const importSeconds = await done;
  instance.stop();
  const during = await instance;
  const importPeak = peakDuringImport();
  const renders = (await metric("nivaas_page_cache_misses_total")) - rendersBefore;
  const heapMb = (await metric("nodejs_heap_size_used_bytes")) / 1e6;
  const heapTotalMb = (await metric("nodejs_heap_size_total_bytes")) / 1e6;
  const rssAfter = rssMb(pid);
  const externalMb = (await metric("nodejs_external_memory_bytes")) / 1e6;
  const summary = await importPage(cookie, id);
  const counts = /data-testid="import-summary"[^>]*>(?:<[^>]+>)*([^<]+)/.exec(summary)?.[1] ?? "(no summary)";

  console.log(
    [
      `Dry run of ${rowCount} rows (upload to preview): ${checkSeconds.toFixed(1)} s (target ≤ 10 s)`,
      `Import of ${rowCount} rows (confirm to done): ${importSeconds.toFixed(1)} s (target ≤ 30 s); result: ${counts}`,
      `Server RSS: ${idle.toFixed(0)} MB before the upload, peak ${checkPeak.toFixed(0)} MB during the dry run, ` +
        `peak ${importPeak.toFixed(0)} MB during the import: growth ${(Math.max(checkPeak, importPeak) - idle).toFixed(0)} MB (target < 100 MB)`,
      `Visitors at ${connections} connections during the import: ${Math.round(during.requests.average)} req/s, ` +
        `p50 ${during.latency.p50} ms, p99 ${during.latency.p99} ms (target ≤ 100 ms); ` +
        `${during.errors} connection errors (${during.timeouts} of them timeouts), ${during.non2xx} answers not 2xx` +
        ` (status codes: ${JSON.stringify(Object.fromEntries(Object.entries(during.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count])))})`,
      `Visitor pages rendered during the import (page-cache misses: pages the import's changes dropped): ${renders}`,
      `Before the upload / after the import: RSS ${idle.toFixed(0)} / ${rssAfter.toFixed(0)} MB, ` +
        `V8 heap used ${heapBeforeMb.toFixed(0)} / ${heapMb.toFixed(0)} MB ` +
        `(reserved ${heapTotalBeforeMb.toFixed(0)} / ${heapTotalMb.toFixed(0)} MB), ` +
        `memory outside the server thread's heap (buffers; the embedded database has its own thread) ${externalBeforeMb.toFixed(0)} / ${externalMb.toFixed(0)} MB`,
    ].join("\n"),
  );
} catch (error) {
  console.error(`The benchmark failed. The server's last output:\n${server.output().slice(-4000)}`);
  throw error;
} finally {
  if (process.env.BENCH_SERVER_OUT) fs.writeFileSync(process.env.BENCH_SERVER_OUT, server.output());
  if (server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await Promise.race([server.done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  }
  fs.rmSync(scratch, { recursive: true, force: true });
}
