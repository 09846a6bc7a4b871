/**
 * GET /account/my-data: "Download my data", everything the site holds about
 * the signed-in account as one JSON file (app/domain/accounts/my-data.server.ts). It is
 * the account's own, so it is never cached; signed out, it asks to sign in.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/account-my-data";
import { exportMyData } from "#app/domain/accounts/my-data.server";
import { getCurrentUser, loginRedirectUrl } from "#app/web/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser({ request, context });
  if (!user) throw redirect(loginRedirectUrl(request));
  const myData = await exportMyData(user.id);
  if (!myData) throw redirect(loginRedirectUrl(request));
  const body = JSON.stringify(myData, null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
