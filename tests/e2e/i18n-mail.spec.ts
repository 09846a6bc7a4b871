/**
 * Messages in the visitor's language, through the real pages: a reset link,
 * a sign-in code and a verification e-mail asked for on a Hindi or Marathi
 * page arrive in that language (the outbox lines in the server's log), and
 * their links lead back to that language's pages. The form controls are found
 * by their names, not their labels, which are translated elsewhere.
 */
import type { Browser, Page } from "@playwright/test";
import { ADMIN, expect, test, waitForOutbox } from "./support/fixtures";
import { escapeRegExp } from "./support/accounts";

let counter = 0;
function freshPhone() {
  counter += 1;
  return `9${String(Date.now() + counter).slice(-9)}`;
}

async function noJsPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

const intent = (page: Page, value: string) => page.locator(`button[name="intent"][value="${value}"]`);

test("a reset asked for on the Hindi page is mailed in Hindi and links the Hindi reset page", async ({ page }) => {
  await page.goto("/hi/forgot-password");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await intent(page, "request").click();
  const [, link] = await waitForOutbox(
    new RegExp(
      `email to ${escapeRegExp(ADMIN.email)}: अपना \\S+ पासवर्ड रीसेट करें \\| नमस्ते .*?(http\\S+/hi/forgot-password\\?token=\\S+) यह लिंक केवल एक बार काम करता है।`,
    ),
  );
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.locator('input[name="token"]')).toHaveValue(new URL(link).searchParams.get("token")!);
});

test("a sign-in code asked for on the Marathi page arrives in Marathi, with JavaScript and without", async ({
  page,
  browser,
}) => {
  const phone = freshPhone();
  await page.goto("/mr/login?mode=otp");
  await page.locator('input[name="phone"]').fill(phone);
  await intent(page, "send-otp").click();
  await expect(intent(page, "verify-otp")).toBeVisible();
  const [, code] = await waitForOutbox(
    new RegExp(`sms to \\+91${phone}: तुमचा \\S+ साइन-इन कोड (\\d{6}) आहे\\. तो 5 मिनिटांत कालबाह्य होईल\\.`),
  );
  await page.locator('input[name="otp"]').fill(code);
  await intent(page, "verify-otp").click();
  await expect(page.locator('input[name="otp"]')).toHaveCount(0);

  const plain = await noJsPage(browser);
  const other = freshPhone();
  await plain.page.goto("/hi/login?mode=otp");
  await plain.page.locator('input[name="phone"]').fill(other);
  await intent(plain.page, "send-otp").click();
  await waitForOutbox(new RegExp(`sms to \\+91${other}: आपका \\S+ साइन-इन कोड \\d{6} है।`));
  await plain.context.close();
});

test("a sign-up on the Marathi page is verified in Marathi and comes back to the Marathi page", async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${++counter}`;
  const email = `marathi-${stamp}@example.com`;
  await page.goto("/mr/login?mode=signup");
  await page.locator('input[name="name"]').fill(`Sanjay ${stamp}`);
  await page.locator('input[name="phone"]').fill(freshPhone());
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(`pass-${stamp}-word`);
  await page.locator('input[name="confirmPassword"]').fill(`pass-${stamp}-word`);
  await intent(page, "signup").click();
  const [, link] = await waitForOutbox(
    new RegExp(
      `email to ${escapeRegExp(email)}: \\S+ साठी तुमचा ई-मेल पडताळा \\| नमस्कार .*?(http\\S+/verify-email\\S+) तुम्ही खाते`,
    ),
  );
  expect(new URL(link).searchParams.get("callbackURL")).toBe("/mr/login?verified=1");
  await page.goto(link);
  await expect(page).toHaveURL(/\/mr\/login\?verified=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
});
