/**
 * The HTTP side of sign-in: better-auth's handler for /api/auth/*, the calls a
 * form post makes to it on the browser's behalf, and the words and statuses a
 * refused call is answered with. The accounts rules and better-auth's setup
 * live in app/domain/accounts/auth.server.ts.
 */
import { authInstance, BANNED_MESSAGE, CLIENT_ADDRESS_HEADER, getAuth } from "#app/domain/accounts/auth.server";
import { RETIRED_DEFAULT_PASSWORD_MESSAGE } from "#app/domain/accounts/admin-password.server";
import { LOCALE_HEADER } from "#app/domain/accounts/message-locale.server";
import { loadLocale, tFor } from "#app/i18n/i18n";
import { localeOfPath, localizePath, type Locale } from "#app/i18n/locales";
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
  | {
      ok: false;
      status: number;
      code: string | null;
      message: string;
      retryAfter: number | null;
      cookies: string[];
      /** The language of the page that called (authErrorMessage words the wait in it). */
      locale?: Locale;
    };

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
  // The page's language (its URL's /hi or /mr prefix) reaches the codes and e-mails this call sends,
  // and the page a verification link leads back to is that language's.
  const locale = localeOfPath(new URL(request.url).pathname);
  headers.set(LOCALE_HEADER, locale);
  await loadLocale(locale);
  const sent =
    typeof body.callbackURL === "string" ? { ...body, callbackURL: localizePath(locale, body.callbackURL) } : body;
  const url = new URL(`/api/auth${endpoint}`, request.url);
  const response = await auth.handler(
    new Request(url, {
      method: "POST",
      headers: withClientAddress(headers, clientAddress),
      body: JSON.stringify(sent),
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
    locale,
  };
}

/** Headers carrying better-auth's Set-Cookie values, for a redirect or a response. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  return headers;
}

type AuthFailure = Extract<AuthCallResult<unknown>, { ok: false }>;

/** "30 seconds", "1 second"; from a minute on, whole minutes rounded up ("15 minutes"). */
function waitText(seconds: number) {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * The same in Hindi or Marathi (callAuthEndpoint loaded the page's texts). It
 * is made with a number, so the page cannot look it up by its English words.
 */
function waitMessageIn(locale: Exclude<Locale, "en">, seconds: number) {
  const t = tFor(locale, "emails");
  const wait =
    seconds < 60
      ? t("authForm.seconds", { count: seconds })
      : t("authForm.minutes", { count: Math.ceil(seconds / 60) });
  return t("authForm.wait", { wait });
}

/** The status a form answers when better-auth refused: its own 4xx, or 503 when the service itself failed. */
export function authFailureStatus(failure: AuthFailure): number {
  return failure.status >= 400 && failure.status < 500 ? failure.status : 503;
}

/** What a visitor is told when better-auth refuses: plain words, never a stack trace. */
export function authErrorMessage(failure: AuthFailure): string {
  if (failure.status === 429) {
    const wait = failure.retryAfter ?? 60;
    if (failure.locale && failure.locale !== "en") return waitMessageIn(failure.locale, wait);
    return `Too many attempts. Please wait ${waitText(wait)} and try again.`;
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
    case "RETIRED_DEFAULT_PASSWORD":
      return RETIRED_DEFAULT_PASSWORD_MESSAGE;
    case "MISSING_OR_NULL_ORIGIN":
    case "INVALID_ORIGIN":
    case "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED":
      return "This form was sent from another site. Please reload the page and try again.";
  }
  if (failure.status >= 500) return "Something went wrong on our side. Please try again in a moment.";
  return failure.message || "Something went wrong. Please try again.";
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
