/**
 * One translator per language, made once and shared by every request (an
 * instance is never switched to another language, so concurrent renders
 * cannot see each other's). The server's are i18next instances holding every
 * text of the three languages, loaded at start-up (app/locales/<lang>/index.ts
 * and the e-mails, through server-texts.server.ts). A browser's is the site's
 * own translator (./browser/texts.ts, 1 KB instead of i18next's 15), which
 * gives the same text for every key; it loads only its page's language, and
 * of it only what the page needs (app/i18n/page-texts.ts): entry.client.tsx
 * before hydration, root's clientLoader when the visitor switches language;
 * a namespace a later page needs is fetched when a component first asks for
 * it (`useTranslation` suspends that render, so the page being left stays
 * until the texts are in).
 *
 * Keys are flat strings within a namespace ("filters.budget"): no key or
 * namespace separator, so a key is exactly what the JSON file holds, and the
 * `messages` namespace can key a message by its English text.
 */
import type { i18n as I18n, TFunction } from "i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { SHARED_NAMESPACES, textsUrl, type PageNamespace } from "./page-texts";
import { BrowserTexts } from "./browser/texts";
import { loadPlaceNames } from "./place-table";

import { NAMESPACES, type Namespace, type Resources } from "./namespaces";

export { NAMESPACES, type Namespace, type Resources };

/**
 * How the server makes a language's i18next instance with all its texts. It
 * lives in server-texts.server.ts, which start-up and the e-mail code import:
 * here, where the browser's code could reach it, the client build would take
 * in i18next and every language's texts, which no page loads.
 */
let serverInstance: ((locale: Locale) => Promise<I18n>) | undefined;

export function provideServerI18n(make: (locale: Locale) => Promise<I18n>): void {
  serverInstance = make;
}

const instances = new Map<Locale, I18n>();

/**
 * A browser's texts for `locale` with the shared namespaces, each fetched from
 * the build's JSON file. Not i18next (15 KB gzipped on every page): the
 * browser's translator gives the same text for every key (./browser/texts.ts),
 * and stands in for the i18next instance wherever one is passed around.
 */
function createBrowserI18n(locale: Locale): Promise<I18n> {
  const texts = new BrowserTexts(locale, async (namespace) => {
    const response = await fetch(textsUrl(locale, namespace as PageNamespace));
    if (!response.ok) throw new Error(`Texts ${locale}/${namespace}: ${response.status}`);
    return response.json();
  });
  return texts.loadNamespaces(SHARED_NAMESPACES).then(() => texts as unknown as I18n);
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
    // A Hindi or Marathi page names places in its language (./place-table.ts), fetched with its texts.
    const [instance] = await Promise.all([pending, locale === DEFAULT_LOCALE ? undefined : loadPlaceNames()]);
    // The shared namespaces came with the instance; a page's own are fetched alongside each other here.
    await instance.loadNamespaces([...namespaces]);
    instances.set(locale, instance);
    return instance;
  }
  const loaded = instances.get(locale);
  if (loaded) return loaded;
  if (!serverInstance) throw new Error("No texts on the server: app/i18n/server-texts.server.ts was not imported");
  const made = await serverInstance(locale);
  const instance = instances.get(locale) ?? made;
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
