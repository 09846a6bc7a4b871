import type { Page } from "@playwright/test";
import { test, expect, seriousA11yViolations } from "./support/fixtures";

const cards = (page: Page) => page.getByTestId("property-card");

/** '₹1.2 Cr' / '₹85 L' / '₹9,50,000' / '₹45,000/month' → rupees. */
function rupees(text: string): number {
  const match = /₹([\d,.]+)\s*(Cr|L)?/.exec(text);
  if (!match) throw new Error(`no price in ${text}`);
  const value = Number(match[1].replace(/,/g, ""));
  return match[2] === "Cr" ? value * 1e7 : match[2] === "L" ? value * 1e5 : value;
}

async function cardPrices(page: Page) {
  const texts = await cards(page).locator(".card-price strong").allTextContents();
  return texts.map(rupees);
}

/** The URL changes a moment before React shows the new rows; the results section is aria-busy until then. */
async function settled(page: Page) {
  // A no-JavaScript navigation changes the URL before the new document is parsed.
  await page.waitForLoadState("load");
  await expect(page.locator('section[aria-busy="false"]')).toHaveCount(1);
}

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

test.describe("home", () => {
  test("hero search lands on /residential with exactly the chosen parameters, already filtered", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Property Type").selectOption("Apartment");
    await page.getByLabel("Location").selectOption("Mumbai");
    await page.getByLabel("Budget").selectOption("10000000-20000000");
    await page.getByRole("button", { name: "Search Properties" }).click();
    await expect(page).toHaveURL(/\/residential\?/);
    await settled(page);
    expect(params(page.url())).toEqual({
      type: "Apartment",
      location: "Mumbai",
      budget: "10000000-20000000",
      status: "sale",
    });
    await expect(page.locator("#filter-type")).toHaveValue("Apartment");
    await expect(page.locator("#listing-status")).toHaveValue("sale");
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = cards(page).nth(i);
      await expect(card).toContainText("For Sale");
      await expect(card).toContainText("Mumbai");
    }
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(10_000_000);
      expect(price).toBeLessThanOrEqual(20_000_000);
    }
    // Cards do not show the category (the spec's card has none): the detail pages do.
    const links = await cards(page)
      .getByRole("link", { name: "View Details" })
      .evaluateAll((as) => as.slice(0, 3).map((a) => a.getAttribute("href")!));
    for (const href of links) {
      await page.goto(href);
      await expect(page.locator("dt:text-is('Property Type') + dd")).toHaveText("Apartment");
    }
  });

  test("empty choices stay out of the URL; Rent sends status=rent", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Rent", { exact: true }).click();
    await page.getByRole("button", { name: "Search Properties" }).click();
    await expect(page).toHaveURL(/\/residential\?status=rent$/);
    await settled(page);
    await expect(cards(page).first()).toContainText("For Rent");
    await expect(page.getByText(/Showing 1-12 of \d+ results/)).toBeVisible();
  });

  test("shows the spec's sections, featured cards and real figures", async ({ page }) => {
    await page.goto("/");
    // The hero's figures come from the data (issue 37): counts, not the old fixed marketing texts.
    const hero = page.getByTestId("hero-figures");
    await expect(hero.locator("[data-figure=properties] dd")).toHaveText(/^\d[\d,]*$/);
    await expect(hero.locator("[data-figure=cities] dd")).toHaveText(/^\d+$/);
    for (const text of ["10,000+", "50+", "5,000+", "99%"])
      await expect(page.getByText(text, { exact: true })).toHaveCount(0);
    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured Properties" }) });
    await expect(featured.getByTestId("property-card")).not.toHaveCount(0);
    expect(await featured.getByTestId("property-card").count()).toBeLessThanOrEqual(6);
    await expect(featured.getByTestId("property-card").first()).toContainText("Featured");
    await expect(featured.getByRole("link", { name: "View Details" }).first()).toHaveAttribute(
      "href",
      /^\/property\/\d+$/,
    );
    const projects = page.locator("section", { has: page.getByRole("heading", { name: "Ongoing Projects" }) });
    await expect(projects.getByTestId("project-card").first()).toContainText("Under Construction");
    await expect(page.getByRole("link", { name: /View All Properties/ })).toHaveAttribute("href", "/residential");
    await expect(page.getByRole("link", { name: /View All Projects/ })).toHaveAttribute("href", "/projects");
    await expect(page.getByRole("link", { name: /List Now/ })).toHaveAttribute("href", "/list-property");
    await expect(page.getByRole("link", { name: /Explore Now/ })).toHaveAttribute("href", "/residential");
    await expect(page.getByRole("link", { name: /Calculate EMI/ })).toHaveAttribute("href", "/emi-calculator");
    await expect(page.getByRole("link", { name: "Contact Our Experts" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+?\d+$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("residential list", () => {
  test("a filter change applies, resets to page 1 and survives reload", async ({ page }) => {
    await page.goto("/residential?page=2");
    await page.locator("#filter-bedrooms").selectOption("3");
    await expect(page).toHaveURL(/bedrooms=3/);
    await settled(page);
    expect(params(page.url()).page).toBeUndefined();
    const check = async () => {
      const count = await cards(page).count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText("3 Beds");
    };
    await check();
    await page.reload();
    await expect(page.locator("#filter-bedrooms")).toHaveValue("3");
    await check();
  });

  test("5+ bedrooms means five or more", async ({ page }) => {
    await page.goto("/residential");
    await page.locator("#filter-bedrooms").selectOption("5+");
    await expect(page).toHaveURL(/bedrooms=5%2B/);
    await settled(page);
    // The URL changes a moment before React shows the new rows: poll.
    const bedCounts = async () =>
      (await cards(page).getByTitle("Bedrooms").allTextContents()).map((t) => Number.parseInt(t, 10));
    await expect.poll(async () => (await bedCounts()).every((n) => n >= 5)).toBe(true);
    const beds = await bedCounts();
    expect(beds.length).toBeGreaterThan(0);
    for (const n of beds) expect(n).toBeGreaterThanOrEqual(5);
  });

  test("sorts: price low to high, highest rated first; the sort resets the page", async ({ page }) => {
    await page.goto("/residential?status=sale&page=2");
    await page.getByLabel("Sort by").selectOption("price-low");
    await expect(page).toHaveURL(/sort=price-low/);
    await settled(page);
    expect(params(page.url()).page).toBeUndefined();
    // The URL changes a moment before React shows the new rows: poll.
    const sortedUp = (values: number[]) => values.length > 1 && values.every((v, i) => i === 0 || values[i - 1] <= v);
    await expect.poll(async () => sortedUp(await cardPrices(page))).toBe(true);

    await page.getByLabel("Sort by").selectOption("rating");
    await expect(page).toHaveURL(/sort=rating/);
    await settled(page);
    const ratings = async () => (await cards(page).locator("h3 + span strong").allTextContents()).map(Number);
    await expect.poll(async () => sortedUp((await ratings()).reverse())).toBe(true);
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
    expect(sortedUp((await ratings()).reverse())).toBe(true);
  });

  test("search box and location select filter in the database", async ({ page }) => {
    await page.goto("/residential");
    await page.getByLabel("Search").fill("penthouse");
    await page.getByLabel("Location").selectOption("Mumbai");
    await expect(page).toHaveURL(/location=Mumbai/);
    await settled(page);
    expect(params(page.url()).search).toBe("penthouse");
    // The typed search and the chosen location are two navigations; the rows of the
    // first can still be on screen when the URL already names both: poll the rows.
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length > 0 && texts.every((text) => /penthouse/i.test(text) && text.includes("Mumbai"));
      })
      .toBe(true);
  });

  test("pagination shows first, last, current ± 2 and ellipses", async ({ page }) => {
    await page.goto("/residential?page=5");
    const nav = page.getByRole("navigation", { name: "Pagination" });
    const items = (await nav.locator("a, span").allTextContents()).map((t) => t.trim()).filter(Boolean);
    const total = Number((await page.getByText(/Showing \d+-\d+ of \d+ results/).textContent())!.match(/of (\d+)/)![1]);
    const last = Math.ceil(total / 12);
    expect(last).toBeGreaterThanOrEqual(8);
    const expected = ["Previous", "1", "...", "3", "4", "5", "6", "7"];
    if (last === 8) expected.push("8");
    else expected.push("...", String(last));
    expected.push("Next");
    expect(items).toEqual(expected);
    await expect(nav.locator("[aria-current=page]")).toHaveText("5");
    await nav.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=6/);
    await settled(page);
    await expect(page.getByText(/Showing 61-72 of/)).toBeVisible();
  });

  test("grid and list views keep the filters; list cards show up to 4 amenities", async ({ page }) => {
    await page.goto("/residential?status=sale");
    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/status=sale&view=list/);
    await settled(page);
    const lists = cards(page).getByRole("list", { name: "Amenities" });
    for (let i = 0; i < (await lists.count()); i++) {
      const named = await lists
        .nth(i)
        .getByRole("listitem")
        .filter({ hasNotText: /^\+\d+ more$/ })
        .count();
      expect(named).toBeLessThanOrEqual(4);
    }
    await page.getByRole("link", { name: "Grid view" }).click();
    await expect(page).toHaveURL(/\/residential\?status=sale$/);
    await settled(page);
  });

  test("no results: 'No Properties Found' and Clear Filters", async ({ page }) => {
    await page.goto("/residential?search=no-such-place-anywhere");
    await expect(page.getByRole("heading", { name: "No Properties Found" })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/residential$/);
    await settled(page);
    await expect(cards(page)).toHaveCount(12);
  });

  test("on a phone the filters open from the Filters toggle", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/residential");
    await expect(page.locator("#filter-bedrooms")).toBeHidden();
    await page.getByRole("button", { name: /Filters/ }).click();
    await expect(page.locator("#filter-bedrooms")).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("no serious a11y violations", async ({ page }) => {
    await page.goto("/residential?view=list");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe("commercial list", () => {
  test("furnishing, type and the spec's sort labels", async ({ page }) => {
    await page.goto("/commercial");
    await expect(page.getByRole("heading", { level: 1, name: "Commercial Properties" })).toBeVisible();
    const labels = await page.getByLabel("Sort by").locator("option").allTextContents();
    expect(labels).toEqual([
      "Relevance",
      "Price low-high",
      "Price high-low",
      "Area: Large to Small",
      "Area: Small to Large",
      "Newest First",
      "Highest Rated",
    ]);
    await page.getByLabel("Fully Furnished").check();
    await expect(page).toHaveURL(/furnishing=Fully\+Furnished/);
    await settled(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText("Fully Furnished");
    await expect(cards(page).first().getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      /^\/commercial-property\/\d+$/,
    );

    await page.locator("#filter-type").selectOption("Office");
    await expect(page).toHaveURL(/type=Office/);
    await settled(page);
    for (let i = 0; i < (await cards(page).count()); i++) await expect(cards(page).nth(i)).toContainText("Office");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("developer filter: options from the data, results from that developer only, kept on reload", async ({
    page,
  }) => {
    await page.goto("/commercial");
    await settled(page);
    const total = Number((await page.getByRole("heading", { name: /Properties Found$/ }).innerText()).match(/\d+/)![0]);
    const options = (await page.locator("#filter-developer option").allTextContents()).slice(1);
    expect(options.length).toBeGreaterThan(1);
    const developer = options[0]!;
    await page.locator("#filter-developer").selectOption(developer);
    await expect(page).toHaveURL(new RegExp(`developer=${encodeURIComponent(developer).replace(/%20/g, "\\+")}`));
    await settled(page);
    // React Router moves the URL before React commits the new page: wait for the new count.
    const found = page.getByRole("heading", { name: /Propert(y|ies) Found$/ });
    await expect(found).not.toHaveText(new RegExp(`^${total}\\b`));
    const filtered = Number((await found.innerText()).match(/\d+/)![0]);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(total);
    await page.reload();
    await expect(page.locator("#filter-developer")).toHaveValue(developer);
    await cards(page).first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByText("Developer / Agency")).toBeVisible();
    await expect(page.getByRole("main")).toContainText(developer);
  });

  test("area sorts: large to small", async ({ page }) => {
    await page.goto("/commercial?sort=area-large");
    const areas = (await cards(page).getByTitle("Area").allTextContents()).map((t) => Number(t.replace(/[^\d]/g, "")));
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists render and the filter form works as a plain GET form", async ({ page }) => {
    await page.goto("/residential?location=Mumbai");
    await expect(cards(page)).toHaveCount(12);
    await page.locator("#filter-bedrooms").selectOption("2");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/bedrooms=2/);
    await settled(page);
    await expect(page).toHaveURL(/location=Mumbai/);
    await settled(page);
    await expect(page.locator("#filter-bedrooms")).toHaveValue("2");
    for (let i = 0; i < (await cards(page).count()); i++) await expect(cards(page).nth(i)).toContainText("2 Beds");
    await page.goto("/commercial");
    await expect(cards(page)).not.toHaveCount(0);
  });

  test("the home hero searches without JavaScript", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Location").selectOption("Pune");
    await page.getByRole("button", { name: "Search Properties" }).click();
    await expect(page).toHaveURL(/\/residential\?/);
    await settled(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards(page).nth(i)).toContainText("Pune");
  });

  test("the detail page renders", async ({ page }) => {
    await page.goto("/residential");
    const href = await cards(page).first().getByRole("link", { name: "View Details" }).getAttribute("href");
    await page.goto(href!);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByText("About this property")).toBeVisible();
    await expect(page.getByRole("img").first()).toBeVisible();
  });
});

test.describe("property detail", () => {
  async function firstResidential(page: Page) {
    await page.goto("/residential?status=sale");
    const link = cards(page).first().getByRole("link", { name: "View Details" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/residential-property\/\d+$/);
    await page.goto(href);
    return href;
  }

  test("shows the property, gallery, tabs, quick actions and sidebar", async ({ page }) => {
    await firstResidential(page);
    const title = (await page.locator("h1").textContent())!;
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.getByRole("link", { name: "Residential" })).toHaveAttribute("href", "/residential");
    await expect(breadcrumb).toContainText(title);

    const gallery = page.getByRole("region", { name: /^Photos of/ });
    const main = gallery.locator("img").first();
    await expect(main).not.toHaveAttribute("loading", "lazy");
    await expect(main).toHaveAttribute("src", /large/);
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(gallery.getByText(/^2 \/ \d+$/)).toBeVisible();
    await gallery.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(gallery.getByText(/^1 \/ \d+$/)).toBeVisible();
    await gallery.getByRole("link", { name: "Show photo 3" }).click();
    await expect(gallery.getByText(/^3 \/ \d+$/)).toBeVisible();

    for (const tab of ["Overview", "Amenities", "Location", "Floor Plan"])
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    await expect(page.getByText("Furnishing", { exact: true })).toBeVisible();
    await expect(page.getByText("Facing", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Amenities" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(/Amenities/);
    await page.getByRole("tab", { name: "Floor Plan" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("No floor plan has been uploaded");

    await expect(page.getByRole("link", { name: "Schedule Visit" })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: "Get Loan Info" })).toHaveAttribute("href", "/emi-calculator");
    await expect(page.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", /^tel:/);
    const whatsapp = await page.getByRole("link", { name: "Chat on WhatsApp" }).getAttribute("href");
    expect(decodeURIComponent(whatsapp!)).toContain(title);
    await expect(page.getByRole("heading", { name: "Property Agent" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send Inquiry" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Calculate EMI" })).toHaveAttribute("href", /^\/emi-calculator/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("share copies the link when there is no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await firstResidential(page);
    await page.evaluate(() => {
      // Desktop Chromium on Linux has no share sheet; make sure of it.
      (navigator as { share?: unknown }).share = undefined;
    });
    await page.getByRole("button", { name: "Share this property" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    // The copied link is the page's canonical address.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      page.url().replace("/residential-property/", "/property/"),
    );
  });

  test("Open Graph, Twitter and JSON-LD", async ({ page, baseURL }) => {
    const href = await firstResidential(page);
    const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
    const title = (await page.locator("h1").textContent())!;
    expect(await og("og:title")).toContain(title);
    expect(await og("og:url")).toBe(`${baseURL}/property/${href.split("/").pop()}`);
    expect(await og("og:image")).toMatch(new RegExp(`^${baseURL}/uploads/.+large`));
    const description = (await og("og:description"))!;
    expect(description).toMatch(/₹[\d.,]+ (Cr|L)/);
    const location = (await page.locator("h1 + p").textContent())!.trim();
    expect(description).toContain(location);
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    expect(await page.locator('meta[name="twitter:image"]').getAttribute("content")).toBe(await og("og:image"));
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(json["@type"]).toBe("RealEstateListing");
    expect(json.name).toBe(title);
    expect(json.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR" });
    expect(typeof json.offers.price).toBe("number");
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("/property/{id} and /commercial-property/{id} show the same screen", async ({ page }) => {
    await page.goto("/commercial");
    const href = (await cards(page).first().getByRole("link", { name: "View Details" }).getAttribute("href"))!;
    const id = href.split("/").pop();
    await page.goto(`/property/${id}`);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Commercial" }),
    ).toBeVisible();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(new RegExp(`/property/${id}$`));
  });
});

test("absurd query strings never give a server error", async ({ request }) => {
  const queries = [
    "page=-1",
    "page=abc",
    "page=99999999",
    "page=1e9",
    "sort=drop",
    "sort=",
    "view=table",
    "minPrice=-5&maxPrice=abc",
    "minPrice=99999999999999999999999",
    "minArea=5000&maxArea=10",
    "bedrooms=0",
    "bedrooms=999",
    "bathrooms=-4",
    "amenities=%00",
    "amenities=Gym&amenities=Gym&amenities=Pool",
    "location=%25%25",
    "search=%27%3B%20drop%20table",
    "search=" + "x".repeat(5000),
    "budget=abc",
    "budget=5-",
    "budget=99999999999999999999+",
    "type=<script>",
    "yearBuilt=1e5",
    "parking=-1",
    "status=everything",
    "furnishing=Half",
    "page=2&page=3",
    "%E0%A4%A=1",
    "search=a%00b",
    "q=%00",
    "location=Mum%00bai",
    "type=Villa%00",
  ];
  for (const path of ["/residential", "/commercial"]) {
    for (const query of queries) {
      const response = await request.get(`${path}?${query}`);
      expect(response.status(), `${path}?${query}`).toBeLessThan(500);
    }
  }
});

// The browser logs the document's own 404 status as a console error, so this one does not check the console.
test("unknown or malformed ids answer 404 'Property Not Found'", async ({ page }) => {
  for (const path of [
    "/property/999999",
    "/residential-property/abc",
    "/commercial-property/-1",
    "/property/1.5",
    "/property/99999999999999",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Property Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse Properties" })).toHaveAttribute("href", "/residential");
    await expect(page.getByRole("banner")).toBeVisible();
  }
  await expect(page).toHaveTitle(/Property Not Found/);
});
