/**
 * Photos are sent at about the size they are shown (issue 12): on a phone the
 * detail pages' main photo is the 960 px variant, not the 1600 px one, and the
 * gallery's thumbnails are the 240 px variant, not the 640 px card. The phone
 * is Lighthouse's (412 × 823 at 1.75 dppx), screen included: the project's
 * browser is a desktop one, whose 1920 px screen Chrome would size the main
 * photo's preload by.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";

test.use({
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 915 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

/** The photo files under /uploads/ the page loaded, by variant. */
async function loadedVariants(page: Page, path: string): Promise<Record<string, string[]>> {
  const variants: Record<string, string[]> = {};
  page.on("requestfinished", (request) => {
    const file = new URL(request.url()).pathname;
    const match = /-(thumb|card|medium|large)\.webp$/.exec(file);
    if (match) (variants[match[1]] ??= []).push(file);
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  return variants;
}

for (const path of ["/property/1", "/project/1"]) {
  test(`${path} on a phone: the main photo at 960 px, thumbnails at 240 px`, async ({ page }) => {
    const variants = await loadedVariants(page, path);
    expect(variants.medium, "the main photo").toHaveLength(1);
    expect(variants.large ?? [], "no 1600 px photo").toEqual([]);
    expect(variants.thumb?.length ?? 0, "the thumbnails").toBeGreaterThanOrEqual(2);
    expect(variants.card ?? [], "no card in the gallery").toEqual([]);
    const main = page.getByRole("img", { name: /photo 1 of/ });
    await expect(main).toHaveJSProperty("complete", true);
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-medium\.webp$/);
  });
}
