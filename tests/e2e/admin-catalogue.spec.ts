import sharp from "sharp";
import type { Page } from "@playwright/test";
import { ADMIN, expect, seriousA11yViolations, signIn, test, waitForOutbox } from "./support/fixtures";

/** Admin back-office I: layout, dashboard, properties and projects management (issue 6). */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Sign-in is rate-limited per client (all tests come from 127.0.0.1): a "Too many attempts" answer waits and retries. */
async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password, { path: "/login?redirectTo=/admin" });
  await page.waitForURL((url) => url.pathname === "/admin");
}

async function photo(color: string) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function statValue(page: Page, label: string): Promise<number> {
  const card = page.locator(".card", { has: page.getByText(label, { exact: true }) }).first();
  return Number((await card.locator("p.text-2xl").innerText()).replace(/\D/g, ""));
}

async function propertyIdByTitle(page: Page, title: string): Promise<number> {
  await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
  const href = await page
    .getByRole("link", { name: `View "${title}" on the site (opens in a new tab)` })
    .getAttribute("href");
  return Number(href!.split("/").pop());
}

async function projectIdByTitle(page: Page, title: string): Promise<number> {
  await page.goto(`/admin/projects?search=${encodeURIComponent(title)}`);
  const href = await page
    .getByRole("link", { name: `View "${title}" on the site (opens in a new tab)` })
    .getAttribute("href");
  return Number(href!.split("/").pop());
}

test.describe("admin guard", () => {
  test("signed-out visitors are sent to /login", async ({ page }) => {
    await page.goto("/admin/properties");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fproperties/);
  });

  test("a signed-in non-admin sees Access Denied (403) and every admin action answers 403", async ({ page }) => {
    const id = stamp();
    const email = `user-${id}@example.com`;
    await page.goto("/login?mode=signup");
    await page.getByLabel("Full Name").fill("Plain User");
    await page.getByLabel("Phone Number").fill(`9${String(Date.now()).slice(-9)}`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("plain-pass-2026");
    await page.getByLabel("Confirm Password").fill("plain-pass-2026");
    await page.getByRole("button", { name: "Create Account" }).click();
    const [, link] = await waitForOutbox(
      new RegExp(`email to ${email.replace(/[.+]/g, "\\$&")}: .*?(http\\S+/verify-email\\S+)`),
    );
    await page.goto(link);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    for (const path of ["/admin", "/admin/properties", "/admin/projects", "/admin/search?q=mumbai"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
    }
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(
      page.getByText("You don't have permission to access the admin panel. Only administrators can access this area."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();

    for (const path of ["/admin/properties", "/admin/projects"]) {
      for (const intent of ["save", "toggle-active", "toggle-featured", "delete"]) {
        const response = await page.request.post(path, { form: { intent, id: "1", value: "false", title: "Hacked" } });
        expect(response.status(), `${path} ${intent}`).toBe(403);
      }
    }
    // Nothing changed: the first property is still there and active.
    expect((await page.request.get("/property/1")).status()).toBe(200);
  });
});

test.describe("admin back-office", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("layout: sidebar links, working search, bell, user block; drawer on phones", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Admin" });
    for (const [name, href] of [
      ["Dashboard", "/admin"],
      ["Properties", "/admin/properties"],
      ["Projects", "/admin/projects"],
      ["Property Listings", "/admin/property-listings"],
      ["Inquiries", "/admin/inquiries"],
      ["Users", "/admin/users"],
      ["Settings", "/admin/settings"],
      ["Outbox", "/admin/outbox"],
      ["Back to Site", "/"],
    ]) {
      // A link may carry its count of new items ("Inquiries 2"), from other tests' leads.
      const linkName = new RegExp(`^${name}( \\d+ waiting)?$`);
      await expect(nav.getByRole("link", { name: linkName })).toHaveAttribute("href", href);
    }
    await expect(page.getByText(ADMIN.email)).toBeVisible();
    await expect(page.getByRole("button", { name: /Logout/ })).toBeVisible();
    // The public site's floating chat link is not shown in the back-office (it covered figures and buttons).
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);

    await page.getByRole("searchbox", { name: /Search properties, projects/ }).fill("Skyline Residency");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/search\?q=Skyline/);
    await expect(page.getByRole("link", { name: "Skyline Residency" })).toHaveAttribute(
      "href",
      /\/admin\/projects\?search=Skyline/,
    );

    // The bell counts new inquiries plus pending submissions and lists them.
    const bell = page.getByRole("button", { name: /^Notifications: \d+ waiting$/ });
    const before = Number((await bell.getAttribute("aria-label"))!.match(/\d+/)![0]);
    const name = `Bell Tester ${stamp()}`;
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Phone Number").fill("9876543210");
    await page.getByLabel("Email Address").fill("bell@example.com");
    await page.getByLabel("Subject").selectOption({ index: 1 });
    await page.getByLabel("Message").fill("Please call me about a 2 BHK in Andheri.");
    await page.getByRole("button", { name: /Send/ }).click();
    await expect(page.getByRole("status").or(page.getByRole("alert")).first()).toBeVisible();
    await page.goto("/admin");
    await page.getByRole("button", { name: `Notifications: ${before + 1} waiting` }).click();
    await expect(page.getByRole("dialog", { name: "Notifications" }).getByText(name)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer.getByRole("link", { name: "Projects" })).toBeVisible();
    await drawer.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/admin\/projects$/);
    await expect(page.getByRole("heading", { name: "Projects", level: 1 })).toBeVisible();
  });

  test("dashboard: figures from data, activity, and a chart with 7/30/90-day ranges", async ({ page }) => {
    await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
    for (const label of ["Total Properties", "Active Projects", "Total Users", "New Inquiries"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    expect(await statValue(page, "Total Properties")).toBeGreaterThan(0);
    await expect(page.getByText(/vs last month|added this month/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quick Stats" })).toBeVisible();
    await expect(page.locator(".recharts-line").first()).toBeVisible();
    await page.getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(/range=7/);
    await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Daily counts for the last 7 days (India time).")).toBeVisible();
    await page.getByRole("link", { name: "90 days" }).click();
    await expect(page.getByText("Daily counts for the last 90 days (India time).")).toBeVisible();
    await expect(page.locator(".recharts-line").first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("property form shows the spec's messages", async ({ page }) => {
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByRole("button", { name: "Add Property" }).click();
    for (const message of [
      "Title is required",
      "Category is required",
      "Price is required",
      "Location is required",
      "Area is required",
      "Description is required",
      "Owner name is required",
      "Owner contact is required",
      "Bedrooms required for residential",
      "Bathrooms required for residential",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel("Owner Contact").fill("12345");
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(dialog.getByText("Contact must be 10 digits")).toBeVisible();
    // The type switches the category options.
    await dialog.getByLabel("Property Type").selectOption("Commercial");
    await expect(dialog.getByLabel("Category").locator("option", { hasText: "Office" })).toHaveCount(1);
    await expect(dialog.getByLabel("Category").locator("option", { hasText: "Villa" })).toHaveCount(0);
    await expect(dialog.getByLabel("Bedrooms")).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("a property's whole life: add with every field and a photo, edit, deactivate, feature, delete", async ({
    page,
    context,
  }) => {
    const title = `Test Lakeview 3 BHK ${stamp()}`;
    await page.goto("/admin");
    const totalBefore = await statValue(page, "Total Properties");

    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Property Type").selectOption("Residential");
    await dialog.getByLabel("Status", { exact: true }).selectOption("sale");
    await dialog.getByLabel("Category").selectOption("Penthouse");
    await dialog.getByLabel("Price (₹)").fill("18500000");
    await dialog.getByLabel("Location").fill("Hiranandani Gardens, Powai, Mumbai");
    await dialog.getByLabel("Area (sq ft)").fill("1650");
    await dialog.getByLabel("Bedrooms").fill("3");
    await dialog.getByLabel("Bathrooms").fill("3");
    await dialog.getByLabel("Parking Spaces").fill("2");
    await dialog.getByLabel("Floors").fill("2");
    await dialog.getByLabel("Year Built").fill("2019");
    await dialog.getByLabel("Developer").fill("Lakeside Developers");
    await dialog.getByLabel("Furnishing").selectOption("Semi Furnished");
    await dialog.getByLabel("Facing").selectOption("North-East");
    await dialog.getByLabel("Description").fill("A duplex penthouse with a private terrace facing Powai Lake.");
    await dialog.getByLabel("Owner Name").fill("Meera Iyer");
    await dialog.getByLabel("Owner Contact").fill("9820098200");
    await dialog.getByRole("checkbox", { name: "Gym" }).check();
    await dialog.getByRole("checkbox", { name: "Swimming Pool" }).check();
    await dialog
      .getByLabel("or upload photo 1")
      .setInputFiles({ name: "terrace.jpg", mimeType: "image/jpeg", buffer: await photo("#0ea5e9") });
    await dialog.getByRole("checkbox", { name: /^Featured/ }).uncheck();
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(page.getByText("Property added successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    const id = await propertyIdByTitle(page, title);
    await page.goto(`/property/${id}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("₹1.9 Cr").first()).toBeVisible();
    await expect(page.getByText("Hiranandani Gardens, Powai, Mumbai").first()).toBeVisible();
    await expect(page.locator('img[src^="/uploads/admin/"]').first()).toBeVisible();
    await page.goto(`/residential?search=${encodeURIComponent(title)}`);
    await expect(page.getByText(title).first()).toBeVisible();

    await page.goto("/admin");
    expect(await statValue(page, "Total Properties")).toBe(totalBefore + 1);
    await expect(page.getByText(`Added property "${title}"`)).toBeVisible();
    await expect(page.getByText(`by ${"Administrator"}`).first()).toBeVisible();

    // Edit.
    await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit "${title}"` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Property" });
    await expect(edit.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(edit.getByLabel("Furnishing")).toHaveValue("Semi Furnished");
    await edit.getByLabel("Price (₹)").fill("21000000");
    await edit.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByText("Property updated successfully!")).toBeVisible();
    await page.goto(`/property/${id}`);
    await expect(page.getByText("₹2.1 Cr").first()).toBeVisible();

    // Deactivate: gone from the site, detail 404, sitemap.
    await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Deactivate "${title}"` }).click();
    await expect(page.getByText(`Deactivated "${title}".`)).toBeVisible();
    await expect(page.getByRole("button", { name: `Activate "${title}"` })).toBeVisible();
    expect((await page.request.get(`/property/${id}`)).status()).toBe(404);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/property/${id}<`);
    await page.goto(`/residential?search=${encodeURIComponent(title)}`);
    await expect(page.getByText(title)).toHaveCount(0);

    // Reactivate and feature: on the home page.
    await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Activate "${title}"` }).click();
    await expect(page.getByText(`Activated "${title}".`)).toBeVisible();
    await page.getByRole("button", { name: `Feature "${title}"` }).click();
    await expect(page.getByText(`Featured "${title}".`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("button", { name: `Unfeature "${title}"` })).toBeVisible();
    await page.goto("/");
    await expect(page.getByText(title).first()).toBeVisible();

    // A stale edit is refused.
    await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit "${title}"` }).click();
    const stale = page.getByRole("dialog", { name: "Edit Property" });
    const other = await context.newPage();
    await other.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await other.getByRole("button", { name: `Unfeature "${title}"` }).click();
    await expect(other.getByText(`Unfeatured "${title}".`)).toBeVisible();
    await other.close();
    await stale.getByLabel("Bathrooms").fill("4");
    await stale.getByRole("button", { name: "Update Property" }).click();
    await expect(
      stale.getByText("This property was changed by someone else since you opened it. Reload and try again."),
    ).toBeVisible();
    await stale.getByRole("button", { name: "Close" }).click();

    // Delete after the confirm dialog.
    await page.getByRole("link", { name: `Delete "${title}"` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Property" });
    await expect(
      confirm.getByText("Are you sure you want to delete this property? This action cannot be undone."),
    ).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Property deleted successfully!")).toBeVisible();
    expect((await page.request.get(`/property/${id}`)).status()).toBe(404);
    await page.goto("/admin");
    expect(await statValue(page, "Total Properties")).toBe(totalBefore);
    await expect(page.getByText(`Deleted property "${title}"`)).toBeVisible();
  });

  test("properties list: filters in the URL, 8 per page, 'Showing X to Y of Z results'", async ({ page }) => {
    await page.goto("/admin/properties");
    await expect(page.getByText(/^Showing 1 to 8 of \d+ results$/)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(8);
    await page.getByRole("navigation", { name: "Properties pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 9 to 16 of \d+ results$/)).toBeVisible();
    await page.getByLabel("Type").selectOption("commercial");
    await expect(page).toHaveURL(/type=commercial/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(/^Showing 1 to \d+ of \d+ results$/)).toBeVisible();
    await page.getByLabel("Status").selectOption("rent");
    await expect(page).toHaveURL(/status=rent/);
    await expect(async () => {
      const badges = await page
        .getByRole("article")
        .getByText(/^For (Rent|Sale)$/)
        .allInnerTexts();
      expect(badges.length).toBeGreaterThan(0);
      expect(new Set(badges)).toEqual(new Set(["For Rent"]));
    }).toPass();
  });

  test("a project with configurations, nearby places, RERA QR and brochure; validation; toggles; delete", async ({
    page,
  }) => {
    const title = `Test Harbour Crest ${stamp()}`;
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Add New Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Project" });
    await dialog.getByRole("button", { name: "Add Project" }).click();
    for (const message of [
      "Title is required",
      "Developer is required",
      "Location is required",
      "Minimum price is required",
      "Maximum price is required",
      "Minimum area is required",
      "Maximum area is required",
      "Description is required",
      "Completion date is required",
      "Total units is required",
      "Available units is required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Project Type")).toHaveValue("Residential");
    await expect(dialog.getByLabel("Project Status")).toHaveValue("ongoing");

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Developer", { exact: true }).fill("Coastal Crest Developers");
    await dialog.getByLabel("Location").fill("Andheri West, Mumbai");
    await dialog.getByLabel("Minimum Price (₹)").fill("30000000");
    await dialog.getByLabel("Maximum Price (₹)").fill("20000000");
    await dialog.getByLabel("Minimum Area (sq ft)").fill("900");
    await dialog.getByLabel("Maximum Area (sq ft)").fill("800");
    await dialog.getByLabel("Total Units").fill("100");
    await dialog.getByLabel("Available Units").fill("120");
    await dialog.getByLabel("Completion Date").fill("2029-03-31");
    await dialog.getByLabel("Description").fill("Two towers by the sea with a clubhouse and a podium garden.");
    await dialog.getByRole("button", { name: "Add Project" }).click();
    await expect(dialog.getByText("Maximum price must be greater than minimum price")).toBeVisible();
    await expect(dialog.getByText("Maximum area must be greater than minimum area")).toBeVisible();
    await expect(dialog.getByText("Available units cannot be more than total units")).toBeVisible();

    await dialog.getByLabel("Minimum Price (₹)").fill("24000000");
    await dialog.getByLabel("Maximum Price (₹)").fill("65000000");
    await dialog.getByLabel("Maximum Area (sq ft)").fill("2200");
    await dialog.getByLabel("Available Units").fill("40");
    await dialog.getByLabel("RERA Number").fill("P51800099887");
    await dialog.getByLabel("Construction Progress (%)").fill("45");
    await dialog.getByLabel("Contact Phone").fill("9820011122");
    await dialog.getByLabel("Highlights").fill("Sea-facing decks\nDouble-height lobby");
    await dialog.getByLabel("Type (Configuration 1)").fill("3 BHK Sea View");
    await dialog.getByLabel("Carpet Area (sq ft) (Configuration 1)").fill("1050");
    await dialog.getByLabel("Price (₹) (Configuration 1)").fill("24000000");
    await dialog.getByLabel("Units Available (Configuration 1)").fill("25");
    await dialog.getByLabel("Place (Nearby place 1)").fill("Versova Metro Station");
    await dialog.getByLabel("Distance (Nearby place 1)").fill("0.9 km");
    await dialog.getByLabel("Kind (Nearby place 1)").selectOption("Transport");
    await dialog.getByRole("checkbox", { name: "Jogging Track" }).check();
    await dialog
      .getByLabel("or upload photo 1")
      .setInputFiles({ name: "tower.jpg", mimeType: "image/jpeg", buffer: await photo("#1e40af") });
    await dialog
      .getByLabel("Brochure PDF (up to 5 MB)")
      .setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: PDF });
    await dialog.getByRole("button", { name: "Add Project" }).click();
    await expect(page.getByText("Project added successfully!")).toBeVisible();

    const id = await projectIdByTitle(page, title);
    await expect(page.getByText("Under Construction").first()).toBeVisible();
    await expect(page.getByRole("progressbar", { name: `Units sold for ${title}` })).toHaveAttribute(
      "aria-valuenow",
      "60",
    );

    await page.goto(`/project/${id}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText("P51800099887").first()).toBeVisible();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expect(page.getByText("3 BHK Sea View").first()).toBeAttached();
    await expect(page.getByText("Versova Metro Station").first()).toBeAttached();
    const brochure = page.getByRole("link", { name: /Download Brochure/ });
    const response = await page.request.get((await brochure.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Edit, deactivate (public page 404), delete.
    await page.goto(`/admin/projects?search=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit "${title}"` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await expect(edit.getByLabel("Type (Configuration 1)")).toHaveValue("3 BHK Sea View");
    await edit.getByLabel("Project Status").selectOption("upcoming");
    await edit.getByRole("button", { name: "Update Project" }).click();
    await expect(page.getByText("Project updated successfully!")).toBeVisible();
    await expect(page.getByText("Launching Soon").first()).toBeVisible();
    await page.getByRole("button", { name: `Deactivate "${title}"` }).click();
    await expect(page.getByText(`Deactivated "${title}".`)).toBeVisible();
    expect((await page.request.get(`/project/${id}`)).status()).toBe(404);
    await page.getByRole("link", { name: `Delete "${title}"` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Project" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Project deleted successfully!")).toBeVisible();
    await page.goto("/admin");
    await expect(page.getByText(`Deleted project "${title}"`)).toBeVisible();
  });

  test("projects list: 6 per page, status and type filters", async ({ page }) => {
    await page.goto("/admin/projects");
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(page.getByText(/^Showing 1 to 6 of \d+ results$/)).toBeVisible();
    await page.getByLabel("Status").selectOption("completed");
    await expect(page).toHaveURL(/status=completed/);
    // The URL changes before the new list is on screen when the select acted before hydration.
    await expect(async () => {
      const labels = await page
        .getByRole("article")
        .getByText(/^(Under Construction|Launching Soon|Completed)$/)
        .allInnerTexts();
      expect(labels.length).toBeGreaterThan(0);
      expect(new Set(labels)).toEqual(new Set(["Completed"]));
    }).toPass();
    await page.getByLabel("Type").selectOption("Commercial");
    await expect(page).toHaveURL(/type=Commercial/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("without JavaScript: toggles, the add form and the delete confirm are real forms", async ({ browser, page }) => {
    const state = await page.context().storageState();
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    const noJs = await context.newPage();
    const title = `No-JS Studio ${stamp()}`;
    await noJs.goto("/admin/properties");
    await noJs.getByRole("link", { name: "Add New Property" }).click();
    await expect(noJs).toHaveURL(/new=1/);
    const form = noJs.getByRole("form", { name: "Add property" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Category").selectOption("Studio");
    await form.getByLabel("Price (₹)").fill("25000");
    await form.getByLabel("Status", { exact: true }).selectOption("rent");
    await form.getByLabel("Location").fill("Oshiwara, Mumbai");
    await form.getByLabel("Area (sq ft)").fill("420");
    await form.getByLabel("Bedrooms").fill("1");
    await form.getByLabel("Description").fill("A compact studio near the metro.");
    await form.getByLabel("Owner Name").fill("Kabir Shah");
    await form.getByLabel("Owner Contact").fill("98200");
    await form.getByRole("button", { name: "Add Property" }).click();
    await expect(form.getByText("Contact must be 10 digits")).toBeVisible();
    await expect(form.getByText("Bathrooms required for residential")).toBeVisible();
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);
    await form.getByLabel("Owner Contact").fill("9820098201");
    await form.getByLabel("Bathrooms").fill("1");
    await form.getByRole("button", { name: "Add Property" }).click();
    await expect(noJs.getByText("Property added successfully!")).toBeVisible();

    await noJs.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await noJs.getByRole("button", { name: `Deactivate "${title}"` }).click();
    await expect(noJs.getByText(`Deactivated "${title}".`)).toBeVisible();
    await noJs.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await noJs.getByRole("link", { name: `Delete "${title}"` }).click();
    await expect(
      noJs.getByText("Are you sure you want to delete this property? This action cannot be undone."),
    ).toBeVisible();
    await noJs.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(noJs.getByText("Property deleted successfully!")).toBeVisible();
    await context.close();
  });
});
