/**
 * One i18next instance per language, made once and shared by every request
 * (an instance is never switched to another language, so concurrent renders
 * cannot see each other's). The server loads every text of the three
 * languages at start-up (app/locales/<lang>/index.ts and the e-mails, through
 * server-texts.server.ts). A browser loads only its page's language, and of
 * it only what the page needs (app/i18n/page-texts.ts): entry.client.tsx
 * before hydration, root's clientLoader when the visitor switches language;
 * a namespace a later page needs is fetched when a component first asks for
 * it (react-i18next suspends that render, so the page being left stays until
 * the texts are in).
 *
 * Keys are flat strings within a namespace ("filters.budget"): no key or
 * namespace separator, so a key is exactly what the JSON file holds, and the
 * `messages` namespace can key a message by its English text.
 */
import { createInstance, type i18n as I18n, type InitOptions, type TFunction } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { SHARED_NAMESPACES, textsUrl, type PageNamespace } from "./page-texts";

import { NAMESPACES, type Namespace, type Resources } from "./namespaces";

export { NAMESPACES, type Namespace, type Resources };

/**
 * How the server gets a language's texts. The loaders live in
 * server-texts.server.ts, which start-up and the e-mail code import: here,
 * where the browser's code could reach them, the client build would emit
 * every language's texts as scripts that no page ever loads.
 */
let serverTexts: ((locale: Locale) => Promise<Resources>) | undefined;

export function provideServerTexts(load: (locale: Locale) => Promise<Resources>): void {
  serverTexts = load;
}

const instances = new Map<Locale, I18n>();

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
 * text: each translate function this instance hands out (react-i18next's
 * useTranslation asks getFixedT for one per component) answers those from
 * what the instance already worked out. Any other call goes to i18next.
 */
function rememberPlainTexts(instance: I18n): void {
  // i18next's own types for these are deep generics over every key; the wrapper only passes values through.
  type Translate = ((key: unknown, ...rest: unknown[]) => unknown) &
    Record<"lng" | "lngs" | "ns" | "keyPrefix", unknown>;
  type GetFixedT = (lng?: unknown, ns?: unknown, keyPrefix?: unknown, ...rest: unknown[]) => Translate;
  const fixedTranslator = (instance.getFixedT as unknown as GetFixedT).bind(instance);
  // Per language and namespace(s): key → text.
  const scopes = new Map<string, Map<string, unknown>>();
  const getFixedT: GetFixedT = (...args) => {
    const t = fixedTranslator(...args);
    const [lng, ns, keyPrefix] = args;
    if (keyPrefix || (lng !== null && lng !== undefined && typeof lng !== "string")) return t;
    const scope = `${lng ?? ""}\u0000${Array.isArray(ns) ? ns.join(",") : String(ns ?? "")}`;
    let texts = scopes.get(scope);
    if (!texts) scopes.set(scope, (texts = new Map()));
    const known = texts;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== "string") return t(key, ...rest);
      let text = known.get(key);
      if (text === undefined) {
        text = t(key);
        known.set(key, text);
      }
      return text;
    };
    return Object.assign(remembering, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  };
  instance.getFixedT = getFixedT as unknown as I18n["getFixedT"];
}

/** A browser's instance for `locale` with the shared texts: each namespace fetched from the build's JSON file. */
function createBrowserI18n(locale: Locale): Promise<I18n> {
  const instance = createInstance().use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const response = await fetch(textsUrl(language as Locale, namespace as PageNamespace));
      if (!response.ok) throw new Error(`Texts ${language}/${namespace}: ${response.status}`);
      return response.json();
    }),
  );
  return instance.init({ ...OPTIONS, lng: locale, ns: [...SHARED_NAMESPACES] }).then(() => instance);
}

const browserInstances = new Map<Locale, Promise<I18n>>();

/**
 * Loads a language's texts (once; a no-op when they are loaded). The server
 * loads all of them; a browser the shared namespaces and `namespaces`.
 */
export async function loadLocale(
  locale: Locale,
  namespaces: readonly PageNamespace[] = SHARED_NAMESPACES,
): Promise<I18n> {
  if (typeof window !== "undefined") {
    const pending = browserInstances.get(locale) ?? createBrowserI18n(locale);
    browserInstances.set(locale, pending);
    const instance = await pending;
    // The shared namespaces came with the instance; a page's own are fetched alongside each other here.
    await instance.loadNamespaces([...namespaces]);
    instances.set(locale, instance);
    return instance;
  }
  const loaded = instances.get(locale);
  if (loaded) return loaded;
  if (!serverTexts) throw new Error("No texts on the server: app/i18n/server-texts.server.ts was not imported");
  const resources = await serverTexts(locale);
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
