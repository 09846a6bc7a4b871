process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
/**
 * Issue 17, the account messages in Hindi and Marathi: every message the
 * account forms and their server show has a translation in `messages`
 * (keyed by its English words), and the sign-in wait, whose number is made on
 * the server, is written in the request's language.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { i18nFor, loadLocale, tFor } from "#app/i18n/i18n";
import { LOCALES } from "#app/i18n/locales";
import { translateMessage } from "#app/i18n/use-locale";
import english from "#app/locales/en/messages.json";
import { MESSAGES } from "#app/lib/validation/auth";
import { ACCOUNT_MESSAGES } from "#app/lib/validation/account";
import { SAVED_SEARCH_MESSAGES } from "#app/lib/saved-search";
import { authErrorMessage, BANNED_MESSAGE, REGISTRATION_CLOSED_MESSAGE } from "#app/server/auth.server";
import { RETIRED_DEFAULT_PASSWORD_MESSAGE } from "#app/server/admin-password.server";

beforeAll(async () => {
  for (const locale of LOCALES) await loadLocale(locale);
});

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
    expect(shown.filter((message) => !(message in english))).toEqual([]);
    const hindi = i18nFor("hi");
    expect(translateMessage(hindi, "Invalid email or password")).toBe("ईमेल या पासवर्ड गलत है");
    expect(translateMessage(i18nFor("mr"), MESSAGES.emailRequired)).toBe("ईमेल आवश्यक आहे");
    // An English text nobody translated stays English.
    expect(translateMessage(hindi, "Some text from elsewhere")).toBe("Some text from elsewhere");
  });

  it("writes the sign-in wait in the request's language, English exactly as before", () => {
    const wait = (seconds: number, locale: "en" | "hi" | "mr") =>
      authErrorMessage(refusal("SIGN_IN_PAUSED", 429, seconds), locale);
    expect(wait(1, "en")).toBe("Too many attempts. Please wait 1 second and try again.");
    expect(wait(90, "en")).toBe("Too many attempts. Please wait 2 minutes and try again.");
    expect(wait(45, "hi")).toBe("बहुत ज़्यादा कोशिशें हुईं। कृपया 45 सेकंड रुककर फिर कोशिश करें।");
    expect(wait(900, "hi")).toBe("बहुत ज़्यादा कोशिशें हुईं। कृपया 15 मिनट रुककर फिर कोशिश करें।");
    expect(wait(60, "mr")).toBe("खूप जास्त प्रयत्न झाले. कृपया 1 मिनिट थांबून पुन्हा प्रयत्न करा.");
    expect(wait(61, "mr")).toBe("खूप जास्त प्रयत्न झाले. कृपया 2 मिनिटे थांबून पुन्हा प्रयत्न करा.");
    // The English texts in messages.json say the same as the English the server writes without them.
    const t = tFor("en", "messages");
    for (const seconds of [1, 30, 59]) expect(t("auth.waitSeconds", { count: seconds })).toBe(wait(seconds, "en"));
    for (const minutes of [1, 15]) expect(t("auth.waitMinutes", { count: minutes })).toBe(wait(minutes * 60, "en"));
  });
});
