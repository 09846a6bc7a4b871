/**
 * Issue 17, the tools and the site's own pages in Hindi and Marathi: the EMI
 * calculator (labels, messages, amounts with लाख/कोटी), the comparison, About,
 * Terms, Privacy and the contact form (a missing field's error and the
 * thank-you in Hindi, with and without JavaScript); links stay in the
 * language, and nothing overflows a 390 px phone.
 */
import type { Browser, Page } from "@playwright/test";
import { errorOf, expect, seriousA11yViolations, test, waitForHydration } from "./support/fixtures";

const PHONE = { width: 390, height: 844 };
const HI_THANKS = "आपके संदेश के लिए धन्यवाद। हम जल्द ही आपसे संपर्क करेंगे!";

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

async function propertyIds(page: Page, count: number): Promise<number[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const ids = [...sitemap.matchAll(/\/property\/(\d+)/g)].map((match) => Number(match[1]));
  return [...new Set(ids)].slice(0, count);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe("EMI calculator", () => {
  test("in Hindi: labels, the default EMI, amounts in लाख, a Hindi error, and links that stay in Hindi", async ({
    page,
  }) => {
    await page.goto("/hi/emi-calculator");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "EMI कैलकुलेटर" })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByLabel("लोन राशि", { exact: true })).toHaveValue("50,00,000");
    await expect(page.getByLabel("ब्याज दर (% प्रति वर्ष)", { exact: true })).toHaveValue("8.5");
    await expect(page.getByTestId("emi-amount")).toHaveText("₹43,391");
    await expect(page.getByTestId("emi-total")).toHaveText("₹1,04,13,840");
    await expect(page.getByText("₹50 लाख", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "मासिक EMI" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "वर्ष के अंत में बकाया" })).toBeVisible();
    await expect(page.getByRole("link", { name: "अपने बजट में प्रॉपर्टी देखें" })).toHaveAttribute("href", "/hi/residential");
    await expect(page).toHaveTitle(/^होम लोन EMI कैलकुलेटर \|/);

    await page.getByLabel("लोन अवधि (वर्ष)", { exact: true }).fill("45");
    await expect(page.getByText("लोन अवधि 5 वर्ष और 30 वर्ष के बीच होनी चाहिए")).toBeVisible();
    await expect(page.getByTestId("emi-amount")).toHaveText("₹43,391");
    await page.getByLabel("लोन अवधि (वर्ष)", { exact: true }).fill("20");

    // How much can I borrow: ₹1 lakh a month at the defaults is about ₹57.6 lakh.
    await page.getByLabel("शुद्ध मासिक आय (₹)").fill("100000");
    await expect(page.getByTestId("borrowing")).toContainText("आपको लगभग ₹57.6 लाख का लोन मिल सकता है");

    // A prepayment of ₹10 lakh in year 5, said in Hindi words for the tenure.
    await page.getByLabel("प्रीपेमेंट राशि (₹)").fill("1000000");
    await page.getByLabel("किस वर्ष में").fill("5");
    await expect(page.getByTestId("tenure-without")).toHaveText("20 वर्ष");
    await expect(page.getByTestId("tenure-with")).toHaveText(/^\d+ वर्ष( \d+ (महीना|महीने))?$/);

    // The total cost of buying a ₹1 crore flat: the charges by name in Hindi.
    await page.getByLabel("प्रॉपर्टी की कीमत (₹)").fill("10000000");
    const costs = page.getByTestId("purchase-costs");
    await expect(costs.getByTestId("cost-stampDuty")).toContainText("स्टाम्प ड्यूटी");
    await expect(costs.getByTestId("cost-stampDuty")).toContainText("कीमत का 5%");
    await expect(costs.getByTestId("cost-registration")).toContainText("कीमत का 1%, अधिकतम ₹30,000");
    await expect(costs.getByTestId("cost-total")).toContainText("₹1,06,30,000");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("in Marathi: labels, amounts in लाख and कोटी, worked out from the link without JavaScript", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/mr/emi-calculator?amount=1000000&rate=10&tenure=10&income=400000");
      await expect(page.locator("html")).toHaveAttribute("lang", "mr");
      await expect(page.getByRole("heading", { level: 1, name: "EMI कॅल्क्युलेटर" })).toBeVisible();
      await expect(page.getByLabel("कर्जाची रक्कम", { exact: true })).toHaveValue("10,00,000");
      await expect(page.getByLabel("कर्जाचा कालावधी (वर्षे)", { exact: true })).toHaveValue("10");
      await expect(page.getByTestId("emi-amount")).toHaveText("₹13,215");
      await expect(page.getByText("₹10 लाख", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "EMI काढा" })).toBeVisible();
      // ₹4 lakh a month borrows more than a crore: कोटी, in words.
      await expect(page.getByTestId("borrowing")).toContainText(/तुम्हाला सुमारे ₹\d+(\.\d+)? कोटी कर्ज मिळू शकते/);
      await expect(page.getByRole("heading", { name: "वर्षनिहाय परतफेड" })).toBeVisible();

      await page.goto("/mr/emi-calculator?amount=1000&rate=10&tenure=10");
      await expect(page.getByText("कर्जाची रक्कम ₹1,00,000 ते ₹5,00,00,000 या दरम्यान असावी")).toBeVisible();
    });
  });

  test("a sale property's cost panel in Hindi leads to the Hindi calculator", async ({ page }) => {
    await page.goto("/residential?status=sale&location=Mumbai");
    const href = await page
      .getByTestId("property-card")
      .first()
      .locator("a[href*='property/']")
      .first()
      .getAttribute("href");
    const id = /property\/(\d+)/.exec(href ?? "")?.[1];
    expect(id).toBeTruthy();
    await page.goto(`/hi/residential-property/${id}`);
    const panel = page.locator("#total-cost");
    await expect(panel.getByRole("heading", { name: "घर खरीदने की कुल लागत" })).toBeVisible();
    await expect(panel.getByText("खरीदार केवल एक महिला है")).toBeVisible();
    await expect(panel.getByTestId("cost-stampDuty")).toContainText("स्टाम्प ड्यूटी");
    await expect(panel.getByRole("link", { name: "EMI कैलकुलेटर में योजना बनाएँ" })).toHaveAttribute(
      "href",
      /^\/hi\/emi-calculator\?price=\d+&loan=\d+$/,
    );
  });
});

test("comparison in Hindi: headings, row labels, prices in Hindi words and links in Hindi", async ({ page }) => {
  const ids = await propertyIds(page, 3);
  await page.goto(`/hi/compare?ids=${ids.join(",")},abc,${ids[0]}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: "प्रॉपर्टी की तुलना करें" })).toBeVisible();
  await expect(page.getByText("इस लिंक का कुछ हिस्सा जैसा था वैसा नहीं दिखाया जा सका:")).toBeVisible();
  for (const label of ["कीमत", "एरिया", "बेडरूम", "इलाका", "EMI (8.5%, 20 वर्ष)"])
    await expect(page.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
  const prices = await page
    .locator("tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: "कीमत", exact: true }) })
    .locator("td")
    .allInnerTexts();
  expect(prices).toHaveLength(ids.length);
  for (const price of prices) expect(price).toMatch(/^₹[\d,.]+( (करोड़|लाख)|\/माह)?$/);
  for (const link of await page.locator("thead a[href*='/property/']").all())
    await expect(link).toHaveAttribute("href", /^\/hi\/property\/\d+$/);
  await expect(page.getByRole("button", { name: "हटाएँ" })).toHaveCount(ids.length);
  // The share link by name (not its raw address), pointing at the Hindi comparison.
  await expect(page.locator('main a[href*="/hi/compare?ids="]').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("About, Terms and Privacy in Hindi and Marathi", async ({ page }) => {
  await page.goto("/hi/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: /के बारे में$/ })).toBeVisible();
  for (const heading of ["हमारा मिशन", "हमारा विज़न", "हमारे मूल मूल्य", "हमारा सफ़र", "हमारा असर"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByText("लिस्टेड प्रॉपर्टी")).toBeVisible();
  await expect(page.getByRole("link", { name: "हमारी टीम से बात करें" })).toHaveAttribute("href", "/hi/contact");

  await page.goto("/mr/terms");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.getByRole("heading", { level: 1, name: "सेवेच्या अटी" })).toBeVisible();
  await expect(page.getByText("शेवटचा बदल: 21 नोव्हेंबर 2026")).toBeVisible();
  await expect(page.getByRole("heading", { name: "तुमच्या जबाबदाऱ्या" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "गोपनीयता धोरणात" })).toHaveAttribute(
    "href",
    "/mr/privacy",
  );

  await page.goto("/hi/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "गोपनीयता नीति" })).toBeVisible();
  for (const heading of ["हम क्या एकत्र करते हैं", "हम इसका उपयोग क्यों करते हैं", "संपर्क और शिकायतें", "शिकायत अधिकारी"])
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await expect(page.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("main").getByRole("link", { name: "आपके खाता पेज" }).first()).toHaveAttribute(
    "href",
    "/hi/account",
  );
});

test.describe("contact form in Hindi", () => {
  test("a missing field's error in Hindi, then the thank-you in Hindi", async ({ page }) => {
    await page.goto("/hi/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: "संपर्क करें" })).toBeVisible();
    await expect(page.getByText("सोमवार से रविवार, सुबह 10:00 बजे से रात 9:00 बजे तक")).toBeVisible();
    await waitForHydration(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel("पूरा नाम").fill("प्रिया नायर");
    await page.getByLabel("फ़ोन नंबर").fill("9820012345");
    await page.getByLabel("विषय").selectOption("buying");
    await page.getByLabel("संदेश", { exact: true }).fill("अंधेरी स्टेशन के पास 2 BHK चाहिए।");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(await errorOf(page.getByLabel("ईमेल पता"))).toHaveText("ईमेल ज़रूरी है");
    await expect(page.getByLabel("पूरा नाम")).toHaveValue("प्रिया नायर");

    await page.getByLabel("ईमेल पता").fill("priya.hindi@example.com");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page.getByText(HI_THANKS)).toBeVisible();
    await expect(page.getByLabel("पूरा नाम")).toHaveValue("");
    await expect(page).toHaveURL(/\/hi\/contact$/);
  });

  test("without JavaScript: the server's error and thank-you in Hindi", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/hi/contact");
      await page.getByLabel("पूरा नाम").fill("बिना स्क्रिप्ट");
      await page.getByLabel("फ़ोन नंबर").fill("123");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "संदेश भेजें" }).click(),
      ]);
      expect(response.status()).toBe(400);
      expect(new URL(response.url()).pathname).toBe("/hi/contact");
      await expect(page.getByText("फ़ोन नंबर सही नहीं है")).toBeVisible();
      await expect(page.getByText("संदेश आवश्यक है")).toBeVisible();
      await expect(page.getByLabel("पूरा नाम")).toHaveValue("बिना स्क्रिप्ट");

      await page.getByLabel("फ़ोन नंबर").fill("9820099999");
      await page.getByLabel("ईमेल पता").fill("noscript.hindi@example.com");
      await page.getByLabel("विषय").selectOption("renting");
      await page.getByLabel("संदेश", { exact: true }).fill("किराये के फ़्लैट के बारे में कॉल करें।");
      await page.getByRole("button", { name: "संदेश भेजें" }).click();
      await expect(page.getByText(HI_THANKS)).toBeVisible();
    });
  });
});

test("nothing overflows a 390 px phone in Hindi or Marathi", async ({ page }) => {
  const ids = await propertyIds(page, 3);
  await page.setViewportSize(PHONE);
  for (const path of [
    "/hi/emi-calculator?income=100000&prepay=1000000&prepayYear=5",
    "/mr/emi-calculator?income=100000&prepay=1000000&prepayYear=5",
    `/hi/compare?ids=${ids.join(",")}`,
    `/mr/compare?ids=${ids.join(",")}`,
    "/hi/about",
    "/mr/about",
    "/hi/contact",
    "/mr/contact",
    "/hi/terms",
    "/mr/terms",
    "/hi/privacy",
    "/mr/privacy",
  ]) {
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    await noSidewaysScroll(page);
  }
});
