/**
 * What /account shows (app/routes/account.tsx), gathered for the signed-in
 * person: their profile, the devices signed in (from better-auth, which reads
 * the session cookie), notification preferences, recently viewed items (from
 * the account or the visitor's cookie), the favourites count, saved searches,
 * whether they are the last administrator and whether they may make API keys. Its return type is the page
 * component's data (app/components/personal/account-page.tsx).
 */
import { getAuth } from "#app/domain/accounts/auth.server";
import type { accountProfile } from "#app/domain/accounts/account.server";
import { isLastAdmin } from "#app/domain/accounts/my-data.server";
import { preferencesOf } from "#app/domain/seekers/notification-preferences.server";
import { recentItems } from "#app/domain/seekers/recently-viewed.server";
import { listFavorites } from "#app/domain/seekers/favorites.server";
import { savedSearchSummaries } from "#app/domain/seekers/saved-searches.server";
import { mayHoldApiKeys } from "#app/domain/api-access/api-keys.server";
import { describeUserAgent } from "#app/lib/user-agent";
import { recentRefsOf } from "./visitor-lists.server";

type Profile = NonNullable<Awaited<ReturnType<typeof accountProfile>>>;

export async function loadAccountPage(request: Request, account: { id: string; role: string }, profile: Profile) {
  const userId = account.id;
  const auth = await getAuth();
  const [sessions, current, preferences, refs, favourites, lastAdmin, savedSearches, apiKeys] = await Promise.all([
    auth.api.listSessions({ headers: request.headers }),
    auth.api.getSession({ headers: request.headers }),
    preferencesOf(userId),
    recentRefsOf(request, userId),
    listFavorites(userId),
    isLastAdmin(userId),
    savedSearchSummaries(userId),
    mayHoldApiKeys(account),
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
    /** Whether the account may make API keys (the page links to /account/api-keys). */
    apiKeys,
  };
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>;
