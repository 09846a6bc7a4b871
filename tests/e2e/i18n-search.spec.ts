/**
 * Cross-script search in the browser (docs/decisions/016-cross-script-search.md):
 * a search typed in Devanagari finds what its Latin spelling finds, on the
 * English, Hindi and Marathi list pages alike, and the location filter too.
 * Texts are read in a way that does not depend on the page's language (the
 * result count is the first number of the results heading).
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";

/** The results section is aria-busy while a navigation is pending. */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator('section[aria-busy="false"]')).toHaveCount(1);
}

/** The number of results the page reports (its results heading starts with it, in every language). */
async function resultCount(page: Page): Promise<number> {
  await settled(page);
  const heading = (await page.locator("#results-heading").textContent()) ?? "";
  const match = /\d[\d,]*/.exec(heading);
  if (!match) throw new Error(`no count in "${heading}"`);
  return Number(match[0].replace(/,/g, ""));
}

/** The count a fresh render of `url` reports (the first number of its results heading). */
async function renderedCount(page: Page, url: string): Promise<number> {
  const html = await (await page.request.get(url)).text();
  const heading = /id="results-heading"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
  const match = /\d[\d,]*/.exec(heading);
  if (!match) throw new Error(`no count in "${heading}"`);
  return Number(match[0].replace(/,/g, ""));
}

/**
 * Types `text` into the list's search box and sends it, as a visitor does.
 * React Router moves the URL before React commits the new page, so the count
 * is read once the page shows what a fresh render of its new URL shows.
 */
async function typeSearch(page: Page, path: string, text: string): Promise<number> {
  await page.goto(path);
  const box = page.locator('input[type="search"][name="search"]').first();
  await box.fill(text);
  await box.press("Enter");
  await page.waitForURL((url) => url.searchParams.get("search") === text);
  await expect(box).toHaveValue(text);
  const expected = await renderedCount(page, page.url());
  await expect.poll(() => resultCount(page)).toBe(expected);
  return expected;
}

async function countAt(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return resultCount(page);
}

test.describe("cross-script search", () => {
  test("अंधेरी typed on /residential finds as many properties as andheri", async ({ page }) => {
    const latin = await typeSearch(page, "/residential", "andheri");
    expect(latin).toBeGreaterThan(0);
    await expect(page.getByTestId("property-card").first()).toContainText(/Andheri/);
    const devanagari = await typeSearch(page, "/residential", "अंधेरी");
    expect(devanagari).toBe(latin);
    await expect(page.getByTestId("property-card").first()).toContainText(/Andheri|अंधेरी/);
    expect(await countAt(page, `/residential?search=${encodeURIComponent("अंधेरी")}`)).toBe(latin);
  });

  test("the same on /hi/residential and /mr/residential", async ({ page }) => {
    const english = await countAt(page, "/residential?search=andheri");
    expect(await typeSearch(page, "/hi/residential", "अंधेरी")).toBe(english);
    expect(await typeSearch(page, "/hi/residential", "andheri")).toBe(english);
    expect(await countAt(page, `/hi/residential?search=${encodeURIComponent("अंधेरी")}`)).toBe(english);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    const bandra = await countAt(page, "/residential?search=bandra");
    expect(bandra).toBeGreaterThan(0);
    expect(await typeSearch(page, "/mr/residential", "वांद्रे")).toBe(bandra);
    expect(await countAt(page, `/mr/residential?search=${encodeURIComponent("वांद्रे")}`)).toBe(bandra);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    expect(await countAt(page, `/hi/residential?search=${encodeURIComponent("बांद्रा")}`)).toBe(bandra);
  });

  test("a search of several words and the location filter in Devanagari", async ({ page }) => {
    const latin = await countAt(page, "/residential?search=andheri%20bhk");
    expect(latin).toBeGreaterThan(0);
    expect(await typeSearch(page, "/hi/residential", "अंधेरी BHK")).toBe(latin);
    expect(await typeSearch(page, "/hi/residential", "अंधेरी में बीएचके")).toBe(latin);

    const mumbai = await countAt(page, "/residential?location=Mumbai");
    expect(await countAt(page, `/hi/residential?location=${encodeURIComponent("मुंबई")}`)).toBe(mumbai);
    expect(await countAt(page, `/mr/residential?location=${encodeURIComponent("अंधेरी पश्चिम")}`)).toBe(
      await countAt(page, "/residential?location=Andheri%20West"),
    );
  });

  test("/projects finds the same projects for a place in either script", async ({ page }) => {
    const cards = page.getByTestId("project-card");
    await page.goto("/projects?search=andheri");
    const latin = await cards.count();
    expect(latin).toBeGreaterThan(0);
    await page.goto(`/hi/projects?search=${encodeURIComponent("अंधेरी")}`);
    await expect(cards).toHaveCount(latin);
  });

  test("nothing overflows a 390 px phone with a Devanagari search", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/hi/residential?search=${encodeURIComponent("अंधेरी में 2 बीएचके फ्लैट")}`);
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
