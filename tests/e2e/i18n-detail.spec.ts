import type { Page } from "@playwright/test";
import { errorOf, test, expect } from "./support/fixtures";

/**
 * The property and project pages, their inquiry and site-visit forms in Hindi
 * and Marathi (app/locales/{hi,mr}/detail.json). Ids come from the English
 * list pages, so other spec files changing the catalogue do not matter.
 */

/** The id of the first listing on an English list page. */
async function firstId(page: Page, list: string, card: string, linkName: string): Promise<string> {
  await page.goto(list);
  const href = (await page.getByTestId(card).first().getByRole("link", { name: linkName }).getAttribute("href"))!;
  const id = href.split("/").pop()!;
  expect(id).toMatch(/^\d+$/);
  return id;
}

const saleProperty = (page: Page) => firstId(page, "/residential?status=sale", "property-card", "View Details");
const project = (page: Page) => firstId(page, "/projects", "project-card", "View Project");

/** A fact's value by its label (the dt/dd pairs of the page's figures and details). */
const fact = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^\\s*${label}\\s*$`) }).locator("xpath=following-sibling::dd[1]");

const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;

test.describe("property page in Hindi and Marathi", () => {
  test("Hindi: headings, facts, tabs and links in Hindi, prices in करोड़/लाख", async ({ page }) => {
    const id = await saleProperty(page);
    const response = await page.goto(`/hi/property/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await expect(page.getByText("बिक्री के लिए", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "त्वरित विकल्प" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "प्रॉपर्टी एजेंट" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "पूछताछ भेजें" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "अपना बजट तय करें" })).toBeVisible();

    await expect(fact(page, "कीमत").first()).toHaveText(/^₹\d+\.\d (करोड़|लाख)$/);
    await expect(fact(page, "क्षेत्रफल").first()).toHaveText(/^[\d,]+ वर्ग फुट$/);
    await expect(fact(page, "पार्किंग").first()).toHaveText(/^\d+ जगह$/);

    const tabs = page.getByRole("tablist", { name: "प्रॉपर्टी की जानकारी" });
    for (const name of ["ओवरव्यू", "सुविधाएँ", "लोकेशन", "फ़्लोर प्लान"]) {
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "इस प्रॉपर्टी के बारे में" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "प्रॉपर्टी का विवरण" })).toBeVisible();
    const listedOn = fact(page, "लिस्ट होने की तारीख़");
    await expect(listedOn).toHaveText(/\d{4}/);
    expect(await listedOn.textContent()).not.toMatch(ENGLISH_MONTH);
    await tabs.getByRole("tab", { name: "फ़्लोर प्लान" }).click();
    await expect(page.getByText("इस प्रॉपर्टी का फ़्लोर प्लान अभी अपलोड नहीं हुआ है।")).toBeVisible();

    // Links stay in Hindi.
    await expect(page.getByRole("link", { name: "लोन की जानकारी लें" })).toHaveAttribute("href", "/hi/emi-calculator");
    await expect(page.getByRole("link", { name: "EMI कैलकुलेट करें" })).toHaveAttribute(
      "href",
      /^\/hi\/emi-calculator\?amount=\d+$/,
    );
    const breadcrumb = page.getByRole("navigation", { name: "आप यहां हैं" });
    await expect(breadcrumb.getByRole("link", { name: "आवासीय" })).toHaveAttribute("href", "/hi/residential");
    await expect(page.getByRole("link", { name: "फ़ोन नंबर देखें" })).toHaveAttribute(
      "href",
      `/hi/login?redirectTo=${encodeURIComponent(`/hi/property/${id}`)}`,
    );

    // The page's title and description in Hindi; its canonical address is the Hindi one.
    await expect(page).toHaveTitle(/₹[\d.]+ (करोड़|लाख)/);
    const description = (await page.locator('meta[name="description"]').getAttribute("content"))!;
    expect(description).toMatch(/में बिक्री के लिए/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/hi/property/${id}$`));
  });

  test("Marathi: headings, facts and tabs in Marathi, prices in कोटी/लाख", async ({ page }) => {
    const id = await saleProperty(page);
    await page.goto(`/mr/property/${id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.getByText("विक्रीसाठी", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "झटपट पर्याय" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "चौकशी पाठवा" })).toBeVisible();
    await expect(fact(page, "किंमत").first()).toHaveText(/^₹\d+\.\d (कोटी|लाख)$/);
    await expect(fact(page, "क्षेत्रफळ").first()).toHaveText(/^[\d,]+ चौ\. फूट$/);
    const tabs = page.getByRole("tablist", { name: "मालमत्तेची माहिती" });
    for (const name of ["आढावा", "सुविधा", "ठिकाण", "फ्लोअर प्लॅन"]) {
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "मालमत्तेचा तपशील" })).toBeVisible();
    await expect(page.getByText("या जाहिरातीची तक्रार करा")).toBeVisible();
    await expect(page.getByRole("link", { name: "कर्जाची माहिती घ्या" })).toHaveAttribute("href", "/mr/emi-calculator");
  });

  test("an inquiry sent from the Hindi page: a missing field's error and the thank-you in Hindi", async ({ page }) => {
    const id = await saleProperty(page);

    // Without JavaScript the server answers the Hindi page with the messages in Hindi.
    const refused = await page.request.post("/hi/inquiry", {
      form: { inquiryType: "property", referenceId: id, name: "", email: "asha@example.com", phone: "9820012345" },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    const html = await refused.text();
    expect(html).toContain('lang="hi"');
    expect(html).toContain("नाम ज़रूरी है");

    await page.goto(`/hi/property/${id}`);
    const form = page.getByRole("form", { name: /के बारे में पूछताछ भेजें$/ });
    await form.getByLabel("ईमेल पता").fill("asha.hi@example.com");
    await form.getByLabel("फ़ोन नंबर").fill("9820012345");
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(await errorOf(form.getByLabel("पूरा नाम"))).toHaveText("नाम ज़रूरी है");

    await form.getByLabel("पूरा नाम").fill("आशा मेहता");
    await form.getByLabel("फ़ोन नंबर").fill("12345");
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(await errorOf(form.getByLabel("फ़ोन नंबर"))).toHaveText("फ़ोन नंबर सही नहीं है");

    await form.getByLabel("फ़ोन नंबर").fill("9820012345");
    await form.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(form.getByText("पूछताछ के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।")).toBeVisible();
    await expect(form.getByLabel("पूरा नाम")).toHaveValue("");
  });
});

test.describe("project page in Hindi and Marathi", () => {
  test("Hindi: badges, figures, tabs and links in Hindi", async ({ page }) => {
    const id = await project(page);
    const response = await page.goto(`/hi/project/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await expect(page.getByRole("list", { name: "बैज" })).toBeVisible();
    await expect(fact(page, "शुरुआती कीमत")).toHaveText(/^₹\d+\.\d (करोड़|लाख)$/);
    await expect(fact(page, "न्यूनतम क्षेत्रफल")).toHaveText(/^[\d,]+ वर्ग फुट$/);
    const possession = fact(page, "पज़ेशन");
    await expect(possession).toHaveText(/\d{4}/);
    expect(await possession.textContent()).not.toMatch(ENGLISH_MONTH);

    const tabs = page.getByRole("tablist", { name: "प्रोजेक्ट का विवरण" });
    await expect(tabs.getByRole("tab", { name: "ओवरव्यू" })).toBeVisible();
    await expect(tabs.getByRole("tab", { name: "कीमतें" })).toBeVisible();
    await expect(page.getByText("निर्माण की प्रगति")).toBeVisible();
    await tabs.getByRole("tab", { name: "कीमतें" }).click();
    const pricing = page.getByRole("table", { name: "कॉन्फ़िगरेशन और कीमतें" });
    await expect(pricing.getByRole("columnheader", { name: "कार्पेट एरिया" })).toBeVisible();
    await expect(pricing.locator("tbody td").nth(1)).toHaveText(/^₹\d+\.\d (करोड़|लाख)$/);

    await expect(page.getByRole("heading", { level: 2, name: "त्वरित विकल्प" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "डेवलपर से संपर्क करें" })).toBeVisible();
    await expect(page.getByRole("button", { name: "साइट विज़िट तय करें" })).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "आप यहां हैं" });
    await expect(breadcrumb.getByRole("link", { name: "प्रोजेक्ट्स" })).toHaveAttribute("href", "/hi/projects");
    await expect(page.getByRole("link", { name: "EMI कैलकुलेट करें" })).toHaveAttribute("href", "/hi/emi-calculator");
  });

  test("Marathi: the site-visit form refuses in Marathi and confirms the booking in Marathi", async ({ page }) => {
    const id = await project(page);
    await page.goto(`/mr/project/${id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    const trigger = page.getByRole("button", { name: "साइट भेट ठरवा" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "साइट भेट ठरवा" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "भेट निश्चित करा" }).click();
    await expect(await errorOf(dialog.getByLabel("पूर्ण नाव"))).toHaveText("नाव आवश्यक आहे");
    await expect(await errorOf(dialog.getByLabel("फोन नंबर"))).toHaveText("फोन नंबर आवश्यक आहे");
    await expect(await errorOf(dialog.getByLabel("सोयीची तारीख"))).toHaveText("सोयीची तारीख आवश्यक आहे");
    await expect(await errorOf(dialog.getByLabel("सोयीची वेळ"))).toHaveText("सोयीची वेळ आवश्यक आहे");
    await expect(dialog.getByRole("option", { name: "सकाळी 11:00" })).toHaveAttribute("value", "11:00 AM");

    const min = (await dialog.getByLabel("सोयीची तारीख").getAttribute("min"))!;
    await dialog.getByLabel("पूर्ण नाव").fill("कबीर शहा");
    await dialog.getByLabel("फोन नंबर").fill("98200 11223");
    await dialog.getByLabel("सोयीची तारीख").fill(min);
    await dialog.getByLabel("सोयीची वेळ").selectOption("11:00 AM");
    await dialog.getByRole("button", { name: "भेट निश्चित करा" }).click();
    await expect(dialog).toBeHidden();
    const confirmation = page.getByText(/^तुमची साइट भेट .+ रोजी सकाळी 11:00 वाजता ठरली आहे\./);
    await expect(confirmation).toHaveText(
      /^तुमची साइट भेट \d{1,2} \S+ \d{4} रोजी सकाळी 11:00 वाजता ठरली आहे\. खात्री करण्यासाठी आम्ही तुम्हाला \+91 98200 11223 वर कॉल करू\.$/,
    );
    expect(await confirmation.textContent()).not.toMatch(ENGLISH_MONTH);
  });

  test("Marathi without JavaScript: the site-visit link and page stay in Marathi", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const id = await project(page);
    await page.goto(`/mr/project/${id}`);
    const link = page.getByRole("link", { name: "साइट भेट ठरवा" });
    await expect(link).toHaveAttribute("href", `/mr/project/${id}/site-visit`);
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "साइट भेट ठरवा" })).toBeVisible();
    await page.getByRole("button", { name: "भेट निश्चित करा" }).click();
    await expect(page).toHaveURL(/\/mr\/inquiry$/);
    await expect(page.getByText("नाव आवश्यक आहे")).toBeVisible();
    await expect(page.getByRole("link", { name: "प्रकल्पाकडे परत जा" })).toHaveAttribute("href", `/mr/project/${id}`);
    await context.close();
  });
});

test("nothing overflows a 390 px phone on the Hindi and Marathi detail pages", async ({ page }) => {
  const propertyId = await saleProperty(page);
  const projectId = await project(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    `/hi/property/${propertyId}`,
    `/mr/property/${propertyId}`,
    `/hi/project/${projectId}`,
    `/mr/project/${projectId}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: /तुरंत संपर्क|झटपट संपर्क/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});
