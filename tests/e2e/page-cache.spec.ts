import type { APIRequestContext, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { expect, signInAsAdmin, test, waitForHydration } from "./support/fixtures";

/**
 * The visitors' page cache: signed-out pages come from memory with an ETag and
 * a public Cache-Control, and any admin change shows on the very next request.
 */

/** A signed-out visitor: a fresh request context without cookies. */
async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

async function saveSettings(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved successfully!")).toBeVisible();
}

test("a repeated visitor request with its ETag answers 304; signed-out pages are public", async ({ baseURL }) => {
  const guest = await visitor(baseURL);
  const first = await guest.get("/property/2");
  expect(first.status()).toBe(200);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers()["cache-control"]).toMatch(/public, .*s-maxage=\d+, stale-while-revalidate=\d+/);

  const again = await guest.get("/property/2", { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  // A CDN keeps the visitors' copy apart from requests that carry a session or a visitor's own list.
  for (const answer of [first, again]) expect(answer.headers()["vary"]).toMatch(/\bCookie\b/);

  const other = await guest.get("/property/2", { headers: { "if-none-match": '"something-else"' } });
  expect(other.status()).toBe(200);
  expect(other.headers()["etag"]).toBe(etag);
  await guest.dispose();
});

test("a page from the cache runs its scripts under the hashed policy: no CSP error, and it hydrates", async ({
  page,
  baseURL,
}) => {
  const path = "/residential?sort=price-low&cached=1";
  const guest = await visitor(baseURL);
  await guest.get(path); // now kept
  await guest.dispose();
  const response = await page.goto(path);
  expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  // Hydrated (the scripts ran under the policy): a client-side navigation fetches data instead of loading a document.
  await waitForHydration(page);
  const dataRequest = page.waitForRequest((request) => request.url().includes(".data"));
  await page
    .getByRole("link", { name: /Commercial/ })
    .first()
    .click();
  await dataRequest;
  await expect(page).toHaveURL(/\/commercial/);
});

test("nothing that sets a cookie or belongs to a signed-in user is marked public", async ({ page, baseURL }) => {
  const guest = await visitor(baseURL);
  // Warm the cache with the signed-out home page.
  expect((await guest.get("/")).headers()["cache-control"]).toContain("public");
  for (const path of ["/login", "/list-property", "/favorites", "/forgot-password", "/not-a-page"]) {
    const response = await guest.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"] ?? "", path).not.toContain("public");
    expect(response.headers()["etag"], path).toBeUndefined();
  }

  await signInAsAdmin(page);
  // The sign-in itself set the session cookie; now every page is the admin's own.
  for (const path of ["/", "/residential", "/property/2"]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"] ?? "", path).not.toContain("public");
    expect(response.headers()["etag"], path).toBeUndefined();
  }
  // The signed-in home page is not the cached visitor's one: it offers the admin area.
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeVisible();
  await guest.dispose();
});

test("an admin's change to a property, a setting and maintenance mode shows to a visitor on the next request", async ({
  page,
  baseURL,
}) => {
  const guest = await visitor(baseURL);
  const before = await (await guest.get("/property/3")).text();
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(before)?.[1];
  expect(title).toBeTruthy();
  await guest.get("/about");
  await guest.get("/");

  await signInAsAdmin(page);
  const edited = `${title} (renovated)`;
  const renameTo = async (from: string, to: string) => {
    await page.goto(`/admin/properties?search=${encodeURIComponent(from)}`);
    await page
      .getByRole("link", { name: `Edit "${from}"` })
      .first()
      .click();
    const edit = page.getByRole("dialog", { name: "Edit Property" });
    await edit.getByLabel("Title", { exact: true }).fill(to);
    await edit.getByRole("button", { name: "Update Property" }).click();
    await expect(page.getByText("Property updated successfully!")).toBeVisible();
  };
  await renameTo(title!, edited);
  try {
    expect(await (await guest.get("/property/3")).text()).toContain(edited);
  } finally {
    await renameTo(edited, title!);
  }
  expect(await (await guest.get("/property/3")).text()).not.toContain(edited);

  // A setting: the site name in every page's header.
  await page.goto("/admin/settings");
  await page.getByLabel("Site Name").fill("Ghar Cache");
  await saveSettings(page);
  try {
    expect(await (await guest.get("/about")).text()).toContain("Ghar Cache");
  } finally {
    await page.goto("/admin/settings");
    await page.getByLabel("Site Name").fill("Nivaas");
    await saveSettings(page);
  }
  expect(await (await guest.get("/about")).text()).not.toContain("Ghar Cache");

  // Maintenance mode: the cached home page gives way to the 503 page at once.
  await page.goto("/admin/settings");
  await page.getByRole("switch", { name: "Maintenance Mode" }).check();
  await saveSettings(page);
  try {
    const during = await guest.get("/");
    expect(during.status()).toBe(503);
    expect(during.headers()["cache-control"] ?? "").not.toContain("public");
  } finally {
    await page.goto("/admin/settings");
    await page.getByRole("switch", { name: "Maintenance Mode" }).uncheck();
    await saveSettings(page);
  }
  expect((await guest.get("/")).status()).toBe(200);
  await guest.dispose();
});
