/**
 * Saved searches and alerts in a real browser (issue 13, items 1–3): a
 * signed-out visitor is sent to sign in and back to the same search; a
 * signed-in user saves "Rent, Mumbai, up to ₹60,000" as an instant alert; an
 * admin adds a matching and a non-matching rental; the job runner puts one
 * alert in the outbox with the property's link and none for the other; a
 * lowered price shows "Price reduced" on the card and the page and alerts
 * once; the one-click unsubscribe link (signed out) turns the alert off; the
 * management page renames, changes and deletes, also without JavaScript.
 */
import type { Browser, Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  outboxLog,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
  waitForOutbox,
} from "./support/fixtures";
import { uniqueUser, createVerifiedAccount, escapeRegExp, signOut } from "./support/accounts";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const SEARCH = "/residential?status=rent&location=Mumbai&maxPrice=60000";

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN.email, ADMIN.password, { path: "/login?redirectTo=/admin" });
  await page.waitForURL((url) => url.pathname === "/admin");
  return page;
}

/** Adds an active rental through the admin property form; answers its id. */
async function addRental(
  admin: Page,
  title: string,
  location: string,
  price: number,
  position?: { lng: number; lat: number },
): Promise<number> {
  await admin.goto("/admin/properties");
  await admin.getByRole("link", { name: "Add New Property" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add New Property" });
  await dialog.getByLabel("Title", { exact: true }).fill(title);
  await dialog.getByLabel("Property Type").selectOption("Residential");
  await dialog.getByLabel("Status", { exact: true }).selectOption("rent");
  await dialog.getByLabel("Category").selectOption("Apartment");
  await dialog.getByLabel("Price (₹)").fill(String(price));
  await dialog.getByLabel("Location").fill(location);
  if (position) {
    await dialog.getByLabel("Latitude", { exact: true }).fill(String(position.lat));
    await dialog.getByLabel("Longitude", { exact: true }).fill(String(position.lng));
  }
  await dialog.getByLabel("Area (sq ft)").fill("850");
  await dialog.getByLabel("Bedrooms").fill("2");
  await dialog.getByLabel("Bathrooms").fill("2");
  await dialog.getByLabel("Parking Spaces").fill("1");
  await dialog.getByLabel("Description").fill("A bright two-bedroom flat close to the station and the market.");
  await dialog.getByLabel("Owner Name").fill("Kavita Rao");
  await dialog.getByLabel("Owner Contact").fill("9820011223");
  await dialog.getByRole("checkbox", { name: /^Featured/ }).uncheck();
  await dialog.getByRole("button", { name: "Add Property" }).click();
  await expect(admin.getByText("Property added successfully!")).toBeVisible();
  await admin.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
  const href = await admin
    .getByRole("link", { name: `View "${title}" on the site (opens in a new tab)` })
    .getAttribute("href");
  return Number(href!.split("/").pop());
}

async function changePrice(admin: Page, title: string, price: number) {
  await admin.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
  await admin.getByRole("link", { name: `Edit "${title}"` }).click();
  const edit = admin.getByRole("dialog", { name: "Edit Property" });
  await edit.getByLabel("Price (₹)").fill(String(price));
  await edit.getByRole("button", { name: "Update Property" }).click();
  await expect(admin.getByText("Property updated successfully!")).toBeVisible();
}

const outboxLines = (pattern: RegExp) =>
  outboxLog()
    .split("\n")
    .filter((line) => line.startsWith("[outbox]") && pattern.test(line));

async function saveSearch(page: Page, name?: string) {
  await page.getByRole("button", { name: "Save this search" }).click();
  const form = page.getByRole("form", { name: "Save this search" });
  if (name) await form.getByLabel("Search name").fill(name);
  if (!page.url().includes("/projects")) await form.getByLabel("Alert frequency").selectOption("instant");
  await form.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();
}

test.describe("saved searches", () => {
  test("a signed-out visitor is asked to sign in and comes back to the same search", async ({ page }) => {
    const user = uniqueUser("Returner");
    await createVerifiedAccount(page, user);
    await signOut(page);

    await page.goto(SEARCH);
    await page.getByRole("button", { name: "Save this search" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(SEARCH);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/residential");
    expect(new URL(page.url()).search).toBe(new URL(SEARCH, "http://x").search);
    await page.getByRole("button", { name: "Save this search" }).click();
    await expect(page.getByLabel("Search name")).toHaveValue("Rent, Mumbai, up to ₹60,000");
  });

  test("acceptance: instant alert for a matching rental, none for another; price drop once; unsubscribe", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const user = uniqueUser("Seeker");
    await createVerifiedAccount(page, user);
    await page.goto(SEARCH);
    await saveSearch(page);
    await page.getByRole("link", { name: "Manage saved searches" }).click();
    const item = page.getByRole("article", { name: "Rent, Mumbai, up to ₹60,000" });
    await expect(item).toBeVisible();
    await expect(item.getByText("Instant alerts by e-mail")).toBeVisible();

    const admin = await adminPage(browser);
    const tag = stamp();
    const nonMatching = `Sea-facing flat in Juhu ${tag}`;
    const matching = `Two-bed rental in Bandra West ${tag}`;
    const farId = await addRental(admin, nonMatching, "Juhu, Mumbai", 95000);
    const matchId = await addRental(admin, matching, "Bandra West, Mumbai", 45000);

    const mail = new RegExp(`email to ${escapeRegExp(user.email)}: New match for .*${escapeRegExp(matching)}`);
    const line = (await waitForOutbox(mail, 60_000)).input!;
    expect(line).toContain(`/property/${matchId}`);
    // The non-matching listing was added first, so its job has run: it told this user nothing.
    expect(outboxLines(new RegExp(escapeRegExp(user.email))).join("\n")).not.toContain(nonMatching);
    expect(outboxLines(new RegExp(`/property/${farId}\\b`))).toHaveLength(0);

    // The admin outbox page shows the alert with the link.
    await admin.goto(`/admin/outbox`);
    await expect(admin.getByText(`/property/${matchId}`).first()).toBeVisible();

    // A lowered price: "Price reduced" on the card and the page, and one alert.
    await changePrice(admin, matching, 40000);
    await page.goto(`/residential?search=${encodeURIComponent(matching)}`);
    await expect(page.getByTestId("property-card").getByText("Price reduced by ₹5,000")).toBeVisible();
    await page.goto(`/property/${matchId}`);
    await expect(page.getByText("Price reduced by ₹5,000").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Price history" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Reduced by ₹5,000" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("heading", { name: "Price history" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/price-history-phone.png" });
    await page.goto(`/residential?search=${encodeURIComponent(matching)}`);
    await page.getByTestId("property-card").scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/price-reduced-card-phone.png" });
    await page.setViewportSize({ width: 1280, height: 800 });
    const drop = new RegExp(`email to ${escapeRegExp(user.email)}: Price reduced: ${escapeRegExp(matching)}`);
    await waitForOutbox(drop, 60_000);
    await page.waitForTimeout(4000);
    expect(outboxLines(drop)).toHaveLength(1);

    // The unsubscribe link works signed out and says so; a tampered one is refused with a page.
    const [unsubscribe] = line.match(/http\S+\/alerts\/unsubscribe\?token=\S+/)!;
    const visitor = await (await browser.newContext()).newPage();
    const tampered = await visitor.goto(`${unsubscribe.slice(0, -3)}abc`);
    expect(tampered!.status()).toBe(400);
    await expect(visitor.getByRole("heading", { name: "This unsubscribe link is not valid" })).toBeVisible();
    const answer = await visitor.goto(unsubscribe);
    expect(answer!.status()).toBe(200);
    await expect(visitor.getByRole("heading", { name: "Alerts turned off" })).toBeVisible();
    await expect(visitor.getByText("Rent, Mumbai, up to ₹60,000")).toBeVisible();
    expect(await seriousA11yViolations(visitor)).toEqual([]);
    await page.goto("/account/searches");
    await expect(
      page.getByRole("article", { name: "Rent, Mumbai, up to ₹60,000" }).getByText("Alerts off"),
    ).toBeVisible();

    // Off: a new matching rental tells nobody.
    const later = `Rental in Andheri West ${tag}`;
    await addRental(admin, later, "Andheri West, Mumbai", 30000);
    await admin.waitForTimeout(6000);
    expect(outboxLines(new RegExp(escapeRegExp(later)))).toHaveLength(0);
    await admin.context().close();
  });

  test("a search with an area drawn on the map alerts for a new listing inside the area and not for one outside", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const user = uniqueUser("Mapper");
    await createVerifiedAccount(page, user);
    await page.goto(`${SEARCH}&view=map`);
    await waitForHydration(page);
    const map = page.locator("[data-map-view]");
    await expect(map.locator("[data-map-canvas]")).toHaveAttribute("data-state", "shown");
    await expect(map.locator("[data-map-pin]").first()).toBeVisible();
    await map.getByRole("button", { name: "Draw an area" }).click();
    // A pointer acts only on what is on the screen: the canvas in the middle of the window.
    await map.locator("canvas").evaluate((element) => element.scrollIntoView({ block: "center" }));
    const canvas = (await map.locator("canvas").boundingBox())!;
    const centre = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
    for (const [dx, dy] of [
      [-80, -80],
      [80, -80],
      [80, 80],
      [-80, 80],
    ]) {
      await page.mouse.click(centre.x + dx, centre.y + dy);
      // Each click on its own: two in quick succession would be a double click, which zooms.
      await page.waitForTimeout(400);
    }
    await map.getByRole("button", { name: "Finish the area" }).click();
    await expect(page).toHaveURL(/poly=/);
    const poly = new URL(page.url()).searchParams.get("poly")!;
    const corners = poly.split(";").map((corner) => corner.split(",").map(Number) as [number, number]);
    expect(corners).toHaveLength(4);
    await saveSearch(page, "Drawn area rentals");
    await page.goto("/account/searches");
    const item = page.getByRole("article", { name: "Drawn area rentals" });
    await item.getByRole("link", { name: "Open Drawn area rentals" }).click();
    // The saved search keeps the area: opening it filters by the same polygon.
    await expect(page).toHaveURL(/poly=/);
    expect(new URL(page.url()).searchParams.get("poly")).toBe(poly);

    // A point inside the drawn square (its centre) and one well north of it; both match every other filter.
    const lngs = corners.map(([lng]) => lng);
    const lats = corners.map(([, lat]) => lat);
    const inside = {
      lng: Number(((Math.min(...lngs) + Math.max(...lngs)) / 2).toFixed(5)),
      lat: Number(((Math.min(...lats) + Math.max(...lats)) / 2).toFixed(5)),
    };
    const outside = { lng: inside.lng, lat: Number((Math.max(...lats) + 0.05).toFixed(5)) };
    const admin = await adminPage(browser);
    const tag = stamp();
    const outsideTitle = `Rental north of the area ${tag}`;
    const insideTitle = `Rental inside the area ${tag}`;
    const outsideId = await addRental(admin, outsideTitle, "Andheri West, Mumbai", 42000, outside);
    const insideId = await addRental(admin, insideTitle, "Andheri West, Mumbai", 42000, inside);

    const mail = new RegExp(`email to ${escapeRegExp(user.email)}: New match for .*${escapeRegExp(insideTitle)}`);
    const line = (await waitForOutbox(mail, 60_000)).input!;
    expect(line).toContain(`/property/${insideId}`);
    // The listing outside was added first, so its job has run: it told this user nothing.
    expect(outboxLines(new RegExp(escapeRegExp(user.email))).join("\n")).not.toContain(outsideTitle);
    expect(outboxLines(new RegExp(`/property/${outsideId}\\b`))).toHaveLength(0);
    await admin.context().close();
  });

  test("the management page renames, changes and deletes; accessible; fits a phone", async ({ page }) => {
    const user = uniqueUser("Manager");
    await createVerifiedAccount(page, user);
    await page.goto("/commercial?status=sale&type=Office");
    await saveSearch(page, "Offices to buy");
    await page.goto("/projects?status=ongoing");
    await saveSearch(page, "Ongoing projects");

    await page.goto("/account/searches");
    await expect(page.getByRole("heading", { name: "Saved searches", level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expect(
      page.getByRole("article", { name: "Ongoing projects" }).getByText("No alerts for project searches"),
    ).toBeVisible();
    const offices = page.getByRole("article", { name: "Offices to buy" });
    await expect(offices.getByText(/Commercial · \d+ current match/)).toBeVisible();

    // Rename and change to a weekly digest; an empty name is refused with the field's message.
    await offices.getByText("Rename or change alerts").click();
    await offices.getByLabel("Search name").fill("");
    await offices.getByRole("button", { name: "Save changes" }).click();
    await expect(offices.getByText("Please give the search a name")).toBeVisible();
    await offices.getByLabel("Search name").fill("Office purchase");
    await offices.getByLabel("Alert frequency").selectOption("weekly");
    await offices.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved search updated.")).toBeVisible();
    const renamed = page.getByRole("article", { name: "Office purchase" });
    await expect(renamed.getByText("Weekly digest by e-mail")).toBeVisible();

    // Open goes to the list with the saved filters.
    await renamed.getByRole("link", { name: "Open Office purchase" }).click();
    await expect(page).toHaveURL(/\/commercial\?type=Office&status=sale/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/account/searches");
    await page.screenshot({ path: "test-results/saved-searches-phone.png", fullPage: true });
    await page.goto("/residential?status=rent");
    await page.getByRole("button", { name: "Save this search" }).click();
    await page.screenshot({ path: "test-results/save-search-phone.png", fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto("/account/searches");
    await page.getByRole("button", { name: "Delete Ongoing projects" }).click();
    await expect(page.getByText("Saved search deleted.")).toBeVisible();
    await expect(page.getByRole("article", { name: "Ongoing projects" })).toHaveCount(0);
  });

  test("the form's code is fetched for a signed-in visitor only; pressed before it arrives, the panel opens on the server's form", async ({
    page,
  }) => {
    const FORM_CODE = /\/assets\/save-search-form-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (FORM_CODE.test(request.url())) asked.push(request.url());
    });
    await page.goto(SEARCH);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // Signed out: the button leads to sign-in, and the form's code never comes.
    expect(asked).toEqual([]);

    await createVerifiedAccount(page, uniqueUser("Early"));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(FORM_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(SEARCH);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save this search" }).click();
    const form = page.getByRole("form", { name: "Save this search" });
    await expect(form.getByLabel("Search name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save this search" })).toHaveAttribute("aria-expanded", "true");
    release();
    await form.getByLabel("Search name").fill("Held back rentals");
    await form.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Search saved.")).toBeVisible();
    expect(asked.length).toBeGreaterThanOrEqual(1);
  });

  test("without JavaScript: save, refuse with the message, change and delete", async ({ browser, page }) => {
    const user = uniqueUser("Plain");
    await createVerifiedAccount(page, user);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto(SEARCH);
    const form = plain.getByRole("form", { name: "Save this search" });
    await expect(form).toBeVisible();
    await form.getByLabel("Search name").fill("");
    await form.getByRole("button", { name: "Save search" }).click();
    await expect(plain.getByText("Please give the search a name")).toBeVisible();
    await plain.getByLabel("Search name").fill("Plain rent search");
    await plain.getByRole("button", { name: "Save search" }).click();
    await expect(plain).toHaveURL(/\/account\/searches/);
    await expect(plain.getByText("Search saved.")).toBeVisible();
    const item = plain.getByRole("article", { name: "Plain rent search" });
    await item.getByText("Rename or change alerts").click();
    await item.getByLabel("Alert frequency").selectOption("off");
    await item.getByRole("button", { name: "Save changes" }).click();
    await expect(plain.getByRole("article", { name: "Plain rent search" }).getByText("Alerts off")).toBeVisible();
    await plain.getByRole("button", { name: "Delete Plain rent search" }).click();
    await expect(plain.getByText("Saved search deleted.")).toBeVisible();
    await context.close();
  });
});
