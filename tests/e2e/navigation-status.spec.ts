import { expect, signInAsAdmin, test, waitForHydration } from "./support/fixtures";

/** Holds the data request for a page until the test lets it go. */
async function holdData(page: import("@playwright/test").Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `${pathname}.data`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test("opening a property from a list says 'Loading property details...' until it arrives", async ({ page }) => {
  await page.goto("/residential");
  const first = page.getByTestId("property-card").first().getByRole("link", { name: "View Details" });
  const href = (await first.getAttribute("href"))!;
  await waitForHydration(page);
  const release = await holdData(page, href);
  await first.click();
  await expect(page.getByRole("status").filter({ hasText: "Loading property details..." })).toBeVisible();
  release();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Loading property details...")).toHaveCount(0);
});

test("opening Settings from the admin menu says 'Loading settings...' until they arrive", async ({ page }) => {
  await signInAsAdmin(page, "/login?redirectTo=%2Fadmin");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  const release = await holdData(page, "/admin/settings");
  await page.getByRole("complementary").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading settings..." })).toBeVisible();
  release();
  await expect(page.getByRole("tab", { name: "General" })).toBeVisible();
  await expect(page.getByText("Loading settings...")).toHaveCount(0);
});
