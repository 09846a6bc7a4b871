import { expect, signInAsAdmin, test, waitForHydration } from "./support/fixtures";

type Shown = { title: string; body?: string };

test("an open admin page keeps the bell current and raises a desktop alert for a new lead", async ({
  page,
  browser,
}) => {
  // Headless Chromium shows no desktop notifications; record what the page asks for instead.
  await page.addInitScript(() => {
    const shown: Shown[] = [];
    class RecordingNotification {
      static permission: NotificationPermission = "default";
      static async requestPermission() {
        RecordingNotification.permission = "granted";
        return RecordingNotification.permission;
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, "Notification", { value: RecordingNotification, configurable: true, writable: true });
    Object.defineProperty(window, "shownAlerts", { value: shown });
  });
  await page.clock.install();
  await signInAsAdmin(page, "/login?redirectTo=%2Fadmin%2Foutbox");
  await waitForHydration(page);

  const bell = page.getByRole("button", { name: /^Notifications: \d+ waiting$/ });
  const waiting = Number((await bell.getAttribute("aria-label"))!.match(/(\d+)/)![1]);
  await bell.click();
  await page.getByRole("button", { name: "Turn on desktop alerts" }).click();
  await expect(
    page.getByText("Desktop alerts are on in this browser for new inquiries and submissions."),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  const name = `Alert ${Date.now().toString(36)}`;
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto("/contact");
  await guestPage.getByLabel("Full Name").fill(name);
  await guestPage.getByLabel("Phone Number").fill("9820012345");
  await guestPage.getByLabel("Email Address").fill("alert@example.com");
  await guestPage.getByLabel("Subject").selectOption("buying");
  await guestPage.getByLabel("Message").fill("Looking for a 2 BHK in Andheri.");
  await guestPage.getByRole("button", { name: "Send Message" }).click();
  await expect(guestPage.getByText("Thank you for your message.", { exact: false })).toBeVisible();
  await guest.close();

  // Nothing changes until the next poll; then the badge and the alert follow.
  await page.clock.fastForward(31_000);
  await expect(page.getByRole("button", { name: `Notifications: ${waiting + 1} waiting` })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownAlerts: Shown[] }).shownAlerts))
    .toEqual([{ title: `New contact inquiry from ${name}`, body: "alert@example.com" }]);
});

test("the notification feed is for administrators only", async ({ page, request }) => {
  const anonymous = await request.get("/api/admin/notifications", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/login/);
  await signInAsAdmin(page);
  const answer = await page.request.get("/api/admin/notifications");
  expect(answer.status()).toBe(200);
  const feed = await answer.json();
  expect(feed).toMatchObject({ desktopAlerts: true, notifications: { total: expect.any(Number) } });
});
