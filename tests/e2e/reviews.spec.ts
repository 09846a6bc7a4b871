/**
 * Issue 37: ratings from reviews people wrote, and home figures that are true.
 * A signed-in user writes a project review; it stays private until staff
 * approve it on /admin/reviews; then the project's card and page show the new
 * average and count with the reviewer's name and text. A second review by the
 * same account is refused with a message. Items without an approved review
 * show no stars. The home page's figures agree with its "listed right now"
 * line in every language.
 */
import type { Browser, Page } from "@playwright/test";
import { expect, seriousA11yViolations, signInAsAdmin, test, waitForHydration } from "./support/fixtures";
import { createVerifiedAccount } from "./support/accounts";

const PROJECT = "Malad Greens";
const TEXT = "We booked a 2 BHK here after two site visits; the layout is sensible and the staff were straightforward.";

/** The project's card on /projects, found by its title. */
function projectCard(page: Page) {
  return page.locator("article").filter({ has: page.getByRole("heading", { name: PROJECT, exact: true }) });
}

async function projectPath(page: Page): Promise<string> {
  await page.goto(`/projects?search=${encodeURIComponent(PROJECT)}`);
  const href = await projectCard(page).getByRole("link").last().getAttribute("href");
  expect(href).toMatch(/^\/project\/\d+$/);
  return href!;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function writeReview(page: Page, stars: string, text: string) {
  const form = page.getByRole("form", { name: "Write a review" });
  await form.getByLabel("Your rating").selectOption({ label: stars });
  await form.getByLabel("Your review").fill(text);
  await form.getByRole("button", { name: "Submit review" }).click();
}

test.describe("reviews", () => {
  test("a project review is private until staff approve it, then its card and page show it; a second one is refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const path = await projectPath(page);
    // No approved review yet: no stars on the card or the page.
    await expect(projectCard(page)).toBeVisible();
    await expect(projectCard(page).getByTestId("rating")).toHaveCount(0);
    await page.goto(path);
    await expect(page.getByTestId("project-rating")).toHaveCount(0);
    await expect(page.getByText("No reviews yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to write a review" })).toBeVisible();

    const user = await createVerifiedAccount(page);
    // A second tab opened before the first review is sent: its form is still there.
    const second = await page.context().newPage();
    await second.goto(path);
    await waitForHydration(second);
    await page.goto(path);
    await waitForHydration(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The form's own rules, in the browser, with the server's words.
    await writeReview(page, "4 stars – Good", "Too short.");
    await expect(page.getByText("Please write at least 30 characters")).toBeVisible();
    await writeReview(page, "4 stars – Good", TEXT);
    await expect(page.getByText("Thank you. Your review will appear once our team has checked it.")).toBeVisible();

    // The same account again, from the tab opened before: refused with a message, not an error page.
    await writeReview(second, "1 star – Very poor", TEXT);
    await expect(
      second.getByText("You have already reviewed this project. Each account may review an item once."),
    ).toBeVisible();
    await second.close();

    // Not public before approval.
    const guest = await visitor(browser);
    await guest.page.goto(path);
    await expect(guest.page.getByText(TEXT)).toHaveCount(0);
    await expect(guest.page.getByTestId("project-rating")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("own-review")).toContainText("will appear once our team has checked it");

    // Staff approve it on the moderation screen.
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInAsAdmin(admin);
    await admin.goto("/admin/reviews");
    await expect(admin.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    const row = admin.getByTestId("admin-review").filter({ hasText: TEXT });
    await expect(row).toContainText(user.name);
    await expect(row).toContainText(PROJECT);
    await row.getByRole("button", { name: "Approve" }).click();
    await expect(admin.getByText(/approved: it shows on the site/)).toBeVisible();
    await staff.close();

    // The page: the average and count, the reviewer's name and text.
    await guest.page.goto(path);
    await expect(guest.page.getByTestId("project-rating")).toContainText("4.0");
    await expect(guest.page.getByTestId("project-rating")).toContainText("(1 review)");
    const review = guest.page.getByTestId("review").filter({ hasText: TEXT });
    await expect(review).toContainText(user.name);
    await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
    const jsonLd = await guest.page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).toContain('"AggregateRating","ratingValue":4,"reviewCount":1');
    // The card.
    await guest.page.goto(`/projects?search=${encodeURIComponent(PROJECT)}`);
    const rating = projectCard(guest.page).getByTestId("rating");
    await expect(rating).toContainText("4.0");
    await expect(rating).toContainText("(1)");
    await guest.context.close();
  });

  test("a locality review works without JavaScript: the messages, what was typed, then the thanks", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await createVerifiedAccount(page);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    await plain.goto("/locality/malad-west");
    await expect(plain.getByRole("heading", { name: "What residents say" })).toBeVisible();
    const form = plain.getByRole("form", { name: "Write a review" });
    await form.getByLabel("Your rating").selectOption({ label: "3 stars – Average" });
    await form.getByLabel("Your review").fill("Too short to say much.");
    await form.getByRole("button", { name: "Submit review" }).click();
    await expect(plain).toHaveURL(/\/locality\/malad-west\/review$/);
    await expect(plain.getByText("Please write at least 30 characters")).toBeVisible();
    await expect(plain.getByLabel("Your review")).toHaveValue("Too short to say much.");
    await expect(plain.getByLabel("Your rating")).toHaveValue("3");
    await plain.getByLabel("Your review").fill(TEXT);
    await plain.getByRole("button", { name: "Submit review" }).click();
    await expect(plain.getByText("Thank you. Your review will appear once our team has checked it.")).toBeVisible();
    await plain.goto("/locality/malad-west");
    await expect(plain.getByTestId("own-review")).toBeVisible();
    await context.close();
  });

  test("an item without an approved review shows no stars, and no invented rating anywhere", async ({ page }) => {
    // Baner's homes belong to no reviewed project or locality in the demo data.
    await page.goto("/residential?location=Baner");
    await expect(page.locator("article").first()).toBeVisible();
    await expect(page.locator("article [data-testid=rating]")).toHaveCount(0);
    await expect(page.getByText(/\(50 reviews\)|\(95 reviews\)/)).toHaveCount(0);
    // A property page there: no rating line either; JSON-LD carries no AggregateRating.
    await page.locator("article").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("rating")).toHaveCount(0);
    expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join("")).not.toContain(
      "AggregateRating",
    );
    // A reviewed locality lends its rating to its homes, labelled as the locality's.
    await page.goto("/residential?location=Andheri+West");
    const labelled = page.locator("article [data-testid=rating]").first();
    await expect(labelled).toBeVisible();
    await expect(labelled).toHaveAttribute("title", /^(Locality|Project) rated \d\.\d out of 5 from \d+ reviews?$/);
  });

  test("the hero's figures agree with the 'listed right now' line in English, Hindi and Marathi", async ({ page }) => {
    for (const prefix of ["", "/hi", "/mr"]) {
      await page.goto(prefix || "/");
      const hero = page.getByTestId("hero-figures");
      const facts = page.getByTestId("live-fact");
      // textContent: the line sits in a section laid out only when scrolled near (innerText reads nothing there).
      const heroProperties = await hero.locator("[data-figure=properties] dd").textContent();
      const heroCities = await hero.locator("[data-figure=cities] dd").textContent();
      expect(heroProperties).toMatch(/^\d[\d,]*$/);
      expect(heroProperties).toBe(await facts.nth(0).locator("dd").textContent());
      expect(heroCities).toBe(await facts.nth(1).locator("dd").textContent());
      // The specification's five labels, in the page's language; satisfaction from the demo's reviews.
      await expect(hero.locator("dt")).toHaveCount(5);
      await expect(hero.locator("[data-figure=satisfaction] dd")).toHaveText(/^\d+%$/);
      await expect(hero.locator("[data-figure=years] dd")).toHaveText(/^\d+$/);
    }
    await page.goto("/");
    await expect(page.getByText("Properties listed on Nivaas right now")).toBeVisible();
    await expect(page.getByText("10,000+")).toHaveCount(0);
  });
});
