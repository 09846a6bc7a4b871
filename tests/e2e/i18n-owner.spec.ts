/**
 * The owner's screens in Hindi and Marathi (issue 17): the List Your Property
 * wizard under /hi and /mr — step titles, labels, buttons and the rules'
 * messages in Devanagari, a photo refused by the server in the page's
 * language, prices in करोड़/लाख, the success screen — and My listings for a
 * signed-in owner, whose links stay in the language. Nothing overflows on a
 * 390 px phone.
 */
import fs from "node:fs";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { errorOf, expect, seriousA11yViolations, signInAsAdmin, test, waitForHydration } from "./support/fixtures";
import { createVerifiedAccount, escapeRegExp } from "./support/accounts";

/** The owner texts the pages show (app/locales/<lang>/owner.json): the tests assert exactly these. */
function texts(lang: "hi" | "mr"): Record<string, string> {
  return JSON.parse(fs.readFileSync(new URL(`../../app/locales/${lang}/owner.json`, import.meta.url), "utf8"));
}
const hi = texts("hi");
const mr = texts("mr");

const DEVANAGARI = /[\u0900-\u097F]/;

async function jpeg() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#3a7ac8" } })
    .jpeg()
    .toBuffer();
}

async function expectNoHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "page width on a 390 px phone").toBeLessThanOrEqual(390);
}

/** Walks the Hindi wizard to its success screen; answers the listing's title. */
async function listInHindi(page: Page, email: string, title: string) {
  const next = () => page.getByRole("button", { name: hi["wizard.next"] }).click();
  await page.goto("/hi/list-property");
  // The category list follows the type once the page is hydrated: choose after that.
  await waitForHydration(page);
  await page.getByLabel(hi["details.propertyType"]).selectOption("residential");
  await page.getByLabel(hi["details.category"]).selectOption("Apartment");
  await page.getByLabel(hi["details.title"]).fill(title);
  await page
    .getByLabel(hi["details.description"], { exact: true })
    .fill("Bright corner flat with two balconies, covered parking and a view of the hills, near the station.");
  await next();
  await expect(page.getByRole("heading", { name: `चरण 2: ${hi["steps.2"]}` })).toBeVisible();
  await page.getByLabel(hi["location.address"], { exact: true }).fill("7 Hill Road, Bandra West");
  await page.getByLabel(hi["location.city"]).fill("Mumbai");
  await page.getByLabel(hi["location.state"]).selectOption("Maharashtra");
  await page.getByLabel(hi["location.pincode"]).fill("400050");
  await page.getByLabel(hi["location.area"]).fill("870");
  await page.getByLabel(hi["location.bedrooms"]).fill("2");
  await page.getByLabel(hi["location.bathrooms"]).fill("2");
  await next();
  await expect(page.getByRole("heading", { name: `चरण 3: ${hi["steps.3"]}` })).toBeVisible();
  await page.getByLabel(hi["pricing.listingType"]).selectOption("sale");
  const price = page.getByLabel(hi["pricing.price"]);
  await price.fill("18500000");
  // The amount in words of the language, under the field.
  await expect(price).toHaveAccessibleDescription("₹1.9 करोड़");
  // A file that is not a photo is refused by the server, in Hindi; a real one uploads.
  await page.getByLabel(hi["photos.upload"]).setInputFiles([
    { name: "scan.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo") },
    { name: "hall.jpg", mimeType: "image/jpeg", buffer: await jpeg() },
  ]);
  const photos = page.getByRole("list", { name: hi["photos.chosen"] });
  await expect(photos.getByText("scan.jpg JPEG, PNG, WebP, GIF या AVIF इमेज नहीं है")).toBeVisible();
  await expect(photos.getByText(hi["photos.uploaded"], { exact: true })).toHaveCount(1);
  await next();
  await expect(page.getByRole("heading", { name: `चरण 4: ${hi["steps.4"]}` })).toBeVisible();
  await page.getByLabel(hi["contact.name"]).fill("Asha Mehta");
  await page.getByLabel(hi["contact.phone"]).fill("9820012345");
  await page.getByLabel(hi["contact.email"]).fill(email);
  const summary = page.getByRole("region", { name: hi["summary.heading"] });
  await expect(summary).toContainText("₹1.9 करोड़");
  await expect(summary).toContainText(hi["pricing.forSale"]);
  await expect(summary).toContainText(`${hi["summary.photos"]}1`);
  await page.getByRole("button", { name: hi["wizard.submit"] }).click();
  const success = page.getByText(/^प्रॉपर्टी सफलतापूर्वक लिस्ट हो गई! आपकी सबमिशन ID \d+ है।/);
  await expect(success).toBeVisible();
  await expect(success).toContainText(email);
  // The wizard starts over, in Hindi.
  await expect(page.getByRole("heading", { name: `चरण 1: ${hi["steps.1"]}` })).toBeVisible();
}

test.describe("List Your Property in Hindi and Marathi", () => {
  test("/hi/list-property: steps, labels and buttons in Hindi, the rules' messages in Hindi", async ({ page }) => {
    const response = await page.goto("/hi/list-property");
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(hi["listProperty.title"])} \\|`));
    await expect(page.getByRole("heading", { level: 1, name: hi["listProperty.title"] })).toBeVisible();
    const steps = page.getByRole("navigation", { name: hi["steps.nav"] });
    for (const key of ["steps.1", "steps.2", "steps.3", "steps.4"] as const) await expect(steps).toContainText(hi[key]);
    await expect(page.getByRole("heading", { name: `चरण 1: ${hi["steps.1"]}` })).toBeVisible();
    for (const key of [
      "listProperty.exposure.title",
      "listProperty.verified.title",
      "listProperty.support.title",
    ] as const)
      await expect(page.getByRole("heading", { name: hi[key] })).toBeVisible();
    await expect(page.getByRole("button", { name: hi["wizard.previous"] })).toBeDisabled();
    await expect(page.getByRole("button", { name: hi["wizard.submit"] })).toBeHidden();
    await expect(page.getByLabel(hi["details.category"])).toBeDisabled();
    await expect(page.getByLabel(hi["details.propertyType"]).locator("option")).toHaveText([
      hi["details.selectPropertyType"],
      hi["details.residential"],
      hi["details.commercial"],
    ]);
    // The form posts to the Hindi page.
    await expect(page.getByRole("form", { name: hi["wizard.formLabel"] })).toHaveAttribute(
      "action",
      /^\/hi\/list-property/,
    );

    await page.getByRole("button", { name: hi["wizard.next"] }).click();
    await expect(await errorOf(page.getByLabel(hi["details.propertyType"]))).toHaveText("प्रॉपर्टी का प्रकार ज़रूरी है");
    await expect(await errorOf(page.getByLabel(hi["details.title"]))).toHaveText(
      "शीर्षक कम से कम 10 अक्षरों का होना चाहिए",
    );
    await expect(await errorOf(page.getByLabel(hi["details.description"], { exact: true }))).toHaveText(
      "विवरण कम से कम 50 अक्षरों का होना चाहिए",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("/hi/list-property walks to the success screen in Hindi", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await listInHindi(page, `hindi.owner.${stamp}@example.com`, `Hill view 2 BHK ${stamp}`);
  });

  test("/hi/list-property without JavaScript: the server answers in Hindi", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hi/list-property");
    await page.getByLabel(hi["details.propertyType"]).selectOption("residential");
    await page.getByLabel(hi["details.title"]).fill("Short");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: hi["wizard.submit"] }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(new URL(refused.url()).pathname).toBe("/hi/list-property");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByText("शीर्षक कम से कम 10 अक्षरों का होना चाहिए")).toBeVisible();
    await expect(page.getByText("अमान्य पिनकोड")).toBeVisible();
    await context.close();
  });

  test("/mr/list-property: steps, labels, buttons and a missing field's message in Marathi", async ({ page }) => {
    const response = await page.goto("/mr/list-property");
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(page.getByRole("heading", { level: 1, name: mr["listProperty.title"] })).toBeVisible();
    const steps = page.getByRole("navigation", { name: mr["steps.nav"] });
    for (const key of ["steps.1", "steps.2", "steps.3", "steps.4"] as const) await expect(steps).toContainText(mr[key]);
    await expect(page.getByRole("heading", { name: `पायरी 1: ${mr["steps.1"]}` })).toBeVisible();
    await expect(page.getByRole("button", { name: mr["wizard.previous"] })).toBeDisabled();
    await expect(page.getByLabel(mr["details.title"])).toHaveAttribute("placeholder", mr["details.titlePlaceholder"]);
    await waitForHydration(page);
    await page.getByRole("button", { name: mr["wizard.next"] }).click();
    await expect(await errorOf(page.getByLabel(mr["details.propertyType"]))).toHaveText("मालमत्तेचा प्रकार आवश्यक आहे");
    await page.getByLabel(mr["details.propertyType"]).selectOption("commercial");
    await page.getByLabel(mr["details.category"]).selectOption("Office");
    await page.getByLabel(mr["details.title"]).fill("Office floor on Link Road");
    await page
      .getByLabel(mr["details.description"], { exact: true })
      .fill("A full office floor with reception, two conference rooms, a pantry and power backup.");
    await page.getByRole("button", { name: mr["wizard.next"] }).click();
    await expect(page.getByRole("heading", { name: `पायरी 2: ${mr["steps.2"]}` })).toBeVisible();
    await expect(page.getByLabel(mr["location.area"])).toBeVisible();
    await page.getByRole("button", { name: mr["wizard.next"] }).click();
    await expect(await errorOf(page.getByLabel(mr["location.pincode"]))).toHaveText("अवैध पिनकोड");
  });

  test("/hi/post-property leads to the Hindi wizard", async ({ page }) => {
    await page.goto("/hi/post-property");
    await expect(page).toHaveURL(/\/hi\/list-property$/);
  });

  test("on a 390 px phone nothing overflows, in Hindi or Marathi", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, texts] of [
      ["hi", hi],
      ["mr", mr],
    ] as const) {
      await page.goto(`/${lang}/list-property`);
      await expect(
        page.getByText(texts["steps.ofFour"].replace("{{step}}", "1").replace("{{title}}", texts["steps.1"])),
      ).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.getByRole("button", { name: texts["wizard.next"] }).click();
      await expect(page.locator(".field-error").first()).toHaveText(DEVANAGARI);
      await expectNoHorizontalOverflow(page);
    }
  });
});

test.describe("My listings in Hindi", () => {
  test("a signed-in owner's listings, its edit page and withdrawal, in Hindi with links in Hindi", async ({ page }) => {
    test.setTimeout(150_000);
    const owner = await createVerifiedAccount(page);
    const title = `Hill view 2 BHK ${owner.stamp}`;
    await listInHindi(page, owner.email, title);

    const response = await page.goto("/hi/my-listings");
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1, name: hi["myListings.title"] })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: hi["myListings.title"] });
    await expect(tabs.getByRole("link", { name: hi["tabs.listings"] })).toHaveAttribute("href", "/hi/my-listings");
    await expect(tabs.getByRole("link", { name: hi["tabs.leads"] })).toHaveAttribute("href", "/hi/my-listings/leads");
    await expect(
      page.locator("#main").getByRole("link", { name: hi["myListings.listProperty"], exact: true }),
    ).toHaveAttribute("href", "/hi/list-property");
    const row = page
      .getByRole("list", { name: hi["myListings.yours"] })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(row.getByText(hi["status.pending"])).toBeVisible();
    // The price in crore and the date in Hindi (a Devanagari month).
    await expect(row).toContainText(/₹1\.9 करोड़ · \d{1,2} [\u0900-\u097F]+\.? \d{4} को जोड़ी गई/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const edit = row.getByRole("link", { name: hi["myListings.edit"] });
    await expect(edit).toHaveAttribute("href", /^\/hi\/my-listings\/submissions\/\d+$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await edit.click();
    await expect(page).toHaveURL(/\/hi\/my-listings\/submissions\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: hi["edit.title"] })).toBeVisible();
    await expect(page.getByText(hi["edit.pendingNote"])).toBeVisible();
    await expect(page.getByLabel(hi["details.title"])).toHaveValue(title);
    await expect(page.getByRole("link", { name: hi["myListings.title"] }).last()).toHaveAttribute(
      "href",
      "/hi/my-listings",
    );
    // The photo already attached is named in Hindi.
    await page.getByRole("button", { name: hi["wizard.next"] }).click();
    await page.getByRole("button", { name: hi["wizard.next"] }).click();
    await expect(page.getByRole("list", { name: hi["photos.chosen"] })).toContainText("फ़ोटो 1");

    await page.getByRole("button", { name: hi["edit.withdraw"] }).click();
    await expect(page).toHaveURL(/\/hi\/my-listings\?done=withdrawn$/);
    await expect(page.getByText(hi["done.withdrawn"])).toBeVisible();
    await expect(
      page.getByRole("list", { name: hi["myListings.yours"] }).getByRole("listitem").filter({ hasText: title }),
    ).toContainText(hi["status.withdrawn"]);

    await page.getByRole("link", { name: hi["tabs.leads"] }).click();
    await expect(page).toHaveURL(/\/hi\/my-listings\/leads$/);
    await expect(page.getByRole("navigation", { name: hi["leads.filter"] }).getByRole("link")).toHaveText([
      hi["leads.all"],
      hi["leadStatus.new"],
      hi["leadStatus.contacted"],
      hi["leadStatus.closed"],
    ]);
    await expect(page.getByText(hi["leads.empty"])).toBeVisible();
  });

  test("a published listing's manage page: views, price, changes and history in Hindi", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const owner = await createVerifiedAccount(page);
    const title = `Sea view 3 BHK ${owner.stamp}`;
    await listInHindi(page, owner.email, title);

    const admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/property-listings?q=${encodeURIComponent(title)}`);
    await admin
      .getByRole("row")
      .filter({ hasText: title })
      .getByRole("button", { name: "Approve", exact: true })
      .click();
    await expect(admin.getByText("Listing approved successfully!")).toBeVisible();

    await page.goto("/hi/my-listings");
    const row = page
      .getByRole("list", { name: hi["myListings.yours"] })
      .getByRole("listitem")
      .filter({ hasText: title });
    await expect(row.getByText(hi["status.approved"])).toBeVisible();
    await expect(row).toContainText(/तक लिस्टेड/);
    await expect(row.getByRole("link", { name: hi["myListings.viewPublic"] })).toHaveAttribute(
      "href",
      /^\/hi\/property\/\d+$/,
    );
    await row.getByRole("link", { name: hi["myListings.manage"] }).click();
    await expect(page).toHaveURL(/\/hi\/my-listings\/properties\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "पिछले 30 दिनों में 0 व्यूज़" })).toBeVisible();
    for (const key of ["manage.status", "manage.priceHeading", "manage.revisionHeading", "history.heading"] as const)
      await expect(page.getByRole("heading", { name: hi[key] })).toBeVisible();
    await expect(page.getByRole("button", { name: hi["manage.renew90"] })).toBeVisible();
    // The activity log's English summary, told in Hindi with the title as written.
    await expect(page.getByRole("region", { name: hi["history.heading"] })).toContainText(
      new RegExp(`सबमिशन "${escapeRegExp(title)}" स्वीकृत करके प्रॉपर्टी #\\d+ के रूप में प्रकाशित किया`),
    );

    const price = page.getByLabel(hi["pricing.price"]);
    await price.fill("0");
    await page.getByRole("button", { name: hi["manage.savePrice"] }).click();
    // Refused by the server with the shared rule's English words, shown in Hindi under the field.
    await expect(page.locator(".field-error")).toHaveText("कीमत शून्य से ज़्यादा होनी चाहिए");
    await page.getByLabel(hi["pricing.price"]).fill("17500000");
    await page.getByRole("button", { name: hi["manage.savePrice"] }).click();
    await expect(page.getByText(hi["done.price"])).toBeVisible();
    await expect(page.getByText("₹1.8 करोड़")).toBeVisible();
    await expect(page.getByRole("region", { name: hi["history.heading"] })).toContainText(
      `"${title}" की कीमत ₹1,85,00,000 से बदलकर ₹1,75,00,000 की`,
    );

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
  });
});
