/**
 * The language of the e-mails and SMS a person receives: the language of the
 * page they acted on (docs/decisions/015-languages.md). A message sent at once
 * (a sign-in code, a reset link) takes the request's language; one sent later
 * reads the language stored with what it is about: a saved search's alerts its
 * search's, a submission's review its submission's, and everything else sent to
 * an account (notices, leads, listing reminders) the account's `locale`, which
 * follows the pages the person signs in and acts on.
 *
 * Texts are in the `emails` namespace. E-mails are plain text (the notifier
 * sends no HTML), so interpolated values are not escaped; i18next does not
 * read placeholders inside the values themselves, so a listing titled
 * "{{siteName}}" stays as written.
 */
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { TFunction } from "i18next";
import { loadLocale, tFor } from "#app/i18n/i18n";
// The texts e-mails are made of: a script or job may send one before any start-up has loaded them.
import "#app/i18n/server-texts.server";
import { isLocale, localizePath, localeOfPath, type Locale } from "#app/i18n/locales";
import { db } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { user } from "#app/platform/schema";

export type EmailsT = TFunction<"emails">;

/** The translate function for messages in `locale` (its texts loaded first: a job may be the first to need them). */
export async function emailsT(locale: Locale): Promise<EmailsT> {
  await loadLocale(locale);
  return tFor(locale, "emails");
}

/** A stored language, or English when none (or an unknown one) is stored. */
export function storedLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : "en";
}

/** The absolute address of a site page in `locale` ("/my-listings" → "https://…/mr/my-listings"). */
export function siteLink(locale: Locale, path: string): string {
  return `${env.publicUrl}${localizePath(locale, path)}`;
}

/**
 * The request header that carries the page's language to better-auth's
 * callbacks (sign-in codes, reset and verification e-mails): callAuthEndpoint
 * sets it from the page's URL.
 */
export const LOCALE_HEADER = "x-nivaas-locale";

/**
 * The language of a request to better-auth: the header our form actions set,
 * else the page it was sent from (Referer), else English.
 */
export function localeOfHeaders(headers: Headers | null | undefined): Locale {
  if (!headers) return "en";
  const stated = headers.get(LOCALE_HEADER);
  if (isLocale(stated)) return stated;
  const referer = headers.get("referer");
  if (referer) {
    try {
      return localeOfPath(new URL(referer).pathname);
    } catch {
      return "en";
    }
  }
  return "en";
}

/** Remembers the language a signed-in person just used, for the messages sent to their account later. */
export async function rememberAccountLocale(userId: string | null | undefined, locale: Locale): Promise<void> {
  if (!userId) return;
  await db
    .update(user)
    .set({ locale })
    .where(and(eq(user.id, userId), or(isNull(user.locale), ne(user.locale, locale))));
}
