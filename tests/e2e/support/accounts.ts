/**
 * People the browser specs create: unique sign-up details, a verified account
 * (signed up through the real form, verified through the e-mail in the
 * outbox) and a listing submitted through the List Your Property wizard.
 */
import type { Page } from "@playwright/test";
import { expect, waitForHydration, waitForOutbox } from "./fixtures";

let counter = 0;

/**
 * Sign-up details no other account has, even with specs running in parallel
 * workers: e-mail and phone are unique per account, so both carry the time,
 * a per-worker counter and a random part. The phone is a valid Indian mobile
 * number (ten digits starting with 9).
 */
export function uniqueUser(label: string) {
  counter += 1;
  const random = Math.floor(Math.random() * 1_000_000);
  const stamp = `${Date.now().toString(36)}${counter}${random.toString(36)}`;
  const phone = `9${String(Date.now() * 7 + counter * 7919 + random).slice(-9)}`;
  return {
    name: `${label} ${stamp}`,
    email: `${label.toLowerCase()}-${stamp}@example.com`,
    phone,
    password: `pass-${stamp}-word`,
    stamp,
  };
}
export type TestUser = ReturnType<typeof uniqueUser>;

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Signs out through the header's Logout button and waits until the sign-out
 * has finished: the Logout button is gone. Waiting only for a "Login" link
 * is not enough (the sign-in page has one while still signed in), and a
 * navigation started before the sign-out's answer arrives cancels it, so the
 * session would survive into the next step.
 */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
}

/** Signs up and follows the verification link from the outbox: signed in afterwards. */
export async function createVerifiedAccount(page: Page, user: TestUser = uniqueUser("Person")): Promise<TestUser> {
  await page.goto("/login?mode=signup");
  await page.getByLabel("Full Name").fill(user.name);
  await page.getByLabel("Phone Number").fill(user.phone);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm Password").fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created successfully! Please check your email for verification.")).toBeVisible();
  const [, link] = await waitForOutbox(
    new RegExp(`email to ${escapeRegExp(user.email)}: .*?(http\\S+/verify-email\\S+)`),
  );
  await page.goto(link);
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();
  return user;
}

/** A two-bedroom flat for sale in Bandra West, submitted through the four steps of the wizard. */
export async function submitThroughWizard(page: Page, title: string, ownerPhone: string, email: string) {
  await page.goto("/list-property");
  await waitForHydration(page);
  await page.getByLabel("Property Type").selectOption("residential");
  await page.getByLabel("Category").selectOption("Apartment");
  await page.getByLabel("Property Title").fill(title);
  await page
    .getByLabel("Description")
    .fill("Bright corner flat with two balconies, covered parking and a view of the hills, near the station.");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Address", { exact: true }).fill("7 Hill Road, Bandra West");
  await page.getByLabel("City").fill("Mumbai");
  await page.getByLabel("State").selectOption("Maharashtra");
  await page.getByLabel("Pincode").fill("400050");
  await page.getByLabel("Area (sq ft)").fill("870");
  await page.getByLabel("Bedrooms").fill("2");
  await page.getByLabel("Bathrooms").fill("2");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Listing Type").selectOption("sale");
  await page.getByLabel("Price (₹)").fill("23500000");
  await page.getByRole("button", { name: "Next Step" }).click();
  await page.getByLabel("Your Name").fill("Owner Test");
  await page.getByLabel("Phone Number").fill(ownerPhone);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "List Property" }).click();
  await expect(page.getByText(/Property listed successfully!/)).toBeVisible();
}
