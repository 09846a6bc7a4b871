/**
 * The browser's entry: React Router's default, except that the page's
 * language texts (named by <html lang>) are loaded before hydration, so the
 * first render in the browser says what the server rendered. The form checks
 * the page's modules declared (lib/form/deferred-check.ts) start loading at
 * the same moment; hydration does not wait for them.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLocale } from "./i18n/i18n";
import { localeOfPath } from "./i18n/locales";
import { loadDeclaredChecks } from "./lib/form/deferred-check";

void loadDeclaredChecks();
void loadLocale(localeOfPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
