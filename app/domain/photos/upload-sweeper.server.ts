/**
 * Photos chosen on /list-property are stored at once (so the visitor sees
 * them and the submission carries only signed tokens). Those never
 * submitted would stay forever: this removes them once nothing refers to
 * them and their upload token has expired, so a visitor still filling in the
 * wizard never loses a photo. (A submission claims its uploads' records, and
 * deleting it removes its files through the same reference check.)
 */
import { asc, eq, lt, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { defineRecurringJob } from "#app/platform/jobs.server";
import { isFileReferenced, photoFiles, removeUnreferencedFiles, UNCLAIMED_GRACE_MS } from "./file-references.server";
import { photoUploads, type Photo } from "#app/platform/schema";
import { log } from "#app/platform/log.server";

export { UNCLAIMED_GRACE_MS };
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const BATCH = 500;

/** Notes a freshly stored wizard photo, so the sweeper can find it later; answers the record's id (its upload token names it). */
export async function recordPhotoUpload(photo: Photo): Promise<number> {
  const [row] = await db
    .insert(photoUploads)
    .values({ card: photo.card, large: photo.large, thumb: photo.thumb ?? null, medium: photo.medium ?? null })
    .returning({ id: photoUploads.id });
  return row.id;
}

/**
 * One pass over uploads older than the grace period. A file still referenced
 * (by a row, or by a newer upload of the same picture) stays, and its record
 * is looked at again on a later pass; otherwise the files and the record go.
 */
export async function sweepUnclaimedUploads({ now = new Date(), graceMs = UNCLAIMED_GRACE_MS } = {}) {
  const cutoff = new Date(now.getTime() - graceMs);
  const candidates = await db
    .select()
    .from(photoUploads)
    .where(lt(photoUploads.uploadedAt, cutoff))
    .orderBy(sql`${photoUploads.checkedAt} asc nulls first`, asc(photoUploads.id))
    .limit(BATCH);
  let removed = 0;
  for (const upload of candidates) {
    const files = photoFiles({
      card: upload.card,
      large: upload.large,
      thumb: upload.thumb ?? undefined,
      medium: upload.medium ?? undefined,
    });
    let used = false;
    for (const file of files) if (!used) used = await isFileReferenced(file, { now });
    if (used) {
      await db.update(photoUploads).set({ checkedAt: now }).where(eq(photoUploads.id, upload.id));
      continue;
    }
    if ((await removeUnreferencedFiles(files, { now })) > 0) removed += 1;
    await db.delete(photoUploads).where(eq(photoUploads.id, upload.id));
  }
  return { checked: candidates.length, removed };
}

/** Sweeps a minute after the first start-up and every six hours, as a recurring job (once across instances). */
defineRecurringJob(
  "uploads.sweep",
  SWEEP_EVERY_MS,
  async () => {
    const { removed } = await sweepUnclaimedUploads();
    if (removed) log.info(`[sweeper] removed ${removed} unclaimed photo upload(s)`);
  },
  { firstRunAfterMs: FIRST_SWEEP_AFTER_MS },
);
