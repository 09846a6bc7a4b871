/**
 * The site's React binding for texts, in place of react-i18next on both sides
 * (vite.config.ts resolves `react-i18next` here): `useTranslation` and
 * `I18nextProvider`. Components import "react-i18next" and keep its types.
 * What the provider is given is the page's language's translator: in the
 * browser the site's own (./browser/texts.ts), on the server that language's
 * i18next instance with every text (./server-texts.server.ts). Both answer
 * the same four calls used here.
 *
 * - `useTranslation(ns)` gives `t` for that namespace (common when none) and
 *   the instance. A namespace not loaded yet (only ever in the browser: the
 *   server holds them all) suspends the render until it is fetched, as
 *   react-i18next does, so the page being left stays until the texts are in;
 *   should the fetch fail, the render fails with its error.
 * - An instance never changes language (root gives each language its own), so
 *   nothing subscribes to changes, and nothing is copied per component:
 *   react-i18next made a copy of the whole instance in every component it
 *   rendered, a fifth of a server render's time (ADR 051).
 * - No `<Trans>`: texts with markup are drawn by app/i18n/rich-text.tsx, the
 *   same on both sides.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";

/** What the binding asks of a translator (the browser's BrowserTexts and i18next's instances answer it). */
type Translator = {
  readonly options: { defaultNS?: unknown };
  hasLoadedNamespace(namespace: string): boolean;
  loadNamespaces(namespaces: string | readonly string[]): Promise<unknown>;
  getFixedT(language: null, namespace: string): unknown;
  /** The browser's only: why the last fetch of a namespace failed. */
  failureOf?(namespace: string): unknown;
};

const TextsContext = createContext<Translator | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TextsContext.Provider, { value: i18n }, children);
}

function useTexts(): Translator {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTranslation outside I18nextProvider");
  return texts;
}

export function useTranslation(ns?: string) {
  const i18n = useTexts();
  const namespace = ns ?? String(i18n.options.defaultNS);
  if (!i18n.hasLoadedNamespace(namespace)) {
    // A fetch that failed is the page's error (its error page offers to reload), not a page of bare keys, and
    // not a loop of renders each fetching again.
    const failure = i18n.failureOf?.(namespace);
    if (failure) throw failure;
    // Suspends the render until the fetch has settled (React shows the page being left meanwhile).
    throw i18n.loadNamespaces(namespace).catch(() => undefined);
  }
  const t = i18n.getFixedT(null, namespace);
  return { t, i18n, ready: true };
}
