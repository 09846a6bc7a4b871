/**
 * GET /language?to=hi&next=/residential?location=Mumbai — the language
 * switcher's link without JavaScript: remembers the choice in a cookie for a
 * year and sends the visitor to `next` in that language (the same page, its
 * filters kept). With JavaScript the switcher sets the cookie itself and
 * navigates directly. `next` must be a path of this site; anything else goes home.
 */
import type { Route } from "./+types/language";
import { isLocale, LANGUAGE_COOKIE, localizePath } from "#app/i18n/locales";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  if (!isLocale(to)) return new Response("Unknown language", { status: 400 });
  const next = url.searchParams.get("next") ?? "/";
  // Only a path on this site: not "//other.example" nor "/\\other.example".
  const safeNext = /^\/(?![/\\])/.test(next) ? next : "/";
  const secure = url.protocol === "https:" ? "; Secure" : "";
  return new Response(null, {
    status: 303,
    headers: {
      Location: localizePath(to, safeNext),
      "Set-Cookie": `${LANGUAGE_COOKIE}=${to}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
    },
  });
}
