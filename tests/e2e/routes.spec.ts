import { test, expect, seriousA11yViolations } from "./support/fixtures";

const PUBLIC_ROUTES = [
  "/",
  "/about",
  "/emi-calculator",
  "/contact",
  "/login",
  "/forgot-password",
  "/projects",
  "/residential",
  "/commercial",
  "/list-property",
  "/favorites",
  "/terms",
  "/privacy",
  "/localities",
  "/locality/andheri-west",
  "/project/1/site-visit",
];

for (const path of PUBLIC_ROUTES) {
  test(`${path} renders with the layout, no console errors and no serious a11y violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test("unknown paths get the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
});

test("/post-property leads to the List Your Property wizard", async ({ page }) => {
  await page.goto("/post-property");
  await expect(page).toHaveURL(/\/list-property$/);
});

test("the home page HTML holds header, footer and content without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("banner")).toContainText("Nivaas");
  await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
  await expect(page.locator("h1")).toBeVisible();
  await context.close();
});

test("the floating chat link goes to WhatsApp with the settings' phone", async ({ page }) => {
  await page.goto("/about");
  const link = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}$/);
});

test("healthz answers once the database is ready", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
});
