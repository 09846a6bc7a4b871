/**
 * POST /logout ends the session on the server (better-auth deletes it and
 * clears the cookies), then goes home. A plain visit only goes home: signing
 * out is never a side effect of following a link.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { authInstance, cookieHeaders } from "#app/server/auth.server";

export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  if (!request.headers.get("cookie")) return redirect("/");
  const response = await authInstance().api.signOut({ headers: request.headers, asResponse: true });
  return redirect("/", { headers: cookieHeaders(response.headers.getSetCookie()) });
}
