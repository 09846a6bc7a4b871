/**
 * Issue 13, compare: "Compare" on cards and the detail page, /compare side by
 * side, the shared link for a signed-out visitor without JavaScript, the
 * limit of four, removed properties and bad links, and the phone layout
 * (the table scrolls sideways, the labels column stays).
 */
import type { Locator, Page } from "@playwright/test";
import { expect, seriousA11yViolations, test, waitForHydration } from "./support/fixtures";

/** The texts of a table row's cells, by its label. */
async function rowTexts(page: Page, label: string) {
  const row = page.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  return row.locator("td").allInnerTexts();
}

async function cardFacts(card: Locator) {
  return {
    title: (await card.locator(".card-title").innerText()).trim(),
    price: (await card.locator(".card-price strong").innerText()).trim(),
    area: (await card.locator('li[title="Area"]').innerText()).trim(),
  };
}

async function propertyIds(page: Page, count: number): Promise<number[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  // The English entries (each page is also listed under /hi and /mr, and named again in its alternates).
  return [...sitemap.matchAll(/<loc>[^<]*?(?<!\/hi|\/mr)\/property\/(\d+)<\/loc>/g)]
    .slice(0, count)
    .map((match) => Number(match[1]));
}

test.describe("compare", () => {
  test("three properties compared side by side show their prices and areas in one table; the shared link shows the same to a visitor without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.goto("/residential");
    await waitForHydration(page);
    const cards = page.getByTestId("property-card");
    const chosen = [];
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      chosen.push(await cardFacts(card));
      const button = card.getByRole("button", { name: "Compare" });
      await button.click();
      await expect(card.getByRole("button", { name: "Added to compare" })).toHaveAttribute("aria-pressed", "true");
      await expect(card.getByRole("status")).toHaveText("Added to compare");
    }
    await cards.nth(2).getByRole("link", { name: "Compare now (3)" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
    await expect(page.getByRole("heading", { name: "Compare Properties", level: 1 })).toBeVisible();

    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveCount(4);
    for (const [i, facts] of chosen.entries()) {
      await expect(table.getByRole("columnheader").nth(i + 1)).toContainText(facts.title);
    }
    const prices = await rowTexts(page, "Price");
    const areas = await rowTexts(page, "Area");
    expect(prices).toEqual(chosen.map((facts) => facts.price));
    expect(areas).toEqual(chosen.map((facts) => facts.area));
    for (const label of [
      "Price per sq ft",
      "Bedrooms",
      "Bathrooms",
      "Parking spaces",
      "Furnishing",
      "Facing",
      "Year built",
    ]) {
      expect(await rowTexts(page, label)).toHaveLength(3);
    }
    await expect(page.getByRole("rowheader", { name: /^EMI/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The shared link: a visitor who is not signed in, without JavaScript, gets the same table.
    const shared = page.url();
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const other = await visitor.newPage();
    const response = await other.goto(shared);
    expect(response?.status()).toBe(200);
    expect(await rowTexts(other, "Price")).toEqual(prices);
    expect(await rowTexts(other, "Area")).toEqual(areas);
    await expect(other.getByRole("columnheader")).toHaveCount(4);
    await visitor.close();
  });

  test("the EMI row links to the calculator with the price, which opens with it", async ({ page }) => {
    // Two properties for sale (a rental's EMI cell says it has none): the first two cards of the sale list.
    await page.goto("/residential?status=sale");
    const hrefs = await page
      .getByTestId("property-card")
      .getByRole("link", { name: "View Details" })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const ids = hrefs.slice(0, 2).map((href) => Number(href!.match(/-property\/(\d+)/)![1]));
    expect(ids).toHaveLength(2);
    await page.goto(`/compare?ids=${ids.join(",")}`);
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Open in EMI calculator" })).toHaveCount(2);
    const link = page.getByRole("link", { name: "Open in EMI calculator" }).first();
    const href = (await link.getAttribute("href"))!;
    const amount = Number(new URL(href, page.url()).searchParams.get("amount"));
    expect(amount).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/emi-calculator\?amount=\d+$/);
    // The loan amount box shows the amount grouped the Indian way.
    await expect(page.getByLabel("Loan Amount", { exact: true })).toHaveValue(
      new Intl.NumberFormat("en-IN").format(amount),
    );
  });

  test("without JavaScript: Compare adds from the card and the detail page, a fifth says the limit", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/residential");
    const cards = page.getByTestId("property-card");
    for (let i = 0; i < 3; i++) {
      await cards.nth(i).getByRole("button", { name: "Compare" }).click();
      await expect(page).toHaveURL(/\/residential$/);
      await expect(cards.nth(i).getByRole("button", { name: "Added to compare" })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Compare now (3)" }).first()).toBeVisible();

    // The detail page's button, fourth.
    const href = (await cards.nth(3).getByRole("link", { name: "View Details" }).getAttribute("href"))!;
    await page.goto(href);
    await page.getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("button", { name: "Added to compare" })).toHaveAttribute("aria-pressed", "true");

    // A fifth: the comparison, which says why nothing was added.
    await page.goto("/residential");
    await cards.nth(4).getByRole("button", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+(,\d+){3}&limit=1$/);
    await expect(page.getByText("You can compare up to 4 properties. Remove one to add another.")).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveCount(5);

    // Remove one: the link without it.
    await page
      .getByRole("button", { name: /^Remove / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
    await expect(page.getByRole("columnheader")).toHaveCount(4);
    await context.close();
  });

  test("with JavaScript, a fifth says the limit beside the button", async ({ page }) => {
    await page.goto("/residential");
    await waitForHydration(page);
    const cards = page.getByTestId("property-card");
    for (let i = 0; i < 4; i++) {
      await cards.nth(i).getByRole("button", { name: "Compare" }).click();
      // The answer, not only the button's pressed look: the list is a cookie, one change after another.
      await expect(cards.nth(i).getByRole("status")).toHaveText("Added to compare");
    }
    await cards.nth(4).getByRole("button", { name: "Compare" }).click();
    await expect(cards.nth(4).getByRole("status")).toContainText("You can compare up to 4 properties.");
    await expect(cards.nth(4).getByRole("button", { name: "Compare" })).toHaveAttribute("aria-pressed", "false");
  });

  test("a removed property shows as no longer available; repeated, garbage and 50 ids get a clear answer", async ({
    page,
  }) => {
    const [first, second] = await propertyIds(page, 2);
    await page.goto(`/compare?ids=${first},${first},abc,2000000000,${second}`);
    await expect(page.getByRole("columnheader")).toHaveCount(4);
    await expect(page.getByText("This property is no longer available.")).toBeVisible();
    await expect(page.getByText(/a repeated property is shown once/)).toBeVisible();
    await expect(page.getByText(/an entry that is not a property number was left out/)).toBeVisible();

    const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(",");
    const many = await page.goto(`/compare?ids=${fifty}`);
    expect(many?.status()).toBe(200);
    await expect(page.getByRole("columnheader")).toHaveCount(5);
    await expect(page.getByText(/only the first 4 properties are compared/)).toBeVisible();

    const garbage = await page.goto("/compare?ids=%27%3B--,<script>,-1");
    expect(garbage?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "This link has no properties to compare" })).toBeVisible();

    const empty = await page.goto("/compare");
    expect(empty?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Nothing to compare yet" })).toBeVisible();
  });

  test("on a 390 px phone the table scrolls sideways with the labels column fixed", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const ids = await propertyIds(page, 4);
    await page.goto(`/compare?ids=${ids.join(",")}`);
    const region = page.getByRole("region", { name: /Comparison table/ });
    const label = page.getByRole("rowheader", { name: "Price", exact: true });
    const firstColumn = page.getByRole("columnheader").nth(1);
    const before = { label: (await label.boundingBox())!, column: (await firstColumn.boundingBox())! };
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("compare-390.png"), fullPage: true });
    await region.evaluate((el) => el.scrollBy(300, 0));
    await expect.poll(async () => (await firstColumn.boundingBox())!.x).toBeLessThan(before.column.x - 100);
    expect((await label.boundingBox())!.x).toBe(before.label.x);
    await page.screenshot({ path: test.info().outputPath("compare-390-scrolled.png") });
  });
});
