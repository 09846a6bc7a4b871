process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * Issue 17, the account messages in Hindi and Marathi: every message the
 * account forms and their server show has a translation in `messages`
 * (keyed by its English words), and the sign-in wait, whose number is made on
 * the server, is worded in the language of the page that was refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor, loadLocale } from "#app/i18n/i18n";
import { LOCALES } from "#app/i18n/locales";
import { translateMessage } from "#app/i18n/use-locale";
import { MESSAGES } from "#app/lib/validation/auth";
import { ACCOUNT_MESSAGES } from "#app/lib/validation/account";
import { SAVED_SEARCH_MESSAGES } from "#app/lib/saved-search";
import { BANNED_MESSAGE, REGISTRATION_CLOSED_MESSAGE } from "#app/domain/accounts/auth.server";
import { authErrorMessage } from "#app/web/auth-endpoints.server";
import { RETIRED_DEFAULT_PASSWORD_MESSAGE } from "#app/domain/accounts/admin-password.server";

beforeAll(async () => {
  for (const locale of LOCALES) await loadLocale(locale);
});

const DEVANAGARI = /[\u0900-\u097F]/;

const refusal = (code: string | null, status = 400, retryAfter: number | null = null) => ({
  ok: false as const,
  status,
  code,
  message: "",
  retryAfter,
  cookies: [],
});

describe("account messages in three languages", () => {
  it("has every validation and server message of the account forms keyed by its English words", () => {
    const shown = [
      ...Object.values(MESSAGES),
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(SAVED_SEARCH_MESSAGES),
      REGISTRATION_CLOSED_MESSAGE,
      BANNED_MESSAGE,
      RETIRED_DEFAULT_PASSWORD_MESSAGE,
      ...[
        "INVALID_EMAIL_OR_PASSWORD",
        "EMAIL_NOT_VERIFIED",
        "USER_ALREADY_EXISTS",
        "INVALID_OTP",
        "OTP_EXPIRED",
        "TOO_MANY_ATTEMPTS",
        "INVALID_PHONE_NUMBER",
        "INVALID_TOKEN",
        "INVALID_ORIGIN",
      ].map((code) => authErrorMessage(refusal(code))),
      authErrorMessage(refusal(null, 500)),
    ];
    // Each is translated where it is shown (the messages texts, or saved searches' own in listings).
    for (const locale of ["hi", "mr"] as const) {
      const untranslated = shown.filter((message) => translateMessage(i18nFor(locale), message) === message);
      expect(untranslated, locale).toEqual([]);
    }
    const hindi = i18nFor("hi");
    expect(translateMessage(hindi, "Invalid email or password")).toBe("ईमेल या पासवर्ड गलत है");
    expect(translateMessage(i18nFor("mr"), MESSAGES.emailRequired)).toBe("ईमेल आवश्यक आहे");
    // An English text nobody translated stays English.
    expect(translateMessage(hindi, "Some text from elsewhere")).toBe("Some text from elsewhere");
  });

  it("words the sign-in wait in the language of the page that was refused, English exactly as before", () => {
    // callAuthEndpoint gives a refusal the page's language.
    const wait = (seconds: number, locale: "en" | "hi" | "mr") =>
      authErrorMessage({ ...refusal("SIGN_IN_PAUSED", 429, seconds), locale });
    expect(wait(1, "en")).toBe("Too many attempts. Please wait 1 second and try again.");
    expect(wait(90, "en")).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(wait(45, "hi")).toMatch(/45/);
    expect(wait(45, "hi")).toMatch(DEVANAGARI);
    expect(wait(900, "mr")).toMatch(/15/);
    expect(wait(900, "mr")).toMatch(DEVANAGARI);
  });
});
