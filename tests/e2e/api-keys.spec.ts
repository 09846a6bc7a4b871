/**
 * API keys (issue 35, ADR 037) in a real browser: staff create a key at
 * /account/api-keys, see it once (a reload shows only its prefix), use it
 * against the API, and revoke it, after which the API refuses it (401). The
 * form's messages keep what was typed; the page works without JavaScript and
 * in Hindi; no serious axe violation (checked with JavaScript: axe runs in
 * the page), no console error.
 */
import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test, waitForHydration } from "./support/fixtures";

/** A write with the key: DELETE of a reference nobody holds is 404 for a working write key, 401 for a refused one. */
async function statusOfWrite(page: Page, key: string) {
  const answer = await page.request.delete(`/api/v1/listings/E2E-NONE-${Date.now()}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  return answer.status();
}

test("a key is created and shown once, works against the API, and stops working when revoked", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/account");
  await page.getByRole("link", { name: "API keys" }).click();
  await expect(page).toHaveURL(/\/account\/api-keys$/);
  await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Nothing chosen: the field's messages, and what was typed is kept.
  const name = `E2E sync ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Read", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Choose at least one scope")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByLabel("Read", { exact: true }).check();
  await page.getByLabel("Write own listings").check();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Copy it now: it will not be shown again.")).toBeVisible();
  const key = await page.getByLabel("Your API key").inputValue();
  expect(key).toMatch(/^nvs_[A-Za-z0-9_-]{43}$/);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText("Read, Write own listings");
  expect(await seriousA11yViolations(page)).toEqual([]);

  expect(await statusOfWrite(page, key)).toBe(404);

  // Shown once: the page again lists only its prefix.
  await page.reload();
  await expect(page.getByLabel("Your API key")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(key.slice(12));
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(key.slice(0, 12));

  await page.getByRole("button", { name: `Revoke the key ${name}` }).click();
  await expect(page.getByText("The key was revoked.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Revoked on");
  expect(await statusOfWrite(page, key)).toBe(401);
});

test("the page works without JavaScript and in Hindi", async ({ browser }) => {
  const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInAsAdmin(page);
  await page.goto("/hi/account/api-keys");
  await expect(page.getByRole("heading", { name: "API कुंजियाँ", level: 1 })).toBeVisible();
  const name = `बिना JS ${Date.now().toString(36)}`;
  await page.getByLabel("नाम", { exact: true }).fill(name);
  await page.getByRole("button", { name: "कुंजी बनाएँ" }).click();
  await expect(page.getByText("इसे अभी कॉपी करें")).toBeVisible();
  const key = await page.getByLabel("आपकी API कुंजी").inputValue();
  expect(key).toMatch(/^nvs_/);
  await page.getByRole("button", { name: `कुंजी ${name} रद्द करें` }).click();
  await expect(page.getByText("कुंजी रद्द कर दी गई।")).toBeVisible();
});
