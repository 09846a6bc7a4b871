/**
 * Accounts, sessions, phone codes, roles and bans: better-auth with its Drizzle
 * adapter on the process database. Nothing here re-implements what better-auth
 * does; this module only configures it and connects it to the portal (settings,
 * notifier, activity log, client address).
 */
import { eq } from "drizzle-orm";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin, phoneNumber } from "better-auth/plugins";
import { adminAc, defaultAc, userAc } from "better-auth/plugins/admin/access";
import { logActivity } from "#app/domain/site/activity.server";
import { getSettings } from "#app/domain/site/settings.server";
import { ACCOUNT_PHONE_PATTERN, accountPhoneNumber, formatPhone } from "#app/lib/phone";
import { db, type Database } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { serverSecret } from "#app/platform/secret.server";
import { notify, outboxFile } from "#app/platform/notifier.server";
import {
  type AccountOwner,
  tellEmailAlreadyRegistered,
  tellPhoneAlreadyRegistered,
  tellRepeatedSignInFailures,
} from "./account-notices.server";
import { clearFailures, recordFailure, secondsPaused } from "./sign-in-backoff.server";
import { emailsT, LOCALE_HEADER, localeOfHeaders, rememberAccountLocale, siteLink } from "./message-locale.server";
import type { Locale } from "#app/i18n/locales";
import {
  announceInitialAdminPassword,
  chosenAdminPassword,
  randomAdminPassword,
  RETIRED_DEFAULT_PASSWORD,
  RETIRED_DEFAULT_PASSWORD_MESSAGE,
} from "./admin-password.server";
import * as schema from "#app/platform/schema";
import { log } from "#app/platform/log.server";

const DAY = 24 * 60 * 60;
/** "Remember me": the session (and its cookie) lasts this long. */
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;
export const RESET_LINK_SECONDS = 60 * 60;
export const OTP_SECONDS = 5 * 60;

/**
 * The one header better-auth reads the client address from. Every request we
 * hand to better-auth gets it overwritten with the address server.mjs worked
 * out (the socket's, or X-Forwarded-For's as far as TRUST_PROXY's proxies go), so a client
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
  return `${phone.replace(/\D/g, "")}@${PHONE_ACCOUNT_DOMAIN}`;
}
const PHONE_ACCOUNT_DOMAIN = "phone.nivaas.invalid";

function isPhoneAccountEmail(email: string) {
  return email.endsWith(`@${PHONE_ACCOUNT_DOMAIN}`);
}

/** How to reach an account's owner: its e-mail unless it is a phone account's stand-in; in its language. */
function accountOwner(account: {
  name: string;
  email: string;
  phoneNumber?: string | null;
  locale?: string | null;
}): AccountOwner {
  return {
    name: account.name,
    email: isPhoneAccountEmail(account.email) ? null : account.email,
    phoneNumber: account.phoneNumber ?? null,
    locale: account.locale ?? null,
  };
}

const OWNER_COLUMNS = {
  name: schema.user.name,
  email: schema.user.email,
  phoneNumber: schema.user.phoneNumber,
  locale: schema.user.locale,
};

async function accountWithPhone(database: Database, phone: string) {
  const [holder] = await database.select(OWNER_COLUMNS).from(schema.user).where(eq(schema.user.phoneNumber, phone));
  return holder;
}

async function accountWithEmail(database: Database, email: string) {
  const [holder] = await database
    .select(OWNER_COLUMNS)
    .from(schema.user)
    .where(eq(schema.user.email, email.trim().toLowerCase()));
  return holder;
}

/** Said only if two sign-ups race for the same number: it reveals nothing either way. */
const NOT_CREATED_MESSAGE = "We could not create this account. If you already have one, please sign in instead.";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The request body with its phone number (if any, in any accepted form) in the stored account form. */
function withAccountPhoneNumber(raw: unknown): Record<string, unknown> {
  const body = (raw ?? {}) as Record<string, unknown>;
  const typed = body.phoneNumber;
  const canonical = typeof typed === "string" ? accountPhoneNumber(typed) : null;
  return canonical !== null && canonical !== typed ? { ...body, phoneNumber: canonical } : body;
}

/**
 * Password sign-in, before the password is checked: the retired default
 * password is refused for every address (whether or not it is an account's),
 * and an address paused by the per-account backoff is refused unchecked.
 */
async function beforePasswordSignIn(body: Record<string, unknown> | undefined) {
  if (typeof body?.email !== "string") return;
  if (body.password === RETIRED_DEFAULT_PASSWORD) {
    throw new APIError("FORBIDDEN", { code: "RETIRED_DEFAULT_PASSWORD", message: RETIRED_DEFAULT_PASSWORD_MESSAGE });
  }
  const wait = await secondsPaused(body.email);
  if (wait > 0) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "SIGN_IN_PAUSED", message: "Too many attempts. Please try again later." },
      { "X-Retry-After": String(wait) },
    );
  }
}

/** Password sign-in, after: a wrong password counts towards the backoff, a success clears it. */
async function afterPasswordSignIn(
  body: Record<string, unknown> | undefined,
  returned: unknown,
  database: Database,
  pageLocale: Locale,
) {
  if (typeof body?.email !== "string") return;
  if (!isAPIError(returned)) {
    await clearFailures(body.email);
    return;
  }
  if (returned.body?.code !== "INVALID_EMAIL_OR_PASSWORD") return;
  const record = await recordFailure(body.email);
  if (!record.notifyOwner) return;
  const holder = await accountWithEmail(database, body.email);
  // Not awaited: the answer must take as long for an unknown address as for an account.
  if (holder) {
    tellRepeatedSignInFailures(accountOwner(holder), record.failures, pageLocale).catch((error: unknown) =>
      log.error({ err: error }, "Could not tell an account's owner about failed sign-ins"),
    );
  }
}

/**
 * Sign-up, before anything is stored: registration open, a name and an
 * Indian mobile number (whatever sends it, our form or a script). With e-mail
 * verification off a new account is signed in at once, so a taken address or
 * number cannot look exactly like a new sign-up; it still gets no account and
 * no error naming what was taken, only the answer of a sign-up awaiting its
 * e-mail, and the owner is told. (With verification on, better-auth and the
 * user-create hook give the identical answer.)
 */
async function beforeSignUp(
  ctx: HookContext,
  body: Record<string, unknown>,
  database: Database,
  requireEmailVerification: boolean,
) {
  const settings = await getSettings();
  if (!settings.allowRegistration) throw APIError.fromStatus("FORBIDDEN", { message: REGISTRATION_CLOSED_MESSAGE });
  if (typeof body.name !== "string" || !body.name.trim()) {
    throw APIError.fromStatus("BAD_REQUEST", { message: "Name is required" });
  }
  if (typeof body.phoneNumber !== "string" || !ACCOUNT_PHONE_PATTERN.test(body.phoneNumber)) {
    throw APIError.fromStatus("BAD_REQUEST", { message: "Phone number must be 10 digits" });
  }
  if (requireEmailVerification || typeof body.email !== "string" || typeof body.password !== "string") return;
  const byEmail = await accountWithEmail(database, body.email);
  const holder = byEmail ?? (await accountWithPhone(database, body.phoneNumber));
  if (!holder) return;
  // As long as a real sign-up takes.
  await ctx.context.password.hash(body.password);
  const pageLocale = localeOfHeaders(ctx.headers);
  if (byEmail) await tellEmailAlreadyRegistered(accountOwner(holder), pageLocale);
  else await tellPhoneAlreadyRegistered(accountOwner(holder), pageLocale);
  return ctx.json({ token: null, user: null });
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
    user: {
      // The account's language for later messages (message-locale.server.ts): set by the server, never by a form.
      additionalFields: { locale: { type: "string", required: false, input: false } },
    },
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
      // In the language of the page that asked, with the link to that language's page.
      async sendResetPassword({ user, token }, request) {
        const locale = localeOfHeaders(request?.headers);
        const [{ siteName }, t] = await Promise.all([getSettings(), emailsT(locale)]);
        const link = siteLink(locale, `/forgot-password?token=${encodeURIComponent(token)}`);
        await notify({
          channel: "email",
          to: user.email,
          subject: t("auth.reset.subject", { siteName }),
          text: t("auth.reset.text", { name: user.name, siteName, link }),
          secrets: [link],
        });
      },
      // The sign-up form answers the same for a taken address (no account
      // enumeration); the owner hears about it instead.
      async onExistingUserSignUp({ user }, request) {
        await tellEmailAlreadyRegistered(accountOwner(user), localeOfHeaders(request?.headers));
      },
      // Following a link sent to the address proves the address is theirs.
      async onPasswordReset({ user }) {
        // Proving the address also ends any sign-in pause a stranger's guesses caused.
        await clearFailures(user.email);
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
      async sendVerificationEmail({ user, url }, request) {
        const locale = localeOfHeaders(request?.headers);
        const [{ siteName }, t] = await Promise.all([getSettings(), emailsT(locale)]);
        await notify({
          channel: "email",
          to: user.email,
          subject: t("auth.verify.subject", { siteName }),
          text: t("auth.verify.text", { name: user.name, siteName, link: url }),
          secrets: [url],
        });
      },
    },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_SECONDS,
        allowedAttempts: 3,
        phoneNumberValidator: (phone) => ACCOUNT_PHONE_PATTERN.test(phone),
        async sendOTP({ phoneNumber: phone, code }, ctx) {
          const locale = localeOfHeaders(ctx?.headers ?? ctx?.request?.headers);
          const [{ siteName }, t] = await Promise.all([getSettings(), emailsT(locale)]);
          await notify({
            channel: "sms",
            to: phone,
            text: t("auth.otp.sms", { siteName, code }),
            secrets: [code],
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
    // Password sign-in by phone number is not offered (phone accounts sign in
    // with a code); left open it would be a second way to guess a password,
    // around the per-account backoff kept by e-mail address.
    disabledPaths: ["/sign-in/phone-number"],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A number typed in any accepted way ("098200 12345", "+91 98200-12345") is the
        // same account: it reaches better-auth and the phoneNumber plugin in its stored form.
        const body = withAccountPhoneNumber(ctx.body);
        if (ctx.path === "/sign-in/email") await beforePasswordSignIn(body);
        if (ctx.path === "/sign-up/email") {
          const answer = await beforeSignUp(ctx, body, database, requireEmailVerification);
          if (answer) return answer;
        }
        return body !== ctx.body ? { context: { body } } : undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const pageLocale = localeOfHeaders(ctx.headers);
        if (ctx.path === "/sign-in/email") {
          await afterPasswordSignIn(ctx.body, ctx.context.returned, database, pageLocale);
        }
        // Whoever signs in (password, code or a verified link) gets their later messages in this page's language.
        const signedIn = ctx.context.newSession?.user.id;
        if (signedIn && ctx.headers?.has(LOCALE_HEADER)) await rememberAccountLocale(signedIn, pageLocale);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(created, ctx) {
            // A verified phone with no account signs up too: same registration rule.
            if (ctx?.path === "/phone-number/verify" && !(await getSettings()).allowRegistration) {
              throw APIError.fromStatus("FORBIDDEN", { message: REGISTRATION_CLOSED_MESSAGE });
            }
            // A sign-up with a number that already has an account answers exactly like
            // one with a taken e-mail address: better-auth turns a refusal here into
            // its generic "check your e-mail" answer (when verification is required;
            // beforeSignUp handles the other case). The owner hears about it instead.
            if (ctx?.path === "/sign-up/email" && typeof created.phoneNumber === "string") {
              const holder = await accountWithPhone(database, created.phoneNumber);
              if (holder) {
                await tellPhoneAlreadyRegistered(accountOwner(holder), localeOfHeaders(ctx.headers));
                throw new APIError("FORBIDDEN", { code: "PHONE_NUMBER_TAKEN", message: NOT_CREATED_MESSAGE });
              }
            }
            // An account made from a page (sign-up, a phone code) gets its messages in that page's language.
            if (ctx?.headers?.has(LOCALE_HEADER)) return { data: { ...created, locale: localeOfHeaders(ctx.headers) } };
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

/**
 * At start-up: the ADMIN_EMAIL account exists and is an administrator. When
 * missing it is created (e-mail verified) with ADMIN_PASSWORD, or without one
 * with a random password announced once (log and DATA_DIR file). An existing
 * account keeps its password and only gets the role, unless its password is
 * still the retired default: then ADMIN_PASSWORD replaces it, or the log says
 * how to set a new one.
 */
export async function ensureAdminAccount() {
  const email = env.adminEmail.trim().toLowerCase();
  const chosen = chosenAdminPassword(env.adminPassword);
  const [existing] = await db.select().from(schema.user).where(eq(schema.user.email, email));
  if (existing) {
    if (existing.role !== "admin") {
      await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, existing.id));
    }
    await replaceRetiredPassword(existing.id, email, chosen);
    return;
  }
  const password = chosen ?? randomAdminPassword();
  try {
    await authInstance().api.createUser({
      body: { email, password, name: "Administrator", role: "admin", data: { emailVerified: true } },
    });
  } catch (error) {
    // Another instance starting at the same moment (PostgreSQL) may have created it first.
    const [created] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
    if (!created) throw error;
    return;
  }
  if (!chosen) announceInitialAdminPassword(email, password);
}

async function replaceRetiredPassword(userId: string, email: string, chosen: string | null) {
  const context = await authInstance().$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) return;
  if (!(await context.password.verify({ hash: credential.password, password: RETIRED_DEFAULT_PASSWORD }))) return;
  if (chosen) {
    await context.internalAdapter.updatePassword(userId, await context.password.hash(chosen));
    log.info(`The administrator ${email} had the retired default password; it is now ADMIN_PASSWORD.`);
    return;
  }
  log.warn(
    `The administrator ${email} still has the retired default password (published in earlier versions), which sign-in refuses. Set ADMIN_PASSWORD and restart, or use "Forgot password?" at ${env.publicUrl}/forgot-password (with no mail provider the link is written to ${outboxFile()}).`,
  );
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
