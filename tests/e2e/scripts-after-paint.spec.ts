import { test, expect, waitForHydration } from "./support/fixtures";

/**
 * A page's scripts are requested only after its first paint
 * (app/server/scripts-after-paint.server.ts): the document carries no module
 * preloads and holds its module script back, and once the page has painted
 * the scripts load and React hydrates it as before.
 */
const PAGES = ["/", "/hi/residential", "/property/1", "/mr/emi-calculator"];

for (const path of PAGES) {
  test(`${path}: scripts start after the first paint, then the page hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('type="text/x-after-first-paint"');

    await page.goto(path);
    await waitForHydration(page);
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, start: entry.startTime }))
        .sort((a, b) => a.start - b.start);
      return { paint, firstScript: scripts[0]?.start ?? 0, first: scripts[0]?.name, scripts: scripts.length };
    });
    expect(timings.paint).not.toBeNull();
    expect(timings.scripts).toBeGreaterThan(3);
    expect(timings.firstScript, `${timings.first} started before the first paint`).toBeGreaterThan(timings.paint!);
    // The held script ran: none is left waiting.
    await expect(page.locator('script[type="text/x-after-first-paint"]')).toHaveCount(0);
  });
}

test("a client-side navigation still works after the deferred start", async ({ page }) => {
  await page.goto("/hi");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('a[href="/hi/residential"]').first().click();
  await expect(page).toHaveURL(/\/hi\/residential$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // No full reload: the router handled the click.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});
