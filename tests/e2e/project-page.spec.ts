import { test, expect, waitForHydration } from "./support/fixtures";

/**
 * The project page keeps to the scripts it needs before interaction: its tabs
 * are its own (components/catalogue/project-tabs.tsx), and the site-visit
 * dialog's code (with Radix's Dialog) is fetched when the visitor first
 * points at, focuses or presses Schedule Site Visit
 * (components/leads/site-visit-dialog.tsx).
 */
const MODAL = /\/assets\/site-visit-modal-[\w-]+\.js$/;

test("the site-visit dialog is not among the project page's scripts, and loads when the button is pressed", async ({
  page,
}) => {
  const modalRequests: string[] = [];
  page.on("request", (request) => {
    if (MODAL.test(request.url())) modalRequests.push(request.url());
  });
  await page.goto("/project/1");
  expect(await page.content()).not.toMatch(/site-visit-modal-/);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(modalRequests).toEqual([]);

  const button = page.getByRole("button", { name: "Schedule Site Visit" });
  await expect(button).toHaveAttribute("aria-haspopup", "dialog");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Schedule Site Visit" });
  await expect(dialog).toBeVisible();
  expect(modalRequests).toHaveLength(1);
  // Radix hides the rest of the page from assistive technology while the dialog is open.
  await expect(page.getByRole("button", { name: "Schedule Site Visit", includeHidden: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await dialog.getByLabel("Full Name").fill("Someone");

  // Escape closes it and gives focus back to the button; opened again, the form is a new one.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.click();
  await expect(dialog.getByLabel("Full Name")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe("when the dialog's code cannot be fetched", () => {
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test("the press opens the site-visit page", async ({ page }) => {
    await page.route(MODAL, (route) => route.abort());
    await page.goto("/project/1");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Schedule Site Visit" }).click();
    await expect(page).toHaveURL(/\/project\/1\/site-visit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Schedule Site Visit" })).toBeVisible();
  });
});

test("the project's tabs: one tab stop, arrows, Home and End select and show their panel", async ({ page }) => {
  await page.goto("/project/1");
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Project details" }).getByRole("tab");
  const names = await tabs.allInnerTexts();
  expect(names.length).toBeGreaterThan(2);
  const tab = (name: string) => page.getByRole("tab", { name, exact: true });
  const panelOf = async (name: string) => page.locator(`#${await tab(name).getAttribute("aria-controls")}`);

  await expect(tab(names[0]!)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
  await expect(await panelOf(names[1]!)).toBeHidden();

  await tab(names[0]!).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(names[1]!)).toBeFocused();
  await expect(tab(names[1]!)).toHaveAttribute("aria-selected", "true");
  await expect(await panelOf(names[1]!)).toBeVisible();
  await expect(await panelOf(names[0]!)).toBeHidden();
  await expect(await panelOf(names[1]!)).toHaveAttribute("aria-labelledby", (await tab(names[1]!).getAttribute("id"))!);

  await page.keyboard.press("End");
  await expect(tab(names.at(-1)!)).toBeFocused();
  await expect(await panelOf(names.at(-1)!)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(tab(names[0]!)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(names.at(-1)!)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tab(names[0]!)).toHaveAttribute("aria-selected", "true");
  await expect(page.locator('[role=tab][tabindex="0"]')).toHaveCount(1);

  await tab(names[2]!).click();
  await expect(await panelOf(names[2]!)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every panel shows under its heading, and Schedule Site Visit is a link to its page", async ({ page }) => {
    await page.goto("/project/1");
    await expect(page.getByRole("tablist")).toBeHidden();
    const panels = page.getByRole("tabpanel");
    const count = await panels.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) await expect(panels.nth(i)).toBeVisible();
    await page.getByRole("link", { name: "Schedule Site Visit" }).first().click();
    await expect(page).toHaveURL(/\/project\/1\/site-visit$/);
  });
});
