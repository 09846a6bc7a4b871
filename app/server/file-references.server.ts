/**
 * Whether anything still refers to a stored file, and the one way to remove
 * files. Files are content-addressed (the same picture uploaded twice is one
 * file), so one file may serve a property, a project, a submission, the site
 * settings, an owner's proposed revision and a wizard upload whose token is still usable, all at once:
 * every delete path removes a file only when none of them refers to it.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "./db.server";
import { PHOTO_TOKEN_LIFETIME_MS } from "./photo-tokens.server";
import { storage } from "./storage.server";

/**
 * A wizard upload nobody has submitted yet counts as a reference this long:
 * longer than its token lives, so no submission can still claim the file.
 */
export const UNCLAIMED_GRACE_MS = PHOTO_TOKEN_LIFETIME_MS + 60 * 60 * 1000;

/** `now` moves the clock for the unclaimed-upload window (the sweeper passes its own). */
type Options = { now?: Date };

export async function isFileReferenced(url: string, { now = new Date() }: Options = {}) {
  const photo = JSON.stringify([{ card: url }]);
  const large = JSON.stringify([{ large: url }]);
  const plan = JSON.stringify([{ url }]);
  const liveSince = new Date(now.getTime() - UNCLAIMED_GRACE_MS).toISOString();
  const rows = await queryRows(
    z.object({ used: z.boolean() }),
    sql`
    select exists (select 1 from properties where images @> ${photo}::jsonb or images @> ${large}::jsonb)
        or exists (select 1 from projects where images @> ${photo}::jsonb or images @> ${large}::jsonb
                   or floor_plans @> ${plan}::jsonb or brochure_url = ${url})
        or exists (select 1 from property_listings where images @> ${photo}::jsonb or images @> ${large}::jsonb)
        or exists (select 1 from property_revisions where images @> ${photo}::jsonb or images @> ${large}::jsonb)
        or exists (select 1 from settings where logo_url = ${url} or favicon_url = ${url})
        or exists (select 1 from photo_uploads where (card = ${url} or large = ${url})
                   and uploaded_at >= ${liveSince}::timestamptz) as used`,
  );
  return Boolean(rows[0]?.used);
}

/**
 * Removes each file nothing refers to (after the rows that referred to it
 * were changed or deleted); the others stay. A failed removal is logged, not
 * thrown: the caller's change is done, and a leftover file harms no one.
 * Answers how many were removed.
 */
export async function removeUnreferencedFiles(urls: Iterable<string | null | undefined>, options: Options = {}) {
  let removed = 0;
  for (const url of new Set(Array.from(urls).filter((u): u is string => Boolean(u)))) {
    if (await isFileReferenced(url, options)) continue;
    try {
      await storage().remove(url);
      removed += 1;
    } catch (error) {
      console.error(`Could not remove ${url}:`, error);
    }
  }
  return removed;
}
