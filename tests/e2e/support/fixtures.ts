import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

export { expect };
export const ADMIN = { email: "admin@nivaas.test", password: "admin-pass-2026" };

/**
 * Chrome's own line for a 4xx answer ("Failed to load resource: the server
 * responded with a status of 400 (Bad Request)"). A form refusal answers its
 * real 4xx status (docs/decisions/006-form-policy.md), so these lines are part
 * of normal use; a 5xx line still fails the test.
 */
const CLIENT_ERROR_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/**
 * `test` with a page that fails the test on any console error or uncaught
 * page error (the spec requires clean consoles on every page).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !CLIENT_ERROR_RESOURCE.test(message.text())) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
    expect(errors, "console errors").toEqual([]);
  },
});

/** Serious or critical axe violations on the current page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** The server's log (stdout), where the outbox prints messages. */
export function serverLog(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  return fs.readFileSync(path.join(dir, "server.log"), "utf8");
}

/** Waits for the newest outbox line matching `pattern` and returns its match. */
export async function waitForOutbox(pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = serverLog()
      .split("\n")
      .filter((line) => line.startsWith("[outbox]"))
      .reverse();
    for (const line of lines) {
      const match = line.match(pattern);
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No outbox line matched ${pattern}`);
}

/**
 * Signs in through the /login form and waits for the answer. Sign-in is rate
 * limited per client, and every test runs from 127.0.0.1, so when the form
 * answers 'Too many attempts' this waits the seconds it names and tries
 * again. Any other answer is left on the page for the test to read; a form
 * that gives no answer at all fails here, with the page's state, rather than
 * later on a missing Logout button.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { path?: string; remember?: boolean } = {},
) {
  const path = options.path ?? "/login";
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.goto(path);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    if (options.remember) await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign In", exact: true }).click();

    const answer = page.locator('[role="alert"], .field-error');
    const deadline = Date.now() + 30_000;
    let outcome: "signed-in" | "answered" | "silent" = "silent";
    while (Date.now() < deadline) {
      if (!new URL(page.url()).pathname.startsWith("/login")) {
        outcome = "signed-in";
        break;
      }
      if (await answer.first().isVisible()) {
        outcome = "answered";
        break;
      }
      await page.waitForTimeout(100);
    }
    if (outcome === "signed-in") {
      await page.waitForLoadState("load");
      return;
    }
    if (outcome === "answered") {
      // Read what was said once it is there: a rate limit means wait and try again.
      const said = (await answer.allInnerTexts()).join(" ");
      const wait = said.match(/Too many attempts\. Please wait (\d+) seconds?/);
      if (!wait) return;
      await page.waitForTimeout((Number(wait[1]) + 1) * 1000);
      continue;
    }
    // No answer in 30 s: try once more from a fresh page before giving up.
    if (attempt >= 1) throw new Error(`Sign-in for ${email} got no answer; the page is at ${page.url()}`);
  }
  throw new Error(`Sign-in for ${email} was still rate limited after five attempts`);
}

export async function signInAsAdmin(page: Page, path = "/login") {
  await signIn(page, ADMIN.email, ADMIN.password, { path });
  if (new URL(page.url()).pathname.startsWith("/login")) {
    const said = await page.locator('[role="alert"], .field-error').allInnerTexts();
    throw new Error(`The administrator could not sign in: ${said.join(" | ") || "no message"}`);
  }
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();
}

/**
 * Waits until React has hydrated the page (its DOM nodes carry React's fiber
 * keys), so a click is handled by the router instead of the browser.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}
