/**
 * The site in three languages (docs/decisions/015-languages.md): the Hindi and
 * Marathi list pages, the switcher, cross-script search, the contact form's
 * messages, hreflang alternates on every public page and the sitemap.
 */
import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./support/fixtures";

const DEVANAGARI = /[\u0900-\u097F]/;

/** The list's total: the heading that starts with the number of results, in any language. */
async function resultCount(page: Page): Promise<number> {
  const heading = page
    .getByRole("heading")
    .filter({ hasText: /^\s*[\d,]+\s/ })
    .first();
  await expect(heading).toBeVisible();
  return Number((await heading.innerText()).match(/^\s*([\d,]+)/)![1].replace(/,/g, ""));
}

for (const [lang, money] of [
  ["hi", /करोड़|लाख/],
  ["mr", /कोटी|लाख/],
] as const) {
  test(`/${lang}/residential speaks ${lang}: lang, headings, navigation, filters, prices, same results`, async ({
    page,
  }) => {
    await page.goto("/residential?location=Mumbai");
    const english = await resultCount(page);
    const response = await page.goto(`/${lang}/residential?location=Mumbai`);
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
    // The main navigation (its name is in the language too).
    const main = page.locator("header nav").first();
    await expect(main.getByRole("link").first()).toHaveText(DEVANAGARI);
    // Every link in the main navigation stays in the language.
    for (const href of await main.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(new RegExp(`^/${lang}(/|$)`));
    }
    const labels = await page.locator("main label").allInnerTexts();
    expect(labels.filter((text) => DEVANAGARI.test(text)).length).toBeGreaterThan(2);
    expect(await resultCount(page)).toBe(english);
    // Sale prices say crore and lakh in the language's words (rents are per month).
    await expect(page.getByTestId("property-card").filter({ hasText: money }).first()).toBeVisible();
  });
}

test("the switcher keeps the page, its filters and its results", async ({ page }) => {
  await page.goto("/residential?location=Mumbai&sort=price-low");
  const english = await resultCount(page);
  const firstTitle = await page.getByTestId("property-card").first().getByRole("heading").innerText();
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/residential\?location=Mumbai&sort=price-low$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  expect(await resultCount(page)).toBe(english);
  await expect(page.getByTestId("property-card").first().getByRole("heading")).toHaveText(firstTitle);
  // Remembered: the bare home page now opens in Hindi.
  await page.goto("/");
  await expect(page).toHaveURL(/\/hi$/);
  // Back to English with the switcher; the home page stays English afterwards.
  await page.getByRole("navigation", { name: "भाषा" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the switcher works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/residential?location=Mumbai&sort=price-low");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "मराठी" }).click();
  await expect(page).toHaveURL(/\/mr\/residential\?location=Mumbai&sort=price-low$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await context.close();
});

test("a Devanagari search finds what its Latin spelling finds", async ({ page }) => {
  await page.goto("/residential?search=andheri");
  const latin = await resultCount(page);
  expect(latin).toBeGreaterThan(0);
  await page.goto(`/residential?search=${encodeURIComponent("अंधेरी")}`);
  expect(await resultCount(page)).toBe(latin);
});

test("the contact form from the Hindi site: a missing field's error and the thank-you in Hindi", async ({ page }) => {
  await page.goto("/hi/contact");
  const form = page.locator("main form").first();
  await form.getByRole("button").last().click();
  await expect(form.locator(".field-error").first()).toHaveText(DEVANAGARI);
  const fields = form.locator("input:not([type=hidden]):not([tabindex='-1']), textarea");
  const values: Record<string, string> = { name: "Asha Patil", email: "asha@example.com", phone: "9820012345" };
  for (const field of await fields.all()) {
    const name = (await field.getAttribute("name")) ?? "";
    if (!(await field.isVisible())) continue;
    await field.fill(values[name] ?? "मुझे अंधेरी में 2 BHK फ्लैट के बारे में जानकारी चाहिए।");
  }
  const subject = form.locator("select");
  if (await subject.count()) await subject.first().selectOption({ index: 1 });
  await form.getByRole("button").last().click();
  await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toHaveText(DEVANAGARI);
});

test("every public page links its language versions, and the sitemap lists them", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const property = sitemap.match(/\/property\/(\d+)<\/loc>/)![1];
  for (const path of ["/", "/residential", "/commercial", "/projects", "/emi-calculator", "/about", "/contact"].concat([
    `/property/${property}`,
    "/localities",
    "/login",
    "/list-property",
    "/terms",
    "/privacy",
  ])) {
    for (const lang of ["en", "hi", "mr"]) {
      const url = lang === "en" ? path : `/${lang}${path === "/" ? "" : path}`;
      await page.goto(url);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
        );
      const hindi = `/hi${path === "/" ? "" : path}`;
      const marathi = `/mr${path === "/" ? "" : path}`;
      expect(alternates.sort(), url).toEqual(
        [`en ${path}`, `hi ${hindi}`, `mr ${marathi}`, `x-default ${path}`].sort(),
      );
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
        "content",
        { en: "en_IN", hi: "hi_IN", mr: "mr_IN" }[lang]!,
      );
    }
  }
  expect(sitemap).toMatch(/<loc>[^<]*\/hi\/residential<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/mr\/property\/\d+<\/loc>/);
  expect(sitemap).toContain('hreflang="x-default"');
});

test("the Devanagari font is loaded on Hindi and Marathi pages only, in one stylesheet", async ({ context }) => {
  /** The fonts a fresh tab fetches for `path` (a page of its own: a navigation can start the previous page's fonts late). */
  async function fontsOf(path: string) {
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    return { page, fonts };
  }
  // An English page fetches only the few glyphs its switcher's हिन्दी and मराठी need, and draws them with it.
  const english = await fontsOf("/residential");
  expect(english.fonts).toEqual([expect.stringMatching(/\/assets\/language-names-[\w-]+\.woff2$/)]);
  expect((await (await english.page.request.get(english.fonts[0])).body()).length).toBeLessThan(8 * 1024);
  await expect
    .poll(() => english.page.evaluate(() => document.fonts.check('16px "Nivaas Language Names"', "हिन्दी मराठी")))
    .toBe(true);
  for (const path of ["/hi/residential", "/mr/residential"]) {
    const { page, fonts } = await fontsOf(path);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "अंधेरी")))
      .toBe(true);
    expect(fonts.length, path).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/noto-sans-devanagari-devanagari-400-normal[\w-]*\.woff2$/);
  }
});

test("an unknown language prefix is a 404, and the admin area has no language versions", async ({ page }) => {
  expect((await page.request.get("/fr/residential")).status()).toBe(404);
  expect((await page.request.get("/hi/admin", { maxRedirects: 0 })).status()).toBe(404);
});

test("a page fetches only its own texts, as data; a page reached in the browser fetches what it adds", async ({
  page,
}) => {
  const texts: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop()!;
    // The build's name and its 8-character fingerprint: "common-AbC_12-z.json".
    if (name.endsWith(".json")) texts.push(name.replace(/-[\w-]{8}\.json$/, ""));
    if (request.resourceType() === "script") scripts.push(name);
  });
  await page.goto("/hi/residential");
  await waitForHydration(page);
  // The shared namespaces, the list's and Hindi's place names; no language module among the scripts.
  expect(texts.sort()).toEqual(["common", "listings", "messages", "place-names", "values"]);
  expect(scripts.filter((name) => /^(en|hi|mr)-/.test(name))).toEqual([]);

  // Into a property page without reloading: its texts (detail; tools for a sale's costs) arrive before it shows.
  texts.length = 0;
  await page.locator("article").first().getByRole("link").last().click();
  await expect(page).toHaveURL(/\/hi\/(residential-)?property\/\d+$/);
  await expect(page.getByRole("tab").first()).toHaveText(DEVANAGARI);
  await expect(page.locator("main")).not.toContainText(/\b(tabs|facts|leads|emi)\.[a-zA-Z]+/);
  expect(texts).toContain("detail");
  expect(texts.filter((name) => !["detail", "tools"].includes(name))).toEqual([]);
});
