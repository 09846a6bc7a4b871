/**
 * The back office's second half in a real browser: reviewing submissions
 * (approval publishes), inquiries of every type, real user accounts, settings
 * that drive the public site (maintenance mode included) and the outbox.
 */
import sharp from "sharp";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  ADMIN,
  MAINTENANCE_REFUSAL,
  expect,
  seriousA11yViolations,
  signIn,
  signInAsAdmin,
  test,
  waitForHydration,
  waitForOutbox,
} from "./support/fixtures";
import { escapeRegExp } from "./support/accounts";

let counter = 0;
function stamp() {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

async function jpeg(width = 1200, height = 900, colour = "#c8733a") {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Signs in through the form. Sign-in is rate-limited per client (5 in 10 s) and
 * every test here comes from 127.0.0.1, so a "Too many attempts" answer waits and retries.
 */
async function visitor(
  browser: Browser,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

/** Submits the List Your Property wizard as a visitor; returns the title. */
async function submitListing(page: Page, options: { title: string; email: string; photos?: number }) {
  await page.goto("/list-property");
  // The step-by-step wizard (before React runs it is one long form; before-scripts.spec covers that moment).
  await waitForHydration(page);
  await page.getByLabel("Property Type").selectOption("residential");
  await page.getByLabel("Category").selectOption("Apartment");
  await page.getByLabel("Property Title").fill(options.title);
  await page
    .getByLabel("Description")
    .fill("Well kept, bright and airy, with cross ventilation, close to schools, markets and the metro station.");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Address", { exact: true }).fill("12 Link Road, Oshiwara");
  await page.getByLabel("City").fill("Mumbai");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("Pincode").fill("400053");
  await page.getByLabel("Area (sq ft)").fill("950");
  await page.getByLabel("Bedrooms").fill("2");
  await page.getByLabel("Bathrooms").fill("2");
  await page.getByLabel("Lift").check();
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Listing Type").selectOption("sale");
  await page.getByLabel("Price (₹)").fill("18500000");
  const count = options.photos ?? 1;
  if (count > 0) {
    const files = [];
    for (let i = 0; i < count; i++) {
      files.push({
        name: `photo-${i}.jpg`,
        mimeType: "image/jpeg",
        buffer: await jpeg(1200, 900, i % 2 ? "#3a7ac8" : "#c8733a"),
      });
    }
    await page.getByLabel("Upload photos").setInputFiles(files);
    await expect(page.getByRole("list", { name: "Chosen photos" }).getByText("Uploaded")).toHaveCount(count);
  }
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Your Name").fill("Asha Mehta");
  await page.getByLabel("Phone Number").fill("9820012345");
  await page.getByLabel("Email Address").fill(options.email);
  await page.getByRole("button", { name: "List Property" }).click();
  await expect(page.getByText(/Property listed successfully!/)).toBeVisible();
}

function listingRow(page: Page, title: string) {
  return page.getByRole("row").filter({ hasText: title });
}

// ---------------------------------------------------------------- submissions

test.describe("property submissions review", () => {
  test("a submission appears pending; approving publishes it with its photos and e-mails the owner", async ({
    page,
    browser,
  }) => {
    const id = stamp();
    const title = `Approve me sea view flat ${id}`;
    const email = `owner-approve-${id}@example.com`;
    const guest = await visitor(browser);
    await submitListing(guest.page, { title, email, photos: 2 });

    await signInAsAdmin(page);
    await page.goto("/admin/property-listings");
    await expect(page.getByRole("heading", { level: 1, name: "Property Listings" })).toBeVisible();
    for (const label of ["Total Submissions", "Pending Review", "Approved", "Rejected"]) {
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    }
    const row = listingRow(page, title);
    await expect(row.getByText("Pending")).toBeVisible();
    await expect(row.getByRole("button", { name: "Approve", exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: "Reject", exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The details modal shows photos and every section, and approves from there.
    await row.getByRole("link", { name: "View", exact: true }).click();
    const modal = page.getByRole("dialog", { name: title });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("list", { name: "Photos" }).getByRole("img")).toHaveCount(2);
    for (const section of [
      "Property information",
      "Description",
      "Address",
      "Specifications",
      "Amenities",
      "Owner contact",
    ]) {
      await expect(modal.getByRole("heading", { name: section })).toBeVisible();
    }
    await expect(modal).toContainText(email);
    await expect(modal).toContainText("400053");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await modal.getByRole("button", { name: "Approve" }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("Listing approved successfully!")).toBeVisible();
    await expect(row.getByText("Approved")).toBeVisible();
    await expect(row.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Reject", exact: true })).toHaveCount(0);

    // The owner is told, with the public link.
    const [, propertyPath] = await waitForOutbox(
      new RegExp(`email to ${escapeRegExp(email)}: Your property .* is now live .*?https?://[^/\\s]+(/property/\\d+)`),
    );
    await guest.page.goto(propertyPath);
    await expect(guest.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guest.page.locator('img[src^="/uploads/"]').first()).toBeVisible();
    await guest.page.goto(`/residential?search=${encodeURIComponent(id)}`);
    await expect(guest.page.getByText(title).first()).toBeVisible();

    await page.goto("/admin/outbox");
    await expect(page.getByText(email).first()).toBeVisible();
    await expect(page.getByText(`Your property "${title}" is now live`)).toBeVisible();
    await guest.context.close();
  });

  test("rejecting keeps the submission off the site, tells the owner, and delete asks first", async ({
    page,
    browser,
  }) => {
    const id = stamp();
    const title = `Reject me garden villa ${id}`;
    const email = `owner-reject-${id}@example.com`;
    const guest = await visitor(browser);
    await submitListing(guest.page, { title, email, photos: 1 });

    await signInAsAdmin(page);
    // Search by owner e-mail finds it (and only it).
    await page.goto(`/admin/property-listings?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("row")).toHaveCount(2);
    const row = listingRow(page, title);
    await row.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(page.getByText("Listing rejected successfully!")).toBeVisible();
    await expect(row.getByText("Rejected")).toBeVisible();
    await expect(row.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
    await waitForOutbox(new RegExp(`email to ${escapeRegExp(email)}: About your property listing .*unable to publish`));

    await guest.page.goto(`/residential?search=${encodeURIComponent(id)}`);
    await expect(guest.page.getByText(title)).toHaveCount(0);

    // The status filter shows it among the rejected ones.
    await page.goto("/admin/property-listings");
    await page.getByLabel("Status").selectOption("rejected");
    await expect(page).toHaveURL(/status=rejected/);
    await expect(listingRow(page, title)).toBeVisible();

    await listingRow(page, title).getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure you want to delete this listing? This action cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(listingRow(page, title)).toBeVisible();
    await listingRow(page, title).getByRole("button", { name: "Delete", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Listing deleted successfully!")).toBeVisible();
    await expect(listingRow(page, title)).toHaveCount(0);
    await guest.context.close();
  });

  test("works without JavaScript: approve from the table, delete through a confirm step", async ({ browser }) => {
    const id = stamp();
    const title = `No script duplex ${id}`;
    const guest = await visitor(browser);
    await submitListing(guest.page, { title, email: `owner-nojs-${id}@example.com`, photos: 1 });
    await guest.context.close();

    const { context, page } = await visitor(browser, { javaScriptEnabled: false });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/property-listings?q=${encodeURIComponent(id)}`);
    await listingRow(page, title).getByRole("button", { name: "Approve", exact: true }).click();
    await expect(page.getByText("Listing approved successfully!")).toBeVisible();
    await expect(listingRow(page, title).getByText("Approved")).toBeVisible();
    await listingRow(page, title).getByRole("button", { name: "Delete", exact: true }).click();
    await expect(
      page.getByText("Are you sure you want to delete this listing? This action cannot be undone."),
    ).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Listing deleted successfully!")).toBeVisible();
    await expect(page.getByText("No property listings found.")).toBeVisible();
    await context.close();
  });
});

// ---------------------------------------------------------------- inquiries

test.describe("inquiries", () => {
  test("every type appears with its reference; status changes persist and filter; details, delete", async ({
    page,
    browser,
  }) => {
    const id = stamp();
    const guest = await visitor(browser);
    // A contact message.
    await guest.page.goto("/contact");
    await guest.page.getByLabel("Full Name").fill(`Contact ${id}`);
    await guest.page.getByLabel("Phone Number").fill("9820012345");
    await guest.page.getByLabel("Email Address").fill(`contact-${id}@example.com`);
    await guest.page.getByLabel("Subject").selectOption("buying");
    await guest.page.getByLabel("Message").fill(`Looking for a 2 BHK near Andheri station ${id}.`);
    await guest.page.getByRole("button", { name: "Send Message" }).click();
    await expect(guest.page.getByText("Thank you for your message.", { exact: false })).toBeVisible();
    // A property inquiry.
    await guest.page.goto("/property/1");
    const propertyTitle = (await guest.page.getByRole("heading", { level: 1 }).innerText()).trim();
    const form = guest.page.getByRole("form", { name: /Send an inquiry about/ });
    await form.getByLabel("Full Name").fill(`Buyer ${id}`);
    await form.getByLabel("Email Address").fill(`buyer-${id}@example.com`);
    await form.getByLabel("Phone Number").fill("9876543210");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Thank you for your inquiry!", { exact: false })).toBeVisible();
    // A site visit on a project.
    await guest.page.goto("/project/1");
    const projectTitle = (await guest.page.getByRole("heading", { level: 1 }).innerText()).trim();
    await guest.page.getByRole("button", { name: "Schedule Site Visit" }).first().click();
    const dialog = guest.page.getByRole("dialog", { name: "Schedule Site Visit" });
    const min = await dialog.getByLabel("Preferred Date").getAttribute("min");
    await dialog.getByLabel("Full Name").fill(`Visitor ${id}`);
    await dialog.getByLabel("Phone Number").fill("98200 11223");
    await dialog.getByLabel("Preferred Date").fill(min!);
    await dialog.getByLabel("Preferred Time").selectOption("11:00 AM");
    await dialog.getByRole("button", { name: "Confirm Visit" }).click();
    await expect(dialog).toBeHidden();
    await guest.context.close();

    await signInAsAdmin(page);
    await page.goto(`/admin/inquiries?q=${id}`);
    for (const header of ["Customer", "Type", "Reference", "Status", "Date", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    const contactRow = page.getByRole("row").filter({ hasText: `Contact ${id}` });
    const buyerRow = page.getByRole("row").filter({ hasText: `Buyer ${id}` });
    const visitRow = page.getByRole("row").filter({ hasText: `Visitor ${id}` });
    await expect(contactRow.getByText("Contact", { exact: true })).toBeVisible();
    await expect(buyerRow.getByText("Property", { exact: true })).toBeVisible();
    await expect(buyerRow.getByRole("link", { name: propertyTitle })).toHaveAttribute("href", "/property/1");
    await expect(visitRow.getByText("Site Visit", { exact: true })).toBeVisible();
    await expect(visitRow.getByRole("link", { name: projectTitle })).toHaveAttribute("href", "/project/1");
    await expect(visitRow).toContainText("at 11:00 AM");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Status from the table persists.
    await contactRow.getByLabel(/Status of the inquiry/).selectOption("contacted");
    await expect(page.getByText("Inquiry marked as Contacted.")).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `Contact ${id}` })
        .getByLabel(/Status of the inquiry/),
    ).toHaveValue("contacted");
    // …and filters.
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await expect(page).toHaveURL(/status=contacted/);
    await expect(page.getByRole("row").filter({ hasText: `Contact ${id}` })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Buyer ${id}` })).toHaveCount(0);
    await page.goto(`/admin/inquiries?type=site_visit&q=${id}`);
    await expect(page.getByRole("row").filter({ hasText: `Visitor ${id}` })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Contact ${id}` })).toHaveCount(0);

    // The details modal: links, status selector that updates in place.
    await page.goto(`/admin/inquiries?q=${id}`);
    await page
      .getByRole("row")
      .filter({ hasText: `Buyer ${id}` })
      .getByRole("link", { name: "View", exact: true })
      .click();
    const modal = page.getByRole("dialog", { name: `Inquiry from Buyer ${id}` });
    await expect(modal.getByRole("link", { name: "Send Email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:buyer-${id}@example\\.com`),
    );
    await expect(modal.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:9876543210");
    await expect(modal.getByRole("link", { name: propertyTitle })).toHaveAttribute("href", "/property/1");
    await modal.getByLabel(/Status of the inquiry/).selectOption("closed");
    await expect(page.getByText("Inquiry marked as Closed.")).toBeVisible();
    await expect(modal.getByLabel(/Status of the inquiry/)).toHaveValue("closed");
    await page.keyboard.press("Escape");
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `Buyer ${id}` })
        .getByLabel(/Status of the inquiry/),
    ).toHaveValue("closed");

    await page
      .getByRole("row")
      .filter({ hasText: `Buyer ${id}` })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this inquiry?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("row").filter({ hasText: `Buyer ${id}` })).toHaveCount(0);

    await page.goto("/admin/inquiries?q=nothing-matches-this-at-all");
    await expect(page.getByText("No inquiries found")).toBeVisible();
  });

  test("the status selector works without JavaScript", async ({ browser }) => {
    const { context, page } = await visitor(browser, { javaScriptEnabled: false });
    const id = stamp();
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill(`Plain ${id}`);
    await page.getByLabel("Phone Number").fill("9820012345");
    await page.getByLabel("Email Address").fill(`plain-${id}@example.com`);
    await page.getByLabel("Subject").selectOption("renting");
    await page.getByLabel("Message").fill("Any 1 BHK for rent near Goregaon?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/inquiries?q=${id}`);
    const row = page.getByRole("row").filter({ hasText: `Plain ${id}` });
    await row.getByLabel(/Status of the inquiry/).selectOption("closed");
    await row.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Inquiry marked as Closed.")).toBeVisible();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: `Plain ${id}` })
        .getByLabel(/Status of the inquiry/),
    ).toHaveValue("closed");
    await context.close();
  });
});

// ---------------------------------------------------------------- users

test.describe("users", () => {
  test("sign-ups appear; a role change applies on the next request; deactivated users cannot sign in", async ({
    page,
    browser,
  }) => {
    const id = stamp();
    const member = {
      name: `Member ${id}`,
      email: `member-${id}@example.com`,
      phone: `9${String(Date.now()).slice(-9)}`,
      password: `pass-${id}-word`,
    };
    const guest = await visitor(browser);
    await guest.page.goto("/login?mode=signup");
    await guest.page.getByLabel("Full Name").fill(member.name);
    await guest.page.getByLabel("Phone Number").fill(member.phone);
    await guest.page.getByLabel("Email").fill(member.email);
    await guest.page.getByLabel("Password", { exact: true }).fill(member.password);
    await guest.page.getByLabel("Confirm Password").fill(member.password);
    await guest.page.getByRole("button", { name: "Create Account" }).click();
    const [, link] = await waitForOutbox(
      new RegExp(`email to ${escapeRegExp(member.email)}: .*?(http\\S+/verify-email\\S+)`),
    );
    await guest.page.goto(link);
    await expect(guest.page.getByRole("button", { name: "Logout" })).toBeVisible();
    const denied = await guest.page.goto("/admin/users");
    expect(denied?.status()).toBe(403);

    await signInAsAdmin(page);
    await page.goto(`/admin/users?q=${encodeURIComponent(member.email)}`);
    const card = page.getByRole("listitem").filter({ hasText: member.email });
    await expect(card.getByRole("heading", { name: member.name })).toBeVisible();
    await expect(card.getByText("User", { exact: true }).first()).toBeVisible();
    await expect(card.getByLabel(`Role of ${member.name}`)).toHaveValue("user");
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await card.getByLabel(`Role of ${member.name}`).selectOption("admin");
    await expect(page.getByText(`${member.name} is now an admin.`)).toBeVisible();
    const allowed = await guest.page.goto("/admin/users");
    expect(allowed?.status()).toBe(200);
    await card.getByLabel(`Role of ${member.name}`).selectOption("agent");
    await expect(page.getByText(`${member.name} is now an agent.`)).toBeVisible();
    await expect(card.getByText("Properties")).toBeVisible();
    expect((await guest.page.goto("/admin/users"))?.status()).toBe(403);

    await card.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expect(page.getByText(`${member.name} has been deactivated and signed out.`)).toBeVisible();
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    // Their session has ended.
    await guest.page.goto("/about");
    await expect(guest.page.getByRole("link", { name: "Login" })).toBeVisible();
    await signIn(guest.page, member.email, member.password);
    await expect(guest.page.getByText("Your account has been deactivated.", { exact: false })).toBeVisible();

    await page.goto("/admin/users?status=inactive");
    await expect(page.getByRole("listitem").filter({ hasText: member.email })).toBeVisible();
    await page
      .getByRole("listitem")
      .filter({ hasText: member.email })
      .getByRole("button", { name: "Activate", exact: true })
      .click();
    await expect(page.getByText(`${member.name} has been activated and can sign in again.`)).toBeVisible();
    await signIn(guest.page, member.email, member.password);
    await expect(guest.page.getByRole("button", { name: "Logout" })).toBeVisible();
    await guest.context.close();
  });

  test("Add New User creates a real account; an admin cannot remove themself", async ({ page, browser }) => {
    const id = stamp();
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await page.getByRole("link", { name: "Add New User" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New User" });
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(
      dialog.getByText("Phone number must be 10 digits").or(dialog.getByText("Phone number is required")),
    ).toBeVisible();
    await dialog.getByLabel("Full Name").fill(`Agent ${id}`);
    await dialog.getByLabel("Email").fill(`agent-${id}@example.com`);
    await dialog.getByLabel("Phone").fill(`8${String(Date.now()).slice(-9)}`);
    await dialog.getByLabel("Password").fill("agent-password-1");
    await dialog.getByLabel("Role").selectOption("agent");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Agent ${id} has been added as an agent.`)).toBeVisible();

    const agent = await visitor(browser);
    await signIn(agent.page, `agent-${id}@example.com`, "agent-password-1");
    await expect(agent.page.getByRole("button", { name: "Logout" })).toBeVisible();
    await agent.context.close();

    await page.goto(`/admin/users?q=${encodeURIComponent(ADMIN.email)}`);
    const own = page.getByRole("listitem").filter({ hasText: ADMIN.email });
    await expect(own).toContainText("This is your account");
    await expect(own.getByRole("button", { name: /Deactivate|Delete/ })).toHaveCount(0);

    await page.goto(`/admin/users?q=agent-${id}`);
    await page
      .getByRole("listitem")
      .filter({ hasText: `agent-${id}@example.com` })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Agent ${id}'s account has been deleted.`)).toBeVisible();
    await expect(page.getByText("No users found")).toBeVisible();
  });
});

// ---------------------------------------------------------------- settings

test.describe("settings", () => {
  test("site name, phone and colour show on public pages at once; bad input gets field messages", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    for (const tab of ["General", "Contact", "Appearance", "Notifications", "Security", "System"]) {
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel("Site Name").fill("Ghar Bazaar");
    await page.getByRole("tab", { name: "Contact" }).click();
    await page.getByLabel("Phone", { exact: true }).fill("+91 99887 76655");
    await page.getByRole("tab", { name: "Appearance" }).click();
    await page.getByLabel("Primary Color", { exact: true }).fill("#0f766e");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();

    await page.goto("/about");
    await expect(page.getByRole("banner")).toContainText("Ghar Bazaar");
    await expect(page).toHaveTitle(/Ghar Bazaar/);
    await expect(page.getByRole("contentinfo")).toContainText("+91 99887 76655");
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      /wa\.me\/919988776655/,
    );
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--primary"))).toBe("#0f766e");

    // Server-side validation with field messages, keeping what was typed.
    await page.goto("/admin/settings?tab=appearance");
    await page.getByLabel("Secondary Color", { exact: true }).fill("blue");
    await page.getByRole("tab", { name: "System" }).click();
    await page.getByLabel("Max Images per Property").fill("0");
    await page.getByRole("button", { name: "Save Changes" }).click();
    // The first tab with an error opens.
    await expect(page.getByText("Secondary colour must be a hex colour like #ea580c")).toBeVisible();
    await expect(page.getByLabel("Secondary Color", { exact: true })).toHaveValue("blue");
    await page.getByRole("tab", { name: "System" }).click();
    await expect(page.getByText("Max images per property must be a whole number from 1 to 50")).toBeVisible();
    await expect(page.getByLabel("Max Images per Property")).toHaveValue("0");

    // Put things back for the other tests.
    await page.goto("/admin/settings");
    await page.getByLabel("Site Name").fill("Nivaas");
    await page.getByRole("tab", { name: "Appearance" }).click();
    await page.getByLabel("Primary Color", { exact: true }).fill("#ea580c");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  });

  test.describe("maintenance mode", () => {
    // Visitors get the 503 maintenance page on purpose here.
    test.use({ expectedConsoleErrors: [MAINTENANCE_REFUSAL] });

    test("maintenance mode shows visitors a 503 maintenance page but not admins", async ({ page, browser }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/settings");
      await page.getByRole("switch", { name: "Maintenance Mode" }).check();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Settings saved successfully!")).toBeVisible();
      try {
        const guest = await visitor(browser);
        const blocked = await guest.page.goto("/residential");
        expect(blocked?.status()).toBe(503);
        await expect(guest.page.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
        expect((await guest.page.goto("/login"))?.status()).toBe(200);
        expect((await guest.page.request.get("/healthz")).status()).toBe(200);
        await guest.context.close();

        expect((await page.goto("/residential"))?.status()).toBe(200);
        expect((await page.goto("/"))?.status()).toBe(200);
      } finally {
        await page.goto("/admin/settings");
        await page.getByRole("switch", { name: "Maintenance Mode" }).uncheck();
        await page.getByRole("button", { name: "Save Changes" }).click();
        await expect(page.getByText("Settings saved successfully!")).toBeVisible();
      }
      const guest = await visitor(browser);
      expect((await guest.page.goto("/residential"))?.status()).toBe(200);
      await guest.context.close();
    });
  });

  test("a 1 MB file-size limit refuses a 2 MB logo; a small logo and the System facts are real", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/settings?tab=system");
    await expect(page.getByText(/Embedded PostgreSQL \(PGlite\)|PostgreSQL server/)).toBeVisible();
    await expect(page.getByText("Last migration")).toBeVisible();
    await page.getByLabel("Max File Size (MB)").fill("1");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();

    const noise = Buffer.alloc(700 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 5) * 104729) & 0xff;
    const big = await sharp(noise, { raw: { width: 1000, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024 - 1);
    await page.goto("/admin/settings");
    await page
      .getByLabel("Logo", { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: big });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Logo is larger than the 1 MB limit")).toBeVisible();

    const small = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel("Logo", { exact: true })
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: small });
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();
    await page.goto("/about");
    await expect(page.getByRole("banner").locator('img[src^="/uploads/branding/logo-"]')).toBeVisible();

    await page.goto("/admin/settings");
    await page.getByLabel("Remove current logo").check();
    await page.getByRole("tab", { name: "System" }).click();
    await page.getByLabel("Max File Size (MB)").fill("5");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Settings saved successfully!")).toBeVisible();
  });
});

// ---------------------------------------------------------------- outbox

test("the outbox lists messages newest first and filters by channel", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem").first()).toBeVisible();
  await page.getByLabel("Channel").selectOption("sms");
  await expect(page).toHaveURL(/channel=sms/);
  await page.getByLabel("Channel").selectOption("email");
  await expect(page).toHaveURL(/channel=email/);
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem").first()).toContainText("Email");
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a ?view= link opens an inquiry's details from any page, and closing forgets it", async ({ page, browser }) => {
  const id = stamp();
  const guest = await visitor(browser);
  await guest.page.goto("/contact");
  await guest.page.getByLabel("Full Name").fill(`Linked ${id}`);
  await guest.page.getByLabel("Phone Number").fill("9820012345");
  await guest.page.getByLabel("Email Address").fill(`linked-${id}@example.com`);
  await guest.page.getByLabel("Subject").selectOption("loan");
  await guest.page.getByLabel("Message").fill("Do you help with home loans?");
  await guest.page.getByRole("button", { name: "Send Message" }).click();
  await expect(guest.page.getByText("Thank you for your message.", { exact: false })).toBeVisible();
  await guest.context.close();

  await signInAsAdmin(page);
  await page.goto(`/admin/inquiries?q=linked-${id}`);
  const href = await page.getByRole("link", { name: "View", exact: true }).first().getAttribute("href");
  const inquiryId = href!.match(/view=(\d+)/)![1];
  // From another page of the list (no filter), the link still opens it.
  await page.goto(`/admin/inquiries?status=closed&view=${inquiryId}`);
  const modal = page.getByRole("dialog", { name: `Inquiry from Linked ${id}` });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("Home Loan");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/view=/);
});
