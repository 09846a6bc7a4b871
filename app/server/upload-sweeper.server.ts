/**
 * Photos chosen on /list-property are stored at once (so the visitor sees
 * them and the submission carries only signed tokens). Those never
 * submitted, or whose submission was deleted, would stay forever: this
 * removes them once nothing refers to them and their upload token has
 * expired, so a visitor still filling in the wizard never loses a photo.
 */
import { and, asc, eq, gte, lt, ne, sql } from "drizzle-orm";
import { db } from "./db.server";
import { isFileReferenced } from "./file-references.server";
import { PHOTO_TOKEN_LIFETIME_MS } from "./photo-tokens.server";
import { photoUploads, type Photo } from "./schema";
import { storage } from "./storage.server";

/** Longer than an upload token lives: after that no submission can claim the photo. */
export const UNCLAIMED_GRACE_MS = PHOTO_TOKEN_LIFETIME_MS + 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const BATCH = 500;

/** Notes a freshly stored wizard photo, so the sweeper can find it later. */
export async function recordPhotoUpload(photo: Photo) {
  await db.insert(photoUploads).values({ card: photo.card, large: photo.large });
}

/** One pass: removes unreferenced uploads older than the grace period. */
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
    if ((await isFileReferenced(upload.card)) || (await isFileReferenced(upload.large))) {
      await db.update(photoUploads).set({ checkedAt: now }).where(eq(photoUploads.id, upload.id));
      continue;
    }
    // The same picture uploaded again lately is the same file: it stays for that upload.
    const [recentTwin] = await db
      .select({ id: photoUploads.id })
      .from(photoUploads)
      .where(
        and(eq(photoUploads.card, upload.card), ne(photoUploads.id, upload.id), gte(photoUploads.uploadedAt, cutoff)),
      )
      .limit(1);
    if (!recentTwin) {
      await storage().remove(upload.card);
      await storage().remove(upload.large);
      removed += 1;
    }
    await db.delete(photoUploads).where(eq(photoUploads.id, upload.id));
  }
  return { checked: candidates.length, removed };
}

/** Sweeps a minute after start-up and every six hours; returns the stop function. */
export function startUploadSweeper() {
  const sweep = () =>
    sweepUnclaimedUploads()
      .then(({ removed }) => {
        if (removed) console.log(`[sweeper] removed ${removed} unclaimed photo upload(s)`);
      })
      .catch((error) => console.error("Sweeping unclaimed photo uploads failed:", error));
  const first = setTimeout(sweep, FIRST_SWEEP_AFTER_MS);
  const every = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
