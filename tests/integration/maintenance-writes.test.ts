process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * Maintenance mode also stops forms and uploads sent from pages that were
 * open before it began: the request pipeline refuses them with the maintenance
 * answer (503) before the action runs, and nothing is stored. Administrators are not held back.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { inquiries } from "#app/platform/schema";
import { updateSettings } from "#app/domain/site/settings.server";
import { formLimiter } from "#app/platform/rate-limit.server";
import { ensureAdminAccount } from "#app/domain/accounts/auth.server";
import { callAuthEndpoint } from "#app/web/auth-endpoints.server";
import { env } from "#app/platform/env.server";
import { action as contactAction } from "#app/routes/contact";
import { action as uploadAction } from "#app/routes/api-photos";
import { useTestDatabase } from "../helpers/database";
import { actionArgs, runPipeline } from "../helpers/pipeline";

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";
const contact = {
  name: "Priya Nair",
  phone: "9820012345",
  email: "priya@example.com",
  subject: "buying",
  message: "2 BHK",
};
/** The action's arguments, once the request pipeline (root middleware) has read the body. */
const args = (request: Request, clientAddress = "203.0.113.70") => actionArgs(request, { clientAddress });

function contactPost(cookie?: string) {
  return new Request(`${ORIGIN}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(contact),
  });
}

async function storedInquiries() {
  const [{ total }] = await db.select({ total: count() }).from(inquiries);
  return total;
}

let adminCookie: string;
beforeAll(async () => {
  await ensureAdminAccount();
  const signedIn = await callAuthEndpoint(
    new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } }),
    "203.0.113.71",
    "/sign-in/email",
    { email: env.adminEmail, password: env.adminPassword },
  );
  if (!signedIn.ok) throw new Error("the administrator could not sign in");
  adminCookie = signedIn.cookies.map((line) => line.split(";")[0]).join("; ");
  await updateSettings({ maintenanceMode: true });
});
afterAll(() => updateSettings({ maintenanceMode: false }));
beforeEach(() => formLimiter.reset());

describe("maintenance mode and forms already open", () => {
  it("refuses a visitor's contact message with the maintenance answer and stores nothing", async () => {
    const before = await storedInquiries();
    const refusal = await runPipeline(contactPost(), contactAction as never).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refusal).toMatchObject({ data: { maintenance: true }, init: { status: 503 } });
    expect(await storedInquiries()).toBe(before);
  });

  it("refuses a visitor's photo upload by name with status 503", async () => {
    const form = new FormData();
    form.set("photo", new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }), "balcony.jpg");
    const request = new Request(`${ORIGIN}/api/photos`, {
      method: "POST",
      headers: { "x-file-name": "balcony.jpg" },
      body: form,
    });
    const response = (await runPipeline(request, uploadAction as never).catch((thrown: unknown) => thrown)) as Response;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      ok: false,
      name: "balcony.jpg",
      message: "balcony.jpg was not uploaded: the site is under maintenance. Please try again later.",
    });
  });

  it("lets an administrator's form through", async () => {
    const before = await storedInquiries();
    await contactAction(await args(contactPost(adminCookie)));
    expect(await storedInquiries()).toBe(before + 1);
  });
});
