/**
 * Messages to an account's owner about something a stranger may have done
 * with their address or number. The person who did it is told nothing more
 * than if the account did not exist; the owner hears about it here instead,
 * in the account's language (or, when it never chose one, the language of
 * the page the attempt came from).
 */
import { getSettings } from "#app/domain/site/settings.server";
import type { Locale } from "#app/i18n/locales";
import { notify } from "#app/platform/notifier.server";
import { emailsT, siteLink, storedLocale, type EmailsT } from "./message-locale.server";

/** Who to tell: by e-mail when the account has a real address, otherwise by SMS. */
export type AccountOwner = {
  name: string;
  email: string | null;
  phoneNumber: string | null;
  /** The account's language; null when it never said. */
  locale?: string | null;
};

async function tell(owner: AccountOwner, subject: string, text: string, t: EmailsT) {
  if (owner.email) {
    await notify({ channel: "email", to: owner.email, subject, text: t("notice.hello", { name: owner.name, text }) });
  } else if (owner.phoneNumber) {
    await notify({ channel: "sms", to: owner.phoneNumber, text });
  }
}

/** The language to tell the owner in: the account's, else the page's the attempt came from. */
function noticeLocale(owner: AccountOwner, pageLocale: Locale): Locale {
  return owner.locale ? storedLocale(owner.locale) : pageLocale;
}

/** Someone signed up with an e-mail address that already has an account. */
export async function tellEmailAlreadyRegistered(owner: AccountOwner, pageLocale: Locale = "en") {
  const locale = noticeLocale(owner, pageLocale);
  const [{ siteName }, t] = await Promise.all([getSettings(), emailsT(locale)]);
  await tell(
    owner,
    t("notice.emailTaken.subject", { siteName }),
    t("notice.emailTaken.text", {
      siteName,
      loginLink: siteLink(locale, "/login"),
      resetLink: siteLink(locale, "/forgot-password"),
    }),
    t,
  );
}

/** Someone signed up with a mobile number that already belongs to an account. */
export async function tellPhoneAlreadyRegistered(owner: AccountOwner, pageLocale: Locale = "en") {
  const locale = noticeLocale(owner, pageLocale);
  const [{ siteName }, t] = await Promise.all([getSettings(), emailsT(locale)]);
  await tell(
    owner,
    t("notice.phoneTaken.subject", { siteName }),
    t("notice.phoneTaken.text", { siteName, loginLink: siteLink(locale, "/login") }),
    t,
  );
}

/** Repeated wrong passwords for the account: password sign-in is paused for a while. */
export async function tellRepeatedSignInFailures(owner: AccountOwner, failures: number, pageLocale: Locale = "en") {
  const locale = noticeLocale(owner, pageLocale);
  const [{ siteName }, t] = await Promise.all([getSettings(), emailsT(locale)]);
  await tell(
    owner,
    t("notice.signInFailures.subject", { siteName }),
    t("notice.signInFailures.text", { siteName, failures, resetLink: siteLink(locale, "/forgot-password") }),
    t,
  );
}
