import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./support/fixtures";

/**
 * What a visitor does before the page's scripts have arrived (a slow phone)
 * is not lost: once React runs, a filter already chosen applies, a figure
 * already typed counts, a wizard already filled in keeps its answers. The
 * browser entry is held back until the visitor has acted.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a filter chosen on a list page before the scripts arrive applies when they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/residential?page=2", { waitUntil: "domcontentloaded" });
  await page.locator("#filter-bedrooms").selectOption("3");
  release();
  await expect(page).toHaveURL(/bedrooms=3/);
  expect(new URL(page.url()).searchParams.get("page")).toBeNull();
});

test("a sort chosen on /projects before the scripts arrive applies when they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/projects?page=2", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Sort by").selectOption({ label: "Price: Low to High" });
  release();
  await expect(page).toHaveURL(/sort=price-low/);
});

test("a tenure typed into the EMI calculator before the scripts arrive is checked when they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/emi-calculator", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Loan Tenure (Years)", { exact: true }).fill("45");
  release();
  await expect(page.getByText("Loan tenure must be between 5 years and 30 years")).toBeVisible();
  await expect(page.getByTestId("emi-amount")).toHaveText("₹43,391");
});

test("the listing wizard keeps a type and category chosen before the scripts arrive", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/list-property", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Property Type").selectOption("residential");
  await page.getByLabel("Category").selectOption("Apartment");
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Category")).toHaveValue("Apartment");
  await expect(page.getByLabel("Category")).toBeEnabled();
});

test("the Properties menu pressed before the scripts arrive opens when they do", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Properties" }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  release();
  await expect(page.getByRole("menuitem", { name: "Residential" })).toBeFocused();
  await page.getByRole("menuitem", { name: "Commercial" }).click();
  await expect(page).toHaveURL(/\/commercial$/);
});

test("the phone menu pressed before the scripts arrive opens when they do", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Open menu" }).click();
  release();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Residential" })).toBeVisible();
  await waitForHydration(page);
  // Once React runs, the button works as always.
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toHaveCount(0);
});
