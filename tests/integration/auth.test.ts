process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../helpers/database";
import {
  authInstance,
  CLIENT_ADDRESS_HEADER,
  ensureAdminAccount,
  resetLinkAccount,
} from "#app/domain/accounts/auth.server";
import { authErrorMessage, callAuthEndpoint, handleAuthRequest } from "#app/web/auth-endpoints.server";
import { getCurrentUser, loginRedirectUrl } from "#app/web/session.server";
import { userOf } from "../helpers/pipeline";
import { createLoadContext } from "#app/web/context";
import { updateSettings } from "#app/domain/site/settings.server";
import { db } from "#app/platform/db.server";
import { activityLog, outbox, rateLimit, user } from "#app/platform/schema";
import { env } from "#app/platform/env.server";
import { log } from "#app/platform/log.server";
import {
  chosenAdminPassword,
  INITIAL_PASSWORD_FILE,
  RETIRED_DEFAULT_PASSWORD,
} from "#app/domain/accounts/admin-password.server";

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";
let clientCounter = 0;
/** A fresh client address per test, so rate limits of one test never touch another. */
function newClient() {
  clientCounter += 1;
  return `10.1.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}

function formRequest(path = "/login", cookie?: string) {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** "name=value; name2=value2" from Set-Cookie lines. */
function cookieHeader(setCookies: string[]) {
  return setCookies.map((line) => line.split(";")[0]).join("; ");
}

async function lastOutbox() {
  const rows = await db.select().from(outbox);
  return rows[rows.length - 1];
}

let phoneCounter = 0;
function newPhone() {
  phoneCounter += 1;
  return `+9190000${String(phoneCounter).padStart(5, "0")}`;
}

async function signUp(client: string, email: string, password = "password-123", name = "Asha Rao") {
  return callAuthEndpoint<{ token: string | null }>(formRequest(), client, "/sign-up/email", {
    name,
    email,
    password,
    phoneNumber: newPhone(),
  });
}

async function signIn(client: string, email: string, password: string, rememberMe = true) {
  return callAuthEndpoint<{ token: string }>(formRequest(), client, "/sign-in/email", { email, password, rememberMe });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await updateSettings({ requireEmailVerification: true, allowRegistration: true });
});

describe("sign-up and sign-in", () => {
  it("with e-mail verification on, sign-up gives no session and mails an absolute verification link", async () => {
    const client = newClient();
    const result = await signUp(client, "verify-me@example.com");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.token).toBeNull();
    expect(result.cookies.filter((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toEqual([]);
    const mail = await lastOutbox();
    expect(mail.channel).toBe("email");
    expect(mail.recipient).toBe("verify-me@example.com");
    expect(mail.body).toContain(`${env.publicUrl}/api/auth/verify-email?token=`);

    // Unverified: refused with a resend.
    const refused = await signIn(client, "verify-me@example.com", "password-123");
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.code).toBe("EMAIL_NOT_VERIFIED");

    // Following the link verifies (and signs in).
    const link = new URL(mail.body.match(/(https?:\/\/\S+)/)![1]);
    const response = await handleAuthRequest(new Request(`${ORIGIN}${link.pathname}${link.search}`), client);
    expect(response.status).toBe(302);
    const [row] = await db.select().from(user).where(eq(user.email, "verify-me@example.com"));
    expect(row.emailVerified).toBe(true);
    const signedIn = await signIn(client, "verify-me@example.com", "password-123");
    expect(signedIn.ok).toBe(true);
  });

  it("with verification off, sign-up signs in; the account has role user and the phone; sign-up is logged", async () => {
    await updateSettings({ requireEmailVerification: false });
    const client = newClient();
    const result = await signUp(client, "instant@example.com", "password-123", "Instant User");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.token).toBeTruthy();
    const me = await userOf(new Request(`${ORIGIN}/`, { headers: { cookie: cookieHeader(result.cookies) } }));
    expect(me).toMatchObject({ name: "Instant User", email: "instant@example.com", role: "user" });
    expect(me?.phoneNumber).toMatch(/^\+91\d{10}$/);
    const log = await db.select().from(activityLog).where(eq(activityLog.action, "signed_up"));
    expect(log.some((entry) => entry.entityId === me?.id && entry.entityType === "user")).toBe(true);
  });

  it("the loaders of one request look its session up once, though React Router gives each its own copy of the Request", async () => {
    await updateSettings({ requireEmailVerification: false });
    const result = await signUp(newClient(), "once@example.com", "password-123", "Once User");
    if (!result.ok) throw new Error("sign-up failed");
    const headers = { cookie: cookieHeader(result.cookies) };
    const context = createLoadContext("203.0.113.9");
    const lookups = vi.spyOn(authInstance().api, "getSession");
    try {
      // The root's and the page's loader, as React Router calls them: the same context, copies of the request.
      const [root, page] = await Promise.all([
        getCurrentUser({ request: new Request(`${ORIGIN}/`, { headers }), context }),
        getCurrentUser({ request: new Request(`${ORIGIN}/`, { headers }), context }),
      ]);
      expect(root).toMatchObject({ email: "once@example.com" });
      expect(page).toBe(root);
      expect(lookups).toHaveBeenCalledTimes(1);
      // Another request (another context) looks again: nothing is kept beyond a request.
      await getCurrentUser({
        request: new Request(`${ORIGIN}/`, { headers }),
        context: createLoadContext("203.0.113.9"),
      });
      expect(lookups).toHaveBeenCalledTimes(2);
    } finally {
      lookups.mockRestore();
    }
  });

  it("refuses sign-up when registration is closed, and without a name or a 10-digit phone", async () => {
    const client = newClient();
    await updateSettings({ allowRegistration: false });
    const closed = await signUp(client, "closed@example.com");
    expect(closed.ok).toBe(false);
    if (!closed.ok) expect(closed.message).toMatch(/registrations are currently closed/i);
    await updateSettings({ allowRegistration: true });
    const noPhone = await callAuthEndpoint(formRequest(), client, "/sign-up/email", {
      name: "X",
      email: "nophone@example.com",
      password: "password-123",
    });
    expect(noPhone.ok).toBe(false);
    const noName = await callAuthEndpoint(formRequest(), client, "/sign-up/email", {
      name: " ",
      email: "noname@example.com",
      password: "password-123",
      phoneNumber: newPhone(),
    });
    expect(noName.ok).toBe(false);
    expect(await db.select().from(user).where(eq(user.email, "closed@example.com"))).toEqual([]);
  });

  it("signing up with a taken e-mail answers like a new sign-up and tells the owner instead", async () => {
    const client = newClient();
    await signUp(client, "taken@example.com");
    const again = await signUp(client, "taken@example.com", "other-password-9", "Someone Else");
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.data.token).toBeNull();
    const mail = await lastOutbox();
    expect(mail).toMatchObject({ channel: "email", recipient: "taken@example.com" });
    expect(mail.subject).toMatch(/already have/);
    expect(await db.select().from(user).where(eq(user.email, "taken@example.com"))).toHaveLength(1);
  });

  it("signing up with a taken phone number answers like a new sign-up, creates nothing and tells the number's owner", async () => {
    const client = newClient();
    const phone = newPhone();
    const owner = await callAuthEndpoint<{ token: string | null }>(formRequest(), client, "/sign-up/email", {
      name: "Number Owner",
      email: "number-owner@example.com",
      password: "password-123",
      phoneNumber: phone,
    });
    expect(owner.ok).toBe(true);
    const fresh = await callAuthEndpoint<{ token: string | null; user: object }>(
      formRequest(),
      client,
      "/sign-up/email",
      { name: "New Person", email: "new-person@example.com", password: "password-123", phoneNumber: newPhone() },
    );
    const taken = await callAuthEndpoint<{ token: string | null; user: object }>(
      formRequest(),
      client,
      "/sign-up/email",
      { name: "Stranger", email: "stranger@example.com", password: "password-123", phoneNumber: phone },
    );
    expect(taken).toMatchObject({ ok: true, data: { token: null } });
    // The same answer as a real sign-up awaiting its e-mail, field for field.
    if (!taken.ok || !fresh.ok) return;
    expect(Object.keys(taken.data.user).sort()).toEqual(Object.keys(fresh.data.user).sort());
    expect(taken.data.user).toMatchObject({ email: "stranger@example.com", name: "Stranger", emailVerified: false });
    expect(await db.select().from(user).where(eq(user.email, "stranger@example.com"))).toEqual([]);
    const mail = await lastOutbox();
    expect(mail).toMatchObject({ channel: "email", recipient: "number-owner@example.com" });
    expect(mail.subject).toMatch(/mobile number was used to sign up/);
    expect(mail.body).not.toContain("stranger@example.com");
  });

  it("with verification off, a taken e-mail or phone gets the 'check your e-mail' answer, no account and no error", async () => {
    await updateSettings({ requireEmailVerification: false });
    const client = newClient();
    const phone = newPhone();
    const first = await callAuthEndpoint(formRequest(), client, "/sign-up/email", {
      name: "First Owner",
      email: "first-owner@example.com",
      password: "password-123",
      phoneNumber: phone,
    });
    expect(first.ok).toBe(true);
    const sameEmail = await signUp(client, "first-owner@example.com", "other-password-9", "Someone Else");
    expect(sameEmail).toMatchObject({ ok: true, data: { token: null } });
    expect(await lastOutbox()).toMatchObject({ channel: "email", recipient: "first-owner@example.com" });
    const samePhone = await callAuthEndpoint(formRequest(), client, "/sign-up/email", {
      name: "Someone Else",
      email: "someone-else@example.com",
      password: "password-123",
      phoneNumber: phone,
    });
    expect(samePhone).toMatchObject({ ok: true, data: { token: null } });
    expect(samePhone.cookies.filter((c) => c.includes("session_token=") && !c.includes("Max-Age=0"))).toEqual([]);
    expect(await db.select().from(user).where(eq(user.email, "someone-else@example.com"))).toEqual([]);
    const mail = await lastOutbox();
    expect(mail).toMatchObject({ channel: "email", recipient: "first-owner@example.com" });
    expect(mail.subject).toMatch(/mobile number/);
  });

  it("an account made from a phone code hears about a sign-up with its number by SMS", async () => {
    const client = newClient();
    const phone = newPhone();
    await callAuthEndpoint(formRequest(), client, "/phone-number/send-otp", { phoneNumber: phone });
    const code = (await lastOutbox()).body.match(/\b(\d{6})\b/)![1];
    expect(
      (await callAuthEndpoint(formRequest(), client, "/phone-number/verify", { phoneNumber: phone, code })).ok,
    ).toBe(true);
    const taken = await callAuthEndpoint<{ token: string | null }>(formRequest(), client, "/sign-up/email", {
      name: "Stranger",
      email: "stranger-two@example.com",
      password: "password-123",
      phoneNumber: phone,
    });
    expect(taken).toMatchObject({ ok: true, data: { token: null } });
    const sms = await lastOutbox();
    expect(sms).toMatchObject({ channel: "sms", recipient: phone });
    expect(sms.body).toMatch(/already belongs to your account/);
  });

  it("wrong password and unknown e-mail get the same refusal", async () => {
    await updateSettings({ requireEmailVerification: false });
    const client = newClient();
    await signUp(client, "known@example.com");
    const wrong = await signIn(client, "known@example.com", "not-the-password");
    const unknown = await signIn(client, "nobody@example.com", "whatever-123");
    expect(wrong).toMatchObject({ ok: false, status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
    expect(unknown).toMatchObject({ ok: false, status: 401, code: "INVALID_EMAIL_OR_PASSWORD" });
  });
});

describe("remember me", () => {
  it("unchecked: a browser-session cookie; checked: a 30-day cookie", async () => {
    await updateSettings({ requireEmailVerification: false });
    const client = newClient();
    await signUp(client, "remember@example.com");
    const forgetful = await signIn(client, "remember@example.com", "password-123", false);
    const remembered = await signIn(newClient(), "remember@example.com", "password-123", true);
    expect(forgetful.ok && remembered.ok).toBe(true);
    const sessionCookie = (cookies: string[]) => cookies.find((c) => /session_token=/.test(c))!;
    expect(sessionCookie(forgetful.cookies)).not.toMatch(/Max-Age|Expires/i);
    expect(sessionCookie(remembered.cookies)).toMatch(/Max-Age=2592000/);
    expect(sessionCookie(remembered.cookies)).toMatch(/HttpOnly/i);
    expect(sessionCookie(remembered.cookies)).toMatch(/SameSite=Lax/i);
  });
});

describe("phone OTP", () => {
  it("sends a 6-digit code as +91 SMS; a verified phone without an account gets one; a bad code is refused", async () => {
    const client = newClient();
    const phone = newPhone();
    const sent = await callAuthEndpoint(formRequest(), client, "/phone-number/send-otp", { phoneNumber: phone });
    expect(sent.ok).toBe(true);
    const sms = await lastOutbox();
    expect(sms).toMatchObject({ channel: "sms", recipient: phone });
    const code = sms.body.match(/\b(\d{6})\b/)![1];

    const bad = await callAuthEndpoint(formRequest(), client, "/phone-number/verify", {
      phoneNumber: phone,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(bad).toMatchObject({ ok: false, code: "INVALID_OTP" });

    const good = await callAuthEndpoint(formRequest(), client, "/phone-number/verify", { phoneNumber: phone, code });
    expect(good.ok).toBe(true);
    if (!good.ok) return;
    const me = await userOf(new Request(`${ORIGIN}/`, { headers: { cookie: cookieHeader(good.cookies) } }));
    expect(me?.phoneNumber).toBe(phone);
    // Used once.
    const again = await callAuthEndpoint(formRequest(), client, "/phone-number/verify", { phoneNumber: phone, code });
    expect(again.ok).toBe(false);
  });

  it("rejects numbers that are not +91 and 10 digits", async () => {
    const result = await callAuthEndpoint(formRequest(), newClient(), "/phone-number/send-otp", {
      phoneNumber: "+1555123",
    });
    expect(result).toMatchObject({ ok: false, code: "INVALID_PHONE_NUMBER" });
  });
});

describe("password reset", () => {
  it("mails a 1-hour link to the reset page; the link works once; unknown e-mails get the same answer", async () => {
    await updateSettings({ requireEmailVerification: false });
    const client = newClient();
    await signUp(client, "forgetful@example.com", "old-password-1");
    const before = (await db.select().from(outbox)).length;

    const unknown = await callAuthEndpoint(formRequest(), client, "/request-password-reset", {
      email: "ghost@example.com",
    });
    expect((await db.select().from(outbox)).length).toBe(before);
    const known = await callAuthEndpoint(formRequest(), client, "/request-password-reset", {
      email: "forgetful@example.com",
    });
    expect(unknown.ok && known.ok).toBe(true);
    expect(unknown.ok && known.ok && unknown.data).toEqual(known.ok ? known.data : null);

    const mail = await lastOutbox();
    const link = mail.body.match(/(https?:\/\/\S+)/)![1];
    expect(link.startsWith(`${env.publicUrl}/forgot-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get("token")!;
    expect(await resetLinkAccount(token)).toMatchObject({ email: "forgetful@example.com" });

    const reset = await callAuthEndpoint(formRequest(), client, "/reset-password", {
      token,
      newPassword: "new-password-2",
    });
    expect(reset.ok).toBe(true);
    expect(await resetLinkAccount(token)).toBeNull();
    const reused = await callAuthEndpoint(formRequest(), client, "/reset-password", {
      token,
      newPassword: "third-password-3",
    });
    expect(reused.ok).toBe(false);

    expect((await signIn(client, "forgetful@example.com", "old-password-1")).ok).toBe(false);
    expect((await signIn(newClient(), "forgetful@example.com", "new-password-2")).ok).toBe(true);
  });

  it("an expired link is refused", async () => {
    await updateSettings({ requireEmailVerification: false });
    const client = newClient();
    await signUp(client, "late@example.com");
    await callAuthEndpoint(formRequest(), client, "/request-password-reset", { email: "late@example.com" });
    const token = new URL((await lastOutbox()).body.match(/(https?:\/\/\S+)/)![1]).searchParams.get("token")!;
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 61 * 60 * 1000);
    expect(await resetLinkAccount(token)).toBeNull();
  });
});

describe("rate limits", () => {
  it("limit sign-in attempts per client address, stored in the database; other clients are unaffected", async () => {
    const client = newClient();
    const results = [];
    // A new address each time: only the per-client limit applies, not the per-account backoff.
    for (let attempt = 0; attempt < 12; attempt++)
      results.push(await signIn(client, `nobody-${attempt}@example.com`, "wrong-password"));
    const limited = results.filter((r) => !r.ok && r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]).toMatchObject({ ok: false, status: 429 });
    if (!limited[0].ok) expect(limited[0].retryAfter).toBeGreaterThan(0);
    const counters = await db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, `${client}|/sign-in/email`));
    expect(counters).toHaveLength(1);
    const other = await signIn(newClient(), "nobody-else@example.com", "wrong-password");
    expect(other).toMatchObject({ ok: false, status: 401 });
  });

  it("a client cannot choose its address by sending the header or X-Forwarded-For", async () => {
    const client = newClient();
    const spoofing = (n: number) =>
      new Request(`${ORIGIN}/login`, {
        method: "POST",
        headers: { origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: `192.168.9.${n}`, "x-forwarded-for": `172.16.0.${n}` },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const result = await callAuthEndpoint(spoofing(attempt), client, "/sign-in/email", {
        email: `spoofer-${attempt}@example.com`,
        password: "wrong-password",
      });
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses).toContain(429);
  });

  it("limits OTP requests", async () => {
    const client = newClient();
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const result = await callAuthEndpoint(formRequest(), client, "/phone-number/send-otp", {
        phoneNumber: newPhone(),
      });
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses).toContain(429);
  });
});

describe("roles and bans", () => {
  it("creates the ADMIN_EMAIL account as a verified admin, and restores the role if it was changed", async () => {
    await ensureAdminAccount();
    const [admin] = await db.select().from(user).where(eq(user.email, env.adminEmail.toLowerCase()));
    expect(admin).toMatchObject({ role: "admin", emailVerified: true });
    await db.update(user).set({ role: "user" }).where(eq(user.id, admin.id));
    await ensureAdminAccount();
    const [again] = await db.select().from(user).where(eq(user.id, admin.id));
    expect(again.role).toBe("admin");
    const signedIn = await signIn(newClient(), env.adminEmail, env.adminPassword!);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    const request = new Request(`${ORIGIN}/admin`, { headers: { cookie: cookieHeader(signedIn.cookies) } });
    await expect(userOf(request)).resolves.toMatchObject({ role: "admin" });
  });

  it("without ADMIN_PASSWORD the first start makes a random password in a 0600 file, which the log names once (never the password)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-admin-"));
    const saved = { ...env };
    Object.assign(env, { adminEmail: "first-start@nivaas.test", adminPassword: undefined, dataDir });
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const logged = () => warn.mock.calls.map((call) => JSON.stringify(call)).join("\n");
    try {
      await ensureAdminAccount();
      const file = path.join(dataDir, INITIAL_PASSWORD_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, "utf8").trim();
      expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(logged()).not.toContain(password);
      expect(logged()).toContain(file);
      expect(logged()).toMatch(/forgot-password/);
      expect((await signIn(newClient(), "first-start@nivaas.test", password)).ok).toBe(true);

      // The next start finds the account: nothing logged, the password unchanged.
      warn.mockClear();
      await ensureAdminAccount();
      expect(logged()).toBe("");
      expect((await signIn(newClient(), "first-start@nivaas.test", password)).ok).toBe(true);
    } finally {
      Object.assign(env, saved);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("the retired default password is refused at sign-in with how to set a new one; ADMIN_PASSWORD replaces it", async () => {
    await authInstance().api.createUser({
      body: {
        email: "old-admin@nivaas.test",
        password: RETIRED_DEFAULT_PASSWORD,
        name: "Administrator",
        role: "admin",
        data: { emailVerified: true },
      },
    });
    const refused = await signIn(newClient(), "old-admin@nivaas.test", RETIRED_DEFAULT_PASSWORD);
    expect(refused).toMatchObject({ ok: false, status: 403, code: "RETIRED_DEFAULT_PASSWORD" });
    if (!refused.ok) {
      expect(authErrorMessage(refused)).toMatch(/Forgot password/);
      expect(authErrorMessage(refused)).toMatch(/ADMIN_PASSWORD/);
    }
    const saved = { ...env };
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    vi.spyOn(log, "info").mockImplementation(() => {});
    // Given as ADMIN_PASSWORD it is ignored, not used.
    expect(chosenAdminPassword(RETIRED_DEFAULT_PASSWORD)).toBeNull();
    expect(warn.mock.calls.join(" ")).toMatch(/ADMIN_PASSWORD is the old published default/);
    warn.mockClear();
    try {
      Object.assign(env, { adminEmail: "old-admin@nivaas.test", adminPassword: undefined });
      await ensureAdminAccount();
      expect(warn.mock.calls.join(" ")).toMatch(/retired default password.*ADMIN_PASSWORD/);
      Object.assign(env, { adminPassword: "a-new-admin-password" });
      await ensureAdminAccount();
    } finally {
      Object.assign(env, saved);
    }
    expect((await signIn(newClient(), "old-admin@nivaas.test", "a-new-admin-password")).ok).toBe(true);
  });

  it("signed out: no user, and the sign-in page comes back here; a new account is a plain user", async () => {
    await updateSettings({ requireEmailVerification: false });
    const signedOut = new Request(`${ORIGIN}/admin/users?page=2`);
    await expect(userOf(signedOut)).resolves.toBeNull();
    expect(loginRedirectUrl(signedOut)).toBe(`/login?redirectTo=${encodeURIComponent("/admin/users?page=2")}`);

    const client = newClient();
    const created = await signUp(client, "plain@example.com");
    if (!created.ok) throw new Error("sign-up failed");
    const request = new Request(`${ORIGIN}/admin`, { headers: { cookie: cookieHeader(created.cookies) } });
    await expect(userOf(request)).resolves.toMatchObject({ role: "user" });
  });

  it("better-auth's admin API refuses non-admins; a ban ends sessions and refuses sign-in", async () => {
    await updateSettings({ requireEmailVerification: false });
    await ensureAdminAccount();
    const client = newClient();
    const plain = await signUp(client, "to-ban@example.com");
    if (!plain.ok) throw new Error("sign-up failed");
    const plainCookie = cookieHeader(plain.cookies);

    const listAsUser = await handleAuthRequest(
      new Request(`${ORIGIN}/api/auth/admin/list-users`, { headers: { cookie: plainCookie } }),
      client,
    );
    expect(listAsUser.status).toBe(403);

    const adminSession = await signIn(newClient(), env.adminEmail, env.adminPassword!);
    if (!adminSession.ok) throw new Error("admin sign-in failed");
    const [target] = await db.select().from(user).where(eq(user.email, "to-ban@example.com"));
    await authInstance().api.banUser({
      body: { userId: target.id },
      headers: new Headers({ cookie: cookieHeader(adminSession.cookies) }),
    });
    expect(await userOf(new Request(`${ORIGIN}/`, { headers: { cookie: plainCookie } }))).toBeNull();
    const again = await signIn(newClient(), "to-ban@example.com", "password-123");
    expect(again).toMatchObject({ ok: false, status: 403, code: "BANNED_USER" });
  });
});
