/**
 * /recently-viewed: a signed-out visitor's views are recorded here, and the
 * "Clear" button of the recently viewed list posts here.
 *
 * GET ?property=ID or ?project=ID is the detail pages' view beacon (a 1×1
 * image, see app/components/view-beacon.tsx). The detail pages a visitor gets
 * may be copies from the visitors' page cache, identical for everyone, so the
 * page itself cannot set the visitor's cookie; the image request is each
 * visitor's own, is never cached, and sets it. Signed-in people's views are
 * recorded by the detail loaders into the account instead.
 *
 * POST empties the list (the account's and the browser's) and goes back.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/recently-viewed";
import { parseId } from "#app/lib/ids";
import { withRecent, type RecentRef } from "#app/lib/recently-viewed";
import { safeRedirect } from "#app/lib/validation/auth";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser } from "#app/web/session.server";
import { recentCookie, recentCookieRefs } from "#app/web/visitor-lists.server";
import { clearAccountRecent, isViewable, recordAccountView } from "#app/domain/seekers/recently-viewed.server";

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

function viewedOf(url: URL): RecentRef | null {
  const property = url.searchParams.get("property");
  const project = url.searchParams.get("project");
  if (property !== null && project === null) {
    const id = parseId(property);
    return id === null ? null : { kind: "property", id };
  }
  if (project !== null && property === null) {
    const id = parseId(project);
    return id === null ? null : { kind: "project", id };
  }
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewed = viewedOf(new URL(request.url));
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!viewed) return data({ message: "Say which property or project was viewed." }, { status: 400, headers });
  if (!(await isViewable(viewed))) {
    return data({ message: "This property or project is not on the site." }, { status: 404, headers });
  }
  const user = await getCurrentUser({ request, context });
  if (user) await recordAccountView(user.id, viewed);
  else headers.append("Set-Cookie", recentCookie(withRecent(recentCookieRefs(request), viewed)));
  headers.set("Content-Type", "image/gif");
  return new Response(PIXEL, { status: 200, headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const returnTo = safeRedirect(formOf(context).get("returnTo"), "/");
  const user = await getCurrentUser({ request, context });
  if (user) await clearAccountRecent(user.id);
  // The browser's list goes too: after signing out it would show again otherwise.
  return redirect(returnTo, { headers: { "Set-Cookie": recentCookie([]) } });
}
