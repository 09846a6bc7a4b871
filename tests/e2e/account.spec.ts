/**
 * Issue 13, the account page: reached from the header, profile, password,
 * devices, notification preferences, recently viewed (account and cookie,
 * never leaked through the page cache), "Download my data" and "Delete my
 * account" with what the admin sees afterwards; without JavaScript; on a phone.
 */
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import {
  expect,
  seriousA11yViolations,
  signIn,
  signInAsAdmin,
  test,
  waitForHydration,
  waitForOutbox,
} from "./support/fixtures";
import { uniqueUser, createVerifiedAccount, escapeRegExp, signOut } from "./support/accounts";

async function propertyIds(page: Page, count: number): Promise<number[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  // The English entries (each page is also listed under /hi and /mr, and named again in its alternates).
  return [...sitemap.matchAll(/<loc>[^<]*?(?<!\/hi|\/mr)\/property\/(\d+)<\/loc>/g)]
    .slice(0, count)
    .map((match) => Number(match[1]));
}

async function noJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe("the account page", () => {
  test("signed out, /account asks to sign in and comes back", async ({ browser }) => {
    const { context, page } = await noJs(browser);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await context.close();
  });

  test("Download my data holds a saved favourite; after Delete my account the user cannot sign in and the admin's inquiry list no longer shows them", async ({
    page,
    browser,
  }) => {
    const user = uniqueUser("Kavya");
    await createVerifiedAccount(page, user);
    await waitForHydration(page);
    await page.getByRole("link", { name: "My account" }).first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage saved searches" })).toHaveAttribute(
      "href",
      "/account/searches",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A favourite and an inquiry, both from the property page.
    const [id] = await propertyIds(page, 1);
    await page.goto(`/property/${id}`);
    await waitForHydration(page);
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.getByRole("button", { name: "Add to favorites" }).first().click();
    await expect(page.getByText("Added to favorites!")).toBeVisible();
    const form = page.getByRole("form", { name: /Send an inquiry about/ });
    await form.getByLabel("Full Name").fill(user.name);
    await form.getByLabel("Email Address").fill(user.email);
    await form.getByLabel("Phone Number").fill(user.phone);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByText("Thank you for your inquiry! We will contact you soon.")).toBeVisible();

    // Download my data: a JSON file with the favourite, the inquiry and the page just opened.
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(escapeRegExp(title)) }).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
    expect(data.profile.email).toBe(user.email);
    expect(data.favourites).toEqual([expect.objectContaining({ propertyId: id, title })]);
    expect(data.inquiries).toEqual([expect.objectContaining({ name: user.name, about: title })]);
    expect(data.recentlyViewed[0]).toMatchObject({ kind: "property", id });

    // Delete my account: a wrong password first, then the right one.
    await page.getByLabel("Your password").fill("not-my-password");
    await page.getByLabel("I understand that my account is deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("The password is not correct.")).toBeVisible();
    await page.getByLabel("Your password").fill(user.password);
    await page.getByLabel("I understand that my account is deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/login\?deleted=1$/);
    await expect(page.getByText("Your account has been deleted and you are signed out everywhere.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();

    // The account is gone: signing in is refused.
    await signIn(page, user.email, user.password);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");

    // The inquiry stays for the office, without the person.
    const office = await browser.newContext();
    const admin = await office.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/inquiries");
    const listed = await admin.locator("main").innerText();
    expect(listed).toContain("Deleted account");
    expect(listed).not.toContain(user.name);
    expect(listed).not.toContain(user.email);
    expect(listed).not.toContain(user.phone);
    expect(listed).not.toContain(`${user.phone.slice(0, 5)} ${user.phone.slice(5)}`);
    await office.close();
  });

  test("profile, password, devices and notification preferences", async ({ page, browser }) => {
    const user = uniqueUser("Rohan");
    await createVerifiedAccount(page, user);
    // A second device.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, user.email, user.password);

    await page.goto("/account");
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await page.getByLabel("Full Name").fill(`${user.name} Jr`);
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name has been updated.")).toBeVisible();
    await expect(page.getByRole("banner").getByText(`${user.name} Jr`)).toBeVisible();

    // Marketing is off by default; saving keeps the choices.
    await expect(page.getByLabel(/News and offers/)).not.toBeChecked();
    await expect(page.getByLabel("Saved-search alerts by e-mail")).toBeChecked();
    await page.getByLabel("Saved-search alerts by e-mail").uncheck();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Your notification preferences have been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Saved-search alerts by e-mail")).not.toBeChecked();

    // Two devices; sign out the other.
    const devices = page.getByRole("region", { name: "Signed-in devices" });
    await expect(devices.getByText("This device")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Sign out other devices" }).click();
    await expect(page.getByText("You have been signed out on every other device.")).toBeVisible();
    await expect(devices.getByRole("listitem")).toHaveCount(1);
    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await other.close();

    // Password: the current one is checked, then changed.
    await page.getByLabel("Current password").fill("wrong-password-1");
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
    await page.getByLabel("Confirm new password").fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The password is not correct.")).toBeVisible();
    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-1");
    await page.getByLabel("Confirm new password").fill("brand-new-pass-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();
    await signOut(page);
    await signIn(page, user.email, "brand-new-pass-1");
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a new phone number is confirmed with the code sent to it", async ({ page }) => {
    const user = uniqueUser("Isha");
    await createVerifiedAccount(page, user);
    await page.goto("/account");
    await waitForHydration(page);
    const newPhone = `7${String(Date.now()).slice(-9)}`;
    await page.getByLabel("New phone number").fill(newPhone);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("We sent a 6-digit code to the new number.")).toBeVisible();
    const [, code] = await waitForOutbox(new RegExp(`sms to \\+91${newPhone}: .*?(\\d{6})`));
    await page.getByLabel("6-digit code").fill(code);
    await page.getByRole("button", { name: "Confirm new number" }).click();
    await expect(page.getByText("Your phone number has been changed.")).toBeVisible();
    await expect(page.getByText(`+91 ${newPhone.slice(0, 5)} ${newPhone.slice(5)}`)).toBeVisible();
  });

  test("on a 390 px phone nothing covers a button", async ({ page }) => {
    const user = uniqueUser("Tara");
    await createVerifiedAccount(page, user);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/account");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath("account-390.png"), fullPage: true });
    const button = page.getByRole("button", { name: "Delete my account" });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(topmost).toBe("Delete my account");
  });
});

test.describe("without JavaScript", () => {
  test("sign in to /account, save preferences and delete the account", async ({ browser }) => {
    const setup = await browser.newContext();
    const user = uniqueUser("Noscript");
    await createVerifiedAccount(await setup.newPage(), user);
    await setup.close();

    const { context, page } = await noJs(browser);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await signIn(page, user.email, user.password, { path: "/login?redirectTo=%2Faccount" });
    await expect(page).toHaveURL(/\/account$/);
    await page.getByLabel(/News and offers/).check();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByText("Your notification preferences have been saved.")).toBeVisible();
    await expect(page.getByLabel(/News and offers/)).toBeChecked();

    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Password is required")).toBeVisible();
    await page.getByLabel("Your password").fill(user.password);
    await page.getByLabel("I understand that my account is deleted for good.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/login\?deleted=1$/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
    await context.close();
  });
});

test.describe("recently viewed", () => {
  test("a visitor's list shows on the home page, never on another visitor's cached copy, and clears", async ({
    browser,
  }) => {
    // Another visitor has the home page cached first.
    const someone = await browser.newContext({ javaScriptEnabled: false });
    const someonePage = await someone.newPage();
    await someonePage.goto("/");
    await expect(someonePage.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);

    const { context, page } = await noJs(browser);
    const [first, second] = await propertyIds(page, 2);
    await page.goto(`/property/${first}`);
    const firstTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await page.goto(`/property/${second}`);
    const secondTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "nivaas_recent")?.value)
      .toBe(`p${second}.p${first}`);

    await page.goto("/");
    const section = page.getByRole("region", { name: "Recently viewed" });
    await expect(section).toBeVisible();
    await expect(section.getByRole("link")).toHaveCount(2);
    await expect(section.getByRole("link").first()).toContainText(secondTitle);
    await expect(section.getByRole("link").nth(1)).toContainText(firstTitle);

    // The other visitor still gets a page without anyone's list.
    await someonePage.goto("/");
    await expect(someonePage.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    expect(await someonePage.content()).not.toContain(secondTitle);

    await section.getByRole("button", { name: "Clear recently viewed" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Recently viewed" })).toHaveCount(0);
    await context.close();
    await someone.close();
  });

  test("a signed-in user's projects and properties are kept in the account", async ({ page }) => {
    const user = uniqueUser("Viewer");
    await createVerifiedAccount(page, user);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const project = Number(sitemap.match(/\/project\/(\d+)/)![1]);
    await page.goto(`/project/${project}`);
    const projectTitle = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "nivaas_recent")).toBe(false);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Recently viewed" }).getByRole("link").first()).toContainText(
      projectTitle,
    );
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Recently viewed" });
    await expect(section.getByRole("link").first()).toContainText(projectTitle);
    await section.getByRole("button", { name: "Clear recently viewed" }).click();
    await expect(page.getByText("Properties and projects you open appear here.")).toBeVisible();
  });
});
