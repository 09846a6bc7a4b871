process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * Per-account sign-in backoff: password guesses against one account from
 * many addresses slow down after a few failures, the same for an address
 * with no account, never for long; the owner is told by e-mail.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authErrorMessage, callAuthEndpoint, handleAuthRequest } from "#app/web/auth-endpoints.server";
import { pauseSeconds } from "#app/domain/accounts/sign-in-backoff.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { db } from "#app/platform/db.server";
import { outbox, signInFailures } from "#app/platform/schema";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";
let clientCounter = 0;
/** A new client address for every attempt: only the per-account backoff can refuse. */
function newClient() {
  clientCounter += 1;
  return `10.7.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}
const formRequest = () => new Request(`${ORIGIN}/login`, { method: "POST", headers: { origin: ORIGIN } });

function signIn(email: string, password: string) {
  return callAuthEndpoint(formRequest(), newClient(), "/sign-in/email", { email, password });
}

let phoneCounter = 0;
async function createAccount(email: string, password = "right-password-1") {
  phoneCounter += 1;
  const created = await callAuthEndpoint(formRequest(), newClient(), "/sign-up/email", {
    name: "Meera Iyer",
    email,
    password,
    phoneNumber: `+9191000${String(phoneCounter).padStart(5, "0")}`,
  });
  if (!created.ok) throw new Error(`sign-up failed: ${created.message}`);
}

async function mailsTo(recipient: string, subject: RegExp) {
  const rows = await db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return rows.filter((row) => subject.test(row.subject ?? ""));
}

beforeAll(() => updateSettings({ requireEmailVerification: false }));
afterEach(() => vi.restoreAllMocks());

describe("per-account sign-in backoff", () => {
  it("pauses 30 s after the 5th failure, doubling per further failure, never more than 15 minutes", () => {
    expect([1, 2, 3, 4].map(pauseSeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(pauseSeconds)).toEqual([30, 60, 120, 240]);
    expect(pauseSeconds(10)).toBe(900);
    expect(pauseSeconds(50)).toBe(900);
    const refusal = { ok: false as const, status: 429, code: "SIGN_IN_PAUSED", message: "", cookies: [] };
    expect(authErrorMessage({ ...refusal, retryAfter: 900 })).toBe(
      "Too many attempts. Please wait 15 minutes and try again.",
    );
    expect(authErrorMessage({ ...refusal, retryAfter: 61 })).toBe(
      "Too many attempts. Please wait 2 minutes and try again.",
    );
    expect(authErrorMessage({ ...refusal, retryAfter: 1 })).toBe(
      "Too many attempts. Please wait 1 second and try again.",
    );
  });

  it("after 5 wrong passwords from 5 addresses even the right password waits; the pause passes; success clears it", async () => {
    await createAccount("meera@example.com");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await signIn("meera@example.com", `guess-${attempt}-wrong`)).toMatchObject({
        ok: false,
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
      });
    }
    const paused = await signIn("Meera@Example.com", "right-password-1");
    expect(paused).toMatchObject({ ok: false, status: 429, code: "SIGN_IN_PAUSED" });
    if (paused.ok) return;
    expect(paused.retryAfter).toBeGreaterThan(25);
    expect(paused.retryAfter).toBeLessThanOrEqual(30);
    expect(authErrorMessage(paused)).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);

    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 31_000);
    expect((await signIn("meera@example.com", "right-password-1")).ok).toBe(true);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, "meera@example.com"))).toEqual([]);
  });

  it("a further failure after a pause doubles it", async () => {
    await createAccount("double@example.com");
    for (let attempt = 1; attempt <= 5; attempt++) await signIn("double@example.com", "wrong-password");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 31_000);
    expect(await signIn("double@example.com", "wrong-password")).toMatchObject({ status: 401 });
    const paused = await signIn("double@example.com", "wrong-password");
    expect(paused).toMatchObject({ status: 429 });
    if (!paused.ok) expect(paused.retryAfter).toBeGreaterThan(55);
  });

  it("an address with no account gets exactly the same answers", async () => {
    const known = [];
    const unknown = [];
    await createAccount("known-one@example.com");
    for (let attempt = 1; attempt <= 6; attempt++) {
      known.push(await signIn("known-one@example.com", "wrong-password"));
      unknown.push(await signIn("no-account@example.com", "wrong-password"));
    }
    const shape = (result: Awaited<ReturnType<typeof signIn>>) =>
      result.ok ? "ok" : `${result.status} ${result.code} ${authErrorMessage(result).replace(/\d+/, "N")}`;
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(shape(unknown[5])).toMatch(/^429 SIGN_IN_PAUSED Too many attempts/);
  });

  it("tells the owner by e-mail at the first pause, then at most once an hour; nobody for an unknown address", async () => {
    await createAccount("owner@example.com");
    for (let attempt = 1; attempt <= 4; attempt++) await signIn("owner@example.com", "wrong-password");
    expect(await mailsTo("owner@example.com", /Failed sign-in attempts/)).toHaveLength(0);
    await signIn("owner@example.com", "wrong-password");
    await vi.waitFor(async () => expect(await mailsTo("owner@example.com", /Failed sign-in attempts/)).toHaveLength(1));
    const [mail] = await mailsTo("owner@example.com", /Failed sign-in attempts/);
    expect(mail.body).toMatch(/5 attempts in a row/);
    expect(mail.body).toContain("/forgot-password");

    // Further failures within the hour: no second e-mail.
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 31_000);
    await signIn("owner@example.com", "wrong-password");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo("owner@example.com", /Failed sign-in attempts/)).toHaveLength(1);
    // An hour later, another.
    vi.spyOn(Date, "now").mockReturnValue(now + 61 * 60_000);
    await signIn("owner@example.com", "wrong-password");
    await vi.waitFor(async () => expect(await mailsTo("owner@example.com", /Failed sign-in attempts/)).toHaveLength(2));

    for (let attempt = 1; attempt <= 5; attempt++) await signIn("ghost@example.com", "wrong-password");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "ghost@example.com"))).toEqual([]);
  });

  it("a password reset ends the pause", async () => {
    await createAccount("resetter@example.com");
    for (let attempt = 1; attempt <= 5; attempt++) await signIn("resetter@example.com", "wrong-password");
    expect(await signIn("resetter@example.com", "right-password-1")).toMatchObject({ status: 429 });
    await callAuthEndpoint(formRequest(), newClient(), "/request-password-reset", { email: "resetter@example.com" });
    const [mail] = await mailsTo("resetter@example.com", /Reset your/);
    const token = new URL(mail.body.match(/(https?:\/\/\S+)/)![1]).searchParams.get("token")!;
    const reset = await callAuthEndpoint(formRequest(), newClient(), "/reset-password", {
      token,
      newPassword: "new-password-22",
    });
    expect(reset.ok).toBe(true);
    expect((await signIn("resetter@example.com", "new-password-22")).ok).toBe(true);
  });

  it("several app servers count together: the counter lives in the database", async () => {
    await Promise.all(Array.from({ length: 5 }, () => signIn("parallel@example.com", "wrong-password")));
    const [row] = await db
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.email, "parallel@example.com")));
    expect(row.failures).toBe(5);
    expect(row.blockedUntil).not.toBeNull();
  });

  it("password sign-in by phone number, which would go around the backoff, is not served", async () => {
    const response = await handleAuthRequest(
      new Request(`${ORIGIN}/api/auth/sign-in/phone-number`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ phoneNumber: "+919100000001", password: "right-password-1" }),
      }),
      newClient(),
    );
    expect(response.status).toBe(404);
  });
});
