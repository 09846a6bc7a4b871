/**
 * Who may use My listings: any signed-in account (users, agents, staff).
 * Signed out, the page sends them to sign in and back.
 */
import { data, redirect } from "react-router";
import type { OwnerScope } from "#app/domain/owners/owner-listings.server";
import { getCurrentUser, loginRedirectUrl, type RequestArgs, type SessionUser } from "#app/web/session.server";

export async function requireAccount(args: RequestArgs): Promise<SessionUser> {
  const user = await getCurrentUser(args);
  if (!user) throw redirect(loginRedirectUrl(args.request));
  return user;
}

/** The owner scope of an account: staff may act on every listing. */
export function ownerScopeOf(user: SessionUser): OwnerScope {
  return { userId: user.id, name: user.name, staff: user.role === "admin" };
}

/** Another account's listing and a listing that does not exist look the same: 404. */
export function listingNotFound(): never {
  throw data({ message: "This listing does not exist, or it is not one of yours." }, { status: 404 });
}
