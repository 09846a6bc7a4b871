/**
 * A signed-out visitor's compare list and recently viewed list, kept in their
 * own browser as two small cookies (signed-in people keep theirs in the
 * account: app/domain/seekers/compare.server.ts, app/domain/seekers/recently-viewed.server.ts).
 *
 * The cookies hold ids only and are read leniently: a tampered value loses
 * what does not parse and never fails a page. The visitors' page cache skips
 * every request carrying one of them (PERSONAL_COOKIE in page-cache.server.ts
 * matches these names), since the pages show the lists.
 */
import { parseId } from "#app/lib/ids";
import { COMPARE_LIMIT } from "#app/lib/compare";
import { RECENT_LIMIT, type RecentRef } from "#app/lib/recently-viewed";
import { accountCompareIds, adoptCompareIds } from "#app/domain/seekers/compare.server";
import { accountRecentRefs, adoptRecentRefs } from "#app/domain/seekers/recently-viewed.server";
import { env } from "#app/platform/env.server";

export const COMPARE_COOKIE = "nivaas_compare";
export const RECENT_COOKIE = "nivaas_recent";

const DAY = 24 * 60 * 60;
const COMPARE_MAX_AGE = 30 * DAY;
const RECENT_MAX_AGE = 90 * DAY;

/** A cookie's value in a Cookie header, or null. */
function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

function setCookie(name: string, value: string, maxAge: number): string {
  const secure = env.publicUrl.startsWith("https://") ? "; Secure" : "";
  const age = value ? maxAge : 0;
  return `${name}=${value}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

// ---------------------------------------------------------------- compare

/** The visitor's compare list: property ids, oldest first, at most COMPARE_LIMIT. */
export function compareCookieIds(request: Request): number[] {
  const ids: number[] = [];
  for (const part of (cookieValue(request, COMPARE_COOKIE) ?? "").split(".")) {
    const id = parseId(part);
    if (id !== null && !ids.includes(id) && ids.length < COMPARE_LIMIT) ids.push(id);
  }
  return ids;
}

/** Set-Cookie keeping `ids` as the compare list (an empty list removes the cookie). */
export function compareCookie(ids: readonly number[]): string {
  return setCookie(COMPARE_COOKIE, ids.slice(0, COMPARE_LIMIT).join("."), COMPARE_MAX_AGE);
}

// ---------------------------------------------------------------- recently viewed

const KIND_LETTER: Record<RecentRef["kind"], string> = { property: "p", project: "j" };

/** The visitor's recently viewed items, newest first: "p12.j3" is property 12, then project 3. */
export function recentCookieRefs(request: Request): RecentRef[] {
  const refs: RecentRef[] = [];
  for (const part of (cookieValue(request, RECENT_COOKIE) ?? "").split(".")) {
    const kind = part[0] === "p" ? "property" : part[0] === "j" ? "project" : null;
    const id = parseId(part.slice(1));
    if (!kind || id === null || refs.some((ref) => ref.kind === kind && ref.id === id)) continue;
    refs.push({ kind, id });
    if (refs.length >= RECENT_LIMIT) break;
  }
  return refs;
}

/** Set-Cookie keeping `refs` as the recently viewed list (an empty list removes the cookie). */
export function recentCookie(refs: readonly RecentRef[]): string {
  const value = refs
    .slice(0, RECENT_LIMIT)
    .map((ref) => `${KIND_LETTER[ref.kind]}${ref.id}`)
    .join(".");
  return setCookie(RECENT_COOKIE, value, RECENT_MAX_AGE);
}

// ---------------------------------------------------------------- either place

/** The compare list of whoever asks: the account's when signed in, else the browser's. */
export function compareIdsOf(request: Request, userId: string | null | undefined): Promise<number[]> {
  return userId ? accountCompareIds(userId) : Promise.resolve(compareCookieIds(request));
}

/** The recently viewed list of whoever asks: the account's when signed in, else the browser's. */
export function recentRefsOf(request: Request, userId: string | null | undefined): Promise<RecentRef[]> {
  return userId ? accountRecentRefs(userId) : Promise.resolve(recentCookieRefs(request));
}

/**
 * Right after signing in: what the browser kept joins the account, and the
 * cookies go (the account's lists are the ones shown from now on). Returns the
 * Set-Cookie values that remove them (none when there were none).
 */
export async function adoptVisitorLists(request: Request, userId: string): Promise<string[]> {
  const cookies: string[] = [];
  const compare = compareCookieIds(request);
  const recent = recentCookieRefs(request);
  if (cookieValue(request, COMPARE_COOKIE) !== null) {
    await adoptCompareIds(userId, compare);
    cookies.push(compareCookie([]));
  }
  if (cookieValue(request, RECENT_COOKIE) !== null) {
    await adoptRecentRefs(userId, recent);
    cookies.push(recentCookie([]));
  }
  return cookies;
}
