/**
 * Accounts in a real browser: sign up (with the e-mail verification link from
 * the outbox log), sign out, sign in; phone OTP; password reset; remember me;
 * roles on the server; favourites; the error messages; forms without JS.
 */
import type { Browser, Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
  waitForOutbox,
} from "./support/fixtures";
import { uniqueUser, createVerifiedAccount, escapeRegExp, signOut, type TestUser } from "./support/accounts";

async function signUp(page: Page, user: TestUser) {
  await page.goto("/login?mode=signup");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await page.getByLabel("Full Name").fill(user.name);
  await page.getByLabel("Phone Number").fill(user.phone);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

async function someProperty(page: Page): Promise<number> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return Number(sitemap.match(/\/property\/(\d+)/)![1]);
}

test.describe("sign up, sign out, sign in", () => {
  test("a new account verifies its e-mail from the link, signs out and signs in with its password", async ({
    page,
  }) => {
    const user = uniqueUser("Asha");
    await createVerifiedAccount(page, user);
    await expect(page.getByText("Your email address is verified.")).toBeVisible();
    await expect(page.getByText(user.name)).toBeVisible();
    await signOut(page);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(user.name)).toBeVisible();
    // A normal user sees no Admin button.
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  test("a phone number that already has an account gets the answer a new sign-up gets; its owner is told", async ({
    page,
  }) => {
    const owner = uniqueUser("Owner");
    await createVerifiedAccount(page, owner);
    await signOut(page);
    await signUp(page, { ...uniqueUser("Stranger"), phone: owner.phone });
    await expect(
      page.getByText("Account created successfully! Please check your email for verification."),
    ).toBeVisible();
    await expect(page.getByText(/already exists/)).toHaveCount(0);
    await waitForOutbox(new RegExp(`email to ${escapeRegExp(owner.email)}: Your mobile number was used to sign up`));
  });

  test("the tabs switch modes and clear the form; show/hide password; legal links", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
    await page.getByRole("tab", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");

    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-123");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");

    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("sign-up field errors show under the fields and clear on typing; mismatched passwords", async ({ page }) => {
    await page.goto("/login?mode=signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("Full Name").fill("R");
    await expect(page.getByText("Name is required")).toHaveCount(0);

    await page.getByLabel("Phone Number").fill("12345");
    await page.getByLabel("Email").fill("mismatch@example.com");
    await page.getByLabel("Password", { exact: true }).fill("first-password");
    await page.getByLabel("Confirm Password").fill("other-password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByText("Phone number must be 10 digits")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Email")).toHaveValue("mismatch@example.com");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("wrong password and unknown e-mail show the service error in a red box", async ({ page }) => {
    await signIn(page, ADMIN.email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signIn(page, "nobody-here@example.com", "whatever-123");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  });
});

test.describe("phone OTP", () => {
  test("a code read from the log signs in a new phone; a bad code is refused", async ({ page }) => {
    const phone = uniqueUser("Otp").phone;
    await page.goto("/login");
    await page.getByRole("link", { name: "Login with OTP" }).click();
    await expect(page.getByRole("heading", { name: "Login with OTP" })).toBeVisible();
    await page.getByLabel("Phone Number").fill(phone);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
    await expect(page.getByText("OTP sent to")).toContainText(`${phone.slice(0, 5)} ${phone.slice(5)}`);
    const [, code] = await waitForOutbox(new RegExp(`sms to \\+91${phone}: .*?(\\d{6})`));

    await page.getByLabel("Enter OTP").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid OTP. Please check the code and try again.");

    await page.getByLabel("Enter OTP").fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});

test.describe("password reset", () => {
  test("the link from the log sets a new password and signs in; the old password stops working", async ({ page }) => {
    const user = uniqueUser("Reset");
    await createVerifiedAccount(page, user);
    await signOut(page);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    const [, link] = await waitForOutbox(
      new RegExp(`email to ${escapeRegExp(user.email)}: .*?(http\\S+/forgot-password\\?token=\\S+)`),
    );

    await page.goto(link);
    await page.getByLabel("New Password").fill("brand-new-pass");
    await page.getByLabel("Confirm Password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
    await expect(page.getByText(user.name)).toBeVisible();

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Link expired" })).toBeVisible();

    await signOut(page);
    await signIn(page, user.email, user.password);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signIn(page, user.email, "brand-new-pass");
    await expect(page.getByText(user.name)).toBeVisible();
  });

  test("an unknown e-mail gets the same answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("no-such-account@example.com");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("remember me", () => {
  const sessionCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name.endsWith("session_token"))!;

  test("unchecked: the cookie ends with the browser; checked: it lasts 30 days", async ({ page, browser }) => {
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    const forgetful = await sessionCookie(page);
    expect(forgetful.expires).toBe(-1);
    expect(forgetful.httpOnly).toBe(true);
    expect(forgetful.sameSite).toBe("Lax");

    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other, ADMIN.email, ADMIN.password, { remember: true });
    await expect(other.getByRole("button", { name: "Logout" })).toBeVisible();
    const remembered = await sessionCookie(other);
    const days = (remembered.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30.01);
    await context.close();
  });
});

test.describe("roles on the server", () => {
  test("signed out: /admin and its API redirect or refuse; the admin account gets in", async ({ page }) => {
    const response = await page.request.get("/admin/users", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/login?redirectTo=%2Fadmin%2Fusers");
    const api = await page.request.get("/api/auth/admin/list-users");
    expect(api.status()).toBe(401);

    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.get("/admin")).status()).toBe(200);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Admin" })).toBeVisible();
  });

  test("a signed-in non-admin gets 403 on /admin pages, admin actions and better-auth's admin API", async ({
    page,
  }) => {
    const user = uniqueUser("Plain");
    await createVerifiedAccount(page, user);
    for (const path of ["/admin", "/admin/properties", "/admin/users", "/admin/settings"]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    expect((await page.request.post("/admin/settings", { form: { siteName: "Hacked" } })).status()).toBe(403);
    const api = await page.request.get("/api/auth/admin/list-users");
    expect(api.status()).toBe(403);
    const promote = await page.request.post("/api/auth/admin/set-role", {
      data: { userId: "x", role: "admin" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(promote.status()).toBe(403);
  });
});

test.describe("favourites", () => {
  test("signed out: /favorites asks to sign in; the heart asks to log in", async ({ page }) => {
    await page.goto("/favorites");
    await expect(page.getByRole("heading", { name: "Sign in to view favorites" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute("href", /\/login/);
    const id = await someProperty(page);
    await page.goto(`/property/${id}`);
    await page.getByRole("button", { name: "Add to favorites" }).first().click();
    await expect(page.getByText("Please login to add favorites")).toBeVisible();
    await page.getByRole("status").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fproperty%2F${id}`));
  });

  test("add from the detail page, see it on /favorites after signing out and in, remove; other users never see it", async ({
    page,
    browser,
  }) => {
    const owner = uniqueUser("Fav");
    await createVerifiedAccount(page, owner);
    const id = await someProperty(page);
    await page.goto(`/property/${id}`);
    // The toast is the scripts' answer; the plain post is covered by the no-JavaScript test below.
    await waitForHydration(page);
    const heart = page.getByRole("button", { name: "Add to favorites" }).first();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(page.getByText("Added to favorites!")).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: "Add to favorites" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await signOut(page);
    await signIn(page, owner.email, owner.password, { path: "/login?redirectTo=%2Ffavorites" });
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("heading", { name: "My Favorites" })).toBeVisible();
    await expect(page.getByText("1 property saved")).toBeVisible();
    await expect(page.getByRole("link", { name: "View Details" })).toHaveAttribute("href", `/property/${id}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Another account sees none of it.
    const context = await browser.newContext();
    const other = await context.newPage();
    await createVerifiedAccount(other, uniqueUser("Other"));
    await other.goto("/favorites");
    await expect(other.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Browse Properties" })).toHaveAttribute("href", "/residential");
    // Removing someone else's favourite by posting directly changes nothing of theirs.
    await other.request.post("/favorites", { form: { intent: "remove", propertyId: String(id), via: "fetcher" } });
    await context.close();

    await page.reload();
    await expect(page.getByText("1 property saved")).toBeVisible();
    await page.getByRole("button", { name: /Remove .* from favorites/ }).click();
    await expect(page.getByText("Removed from favorites!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  });

  test("toggle from a listing page", async ({ page }) => {
    await createVerifiedAccount(page, uniqueUser("List"));
    await page.goto("/residential");
    // This test is about the toggle in place; the plain form post before the
    // scripts run has its own test below.
    await waitForHydration(page);
    const heart = page.getByRole("button", { name: "Add to favorites" }).first();
    await heart.click();
    await expect(page.getByText("Added to favorites!")).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(page.getByText("Removed from favorites!")).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("without JavaScript", () => {
  async function noJsPage(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    return { context, page: await context.newPage() };
  }

  test("sign in, favourite and remove work as plain form posts", async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    // The helper waits out the per-client sign-in limit the earlier tests may have reached.
    await signIn(page, ADMIN.email, "wrong-password", { path: "/login?redirectTo=%2Ffavorites" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(ADMIN.email);
    await signIn(page, ADMIN.email, ADMIN.password, { path: "/login?redirectTo=%2Ffavorites" });
    await expect(page).toHaveURL(/\/favorites$/);

    const id = await someProperty(page);
    await page.goto(`/property/${id}`);
    await page.getByRole("button", { name: "Add to favorites" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/property/${id}$`));
    await expect(page.getByRole("button", { name: "Add to favorites" }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.goto("/favorites");
    await page
      .getByRole("button", { name: /Remove .* from favorites/ })
      .first()
      .click();
    await expect(page.getByText("Removed from favorites!")).toBeVisible();

    await signOut(page);
    await context.close();
  });

  test("OTP sign-in without JavaScript", async ({ browser }) => {
    const { context, page } = await noJsPage(browser);
    const phone = uniqueUser("NoJs").phone;
    await page.goto("/login?mode=otp");
    await page.getByLabel("Phone Number").fill(phone);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByRole("heading", { name: "Verify OTP" })).toBeVisible();
    const [, code] = await waitForOutbox(new RegExp(`sms to \\+91${phone}: .*?(\\d{6})`));
    await page.getByLabel("Enter OTP").fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await context.close();
  });
});

test.describe("rate limits", () => {
  test("too many sign-in attempts get a clear message, never a server error", async ({ page }) => {
    let limited = false;
    for (let attempt = 0; attempt < 15 && !limited; attempt++) {
      // Straight through the form: the shared signIn helper would wait out the limit.
      await page.goto("/login");
      await page.getByLabel("Email").fill("brute-force@example.com");
      await page.getByLabel("Password", { exact: true }).fill(`guess-${attempt}-password`);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toBeVisible();
      limited = /Too many attempts/.test(await alert.innerText());
    }
    expect(limited).toBe(true);
    await expect(page.getByRole("alert")).toHaveText(/Too many attempts\. Please wait \d+ seconds? and try again\./);
    // Let the short window pass so later tests can sign in.
    await page.waitForTimeout(10_500);
  });
});
