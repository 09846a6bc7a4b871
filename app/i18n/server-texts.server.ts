/**
 * The server's texts: each language's page texts and its e-mails and SMS,
 * bundled into the server build only. Importing this module hands them to
 * i18n.ts (`loadLocale`); the server's entry and the tests' setup import it.
 */
import { provideServerTexts, type Resources } from "./i18n";
import type { Locale } from "./locales";
import type enEmails from "#app/locales/en/emails.json";

const pageTexts: Record<Locale, () => Promise<{ default: Omit<Resources, "emails"> }>> = {
  en: () => import("#app/locales/en/index"),
  hi: () => import("#app/locales/hi/index") as Promise<{ default: Resources }>,
  mr: () => import("#app/locales/mr/index") as Promise<{ default: Resources }>,
};

const emailTexts: Record<Locale, () => Promise<{ default: typeof enEmails }>> = {
  en: () => import("#app/locales/en/emails.json"),
  hi: () => import("#app/locales/hi/emails.json") as Promise<{ default: typeof enEmails }>,
  mr: () => import("#app/locales/mr/emails.json") as Promise<{ default: typeof enEmails }>,
};

provideServerTexts(async (locale) => {
  const [{ default: pages }, { default: emails }] = await Promise.all([pageTexts[locale](), emailTexts[locale]()]);
  return { ...pages, emails };
});
