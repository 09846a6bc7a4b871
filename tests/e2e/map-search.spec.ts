import type { Locator, Page } from "@playwright/test";
import { test, expect, seriousA11yViolations, waitForHydration } from "./support/fixtures";

/**
 * Map search on the list pages and the locality page's map (issue 33, items
 * 3 and 4). The server runs with MAP_STYLE_URL=none: pins on a plain
 * background, no tile host contacted. The Map view is view=map in the URL;
 * "Search this area" puts bbox=west,south,east,north in it, a drawn area
 * poly=…, and both filter the server-rendered list without JavaScript too.
 */

/** Andheri West's centre (app/lib/locality-centres.ts): its demo listings lie around it. */
const ANDHERI_WEST = { lng: 72.8296, lat: 19.1364 };
const MAP_CODE = /\/assets\/(map-search-live|maplibre-place)-[\w-]+\.js$/;

const heading = (page: Page) => page.locator("#results-heading");
const countOf = async (page: Page) => Number((await heading(page).innerText()).replace(/[^\d]/g, ""));

async function openMap(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  const map = page.locator("[data-map-view]");
  await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
  await expect(map.locator("[data-map-pin]").first()).toBeVisible();
  return map;
}

test("/residential?location=Mumbai: the Map view's Search this area lists only what lies in the view, as the same URL does without JavaScript", async ({
  page,
  browser,
}) => {
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (MAP_CODE.test(request.url())) mapCode.push(request.url());
  });
  await page.goto("/residential?location=Mumbai");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(mapCode, "the map's code is not part of the list's first load").toEqual([]);
  const before = await countOf(page);

  await page.getByRole("link", { name: "Map", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.locator("[data-map-view]");
  await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
  await expect(map.locator("[data-map-pin]").first()).toBeVisible();
  expect(mapCode.length).toBeGreaterThan(0);
  // Pins are buttons named by the listing's title and price (or a group's count), showing a short price.
  const listingPin = map.locator('[data-map-pin]:not([data-map-pin="group"])').first();
  if ((await listingPin.count()) > 0) {
    await expect(listingPin).toHaveAccessibleName(/, ₹/);
    await expect(listingPin).toHaveText(/^₹[\d.,]+( (Cr|L)|K\/mo| L\/mo)?$/);
  }
  await expect(map.getByRole("button", { name: "Search this area" })).toHaveCount(0);

  // Zoom in and move with the keyboard, as a person would.
  await map.locator("canvas").focus();
  await page.keyboard.press("Equal");
  await page.waitForTimeout(500);
  await page.keyboard.press("ArrowLeft");
  const search = map.getByRole("button", { name: "Search this area" });
  await expect(search).toBeVisible();
  await search.click();
  await expect(page).toHaveURL(/bbox=/);
  const url = new URL(page.url());
  expect(url.searchParams.get("location")).toBe("Mumbai");
  expect(url.searchParams.get("view")).toBe("map");
  const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
  expect(west).toBeLessThan(east);
  expect(south).toBeLessThan(north);

  await expect(page.getByText("Showing only listings inside the area chosen on the map.")).toBeVisible();
  const after = await countOf(page);
  expect(after).toBeLessThanOrEqual(before);
  await expect(map.locator("[data-map-announcement]")).toHaveText(new RegExp(`^${after} listings? in this area$`));
  await expect(map.locator("[data-map-announcement]")).toHaveAttribute("aria-live", "polite");

  // Every listing inside the view, and only those: the pins of exactly that view add up to the count.
  const pins = await page.request.get(
    `/api/map-pins?kind=residential&location=Mumbai&view=${url.searchParams.get("bbox")}`,
  );
  const body = (await pins.json()) as { pins: ({ kind: "group"; count: number } | { kind: "listing" })[] };
  expect(body.pins.reduce((sum, pin) => sum + (pin.kind === "group" ? pin.count : 1), 0)).toBe(after);
  const titles = await page.locator("article h3").allTextContents();

  // The same URL without JavaScript: the same list.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await plain.newPage();
  const response = await noJs.goto(url.pathname + url.search);
  expect(response!.status()).toBe(200);
  expect(await noJs.locator("article h3").allTextContents()).toEqual(titles);
  await expect(noJs.locator("[data-map-view]")).toBeHidden();
  await expect(noJs.locator("#results-heading")).toHaveText(await heading(page).innerText());
  await plain.close();

  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a drawn area, one corner per press of Add the map's centre, is kept in the URL, filters the list and survives a reload", async ({
  page,
}) => {
  const map = await openMap(page, "/residential?location=Mumbai&view=map");
  const before = await countOf(page);
  await map.getByRole("button", { name: "Draw an area" }).click();
  await expect(map.getByRole("button", { name: "Finish the area" })).toBeDisabled();
  // One corner per press of "Add the map's centre", the map moved with the arrow keys in between.
  const addCentre = map.getByRole("button", { name: "Add the map's centre" });
  const canvas = map.locator("canvas");
  for (const key of ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"]) {
    await canvas.focus();
    await page.keyboard.press(key);
    await page.keyboard.press(key);
    await page.waitForTimeout(500);
    await addCentre.click();
  }
  await expect(map.locator("[data-map-announcement]")).toContainText("4 corners");
  await map.getByRole("button", { name: "Finish the area" }).click();
  await expect(page).toHaveURL(/poly=/);
  const poly = new URL(page.url()).searchParams.get("poly")!;
  expect(poly.split(";")).toHaveLength(4);
  await expect(page.getByText("Showing only listings inside the area chosen on the map.")).toBeVisible();
  const inside = await countOf(page);
  expect(inside).toBeLessThanOrEqual(before);
  const titles = await page.locator("article h3").allTextContents();

  await page.reload();
  await waitForHydration(page);
  expect(new URL(page.url()).searchParams.get("poly")).toBe(poly);
  expect(await countOf(page)).toBe(inside);
  expect(await page.locator("article h3").allTextContents()).toEqual(titles);
});

/** Scrolls the map's canvas to the middle of the window: a pointer acts only on what is on the screen. */
async function bringIntoView(map: Locator) {
  await map.locator("canvas").evaluate((canvas) => canvas.scrollIntoView({ block: "center" }));
}

/** Where on the screen a listing or group pin nearest `point` stands: the canvas just under its tip (anchor bottom). */
async function screenPointNear(map: Locator, point: { lng: number; lat: number }) {
  // One read of every pin at once: the pins are replaced as the map moves.
  const pins = await map.locator("[data-map-pin]").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const { lng, lat } = (element as HTMLElement).dataset;
      return { lng: Number(lng), lat: Number(lat), x: box.x + box.width / 2, y: box.bottom + 3 };
    }),
  );
  const distance = (pin: { lng: number; lat: number }) => Math.hypot(pin.lng - point.lng, pin.lat - point.lat);
  const best = pins.sort((a, b) => distance(a) - distance(b))[0];
  if (!best) throw new Error("no pin on the map");
  return best;
}

/** How many degrees of longitude the map shows, read from two pins' places on the screen. */
async function viewWidthDegrees(map: Locator): Promise<number> {
  const pins = await map.locator("[data-map-pin]").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { lng: Number((element as HTMLElement).dataset.lng), x: box.x + box.width / 2 };
    }),
  );
  const width = (await map.locator("canvas").boundingBox())!.width;
  for (const a of pins)
    for (const b of pins)
      if (Math.abs(a.lng - b.lng) > 0.002) return (width * Math.abs(a.lng - b.lng)) / Math.abs(a.x - b.x);
  return Infinity;
}

/** Zooms in with the mouse wheel over `point` until the map shows at most `maxDegrees` of longitude. */
async function wheelZoomTo(page: Page, map: Locator, point: { lng: number; lat: number }, maxDegrees: number) {
  for (let i = 0; i < 10 && (await viewWidthDegrees(map)) > maxDegrees; i++) {
    const at = await screenPointNear(map, point);
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -400);
    // The zoom eases in, then the pins of the new view arrive.
    await page.waitForTimeout(900);
  }
}

test("a pointer drags the map, then Search this area: bbox in the URL, the list and count only what lies inside, the same list without JavaScript", async ({
  page,
  browser,
}) => {
  const map = await openMap(page, "/residential?location=Mumbai&view=map");
  const before = await countOf(page);
  await expect(map.getByRole("button", { name: "Search this area" })).toHaveCount(0);
  await bringIntoView(map);
  // The wheel zooms in over Andheri West's pins; the map is then dragged a little, as a hand would.
  await wheelZoomTo(page, map, ANDHERI_WEST, 0.12);
  const canvas = (await map.locator("canvas").boundingBox())!;
  const from = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 8 });
  await page.mouse.move(from.x + 80, from.y + 30, { steps: 8 });
  await page.mouse.up();
  const search = map.getByRole("button", { name: "Search this area" });
  await expect(search).toBeVisible();
  await search.click();
  await expect(page).toHaveURL(/bbox=/);
  const url = new URL(page.url());
  expect(url.searchParams.get("location")).toBe("Mumbai");
  const bbox = url.searchParams.get("bbox")!;
  const [west, south, east, north] = bbox.split(",").map(Number);
  expect(east - west).toBeLessThan(0.2);
  expect(north - south).toBeGreaterThan(0);
  // The area is around Andheri West, not all of Mumbai.
  expect(west).toBeLessThan(ANDHERI_WEST.lng);
  expect(east).toBeGreaterThan(ANDHERI_WEST.lng);
  expect(south).toBeLessThan(ANDHERI_WEST.lat);
  expect(north).toBeGreaterThan(ANDHERI_WEST.lat);

  await expect(page.getByText("Showing only listings inside the area chosen on the map.")).toBeVisible();
  const after = await countOf(page);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await expect(map.locator("[data-map-announcement]")).toHaveText(new RegExp(`^${after} listings? in this area$`));
  // Exactly what lies in the bounds: the pins of that view (every filter kept) add up to the count, and every
  // listing pin shown on the map after the search stands inside the bounds.
  const pins = await page.request.get(`/api/map-pins?kind=residential&location=Mumbai&view=${bbox}`);
  const body = (await pins.json()) as { pins: ({ kind: "group"; count: number } | { kind: "listing" })[] };
  expect(body.pins.reduce((sum, pin) => sum + (pin.kind === "group" ? pin.count : 1), 0)).toBe(after);
  const listed = await page.locator("li[id^=listing-]").evaluateAll((items) => items.map((item) => item.id.slice(8)));
  for (const id of listed) {
    const pin = map.locator(`[data-map-pin="${id}"]`);
    if ((await pin.count()) === 0) continue;
    const lng = Number(await pin.getAttribute("data-lng"));
    const lat = Number(await pin.getAttribute("data-lat"));
    expect(lng >= west && lng <= east && lat >= south && lat <= north, `listing ${id} at ${lng},${lat}`).toBe(true);
  }
  const titles = await page.locator("article h3").allTextContents();

  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await plain.newPage();
  const response = await noJs.goto(url.pathname + url.search);
  expect(response!.status()).toBe(200);
  expect(await noJs.locator("article h3").allTextContents()).toEqual(titles);
  await expect(noJs.locator("#results-heading")).toHaveText(await heading(page).innerText());
  await plain.close();
});

test("an area drawn with a pointer, one click per corner, is kept in the URL, filters the list and survives a reload", async ({
  page,
}) => {
  const map = await openMap(page, "/residential?location=Mumbai&view=map");
  const before = await countOf(page);
  await bringIntoView(map);
  await wheelZoomTo(page, map, ANDHERI_WEST, 0.25);
  await map.getByRole("button", { name: "Draw an area" }).click();
  // A square of four clicks around the middle of the view (now around Andheri West), each on its own: clicks
  // in quick succession would be a double click, which zooms.
  const canvas = (await map.locator("canvas").boundingBox())!;
  const at = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
  for (const [dx, dy] of [
    [-90, -90],
    [90, -90],
    [90, 90],
    [-90, 90],
  ]) {
    await page.mouse.click(at.x + dx, at.y + dy);
    await page.waitForTimeout(400);
  }
  await expect(map.locator("[data-map-announcement]")).toContainText("4 corners");
  // The drawing toolbar and the sketch on the map are accessible too.
  expect(await seriousA11yViolations(page)).toEqual([]);
  await map.getByRole("button", { name: "Finish the area" }).click();
  await expect(page).toHaveURL(/poly=/);
  const poly = new URL(page.url()).searchParams.get("poly")!;
  const corners = poly.split(";").map((corner) => corner.split(",").map(Number));
  expect(corners).toHaveLength(4);
  // Clockwise on the screen: west-north, east-north, east-south, west-south.
  expect(corners[1]![0]).toBeGreaterThan(corners[0]![0]!);
  expect(corners[2]![1]).toBeLessThan(corners[1]![1]!);
  await expect(page.getByText("Showing only listings inside the area chosen on the map.")).toBeVisible();
  const inside = await countOf(page);
  expect(inside).toBeGreaterThan(0);
  expect(inside).toBeLessThan(before);
  const titles = await page.locator("article h3").allTextContents();

  await page.reload();
  await waitForHydration(page);
  expect(new URL(page.url()).searchParams.get("poly")).toBe(poly);
  expect(await countOf(page)).toBe(inside);
  expect(await page.locator("article h3").allTextContents()).toEqual(titles);
  await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
});

test("the drawing has a keyboard way: the map's centre added as a corner, moved with the arrow keys", async ({
  page,
}) => {
  const map = await openMap(page, "/commercial?view=map");
  await map.getByRole("button", { name: "Draw an area" }).click();
  const addCentre = map.getByRole("button", { name: "Add the map's centre" });
  const canvas = map.locator("canvas");
  await addCentre.click();
  await canvas.focus();
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(400);
  await addCentre.click();
  await canvas.focus();
  await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(400);
  await addCentre.click();
  await expect(map.locator("[data-map-announcement]")).toContainText("3 corners");
  await map.getByRole("button", { name: "Finish the area" }).click();
  await expect(page).toHaveURL(/poly=/);
  expect(new URL(page.url()).pathname).toBe("/commercial");
});

test("pins are reached and chosen with the keyboard; choosing one moves focus to its card, and highlighting is shared", async ({
  page,
}) => {
  const map = await openMap(page, "/residential?location=Mumbai&view=map");
  const canvas = map.locator("canvas");
  await canvas.focus();
  // Keyboard zoom and pan change the view and offer to search it.
  await page.keyboard.press("Equal");
  await page.waitForTimeout(500);
  await page.keyboard.press("Minus");
  await page.waitForTimeout(500);
  await page.keyboard.press("ArrowLeft");
  await expect(map.getByRole("button", { name: "Search this area" })).toBeVisible();

  // A pin of a listing on this page of the list, reached with Tab from the map.
  const listed = await page.locator("li[id^=listing-]").evaluateAll((items) => items.map((item) => item.id.slice(8)));
  expect(listed.length).toBeGreaterThan(0);
  await canvas.focus();
  let chosenId: string | null = null;
  for (let i = 0; i < 200 && !chosenId; i++) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.mapPin ?? null);
    if (id === null) break;
    if (id !== "group" && listed.includes(id)) chosenId = id;
  }
  if (chosenId) {
    const card = page.locator(`#listing-${chosenId}`);
    await expect(card).toHaveAttribute("data-highlighted", "");
    await page.keyboard.press("Enter");
    await expect(card).toBeFocused();
  } else {
    // No listing of this page has a pin of its own in the view: a pin chooses into the short card under the map.
    const pin = map.locator('[data-map-pin]:not([data-map-pin="group"])').first();
    await pin.focus();
    await page.keyboard.press("Enter");
    await expect(map.locator("[data-map-chosen]")).toBeFocused();
  }

  // Hovering a card highlights its pin.
  const firstCard = page.locator("li[id^=listing-]").first();
  const firstId = (await firstCard.getAttribute("id"))!.slice(8);
  await firstCard.hover();
  const pin = map.locator(`[data-map-pin="${firstId}"]`);
  if ((await pin.count()) > 0) await expect(pin).toHaveClass(/map-pin-highlighted/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a group pin zooms in when pressed", async ({ page }) => {
  const map = await openMap(page, "/residential?view=map");
  const group = map.locator('[data-map-pin="group"]').first();
  await expect(group).toHaveAccessibleName(/listings here: zoom in/);
  await group.click();
  await expect(map.getByRole("button", { name: "Search this area" })).toBeVisible();
});

test("pressing Map asks for the map's code and MapLibre's worker at once, while the map view's data is still on its way; the worker is then made from the cache", async ({
  page,
}) => {
  await page.goto("/residential?location=Mumbai");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // The map view's data is held back until the map's code has been asked for: that is only possible when the press
  // itself asks for it, not the map view once rendered.
  const codeAsked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  page.on("request", (request) => {
    const url = request.url();
    if (MAP_CODE.test(url) || /maplibre-gl-worker-[\w-]+\.mjs$/.test(url)) codeAsked.push(url);
    const worker = codeAsked.some((asked) => asked.includes("maplibre-gl-worker"));
    if (worker && codeAsked.some((asked) => asked.includes("maplibre-place"))) release();
  });
  let heldInVain = false;
  await page.route(/\.data\?.*view=map/, async (route) => {
    const gaveUp = new Promise<void>((resolve) => setTimeout(() => resolve(void (heldInVain = true)), 8_000));
    await Promise.race([released, gaveUp]);
    await route.continue();
  });
  const workerFetched = page.waitForResponse(/maplibre-gl-worker-[\w-]+\.mjs$/);
  await page.getByRole("link", { name: "Map", exact: true }).click();
  expect((await workerFetched).request().resourceType()).toBe("fetch");
  expect(heldInVain, "the map's code was asked for only after the map view's data arrived").toBe(false);
  const map = page.locator("[data-map-view]");
  await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
  await expect(map.locator("[data-map-pin]").first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Map view fills the screen with a List button, and nothing covers a button", async ({ page }) => {
    await page.goto("/residential?location=Mumbai");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Map", exact: true }).click();
    const map = page.locator("[data-map-view]");
    await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
    const box = (await map.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    const list = map.getByRole("link", { name: "List", exact: true });
    await expect(list).toBeVisible();
    // Every button and link of the map (its toolbar, MapLibre's zoom buttons and attribution) is the topmost element at its centre.
    for (const button of await map
      .locator("[data-map-toolbar] :is(button, a):visible, .maplibregl-ctrl :is(button, a):visible")
      .all()) {
      const covered = await button.evaluate((element) => {
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.bottom < 0 || r.top > window.innerHeight) return false;
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return !(top && (element === top || element.contains(top)));
      });
      expect(covered, await button.innerText()).toBe(false);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await list.click();
    await expect(page).not.toHaveURL(/view=map/);
    await expect(page.locator("[data-map-view]")).toHaveCount(0);
    await expect(page.locator("article").first()).toBeVisible();
  });
});

test("/projects and the Hindi and Marathi pages have the Map view", async ({ page }) => {
  const projects = await openMap(page, "/projects?view=map");
  await expect(projects.locator("[data-map-pin]").first()).toHaveAccessibleName(/.+/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await openMap(page, "/hi/residential?view=map");
  await expect(page.getByRole("link", { name: "सूची", exact: true }).first()).toBeAttached();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await openMap(page, "/mr/commercial?view=map");
  await expect(page.getByRole("link", { name: "यादी", exact: true }).first()).toBeAttached();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Map view is the server-rendered list, and the switch is a link", async ({ page }) => {
    await page.goto("/residential?location=Mumbai");
    const toMap = page.getByRole("link", { name: "Map", exact: true });
    await expect(toMap).toHaveAttribute("href", /view=map/);
    await toMap.click();
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.locator("[data-map-view]")).toBeHidden();
    expect(await page.locator("article").count()).toBeGreaterThan(0);
  });
});

test("malformed bbox or poly on the Map view answers 200 with a note, never a 5xx", async ({ page }) => {
  for (const path of [
    "/residential?view=map&bbox=abc",
    "/commercial?view=map&bbox=72.9,19.2,72.8,19.0",
    "/projects?view=map&poly=72.8,19.0;72.9,19.1;72.8,19.1;72.9,19.0",
    "/residential?view=map&poly=1,2;3",
    "/residential?view=map&bbox=-200,-100,200,100",
  ]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    await expect(page.getByText("The map area in this link could not be read, so it is not applied.")).toBeVisible();
  }
});

test("a locality page shows its listings on a map loaded when scrolled to", async ({ page }) => {
  const mapCode: string[] = [];
  page.on("request", (request) => {
    if (MAP_CODE.test(request.url())) mapCode.push(request.url());
  });
  await page.goto("/locality/andheri-west");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const section = page.getByRole("region", { name: "Andheri West on the map" });
  await expect(section).toBeAttached();
  const map = section.locator("[data-map-view]");
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
  expect(mapCode.length).toBeGreaterThan(0);
  const pins = map.locator("[data-map-pin]");
  await expect(pins.first()).toBeVisible();
  // The pins lie around the locality's centre.
  for (const pin of await pins.all()) {
    expect(Math.abs(Number(await pin.getAttribute("data-lat")) - ANDHERI_WEST.lat)).toBeLessThan(0.05);
    expect(Math.abs(Number(await pin.getAttribute("data-lng")) - ANDHERI_WEST.lng)).toBeLessThan(0.05);
  }
  const listing = map.locator('[data-map-pin]:not([data-map-pin="group"])').first();
  await listing.focus();
  await page.keyboard.press("Enter");
  const chosen = map.locator("[data-map-chosen]");
  await expect(chosen).toBeFocused();
  await expect(chosen.getByRole("link")).toHaveAttribute(
    "href",
    /\/(residential|commercial)-property\/\d+|\/project\/\d+/,
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
});
