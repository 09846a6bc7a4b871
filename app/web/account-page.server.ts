/**
 * What /account shows (app/routes/account.tsx), gathered for the signed-in
 * person: their profile, the devices signed in (from better-auth, which reads
 * the session cookie), notification preferences, recently viewed items (from
 * the account or the visitor's cookie), the favourites count, saved searches,
 * and whether they are the last administrator. Its return type is the page
 * component's data (app/components/personal/account-page.tsx).
 */
import { getAuth } from "#app/domain/accounts/auth.server";
import type { accountProfile } from "#app/domain/accounts/account.server";
import { isLastAdmin } from "#app/domain/accounts/my-data.server";
import { preferencesOf } from "#app/domain/seekers/notification-preferences.server";
import { recentItems } from "#app/domain/seekers/recently-viewed.server";
import { listFavorites } from "#app/domain/seekers/favorites.server";
import { savedSearchSummaries } from "#app/domain/seekers/saved-searches.server";
import { describeUserAgent } from "#app/lib/user-agent";
import { recentRefsOf } from "./visitor-lists.server";

type Profile = NonNullable<Awaited<ReturnType<typeof accountProfile>>>;

export async function loadAccountPage(request: Request, userId: string, profile: Profile) {
  const auth = await getAuth();
  const [sessions, current, preferences, refs, favourites, lastAdmin, savedSearches] = await Promise.all([
    auth.api.listSessions({ headers: request.headers }),
    auth.api.getSession({ headers: request.headers }),
    preferencesOf(userId),
    recentRefsOf(request, userId),
    listFavorites(userId),
    isLastAdmin(userId),
    savedSearchSummaries(userId),
  ]);
  return {
    profile: { ...profile, createdAt: profile.createdAt.toISOString() },
    sessions: sessions
      .map((session) => ({
        id: session.id,
        current: session.token === current?.session.token,
        device: describeUserAgent(session.userAgent),
        ipAddress: session.ipAddress ?? null,
        signedInAt: new Date(session.createdAt).toISOString(),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.signedInAt.localeCompare(a.signedInAt)),
    preferences,
    recentlyViewed: await recentItems(refs),
    favouriteCount: favourites.length,
    savedSearches,
    lastAdmin,
  };
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>;
