/**
 * POST /logout ends the session on the server (better-auth deletes it and
 * clears the cookies), then goes home, in the language signed out from
 * (/hi/logout → /hi). A plain visit only goes home: signing out is never a
 * side effect of following a link.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { localeContext } from "#app/web/context";
import { localizePath } from "#app/i18n/locales";
import { authInstance } from "#app/domain/accounts/auth.server";
import { cookieHeaders } from "#app/web/auth-endpoints.server";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizePath(context.get(localeContext), "/"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const home = localizePath(context.get(localeContext), "/");
  if (!request.headers.get("cookie")) return redirect(home);
  const response = await authInstance().api.signOut({ headers: request.headers, asResponse: true });
  return redirect(home, { headers: cookieHeaders(response.headers.getSetCookie()) });
}
