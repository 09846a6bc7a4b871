/**
 * The browser's entry: React Router's default, except that the page's texts
 * (its language's shared namespaces and those its routes name, which the
 * server preloads as <link data-texts>: app/i18n/page-texts.ts) are loaded
 * before hydration, so the first render in the browser says what the server
 * rendered. The form checks the page's modules declared
 * (lib/form/deferred-check.ts) start loading once the page has loaded (after
 * its load event, so they never share the network with its stylesheet,
 * pictures and scripts); hydration does not wait for them, and a form posted
 * sooner loads its check at once.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/i18n";
import { localeOfPath } from "./i18n/locales";
import type { PageNamespace } from "./i18n/page-texts";
import { loadDeclaredChecks } from "./lib/form/deferred-check";

// A turn after the load event, not in it: a fetch started by a load listener would count as part of the page's load.
const startChecks = () => setTimeout(() => void loadDeclaredChecks(), 0);
if (document.readyState === "complete") startChecks();
else window.addEventListener("load", startChecks, { once: true });
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
