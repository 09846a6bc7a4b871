/**
 * /api/docs: the API reference renders in the browser from /api/v1/openapi.json,
 * with Scalar served from this site's own assets (no other host contacted),
 * under the site's Content-Security-Policy, without console errors or CSP
 * violations (the fixture fails the test on either).
 */
import { test, expect } from "./support/fixtures";

test("/api/docs renders the API reference from the site's own assets, without console errors or CSP violations", async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname !== "127.0.0.1" && url.protocol !== "data:" && url.protocol !== "blob:")
      foreign.push(request.url());
  });
  const response = await page.goto("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  // Scalar lists every operation of the document.
  for (const summary of [
    "List properties",
    "Get a property",
    "List projects",
    "Get a project",
    "List localities",
    "Get a locality",
  ]) {
    await expect(page.getByText(summary, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.getByText("Nivaas API").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
});

test("the OpenAPI document is served with CORS for any origin", async ({ request }) => {
  const response = await request.get("/api/v1/openapi.json", { headers: { origin: "https://partner.example" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  const preflight = await request.fetch("/api/v1/properties", {
    method: "OPTIONS",
    headers: { origin: "https://partner.example", "access-control-request-method": "GET" },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
  const refused = await request.fetch("/api/v1/properties", {
    method: "OPTIONS",
    headers: { origin: "https://partner.example", "access-control-request-method": "PUT" },
  });
  expect(refused.status()).toBe(403);
});
