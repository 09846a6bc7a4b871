/**
 * npm run bench:pages
 *
 * What a first visit to each main page costs: starts the production build
 * (BUILD_DIR, default build/; built if missing) on a scratch data folder with
 * the demo data, requests each page as a browser would, and reports the HTML
 * and the JavaScript and CSS it loads (every script, modulepreload and
 * stylesheet the HTML names), uncompressed and gzipped. Time-to-first-byte is
 * the median of five requests after one warm-up.
 *
 * A second table splits each page's first-load JavaScript into "framework"
 * (React, React DOM, React Router: the build's `framework` chunk) and "ours"
 * (everything else), gzipped and brotli-compressed (scripts/first-load-js.mjs).
 * `-- --files` lists each page's own files; `-- --check` exits 1 when a page's
 * own code is over its budget (30 KB gzipped).
 */
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { firstLoadJs, OURS_BUDGET_BYTES } from "./first-load-js.mjs";

const PAGES = [
  "/",
  "/residential",
  "/commercial",
  "/projects",
  "/property/1",
  "/project/1",
  "/list-property",
  "/login",
  "/emi-calculator",
  "/contact",
  "/about",
  "/localities",
  "/locality/andheri-west",
  "/favorites",
  "/compare",
  "/hi/residential",
];
const listFiles = process.argv.includes("--files");
const check = process.argv.includes("--check");
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-pages-"));

if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  execSync("npx react-router build", { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
}

const server = spawn(process.execPath, ["server.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth();
  const assetSizes = new Map();
  const jsSizes = new Map();
  const rows = [];
  for (const page of PAGES) {
    await fetch(base + page).then((response) => response.arrayBuffer());
    const times = [];
    let html = "";
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const response = await fetch(base + page, { headers: { "accept-encoding": "identity" } });
      html = await response.text();
      times.push(performance.now() - started);
    }
    const assets = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1],
    );
    let js = [0, 0];
    let css = [0, 0];
    for (const asset of new Set(assets)) {
      if (!assetSizes.has(asset)) {
        const bytes = Buffer.from(await (await fetch(base + asset)).arrayBuffer());
        assetSizes.set(asset, [bytes.length, gzipSync(bytes).length]);
      }
      const [raw, gz] = assetSizes.get(asset);
      const total = asset.endsWith(".css") ? css : js;
      total[0] += raw;
      total[1] += gz;
    }
    const htmlBytes = Buffer.byteLength(html);
    const split = await firstLoadJs(
      html,
      async (asset) => Buffer.from(await (await fetch(base + asset)).arrayBuffer()),
      jsSizes,
    );
    rows.push({
      page,
      ttfb: median(times),
      html: [htmlBytes, gzipSync(html).length],
      js,
      css,
      split,
    });
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log("| page | time (median of 5) | HTML | HTML gzip | JS | JS gzip | CSS gzip |");
  console.log("|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.ttfb.toFixed(1)} ms | ${kb(row.html[0])} | ${kb(row.html[1])} | ${kb(row.js[0])} | ${kb(row.js[1])} | ${kb(row.css[1])} |`,
    );
  }
  console.log("");
  console.log(
    `First-load JavaScript: framework (react, react-dom, react-router) and ours (budget ${kb(OURS_BUDGET_BYTES)} gzip)`,
  );
  console.log("| page | framework gzip | framework brotli | ours gzip | ours brotli | our files | within budget |");
  console.log("|---|---|---|---|---|---|---|");
  const over = [];
  for (const { page, split } of rows) {
    const { framework, ours } = split;
    const within = ours.gzip <= OURS_BUDGET_BYTES;
    if (!within) over.push(page);
    console.log(
      `| ${page} | ${kb(framework.gzip)} | ${kb(framework.brotli)} | ${kb(ours.gzip)} | ${kb(ours.brotli)} | ${ours.files.length} | ${within ? "yes" : "no"} |`,
    );
  }
  if (listFiles) {
    for (const { page, split } of rows) {
      console.log(`\n${page}`);
      for (const file of split.ours.files) console.log(`  ${kb(file.gzip).padStart(9)}  ${file.asset}`);
    }
  }
  if (check && over.length > 0) {
    console.error(`Over the ${kb(OURS_BUDGET_BYTES)} budget: ${over.join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not become healthy within two minutes");
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
