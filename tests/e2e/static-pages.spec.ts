import { test, expect, waitForHydration } from "./support/fixtures";

test("EMI calculator shows the standard EMI for the defaults and refuses out-of-range input", async ({ page }) => {
  await page.goto("/emi-calculator");
  await expect(page.getByTestId("emi-amount")).toHaveText("₹43,391");
  await expect(page.getByTestId("emi-principal")).toHaveText("₹50,00,000");
  await expect(page.getByTestId("emi-total")).toHaveText("₹1,04,13,840");
  await expect(page.getByTestId("emi-interest")).toHaveText("₹54,13,840");
  await expect(page.getByRole("row")).toHaveCount(21);

  const tenure = page.getByLabel("Loan Tenure (Years)", { exact: true });
  await tenure.fill("45");
  await expect(page.getByText("Loan tenure must be between 5 years and 30 years")).toBeVisible();
  // The out-of-range value is not used.
  await expect(page.getByTestId("emi-amount")).toHaveText("₹43,391");
  await tenure.fill("10");
  await expect(page.getByText(/Loan tenure must be between/)).toHaveCount(0);
  await expect(page.getByTestId("emi-amount")).not.toHaveText("₹43,391");

  const rate = page.getByLabel("Interest Rate (% p.a.)", { exact: true });
  await rate.fill("2");
  await expect(page.getByText("Interest rate must be between 5% and 15%")).toBeVisible();
});

test("EMI calculator works without JavaScript through its query string", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/emi-calculator?amount=1000000&rate=10&tenure=10");
  await expect(page.getByTestId("emi-amount")).toHaveText("₹13,215");
  await page.goto("/emi-calculator?amount=1000&rate=10&tenure=10");
  await expect(page.getByText(/Loan amount must be between/)).toBeVisible();
  await context.close();
});

test("privacy notice says what is collected, why, how long and whom to contact", async ({ page }) => {
  await page.goto("/privacy");
  for (const heading of ["What we collect", "Why we use it", "How long we keep it", "Contact and grievances"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Digital Personal Data Protection Act, 2023/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /@/ }).first()).toHaveAttribute("href", /^mailto:/);
});

test("terms page has real text and links to the privacy policy", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy",
  );
});

test("about page shows mission, vision, values and the timeline", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Core Values" })).toBeVisible();
  for (const year of ["2010", "2015", "2020", "2025"])
    await expect(page.getByText(year, { exact: true })).toBeVisible();
});

test("header Properties menu and mobile menu lead to the lists", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("button", { name: "Properties" }).click();
  await page.getByRole("menuitem", { name: "Commercial" }).click();
  await expect(page).toHaveURL(/\/commercial$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "List Property" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await menu.getByRole("link", { name: "Residential" }).click();
  await expect(page).toHaveURL(/\/residential$/);
});

test("the Properties menu works from the keyboard and closes on Escape, Tab and a click elsewhere", async ({
  page,
}) => {
  await page.goto("/about");
  await waitForHydration(page);
  const button = page.getByRole("button", { name: "Properties" });
  await expect(button).toHaveAttribute("aria-haspopup", "menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: "Residential" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Commercial" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Residential" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Commercial" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("menuitem", { name: "Commercial" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("menu")).toHaveCount(0);

  await button.click();
  await expect(page.getByRole("menu")).toBeVisible();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/residential$/);
  await expect(page.getByRole("menu")).toHaveCount(0);
});
