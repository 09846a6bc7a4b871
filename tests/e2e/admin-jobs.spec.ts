/**
 * The Jobs section of Admin → Settings → System in a real browser: the counts
 * read from the job table (the recurring clean-ups are always queued), with
 * and without JavaScript, accessible, and whole on a phone. (Failing a job
 * needs a broken handler, which a production server has none of: the failed
 * list and its Retry button are covered by tests/integration/admin-jobs.test.ts
 * and, as plain form posts to a production server, by `npm run test:multi`.)
 */
import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test } from "./support/fixtures";

async function jobFigures(page: Page) {
  const section = page.getByRole("region", { name: "Jobs" });
  await expect(section).toBeVisible();
  const figure = async (label: string) =>
    Number(await section.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd").innerText());
  return { queued: await figure("Queued"), running: await figure("Running"), failed: await figure("Failed") };
}

test.describe("admin jobs", () => {
  test("the System tab shows what waits, runs and failed", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("region", { name: "Jobs" })).toBeHidden();
    await page.getByRole("tab", { name: "System" }).click();
    const figures = await jobFigures(page);
    // The upload sweeper, the job clean-up and the rate-limit sweep each keep their next run queued (or run it now).
    expect(figures.queued + figures.running).toBeGreaterThanOrEqual(3);
    expect(figures.failed).toBe(0);
    await expect(page.getByText("No failed jobs.")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const section = page.getByRole("region", { name: "Jobs" });
    await section.scrollIntoViewIfNeeded();
    const box = await section.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // At the end of the page (the figures just above Save Changes), nothing floats over them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.screenshot({ path: "test-results/admin-jobs-phone.png" });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the System tab link opens the Jobs section", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "System" }).click();
      await expect(page).toHaveURL(/tab=system/);
      const figures = await jobFigures(page);
      expect(figures.queued + figures.running).toBeGreaterThanOrEqual(3);
    });
  });
});
