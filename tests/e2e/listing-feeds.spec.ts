/**
 * The feeds screen (/my-listings/feeds) in a real browser: staff register a
 * feed, run it now and see the run listed with its result. The feed points at
 * the cloud metadata address, which the fetcher refuses (the browser tests'
 * server has no test host allowed), so the run is listed as failed with why,
 * in the page's language on /hi and /mr.
 * A person who is not an agent, builder or staff is told feeds are not for them.
 */
import { createVerifiedAccount } from "./support/accounts";
import { expect, seriousA11yViolations, signInAsAdmin, test } from "./support/fixtures";

test.describe("listing feeds", () => {
  test("staff register a feed, run it now and see the run listed", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/my-listings/feeds");
    await expect(page.getByRole("heading", { level: 1, name: "Listing feeds" })).toBeVisible();

    // A wrong address keeps what was typed and names the field's problem.
    await page.getByLabel("Feed address").fill("ftp://example.com/feed.json");
    await page.getByRole("button", { name: "Register feed" }).click();
    await expect(page.getByText("Enter the feed's https:// address")).toBeVisible();
    await expect(page.getByLabel("Feed address")).toHaveValue("ftp://example.com/feed.json");

    const url = `https://169.254.169.254/latest/meta-data/${Date.now()}`;
    await page.getByLabel("Feed address").fill(url);
    await page.getByLabel("How often").selectOption("hourly");
    await page.getByRole("button", { name: "Register feed" }).click();
    await expect(page.getByText("Feed registered.")).toBeVisible();
    const feed = page.getByTestId("feed").filter({ hasText: url });
    await expect(feed).toContainText("Hourly");
    await expect(feed).toContainText("No runs yet.");

    await feed.getByRole("button", { name: "Run now" }).click();
    await expect(page.getByText("The feed was run: see its result below.")).toBeVisible();
    const run = page.getByTestId("feed").filter({ hasText: url }).getByTestId("feed-run");
    await expect(run).toHaveCount(1);
    await expect(run).toContainText("Failed");
    await expect(run).toContainText("points to a private or local network address");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The reason is stored as a code: each language's page says it in its own words.
    await page.goto("/hi/my-listings/feeds");
    const hindiRun = page.getByTestId("feed").filter({ hasText: url }).getByTestId("feed-failure");
    await expect(hindiRun).toHaveText("फ़ीड का पता किसी निजी या लोकल नेटवर्क पते की ओर है, जिसकी अनुमति नहीं है");
    await page.goto("/mr/my-listings/feeds");
    await expect(page.getByTestId("feed").filter({ hasText: url }).getByTestId("feed-failure")).toHaveText(
      "फीडचा पत्ता खाजगी किंवा लोकल नेटवर्क पत्त्याकडे जातो, त्याला परवानगी नाही",
    );
    await page.goto("/my-listings/feeds");

    await page.getByTestId("feed").filter({ hasText: url }).getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Feed removed.")).toBeVisible();
    await expect(page.getByTestId("feed").filter({ hasText: url })).toHaveCount(0);

    await page.goto("/hi/my-listings/feeds");
    await expect(page.getByRole("heading", { level: 1, name: "लिस्टिंग फ़ीड" })).toBeVisible();
    await page.goto("/mr/my-listings/feeds");
    await expect(page.getByRole("heading", { level: 1, name: "लिस्टिंग फीड" })).toBeVisible();
  });

  test("a person who is not an agent, builder or staff is sent to become one", async ({ page }) => {
    await createVerifiedAccount(page);
    await page.goto("/my-listings/feeds");
    await expect(page.getByText("Feeds are for agents, builders and staff.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Become a listed professional" })).toBeVisible();
    await expect(page.getByLabel("Feed address")).toHaveCount(0);
  });
});
