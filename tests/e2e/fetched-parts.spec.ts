import type { Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./support/fixtures";

/**
 * The parts of the detail pages below their top (the sidebar's forms, the
 * cost table, the reviews, the Location tab's map) are not in the first load
 * (components/fetched-part.tsx, ADR 050): the server draws them, their code is
 * fetched after the page's own, and until it has arrived what the server drew
 * stays in place and works as HTML.
 */
const INQUIRY_SUCCESS = "Thank you for your inquiry! We will contact you soon.";
const PARTS_CODE = /\/assets\/(lead-forms|calculators)-[\w-]+\.js$/;

/** Whether React has taken over the element with this id (hydrated it). */
function isHydrated(page: Page, id: string) {
  return page.evaluate((elementId) => {
    const element = document.getElementById(elementId);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, id);
}

test("the property page's top works while its sidebar form and cost table wait for their code, shown as the server drew them", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(PARTS_CODE, async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/property/1");
  await waitForHydration(page);

  const form = page.getByRole("form", { name: /Send an inquiry about/ });
  const costs = page.locator("#total-cost");
  await expect(form.getByLabel("Full Name")).toBeVisible();
  await expect(costs.getByRole("heading", { name: "Total cost of buying" })).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(1);
  expect(await isHydrated(page, "send-inquiry")).toBe(false);

  // The top of the page is hydrated: the tabs switch in place, and the parts stay as the server drew them.
  await page.getByRole("tab", { name: "Location" }).click();
  await expect(page.getByRole("tab", { name: "Location" })).toHaveAttribute("aria-selected", "true");
  expect(new URL(page.url()).search).toBe("");
  await expect(form.getByLabel("Full Name")).toBeVisible();
  await expect(costs.getByRole("heading", { name: "Total cost of buying" })).toBeVisible();

  release();
  await expect.poll(() => isHydrated(page, "send-inquiry")).toBe(true);
  // With its code, the form posts through a fetcher: the answer shows on the same page, the URL unchanged.
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email Address").fill("meera@example.com");
  await form.getByLabel("Phone Number").fill("9876501234");
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText(INQUIRY_SUCCESS)).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  // And the cost table recalculates in place.
  const stampDuty = costs.getByTestId("cost-stampDuty");
  const before = await stampDuty.textContent();
  await costs.getByLabel("A woman is the sole buyer").check();
  await expect(stampDuty).not.toHaveText(before ?? "");
  expect(new URL(page.url()).search).toBe("");
});

test("coming from a list, the property page is drawn with its sidebar form and cost table at once", async ({
  page,
}) => {
  await page.goto("/residential?status=sale");
  await waitForHydration(page);
  // Whether the form was there when the property's tabs first appeared, looked at on every frame.
  const drawnTogether = page.waitForFunction(
    () => {
      if (!document.getElementById("property-details")) return false;
      return document.getElementById("send-inquiry") && document.getElementById("total-cost") ? "together" : "apart";
    },
    undefined,
    { polling: "raf" },
  );
  await page.getByTestId("property-card").first().getByRole("link", { name: "View Details" }).click();
  expect(await (await drawnTogether).jsonValue()).toBe("together");
  await expect(page.getByRole("form", { name: /Send an inquiry about/ })).toBeVisible();
});

test("the project page's reviews and inquiry form come after its first load and work once their code is in", async ({
  page,
}) => {
  const partsAsked: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(lead-forms|reviews-section)-[\w-]+\.js$/.test(request.url())) partsAsked.push(request.url());
  });
  const response = await page.goto("/project/1");
  const html = (await response?.text()) ?? "";
  expect(html).not.toMatch(/\/assets\/(lead-forms|reviews-section)-[\w-]+\.js/);
  await waitForHydration(page);
  await expect.poll(() => partsAsked.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => isHydrated(page, "send-inquiry")).toBe(true);
  const form = page.getByRole("form", { name: /Send an inquiry about/ });
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/project/1");
});
