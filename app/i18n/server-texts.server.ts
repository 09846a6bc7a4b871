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
 * page's CPU. An instance made with its texts never changes them, so a call
 * with the same key and the same options always gives the same text: each
 * translate function this instance hands out (useTranslation,
 * app/i18n/react-texts.tsx, asks getFixedT for one per component) answers
 * those from what the instance already worked out, and is itself made once per
 * namespace.
 * - A plain call (a key and nothing else) is remembered by its key.
 * - A call with values (`{ count: 3 }`, a default text) is remembered by its key
 *   and its values written out, when every value is a string, a finite number
 *   or a boolean: a list's twelve cards ask for "3 beds" and "2 baths" again and
 *   again (about 6 % of a signed-in list's CPU went there). Values come from
 *   the data (prices, names), so at most ANSWERS_KEPT texts are kept per
 *   translate function, and all are let go when that many are (`remembered`).
 * - Any other call (an object or a Date among the values) goes to i18next.
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
    const translate = Object.assign(remembered(t), { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
    scopes.set(scope, translate);
    return translate;
  };
  instance.getFixedT = getFixedT as unknown as I18n["getFixedT"];
  // The instance's own t and exists, which translateMessage (use-locale.ts) calls for every
  // category, amenity and place a page names, with the namespaces to look in and the English
  // text as the default: remembered the same way.
  instance.t = remembered(instance.t.bind(instance) as unknown as Call) as unknown as I18n["t"];
  instance.exists = remembered(instance.exists.bind(instance) as unknown as Call) as unknown as I18n["exists"];
}

/**
 * `call`, answering a key with no options, or with options valuesWrittenOut can
 * write out, from what it gave before for the same key and options (at most
 * ANSWERS_KEPT answers, all let go when that many are). Only strings and
 * booleans are remembered: an object could be changed by whoever receives it.
 */
function remembered(call: Call): Call {
  const answers = new Map<string, unknown>();
  return (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== "string" || rest.length > 1) return call(key, ...rest);
    const written = rest.length === 0 ? "" : valuesWrittenOut(rest[0]);
    if (written === undefined) return call(key, ...rest);
    const memo = `${key}\u0000${written}`;
    let answer = answers.get(memo);
    if (answer === undefined) {
      answer = call(key, ...rest);
      if (typeof answer !== "string" && typeof answer !== "boolean") return answer;
      if (answers.size >= ANSWERS_KEPT) answers.clear();
      answers.set(memo, answer);
    }
    return answer;
  };
}

/** i18next's t or exists as the wrappers see them: its own types are deep generics over every key. */
type Call = (key: unknown, ...rest: unknown[]) => unknown;

/** Answers kept per remembered function (see rememberPlainTexts). */
const ANSWERS_KEPT = 1000;

/**
 * A call's second argument written out, when it is a default text or an
 * options object whose every value is a string, a finite number, a boolean or
 * a list of strings (the namespaces to look in): then the text depends on
 * nothing else. Undefined for anything else.
 */
function valuesWrittenOut(options: unknown): string | undefined {
  if (typeof options === "string") return JSON.stringify(options);
  if (typeof options !== "object" || options === null || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    if (!isPlainValue(value) && !(Array.isArray(value) && value.every((item) => typeof item === "string"))) {
      return undefined;
    }
  }
  return JSON.stringify(options);
}

/** A string, a boolean or a finite number (JSON writes NaN and Infinity alike, as null). */
function isPlainValue(value: unknown): boolean {
  return typeof value === "number" ? Number.isFinite(value) : typeof value === "string" || typeof value === "boolean";
}

provideServerI18n(async (locale) => {
  const [{ default: pages }, { default: emails }] = await Promise.all([pageTexts[locale](), emailTexts[locale]()]);
  return createI18n(locale, { ...pages, emails });
});

// The server shows places in every language from the start (./place-table.ts).
providePlaceNames(PLACE_NAMES);
