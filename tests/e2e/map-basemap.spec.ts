/**
 * Every kind of map draws the self-hosted basemap when MAP_PMTILES is set
 * (issue 33, ADR 039): the list pages' Map view, the locality map and the
 * Location tab's place map read /map-tiles/basemap.pmtiles with range
 * requests (206), and no other host. A server of its own runs with a tiny
 * PMTiles archive written by the test (tests/helpers/tiny-pmtiles.ts) and the
 * style's glyphs and sprites on this site (MAP_PMTILES_ASSETS, absent there:
 * the map falls back to the plain background with its notice, the pins stay),
 * so nothing reaches the internet.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import { tinyPmtiles } from "../helpers/tiny-pmtiles";

// Clear of the browser suite's server (E2E_PORT) and of the other specs' own servers (+60, +70).
const port = Number(process.env.E2E_PORT ?? 3210) + 90;
const base = `http://127.0.0.1:${port}`;
const TILES = "/map-tiles/basemap.pmtiles";

let server: ChildProcess | null = null;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-basemap-"));
  fs.mkdirSync(path.join(dataDir, "tiles"));
  fs.writeFileSync(path.join(dataDir, "tiles", "india.pmtiles"), tinyPmtiles());
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      MAP_STYLE_URL: "none",
      MAP_PMTILES: "tiles/india.pmtiles",
      MAP_PMTILES_ASSETS: "/basemap-assets",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server = child;
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start: ${output}`);
});

test.afterAll(() => {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

type Seen = { url: string; range: string | undefined; status: number };

/** Every response the page gets from another host than this test's server, and the basemap's reads. */
function watch(page: Page) {
  const tiles: Seen[] = [];
  const elsewhere: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin !== base && url.protocol.startsWith("http")) elsewhere.push(response.url());
    if (url.origin === base && url.pathname === TILES)
      tiles.push({ url: response.url(), range: response.request().headers()["range"], status: response.status() });
  });
  return { tiles, elsewhere };
}

test("the list page's Map view reads the self-hosted basemap with range requests", async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${base}/residential?location=Mumbai&view=map`);
  await waitForHydration(page);
  const map = page.locator("[data-map-view]");
  await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
  await expect(map.locator("[data-map-pin]").first()).toBeVisible();
  await expect.poll(() => seen.tiles.length, { message: "the Map view asks for the basemap" }).toBeGreaterThan(0);
  for (const read of seen.tiles) {
    expect(read.range, read.url).toMatch(/^bytes=\d+-\d+$/);
    expect(read.status, read.url).toBe(206);
  }
  expect(seen.elsewhere).toEqual([]);
});

test("the locality map and the Location tab's map read the same basemap", async ({ page }) => {
  const seen = watch(page);
  await page.goto(`${base}/locality/andheri-west`);
  await waitForHydration(page);
  const locality = page.getByRole("region", { name: "Andheri West on the map" }).locator("[data-map-view]");
  await locality.scrollIntoViewIfNeeded();
  await expect(locality.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
  await expect.poll(() => seen.tiles.length, { message: "the locality map asks for the basemap" }).toBeGreaterThan(0);

  const before = seen.tiles.length;
  await page.goto(`${base}/residential-property/1`);
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Location" }).click();
  await expect(page.locator("[data-place-map]")).toHaveAttribute("data-state", "shown");
  await expect.poll(() => seen.tiles.length, { message: "the place map asks for the basemap" }).toBeGreaterThan(before);
  expect(seen.tiles.every((read) => read.status === 206)).toBe(true);
  expect(seen.elsewhere).toEqual([]);
});
