/**
 * npm run bench:map-load
 *
 * Issue 33's target: "the map's scripts load in under 1.5 s on Lighthouse's
 * mobile throttling after the Map switch is pressed". Lighthouse itself
 * measures a page load, not what follows a press, so this script applies
 * Lighthouse's own mobile settings to a real browser and times the press:
 *
 * - network: Lighthouse's slow 4G as DevTools throttling applies it
 *   (lighthouse-core constants `mobileSlow4G`: request latency 150 ms × 3.75,
 *   download 1.6 Mbps × 0.9, upload 750 Kbps × 0.9), through CDP
 *   Network.emulateNetworkConditions;
 * - CPU: 4× slower (Emulation.setCPUThrottlingRate 4);
 * - screen: Lighthouse's phone (412 × 823, device pixel ratio 1.75, touch).
 *
 * Starts the production build (BUILD_DIR, default build/; built if missing) on
 * a scratch data folder with the demo data and MAP_STYLE_URL=none (the figure
 * is about our scripts, not a tile host's). Per run, in a fresh browser
 * context (nothing cached): loads /residential?location=Mumbai throttled, waits
 * until it is idle, presses "Map", and reports from the press:
 *   scripts  — the last of the map's code (its chunks, CSS and MapLibre's
 *              worker) received: the target, < 1500 ms;
 *   load     — MapLibre's `load` event (the canvas drawn with its style);
 *   pins     — the first pin on the screen (needs /api/map-pins too).
 * BENCH_RUNS=N (default 5) runs; the median and the worst are printed.
 * BENCH_PORT (default 3297) is the server's port. BENCH_VERBOSE=1 prints
 * each request after the press: when it was asked for and received, its
 * size on the wire (zero or less: answered from the cache), its status and
 * its content encoding.
 */
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const VERBOSE = process.env.BENCH_VERBOSE === "1";
const TARGET_MS = 1500;
const port = Number(process.env.BENCH_PORT ?? 3297);
const base = `http://127.0.0.1:${port}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromePath)) {
  console.error(`No chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}
// Lighthouse 12's mobile defaults (core/config/constants.js: throttling.mobileSlow4G, screenEmulationMetrics.mobile).
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** The map's own code: the lazy chunks and CSS of the map and MapLibre, and MapLibre's worker. */
const MAP_CODE = /\/assets\/(map-search-live|maplibre-place|maplibre-gl-worker)-[\w-]+\.(js|mjs|css)$/;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-map-load-"));
if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  execSync("npx react-router build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}
const server = spawn(process.execPath, ["server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    PUBLIC_URL: base,
    MAP_STYLE_URL: "none",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitHealthy() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error("the server exited");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}

/** One press of Map in a fresh, throttled phone context: ms from the press to each milestone. */
async function oneRun(browser) {
  let pressWall = 0;
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Times are this process's clock when each map file is received (Playwright's requestfinished, which also sees
  // the worker's request); the delay of the report is a few ms, the same for every run.
  const requested = new Map();
  const traced = [];
  context.on("request", (request) => {
    if (MAP_CODE.test(request.url())) requested.set(request, null);
    if (VERBOSE && pressWall) traced.push({ request, askedAt: Date.now() });
  });
  context.on("requestfinished", (request) => {
    if (requested.has(request)) requested.set(request, Date.now());
    const trace = traced.find((entry) => entry.request === request);
    if (trace) trace.doneAt = Date.now();
  });
  context.on("requestfailed", (request) => requested.delete(request));
  await page.goto(`${base}/residential?location=Mumbai`, { waitUntil: "networkidle", timeout: 120_000 });
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
  if (requested.size > 0) throw new Error("the map's code was part of the list's first load");
  const map = page.getByRole("link", { name: "Map", exact: true });
  await map.waitFor();
  pressWall = Date.now();
  await map.click();
  // MapLibre's load event (the style and the first frame drawn), marked on the canvas by maplibre-search.ts.
  await page.locator("[data-map-canvas][data-map-loaded]").waitFor({ timeout: 60_000 });
  const loadWall = Date.now();
  await page.locator("[data-map-pin]").first().waitFor({ state: "visible", timeout: 60_000 });
  const pinsWall = Date.now();
  const pending = () => [...requested.values()].some((done) => done === null);
  for (let i = 0; i < 200 && pending(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const finished = [...requested.values()].map((done) => done ?? Infinity);
  for (const { request, askedAt, doneAt } of traced) {
    const response = await request.response();
    const answer = `${response?.status() ?? "-"} ${response?.headers()["content-encoding"] ?? ""}`;
    const sizes = await request.sizes().catch(() => null);
    console.log(
      `  ${String(askedAt - pressWall).padStart(5)} → ${String((doneAt ?? NaN) - pressWall).padStart(5)} ms  ${String(sizes?.responseBodySize ?? "?").padStart(7)} B ${answer} ${request.url().replace(base, "")}`,
    );
  }
  await context.close();
  return {
    scripts: Math.max(...finished) - pressWall,
    files: requested.size,
    load: loadWall - pressWall,
    pins: pinsWall - pressWall,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

let browser;
try {
  await waitHealthy();
  browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await oneRun(browser);
    runs.push(run);
    console.log(
      `run ${i + 1}: map code (${run.files} files) ${run.scripts.toFixed(0)} ms, map load ${run.load} ms, first pin ${run.pins} ms`,
    );
  }
  const scripts = runs.map((run) => run.scripts);
  console.log(
    `\nMap switch on /residential?location=Mumbai, Lighthouse mobile throttling (slow 4G ${SLOW_4G.latency} ms, ${((SLOW_4G.downloadThroughput * 8) / 1024).toFixed(0)} Kbps; CPU ×${CPU_SLOWDOWN}), ${RUNS} runs:`,
  );
  console.log(
    `  map's scripts loaded after the press: median ${median(scripts).toFixed(0)} ms, worst ${Math.max(...scripts).toFixed(0)} ms (target < ${TARGET_MS} ms: ${Math.max(...scripts) < TARGET_MS ? "met" : "MISSED"})`,
  );
  console.log(
    `  map drawn: median ${median(runs.map((run) => run.load))} ms; first pin: median ${median(runs.map((run) => run.pins))} ms`,
  );
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
