import { test, expect, waitForHydration } from "./support/fixtures";

/**
 * A page whose form most visitors never use loads the form's rules and zod
 * when the form comes near the screen, is edited or is sent, not with the
 * page (deferredCheck in app/components/form/use-form-errors.ts; the "rules"
 * and "zod" chunks).
 */
const RULES = /\/assets\/(zod|rules)-[\w-]+\.js$/;

for (const path of ["/", "/residential", "/property/1", "/project/1", "/contact", "/list-property"]) {
  test(`${path}: the forms' rules are not among the page's scripts`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('rel="modulepreload"');
    expect(html).not.toMatch(/\/assets\/(zod|rules)-[\w-]+\.js/);
  });
}

test("a property page loads its forms' rules after the load event", async ({ page }) => {
  await page.goto("/property/1");
  await waitForHydration(page);
  const timing = () =>
    page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const rules = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/(zod|rules)-/.test(entry.name));
      return { loadEnd: navigation.loadEventEnd, starts: rules.map((entry) => entry.startTime) };
    });
  await expect.poll(async () => (await timing()).starts.length).toBeGreaterThan(0);
  const measured = await timing();
  for (const start of measured.starts) expect(start).toBeGreaterThanOrEqual(measured.loadEnd);
  // An empty inquiry is refused in the browser.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const form = page.getByRole("form", { name: /Send an inquiry about/ });
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
});

test("the home page, which has no such form, never loads them", async ({ page }) => {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (RULES.test(request.url())) loaded.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(loaded).toEqual([]);
});

test("an inquiry sent before its rules arrived (a page reached in the browser) waits for them", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(RULES, async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.locator('main a[href^="/property/"]').first().click();
  const form = page.getByRole("form", { name: /Send an inquiry about/ });
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Name is required")).toHaveCount(0);
  release();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toBeFocused();
  expect(posts).toEqual([]);
});

test("the wizard's Next Step pressed before its rules arrived waits for them, then checks the step", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(RULES, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/list-property");
  await waitForHydration(page);
  const wizard = page.getByRole("form", { name: "List your property" });
  await wizard.getByRole("button", { name: "Next Step" }).click();
  await expect(wizard.getByText("Property type is required")).toHaveCount(0);
  release();
  await expect(wizard.getByText("Property type is required")).toBeVisible();
  await expect(wizard.getByText("Title must be at least 10 characters")).toBeVisible();
  // Still the first step: the address of the second is not shown.
  await expect(wizard.getByLabel("Address", { exact: true })).toBeHidden();
});

test.describe("when the rules cannot be loaded", () => {
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test("the inquiry is sent and the server answers under the fields", async ({ page }) => {
    await page.route(RULES, (route) => route.abort());
    await page.goto("/property/1");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: /Send an inquiry about/ });
    await form.getByLabel("Full Name").fill("Offline Check");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send Inquiry" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(form.getByText("Phone number is required")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("Offline Check");
  });

  test("the wizard moves through its steps and the server's messages come back on the first step at fault", async ({
    page,
  }) => {
    await page.route(RULES, (route) => route.abort());
    await page.goto("/list-property");
    await waitForHydration(page);
    const wizard = page.getByRole("form", { name: "List your property" });
    await wizard.getByLabel("Property Title").fill("Short");
    // Each press waits on the failed load before it moves on, so the next is pressed once the step has changed
    // (two presses in that wait move one step, as the first alone would).
    const steps = page.getByRole("navigation", { name: "Listing steps" });
    for (let step = 1; step < 4; step++) {
      await wizard.getByRole("button", { name: "Next Step" }).click();
      await expect(steps.getByText(`${step} (completed)`)).toBeVisible();
    }
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      wizard.getByRole("button", { name: "List Property" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(wizard.getByText("Title must be at least 10 characters")).toBeVisible();
    await expect(wizard.getByLabel("Property Title")).toHaveValue("Short");
  });
});
