/**
 * One i18next instance per language, made once and shared by every request
 * (an instance is never switched to another language, so concurrent renders
 * cannot see each other's). A language's texts are one module per language
 * (app/locales/<lang>/index.ts): the server loads all three at start-up, the
 * browser only its page's language (entry.client.tsx, and root's clientLoader
 * when the visitor switches).
 *
 * Keys are flat strings within a namespace ("filters.budget"): no key or
 * namespace separator, so a key is exactly what the JSON file holds, and the
 * `messages` namespace can key a message by its English text.
 */
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import type en from "#app/locales/en/index";
import type enEmails from "#app/locales/en/emails.json";

/** A language's texts: what pages show, and on the server the e-mails and SMS too. */
export type Resources = typeof en & { emails?: typeof enEmails };
export const NAMESPACES = Object.freeze([
  "common",
  "home",
  "listings",
  "detail",
  "tools",
  "pages",
  "account",
  "owner",
  "messages",
  "emails",
  "values",
] as const satisfies readonly (keyof Resources)[]);
export type Namespace = (typeof NAMESPACES)[number];

const loaders: Record<Locale, () => Promise<{ default: Resources }>> = {
  en: () => import("#app/locales/en/index"),
  hi: () => import("#app/locales/hi/index") as Promise<{ default: Resources }>,
  mr: () => import("#app/locales/mr/index") as Promise<{ default: Resources }>,
};

/** The e-mail and SMS texts: loaded on the server only, so no browser downloads them. */
const emailLoaders: Record<Locale, () => Promise<{ default: typeof enEmails }>> = {
  en: () => import("#app/locales/en/emails.json"),
  hi: () => import("#app/locales/hi/emails.json") as Promise<{ default: typeof enEmails }>,
  mr: () => import("#app/locales/mr/emails.json") as Promise<{ default: typeof enEmails }>,
};

const instances = new Map<Locale, I18n>();

/** The instance for `locale` with its texts given (tests and scripts use it directly). */
export function createI18n(locale: Locale, resources: Resources): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: resources },
    ns: [...NAMESPACES],
    defaultNS: "common",
    // A missing key shows as itself: for `messages`, that is the English text.
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; e-mails escape their own HTML.
    interpolation: { escapeValue: false },
    returnNull: false,
    // The texts are given, nothing is fetched: ready before init returns.
    initAsync: false,
  });
  return instance;
}

/** Loads a language's texts once (a no-op when they are loaded). */
export async function loadLocale(locale: Locale): Promise<I18n> {
  const loaded = instances.get(locale);
  if (loaded) return loaded;
  const { default: pageTexts } = await loaders[locale]();
  const resources: Resources =
    typeof window === "undefined" ? { ...pageTexts, emails: (await emailLoaders[locale]()).default } : pageTexts;
  const instance = instances.get(locale) ?? createI18n(locale, resources);
  instances.set(locale, instance);
  return instance;
}

/**
 * The loaded instance for `locale`. Pages load their language before they
 * render (root loader, entry.client.tsx); should one not be, English is used.
 */
export function i18nFor(locale: Locale): I18n {
  return instances.get(locale) ?? instances.get(DEFAULT_LOCALE) ?? [...instances.values()][0]!;
}

/** A translate function for code outside components: meta functions, e-mails, server messages. */
export function tFor<N extends Namespace = "common">(locale: Locale, ns?: N): TFunction<N> {
  return i18nFor(locale).getFixedT(locale, ns ?? "common") as TFunction<N>;
}
