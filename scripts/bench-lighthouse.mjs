/**
 * npm run bench:lighthouse
 *
 * Lighthouse 12 (its default mobile preset: a mid-range phone on simulated
 * slow 4G) on the public pages that matter most, in Debian's chromium
 * (CHROME_PATH, default /usr/bin/chromium). Starts the production build
 * (BUILD_DIR, default build/; built if missing) on a scratch data folder with
 * the demo data. Prints, per page, the four category scores, the largest
 * contentful paint and total blocking time, and the JavaScript the first load
 * fetches: script requests, their gzipped bytes (gzip -6 of each file, the
 * issue's measure) and the bytes as sent (what the browser received: the
 * build's brotli copies, scripts/precompress-assets.ts). BENCH_RUNS=N measures
 * each page N times and reports the run with the median performance score
 * (and every run's score).
 */
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";

// BENCH_PAGES=/,/residential runs a subset (a quick check of the script itself).
const PAGES = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/residential",
  "/property/1",
  "/project/1",
  "/list-property",
];
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const port = Number(process.env.BENCH_PORT ?? 3293);
const debuggingPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// Without this check a missing browser left the script waiting for it forever.
if (!fs.existsSync(chromePath)) {
  console.error(`No chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-lighthouse-"));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-chromium-"));

if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  execSync("npx react-router build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

const server = spawn(process.execPath, ["server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    // As `npm run serve` runs it: glibc's per-thread malloc arenas keep freed image buffers.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    PUBLIC_URL: base,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const chrome = spawn(
  chromePath,
  [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-extensions",
    `--user-data-dir=${profileDir}`,
    `--remote-debugging-port=${debuggingPort}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);

try {
  await waitFor(`${base}/healthz`, () => server.exitCode !== null && "the server exited");
  await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, () => chrome.exitCode !== null && "chromium exited");
  const gzipped = new Map();
  const rows = [];
  // One warm-up load a page, so the server's first-render work is not measured.
  for (const page of PAGES) await fetch(base + page).then((r) => r.arrayBuffer());
  // Scores move by several points from run to run (Lighthouse simulates the network from one observed load);
  // BENCH_RUNS=5 measures each page five times and keeps the run with the median performance score. The runs
  // go round the pages (every page's first run, then every page's second…), so a machine that gets busier or
  // quieter during the benchmark moves every page's figures alike, and pages can be compared.
  const runsOf = new Map(PAGES.map((page) => [page, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is measured again, twice at most.
      let result;
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(base + page, { port: debuggingPort, output: "json", logLevel: "error" });
        if (!result.lhr.runtimeError) break;
      }
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      runsOf.get(page).push(result.lhr);
    }
  }
  for (const page of PAGES) {
    const runs = runsOf.get(page);
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const performanceScores = runs.map((run) => Math.round(run.categories.performance.score * 100));
    // BENCH_REPORT_DIR=dir keeps each page's whole report (LCP element and phases, request timings) to look into.
    if (process.env.BENCH_REPORT_DIR) {
      fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      const name = page.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      fs.writeFileSync(path.join(process.env.BENCH_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    const requests = lhr.audits["network-requests"].details.items;
    const scripts = requests.filter((item) => item.resourceType === "Script");
    let scriptBytes = 0;
    for (const { url } of scripts) {
      if (!gzipped.has(url)) {
        const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
        gzipped.set(url, gzipSync(bytes).length);
      }
      scriptBytes += gzipped.get(url);
    }
    const scriptBytesSent = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const stylesheetFirst = firstOf(requests, "Stylesheet") < firstOf(requests, "Script");
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    rows.push({
      page,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: lhr.audits["largest-contentful-paint"].numericValue,
      tbt: lhr.audits["total-blocking-time"].numericValue,
      scripts: scripts.length,
      scriptBytes,
      scriptBytesSent,
      performanceScores,
      stylesheetFirst,
    });
  }
  console.log(
    `Lighthouse (mobile preset, simulated slow 4G), chromium ${await chromeVersion()}, ${RUNS} run(s) a page`,
  );
  console.log(
    "| page | performance | accessibility | best practices | SEO | LCP | TBT | script requests | JS gzipped | JS as sent | stylesheet before scripts | every run's performance |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
        `${(row.lcp / 1000).toFixed(2)} s | ${row.tbt.toFixed(0)} ms | ${row.scripts} | ` +
        `${(row.scriptBytes / 1024).toFixed(1)} KB | ${(row.scriptBytesSent / 1024).toFixed(1)} KB | ${row.stylesheetFirst ? "yes" : "no"} | ${row.performanceScores.join(", ")} |`,
    );
  }
} finally {
  chrome.kill("SIGTERM");
  server.kill("SIGTERM");
  await Promise.all(
    [chrome, server].map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once("exit", resolve)) : null,
    ),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}

async function chromeVersion() {
  const version = await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json();
  return version.Browser;
}

/** When the first request of a resource type started (Infinity if none). */
function firstOf(requests, resourceType) {
  const times = requests.filter((item) => item.resourceType === resourceType).map((item) => item.networkRequestTime);
  return times.length ? Math.min(...times) : Infinity;
}

async function waitFor(url, failed) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    const reason = failed();
    if (reason) throw new Error(`Could not reach ${url}: ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within three minutes`);
}
