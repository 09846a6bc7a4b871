/**
 * What the browser's build uses in place of react-i18next (vite.config.ts
 * points `react-i18next` here for the client only): `useTranslation` and
 * `I18nextProvider` over the browser's texts (./texts.ts). The
 * server keeps react-i18next and i18next; components import "react-i18next"
 * and are the same code on both sides.
 *
 * - `useTranslation(ns)` gives `t` for that namespace (common when none) and
 *   the instance. A namespace not loaded yet suspends the render until it is
 *   fetched, as react-i18next does, so the page being left stays until the
 *   texts are in; should the fetch fail, the render fails with its error. An
 *   instance never changes language (root gives each language its own), so
 *   nothing needs to subscribe to changes.
 * - No `<Trans>`: texts with markup are drawn by app/i18n/rich-text.tsx, the
 *   same on both sides.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import type { BrowserTexts } from "./texts";

const TextsContext = createContext<BrowserTexts | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: BrowserTexts; children?: ReactNode }) {
  return createElement(TextsContext.Provider, { value: i18n }, children);
}

function useTexts(): BrowserTexts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTranslation outside I18nextProvider");
  return texts;
}

export function useTranslation(ns?: string) {
  const i18n = useTexts();
  const namespace = ns ?? i18n.options.defaultNS;
  if (!i18n.hasLoadedNamespace(namespace)) {
    // A fetch that failed is the page's error (its error page offers to reload), not a page of bare keys, and
    // not a loop of renders each fetching again.
    const failure = i18n.failureOf(namespace);
    if (failure) throw failure;
    // Suspends the render until the fetch has settled (React shows the page being left meanwhile).
    throw i18n.loadNamespaces(namespace).catch(() => undefined);
  }
  const t = i18n.getFixedT(null, namespace);
  return { t, i18n, ready: true };
}
