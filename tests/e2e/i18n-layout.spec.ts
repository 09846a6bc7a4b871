/**
 * The layout, home page, cards and 404 page in Hindi and Marathi (issue 17):
 * Devanagari texts exactly as app/locales holds them, <html lang>, links that
 * stay in the page's language, prices in the language's crore and lakh, the
 * switcher keeping the page and its filters, and nothing wider than a phone.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";
import type enCommonTexts from "../../app/locales/en/common.json";
import type enHomeTexts from "../../app/locales/en/home.json";
import type enValueTexts from "../../app/locales/en/values.json";

/** A language's texts of one namespace, typed by the English file (every language has its keys). */
function texts<T>(lang: string, namespace: string): T {
  return JSON.parse(fs.readFileSync(path.join("app/locales", lang, `${namespace}.json`), "utf8")) as T;
}
const hiCommon = texts<typeof enCommonTexts>("hi", "common");
const mrCommon = texts<typeof enCommonTexts>("mr", "common");
const hiHome = texts<typeof enHomeTexts>("hi", "home");
const mrHome = texts<typeof enHomeTexts>("mr", "home");
const hiValues = texts<typeof enValueTexts>("hi", "values");
const mrValues = texts<typeof enValueTexts>("mr", "values");

const LANGUAGES = [
  { lang: "hi", common: hiCommon, home: hiHome, values: hiValues, crore: "करोड़", lakh: "लाख" },
  { lang: "mr", common: mrCommon, home: mrHome, values: mrValues, crore: "कोटी", lakh: "लाख" },
] as const;

/** Every site link (href starting with one slash) inside `scope`, except the switcher's /language links. */
async function siteHrefs(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} a[href^="/"]:not([href^="//"])`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
}

/** The number in a results heading ("1,234 Properties Found", "1,234 प्रॉपर्टी मिलीं"). */
async function resultCount(page: Page): Promise<number> {
  const text = await page.locator("#results-heading").innerText();
  const digits = text.match(/\d[\d,]*/);
  expect(digits, `a number in "${text}"`).not.toBeNull();
  return Number(digits![0].replace(/,/g, ""));
}

for (const { lang, common, home, values, crore, lakh } of LANGUAGES) {
  test.describe(`${lang}`, () => {
    test(`/${lang} home: Devanagari header, hero, sections and footer, links in ${lang}`, async ({ page }) => {
      const response = await page.goto(`/${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);

      const main = page.getByRole("navigation", { name: common["nav.main"] });
      for (const key of [
        "nav.home",
        "nav.favorites",
        "nav.projects",
        "nav.emiCalculator",
        "nav.about",
        "nav.contact",
      ] as const) {
        await expect(main.getByRole("link", { name: common[key], exact: true })).toBeVisible();
      }
      await expect(main.getByRole("button", { name: common["nav.properties"] })).toBeVisible();
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: common["nav.listProperty"] })).toBeVisible();
      await expect(banner.getByRole("link", { name: common["nav.login"] })).toBeVisible();

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home["hero.title"]);
      for (const key of ["featured.title", "projects.title", "cta.title"] as const) {
        await expect(page.getByRole("heading", { level: 2, name: home[key] })).toBeVisible();
      }
      await expect(
        page.getByRole("heading", { level: 2, name: home["why.title"].replace("{{siteName}}", "Nivaas") }),
      ).toBeVisible();

      // The hero search: its labels, buttons and translated choices.
      const search = page.getByRole("form", { name: home["search.label"] });
      await expect(search.getByLabel(home["search.propertyType"])).toBeVisible();
      await expect(search.getByLabel(home["search.location"])).toBeVisible();
      await expect(search.getByLabel(home["search.budget"])).toBeVisible();
      await expect(search.getByRole("button", { name: home["search.submit"] })).toBeVisible();
      await expect(search.getByText(home["search.buy"], { exact: true })).toBeVisible();
      await expect(search.locator("#home-type option", { hasText: values.Apartment })).toHaveCount(1);
      await expect(search.locator("#home-budget option", { hasText: values["Up to ₹50 Lakh"] })).toHaveCount(1);
      await expect(search).toHaveAttribute("action", `/${lang}/residential`);

      // Cards: their buttons and labels in the language, their links in it too.
      const card = page.getByTestId("property-card").first();
      await expect(card.getByRole("link", { name: common["card.viewDetails"] })).toHaveAttribute(
        "href",
        new RegExp(`^/${lang}/property/\\d+$`),
      );
      await expect(card.getByRole("button", { name: common["compare.button"] })).toBeVisible();
      await expect(
        page.getByTestId("project-card").first().getByRole("link", { name: common["card.viewProject"] }),
      ).toHaveAttribute("href", new RegExp(`^/${lang}/project/\\d+$`));

      const footer = page.getByRole("contentinfo");
      for (const key of ["footer.quickLinks", "footer.services", "footer.contact"] as const) {
        await expect(footer.getByRole("heading", { name: common[key] })).toBeVisible();
      }
      await expect(footer.getByRole("link", { name: common["footer.privacy"] })).toHaveAttribute(
        "href",
        `/${lang}/privacy`,
      );
      const year = String(new Date().getFullYear());
      await expect(footer).toContainText(
        common["footer.copyright"].replace("{{siteName}}", "Nivaas").replace("{{year}}", year),
      );
      await expect(page.getByRole("link", { name: common["whatsapp.label"] })).toBeVisible();

      // Every site link of the header, the page and the footer stays in the language.
      const hrefs = [
        ...(await siteHrefs(page, "header")),
        ...(await siteHrefs(page, "main")),
        ...(await siteHrefs(page, "footer")),
      ];
      expect(hrefs.length).toBeGreaterThan(20);
      expect(hrefs.filter((href) => !href.startsWith(`/${lang}`) && !href.startsWith("/recently-viewed"))).toEqual([]);
    });

    test(`/${lang} home fits a 390 px phone, and its menu is in ${lang}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await waitForHydration(page);
      await page.getByRole("button", { name: common["nav.openMenu"] }).click();
      const menu = page.getByRole("navigation", { name: common["nav.mobile"] });
      await expect(menu.getByRole("link", { name: common["nav.residential"] })).toHaveAttribute(
        "href",
        `/${lang}/residential`,
      );
      await expect(menu.getByRole("navigation", { name: common["nav.language"] })).toBeVisible();
      await expect(page.getByRole("button", { name: common["nav.closeMenu"] })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test(`/${lang} header fits without overflowing from 1024 to 1280 px`, async ({ page }) => {
      for (const width of [1024, 1152, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${lang}`);
        const overflow = await page.evaluate(() => {
          const row = document.querySelector("header > div")!;
          const right = row.getBoundingClientRect().right;
          return {
            page: document.documentElement.scrollWidth,
            // A label broken over two lines, or an item past the row's end.
            crowded: [...row.querySelectorAll("a, button")]
              .filter((item) => {
                const box = item.getBoundingClientRect();
                return box.width > 0 && (box.right > right + 1 || box.height > 44);
              })
              .map((item) => item.textContent),
          };
        });
        // Below 1280 px the navigation takes a row of its own (no label wraps in any language).
        expect(overflow, `at ${width} px`).toEqual({ page: width, crowded: [] });
      }
    });

    test(`/${lang}/residential cards show prices in ${crore} and ${lakh}`, async ({ page }) => {
      await page.goto(`/${lang}/residential?status=sale`);
      const prices = await page.locator('[data-testid="property-card"] .card-price strong').allInnerTexts();
      expect(prices.length).toBeGreaterThan(0);
      const pattern = new RegExp(`^₹\\d+(\\.\\d+)? (${crore}|${lakh})$`);
      expect(prices.filter((price) => !pattern.test(price))).toEqual([]);
      await expect(page.getByTestId("property-card").first()).toContainText(common["card.forSale"]);
    });

    test(`a missing page in ${lang} is the 404 page in ${lang}`, async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page/at-all`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: common["error.notFound"] })).toBeVisible();
      await expect(page.getByText(common["error.notFoundText"])).toBeVisible();
      await expect(page).toHaveTitle(common["error.notFound"]);
      await expect(page.getByRole("link", { name: common["error.goHome"] })).toHaveAttribute("href", `/${lang}`);
      await expect(page.getByRole("link", { name: common["error.browseProperties"] })).toHaveAttribute(
        "href",
        `/${lang}/residential`,
      );
      await expect(page.getByRole("banner")).toBeVisible();
    });
  });
}

test("the switcher on /residential?location=Mumbai&sort=price-low leads to the Hindi page with the same filters and results", async ({
  page,
  context,
}) => {
  await page.goto("/residential?location=Mumbai&sort=price-low");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const englishCount = await resultCount(page);
  const englishTitles = await page.getByTestId("property-card").locator(".card-title").allInnerTexts();
  expect(englishCount).toBeGreaterThan(0);
  await waitForHydration(page);

  await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/residential\?location=Mumbai&sort=price-low$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("navigation", { name: hiCommon["nav.main"] })).toBeVisible();
  expect(await resultCount(page)).toBe(englishCount);
  // Titles stay as their owners wrote them, in the same order.
  expect(await page.getByTestId("property-card").locator(".card-title").allInnerTexts()).toEqual(englishTitles);
  expect((await context.cookies()).find((cookie) => cookie.name === "nivaas_lang")?.value).toBe("hi");

  // A fresh load of the Hindi address answers the same.
  await page.reload();
  expect(await resultCount(page)).toBe(englishCount);
});

test("the switcher works without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/residential?location=Mumbai&sort=price-low");
  const englishCount = await resultCount(page);
  await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "मराठी" }).click();
  await expect(page).toHaveURL(/\/mr\/residential\?location=Mumbai&sort=price-low$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  expect(await resultCount(page)).toBe(englishCount);
  await context.close();
});
