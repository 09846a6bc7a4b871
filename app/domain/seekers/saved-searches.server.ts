/**
 * Saved searches: a signed-in person keeps a /residential, /commercial or
 * /projects query under a name, with how often and how to be alerted. The
 * query is stored only as the list page's own parser reads it (whatever a URL
 * held is normalised, never stored raw), and a property search also stores
 * that query's filter for alert matching (property-filter.server.ts).
 * Every function takes the owner's id: nobody reads or changes another
 * person's searches.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { savedSearches, user } from "#app/platform/schema";
import { COUNT_CAP, countProperties, propertyDevelopers } from "#app/domain/catalogue/properties.server";
import { listProjects, projectFilterOptions } from "#app/domain/catalogue/projects.server";
import { propertyFilterOf, storedFilter } from "#app/domain/catalogue/property-filter.server";
import { preferencesOf, savePreferences } from "#app/domain/seekers/notification-preferences.server";
import { parsePropertyQuery, propertyQueryParams } from "#app/lib/property-query";
import { parseProjectQuery, projectQueryToSearch } from "#app/lib/project-query";
import {
  MAX_SAVED_SEARCHES,
  searchHref,
  sendsAlerts,
  type AlertFrequency,
  type SaveSearchOffer,
  type SearchKind,
} from "#app/lib/saved-search";
import { type SavedSearchInput } from "#app/lib/validation/saved-search";
import type { Locale } from "#app/i18n/locales";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";

/** A search's stored query and filter, as the list page would read `rawQuery`. */
export async function normaliseSearch(kind: SearchKind, rawQuery: string) {
  const params = new URLSearchParams(rawQuery);
  if (kind === "projects") {
    const parsed = parseProjectQuery(params);
    // As on /projects: a type or developer no active project has is ignored.
    const options = await projectFilterOptions();
    const query = {
      ...parsed,
      type: options.types.includes(parsed.type) ? parsed.type : "",
      developer: options.developers.includes(parsed.developer) ? parsed.developer : "",
      page: 1,
    };
    return { query: projectQueryToSearch(query).replace(/^\?/, ""), filter: null };
  }
  const parsed = parsePropertyQuery(kind, params);
  // As on the list page: a developer no active listing has is ignored.
  const developers = await propertyDevelopers(kind);
  const developer = developers.find((name) => name.toLowerCase() === parsed.developer.toLowerCase()) ?? "";
  const query = { ...parsed, developer, page: 1 };
  return { query: propertyQueryParams(query).toString(), filter: propertyFilterOf(kind, query) };
}

/** Whether the account has a phone number it proved with a code (better-auth's phoneNumber plugin). */
export async function hasVerifiedPhone(userId: string): Promise<boolean> {
  const [row] = await db
    .select({ phone: user.phoneNumber, verified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, userId));
  return Boolean(row?.phone && row.verified);
}

export type SaveOutcome = { ok: true; id: number } | { ok: false; reason: "limit" };

/**
 * Stores a new saved search, unless the account already has the most it may keep.
 * `locale`: the language of the page it was saved on, in which its alerts are written.
 */
export async function createSavedSearch(
  userId: string,
  input: SavedSearchInput,
  locale: Locale = "en",
): Promise<SaveOutcome> {
  const { query, filter } = await normaliseSearch(input.kind, input.query);
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    // One save at a time per account, so two at once cannot both be the 20th.
    await tx.execute(sql`select id from ${user} where id = ${userId} for update`);
    const [{ saved }] = await tx.select({ saved: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if (saved >= MAX_SAVED_SEARCHES) return { ok: false, reason: "limit" };
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        kind: input.kind,
        query,
        // A project search cannot alert (sendsAlerts): kept with its alerts off.
        frequency: sendsAlerts(input.kind) ? input.frequency : "off",
        email: input.email,
        sms: sendsAlerts(input.kind) && input.sms,
        locale,
        ...storedFilter(filter),
      })
      .returning({ id: savedSearches.id });
    return { ok: true, id: row.id };
  });
  if (outcome.ok) {
    await allowSmsAlertsWhenChosen(userId, input.sms);
    await rememberAccountLocale(userId, locale);
  }
  return outcome;
}

/**
 * Choosing SMS for a search is choosing SMS alerts: the account's alerts-by-SMS
 * preference (off until then) is turned on, and turning it off on the account
 * page silences SMS for every search.
 */
async function allowSmsAlertsWhenChosen(userId: string, sms: boolean) {
  if (!sms) return;
  const preferences = await preferencesOf(userId);
  if (!preferences.alertsSms) await savePreferences(userId, { ...preferences, alertsSms: true });
}

export type SearchSettings = Pick<SavedSearchInput, "name" | "frequency" | "email" | "sms">;

/**
 * Renames a search or changes its alerts; false when it is not this person's (or gone).
 * Its alerts are written from then on in `locale`, the language of the page it was changed on.
 */
export async function updateSavedSearch(
  userId: string,
  id: number,
  settings: SearchSettings,
  locale: Locale = "en",
): Promise<boolean> {
  const updated = await db
    .update(savedSearches)
    .set({
      ...settings,
      locale,
      // A project search cannot alert (sendsAlerts): it stays off whatever is posted.
      frequency: sql`case when ${savedSearches.kind} = 'projects' then 'off' else ${settings.frequency} end`,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (updated.length > 0) {
    await allowSmsAlertsWhenChosen(userId, settings.sms);
    await rememberAccountLocale(userId, locale);
  }
  return updated.length > 0;
}

export async function deleteSavedSearch(userId: string, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/**
 * How many active listings (or projects) the stored query finds now, with the
 * list page's own code: listings are counted up to the list's cap (a saved
 * "Mumbai" need not count a city's listings on every visit to the page).
 */
async function matchCount(
  kind: SearchKind,
  query: string,
  countCap: number,
): Promise<{ matches: number; matchesCapped: boolean }> {
  if (kind === "projects") {
    return {
      matches: (await listProjects(parseProjectQuery(new URLSearchParams(query)), 1)).total,
      matchesCapped: false,
    };
  }
  const { total, totalCapped } = await countProperties(kind, parsePropertyQuery(kind, query), countCap);
  return { matches: total, matchesCapped: totalCapped };
}

export type SavedSearchSummary = {
  id: number;
  name: string;
  kind: SearchKind;
  /** The list page with the saved query. */
  href: string;
  frequency: AlertFrequency;
  email: boolean;
  sms: boolean;
  /** Current matches on the public site: exact up to the list's count cap, else the cap. */
  matches: number;
  /** More than `matches` match ("10,000+"). */
  matchesCapped: boolean;
  createdAt: Date;
};

/**
 * A person's saved searches, oldest first, each with its current number of
 * matches (`countCap`: COUNT_CAP, a parameter so tests reach it with few rows).
 */
export async function savedSearchSummaries(userId: string, countCap = COUNT_CAP): Promise<SavedSearchSummary[]> {
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      kind: savedSearches.kind,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      email: savedSearches.email,
      sms: savedSearches.sms,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return Promise.all(
    rows.map(async (row) => {
      const kind = row.kind as SearchKind;
      return {
        id: row.id,
        name: row.name,
        kind,
        href: searchHref(kind, row.query),
        frequency: row.frequency as AlertFrequency,
        email: row.email,
        sms: row.sms,
        ...(await matchCount(kind, row.query, countCap)),
        createdAt: row.createdAt,
      };
    }),
  );
}

export async function savedSearchCount(userId: string): Promise<number> {
  const [{ saved }] = await db.select({ saved: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return saved;
}

/** Turns one search's alerts off (an unsubscribe link); its name, or null when it no longer exists. */
export async function turnOffAlerts(id: number): Promise<string | null> {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: "off" })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  return row?.name ?? null;
}

/** What a list page's "Save this search" needs to know about the visitor (signed out: undefined). */
export async function saveSearchOffer(userId: string | undefined): Promise<SaveSearchOffer> {
  if (!userId) return { signedIn: false };
  const [smsAvailable, saved] = await Promise.all([hasVerifiedPhone(userId), savedSearchCount(userId)]);
  return { signedIn: true, smsAvailable, full: saved >= MAX_SAVED_SEARCHES };
}
