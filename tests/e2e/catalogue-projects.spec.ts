import type { Page } from "@playwright/test";
import { test, expect, seriousA11yViolations, waitForHydration } from "./support/fixtures";

/**
 * /projects, /project/:id and /sitemap.xml against the seeded demo catalogue
 * (18 projects: 7 ongoing, 5 upcoming, 6 completed). Other spec files may add
 * or hide projects in the same server, so counts are checked against the
 * total shown, and orders by their property rather than by title.
 */

type CardFacts = {
  title: string;
  badge: string;
  type: string;
  developer: string;
  location: string;
  priceMin: number;
  priceMax: number;
  completion: number;
  available: number;
  rating: number;
  areaMin: number;
  areaMax: number;
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '₹1.9 Cr' → 19000000, '₹25 L' → 2500000 (as shown, at most one decimal). */
function rupees(text: string): number {
  const match = text.match(/₹([\d.,]+)\s*(Cr|L)?/);
  if (!match) throw new Error(`No amount in ${text}`);
  const value = Number(match[1].replace(/,/g, ""));
  return match[2] === "Cr" ? value * 1e7 : match[2] === "L" ? value * 1e5 : value;
}

async function cards(page: Page): Promise<CardFacts[]> {
  const raw = await page.getByTestId("project-card").evaluateAll((nodes) =>
    nodes.map((node) => {
      const text = (selector: string) => node.querySelector(selector)?.textContent?.trim() ?? "";
      const dd = (label: string) =>
        Array.from(node.querySelectorAll("dt"))
          .find((dt) => dt.textContent?.trim() === label)
          ?.nextElementSibling?.textContent?.trim() ?? "";
      const badges = Array.from(node.querySelectorAll(".card-badges span")).map((s) => s.textContent?.trim() ?? "");
      const paragraphs = Array.from(node.querySelectorAll("p")).map((p) => p.textContent?.trim() ?? "");
      return {
        title: text("h3"),
        badge: badges[0] ?? "",
        type: badges[1] ?? "",
        developer: paragraphs.find((p) => p.startsWith("by ")) ?? "",
        price: paragraphs.find((p) => p.startsWith("₹")) ?? "",
        location: paragraphs.find((p, i) => i > 0 && paragraphs[i - 1].startsWith("₹")) ?? "",
        completion: paragraphs.find((p) => p.startsWith("Completion:")) ?? "",
        available: dd("Available"),
        area: dd("Area"),
        // From approved reviews only; a card without one shows no stars (read as 0, below every rated one).
        rating: node.querySelector("[data-testid=rating] strong")?.textContent ?? "0",
      };
    }),
  );
  return raw.map((card) => {
    // "₹65 L – ₹4 Cr", or one price when both ends are the same.
    const [low, high = low] = card.price.split(" – ");
    const [, month, year] = card.completion.match(/Completion: (\w{3})\w* (\d{4})/) ?? [];
    const areas = card.area.replace(/,/g, "").match(/\d+/g)?.map(Number) ?? [0];
    return {
      title: card.title,
      badge: card.badge,
      type: card.type,
      developer: card.developer.replace(/^by /, ""),
      location: card.location,
      priceMin: rupees(low),
      priceMax: rupees(high ?? low),
      completion: Number(year) * 12 + MONTHS.indexOf(month),
      available: Number(card.available.replace(/,/g, "")),
      rating: Number(card.rating),
      areaMin: areas[0],
      areaMax: areas.at(-1)!,
    };
  });
}

const resultsHeading = (page: Page) => page.locator("#project-results");
const showing = (page: Page) => page.getByText(/^Showing \d+-\d+ of \d+ results$/);

/** The number in '18 Projects Found'. */
async function shownTotal(page: Page): Promise<number> {
  await expect(resultsHeading(page)).toHaveText(/^\d+ Projects? Found$/);
  return Number((await resultsHeading(page).textContent())!.match(/\d+/)![0]);
}

/** Waits until the heading shows a count below `than` and returns it. */
async function fewerThan(page: Page, than: number): Promise<number> {
  await expect.poll(() => shownTotal(page)).toBeLessThan(than);
  return shownTotal(page);
}

function isSorted(values: number[], direction: "asc" | "desc") {
  return values.every((v, i) => i === 0 || (direction === "asc" ? values[i - 1] <= v : values[i - 1] >= v));
}

test.describe("projects list", () => {
  test("shows the hero, 12 projects a page, list cards, relevance order and no accessibility problems", async ({
    page,
  }) => {
    const response = await page.goto("/projects");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
    const total = await shownTotal(page);
    expect(total).toBeGreaterThanOrEqual(13);
    await expect(showing(page)).toHaveText(`Showing 1-12 of ${total} results`);
    await expect(page.getByTestId("project-card")).toHaveCount(12);
    const first = page.getByTestId("project-card").first();
    await expect(first.getByText(/^by /)).toBeVisible();
    await expect(first.getByText("Units Sold")).toBeVisible();
    await expect(first.getByRole("link", { name: "View Project" })).toHaveAttribute("href", /^\/project\/\d+$/);
    const img = first.locator("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "640");
    await expect(img).toHaveAttribute("height", "480");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Relevance: ongoing, then upcoming, then completed; within each, highest rated first.
    const order: Record<string, number> = { "Under Construction": 0, "Launching Soon": 1, "Ready to Move": 2 };
    const all: CardFacts[] = [];
    for (let p = 1; p <= Math.ceil(total / 12); p++) {
      await page.goto(`/projects?page=${p}`);
      all.push(...(await cards(page)));
    }
    expect(all).toHaveLength(total);
    expect(
      isSorted(
        all.map((c) => order[c.badge]),
        "asc",
      ),
    ).toBe(true);
    for (const status of [0, 1, 2]) {
      expect(
        isSorted(
          all.filter((c) => order[c.badge] === status).map((c) => c.rating),
          "desc",
        ),
      ).toBe(true);
    }
  });

  test("status, location and search filter in the database, reset the page and survive reload", async ({ page }) => {
    await page.goto("/projects?page=2");
    const total = await shownTotal(page);
    await expect(showing(page)).toHaveText(new RegExp(`^Showing 13-\\d+ of ${total} results$`));

    await page.getByLabel("Status", { exact: true }).selectOption("upcoming");
    await expect(page).toHaveURL(/status=upcoming/);
    expect(page.url()).not.toContain("page=");
    const upcoming = await fewerThan(page, total);
    expect((await cards(page)).every((c) => c.badge === "Launching Soon")).toBe(true);
    await page.reload();
    expect(await shownTotal(page)).toBe(upcoming);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("upcoming");

    await page.getByLabel("Status", { exact: true }).selectOption("completed");
    await expect(page).toHaveURL(/status=completed/);
    await expect.poll(async () => (await cards(page)).every((c) => c.badge === "Ready to Move")).toBe(true);

    // Back and forward restore the results and the form.
    await page.goBack();
    await expect(page).toHaveURL(/status=upcoming/);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("upcoming");
    await expect.poll(async () => (await cards(page)).every((c) => c.badge === "Launching Soon")).toBe(true);
    await page.goForward();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("completed");

    await page.getByLabel("Status", { exact: true }).selectOption("");
    await expect(page).not.toHaveURL(/status=/);
    await page.getByLabel("Location", { exact: true }).selectOption("Pune");
    await expect(page).toHaveURL(/location=Pune/);
    await fewerThan(page, total);
    expect((await cards(page)).every((c) => c.location.includes("Pune"))).toBe(true);

    await page.getByLabel("Location", { exact: true }).selectOption("");
    await expect(page).not.toHaveURL(/location=/);
    // Typing searches by itself after a pause.
    await page.getByRole("searchbox").fill("sahyadri");
    await expect(page).toHaveURL(/search=sahyadri/);
    await fewerThan(page, total);
    const found = await cards(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.developer === "Sahyadri Infra")).toBe(true);
    await page.getByRole("searchbox").fill("Skyline Residency");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/search=Skyline\+Residency/);
    await expect(resultsHeading(page)).toHaveText("1 Project Found");
    await page.reload();
    await expect(resultsHeading(page)).toHaveText("1 Project Found");
    await expect(page.getByRole("searchbox")).toHaveValue("Skyline Residency");
  });

  test("the filter panel: type and developer from the data, price and area overlap, amenities", async ({ page }) => {
    await page.goto("/projects");
    const total = await shownTotal(page);
    const panel = page.locator("#project-filters");
    await expect(panel).toBeHidden();
    // The toggle is the interactive page's (without JavaScript the panel is always shown).
    await waitForHydration(page);
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(panel).toBeVisible();

    const developerOptions = await page.getByLabel("Developer", { exact: true }).locator("option").allTextContents();
    expect(developerOptions[0]).toBe("All Developers");
    expect(developerOptions).toEqual(
      expect.arrayContaining(["Sahyadri Infra", "Tulsi Homes", "Shree Balaji Constructions"]),
    );
    const typeOptions = await page.getByLabel("Project Type", { exact: true }).locator("option").allTextContents();
    expect(typeOptions).toEqual(
      expect.arrayContaining(["Commercial", "Mixed Use", "Plotted Development", "Residential"]),
    );

    await page.getByLabel("Project Type", { exact: true }).selectOption("Commercial");
    await expect(page).toHaveURL(/type=Commercial/);
    await fewerThan(page, total);
    expect((await cards(page)).every((c) => c.type === "Commercial")).toBe(true);
    await page.getByLabel("Project Type", { exact: true }).selectOption("");
    await expect.poll(() => shownTotal(page)).toBe(total);

    await page.getByLabel("Developer", { exact: true }).selectOption("Tulsi Homes");
    await expect(page).toHaveURL(/developer=Tulsi\+Homes/);
    await fewerThan(page, total);
    expect((await cards(page)).every((c) => c.developer === "Tulsi Homes")).toBe(true);
    await page.getByLabel("Developer", { exact: true }).selectOption("");
    await expect.poll(() => shownTotal(page)).toBe(total);

    // Price ranges overlap: every project whose range reaches ₹9 Cr, including ₹1.5–9 Cr.
    await page.getByLabel("Minimum price in rupees").fill("90000000");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/minPrice=90000000/);
    await fewerThan(page, total);
    const pricey = await cards(page);
    expect(pricey.every((c) => c.priceMax >= 9e7)).toBe(true);
    expect(pricey.some((c) => c.priceMin < 9e7)).toBe(true);
    await page.getByLabel("Minimum price in rupees").fill("");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect.poll(() => shownTotal(page)).toBe(total);

    // The area filter is applied (the original ignored it), by overlap too.
    await page.getByLabel("Maximum area in sq ft").fill("600");
    await page.getByLabel("Maximum area in sq ft").press("Enter");
    await expect(page).toHaveURL(/maxArea=600/);
    const small = await fewerThan(page, total);
    const smallCards = await cards(page);
    expect(smallCards.every((c) => c.areaMin <= 600)).toBe(true);
    expect(smallCards.some((c) => c.areaMax > 600)).toBe(true);
    await page.reload();
    expect(await shownTotal(page)).toBe(small);
    await expect(page.getByLabel("Maximum area in sq ft")).toHaveValue("600");
    await expect(panel).toBeVisible();

    await page.getByRole("button", { name: "Clear All" }).click();
    await expect.poll(() => shownTotal(page)).toBe(total);
    await expect(page.getByLabel("Maximum area in sq ft")).toHaveValue("");
    await page.getByLabel("Swimming Pool", { exact: true }).check();
    await expect(page).toHaveURL(/amenities=Swimming\+Pool/);
    const withPool = await fewerThan(page, total);
    await page.getByLabel("Gym", { exact: true }).check();
    await expect(page).toHaveURL(/amenities=Swimming\+Pool&amenities=Gym/);
    await expect.poll(() => shownTotal(page)).toBeLessThanOrEqual(withPool);
    await page.reload();
    await expect(page.getByLabel("Gym", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Swimming Pool", { exact: true })).toBeChecked();
  });

  test("every sort orders the results and goes back to page 1", async ({ page }) => {
    await page.goto("/projects?page=2");
    const total = await shownTotal(page);
    const sort = page.getByLabel("Sort by");

    await sort.selectOption({ label: "Price: Low to High" });
    await expect(page).toHaveURL(/sort=price-low/);
    expect(page.url()).not.toContain("page=");
    await expect(showing(page)).toHaveText(`Showing 1-12 of ${total} results`);
    await expect
      .poll(async () =>
        isSorted(
          (await cards(page)).map((c) => c.priceMin),
          "asc",
        ),
      )
      .toBe(true);

    await sort.selectOption({ label: "Price: High to Low" });
    await expect(page).toHaveURL(/sort=price-high/);
    await expect
      .poll(async () =>
        isSorted(
          (await cards(page)).map((c) => c.priceMin),
          "desc",
        ),
      )
      .toBe(true);

    await sort.selectOption({ label: "Completion Date" });
    await expect(page).toHaveURL(/sort=completion/);
    await expect
      .poll(async () =>
        isSorted(
          (await cards(page)).map((c) => c.completion),
          "asc",
        ),
      )
      .toBe(true);

    await sort.selectOption({ label: "Highest Rated" });
    await expect(page).toHaveURL(/sort=rating/);
    await expect
      .poll(async () =>
        isSorted(
          (await cards(page)).map((c) => c.rating),
          "desc",
        ),
      )
      .toBe(true);
    const rated = await cards(page);
    // The demo's reviewed projects come first; the unrated ones, with no stars, after them.
    expect(rated[0].rating).toBeGreaterThan(0);
    expect(rated.at(-1)!.rating).toBe(0);

    await sort.selectOption({ label: "Most Available" });
    await expect(page).toHaveURL(/sort=available/);
    await expect
      .poll(async () =>
        isSorted(
          (await cards(page)).map((c) => c.available),
          "desc",
        ),
      )
      .toBe(true);
    const available = await cards(page);

    await page.getByRole("navigation", { name: "Projects pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/sort=available.*page=2|page=2.*sort=available/);
    await page.reload();
    await expect(sort).toHaveValue("available");
    await expect(showing(page)).toHaveText(new RegExp(`^Showing 13-\\d+ of ${total} results$`));
    const second = await cards(page);
    expect(second[0].available).toBeLessThanOrEqual(available.at(-1)!.available);
  });

  test("grid/list view, pagination and the empty state", async ({ page }) => {
    await page.goto("/projects?sort=rating");
    const total = await shownTotal(page);
    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");

    const pager = page.getByRole("navigation", { name: "Projects pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(showing(page)).toHaveText(new RegExp(`^Showing 13-\\d+ of ${total} results$`));
    await expect(page).toHaveURL(/view=list/);
    await expect(pager.getByText("2", { exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("searchbox").fill("no such project anywhere");
    await page.getByRole("searchbox").press("Enter");
    await expect(page.getByRole("heading", { name: "No Projects Found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or filters")).toBeVisible();
    expect(page.url()).not.toContain("page=");
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => shownTotal(page)).toBe(total);
    await expect(page.getByRole("searchbox")).toHaveValue("");
  });

  test("works as a plain GET form with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects");
    await expect(page.getByTestId("project-card")).toHaveCount(12);
    // Without JavaScript the filter panel is simply open.
    await expect(page.locator("#project-filters")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("ongoing");
    await page.getByLabel("Project Type", { exact: true }).selectOption("Residential");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/status=ongoing/);
    await expect(page).toHaveURL(/type=Residential/);
    // Without JavaScript this is a full page load: wait for the new document's cards.
    await page.waitForLoadState("load");
    await expect(page.getByTestId("project-card").first()).toBeVisible();
    const found = await cards(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.badge === "Under Construction" && c.type === "Residential")).toBe(true);
    await page.getByLabel("Sort by").selectOption("price-low");
    await page.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page).toHaveURL(/sort=price-low/);
    await expect(page).toHaveURL(/status=ongoing/);
    await expect
      .poll(async () =>
        isSorted(
          (await cards(page)).map((c) => c.priceMin),
          "asc",
        ),
      )
      .toBe(true);
    await context.close();
  });

  test("absurd query strings never give a server error", async ({ page }) => {
    const queries = [
      "page=-1",
      "page=abc",
      "page=99999999999999999999",
      "sort=drop%20table",
      "view=../../etc",
      "minPrice=-5&maxPrice=abc",
      "minArea=1e400&maxArea=NaN",
      "minPrice=99999999999999999999999999",
      "status=%00&type=%00&developer=%27%22",
      `search=${"%25".repeat(300)}`,
      "search=%E0%A4%A&location=%ZZ",
      "search=%00%01%02",
      "amenities=Gym&amenities=%00&amenities=Helipad",
      "location=Mumbai&location=Pune&status=ongoing&status=upcoming",
    ];
    for (const query of queries) {
      const response = await page.goto(`/projects?${query}`);
      expect(response?.status(), query).toBeLessThan(500);
      await expect(resultsHeading(page)).toBeVisible();
    }
    // A page past the end shows the last page.
    await page.goto("/projects?page=500");
    const total = await shownTotal(page);
    await expect(showing(page)).toHaveText(new RegExp(`^Showing \\d+-${total} of ${total} results$`));
  });
});

test.describe("project detail", () => {
  async function openProject(page: Page, title: string) {
    await page.goto(`/projects?search=${encodeURIComponent(title)}`);
    await page.getByTestId("project-card").first().getByRole("link", { name: "View Project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }

  test("shows the project's own data, gallery, tabs and sidebar", async ({ page }) => {
    await openProject(page, "Skyline Residency");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/projects");
    await expect(breadcrumb).toContainText("Skyline Residency");

    await expect(page.getByText("by Sahyadri Infra", { exact: true })).toBeVisible();
    const stat = (label: string) => page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("..");
    await expect(stat("Starting Price")).toContainText("₹1.9 Cr");
    await expect(stat("Min Area")).toContainText("750 sq ft");
    await expect(stat("Available Units")).toContainText("86");
    // Possession comes from the completion date (2028-06-30), not a constant.
    await expect(stat("Possession")).toContainText("Jun 2028");
    const badges = page.getByRole("list", { name: "Badges" });
    await expect(badges).toContainText("Under Construction");
    await expect(badges).toContainText("RERA Approved");
    await expect(badges).not.toContainText("Vastu Compliant");

    // RERA number and the registry QR code, drawn as SVG.
    const rera = page.getByTestId("rera");
    await expect(rera).toContainText(/MahaRERA: P518000\d+/);
    await expect(rera.locator("svg")).toHaveCount(1);
    await expect(rera.getByRole("link", { name: /Verify on the registry/ })).toHaveAttribute(
      "href",
      "https://maharera.maharashtra.gov.in/",
    );

    // Gallery: 4 own photos (no stock padding), first one eager and large.
    const gallery = page.getByRole("region", { name: "Photos of Skyline Residency" });
    const main = gallery.locator("img").first();
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("src", /-large\.webp$/);
    await expect(gallery.getByRole("button", { name: /^Photo \d$/ })).toHaveCount(4);
    await expect(main).toHaveAttribute("alt", /photo 1 of 4/);
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 2 of 4/);
    await gallery.getByRole("button", { name: "Previous photo" }).click();
    await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 1 of 4/);
    await gallery.getByRole("button", { name: "Photo 3", exact: true }).click();
    await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 3 of 4/);
    await gallery.getByRole("button", { name: "Slide 4", exact: true }).click();
    await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 4 of 4/);
    await gallery.getByLabel(/Use the arrow keys/).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.locator("img").first()).toHaveAttribute("alt", /photo 1 of 4/);
    await expect(page.getByRole("link", { name: /Virtual Tour/ })).toHaveCount(0);

    // Tabs from stored data; Floor Plans has none, so it is not offered.
    const tabs = page.getByRole("tablist", { name: "Project details" });
    await expect(tabs.getByRole("tab")).toHaveText(["Overview", "Amenities", "Location", "Pricing"]);
    await expect(page.getByText("Construction Progress")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Construction Progress" })).toHaveAttribute(
      "aria-valuenow",
      "62",
    );
    await expect(page.getByText("Key Highlights")).toBeVisible();
    await tabs.getByRole("tab", { name: "Amenities" }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await tabs.getByRole("tab", { name: "Location" }).click();
    await expect(page.getByText("Oshiwara Metro Station")).toBeVisible();
    await expect(page.getByText("0.8 km")).toBeVisible();
    await tabs.getByRole("tab", { name: "Pricing" }).click();
    const table = page.getByRole("table", { name: "Configurations and prices" });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table).toContainText("2 BHK");
    await expect(table).toContainText("760 sq ft");
    await expect(table).toContainText("₹1.9 Cr");

    // Sidebar.
    await expect(page.getByRole("button", { name: "Schedule Site Visit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send Inquiry" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:\d{10}$/);
    await expect(page.getByRole("link", { name: /Download Brochure/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Calculate EMI" })).toHaveAttribute("href", "/emi-calculator");
    await expect(page.getByRole("heading", { name: "Contact Developer" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("carries Open Graph, Twitter and JSON-LD for link previews", async ({ page, baseURL }) => {
    await openProject(page, "Harbour Heights");
    await expect(page).toHaveTitle(/Harbour Heights/);
    const og = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    expect(await og("og:title")).toContain("Harbour Heights");
    expect(await og("og:title")).toContain("₹2.4 Cr – ₹6.5 Cr");
    expect(await og("og:description")).toContain("Andheri West, Mumbai");
    expect(await og("og:image")).toMatch(new RegExp(`^${baseURL}/uploads/.+-large\\.webp$`));
    expect(await og("og:url")).toMatch(new RegExp(`^${baseURL}/project/\\d+$`));
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(await og("og:image"));
    const imageResponse = await page.request.get((await og("og:image"))!);
    expect(imageResponse.status()).toBe(200);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = blocks.map((b) => JSON.parse(b)).find((b) => b["@type"] === "Product");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: "Harbour Heights",
      brand: { name: "Oberon Estates" },
      offers: { "@type": "AggregateOffer", priceCurrency: "INR", lowPrice: 24_000_000, highPrice: 65_000_000 },
    });
    expect(product.image[0]).toBe(await og("og:image"));
  });

  test("a project without a RERA number or contact shows neither, and says so", async ({ page }) => {
    await openProject(page, "Borivali Parkside");
    await expect(page.getByRole("list", { name: "Badges" })).toContainText("Ready to Move");
    await expect(page.getByText("RERA Approved")).toHaveCount(0);
    await expect(page.getByTestId("rera")).toHaveCount(0);
    await openProject(page, "Malad Greens");
    await expect(page.getByRole("list", { name: "Badges" })).toContainText("Launching Soon");
    await expect(page.getByText("Contact number not available").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveCount(0);
  });

  test("renders its content with JavaScript disabled, every tab panel shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects?search=Skyline+Residency");
    await page.getByRole("link", { name: "View Project" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Skyline Residency" })).toBeVisible();
    await expect(page.getByTestId("rera").locator("svg")).toHaveCount(1);
    await expect(page.getByText("Construction Progress")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pricing" })).toBeVisible();
    await expect(page.getByText("Nearby Places")).toBeVisible();
    await context.close();
  });

  test("unknown, malformed and huge ids give the 404 page", async ({ page }) => {
    for (const id of ["99999", "abc", "1.5", "-1", "0", "99999999999999999999"]) {
      const response = await page.goto(`/project/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Project Not Found/);
    await page.getByRole("link", { name: "Browse Projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test("sitemap.xml lists active properties and projects with their last change", async ({ page, request, baseURL }) => {
  await page.goto("/projects");
  const activeProjects = await shownTotal(page);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain(`<loc>${baseURL}/projects</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/project/1</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/property/1</loc><lastmod>`));
  // Each page is listed once per language; the English entries count the catalogue.
  expect(xml.match(new RegExp(`<loc>${baseURL}/project/\\d+<`, "g"))).toHaveLength(activeProjects);
  expect(xml.match(new RegExp(`<loc>${baseURL}/property/\\d+<`, "g"))?.length).toBeGreaterThanOrEqual(132);
  expect(xml).toContain(`<loc>${baseURL}/hi/project/1</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/mr/property/1</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${baseURL}/hi/property/1"/>`);
});
