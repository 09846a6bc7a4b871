/**
 * The audit trail in a real browser: an administrator changes a property's
 * price and deletes a user, and /admin/audit shows both with who did it, when,
 * and the old and new price; its filters work without JavaScript.
 */
import sharp from "sharp";
import { expect, seriousA11yViolations, signInAsAdmin, test } from "./support/fixtures";

function stamp() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function photo() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#0ea5e9" } })
    .jpeg()
    .toBuffer();
}

test.describe("audit trail", () => {
  test("a price change and a user deletion appear with the admin, the time and the old and new price", async ({
    page,
    browser,
  }) => {
    const id = stamp();
    const title = `Audit Flat ${id}`;
    await signInAsAdmin(page);

    // A property at ₹1,85,00,000 whose price then changes to ₹2,10,00,000.
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Property Type").selectOption("Residential");
    await dialog.getByLabel("Status", { exact: true }).selectOption("sale");
    await dialog.getByLabel("Category").selectOption("Apartment");
    await dialog.getByLabel("Price (₹)").fill("18500000");
    await dialog.getByLabel("Location").fill("Powai, Mumbai");
    await dialog.getByLabel("Area (sq ft)").fill("1200");
    await dialog.getByLabel("Bedrooms").fill("2");
    await dialog.getByLabel("Bathrooms").fill("2");
    await dialog.getByLabel("Description").fill("A bright flat for the audit trail test.");
    await dialog.getByLabel("Owner Name").fill("Meera Iyer");
    await dialog.getByLabel("Owner Contact").fill("9820098200");
    await dialog
      .getByLabel("or upload photo 1")
      .setInputFiles({ name: "flat.jpg", mimeType: "image/jpeg", buffer: await photo() });
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(page.getByText("Property added successfully!")).toBeVisible();

    await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    await page.getByRole("link", { name: `Edit "${title}"` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Property" });
    await edit.getByLabel("Price (₹)").fill("21000000");
    await edit.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByText("Property updated successfully!")).toBeVisible();

    // A user, added and then deleted.
    const name = `Audit User ${id}`;
    const email = `audit-${id}@example.com`;
    await page.goto("/admin/users");
    await page.getByRole("link", { name: "Add New User" }).click();
    const add = page.getByRole("dialog", { name: "Add New User" });
    await add.getByLabel("Full Name").fill(name);
    await add.getByLabel("Email").fill(email);
    await add.getByLabel("Phone").fill(`7${String(Date.now()).slice(-9)}`);
    await add.getByLabel("Password").fill("audit-password-1");
    await add.getByLabel("Role").selectOption("user");
    await add.getByRole("button", { name: "Create User" }).click();
    await expect(page.getByText(`${name} has been added as a user.`)).toBeVisible();
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
    await page
      .getByRole("listitem")
      .filter({ hasText: email })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`${name}'s account has been deleted.`)).toBeVisible();

    // The audit screen, reached from the admin menu.
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit" }).click();
    await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();
    const entries = page.getByRole("list", { name: "Audit entries" });

    const priceChange = entries.getByRole("listitem").filter({ hasText: `Updated property "${title}"` });
    await expect(priceChange).toHaveCount(1);
    await expect(priceChange).toContainText("Administrator");
    await expect(priceChange.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    const priceRow = priceChange.getByRole("row", { name: /^price/ });
    await expect(priceRow).toContainText("₹1,85,00,000");
    await expect(priceRow).toContainText("₹2,10,00,000");

    const deletion = entries.getByRole("listitem").filter({ hasText: `Deleted the account of ${name}` });
    await expect(deletion).toHaveCount(1);
    await expect(deletion).toContainText("Administrator");
    await expect(deletion.locator("time")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Filters, without JavaScript: the user entries only.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noJs = await plain.newPage();
    await noJs.goto("/admin/audit");
    await noJs.getByLabel("Item", { exact: true }).selectOption("user");
    await noJs.getByLabel("Person").fill("Administrator");
    await noJs.getByRole("button", { name: "Search" }).click();
    await expect(noJs).toHaveURL(/type=user/);
    const filtered = noJs.getByRole("list", { name: "Audit entries" });
    await expect(filtered.getByRole("listitem").filter({ hasText: `Deleted the account of ${name}` })).toHaveCount(1);
    await expect(filtered.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
    await plain.close();
  });
});
