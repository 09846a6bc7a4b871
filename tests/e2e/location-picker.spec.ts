/**
 * The location picker (issue 33), in a real browser with MAP_STYLE_URL=none
 * (pins on a plain background, no tile host contacted): in the List Your
 * Property wizard a tap on the map places the pin, the position is stored with
 * the submission, and once staff approve it the published property's Location
 * tab pin sits there. Latitude 95 or "abc" get the field's message and keep
 * what was typed; without JavaScript the plain fields and "Use the locality's
 * centre" work; the admin property form has the same picker.
 */
import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test, waitForHydration } from "./support/fixtures";

const PICKER_CODE = /\/assets\/maplibre-picker-[\w-]+\.js$/;
// Powai's centre (app/lib/locality-centres.ts), as the locality option's value.
const POWAI = { lat: 19.1176, lng: 72.906 };

function stamp() {
  return Date.now().toString(36);
}

async function fillDetails(page: Page, title: string) {
  await page.getByLabel("Property Type").selectOption("residential");
  await page.getByLabel("Category").selectOption("Apartment");
  await page.getByLabel("Property Title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Lake-facing flat on a high floor with a covered parking space, near the schools and the main road.");
}

async function fillAddress(page: Page) {
  await page.getByLabel("Address", { exact: true }).fill("4 Lake Road, Powai");
  await page.getByLabel("City").fill("Mumbai");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("Pincode").fill("400076");
  await page.getByLabel("Area (sq ft)").fill("910");
  await page.getByLabel("Bedrooms").fill("2");
  await page.getByLabel("Bathrooms").fill("2");
}

async function finish(page: Page, next: boolean, expectListed = true) {
  if (next) await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Listing Type").selectOption("sale");
  await page.getByLabel("Price (₹)").fill("21500000");
  if (next) await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Your Name").fill("Picker Owner");
  await page.getByLabel("Phone Number").fill("9876501234");
  await page.getByLabel("Email Address").fill("picker-owner@example.com");
  await page.getByRole("button", { name: "List Property" }).click();
  if (expectListed) await expect(page.getByText(/Property listed successfully!/)).toBeVisible();
}

/** Staff approve the submission; answers the published property's path. */
async function approve(page: Page, title: string): Promise<string> {
  const admin = await (await page.context().browser()!.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/property-listings?q=${encodeURIComponent(title)}`);
  const row = admin.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Listing approved successfully!")).toBeVisible();
  await row.getByRole("link", { name: "View" }).click();
  const href = (await admin
    .getByRole("link", { name: /^Property #\d+/ })
    .first()
    .getAttribute("href"))!;
  await admin.context().close();
  return href;
}

/** The Location tab's map carries the stored position. */
async function expectPinAt(page: Page, path: string, lat: string, lng: string) {
  // Every listing here is residential: its page's own address, with the tab in the URL.
  await page.goto(`${path.replace("/property/", "/residential-property/")}?tab=location`);
  const region = page.locator("[data-place-map]");
  await expect(region).toHaveAttribute("data-lat", lat);
  await expect(region).toHaveAttribute("data-lng", lng);
  await expect(page.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`,
  );
}

test("a tap on the wizard's map places the pin; the published property's pin sits there", async ({ page }) => {
  test.setTimeout(120_000);
  const pickerRequests: string[] = [];
  page.on("request", (request) => {
    if (PICKER_CODE.test(request.url())) pickerRequests.push(request.url());
  });
  const title = `Lake view 2 BHK ${stamp()}`;
  await page.goto("/list-property");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(pickerRequests, "the map's code is not part of the first load").toEqual([]);

  await fillDetails(page, title);
  await page.getByRole("button", { name: "Next Step" }).click();
  await fillAddress(page);
  await page.getByLabel("Locality", { exact: true }).selectOption({ label: "Powai, Mumbai" });
  const map = page.locator("[data-picker-map]");
  await expect(map).not.toHaveAttribute("data-state", "waiting");
  expect(await map.getAttribute("data-failure")).toBeNull();
  await expect(map).toHaveAttribute("data-state", "shown");
  expect(pickerRequests.length).toBe(1);

  // A tap a little north-east of the view's centre (Powai's centre).
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
  const latitude = page.getByLabel("Latitude", { exact: true });
  const longitude = page.getByLabel("Longitude", { exact: true });
  await expect(latitude).not.toHaveValue("");
  const lat = await latitude.inputValue();
  const lng = await longitude.inputValue();
  expect(Number(lat)).toBeGreaterThan(POWAI.lat);
  expect(Number(lat)).toBeLessThan(POWAI.lat + 0.02);
  expect(Number(lng)).toBeGreaterThan(POWAI.lng);
  expect(Number(lng)).toBeLessThan(POWAI.lng + 0.02);
  const pin = map.locator("[data-picker-pin]");
  await expect(pin).toHaveAttribute("data-lat", lat);
  await expect(pin).toHaveAttribute("data-lng", lng);
  await expect(page.getByRole("status").filter({ hasText: `Pin placed at latitude ${lat}` })).toBeAttached();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The single-tap alternative to dragging: the pin moves to the view's centre.
  await page.getByRole("button", { name: "Place the pin at the map's centre" }).click();
  await expect(latitude).toHaveValue(String(POWAI.lat));
  await expect(longitude).toHaveValue(String(POWAI.lng));
  // And a tap again, where the listing is.
  await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
  await expect(latitude).toHaveValue(lat);
  await expect(longitude).toHaveValue(lng);

  await finish(page, true);
  const path = await approve(page, title);
  await expectPinAt(page, path, lat, lng);
});

test("latitude 95 or 'abc' gets the field's message, and nothing typed is lost", async ({ page }) => {
  await page.goto("/list-property");
  await waitForHydration(page);
  await fillDetails(page, `Typed position ${stamp()}`);
  await page.getByRole("button", { name: "Next Step" }).click();
  await fillAddress(page);
  const latitude = page.getByLabel("Latitude", { exact: true });
  const longitude = page.getByLabel("Longitude", { exact: true });
  await latitude.fill("95");
  await longitude.fill("72.9");
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(page.getByText("Latitude must be within India (6 to 37.5)")).toBeVisible();
  await expect(latitude).toHaveAttribute("aria-invalid", "true");
  await expect(latitude).toHaveValue("95");
  await expect(longitude).toHaveValue("72.9");
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue("4 Lake Road, Powai");

  await latitude.fill("abc");
  await page.getByRole("button", { name: "Next Step" }).click();
  await expect(page.getByText("Latitude must be a number, like 19.1364")).toBeVisible();
  await expect(latitude).toHaveValue("abc");
  await expect(page.getByLabel("Area (sq ft)")).toHaveValue("910");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses latitude 95 and 'abc' with the field's message and keeps every field", async ({ page }) => {
    const title = `No script position ${stamp()}`;
    await page.goto("/list-property");
    await expect(page.locator("[data-picker-map]")).toBeHidden();
    await fillDetails(page, title);
    await fillAddress(page);
    await page.getByLabel("Latitude", { exact: true }).fill("95");
    await page.getByLabel("Longitude", { exact: true }).fill("abc");
    await finish(page, false, false);
    await expect(page.getByText("Latitude must be within India (6 to 37.5)")).toBeVisible();
    await expect(page.getByText("Longitude must be a number, like 72.8296")).toBeVisible();
    await expect(page.getByLabel("Latitude", { exact: true })).toHaveValue("95");
    await expect(page.getByLabel("Longitude", { exact: true })).toHaveValue("abc");
    await expect(page.getByLabel("Property Title")).toHaveValue(title);
    await expect(page.getByLabel("Pincode")).toHaveValue("400076");
  });

  test("typed coordinates, or the locality's centre, are stored and reach the published property", async ({ page }) => {
    test.setTimeout(120_000);
    const typed = `Typed pin ${stamp()}`;
    await page.goto("/list-property");
    await fillDetails(page, typed);
    await fillAddress(page);
    await page.getByLabel("Latitude", { exact: true }).fill("19.1201");
    await page.getByLabel("Longitude", { exact: true }).fill("72.9083");
    await finish(page, false);
    await expectPinAt(page, await approve(page, typed), "19.1201", "72.9083");

    const centred = `Centred pin ${stamp()}`;
    await page.goto("/list-property");
    await fillDetails(page, centred);
    await fillAddress(page);
    await page.getByLabel("Locality", { exact: true }).selectOption({ label: "Powai, Mumbai" });
    await page.getByLabel("Use the locality's centre").check();
    await finish(page, false);
    await expectPinAt(page, await approve(page, centred), String(POWAI.lat), String(POWAI.lng));
  });
});

test("the admin property form has the picker: a tap places the pin and the saved property carries it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto("/admin/properties?edit=1");
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel("Latitude", { exact: true }) });
  const map = form.locator("[data-picker-map]");
  await map.scrollIntoViewIfNeeded();
  await expect(map).not.toHaveAttribute("data-state", "waiting");
  expect(await map.getAttribute("data-failure")).toBeNull();
  await expect(map).toHaveAttribute("data-state", "shown");
  const latitude = form.getByLabel("Latitude", { exact: true });
  const before = await latitude.inputValue();
  const beforeLng = await form.getByLabel("Longitude", { exact: true }).inputValue();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 - 50, y: box.height / 2 + 25 } });
  await expect(latitude).not.toHaveValue(before);
  const lat = await latitude.inputValue();
  const lng = await form.getByLabel("Longitude", { exact: true }).inputValue();
  expect(Number(lat)).toBeLessThan(Number(before));
  expect(await seriousA11yViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByText("Property updated successfully!")).toBeVisible();
  await expectPinAt(page, "/property/1", lat, lng);

  // Typed coordinates work the same; property 1 goes back where it was, for the other specs.
  await page.goto("/admin/properties?edit=1");
  await waitForHydration(page);
  await form.getByLabel("Latitude", { exact: true }).fill(before);
  await form.getByLabel("Longitude", { exact: true }).fill(beforeLng);
  await form.getByRole("button", { name: "Update Property" }).click();
  await expect(page.getByText("Property updated successfully!")).toBeVisible();
  await expectPinAt(page, "/property/1", before, beforeLng);
});
