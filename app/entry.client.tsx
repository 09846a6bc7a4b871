/**
 * The browser's entry: React Router's default, except that the page's texts
 * (its language's shared namespaces and those its routes name, which the
 * server preloads as <link data-texts>: app/i18n/page-texts.ts) are loaded
 * before hydration, so the first render in the browser says what the server
 * rendered. The form checks
 * the page's modules declared (lib/form/deferred-check.ts) start loading at
 * the same moment; hydration does not wait for them.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/i18n";
import { localeOfPath } from "./i18n/locales";
import type { PageNamespace } from "./i18n/page-texts";
import { loadDeclaredChecks } from "./lib/form/deferred-check";

void loadDeclaredChecks();
const pageTexts = [...document.querySelectorAll<HTMLLinkElement>("link[data-texts]")].map(
  (link) => link.dataset.texts as PageNamespace,
);
void loadLocale(localeOfPath(window.location.pathname), pageTexts).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
