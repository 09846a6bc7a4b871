/**
 * Photos named by link (import, feeds, the API) are fetched by a job, never
 * during the request or the import: each link through the SSRF-safe fetcher
 * (app/platform/safe-fetch.server.ts: public addresses only, redirects
 * re-checked, 10 MB and 20 s, images only), then stored by the same pipeline
 * as uploads (storePhoto: checked by content, web variants). The listing's
 * photos are replaced by the ones fetched, unless the listing was ingested
 * again meanwhile (its hash moved on: that newer run's job does it).
 */
import { and, eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { defineJob, enqueueJob } from "#app/platform/jobs.server";
import { PhotoError, storePhoto } from "#app/platform/images.server";
import { FetchRefused, safeFetch } from "#app/platform/safe-fetch.server";
import { properties, propertyListings, type Photo } from "#app/platform/schema";
import { announcePropertyChange, propertyScope } from "#app/domain/catalogue/change-keys.server";
import { photoFiles, removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import { log } from "#app/platform/log.server";

export const FETCH_LISTING_PHOTOS_JOB = "supply.fetch-photos";
/** Stored beside the wizard's uploads: the same pipeline, the same lifetime rules. */
const PHOTO_FOLDER = "submissions";

export type FetchPhotosPayload = {
  target: "property" | "submission";
  id: number;
  urls: string[];
  /** The listing's ingest hash when the job was queued. */
  hash: string;
};

export type PhotoFetchOutcome = { stored: number; refused: { url: string; reason: string }[]; superseded: boolean };

export async function enqueuePhotoFetch(payload: FetchPhotosPayload): Promise<void> {
  await enqueueJob(FETCH_LISTING_PHOTOS_JOB, payload, {
    singletonKey: `${FETCH_LISTING_PHOTOS_JOB}:${payload.target}:${payload.id}:${payload.hash}`,
  });
}

async function currentRow(payload: FetchPhotosPayload) {
  const table = payload.target === "property" ? properties : propertyListings;
  const [row] = await db
    .select({ hash: table.ingestHash, images: table.images })
    .from(table)
    .where(eq(table.id, payload.id));
  return row ?? null;
}

/** A submission staff approved before its photos came: they go to the property it became. */
async function publishedTarget(payload: FetchPhotosPayload): Promise<FetchPhotosPayload> {
  if (payload.target !== "submission") return payload;
  const [row] = await db
    .select({ status: propertyListings.status, propertyId: propertyListings.propertyId })
    .from(propertyListings)
    .where(eq(propertyListings.id, payload.id));
  return row?.status === "approved" && row.propertyId
    ? { ...payload, target: "property", id: row.propertyId }
    : payload;
}

/** Fetches and stores the links, then attaches what was stored; refusals are reported, not retried. */
export async function fetchListingPhotos(queued: FetchPhotosPayload): Promise<PhotoFetchOutcome> {
  const payload = await publishedTarget(queued);
  const before = await currentRow(payload);
  if (!before || before.hash !== payload.hash) return { stored: 0, refused: [], superseded: true };
  const photos: Photo[] = [];
  const refused: PhotoFetchOutcome["refused"] = [];
  for (const url of payload.urls) {
    try {
      const fetched = await safeFetch(url, { kind: "photo" });
      photos.push(await storePhoto(fetched.bytes, PHOTO_FOLDER));
    } catch (error) {
      if (!(error instanceof FetchRefused || error instanceof PhotoError)) throw error;
      refused.push({ url, reason: error.message });
    }
  }
  if (refused.length) log.warn({ listing: payload.id, refused }, "Some listing photo links were refused");

  const scope = payload.target === "property" ? await propertyScope(payload.id) : null;
  const table = payload.target === "property" ? properties : propertyListings;
  const updated = await db
    .update(table)
    .set({ images: photos })
    .where(and(eq(table.id, payload.id), eq(table.ingestHash, payload.hash)))
    .returning({ id: table.id });
  if (!updated.length) {
    await removeUnreferencedFiles(photos.flatMap(photoFiles));
    return { stored: 0, refused, superseded: true };
  }
  if (payload.target === "property") await announcePropertyChange(payload.id, scope);
  await removeUnreferencedFiles(before.images.flatMap(photoFiles));
  return { stored: photos.length, refused, superseded: false };
}

defineJob<FetchPhotosPayload>(FETCH_LISTING_PHOTOS_JOB, async (payload) => {
  await fetchListingPhotos(payload);
});
