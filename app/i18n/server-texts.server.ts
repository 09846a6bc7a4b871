/**
 * The server's texts: each language's page texts and its e-mails and SMS,
 * bundled into the server build only, in one i18next instance per language.
 * Importing this module hands them to i18n.ts (`loadLocale`); the server's
 * entry and the tests' setup import it. (The browser translates with
 * ./browser/texts.ts, which gives the same text for every key with the
 * options below: tests/unit/browser-texts.test.ts.)
 */
import { createInstance, type i18n as I18n, type InitOptions } from "i18next";
import { provideServerI18n, NAMESPACES, type Resources } from "./i18n";
import type { Locale } from "./locales";
import { PLACE_NAMES } from "./place-names";
import { providePlaceNames } from "./place-table";
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

const OPTIONS = {
  defaultNS: "common",
  // A missing key shows as itself: for `messages`, that is the English text.
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; e-mails escape their own HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** The instance for `locale` with its texts given (the server; tests and scripts use it directly). */
export function createI18n(locale: Locale, resources: Resources): I18n {
  const instance = createInstance();
  void instance.init({
    ...OPTIONS,
    lng: locale,
    resources: { [locale]: resources },
    ns: [...NAMESPACES],
    // The texts are given, nothing is fetched: ready before init returns.
    initAsync: false,
  });
  rememberPlainTexts(instance);
  return instance;
}

/**
 * A server render calls `t` some hundreds of times a page, and i18next copies
 * its whole options object on every call: about a tenth of a signed-in
 * page's CPU. An instance made with its texts never changes them, so a plain
 * call — a key and nothing else, no count, no values — always gives the same
 * text: each translate function this instance hands out (useTranslation,
 * app/i18n/react-texts.tsx, asks getFixedT for one per component) answers those from
 * what the instance already worked out, and is itself made once per
 * namespace. Any other call goes to i18next.
 */
function rememberPlainTexts(instance: I18n): void {
  // i18next's own types for these are deep generics over every key; the wrapper only passes values through.
  type Translate = ((key: unknown, ...rest: unknown[]) => unknown) &
    Record<"lng" | "lngs" | "ns" | "keyPrefix", unknown>;
  type GetFixedT = (lng?: unknown, ns?: unknown, keyPrefix?: unknown, ...rest: unknown[]) => Translate;
  const fixedTranslator = (instance.getFixedT as unknown as GetFixedT).bind(instance);
  // Per language and namespace(s): the translate function.
  const scopes = new Map<string, Translate>();
  const getFixedT: GetFixedT = (...args) => {
    const [lng, ns, keyPrefix] = args;
    if (keyPrefix || args.length > 3 || (lng !== null && lng !== undefined && typeof lng !== "string")) {
      return fixedTranslator(...args);
    }
    const scope = `${lng ?? ""}\u0000${Array.isArray(ns) ? ns.join(",") : String(ns ?? "")}`;
    const made = scopes.get(scope);
    if (made) return made;
    const t = fixedTranslator(...args);
    // key → text
    const known = new Map<string, unknown>();
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== "string") return t(key, ...rest);
      let text = known.get(key);
      if (text === undefined) {
        text = t(key);
        known.set(key, text);
      }
      return text;
    };
    const translate = Object.assign(remembering, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
    scopes.set(scope, translate);
    return translate;
  };
  instance.getFixedT = getFixedT as unknown as I18n["getFixedT"];
}

provideServerI18n(async (locale) => {
  const [{ default: pages }, { default: emails }] = await Promise.all([pageTexts[locale](), emailTexts[locale]()]);
  return createI18n(locale, { ...pages, emails });
});

// The server shows places in every language from the start (./place-table.ts).
providePlaceNames(PLACE_NAMES);
