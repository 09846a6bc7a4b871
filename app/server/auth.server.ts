/**
 * Accounts, sessions, phone codes, roles and bans: better-auth with its Drizzle
 * adapter on the process database. Nothing here re-implements what better-auth
 * does; this module only configures it and connects it to the portal (settings,
 * notifier, activity log, client address).
 */
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, phoneNumber } from "better-auth/plugins";
import { adminAc, defaultAc, userAc } from "better-auth/plugins/admin/access";
import { logActivity } from "#app/domain/activity.server";
import { getSettings } from "#app/domain/settings.server";
import { ACCOUNT_PHONE_PATTERN, accountPhoneNumber, formatPhone } from "#app/lib/validation/phone";
import { db, type Database } from "./db.server";
import { env } from "./env.server";
import { serverSecret } from "./secret.server";
import { notify } from "./notifier.server";
import * as schema from "./schema";

const DAY = 24 * 60 * 60;
/** "Remember me": the session (and its cookie) lasts this long. */
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;
export const RESET_LINK_SECONDS = 60 * 60;
export const OTP_SECONDS = 5 * 60;

/**
 * The one header better-auth reads the client address from. Every request we
 * hand to better-auth gets it overwritten with the address server.mjs worked
 * out (the socket's, or X-Forwarded-For's only when TRUST_PROXY=1), so a client
 * sending this header, or X-Forwarded-For, changes nothing.
 */
export const CLIENT_ADDRESS_HEADER = "x-nivaas-client-address";

export const REGISTRATION_CLOSED_MESSAGE =
  "New registrations are currently closed. Please contact us if you need an account.";
export const BANNED_MESSAGE = "Your account has been deactivated. Please contact us if you think this is a mistake.";

/** Paths (under /api/auth) whose account creation counts as a sign-up. */
const SIGN_UP_PATHS = new Set(["/sign-up/email", "/phone-number/verify"]);

/** A stand-in e-mail for an account created from a verified phone (better-auth needs one). */
export function phoneAccountEmail(phone: string) {
  return `${phone.replace(/\D/g, "")}@phone.nivaas.invalid`;
}

function createAuth(database: Database, requireEmailVerification: boolean) {
  const agentAc = defaultAc.newRole({ user: [], session: [] });
  return betterAuth({
    appName: "Nivaas",
    baseURL: env.publicUrl,
    basePath: "/api/auth",
    secret: serverSecret(),
    // The public address, and the address a request actually came in on (a
    // same-origin form post is never a cross-site one).
    trustedOrigins: (request) => {
      const origins = [env.publicUrl];
      if (request) origins.push(new URL(request.url).origin);
      return origins;
    },
    database: drizzleAdapter(database, { provider: "pg", schema }),
    telemetry: { enabled: false },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: DAY,
      // Read from the database every time: a ban or sign-out elsewhere takes effect at once.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const { siteName } = await getSettings();
        const link = `${env.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
        await notify({
          channel: "email",
          to: user.email,
          subject: `Reset your ${siteName} password`,
          text: `Hello ${user.name}, we received a request to reset your ${siteName} password. Open this link within 1 hour to choose a new one: ${link} The link works once. If you did not ask for this, ignore this e-mail and your password stays the same.`,
        });
      },
      // The sign-up form answers the same for a taken address (no account
      // enumeration); the owner hears about it instead.
      async onExistingUserSignUp({ user }) {
        const { siteName } = await getSettings();
        await notify({
          channel: "email",
          to: user.email,
          subject: `You already have a ${siteName} account`,
          text: `Hello ${user.name}, someone tried to create a ${siteName} account with this e-mail address, which already has one. To sign in go to ${env.publicUrl}/login and if you forgot your password reset it at ${env.publicUrl}/forgot-password If this was not you, you can ignore this e-mail.`,
        });
      },
      // Following a link sent to the address proves the address is theirs.
      async onPasswordReset({ user }) {
        if (!user.emailVerified) {
          await database.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
        }
      },
    },
    emailVerification: {
      sendOnSignUp: requireEmailVerification,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      async sendVerificationEmail({ user, url }) {
        const { siteName } = await getSettings();
        await notify({
          channel: "email",
          to: user.email,
          subject: `Verify your e-mail for ${siteName}`,
          text: `Hello ${user.name}, please confirm your e-mail address by opening this link within 24 hours: ${url} If you did not create an account, ignore this e-mail.`,
        });
      },
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_SECONDS,
        allowedAttempts: 3,
        phoneNumberValidator: (phone) => ACCOUNT_PHONE_PATTERN.test(phone),
        async sendOTP({ phoneNumber: phone, code }) {
          const { siteName } = await getSettings();
          await notify({
            channel: "sms",
            to: phone,
            text: `Your ${siteName} sign-in code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
          });
        },
        signUpOnVerification: {
          getTempEmail: phoneAccountEmail,
          getTempName: formatPhone,
        },
      }),
      admin({
        roles: { user: userAc, agent: agentAc, admin: adminAc },
        defaultRole: "user",
        adminRoles: ["admin"],
        bannedUserMessage: BANNED_MESSAGE,
      }),
    ],
    rateLimit: {
      enabled: true,
      // In the database: limits hold across restarts and across instances.
      storage: "database",
      modelName: "rateLimit",
      window: 60,
      max: 100,
      // A burst of password guesses is stopped within seconds, while a family or
      // an office behind one address (or a test suite on 127.0.0.1) is never
      // locked out for long.
      customRules: {
        "/sign-in/*": { window: 10, max: 10 },
        "/sign-up/*": { window: 60, max: 20 },
        "/phone-number/send-otp": { window: 60, max: 5 },
        "/phone-number/verify": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A number typed in any accepted way ("098200 12345", "+91 98200-12345") is the
        // same account: it reaches the phoneNumber plugin in its stored form.
        const typed = (ctx.body as Record<string, unknown> | undefined)?.phoneNumber;
        const canonical = typeof typed === "string" ? accountPhoneNumber(typed) : null;
        const body = { ...((ctx.body ?? {}) as Record<string, unknown>) };
        const rewritten = canonical !== null && canonical !== typed;
        if (rewritten) body.phoneNumber = canonical;
        if (ctx.path !== "/sign-up/email") return rewritten ? { context: { body } } : undefined;
        const settings = await getSettings();
        if (!settings.allowRegistration)
          throw APIError.fromStatus("FORBIDDEN", { message: REGISTRATION_CLOSED_MESSAGE });
        // Whatever sends it (our form or a script), a sign-up carries a name and an Indian mobile number.
        if (typeof body.name !== "string" || !body.name.trim()) {
          throw APIError.fromStatus("BAD_REQUEST", { message: "Name is required" });
        }
        if (typeof body.phoneNumber !== "string" || !ACCOUNT_PHONE_PATTERN.test(body.phoneNumber)) {
          throw APIError.fromStatus("BAD_REQUEST", { message: "Phone number must be 10 digits" });
        }
        const [taken] = await database
          .select({ id: schema.user.id })
          .from(schema.user)
          .where(eq(schema.user.phoneNumber, body.phoneNumber));
        if (taken) {
          throw APIError.fromStatus("BAD_REQUEST", {
            message: "An account with this phone number already exists. Sign in with OTP instead.",
          });
        }
        return rewritten ? { context: { body } } : undefined;
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // A verified phone with no account signs up too: same registration rule.
          async before(_user, ctx) {
            if (ctx?.path === "/phone-number/verify" && !(await getSettings()).allowRegistration) {
              throw APIError.fromStatus("FORBIDDEN", { message: REGISTRATION_CLOSED_MESSAGE });
            }
          },
          async after(created, ctx) {
            if (!ctx?.path || !SIGN_UP_PATHS.has(ctx.path)) return;
            await logActivity({
              actor: { id: created.id, name: created.name },
              action: "signed_up",
              entityType: "user",
              entityId: created.id,
              summary: `${created.name} signed up`,
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// better-auth reads requireEmailVerification from its options, while the
// setting lives in the database and can change at any time: one instance per
// value, both on the same database, secret and rate-limit table.
let instances: { database: Database; byVerification: Map<boolean, Auth> } | undefined;

/** The better-auth instance (created on first use, after the database is open). */
export function authInstance(requireEmailVerification = true): Auth {
  if (!db) throw new Error("The database is not open yet");
  if (!instances || instances.database !== db) instances = { database: db, byVerification: new Map() };
  let auth = instances.byVerification.get(requireEmailVerification);
  if (!auth) {
    auth = createAuth(db, requireEmailVerification);
    instances.byVerification.set(requireEmailVerification, auth);
  }
  return auth;
}

/** The instance matching the current require-email-verification setting. */
export async function getAuth(): Promise<Auth> {
  const settings = await getSettings();
  return authInstance(settings.requireEmailVerification);
}

/** A copy of `headers` whose client-address header is ours, never the client's. */
export function withClientAddress(headers: Headers, clientAddress: string | undefined): Headers {
  const copy = new Headers(headers);
  copy.delete(CLIENT_ADDRESS_HEADER);
  if (clientAddress) copy.set(CLIENT_ADDRESS_HEADER, clientAddress);
  return copy;
}

/** /api/auth/*: better-auth's own HTTP handler (rate limits, origin checks and all). */
export async function handleAuthRequest(request: Request, clientAddress: string | undefined): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(new Request(request, { headers: withClientAddress(request.headers, clientAddress) }));
}

export type AuthCallResult<T> =
  | { ok: true; data: T; cookies: string[] }
  | { ok: false; status: number; code: string | null; message: string; retryAfter: number | null; cookies: string[] };

/** Request headers worth passing on: the session cookie and what better-auth's CSRF checks read. */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

/**
 * Calls a better-auth endpoint on behalf of a browser's form post, as the
 * request the browser would have sent to /api/auth had JavaScript done it: it
 * goes through better-auth's router, so its rate limits and CSRF checks apply
 * to forms that work without JavaScript too (auth.api.* would skip both).
 */
export async function callAuthEndpoint<T = Record<string, unknown>>(
  request: Request,
  clientAddress: string | undefined,
  endpoint: string,
  body: Record<string, unknown>,
): Promise<AuthCallResult<T>> {
  const auth = await getAuth();
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const url = new URL(`/api/auth${endpoint}`, request.url);
  const response = await auth.handler(
    new Request(url, {
      method: "POST",
      headers: withClientAddress(headers, clientAddress),
      body: JSON.stringify(body),
    }),
  );
  const cookies = response.headers.getSetCookie();
  const payload = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok) return { ok: true, data: (payload ?? {}) as T, cookies };
  const retryAfter = Number(response.headers.get("x-retry-after"));
  return {
    ok: false,
    status: response.status,
    code: typeof payload?.code === "string" ? payload.code : null,
    message: typeof payload?.message === "string" ? payload.message : response.statusText,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    cookies,
  };
}

/** Headers carrying better-auth's Set-Cookie values, for a redirect or a response. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

/**
 * At start-up: the ADMIN_EMAIL account exists and is an administrator. Created
 * with ADMIN_PASSWORD (e-mail verified) when missing; an existing account keeps
 * its password and only gets the role.
 */
export async function ensureAdminAccount() {
  const email = env.adminEmail.trim().toLowerCase();
  const [existing] = await db.select().from(schema.user).where(eq(schema.user.email, email));
  if (existing) {
    if (existing.role !== "admin") {
      await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, existing.id));
    }
    return;
  }
  try {
    await authInstance().api.createUser({
      body: { email, password: env.adminPassword, name: "Administrator", role: "admin", data: { emailVerified: true } },
    });
  } catch (error) {
    // Another instance starting at the same moment (PostgreSQL) may have created it first.
    const [created] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
    if (!created) throw error;
  }
}

type AuthFailure = Extract<AuthCallResult<unknown>, { ok: false }>;

/** The status a form answers when better-auth refused: its own 4xx, or 503 when the service itself failed. */
export function authFailureStatus(failure: AuthFailure): number {
  return failure.status >= 400 && failure.status < 500 ? failure.status : 503;
}

/** What a visitor is told when better-auth refuses: plain words, never a stack trace. */
export function authErrorMessage(failure: AuthFailure): string {
  if (failure.status === 429) {
    const wait = failure.retryAfter ?? 60;
    return `Too many attempts. Please wait ${wait} second${wait === 1 ? "" : "s"} and try again.`;
  }
  switch (failure.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "Invalid email or password";
    case "EMAIL_NOT_VERIFIED":
      return "Please verify your email address before signing in. We have sent you a new verification link.";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "An account with this email already exists. Please sign in instead.";
    case "INVALID_OTP":
      return "Invalid OTP. Please check the code and try again.";
    case "OTP_EXPIRED":
    case "OTP_NOT_FOUND":
      return "This OTP has expired. Please request a new one.";
    case "TOO_MANY_ATTEMPTS":
      return "Too many incorrect attempts. Please request a new OTP.";
    case "INVALID_PHONE_NUMBER":
      return "Please enter a valid 10-digit phone number.";
    case "INVALID_TOKEN":
      return "This reset link is invalid or has expired. Please request a new one.";
    case "BANNED_USER":
      return BANNED_MESSAGE;
    case "MISSING_OR_NULL_ORIGIN":
    case "INVALID_ORIGIN":
    case "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED":
      return "This form was sent from another site. Please reload the page and try again.";
  }
  if (failure.status >= 500) return "Something went wrong on our side. Please try again in a moment.";
  return failure.message || "Something went wrong. Please try again.";
}

/**
 * The account a password-reset link belongs to, while the link is still
 * valid (unused and under an hour old); null otherwise.
 */
export async function resetLinkAccount(token: string): Promise<{ userId: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const context = await authInstance().$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return null;
  const account = await context.internalAdapter.findUserById(verification.value);
  return account ? { userId: account.id, email: account.email } : null;
}

/** Signs a user in on the server right after they proved who they are (a used reset link). */
export async function signInAfterReset(
  request: Request,
  clientAddress: string | undefined,
  email: string,
  password: string,
) {
  const response = await authInstance().api.signInEmail({
    body: { email, password, rememberMe: false },
    headers: withClientAddress(request.headers, clientAddress),
    asResponse: true,
  });
  return response.ok ? response.headers.getSetCookie() : null;
}
