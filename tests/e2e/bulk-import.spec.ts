/**
 * Bulk import in a real browser (issue 34): staff upload a CSV at
 * /my-listings/import, the dry run's preview shows the counts and each
 * error's row and column, Confirm import runs the job with a progress bar
 * until it is done, and the report downloads as the original rows with a
 * status and an error column, no cell a formula. A file that is not a sheet
 * gets the field's message; a signed-in person who is not an agent, builder
 * or staff is told who may import. The same flow works without JavaScript
 * (the page refreshes itself while the job works), the page is there in
 * Hindi, and no page has a serious axe violation or console error.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test, waitForHydration } from "./support/fixtures";
import { createVerifiedAccount, uniqueUser } from "./support/accounts";

const HEADER =
  "external_ref,property_type,category,listing_type,title,description,price,area_sqft,bedrooms,bathrooms,parking,amenities,address,locality,city,state,pincode,owner_name,owner_phone,owner_email";

/** Five flats; the third has the price "abc". */
function sheet(prefix: string, titleOfFirst?: string): string {
  const rows = [1, 2, 3, 4, 5].map((n) =>
    [
      `${prefix}-${n}`,
      "residential",
      "Apartment",
      "sale",
      // Quoted as a CSV cell: a formula title holds quotes and a comma.
      `"${(n === 1 && titleOfFirst ? titleOfFirst : `${n} BHK flat ${prefix} number ${n} near the station`).replace(/"/g, '""')}"`,
      `"A bright flat number ${n} with two balconies, covered parking and a view of the hills from the living room."`,
      n === 3 ? "abc" : `"1,${n}0,00,000"`,
      "870",
      "2",
      "2",
      "1",
      "Lift; Security",
      `${n} Hill Road`,
      "Andheri West",
      "Mumbai",
      "Maharashtra",
      "400053",
      "Asha Mehta",
      "9876543210",
      "asha@example.com",
    ].join(","),
  );
  return [HEADER, ...rows].join("\n") + "\n";
}

async function upload(page: Page, name: string, contents: string | Buffer, mimeType = "text/csv") {
  await page.getByLabel("Spreadsheet (CSV or Excel)").setInputFiles({
    name,
    mimeType,
    buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents),
  });
  await page.getByRole("button", { name: "Check file" }).click();
}

test("staff upload a CSV, see the preview, confirm, watch it finish and download the report", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto("/my-listings");
  await page.getByRole("link", { name: "Bulk import (CSV or Excel)" }).click();
  await expect(page.getByRole("heading", { name: "Bulk import", level: 1 })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "external_ref" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The template downloads with the documented header.
  const [template] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the CSV template" }).click(),
  ]);
  expect(fs.readFileSync((await template.path())!, "utf8")).toContain("external_ref,property_type,category");

  // A photo renamed .csv is refused with the field's message.
  await waitForHydration(page);
  await upload(page, "photo.csv", Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex"), "text/csv");
  await expect(page.getByText("This file is not a CSV or Excel (.xlsx) spreadsheet.", { exact: false })).toBeVisible();

  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  await upload(page, "listings.csv", sheet(prefix, '=HYPERLINK("http://evil.example","Click here for a discount")'));
  await expect(page).toHaveURL(/\/my-listings\/import\/\d+$/);
  await expect(page.getByTestId("import-summary")).toHaveText("4 new, 1 error", { timeout: 20_000 });
  const errors = page.getByTestId("import-errors");
  await expect(errors.getByRole("row").nth(1)).toContainText("4");
  await expect(errors.getByRole("row").nth(1)).toContainText("price");
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("import-summary")).toHaveText("4 new, 1 error");

  // Progress is read from the database: a reload shows the same result.
  await page.reload();
  await expect(page.getByTestId("import-summary")).toHaveText("4 new, 1 error");

  const [report] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the report (CSV)" }).click(),
  ]);
  const text = fs.readFileSync((await report.path())!, "utf8");
  expect(text.split("\n")[0]).toContain("import_status,import_errors");
  expect(text).toContain("'=HYPERLINK(");
  expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);
  expect(text).toMatch(/price: /);

  // The import is listed in the history.
  await page.goto("/my-listings/import");
  await expect(page.getByRole("rowheader", { name: "listings.csv" }).first()).toBeVisible();
});

test("a person who is not an agent, builder or staff is told who may import", async ({ page }) => {
  await createVerifiedAccount(page, uniqueUser("Buyer"));
  const response = await page.goto("/my-listings/import");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Bulk import is for agents and builders" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask to be listed as an agent or builder" })).toBeVisible();
});

test("the import works without JavaScript, and the page is there in Hindi", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const prefix = `NOJS${Date.now().toString(36).toUpperCase()}`;
  await page.goto("/my-listings/import");
  await upload(page, "no-js.csv", sheet(prefix));
  // The page refreshes itself while the dry run works.
  await expect(page.getByTestId("import-summary")).toHaveText("4 new, 1 error", { timeout: 20_000 });
  await page.getByRole("button", { name: "Confirm import" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible({ timeout: 30_000 });

  await page.goto("/hi/my-listings/import");
  await expect(page.getByRole("heading", { name: "थोक आयात", level: 1 })).toBeVisible();
  await context.close();
});
