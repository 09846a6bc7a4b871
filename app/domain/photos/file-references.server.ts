/**
 * Whether anything still refers to a stored file, and the one way to remove
 * files. Files are content-addressed (the same picture uploaded twice is one
 * file), so one file may serve a property, a project, a submission, the site
 * settings, an agent's or builder's logo, an owner's proposed revision and a wizard upload whose token is still usable, all at once:
 * every delete path removes a file only when none of them refers to it.
 */
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { PHOTO_TOKEN_LIFETIME_MS } from "./photo-tokens.server";
import type { Photo } from "#app/platform/schema";
import { storage } from "#app/platform/storage.server";
import { log } from "#app/platform/log.server";

/**
 * A wizard upload nobody has submitted yet counts as a reference this long:
 * longer than its token lives, so no submission can still claim the file.
 */
export const UNCLAIMED_GRACE_MS = PHOTO_TOKEN_LIFETIME_MS + 60 * 60 * 1000;

/** `now` moves the clock for the unclaimed-upload window (the sweeper passes its own). */
type Options = { now?: Date };

/** A photo's files: each variant it names (app/platform/images.server.ts). */
const PHOTO_FILE_KEYS = ["card", "large", "thumb", "medium"] as const satisfies readonly (keyof Photo)[];

/** Every file a photo refers to (older photos and pasted links have no thumb or medium). */
export function photoFiles(photo: Photo): string[] {
  return PHOTO_FILE_KEYS.map((key) => photo[key]).filter((url): url is string => Boolean(url));
}

export async function isFileReferenced(url: string, { now = new Date() }: Options = {}) {
  // An images column refers to the file when one of its photos names it as any variant.
  const inImages = (column: SQL) =>
    sql.join(
      PHOTO_FILE_KEYS.map((key) => sql`${column} @> ${JSON.stringify([{ [key]: url }])}::jsonb`),
      sql` or `,
    );
  const images = sql.raw("images");
  const plan = JSON.stringify([{ url }]);
  const liveSince = new Date(now.getTime() - UNCLAIMED_GRACE_MS).toISOString();
  const rows = await queryRows(
    z.object({ used: z.boolean() }),
    sql`
    select exists (select 1 from properties where ${inImages(images)})
        or exists (select 1 from projects where ${inImages(images)}
                   or floor_plans @> ${plan}::jsonb or brochure_url = ${url})
        or exists (select 1 from property_listings where ${inImages(images)})
        or exists (select 1 from property_revisions where ${inImages(images)})
        or exists (select 1 from settings where logo_url = ${url} or favicon_url = ${url})
        or exists (select 1 from supplier_profiles where logo->>'small' = ${url} or logo->>'large' = ${url})
        or exists (select 1 from photo_uploads where (card = ${url} or large = ${url} or thumb = ${url} or medium = ${url})
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
      log.error({ err: error }, `Could not remove ${url}`);
    }
  }
  return removed;
}
