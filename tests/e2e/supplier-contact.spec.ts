/**
 * An agent's public face beyond the badge (issue 34), in a real browser: staff
 * verify an agent, whose profile shows their initials until they upload a
 * logo (a wrong file gets the field's message; without JavaScript); then the
 * profile and the "Listed by" line show the logo. A buyer contacts the agent
 * from the profile: the inquiry form (also without JavaScript) and the masked
 * number, both reaching the agent's Leads screen. The buyer reviews the agent,
 * marked "contacted through Nivaas"; once staff approve it the profile shows
 * the rating and the JSON-LD an AggregateRating. No serious axe violation, no
 * sideways scroll at 390 px.
 */
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, seriousA11yViolations, signInAsAdmin, test, waitForHydration } from "./support/fixtures";
import { createVerifiedAccount, submitThroughWizard, uniqueUser } from "./support/accounts";

const REVIEW = "Asha answered every call and found us a flat in Khar within two weeks. Honest about prices.";

async function newContext(browser: Browser, page?: Page, javaScriptEnabled = true) {
  return browser.newContext({
    javaScriptEnabled,
    ...(page ? { storageState: await page.context().storageState() } : {}),
  });
}

test("an agent's logo, contact from the profile as leads, and reviews of the agent", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const agent = uniqueUser("Agent");
  const agencyName = `Asha Realty ${agent.stamp}`;
  const title = `Asha's Khar flat ${agent.stamp}`;
  await createVerifiedAccount(page, agent);
  await submitThroughWizard(page, title, agent.phone, agent.email);
  await page.goto("/account/professional");
  await page.getByLabel("I am").selectOption("agent");
  await page.getByLabel("Name buyers will see").fill(agencyName);
  await page.getByLabel(/MahaRERA agent registration number/).fill("A51800054321");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.getByText("Thank you. Our team will check your RERA registration")).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signInAsAdmin(staff);
  await staff.goto(`/admin/property-listings?q=${encodeURIComponent(title)}`);
  await staff.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "Approve", exact: true }).click();
  await expect(staff.getByText("Listing approved successfully!")).toBeVisible();
  await staff.goto("/admin/professionals");
  await staff.getByRole("listitem").filter({ hasText: agencyName }).getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByText(`${agencyName} is verified.`)).toBeVisible();

  // Before a logo: initials, no image.
  await page.goto("/account/professional");
  await page.getByRole("link", { name: "View your public profile" }).click();
  await page.waitForURL(/\/agent\//);
  const profilePath = new URL(page.url()).pathname;
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(profilePath);
  await expect(guest.getByTestId("supplier-initials").first()).toHaveText("AR");
  await expect(guest.getByTestId("supplier-logo")).toHaveCount(0);

  // The logo, without JavaScript: a wrong file gets the field's message, an image is stored.
  const plain = await (await newContext(browser, page, false)).newPage();
  await plain.goto("/account/professional");
  await plain.getByLabel("Logo image").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a picture, just text pretending"),
  });
  await plain.getByRole("button", { name: "Upload logo" }).click();
  await expect(plain.getByText("The logo must be a JPEG, PNG, WebP, GIF or AVIF image.")).toBeVisible();
  await plain.getByLabel("Logo image").setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
  });
  await plain.getByRole("button", { name: "Upload logo" }).click();
  await expect(plain.getByText("The logo is larger than the 5 MB limit.")).toBeVisible();
  const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  await plain.getByLabel("Logo image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await plain.getByRole("button", { name: "Upload logo" }).click();
  await expect(plain.getByText("Your logo is saved. Your profile shows it now.")).toBeVisible();
  // axe runs in a page with JavaScript: the form with the logo in place.
  await page.goto("/account/professional");
  await expect(page.getByTestId("logo-form").getByTestId("supplier-logo")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The cached profile and the listing's "Listed by" line show it at once.
  await guest.goto(profilePath);
  const shown = guest.getByTestId("supplier-logo").first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await guest.getByTestId("supplier-listings").getByRole("link", { name: title }).first().click();
  await expect(guest.getByTestId("listed-by").getByTestId("supplier-logo")).toBeVisible();

  // A buyer contacts the agent from the profile: the inquiry without JavaScript, then the number.
  const buyerPage = await (await browser.newContext()).newPage();
  const buyer = await createVerifiedAccount(buyerPage, uniqueUser("Buyer"));
  const buyerPlain = await (await newContext(browser, buyerPage, false)).newPage();
  await buyerPlain.goto(profilePath);
  const form = buyerPlain.getByRole("form", { name: `Send an inquiry about ${agencyName}` });
  await form.getByLabel("Full Name").fill(buyer.name);
  await form.getByLabel("Email Address").fill(buyer.email);
  await form.getByLabel("Phone Number").fill(buyer.phone);
  await form.getByLabel(/Message/).fill("Looking for a 2 BHK in Khar, ready to move.");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(buyerPlain).toHaveURL(/inquiry=sent/);
  await expect(buyerPlain.getByText("Thank you for your inquiry! We will contact you soon.")).toBeVisible();

  await buyerPage.goto(profilePath);
  await waitForHydration(buyerPage);
  const masked = await buyerPage.getByTestId("owner-phone").textContent();
  expect(masked).toMatch(/X/);
  await buyerPage.getByRole("button", { name: "View phone number" }).click();
  await expect(buyerPage.getByText(agent.phone.slice(-4)).first()).toBeVisible();

  await page.goto("/my-listings/leads");
  const leads = page.getByRole("listitem").filter({ hasText: buyer.name });
  await expect(leads).toHaveCount(2);
  await expect(
    leads.filter({ hasText: "Looking for a 2 BHK in Khar" }).getByRole("link", { name: agencyName }),
  ).toBeVisible();

  // The buyer reviews the agent: pending, then approved by staff; the profile shows the rating.
  await buyerPage.goto(profilePath);
  await waitForHydration(buyerPage);
  await expect(buyerPage.getByRole("heading", { name: "What clients say" })).toBeVisible();
  const reviewForm = buyerPage.getByRole("form", { name: "Write a review" });
  await reviewForm.getByLabel("Your rating").selectOption({ label: "5 stars – Excellent" });
  await reviewForm.getByLabel("Your review").fill(REVIEW);
  await reviewForm.getByRole("button", { name: "Submit review" }).click();
  await expect(buyerPage.getByText("Thank you. Your review will appear once our team has checked it.")).toBeVisible();
  await guest.goto(profilePath);
  await expect(guest.getByTestId("supplier-rating")).toHaveCount(0);
  expect((await guest.locator('script[type="application/ld+json"]').allTextContents()).join("")).not.toContain(
    "AggregateRating",
  );

  await staff.goto("/admin/reviews");
  const row = staff.getByTestId("admin-review").filter({ hasText: REVIEW });
  await expect(row).toContainText(`Agent: ${agencyName}`);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByText(/approved: it shows on the site/)).toBeVisible();

  await guest.goto(profilePath);
  await expect(guest.getByTestId("supplier-rating")).toContainText("5.0");
  const review = guest.getByTestId("review").filter({ hasText: REVIEW });
  await expect(review).toContainText(buyer.name);
  await expect(review).toContainText("Contacted through Nivaas");
  await expect(review.locator("summary").filter({ hasText: /Report/ })).toBeVisible();
  expect((await guest.locator('script[type="application/ld+json"]').allTextContents()).join("")).toContain(
    '"AggregateRating","ratingValue":5,"reviewCount":1',
  );
  expect(await seriousA11yViolations(guest)).toEqual([]);

  // Hindi; 390 px wide without sideways scroll.
  await guest.goto(`/hi${profilePath}`);
  await expect(guest.getByRole("heading", { name: "ग्राहक क्या कहते हैं" })).toBeVisible();
  await guest.setViewportSize({ width: 390, height: 800 });
  await guest.goto(profilePath);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guestContext.close();
});
