import { test, expect } from "./support/fixtures";

/**
 * The Devanagari face arrives after a Hindi or Marathi page has loaded
 * (app/components/layout/devanagari-face.tsx): never during the first load,
 * always once it is over, and from the start without JavaScript.
 */
const FONT = /noto-sans-devanagari-devanagari-wght-normal-[\w-]+\.woff2$/;

for (const path of ["/hi/residential", "/mr"]) {
  test(`${path}: the Devanagari face is requested after the load event and then draws the text`, async ({ page }) => {
    await page.goto(path);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.includes("Noto Sans Devanagari") && face.status === "loaded"),
        ),
      )
      .toBe(true);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const font = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("noto-sans-devanagari"));
      return { loadEnd: navigation.loadEventEnd, fontStart: font?.startTime ?? -1 };
    });
    expect(timing.fontStart).toBeGreaterThanOrEqual(timing.loadEnd);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "अंधेरी"))).toBe(true);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Hindi page declares the face from the start", async ({ page }) => {
    const font = page.waitForRequest(FONT);
    await page.goto("/hi/residential");
    await font;
  });
});

test("an English page never requests the face", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (FONT.test(request.url())) requested.push(request.url());
  });
  await page.goto("/residential");
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
});
