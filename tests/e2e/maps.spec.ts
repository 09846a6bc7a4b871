import { test, expect, seriousA11yViolations, waitForHydration } from "./support/fixtures";

/**
 * Maps (the server runs with MAP_STYLE_URL=none: pins on a plain background,
 * no tile host contacted). The Location tab's map loads MapLibre only when it
 * is shown, and carries the property's position; "Open in OpenStreetMap"
 * names the same point, with or without JavaScript. bbox and poly filter the
 * server-rendered list; unusable ones are ignored with a note, never a 5xx.
 */
const MAPLIBRE = /\/assets\/maplibre-place-[\w-]+\.js$/;

test("the Location tab shows the property's pin on a map loaded on demand, with an OpenStreetMap link for the same point", async ({
  page,
}) => {
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (MAPLIBRE.test(request.url())) mapRequests.push(request.url());
  });
  await page.goto("/residential-property/1");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(mapRequests, "MapLibre is not loaded before the map is shown").toEqual([]);

  await page.getByRole("tab", { name: "Location" }).click();
  const region = page.locator("[data-place-map]");
  await expect(region).toBeVisible();
  const lat = Number(await region.getAttribute("data-lat"));
  const lng = Number(await region.getAttribute("data-lng"));
  // Demo data lies in India, inside its locality.
  expect(lat).toBeGreaterThan(6);
  expect(lng).toBeGreaterThan(68);
  const osm = page.getByRole("link", { name: "Open in OpenStreetMap" });
  await expect(osm).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
  );
  await expect(region).toHaveAttribute("data-state", /shown|failed/);
  expect(mapRequests.length).toBe(1);
  if ((await region.getAttribute("data-state")) === "shown") {
    const pin = region.locator(".maplibregl-marker");
    await expect(pin).toHaveAttribute("data-lat", String(lat));
    await expect(pin).toHaveAttribute("data-lng", String(lng));
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Location tab shows the address and the OpenStreetMap link in the map's place", async ({ page }) => {
    await page.goto("/residential-property/1?tab=location");
    const osm = page.getByRole("link", { name: "Open in OpenStreetMap" });
    await expect(osm).toBeVisible();
    await expect(osm).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=\d+\.?\d*&mlon=\d+\.?\d*#map=17\//,
    );
    await expect(page.locator("[data-place-map]")).toBeHidden();
  });

  test("a shared link with bbox lists only what lies inside it, and the filter form keeps it", async ({ page }) => {
    // Around Andheri West's centre (19.1364 N, 72.8296 E): its demo listings lie within 0.006° of it.
    const bbox = "72.82,19.128,72.84,19.145";
    await page.goto(`/residential?location=Mumbai&bbox=${bbox}`);
    await expect(page.getByText("Showing only listings inside the area chosen on the map.")).toBeVisible();
    // By each card's locality, whatever its title (other specs add listings there).
    const places = await page.locator("article .card-location").allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/Andheri West|Oshiwara|Jogeshwari/);
    await expect(page.locator(`#property-filters input[name="bbox"]`)).toHaveValue(bbox);
    const all = await page.goto("/residential?location=Mumbai");
    expect(all!.status()).toBe(200);
  });
});

test("a malformed or inverted bbox, or a self-crossing poly, answers 200 with the filter ignored and a note", async ({
  page,
}) => {
  for (const query of [
    "bbox=abc",
    "bbox=72.9,19.2,72.8,19.0",
    "bbox=1e999,1,2,3",
    "poly=72.8,19.0;72.9,19.1;72.8,19.1;72.9,19.0",
    `poly=${"72.8,19.0;".repeat(80)}`,
    "poly=%00%ff",
  ]) {
    const response = await page.goto(`/residential?${query}`);
    expect(response!.status(), query).toBe(200);
    await expect(page.getByText("The map area in this link could not be read, so it is not applied.")).toBeVisible();
  }
  const projects = await page.goto("/projects?bbox=north");
  expect(projects!.status()).toBe(200);
  const pins = await page.request.get("/api/map-pins?kind=residential&view=oops");
  expect(pins.status()).toBe(400);
  const ok = await page.request.get("/api/map-pins?kind=residential&view=72.7,18.9,73.1,19.5&location=Mumbai");
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { pins: { kind: string }[] };
  expect(body.pins.length).toBeGreaterThan(0);
  expect(body.pins.length).toBeLessThanOrEqual(500);
});

test("a drawn area in the URL filters the list and survives a reload", async ({ page }) => {
  // A square around Powai (19.1176 N, 72.906 E).
  const poly = "72.895,19.105;72.92,19.105;72.92,19.13;72.895,19.13";
  await page.goto(`/residential?poly=${encodeURIComponent(poly)}`);
  await waitForHydration(page);
  const titles = await page.locator("article h3").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // Each card inside the area shows its locality (other specs add listings there whose titles do not name it).
  for (const card of await page.locator("article").allInnerTexts()) expect(card).toContain("Powai");
  await page.reload();
  expect(new URL(page.url()).searchParams.get("poly")).toBe(poly);
  expect(await page.locator("article h3").allTextContents()).toEqual(titles);
});

test("the Contact page shows the office on a map with its OpenStreetMap link", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
    "href",
    /mlat=19\.1437&mlon=72\.8347/,
  );
});
