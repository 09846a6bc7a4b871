import type { APIRequestContext } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test } from "./support/fixtures";

/**
 * The visitors' page cache drops what a write changed, and nothing else
 * (ADR 031): visitors' writes leave every kept page in place, a staff price
 * change shows at the next request on the pages that show that property, and
 * public answers name their keys for a CDN.
 */

/** A signed-out visitor: a fresh request context without cookies. */
function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

/** The first property the home page features (its showcase comes before any other property link). */
async function featuredPropertyId(guest: APIRequestContext): Promise<number> {
  const home = await (await guest.get("/")).text();
  return Number(/href="\/property\/(\d+)"/.exec(home)![1]);
}

test("while new visitors add to their comparison, signed-out pages keep answering from the cache (304)", async ({
  browser,
  baseURL,
}) => {
  const guest = await visitor(baseURL);
  // Pages kept by this test, not by an earlier one: an entry kept a minute ago would expire during the test and
  // come back rendered anew, with a new ETag, for a reason that has nothing to do with the writes below.
  const fresh = `kept=${Date.now().toString(36)}`;
  const pages = [`/?${fresh}`, `/residential?${fresh}`, `/property/2?${fresh}`, `/projects?${fresh}`];
  const etags = new Map<string, string>();
  for (const path of pages) {
    const first = await guest.get(path);
    expect(first.status(), path).toBe(200);
    etags.set(path, first.headers()["etag"]);
    // Public answers name what they show, for a CDN's purge by key.
    expect(first.headers()["surrogate-key"], path).toMatch(/(^| )site( |$)/);
    expect(first.headers()["cache-tag"], path).toContain("site");
  }
  expect((await guest.get(`/property/2?${fresh}`)).headers()["surrogate-key"]).toContain("property-2");

  // New visitors (each a fresh browser without JavaScript) press Compare on a property page.
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/property/2");
    await page
      .getByRole("button", { name: /compare/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/property\/2/);
    await context.close();
  }
  for (const path of pages) {
    const again = await guest.get(path, { headers: { "if-none-match": etags.get(path)! } });
    expect(again.status(), path).toBe(304);
    expect(again.headers()["etag"], path).toBe(etags.get(path));
  }
  await guest.dispose();
});

test("a staff price change shows on the property's page, a list with it and the home page at once; another page keeps its ETag", async ({
  page,
  baseURL,
}) => {
  const guest = await visitor(baseURL);
  const id = await featuredPropertyId(guest);
  const other = id === 2 ? 3 : 2;
  // A list page that shows it: its own title searched in the list of its kind.
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await guest.get(`/property/${id}`)).text())![1];
  let listWithIt = "";
  for (const kind of ["residential", "commercial"]) {
    const path = `/${kind}?search=${encodeURIComponent(title.replace(/&amp;/g, "&"))}`;
    // List cards link to /residential-property/ID or /commercial-property/ID.
    if ((await (await guest.get(path)).text()).includes(`-property/${id}"`)) listWithIt = path;
  }
  expect(listWithIt).not.toBe("");
  const seen = new Map<string, string>();
  for (const path of ["/", `/property/${id}`, `/property/${other}`, listWithIt]) {
    seen.set(path, (await guest.get(path)).headers()["etag"]);
  }

  await signInAsAdmin(page);
  await page.goto(`/my-listings/properties/${id}`);
  const priceField = page.getByLabel(/^(Price|Monthly Rent) \(₹\)$/);
  const oldPrice = Number(await priceField.inputValue());
  const newPrice = oldPrice + 12_345;
  await priceField.fill(String(newPrice));
  await page.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByText("The new price is online.")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  try {
    for (const path of ["/", `/property/${id}`, listWithIt]) {
      const next = await guest.get(path, { headers: { "if-none-match": seen.get(path)! } });
      expect(next.status(), path).toBe(200);
      expect(next.headers()["etag"], path).not.toBe(seen.get(path));
    }
    const untouched = await guest.get(`/property/${other}`, {
      headers: { "if-none-match": seen.get(`/property/${other}`)! },
    });
    expect(untouched.status()).toBe(304);
  } finally {
    await page.goto(`/my-listings/properties/${id}`);
    await page.getByLabel(/^(Price|Monthly Rent) \(₹\)$/).fill(String(oldPrice));
    await page.getByRole("button", { name: "Save price" }).click();
    await expect(page.getByText("The new price is online.")).toBeVisible();
  }
  await guest.dispose();
});
