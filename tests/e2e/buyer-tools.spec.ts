import type { Browser, Page } from "@playwright/test";
import { test, expect, seriousA11yViolations, signInAsAdmin, waitForHydration } from "./support/fixtures";

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SHOTS_DIR;

/** '₹1.2 Cr' / '₹85 L' / '₹9,50,000' / '₹45,000/month' → rupees. */
function rupees(text: string): number {
  const match = /₹([\d,.]+)\s*(Cr|L)?/.exec(text);
  if (!match) throw new Error(`no price in ${text}`);
  const value = Number(match[1].replace(/,/g, ""));
  return match[2] === "Cr" ? value * 1e7 : match[2] === "L" ? value * 1e5 : value;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Links, buttons and figures the floating chat button's box overlaps (it is excluded itself). */
async function coveredByChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector<HTMLElement>('[aria-label="Chat with us on WhatsApp"]');
    if (!chat) return [];
    const box = chat.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("a, button, figure, dd, input, select, summary")) {
      if (element === chat || chat.contains(element) || element.contains(chat)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const overlaps = rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (overlaps) hits.push(`${element.tagName} ${element.textContent?.trim().slice(0, 40) ?? ""}`);
    }
    return hits;
  });
}

/** Scrolls through the page and collects every overlap seen on the way. */
async function coveredAnywhere(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) / 2;
  const hits = new Set<string>();
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const hit of await coveredByChat(page)) hits.add(hit);
  }
  return [...hits];
}

test.describe("hero search", () => {
  test("Rent offers monthly bands; Rent + Mumbai + the lowest band lands on rentals at or below it", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const budget = page.getByLabel("Budget");
    await expect(budget.locator("option").nth(1)).toHaveText("Up to ₹50 Lakh");
    await page.getByText("Rent", { exact: true }).click();
    const labels = await budget.locator("option").allTextContents();
    expect(labels[0]).toBe("Any Budget");
    expect(labels[1]).toBe("Up to ₹15,000");
    await expect(page.getByText("Monthly rent", { exact: true })).toBeVisible();
    expect(labels).toHaveLength(6);
    await page.getByLabel("Location").selectOption("Mumbai");
    await budget.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Search Properties" }).click();
    await expect(page).toHaveURL(/\/residential\?location=Mumbai&budget=0-15000&status=rent$/);
    await expect(page.locator("#listing-status")).toHaveValue("rent");
    await expect(page.locator('section[aria-busy="false"]')).toHaveCount(1);
    // The demo catalogue has small flats in Mumbai's outer suburbs within the band; everything listed is in it.
    await expect(page.getByTestId("property-card").first()).toBeVisible();
    for (const text of await page.getByTestId("property-card").locator(".card-price strong").allTextContents()) {
      expect(text).toContain("/month");
      expect(rupees(text)).toBeLessThanOrEqual(15_000);
    }
    // The next band up finds Mumbai rentals, all within it.
    await page.goto("/residential?location=Mumbai&budget=15000-30000&status=rent");
    const cards = page.getByTestId("property-card");
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.locator(".card-price strong").allTextContents()) {
      expect(rupees(text)).toBeGreaterThanOrEqual(15_000);
      expect(rupees(text)).toBeLessThanOrEqual(30_000);
    }
  });

  test("Office lands on /commercial with offices only; Shop means Retail", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Property Type").selectOption("Office");
    await page.getByRole("button", { name: "Search Properties" }).click();
    await expect(page).toHaveURL(/\/commercial\?type=Office&status=sale$/);
    await expect(page.locator("#filter-type")).toHaveValue("Office");
    const cards = page.getByTestId("property-card");
    await expect(cards.first()).toBeVisible();
    for (const category of await cards.locator(".card-details li:first-child").allTextContents())
      expect(category).toBe("Office");
  });

  test("without JavaScript the server reads the band by status and sends types to their list", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/");
      await page.getByText("Rent", { exact: true }).click();
      await page.getByLabel("Budget").selectOption("15000-30000");
      await page.getByLabel("Location").selectOption("Mumbai");
      await page.getByRole("button", { name: "Search Properties" }).click();
      await expect(page).toHaveURL(/\/residential\?/);
      for (const text of await page.getByTestId("property-card").locator(".card-price strong").allTextContents())
        expect(rupees(text)).toBeLessThanOrEqual(30_000);

      await page.goto("/");
      await page.getByLabel("Property Type").selectOption("Shop");
      await page.getByRole("button", { name: "Search Properties" }).click();
      await expect(page).toHaveURL(/\/commercial\?type=Retail&status=sale$/);
      await page.goto("/residential?type=Plot");
      await expect(page).toHaveURL(/\/projects\?type=Plotted\+Development$/);
      await expect(page.getByTestId("project-card").first()).toContainText("Plotted Development");
    });
  });
});

test.describe("total cost of buying", () => {
  test("a ₹1 crore ready flat in Mumbai, and a woman as sole buyer", async ({ page }) => {
    await page.goto("/emi-calculator?price=10000000");
    await waitForHydration(page);
    const costs = page.getByTestId("purchase-costs");
    await expect(costs.getByTestId("cost-stampDuty")).toContainText("₹5,00,000");
    await expect(costs.getByTestId("cost-metroCess")).toContainText("₹1,00,000");
    await expect(costs.getByTestId("cost-registration")).toContainText("₹30,000");
    await expect(costs.getByTestId("cost-total")).toContainText("₹1,06,30,000");
    await expect(page.getByLabel("Loan Amount", { exact: true })).toHaveValue("80,00,000");
    await page.getByLabel("A woman is the sole buyer").check();
    await expect(costs.getByTestId("cost-stampDuty")).toContainText("₹4,00,000");
    await expect(costs.getByTestId("cost-total")).toContainText("₹1,05,30,000");
    await page.getByLabel("Construction").selectOption("under-construction");
    await expect(costs.getByTestId("cost-gst")).toContainText("₹5,00,000");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("every sale property page shows it; the woman-buyer option works without JavaScript", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/residential?status=sale&location=Mumbai");
      const href = await page.getByRole("link", { name: "View Details" }).first().getAttribute("href");
      await page.goto(href!);
      const panel = page.locator("#total-cost");
      await expect(panel.getByRole("heading", { name: "Total cost of buying" })).toBeVisible();
      const price = rupees((await panel.locator("dd").first().textContent())!);
      const stamp = rupees((await panel.getByTestId("cost-stampDuty").locator("dd").textContent())!);
      expect(stamp).toBe(Math.round(price * 0.05));
      await panel.getByLabel("A woman is the sole buyer").check();
      await panel.getByRole("button", { name: "Recalculate" }).click();
      await expect(page).toHaveURL(/womanBuyer=1/);
      const lower = rupees((await page.getByTestId("cost-stampDuty").locator("dd").textContent())!);
      expect(lower).toBe(Math.round(price * 0.04));
    });
  });

  test("outside Mumbai the price is shown and the state's charges are said not to be included", async ({ page }) => {
    await page.goto("/residential?status=sale&location=Bangalore");
    await page.getByRole("link", { name: "View Details" }).first().click();
    await expect(page.getByTestId("purchase-costs")).toContainText("for Karnataka are not included");
  });
});

test.describe("EMI calculator", () => {
  test("without JavaScript: a prepayment shortens the loan; income says how much can be borrowed", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/emi-calculator");
      await page.getByLabel("Prepayment amount (₹)").fill("1000000");
      await page.getByLabel("In year").fill("5");
      await page.getByRole("button", { name: "Show the effect of the prepayment" }).click();
      await expect(page).toHaveURL(/prepay=1000000/);
      const effect = page.getByTestId("prepayment-effect");
      await expect(page.getByTestId("tenure-without")).toHaveText("20 years");
      const tenure = (await page.getByTestId("tenure-with").textContent())!;
      expect(Number(/^(\d+) years/.exec(tenure)![1])).toBeLessThan(20);
      const interestWith = rupees((await page.getByTestId("interest-with").textContent())!);
      const interestWithout = rupees((await page.getByTestId("interest-without").textContent())!);
      expect(interestWith).toBeLessThan(interestWithout);
      await expect(effect).toContainText("sooner");
      // The year-by-year table stays.
      await expect(page.getByRole("heading", { name: "Year-by-year repayment" })).toBeVisible();

      await page.getByLabel("Net monthly income (₹)").fill("100000");
      await page.getByRole("button", { name: "Work out how much I can borrow" }).click();
      await expect(page.getByTestId("borrowing")).toContainText("about ₹57.6 lakh");
      await expect(page.getByText(/50% of your net monthly income/)).toBeVisible();
    });
  });

  test("reads price and loan from its URL", async ({ page }) => {
    await page.goto("/emi-calculator?price=20000000&loan=12000000");
    await expect(page.getByLabel("Loan Amount", { exact: true })).toHaveValue("1,20,00,000");
    await expect(page.getByLabel("Property price (₹)")).toHaveValue("20000000");
  });
});

test.describe("localities", () => {
  test("/locality/andheri-west: counts and median price per sq ft match the listings there", async ({ page }) => {
    // Every listing in Andheri West, from the public lists (sale and rent, homes and offices).
    const listed: { status: string; price: number; area: number }[] = [];
    // Every page of each list: other specs add listings there while this one runs.
    const pages: string[] = [];
    for (const kind of ["residential", "commercial"]) {
      await page.goto(`/${kind}?location=Andheri+West`);
      const showing = await page
        .getByText(/Showing \d+-\d+ of \d+ results/)
        .textContent()
        .catch(() => null);
      const total = showing ? Number(/of (\d+)/.exec(showing)![1]) : 0;
      for (let number = 1; number <= Math.ceil(total / 12); number++)
        pages.push(`/${kind}?location=Andheri+West&page=${number}`);
    }
    for (const path of pages) {
      await page.goto(path);
      const cards = page.getByTestId("property-card");
      const count = await cards.count();
      for (let i = 0; i < count; i++) {
        const card = cards.nth(i);
        const price = (await card.locator(".card-price strong").textContent())!;
        const area = (await card.locator("li[title=Area]").textContent())!;
        listed.push({
          status: price.includes("/month") ? "rent" : "sale",
          price: rupees(price),
          area: Number(area.replace(/[^\d]/g, "")),
        });
      }
    }
    const sale = listed.filter((l) => l.status === "sale");
    const rent = listed.filter((l) => l.status === "rent");

    await page.goto("/");
    await page.goto("/locality/andheri-west");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Andheri West");
    await expect(page.getByTestId("locality-sale")).toHaveText(String(sale.length));
    await expect(page.getByTestId("locality-rent")).toHaveText(String(rent.length));
    await expect(page.getByTestId("computed-on")).toContainText(/Computed on \d{1,2} \w{3} \d{4}/);
    // Sale prices on cards are rounded (₹4.1 Cr), so compare the median to within that rounding.
    const rates = sale.map((l) => l.price / l.area).sort((a, b) => a - b);
    const middle = rates.length / 2;
    const median = rates.length % 2 ? rates[Math.floor(middle)] : (rates[middle - 1] + rates[middle]) / 2;
    const shown = rupees((await page.getByTestId("locality-median-sqft").textContent())!);
    expect(Math.abs(shown - median) / median).toBeLessThan(0.02);
    await expect(page.getByRole("heading", { name: "Median monthly rent by bedrooms" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Newest listings in Andheri West/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Ongoing projects in Andheri West/ })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((json) => JSON.parse(json)["@type"] === "Place")).toBe(true);
    await expect(page).toHaveTitle(/Andheri West/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("unknown and malformed localities answer 404", async ({ page }) => {
    for (const path of ["/locality/no-such-place", "/locality/%00", "/locality/Andheri-West"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("the index groups by city; cards, details and breadcrumbs link to localities; the sitemap lists them", async ({
    page,
    request,
  }) => {
    await page.goto("/localities");
    await expect(page.getByRole("heading", { level: 2, name: "Mumbai" })).toBeVisible();
    await page.getByRole("link", { name: /^Andheri West/ }).click();
    await expect(page).toHaveURL(/\/locality\/andheri-west$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto("/residential?location=Andheri+West");
    await expect(
      page.getByTestId("property-card").first().getByRole("link", { name: "Andheri West, Mumbai" }),
    ).toHaveAttribute("href", "/locality/andheri-west");
    await page.getByRole("link", { name: "View Details" }).first().click();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Andheri West" })).toHaveAttribute(
      "href",
      "/locality/andheri-west",
    );

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/locality/andheri-west</loc>");
    expect(sitemap).toContain("/localities</loc>");
  });
});

test.describe("phone-first pages", () => {
  test.use({ viewport: PHONE });

  test("a property page shows Call, WhatsApp and Enquire without scrolling; Enquire reaches the form", async ({
    page,
  }) => {
    await page.goto("/property/1");
    const bar = page.getByRole("navigation", { name: "Quick contact" });
    for (const name of ["Call", "WhatsApp", "Enquire"])
      await expect(bar.getByRole("link", { name, exact: true })).toBeInViewport();
    await shot(page, "property-phone");
    await bar.getByRole("link", { name: "Enquire", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Send Inquiry" })).toBeInViewport();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("the floating chat button covers nothing on home, property and project pages", async ({ page }) => {
    for (const path of ["/", "/property/1", "/project/1", "/emi-calculator", "/localities"]) {
      await page.goto(path);
      expect(await coveredAnywhere(page), path).toEqual([]);
    }
    await page.goto("/");
    await shot(page, "home-phone");
    await page.goto("/project/1");
    await shot(page, "project-phone");
    await expect(
      page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: "Call" }),
    ).toBeInViewport();
  });

  test("featured properties and ongoing projects scroll sideways on a phone", async ({ page }) => {
    await page.goto("/");
    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured Properties" }) });
    const list = featured.locator("ul").first();
    const { scrolls, snap } = await list.evaluate((ul) => ({
      scrolls: ul.scrollWidth > ul.clientWidth,
      snap: getComputedStyle(ul).scrollSnapType,
    }));
    expect(scrolls).toBe(true);
    expect(snap).toContain("x");
    // The next card peeks in.
    const second = await featured.getByTestId("property-card").nth(1).boundingBox();
    expect(second!.x).toBeLessThan(390);
    // Keyboard: tabbing to a card further along scrolls it into view.
    await featured.getByRole("link", { name: "View Details" }).nth(2).focus();
    await expect(featured.getByRole("link", { name: "View Details" }).nth(2)).toBeInViewport();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(9000);
  });
});

for (const width of [1100, 1280]) {
  test(`at ${width} px the floating chat button covers nothing, and the bands behind the page still span the window`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      "/",
      "/residential",
      "/property/1",
      "/project/1",
      "/contact",
      "/emi-calculator",
      "/localities",
      "/list-property",
      "/about",
      "/projects",
      "/login",
      "/compare",
      "/favorites",
      "/locality/andheri-west",
      "/hi/residential",
    ]) {
      await page.goto(path);
      expect(await coveredAnywhere(page), path).toEqual([]);
      // The column keeps clear of the button by its own padding: main and the footer are as wide as the window.
      for (const band of ["main", "footer"]) {
        const box = await page
          .locator(band)
          .first()
          .evaluate((element) => {
            const style = getComputedStyle(element);
            return { width: element.getBoundingClientRect().width, paddingRight: style.paddingRight };
          });
        expect(box, `${path} ${band}`).toEqual({ width, paddingRight: "0px" });
      }
    }
  });
}

test("the floating chat button is not on admin pages", async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ["/admin", "/admin/properties"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);
  }
  await page.setViewportSize(PHONE);
  await page.goto("/admin");
  expect(await coveredAnywhere(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab of a property page opens", async ({ page }) => {
    await page.goto("/property/1");
    await expect(page.getByRole("tabpanel")).toContainText("About this property");
    await page.getByRole("tab", { name: "Amenities" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Amenities");
    await expect(page.getByRole("tab", { name: "Amenities" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Location" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Open in OpenStreetMap");
    await page.getByRole("tab", { name: "Floor Plan" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("No floor plan has been uploaded");
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Property Details");
  });

  test("a project's site visit can be booked", async ({ page }) => {
    await page.goto("/project/1");
    await page.getByRole("link", { name: "Schedule Site Visit" }).first().click();
    await expect(page).toHaveURL(/\/project\/1\/site-visit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Schedule Site Visit" })).toBeVisible();
    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Phone Number").fill("9876543210");
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Preferred Date").fill(tomorrow);
    await page.getByLabel("Preferred Time").selectOption("11:00 AM");
    await page.getByRole("button", { name: "Confirm Visit" }).click();
    await expect(page.getByRole("heading", { name: "Site Visit Requested" })).toBeVisible();
    await expect(page.getByText(/Site visit scheduled for .* at 11:00 AM/)).toBeVisible();
  });

  test("the contact bar's Enquire is a plain anchor to the form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/project/1");
    await page.getByRole("navigation", { name: "Quick contact" }).getByRole("link", { name: "Enquire" }).click();
    await expect(page).toHaveURL(/#send-inquiry$/);
    await expect(page.getByRole("heading", { name: "Send Inquiry" })).toBeInViewport();
    await context.close();
  });
});
