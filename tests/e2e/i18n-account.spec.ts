/**
 * Issue 17, the account screens in Hindi and Marathi: /hi/login and /mr/login
 * with their labels, buttons and refusals in Devanagari; sign-up, e-mail
 * verification and sign-in from /hi/login ending on Hindi pages; a Hindi
 * page's "sign in" coming back to that page in Hindi; /hi/account,
 * /hi/favorites and /hi/account/searches for a signed-in person (prices,
 * dates and links in Hindi); sign-out staying in the language; and nothing
 * wider than a 390 px phone.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForOutbox } from "./support/fixtures";
import { uniqueUser, escapeRegExp, type TestUser } from "./support/accounts";

/** A language's texts of one namespace, as the site shows them. */
function texts(locale: "hi" | "mr", namespace: "account" | "messages" | "listings"): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join("app", "locales", locale, `${namespace}.json`), "utf8"));
}
const hi = texts("hi", "account");
const mr = texts("mr", "account");
const hiMessages = texts("hi", "messages");
const mrMessages = texts("mr", "messages");
// Saved searches' own texts (their settings and notices) belong to the list pages.
const hiListings = texts("hi", "listings");

const DEVANAGARI = /[\u0900-\u097F]/;

/** The page's own content (the header and footer belong to other screens' texts). */
function main(page: Page) {
  return page.locator("main");
}

/** Signs up from /hi/login and follows the verification link: signed in, on a Hindi page. */
async function signUpInHindi(page: Page, user: TestUser) {
  await page.goto("/hi/login?mode=signup");
  await expect(main(page).getByRole("heading", { level: 1, name: hi["login.heading.signup"] })).toBeVisible();
  await main(page).getByLabel(hi["fields.fullName"]).fill(user.name);
  await main(page).getByLabel(hi["fields.phone"]).fill(user.phone);
  await main(page).getByLabel(hi["fields.email"]).fill(user.email);
  await main(page).getByLabel(hi["fields.password"], { exact: true }).fill(user.password);
  await main(page).getByLabel(hi["fields.confirmPassword"]).fill(user.password);
  await main(page).getByRole("button", { name: hi["login.createAccount"] }).click();
  await expect(
    main(page).getByText(hiMessages["Account created successfully! Please check your email for verification."]),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/hi/login");
  const [, link] = await waitForOutbox(
    new RegExp(`email to ${escapeRegExp(user.email)}: .*?(http\\S+/verify-email\\S+)`),
  );
  await page.goto(link);
  await expect(main(page).getByText(hiMessages["Your email address is verified. Welcome!"])).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/hi/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
}

/** Signs in through a Hindi sign-in form already on the page. */
async function signInHere(page: Page, user: TestUser) {
  await main(page).getByLabel(hi["fields.email"]).fill(user.email);
  await main(page).getByLabel(hi["fields.password"], { exact: true }).fill(user.password);
  await main(page).getByRole("button", { name: hi["login.signIn"], exact: true }).click();
}

async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width}px wide`).toBeLessThanOrEqual(390);
}

test.describe("sign-in pages in Hindi and Marathi", () => {
  test("/hi/login: labels, buttons and links in Hindi; a missing field and a wrong password refused in Hindi", async ({
    page,
  }) => {
    await page.goto("/hi/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(hi["login.title.login"])} \\|`));
    await expect(main(page).getByRole("heading", { level: 1, name: hi["login.heading.login"] })).toBeVisible();
    await expect(main(page).getByLabel(hi["fields.email"])).toBeVisible();
    await expect(main(page).getByLabel(hi["fields.password"], { exact: true })).toBeVisible();
    await expect(main(page).getByLabel(hi["login.remember"])).toBeVisible();
    await expect(main(page).getByRole("tab", { name: hi["login.signUp"] })).toHaveAttribute(
      "href",
      "/hi/login?mode=signup",
    );
    await expect(main(page).getByRole("link", { name: hi["login.forgot"] })).toHaveAttribute(
      "href",
      "/hi/forgot-password",
    );
    await expect(main(page).getByRole("link", { name: hi["login.withOtp"] })).toHaveAttribute(
      "href",
      "/hi/login?mode=otp",
    );
    await expect(main(page).getByRole("link", { name: "गोपनीयता नीति" })).toHaveAttribute("href", "/hi/privacy");

    // Nothing filled in: each field's message in Hindi.
    await main(page).getByRole("button", { name: hi["login.signIn"], exact: true }).click();
    await expect(main(page).getByText(hiMessages["Email is required"])).toBeVisible();
    await expect(main(page).getByText(hiMessages["Password is required"])).toBeVisible();

    // A wrong password: the service's refusal in Hindi.
    const stranger = uniqueUser("Ajnabi");
    await main(page).getByLabel(hi["fields.email"]).fill(stranger.email);
    await main(page).getByLabel(hi["fields.password"], { exact: true }).fill(stranger.password);
    await main(page).getByRole("button", { name: hi["login.signIn"], exact: true }).click();
    await expect(main(page).getByRole("alert")).toHaveText(hiMessages["Invalid email or password"]);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("/mr/login and its sign-up, OTP and forgot-password forms in Marathi; a bad e-mail refused in Marathi", async ({
    page,
  }) => {
    await page.goto("/mr/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
    await expect(main(page).getByRole("heading", { level: 1, name: mr["login.heading.login"] })).toBeVisible();
    await main(page).getByLabel(mr["fields.email"]).fill("not-an-address");
    await main(page).getByLabel(mr["fields.password"], { exact: true }).fill("whatever-password");
    await main(page).getByRole("button", { name: mr["login.signIn"], exact: true }).click();
    await expect(main(page).getByText(mrMessages["Please enter a valid email address"])).toBeVisible();

    await main(page).getByRole("tab", { name: mr["login.signUp"] }).click();
    await expect(page).toHaveURL(/\/mr\/login\?mode=signup$/);
    await expect(main(page).getByRole("heading", { level: 1, name: mr["login.heading.signup"] })).toBeVisible();
    await expect(main(page).getByLabel(mr["fields.fullName"])).toBeVisible();
    await expect(main(page).getByLabel(mr["fields.phone"])).toHaveAttribute(
      "placeholder",
      mr["fields.phonePlaceholder"],
    );
    await main(page).getByRole("button", { name: mr["login.createAccount"] }).click();
    await expect(main(page).getByText(mrMessages["Name is required"])).toBeVisible();
    await expect(main(page).getByText(mrMessages["Phone number is required"])).toBeVisible();

    await page.goto("/mr/login?mode=otp");
    await expect(main(page).getByRole("heading", { level: 1, name: mr["login.heading.otp"] })).toBeVisible();
    await main(page).getByRole("button", { name: mr["login.sendOtp"] }).click();
    await expect(main(page).getByText(mrMessages["Phone number is required"])).toBeVisible();

    await page.goto("/mr/forgot-password");
    await expect(main(page).getByRole("heading", { level: 1, name: mr["forgot.title"] })).toBeVisible();
    await main(page).getByRole("button", { name: mr["forgot.send"] }).click();
    await expect(main(page).getByText(mrMessages["Email is required"])).toBeVisible();
    await main(page).getByLabel(mr["fields.email"]).fill(uniqueUser("Kuni").email);
    await main(page).getByRole("button", { name: mr["forgot.send"] }).click();
    await expect(page).toHaveURL(/\/mr\/forgot-password\?sent=1$/);
    await expect(main(page).getByRole("heading", { level: 1, name: mr["forgot.sentTitle"] })).toBeVisible();
    await expect(main(page).getByRole("link", { name: mr["forgot.backToSignIn"] })).toHaveAttribute(
      "href",
      "/mr/login",
    );
  });
});

test.describe("a Hindi reader's account", () => {
  test("signs up and in from /hi/login and stays in Hindi: account, favourites, saved searches, sign-out", async ({
    page,
  }) => {
    const user = uniqueUser("Meera");
    await signUpInHindi(page, user);

    // Signed out, a Hindi page's "sign in" comes back to that page in Hindi.
    await page.context().clearCookies();
    await page.goto("/hi/favorites");
    await expect(main(page).getByRole("heading", { level: 1, name: hi["favorites.signInTitle"] })).toBeVisible();
    await main(page).getByRole("link", { name: hi["login.signIn"] }).click();
    await expect(page).toHaveURL(/\/hi\/login\?redirectTo=%2Fhi%2Ffavorites$/);
    await signInHere(page, user);
    await expect(page).toHaveURL(/\/hi\/favorites$/);
    await expect(main(page).getByRole("heading", { level: 1, name: hi["favorites.title"] })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: hi["favorites.none"] })).toBeVisible();

    // Without a redirect, signing in from /hi/login lands on the Hindi home page.
    await page.context().clearCookies();
    await page.goto("/hi/login");
    await signInHere(page, user);
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    // A favourite: its price in lakh or crore (or per month), its link in Hindi.
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    const propertyId = Number(sitemap.match(/\/property\/(\d+)/)![1]);
    const added = await page.request.post("/hi/favorites", {
      form: { intent: "add", propertyId: String(propertyId), via: "fetcher" },
    });
    expect(added.status()).toBe(200);
    await page.goto("/hi/favorites");
    await expect(main(page).getByText(hi["favorites.count_one"].replace("{{count}}", "1"))).toBeVisible();
    await expect(page.locator("article .text-primary-dark").first()).toHaveText(/₹[\d.,]+ ?(करोड़|लाख)|\/माह/);
    await expect(main(page).getByRole("link", { name: hi["favorites.viewDetails"] })).toHaveAttribute(
      "href",
      `/hi/property/${propertyId}`,
    );

    // The account page.
    await page.goto("/hi/account");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(hi["account.title"])} \\|`));
    await expect(main(page).getByRole("heading", { level: 1, name: hi["account.title"] })).toBeVisible();
    for (const heading of [
      "account.profile.title",
      "account.phone.title",
      "account.password.title",
      "account.sessions.title",
      "account.preferences.title",
      "account.favourites.title",
      "account.data.title",
    ]) {
      await expect(main(page).getByRole("heading", { level: 2, name: hi[heading], exact: true })).toBeVisible();
    }
    await expect(main(page).getByText(hi["account.favourites.count_one"].replace("{{count}}", "1"))).toBeVisible();
    await expect(main(page).getByRole("link", { name: hi["account.favourites.open"] })).toHaveAttribute(
      "href",
      "/hi/favorites",
    );
    await expect(main(page).getByText(hi["account.sessions.thisDevice"])).toBeVisible();
    // "Member since": a date written by hi-IN (its month in Devanagari).
    const since = page.locator("dt", { hasText: hi["account.profile.memberSince"] }).locator("xpath=../dd");
    await expect(since).toHaveText(DEVANAGARI);

    // A refused change answers in Hindi: the new password too short, the confirmation different.
    await main(page).getByLabel(hi["account.password.current"]).fill(user.password);
    await main(page).getByLabel(hi["account.password.new"]).fill("short");
    await main(page).getByLabel(hi["account.password.confirm"]).fill("other");
    await main(page).getByRole("button", { name: hi["account.password.change"] }).click();
    await expect(main(page).getByText(hiMessages["Password must be at least 8 characters"])).toBeVisible();
    await expect(main(page).getByText(hiMessages["Passwords do not match"])).toBeVisible();

    // A saved search, on /hi/account/searches.
    const saved = await page.request.post("/hi/account/searches", {
      form: { intent: "create", kind: "residential", query: "", name: "मेरी खोज", frequency: "daily", email: "on" },
    });
    expect(saved.status()).toBe(200);
    await page.goto("/hi/account/searches?done=saved");
    await expect(main(page).getByRole("heading", { level: 1, name: hi["searches.title"] })).toBeVisible();
    await expect(main(page).getByText(hiMessages["Search saved."])).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 2, name: "मेरी खोज" })).toBeVisible();
    const dailyByEmail = hiListings["alerts.by"]
      .replace("{{channels}}", hiListings["alerts.channels.email"])
      .replace("{{how}}", hiListings["alerts.how.daily"]);
    await expect(main(page).getByText(dailyByEmail, { exact: true })).toBeVisible();
    await expect(
      main(page).getByRole("link", { name: hi["searches.openLabel"].replace("{{name}}", "मेरी खोज") }),
    ).toHaveAttribute("href", "/hi/residential");
    await expect(main(page).getByRole("link", { name: hi["searches.back"] })).toHaveAttribute("href", "/hi/account");

    // Signing out from a Hindi page goes to the Hindi home page.
    const signedOut = await page.request.post("/hi/logout", { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe("/hi");
  });

  test("on a 390 px phone the account screens fit in Hindi and Marathi", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      "/hi/login",
      "/mr/login",
      "/hi/login?mode=signup",
      "/mr/login?mode=signup",
      "/hi/forgot-password",
      "/mr/forgot-password",
      "/hi/favorites",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveText(DEVANAGARI);
      await expectNoOverflow(page);
    }
    const user = uniqueUser("Sai");
    await signUpInHindi(page, user);
    for (const path of [
      "/hi/account",
      "/mr/account",
      "/hi/account/searches",
      "/mr/account/searches",
      "/hi/favorites",
    ]) {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveText(DEVANAGARI);
      await expectNoOverflow(page);
    }
  });
});
