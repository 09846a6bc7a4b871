import { test, expect, waitForHydration } from "./support/fixtures";

/**
 * A page's scripts are fetched at low priority (app/web/script-priority.server.ts):
 * every module preload and the module script say so, and the page still hydrates.
 */
for (const path of ["/", "/hi/residential", "/property/1"]) {
  test(`${path}: the scripts are low priority and the page hydrates`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
    expect(html).toMatch(/<script [^>]*fetchpriority="low" type="module"/);

    await page.goto(path);
    await waitForHydration(page);
  });
}
