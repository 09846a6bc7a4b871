import { test, expect } from "./support/fixtures";

/**
 * Issue 3 (Performance): a list page's HTML stays under 60 KB, uncompressed,
 * with its twelve cards complete (heart, View Details). 60 KB is read as
 * 60,000 bytes, the stricter of the two readings. The demo data fills every
 * page; grid is the default view, list view shows more amenities per card.
 */
const LIMIT_BYTES = 60_000;

const PAGES = [
  { path: "/residential", card: 'data-testid="property-card"', details: "View Details" },
  { path: "/residential?view=list", card: 'data-testid="property-card"', details: "View Details" },
  { path: "/commercial", card: 'data-testid="property-card"', details: "View Details" },
  { path: "/commercial?view=list", card: 'data-testid="property-card"', details: "View Details" },
  { path: "/projects", card: 'data-testid="project-card"', details: "View Project" },
  { path: "/projects?view=list", card: 'data-testid="project-card"', details: "View Project" },
];

for (const { path, card, details } of PAGES) {
  test(`${path}: twelve full cards in under 60 KB of HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const body = await response.body();
    const html = body.toString("utf8");
    expect(html.split(card).length - 1).toBe(12);
    expect(html.split(`>${details}</a>`).length - 1).toBe(12);
    if (card.includes("property-card")) {
      expect(html.split('aria-label="Add to favorites"').length - 1).toBe(12);
    }
    expect(body.length, `${path} is ${body.length} bytes`).toBeLessThanOrEqual(LIMIT_BYTES);
  });
}

test("/: six featured properties and six projects, complete, in under 60 KB of HTML", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const body = await response.body();
  const html = body.toString("utf8");
  expect(html.split('data-testid="property-card"').length - 1).toBe(6);
  expect(html.split('data-testid="project-card"').length - 1).toBe(6);
  expect(html.split(">View Details</a>").length - 1).toBe(6);
  expect(html.split(">View Project</a>").length - 1).toBe(6);
  expect(body.length, `/ is ${body.length} bytes`).toBeLessThanOrEqual(LIMIT_BYTES);
});

test("/ on a phone: the sections after the featured properties are laid out when scrolled near, and then read normally", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/hi");
  const visibility = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
  // The hero and the featured properties are the first screen's: laid out at once.
  expect(await visibility("main section:first-of-type")).toBe("visible");
  expect(await visibility("section:has(#featured-heading)")).toBe("visible");
  for (const heading of ["projects-heading", "why-heading", "cta-heading"]) {
    expect(await visibility(`section:has(#${heading})`)).toBe("auto");
  }
  // Scrolled to, the last section is rendered: its text is there to read, the page no wider than the phone.
  const cta = page.locator("#cta-heading");
  await cta.scrollIntoViewIfNeeded();
  await expect(cta).toBeVisible();
  await expect.poll(() => cta.innerText()).not.toBe("");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
