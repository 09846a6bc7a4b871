/**
 * Owners run their own listings (issue 14), in a real browser: a signed-in
 * owner's wizard submission shows in My listings as pending, is published by
 * an admin, collects an inquiry and a phone reveal as leads (the owner is
 * told through the outbox), is reported by a visitor (admin Reports), and is
 * marked sold (gone from /residential and the sitemap; its page says so).
 * The number is masked to signed-out visitors and never in their HTML;
 * another account opening the owner's edit URL gets 404.
 */
import type { Browser } from "@playwright/test";
import { expect, seriousA11yViolations, signIn, signInAsAdmin, test, waitForOutbox } from "./support/fixtures";
import { uniqueUser, createVerifiedAccount, submitThroughWizard, escapeRegExp } from "./support/accounts";

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  return context.newPage();
}

function masked(phone: string) {
  return `+91 ${phone.slice(0, 2)}XXX XXX${phone.slice(8)}`;
}

function formatted(phone: string) {
  return `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
}

test.describe("My listings", () => {
  test("signed out, /my-listings sends to sign in and back", async ({ page }) => {
    await page.goto("/my-listings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-listings/);
  });

  test("an owner's listing from submission to sold, with leads, a reveal, a report and a 404 for others", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const owner = uniqueUser("Owner");
    const title = `Hill view 2 BHK ${owner.stamp}`;
    await createVerifiedAccount(page, owner);
    await submitThroughWizard(page, title, owner.phone, owner.email);

    // Pending in My listings (reached from the header), with an edit page.
    await page.getByRole("link", { name: "My listings" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "My listings" })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: "test-results/my-listings-desktop.png" });
    await page.setViewportSize({ width: 1280, height: 720 });
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("Pending review")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit listing" })).toBeVisible();
    const editUrl = new URL(page.url()).pathname;
    expect(editUrl).toMatch(/^\/my-listings\/submissions\/\d+$/);
    await expect(page.getByLabel("Property Title")).toHaveValue(title);

    // Another account opening the owner's edit URL gets 404.
    const other = uniqueUser("Other");
    const otherPage = await newPage(browser);
    await createVerifiedAccount(otherPage, other);
    const stranger = await otherPage.goto(editUrl);
    expect(stranger?.status()).toBe(404);

    // An administrator approves it; the owner sees it published with its link.
    const admin = await newPage(browser);
    await signInAsAdmin(admin);
    await admin.goto(`/admin/property-listings?q=${encodeURIComponent(title)}`);
    const submission = admin.getByRole("row").filter({ hasText: title });
    await expect(submission.getByRole("link", { name: owner.name })).toBeVisible();
    await submission.getByRole("button", { name: "Approve", exact: true }).click();
    await expect(admin.getByText("Listing approved successfully!")).toBeVisible();

    await page.goto("/my-listings");
    await expect(row.getByText("Published")).toBeVisible();
    const publicLink = row.getByRole("link", { name: "View public page" });
    const propertyPath = (await publicLink.getAttribute("href"))!;
    expect(propertyPath).toMatch(/^\/property\/\d+$/);
    const propertyId = Number(propertyPath.split("/").pop());

    // A signed-out visitor sees the number masked, nowhere in full, and sends an inquiry.
    const visitor = await newPage(browser);
    const response = await visitor.goto(propertyPath);
    const html = await response!.text();
    expect(html).not.toContain(owner.phone);
    expect(html).not.toContain(formatted(owner.phone));
    const data = await (await visitor.request.get(`${propertyPath}.data`)).text();
    expect(data).not.toContain(owner.phone);
    await expect(visitor.getByText(masked(owner.phone))).toBeVisible();
    const inquiry = visitor.getByRole("form", { name: /Send an inquiry about/ });
    await inquiry.getByLabel("Full Name").fill("Visitor Vidya");
    await inquiry.getByLabel("Email Address").fill("vidya@example.com");
    await inquiry.getByLabel("Phone Number").fill("9876501234");
    await inquiry.getByLabel(/Message/).fill(`Is the flat still available? ${owner.stamp}`);
    await inquiry.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(inquiry.getByText(/Thank you for your inquiry/)).toBeVisible();

    // The visitor reports it.
    await visitor.getByText("Report this listing").click();
    await visitor.getByLabel("Reason").selectOption("wrong_details");
    await visitor.getByLabel("Note").fill(`Price looks wrong ${owner.stamp}`);
    await visitor.getByRole("button", { name: "Send report" }).click();
    await expect(visitor.getByText("Thank you. Our team will look into this listing.")).toBeVisible();

    // "View phone number" asks to sign in and comes back; then the number shows in full.
    await visitor.getByRole("link", { name: "View phone number" }).click();
    await expect(visitor).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(propertyPath)}`));
    await signIn(visitor, other.email, other.password, {
      path: new URL(visitor.url()).pathname + new URL(visitor.url()).search,
    });
    await expect(visitor).toHaveURL(new RegExp(`${propertyPath}$`));
    await visitor.getByRole("button", { name: "View phone number" }).click();
    await expect(visitor.getByText(formatted(owner.phone))).toBeVisible();
    await expect(visitor.getByRole("link", { name: "Call", exact: true })).toHaveAttribute(
      "href",
      `tel:+91${owner.phone}`,
    );
    await expect(visitor.getByRole("link", { name: "WhatsApp", exact: true })).toHaveAttribute(
      "href",
      `https://wa.me/91${owner.phone}`,
    );

    // The owner's Leads: the inquiry with name and message, and the reveal; the owner was told.
    await waitForOutbox(
      new RegExp(`email to ${escapeRegExp(owner.email)}: New lead: Inquiry from Visitor Vidya`),
      20_000,
    );
    await page.goto("/my-listings/leads");
    const leads = page.getByRole("list", { name: "Leads" });
    await expect(leads.getByRole("listitem").filter({ hasText: "Visitor Vidya" })).toContainText(
      `Is the flat still available? ${owner.stamp}`,
    );
    const reveal = leads.getByRole("listitem").filter({ hasText: other.name });
    await expect(reveal).toContainText("Viewed your phone number");
    await reveal.getByLabel(/Status of the lead/).selectOption("contacted");
    await reveal.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Lead marked as contacted.")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The visitor's views show on the owner's page of the listing, with the daily chart.
    await page.goto(`/my-listings/properties/${propertyId}`);
    await expect(page.getByRole("heading", { name: /[1-9]\d* views in the last 30 days/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /[1-9]\d* views in the last 30 days/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The report is in the admin Reports list.
    await admin.goto("/admin/reports");
    const report = admin.getByRole("listitem").filter({ hasText: `Price looks wrong ${owner.stamp}` });
    await expect(report).toContainText("Wrong price or details");
    await expect(report.getByRole("link", { name: title })).toHaveAttribute("href", propertyPath);
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await report.getByLabel("Note").fill("Checked with the owner");
    await report.getByRole("button", { name: "Resolve" }).click();
    await expect(admin.getByText(/Report #\d+ resolved\./)).toBeVisible();

    // The owner marks it sold: gone from /residential and the sitemap; its page says so.
    await page.goto("/my-listings");
    await row.getByRole("button", { name: "Mark as sold" }).click();
    await expect(page.getByText("Marked as sold. The listing has left the public site.")).toBeVisible();
    await expect(row.getByText("Sold", { exact: true })).toBeVisible();
    const outsider = await newPage(browser);
    await outsider.goto(`/residential?search=${encodeURIComponent(title)}`);
    await expect(outsider.getByText(title)).toHaveCount(0);
    const sitemap = await (await outsider.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain(`/property/${propertyId}<`);
    const soldPage = await outsider.goto(propertyPath);
    expect(soldPage?.status()).toBe(410);
    await expect(outsider.getByRole("heading", { name: "This property has been sold" })).toBeVisible();
    await expect(outsider.getByRole("heading", { name: "Similar properties" })).toBeVisible();

    // Re-listing brings it back.
    await row.getByRole("button", { name: "Re-list" }).click();
    await expect(page.getByText("Your listing is back on the public site.")).toBeVisible();
    expect((await outsider.goto(propertyPath))?.status()).toBe(200);
  });

  test("works without JavaScript and fits a phone screen", async ({ browser }) => {
    const owner = uniqueUser("Nojs");
    const setup = await newPage(browser);
    await createVerifiedAccount(setup, owner);
    await submitThroughWizard(setup, `No script flat ${owner.stamp}`, owner.phone, owner.email);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto("/my-listings");
    const row = page.getByRole("listitem").filter({ hasText: owner.stamp });
    await expect(row.getByText("Pending review")).toBeVisible();
    await page.screenshot({ path: "test-results/my-listings-phone.png", fullPage: true });

    // Editing: a refused save keeps what was typed and says why; a good one is saved for review.
    await row.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Property Title").fill("Too short");
    await page.getByLabel("Pincode").fill("12");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Title must be at least 10 characters")).toBeVisible();
    await expect(page.getByText("Invalid pincode")).toBeVisible();
    await expect(page.getByLabel("Property Title")).toHaveValue("Too short");
    await expect(page.getByLabel("Pincode")).toHaveValue("12");
    await page.getByLabel("Property Title").fill(`No script flat, edited ${owner.stamp}`);
    await page.getByLabel("Pincode").fill("400050");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your changes were saved and wait for review.")).toBeVisible();
    await expect(row).toContainText(`No script flat, edited ${owner.stamp}`);

    await row.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByText("Your listing was withdrawn.")).toBeVisible();
    await expect(row.getByText("Withdrawn")).toBeVisible();
  });

  test("a signed-out visitor sees the masked number and the report form, also without JavaScript", async ({
    browser,
    page: scripted,
  }) => {
    test.setTimeout(90_000);
    // One report per listing per visitor a day: a retry reports another listing.
    const path = `/property/${2 + test.info().retry}`;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(path);
    const agent = page.getByRole("complementary", { name: "Contact and actions" });
    await expect(page.getByText(/^\+91 \d\dXXX XXX\d\d$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View phone number" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent(path)}`,
    );
    await page.getByText("Report this listing").click();
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Please choose a reason")).toBeVisible();
    await page.getByLabel("Reason").selectOption("unreachable");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Thank you. Our team will look into this listing.")).toBeVisible();
    await page.goto(path);
    await agent.screenshot({ path: "test-results/property-contact-phone.png" });
    // axe needs scripts: the same page with JavaScript, the report form open.
    await scripted.goto(path);
    await scripted.getByText("Report this listing").click();
    expect(await seriousA11yViolations(scripted)).toEqual([]);
  });
});
