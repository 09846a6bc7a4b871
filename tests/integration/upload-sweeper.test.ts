/**
 * Wizard photos are stored when chosen; the sweeper removes the ones no
 * submission, property or project refers to once their upload token has
 * expired, and keeps everything still in use.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { storePhoto } from "#app/platform/images.server";
import { acceptPhoto, photoLimits, SUBMISSION_PHOTO_FOLDER } from "#app/web/listing-photos.server";
import { formLimiter } from "#app/platform/rate-limit.server";
import { photoUploads, propertyListings, type Photo } from "#app/platform/schema";
import { localStorage, setStorage, UPLOADS_URL_PREFIX } from "#app/platform/storage.server";
import { recordPhotoUpload, sweepUnclaimedUploads, UNCLAIMED_GRACE_MS } from "#app/domain/photos/upload-sweeper.server";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-sweeper-test-"));
  setStorage(localStorage(uploadsDir));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
beforeEach(async () => {
  await formLimiter.reset();
  await db.delete(propertyListings);
  await db.delete(photoUploads);
});

const stored = (url: string) => fs.existsSync(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length)));
const later = (ms: number) => new Date(Date.now() + ms);

let shade = 0;
/** A distinct picture each call (files are content-addressed). */
async function picture() {
  shade += 1;
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .png()
    .toBuffer();
}

async function upload(): Promise<Photo> {
  const photo = await storePhoto(await picture(), SUBMISSION_PHOTO_FOLDER);
  await recordPhotoUpload(photo);
  return photo;
}

async function submissionWith(photo: Photo) {
  const [row] = await db
    .insert(propertyListings)
    .values({
      propertyType: "residential",
      category: "Apartment",
      title: "Sweeper test flat",
      description: "A flat",
      address: "1 Hill Road",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400050",
      area: 800,
      listingType: "sale",
      price: 9_000_000,
      ownerName: "Asha",
      ownerPhone: "9820012345",
      ownerEmail: "asha@example.com",
      images: [photo],
    })
    .returning({ id: propertyListings.id });
  return row!.id;
}

describe("unclaimed photo uploads", () => {
  it("records each photo the wizard's upload accepts", async () => {
    const file = new File([await picture()], "room.png", { type: "image/png" });
    const result = await acceptPhoto(file, await photoLimits(), "203.0.113.9");
    expect(result.ok).toBe(true);
    const rows = await db.select().from(photoUploads);
    expect(rows.map((row) => row.large)).toEqual([result.ok ? result.uploaded.photo.large : ""]);
  });

  it("keeps an unsubmitted photo while its token may still be used, then removes it", async () => {
    const photo = await upload();
    expect(await sweepUnclaimedUploads({ now: later(UNCLAIMED_GRACE_MS - 60_000) })).toEqual({
      checked: 0,
      removed: 0,
    });
    expect(stored(photo.card) && stored(photo.large)).toBe(true);

    expect(await sweepUnclaimedUploads({ now: later(UNCLAIMED_GRACE_MS + 60_000) })).toEqual({
      checked: 1,
      removed: 1,
    });
    expect(stored(photo.card) || stored(photo.large)).toBe(false);
    expect(await db.select().from(photoUploads)).toEqual([]);
  });

  it("keeps a submitted photo, and removes it once its submission is deleted", async () => {
    const photo = await upload();
    const submission = await submissionWith(photo);
    const afterGrace = later(UNCLAIMED_GRACE_MS + 60_000);
    expect(await sweepUnclaimedUploads({ now: afterGrace })).toEqual({ checked: 1, removed: 0 });
    expect(stored(photo.large)).toBe(true);
    const [row] = await db.select().from(photoUploads);
    expect(row!.checkedAt?.getTime()).toBe(afterGrace.getTime());

    await db.delete(propertyListings).where(eq(propertyListings.id, submission));
    expect(await sweepUnclaimedUploads({ now: afterGrace })).toEqual({ checked: 1, removed: 1 });
    expect(stored(photo.large)).toBe(false);
  });

  it("keeps the file when the same picture was uploaded again lately", async () => {
    const bytes = await picture();
    const photo = await storePhoto(bytes, SUBMISSION_PHOTO_FOLDER);
    await recordPhotoUpload(photo);
    const [old] = await db.select().from(photoUploads);
    await db
      .update(photoUploads)
      .set({ uploadedAt: new Date(Date.now() - UNCLAIMED_GRACE_MS - 60_000) })
      .where(eq(photoUploads.id, old!.id));
    await recordPhotoUpload(await storePhoto(bytes, SUBMISSION_PHOTO_FOLDER));

    expect(await sweepUnclaimedUploads()).toEqual({ checked: 1, removed: 0 });
    expect(stored(photo.card)).toBe(true);
    // The old record stays, looked at again later: once the new upload's token expires too, both go.
    expect(await db.select().from(photoUploads)).toHaveLength(2);
    expect(await sweepUnclaimedUploads({ now: later(UNCLAIMED_GRACE_MS + 60_000) })).toMatchObject({ checked: 2 });
    expect(stored(photo.card)).toBe(false);
    expect(await db.select().from(photoUploads)).toEqual([]);
  });
});
