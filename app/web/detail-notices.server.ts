/**
 * The notices the property and project pages' actions (inquiry, site visit,
 * phone reveal, report) make on the server, in the language of the page the
 * form was sent from. Fixed English notices are translated where they are
 * shown (useMessage); these are the ones that carry a number.
 */
import type { RouterContextProvider } from "react-router";
import type { TFunction } from "i18next";
import { localeContext } from "#app/web/context";
import { loadLocale, tFor } from "#app/i18n/i18n";
import type { Locale } from "#app/i18n/locales";

export type DetailTexts = { locale: Locale; t: TFunction<"detail"> };

/** The request's language and its `detail` texts (an action runs before root's loader has loaded them). */
export async function detailTexts(context: Readonly<RouterContextProvider>): Promise<DetailTexts> {
  const locale = context.get(localeContext);
  await loadLocale(locale);
  return { locale, t: tFor(locale, "detail") };
}
