import type { Page } from "@playwright/test";
import { MAINTENANCE_REFUSAL, expect, signInAsAdmin, test } from "./support/fixtures";

// Visitors get the 503 maintenance page on purpose here.
test.use({ expectedConsoleErrors: [MAINTENANCE_REFUSAL] });

async function setMaintenance(page: Page, on: boolean) {
  await page.goto("/admin/settings");
  await page.getByRole("switch", { name: "Maintenance Mode" }).setChecked(on);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
}

test("a form opened before maintenance began is refused with the maintenance page, not stored", async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await guest.goto("/contact");
  await guest.getByLabel("Full Name").fill("Late Sender");
  await guest.getByLabel("Phone Number").fill("9820012345");
  await guest.getByLabel("Email Address").fill("late@example.com");
  await guest.getByLabel("Subject").selectOption("buying");
  await guest.getByLabel("Message").fill("Sent after maintenance began.");

  await signInAsAdmin(page);
  await setMaintenance(page, true);
  try {
    await guest.getByRole("button", { name: "Send Message" }).click();
    await expect(guest.getByRole("heading", { name: "We'll be back soon" })).toBeVisible();
  } finally {
    await setMaintenance(page, false);
  }
  await visitor.close();

  await page.goto("/admin/inquiries?q=late%40example.com");
  await expect(page.getByText("No inquiries found")).toBeVisible();
});
