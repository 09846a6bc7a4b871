import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { E2E_ADMIN } from "./admin-account";

export { expect };
export const ADMIN = E2E_ADMIN;

/**
 * Chrome's own line for a response with an error status. A 4xx is the server
 * refusing on purpose (a missing page, a refused form, a rate limit), which
 * tests provoke; a 5xx is a fault and still fails the test.
 */
const REFUSED_REQUEST = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

/** Chrome's line for the 503 maintenance page, for the tests that switch maintenance mode on. */
export const MAINTENANCE_REFUSAL = /^Failed to load resource: the server responded with a status of 503\b/;

type ConsoleFixtures = {
  /** Console errors that a test provokes on purpose; set with test.use(). */
  expectedConsoleErrors: RegExp[];
  /**
   * Every console error, uncaught page error and Content-Security-Policy
   * violation seen by any page of the test, in its own context or in one it
   * opens with browser.newContext()/newPage(). Runs for every test and fails
   * it when the list is not empty at the end.
   */
  consoleErrors: string[];
};

/** Reports a CSP violation on the console, where the console check sees it. */
function reportCspViolations() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
  });
}

export const test = base.extend<ConsoleFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ browser, context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = async (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error") return;
          const text = message.text();
          if (REFUSED_REQUEST.test(text) || expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
          const url = message.page()?.url();
          errors.push(url ? `${text} (on ${url})` : text);
        });
        watched.on("weberror", (error) => errors.push(`Uncaught: ${error.error().message}`));
        await watched.addInitScript(reportCspViolations);
      };
      await watch(context);
      // Contexts the test opens itself (a visitor, a page without JavaScript) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const created = await newContext.apply(browser, args);
        await watch(created);
        return created;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, "console errors, page errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Serious or critical axe violations on the current page. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
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

function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set");
  return dir;
}

/** The server's log (stdout and stderr): one JSON object per line (app/platform/log.server.ts). */
export function serverLog(): string {
  return fs.readFileSync(path.join(e2eDataDir(), "server.log"), "utf8");
}

/** The server's log lines that are JSON objects, parsed. */
export function serverLogEntries(): Record<string, unknown>[] {
  return serverLog()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * The messages sent without a provider, one `[outbox] …` line each, with their
 * codes and links: DATA_DIR/outbox.log, not the server's log (app/platform/notifier.server.ts).
 */
export function outboxLog(): string {
  const file = path.join(e2eDataDir(), "outbox.log");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
}

/** Waits for the newest outbox line matching `pattern` and returns its match. */
export async function waitForOutbox(pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = outboxLog()
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

/**
 * The message shown under a field: the first element its aria-describedby
 * names, once it names one. A form's rules load after the page, and a press
 * made before they arrive waits for them, so the message (and the field's
 * link to it) can come a moment after the click.
 */
export async function errorOf(field: Locator) {
  await expect(field, "field has a message").toHaveAttribute("aria-describedby", /\S/);
  const ids = await field.getAttribute("aria-describedby");
  return field.page().locator(`[id="${ids!.split(" ")[0]}"]`);
}
