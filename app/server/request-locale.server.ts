/**
 * The request's language for an action or loader, with its texts loaded. An
 * action runs before the root loader (which loads the page's language), so a
 * form posted in Hindi right after a restart would otherwise find no Hindi
 * texts for the messages it makes on the server.
 */
import type { RouterContextProvider } from "react-router";
import { localeContext } from "#app/context";
import { loadLocale } from "#app/i18n/i18n";
import type { Locale } from "#app/i18n/locales";

export async function requestLocale(context: Readonly<RouterContextProvider>): Promise<Locale> {
  const locale = context.get(localeContext);
  await loadLocale(locale);
  return locale;
}
