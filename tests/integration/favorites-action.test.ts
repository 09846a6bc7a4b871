/**
 * The /favorites action's return address for plain (no-JavaScript) hearts:
 * they post no returnTo field, so the page they were pressed on comes from
 * the Referer — only when it is one of our own pages.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { actionArgs } from "../helpers/pipeline";
import { action } from "#app/routes/favorites";

useTestDatabase();

function post(fields: Record<string, string>, referer?: string) {
  return new Request("http://127.0.0.1:3000/favorites", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(referer ? { referer } : {}) },
    body: new URLSearchParams(fields),
  });
}

async function redirectOf(request: Request) {
  const response = (await action(await actionArgs(request))) as Response;
  expect(response.status).toBe(302);
  return response.headers.get("location");
}

describe("favourite posts without JavaScript (signed out: sent to sign in, then back)", () => {
  it("return to the page in the Referer, query included", async () => {
    const location = await redirectOf(
      post({ intent: "add", propertyId: "7" }, "http://127.0.0.1:3000/residential?view=list&page=2"),
    );
    expect(location).toBe(`/login?redirectTo=${encodeURIComponent("/residential?view=list&page=2")}`);
  });

  it("ignore another site's Referer and a missing one", async () => {
    expect(await redirectOf(post({ intent: "add", propertyId: "7" }, "https://evil.example/residential"))).toBe(
      `/login?redirectTo=${encodeURIComponent("/favorites")}`,
    );
    expect(await redirectOf(post({ intent: "add", propertyId: "7" }))).toBe(
      `/login?redirectTo=${encodeURIComponent("/favorites")}`,
    );
    expect(await redirectOf(post({ intent: "add", propertyId: "7" }, "not a url"))).toBe(
      `/login?redirectTo=${encodeURIComponent("/favorites")}`,
    );
  });

  it("still honour an explicit returnTo, but only a local one", async () => {
    expect(
      await redirectOf(post({ intent: "add", propertyId: "7", returnTo: "/property/7" }, "http://127.0.0.1:3000/")),
    ).toBe(`/login?redirectTo=${encodeURIComponent("/property/7")}`);
    expect(await redirectOf(post({ intent: "add", propertyId: "7", returnTo: "//evil.example" }))).toBe(
      `/login?redirectTo=${encodeURIComponent("/favorites")}`,
    );
  });
});
