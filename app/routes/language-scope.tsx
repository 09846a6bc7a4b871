/**
 * The optional language segment of every public and account page:
 * /residential is English, /hi/residential Hindi, /mr/residential Marathi
 * (app/i18n/locales.ts). Any other first segment that reaches here names no
 * page: 404, inside the site's frame.
 *
 * A visitor who chose Hindi or Marathi with the switcher (the language cookie)
 * and comes back to the bare home page is taken to their language's home. Only
 * "/" does this: a shared link or a crawler always gets the page its URL names.
 */
import { data, Outlet, redirect } from "react-router";
import type { Route } from "./+types/language-scope";
import { LANGUAGE_COOKIE, localeOfParam, PREFIXED_LOCALES } from "#app/i18n/locales";

const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${PREFIXED_LOCALES.join("|")})(?:;|$)`);

export function loader({ params, request }: Route.LoaderArgs) {
  if (localeOfParam(params.lang) === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (params.lang === undefined && (url.pathname === "/" || url.pathname === "/_root.data")) {
    const chosen = CHOSEN_LANGUAGE.exec(request.headers.get("cookie") ?? "")?.[1];
    if (chosen) throw redirect(`/${chosen}${url.search}`);
  }
  return null;
}

export default function LanguageScope() {
  return <Outlet />;
}
