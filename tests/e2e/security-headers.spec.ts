/**
 * Security headers on every response, and a Content-Security-Policy that the
 * site itself never violates: every public and admin page, signed out and
 * signed in, with and without JavaScript, including the parts that load late
 * (the dashboard chart, the notification bell, dialogs, the RERA QR code).
 */
import crypto from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signInAsAdmin, test } from "./support/fixtures";

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/emi-calculator",
  "/contact",
  "/login",
  "/forgot-password",
  "/projects",
  "/projects?view=list&search=%3Cscript%3E",
  "/residential",
  "/residential?view=list&minArea=2147483648",
  "/commercial",
  "/list-property",
  "/inquiry",
  "/favorites",
  "/terms",
  "/privacy",
  "/no-such-page",
];

const ADMIN_PAGES = [
  "/admin",
  "/admin/properties",
  "/admin/projects",
  "/admin/property-listings",
  "/admin/inquiries",
  "/admin/users",
  "/admin/settings",
  "/admin/outbox",
  "/admin/search?q=a",
];

/** A published property and project, from the sitemap. */
async function detailPages(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const property = xml.match(/\/property\/\d+/)![0];
  const project = xml.match(/\/project\/\d+/)![0];
  const id = property.split("/").pop();
  return [property, `/residential-property/${id}`, project];
}

/**
 * Collects CSP violations: the DOM's securitypolicyviolation events (with
 * JavaScript) and the browser's own console reports (with and without).
 */
async function watchViolations(context: BrowserContext, javaScript: boolean) {
  const violations: string[] = [];
  if (javaScript) {
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = `${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`;
        console.error(`CSP violation: ${report}`);
      });
    });
  }
  context.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${message.page()?.url()}: ${text}`);
  });
  return violations;
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    const headers = response!.headers();
    // A freshly rendered page names its nonce; a kept visitor page names its inline scripts' hashes.
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self' '(nonce|sha256)-[A-Za-z0-9+/=]+'/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    await page.waitForLoadState("networkidle");
  }
}

async function newContext(browser: Browser, javaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  const violations = await watchViolations(context, javaScript);
  return { context, violations, page: await context.newPage() };
}

test("HTML, data, static and upload responses carry the security headers", async ({ request }) => {
  // A query string no other test uses: this render is not in the visitors' page cache yet.
  const fresh = `/?csp=${Date.now()}`;
  const page = await request.get(fresh);
  const headers = page.headers();
  const policy = headers["content-security-policy"];
  expect(policy).toMatch(/(^|; )script-src 'self' 'nonce-[^']+'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  for (const directive of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "default-src 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // The e2e server's PUBLIC_URL is http: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Each document gets its own nonce, and its inline scripts carry it.
  const nonce = policy.match(/'nonce-([^']+)'/)![1];
  const html = await page.text();
  const inline = [...html.matchAll(/<script([^>]*)>(?!<\/script>)/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) {
    if (!attributes.includes("application/ld+json")) expect(attributes).toContain(`nonce="${nonce}"`);
  }
  // The same page from the visitors' cache: the same bytes for everyone, so its
  // policy allows exactly its inline scripts by hash, and no nonce.
  const kept = await request.get(fresh);
  const keptPolicy = kept.headers()["content-security-policy"];
  expect(keptPolicy).not.toContain("'nonce-");
  const keptHtml = await kept.text();
  for (const [, attributes, text] of keptHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!text || attributes.includes("application/ld+json")) continue;
    const hash = crypto.createHash("sha256").update(text).digest("base64");
    expect(keptPolicy).toContain(`'sha256-${hash}'`);
  }

  const upload = html.match(/\/uploads\/[^"?\s]+/)![0];
  for (const path of ["/favicon.ico", "/robots.txt", "/_root.data", "/sitemap.xml", "/healthz", upload]) {
    const response = await request.get(path);
    expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

test("admin, account pages and responses that set a cookie are never cached", async ({ request }) => {
  for (const path of ["/admin", "/admin/users", "/login", "/forgot-password", "/favorites", "/login.data"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  // A failed sign-in through the auth API sets no session, but any answer with a cookie is private.
  const home = await request.get("/");
  if (home.headers()["set-cookie"]) expect(home.headers()["cache-control"]).toBe("private, no-store");
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["cache-control"]).toBe("public, max-age=3600");
});

for (const javaScript of [true, false]) {
  const mode = javaScript ? "with JavaScript" : "without JavaScript";

  test(`no CSP violation on any public page, signed out, ${mode}`, async ({ browser }) => {
    const { context, violations, page } = await newContext(browser, javaScript);
    await visitAll(page, [...PUBLIC_PAGES, ...(await detailPages(page))]);
    if (javaScript) {
      // Client-side navigation loads route modules and data from this origin.
      await page.goto("/");
      await page.getByRole("link", { name: "Projects" }).first().click();
      await page.waitForURL(/\/projects/);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  test(`no CSP violation on any admin page, signed in, ${mode}`, async ({ browser }) => {
    test.setTimeout(120_000);
    // Sign in with JavaScript, then reuse the session in the context under test.
    const signing = await browser.newContext();
    const signingPage = await signing.newPage();
    await signInAsAdmin(signingPage);
    const state = await signing.storageState();
    await signing.close();

    const context = await browser.newContext({ javaScriptEnabled: javaScript, storageState: state });
    const violations = await watchViolations(context, javaScript);
    const page = await context.newPage();
    await visitAll(page, [...ADMIN_PAGES, ...PUBLIC_PAGES.slice(0, 4), ...(await detailPages(page))]);
    if (javaScript) {
      // The dashboard's chart is loaded lazily; the bell polls and opens a dialog.
      await page.goto("/admin");
      await expect(page.locator(".recharts-surface").first()).toBeVisible({ timeout: 15_000 });
      const bell = page.getByRole("button", { name: /^Notifications: \d+ waiting$/ });
      await bell.click();
      await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
      await page.keyboard.press("Escape");
      await page.waitForTimeout(1_000);
    }
    expect(violations).toEqual([]);
    await context.close();
  });
}
