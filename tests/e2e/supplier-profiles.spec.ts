/**
 * Agents and builders (issue 34), in a real browser: a signed-in person asks
 * to be listed as an agent with a MahaRERA number (a wrong one gets the
 * field's message and keeps what was typed), lists a property through the
 * wizard, and staff approve both. The agent's public profile shows the
 * "Verified by Nivaas" badge, the RERA number and the listing, in English and
 * Hindi, and the property page links to it. Works without JavaScript; no
 * serious axe violation on the form, the admin screen or the profile.
 */
import type { Browser } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test, waitForOutbox } from "./support/fixtures";
import { uniqueUser, createVerifiedAccount, submitThroughWizard } from "./support/accounts";
import { firstLoadJs, firstLoadScripts, OURS_BUDGET_BYTES } from "../../scripts/first-load-js.mjs";

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  return (await browser.newContext(options)).newPage();
}

test("an agent asks to be verified, staff approve, and the profile shows the badge, RERA number and listings", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const agent = uniqueUser("Agent");
  const agencyName = `Shah Realty ${agent.stamp}`;
  const title = `Agent's sea view flat ${agent.stamp}`;
  await createVerifiedAccount(page, agent);
  await submitThroughWizard(page, title, agent.phone, agent.email);

  // The request, from the account page's link; a wrong number gets the field's message and keeps the input.
  await page.goto("/account");
  await page.getByRole("link", { name: "List as an agent or builder" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agents and builders" })).toBeVisible();
  await page.getByLabel("I am").selectOption("agent");
  await page.getByLabel("Name buyers will see").fill(agencyName);
  await page.getByLabel(/MahaRERA agent registration number/).fill("A12345");
  await page.getByLabel(/Areas you serve/).fill("Bandra, Khar");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(
    page.getByText("Enter your MahaRERA agent number: A5 followed by 10 digits, e.g. A51800012345"),
  ).toBeVisible();
  await expect(page.getByLabel("Name buyers will see")).toHaveValue(agencyName);
  await expect(page.getByLabel(/Areas you serve/)).toHaveValue("Bandra, Khar");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel(/MahaRERA agent registration number/).fill("A51800012345");
  await page.getByRole("button", { name: "Send for verification" }).click();
  await expect(page.getByText("Thank you. Our team will check your RERA registration")).toBeVisible();

  // Staff publish the listing and approve the agent.
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  await admin.goto(`/admin/property-listings?q=${encodeURIComponent(title)}`);
  const submission = admin.getByRole("row").filter({ hasText: title });
  await submission.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(admin.getByText("Listing approved successfully!")).toBeVisible();
  await admin.goto("/admin/professionals");
  const request = admin.getByRole("listitem").filter({ hasText: agencyName });
  await expect(request.getByRole("link", { name: "MahaRERA: A51800012345" })).toBeVisible();
  expect(await seriousA11yViolations(admin)).toEqual([]);
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText(`${agencyName} is verified.`)).toBeVisible();
  await waitForOutbox(
    new RegExp(`email to ${agent.email.replace(/[.+]/g, "\\$&")}: Your profile on Nivaas is verified`),
  );

  // The public profile, signed out.
  await page.goto("/account/professional");
  await page.getByRole("link", { name: "View your public profile" }).click();
  await page.waitForURL(/\/agent\//);
  const profilePath = new URL(page.url()).pathname;
  expect(profilePath).toMatch(/^\/agent\/shah-realty-/);
  const visitor = await newPage(browser);
  await visitor.goto(profilePath);
  await expect(visitor.getByRole("heading", { level: 1, name: agencyName })).toBeVisible();
  await expect(visitor.getByTestId("verified-badge")).toHaveText(/Verified by Nivaas/);
  await expect(visitor.getByTestId("rera-number")).toHaveText("MahaRERA: A51800012345");
  await expect(visitor.getByTestId("supplier-listings").getByText(title)).toBeVisible();
  expect(await seriousA11yViolations(visitor)).toEqual([]);
  // Issue 32: the profile's first load holds neither the forms' rules (zod) nor the contact forms and reviews,
  // which come after it (ADR 050), and our code is within the budget.
  const html = await (await visitor.request.get(profilePath)).text();
  const scripts = firstLoadScripts(html);
  expect(
    scripts.filter((asset) => /\/(rules|forms|lead-forms|reviews-section|owner-contact)-[\w-]{8}\.js$/.test(asset)),
  ).toEqual([]);
  const split = await firstLoadJs(html, async (asset: string) => (await visitor.request.get(asset)).body());
  expect(split.ours.gzip).toBeLessThanOrEqual(OURS_BUDGET_BYTES);
  await expect(visitor.locator("#send-inquiry")).toBeVisible();
  await visitor.getByRole("link", { name: "For rent" }).click();
  await expect(visitor.getByText("Nothing listed here right now.")).toBeVisible();

  // The property page links to the profile; Hindi profile; no JavaScript.
  await visitor.goto(profilePath);
  await visitor.getByTestId("supplier-listings").getByRole("link", { name: title }).first().click();
  await expect(visitor.getByTestId("listed-by").getByRole("link", { name: `Listed by ${agencyName}` })).toBeVisible();
  await visitor.goto(`/hi${profilePath}`);
  await expect(visitor.getByTestId("verified-badge")).toHaveText(/Nivaas द्वारा सत्यापित/);
  const noScript = await newPage(browser, { javaScriptEnabled: false });
  await noScript.goto(profilePath);
  await expect(noScript.getByTestId("rera-number")).toHaveText("MahaRERA: A51800012345");

  // A pending or unknown profile is not found.
  expect((await visitor.request.get("/agent/nobody-here")).status()).toBe(404);
});
