/**
 * The list pages in Hindi and Marathi (issue 17): /hi/ and /mr/ versions of
 * /residential, /commercial, /projects, /localities and a locality page show
 * their headings, filter labels, sort choices and empty states in Devanagari,
 * find exactly what the English page finds (filter values stay English in the
 * URL), write crore and lakh in the page's language, keep the visitor in the
 * language when a filter is applied or a link followed, and the "Save this
 * search" panel speaks Hindi, its errors included. Nothing overflows a 390 px
 * phone.
 */
import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, test, waitForHydration, waitForOutbox } from "./support/fixtures";
import { escapeRegExp } from "./support/accounts";

/** The number a results heading starts with ("25 Properties Found", "25 प्रॉपर्टी मिलीं"). */
async function headingCount(page: Page, id: string): Promise<number> {
  const text = (await page.locator(`#${id}`).textContent()) ?? "";
  const match = /^([\d,]+)\s/.exec(text.trim());
  if (!match) throw new Error(`no count in "${text}"`);
  return Number(match[1].replace(/,/g, ""));
}

async function settled(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator('section[aria-busy="false"]')).toHaveCount(1);
}

async function noHorizontalOverflow(page: Page, path: string) {
  await page.goto(path);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width}px wide on a 390px phone`).toBeLessThanOrEqual(390);
}

test.describe("list pages in Hindi and Marathi", () => {
  test("/hi/residential: Hindi headings, filters and sort; the same results as /residential", async ({ page }) => {
    await page.goto("/residential");
    const english = await headingCount(page, "results-heading");
    expect(english).toBeGreaterThan(0);

    const answer = await page.goto("/hi/residential");
    expect(answer!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("आवासीय प्रॉपर्टी");
    await expect(page).toHaveTitle(/^आवासीय प्रॉपर्टी \|/);
    expect(await headingCount(page, "results-heading")).toBe(english);
    await expect(page.locator("#results-heading")).toContainText("प्रॉपर्टी मिल");
    await expect(page.getByRole("heading", { name: "फ़िल्टर", exact: true })).toBeVisible();
    await expect(page.getByLabel("प्रॉपर्टी का प्रकार")).toBeVisible();
    await expect(page.getByLabel("बेडरूम")).toBeVisible();
    await expect(page.getByLabel("निर्माण वर्ष")).toBeVisible();
    await expect(page.getByText("क़ीमत सीमा (₹)")).toBeVisible();
    await expect(page.getByText("सुविधाएँ", { exact: true })).toBeVisible();
    await expect(page.getByLabel("क्रम", { exact: true })).toBeVisible();
    await expect(page.locator("#listing-sort option[value=price-low]")).toHaveText("क़ीमत: कम से ज़्यादा");
    await expect(page.locator("#listing-status option[value=rent]")).toHaveText("किराये के लिए");
    await expect(page.locator("#listing-location option[value=Mumbai]")).toHaveText("मुंबई");
    await expect(page.getByRole("button", { name: "फ़िल्टर लागू करें" })).toBeVisible();
    await expect(page.getByRole("link", { name: "सभी हटाएँ" })).toHaveAttribute("href", /^\/hi\/residential/);
    // A card's locality links to the Hindi locality page.
    const locality = page.getByTestId("property-card").first().locator('a[href*="/locality/"]');
    await expect(locality).toHaveAttribute("href", /^\/hi\/locality\//);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("filter values stay English: /hi and /mr find what English finds for a location and a sort", async ({
    page,
  }) => {
    const query = "?location=Mumbai&sort=price-low";
    await page.goto(`/residential${query}`);
    const english = await headingCount(page, "results-heading");
    const titles = await page.getByTestId("property-card").locator("h3").allTextContents();
    for (const lang of ["hi", "mr"]) {
      await page.goto(`/${lang}/residential${query}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect(await headingCount(page, "results-heading")).toBe(english);
      expect(await page.getByTestId("property-card").locator("h3").allTextContents()).toEqual(titles);
      await expect(page.locator("#listing-location")).toHaveValue("Mumbai");
      await expect(page.locator("#listing-sort")).toHaveValue("price-low");
    }
    await expect(page).toHaveTitle(/^मुंबई मधील निवासी मालमत्ता \|/);
  });

  test("/mr/residential: Marathi texts, the same count; price ranges in कोटी/लाख (and करोड़/लाख in Hindi)", async ({
    page,
  }) => {
    await page.goto("/residential");
    const english = await headingCount(page, "results-heading");
    await page.goto("/mr/residential");
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("निवासी मालमत्ता");
    expect(await headingCount(page, "results-heading")).toBe(english);
    await expect(page.locator("#results-heading")).toContainText("मालमत्ता सापडल");
    await expect(page.getByLabel("मालमत्तेचा प्रकार")).toBeVisible();
    await expect(page.getByText("किंमत श्रेणी (₹)")).toBeVisible();

    await page.goto("/mr/residential?minPrice=5000000&maxPrice=20000000");
    await expect(page.getByText("₹50 लाख – ₹2 कोटी")).toBeVisible();
    await page.goto("/hi/residential?minPrice=5000000&maxPrice=20000000");
    await expect(page.getByText("₹50 लाख – ₹2 करोड़")).toBeVisible();
    await page.goto("/hi/residential?minPrice=15000000");
    await expect(page.getByText("₹1.5 करोड़ से")).toBeVisible();
  });

  test("applying a filter on /hi/residential stays on the Hindi page", async ({ page }) => {
    await page.goto("/residential?type=Apartment");
    const apartments = await headingCount(page, "results-heading");

    await page.goto("/hi/residential");
    await waitForHydration(page);
    await expect(page.locator("#property-filters")).toHaveAttribute("action", "/hi/residential");
    await page.getByLabel("प्रॉपर्टी का प्रकार").selectOption("Apartment");
    await page.waitForURL((url) => url.pathname === "/hi/residential" && url.search === "?type=Apartment");
    // React Router moves the URL before React commits the new page (a transition): the count follows.
    await expect.poll(() => headingCount(page, "results-heading")).toBe(apartments);
    await settled(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await page.goto("/hi/residential");
    await waitForHydration(page);
    await page.getByRole("searchbox", { name: "खोजें" }).fill("no-such-place-anywhere");
    await page.getByRole("button", { name: "खोजें", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/hi/residential" && url.search.includes("search="));
    await expect(page.getByRole("heading", { name: "कोई प्रॉपर्टी नहीं मिली" })).toBeVisible();
    await expect(page.getByText("अपनी खोज या फ़िल्टर बदलकर देखें")).toBeVisible();
    await expect(page.getByRole("link", { name: "फ़िल्टर हटाएँ" })).toHaveAttribute("href", /^\/hi\/residential/);

    // The home hero's commercial choice, sent without JavaScript, is redirected within the language.
    await page.goto("/hi/residential?type=Office&status=sale");
    await expect(page).toHaveURL(/\/hi\/commercial\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("व्यावसायिक प्रॉपर्टी");
  });

  test("/hi/commercial: Hindi filters and the same count as /commercial", async ({ page }) => {
    await page.goto("/commercial");
    const english = await headingCount(page, "results-heading");
    await page.goto("/hi/commercial");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("व्यावसायिक प्रॉपर्टी");
    expect(await headingCount(page, "results-heading")).toBe(english);
    await expect(page.getByText("फ़र्निशिंग की स्थिति")).toBeVisible();
    await expect(page.getByLabel("डेवलपर")).toBeVisible();
    await expect(page.locator("#filter-developer option").first()).toHaveText("सभी डेवलपर");
  });

  test("/hi/projects: Hindi texts, the same count, filters keep the prefix", async ({ page }) => {
    await page.goto("/projects");
    const english = await headingCount(page, "project-results");
    await page.goto("/projects?status=ongoing");
    const ongoing = await headingCount(page, "project-results");

    await page.goto("/hi/projects");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रोजेक्ट्स");
    expect(await headingCount(page, "project-results")).toBe(english);
    await expect(page.locator("#project-results")).toContainText("प्रोजेक्ट मिल");
    await expect(page.locator("#project-status option[value=ongoing]")).toHaveText("चल रहे");
    await expect(page.locator("#project-sort option[value=completion]")).toHaveText("पूरा होने की तारीख़");
    await expect(page.getByPlaceholder("प्रोजेक्ट, स्थान या डेवलपर से खोजें")).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("स्थिति", { exact: true }).selectOption("ongoing");
    await page.waitForURL((url) => url.pathname === "/hi/projects" && url.search === "?status=ongoing");
    await expect(page.locator("#project-results")).toHaveText(new RegExp(`^${ongoing} `));
  });

  test("/mr/localities and /hi/locality/andheri-west: place names in Devanagari, figures as in English", async ({
    page,
  }) => {
    await page.goto("/mr/localities");
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("परिसर");
    await expect(page.getByRole("heading", { name: "मुंबई", exact: true })).toBeVisible();
    const andheri = page.getByRole("link", { name: /^अंधेरी पश्चिम/ });
    await expect(andheri).toHaveAttribute("href", "/mr/locality/andheri-west");
    await expect(andheri).toContainText("विक्रीसाठी");

    await page.goto("/locality/andheri-west");
    const figures = {} as Record<string, string | null>;
    for (const id of ["locality-sale", "locality-rent", "locality-projects", "locality-median-sqft"]) {
      figures[id] = await page.getByTestId(id).textContent();
    }
    await page.goto("/hi/locality/andheri-west");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("अंधेरी पश्चिम");
    await expect(page).toHaveTitle(/^अंधेरी पश्चिम, मुंबई में प्रॉपर्टी: क़ीमतें, किराये और प्रोजेक्ट \|/);
    for (const [id, text] of Object.entries(figures)) await expect(page.getByTestId(id)).toHaveText(text!);
    await expect(page.getByText("बिक्री के लिए प्रॉपर्टी")).toBeVisible();
    await expect(page.getByTestId("computed-on")).toContainText("अंधेरी पश्चिम में उस दिन Nivaas पर मौजूद लिस्टिंग");
    const salePrices = page.locator("dt", { hasText: "बिक्री क़ीमतें" }).locator("xpath=following-sibling::dd");
    await expect(salePrices).toHaveText(/₹[\d.]+ (करोड़|लाख) [-–] ₹[\d.]+ (करोड़|लाख)/);
    const forSale = page.getByRole("link", { name: "अंधेरी पश्चिम में बिक्री के लिए घर" });
    await expect(forSale).toHaveAttribute("href", "/hi/residential?location=Andheri+West&status=sale");
    await expect(page.getByRole("link", { name: "सभी इलाके" })).toHaveAttribute("href", "/hi/localities");

    await page.goto("/mr/locality/andheri-west");
    const marathiPrices = page.locator("dt", { hasText: "विक्री किमती" }).locator("xpath=following-sibling::dd");
    await expect(marathiPrices).toHaveText(/₹[\d.]+ (कोटी|लाख) [-–] ₹[\d.]+ (कोटी|लाख)/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await forSaleCountMatches(page);
  });

  test("nothing overflows a 390 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      "/hi/residential",
      "/mr/residential?minPrice=5000000&maxPrice=20000000",
      "/hi/commercial",
      "/mr/commercial",
      "/hi/projects",
      "/mr/projects",
      "/mr/localities",
      "/hi/locality/andheri-west",
      "/mr/locality/andheri-west",
    ]) {
      await noHorizontalOverflow(page, path);
    }
  });
});

/** The Marathi locality page's "homes for sale" link opens the Marathi list of that locality's sales. */
async function forSaleCountMatches(page: Page) {
  const link = page.getByRole("link", { name: "अंधेरी पश्चिम मध्ये विक्रीसाठी घरे" });
  if ((await link.count()) === 0) return;
  await link.click();
  await page.waitForURL((url) => url.pathname === "/mr/residential");
  await settled(page);
  const marathi = await headingCount(page, "results-heading");
  await expect(page.locator("#listing-location")).toHaveValue("Andheri West");
  await page.goto("/residential?location=Andheri+West&status=sale");
  expect(await headingCount(page, "results-heading")).toBe(marathi);
}

test.describe("Save this search in Hindi", () => {
  const SEARCH = "/hi/residential?status=rent&location=Mumbai&maxPrice=60000";

  test("signed out, the button leads to the Hindi sign-in and back", async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByRole("button", { name: "यह खोज सेव करें" })).toBeVisible();
    await page.getByRole("button", { name: "यह खोज सेव करें" }).click();
    await page.waitForURL((url) => url.pathname === "/hi/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(SEARCH);
  });

  test("signed in: the panel, its offered name, a missing name's error and the thank-you in Hindi", async ({
    page,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const user = {
      name: `Hindi Saver ${stamp}`,
      email: `hindi-saver-${stamp}@example.com`,
      phone: `9${String(Date.now()).slice(-9)}`,
      password: `pass-${stamp}-word`,
    };
    await page.goto("/login?mode=signup");
    await page.getByLabel("Full Name").fill(user.name);
    await page.getByLabel("Phone Number").fill(user.phone);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByLabel("Confirm Password").fill(user.password);
    await page.getByRole("button", { name: "Create Account" }).click();
    const [, link] = await waitForOutbox(
      new RegExp(`email to ${escapeRegExp(user.email)}: .*?(http\\S+/verify-email\\S+)`),
    );
    await page.goto(link);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    await page.goto(SEARCH);
    await waitForHydration(page);
    await page.getByRole("button", { name: "यह खोज सेव करें" }).click();
    const form = page.getByRole("form", { name: "यह खोज सेव करें" });
    await expect(page.getByRole("heading", { name: "यह खोज सेव करें" })).toBeVisible();
    await expect(page.getByText("इन फ़िल्टर से मेल खाने वाली नई लिस्टिंग और घटी क़ीमतों के बारे में हम आपको बताएँगे।")).toBeVisible();
    await expect(form.getByLabel("खोज का नाम")).toHaveValue("किराया, मुंबई, ₹60,000 तक");
    await expect(form.getByLabel("अलर्ट कितनी बार")).toHaveValue("instant");
    await expect(form.locator("option[value=daily]")).toHaveText("रोज़ का सारांश");
    await expect(form.getByText("अलर्ट कैसे भेजें")).toBeVisible();

    await form.getByLabel("खोज का नाम").fill("");
    await form.getByRole("button", { name: "खोज सेव करें" }).click();
    await expect(form.getByText("कृपया खोज को एक नाम दें")).toBeVisible();

    await form.getByLabel("खोज का नाम").fill("मुंबई में किराये के घर");
    // Alerts off: this search must not answer the rentals other specs add later on the same server.
    await form.getByLabel("अलर्ट कितनी बार").selectOption({ label: "बंद" });
    await form.getByRole("button", { name: "खोज सेव करें" }).click();
    await expect(page.getByText("खोज सेव हो गई।")).toBeVisible();
    await expect(page.getByRole("link", { name: "सेव की गई खोजें सँभालें" })).toHaveAttribute("href", "/hi/account/searches");
  });
});
