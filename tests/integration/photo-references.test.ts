/**
 * Stored files are named by their content, so one file can belong to a
 * published property and to a pending submission at once. A file is removed
 * only when nothing refers to it, whichever path deletes; and an upload token
 * attaches its photo to one submission only.
 */
import { actionArgs } from "../helpers/pipeline";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { photoUploads, properties, propertyListings, type Photo } from "#app/platform/schema";
import { acceptPhoto, photoLimits } from "#app/web/listing-photos.server";
import { formLimiter } from "#app/platform/rate-limit.server";
import { localStorage, setStorage, UPLOADS_URL_PREFIX } from "#app/platform/storage.server";
import { photoFiles, removeUnreferencedFiles, UNCLAIMED_GRACE_MS } from "#app/domain/photos/file-references.server";
import { sweepUnclaimedUploads } from "#app/domain/photos/upload-sweeper.server";
import { approveSubmission, deleteSubmission } from "#app/domain/back-office/submissions.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { action as listAction } from "#app/routes/list-property";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

let uploadsDir: string;
beforeAll(() => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-references-test-"));
  setStorage(localStorage(uploadsDir));
});
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
beforeEach(async () => {
  await formLimiter.reset();
  await updateSettings({ maxImageUpload: 10, maxFileSize: 5 });
});

const ADMIN = { id: "admin-1", name: "Asha Admin" };
const stored = (url: string) => fs.existsSync(path.join(uploadsDir, url.slice(UPLOADS_URL_PREFIX.length)));
const later = (ms: number) => new Date(Date.now() + ms);

let shade = 0;
/** A distinct picture each call. */
async function picture() {
  shade += 1;
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: shade, g: 120, b: 60 } } })
    .png()
    .toBuffer();
}

/** The wizard's upload of one file: its stored photo and token. */
async function upload(bytes: Buffer, client = "203.0.113.70") {
  const result = await acceptPhoto(
    new File([new Uint8Array(bytes)], "room.png", { type: "image/png" }),
    await photoLimits(),
    client,
  );
  if (!result.ok) throw new Error(result.failure.message);
  return result.uploaded;
}

type ListingAnswer = { ok: boolean; id: number; droppedPhotos: { name: string; message: string }[] };

/** The wizard's final submission, carrying photo tokens. */
async function submit(tokens: string[], title = "Corner shop on the high street") {
  const form = new FormData();
  const fields = {
    propertyType: "commercial",
    category: "Office",
    title,
    description: "A corner shop with two shutters, a mezzanine and a loading bay at the back.",
    address: "Hill Road",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400050",
    area: "600",
    listingType: "sale",
    price: "25000000",
    ownerName: "Ravi Shah",
    ownerPhone: "9820012345",
    ownerEmail: "ravi@example.com",
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const token of tokens) form.append("photoTokens", token);
  const request = new Request("http://127.0.0.1/list-property", { method: "POST", body: form });
  const result = (await listAction(await actionArgs(request, { clientAddress: "203.0.113.71" }))) as {
    data: ListingAnswer;
  };
  expect(result.data.ok, JSON.stringify(result.data)).toBe(true);
  return result.data;
}

async function images(listingId: number): Promise<Photo[]> {
  const [row] = await db.select().from(propertyListings).where(eq(propertyListings.id, listingId));
  return row.images;
}

describe("photo references", () => {
  it("a token attaches its photo to one submission; deleting a second one leaves the published property's photo", async () => {
    const { token, photo } = await upload(await picture());
    const first = await submit([token]);
    expect(await images(first.id)).toEqual([photo]);
    const approved = await approveSubmission(first.id, ADMIN);
    if (!approved.ok) throw new Error(approved.error);

    // The same token again: the submission is taken, without the photo, and says so.
    const second = await submit([token], "Corner shop, second try");
    expect(await images(second.id)).toEqual([]);
    expect(second.droppedPhotos).toEqual([
      { name: "room.png", message: "room.png was already used in another submission" },
    ]);

    await deleteSubmission(second.id, ADMIN);
    const [property] = await db.select().from(properties).where(eq(properties.id, approved.propertyId!));
    expect(property.images).toEqual([photo]);
    expect(photoFiles(photo)).toHaveLength(4);
    expect(photoFiles(photo).every(stored), "all four variants stay").toBe(true);
  });

  it("deleting a submission keeps a file that a published property shows through another upload of the same picture", async () => {
    const bytes = await picture();
    const owner = await upload(bytes);
    const published = await submit([owner.token]);
    const approved = await approveSubmission(published.id, ADMIN);
    if (!approved.ok) throw new Error(approved.error);

    // Someone uploads the very same picture: the same files, a token of its own.
    const copy = await upload(bytes, "198.51.100.9");
    expect(copy.photo.card).toBe(owner.photo.card);
    const duplicate = await submit([copy.token], "Corner shop, copied listing");
    expect(await images(duplicate.id)).toEqual([copy.photo]);

    expect(await deleteSubmission(duplicate.id, ADMIN)).toEqual({ ok: true });
    expect(stored(owner.photo.card) && stored(owner.photo.large)).toBe(true);
    expect((await fetchProperty(approved.propertyId!)).images).toEqual([owner.photo]);
  });

  it("deleting a submission keeps a file a visitor still filling in the wizard has uploaded, and removes the rest", async () => {
    const bytes = await picture();
    const submitted = await upload(bytes);
    const listing = await submit([submitted.token]);
    const draft = await upload(bytes, "198.51.100.10");
    const alone = await upload(await picture());
    const other = await submit([alone.token], "Corner shop, third listing");

    await deleteSubmission(listing.id, ADMIN);
    expect(stored(draft.photo.card), "the draft's token can still attach it").toBe(true);
    expect(photoFiles(draft.photo).every(stored), "thumb and medium too").toBe(true);
    await deleteSubmission(other.id, ADMIN);
    expect(photoFiles(alone.photo).some(stored), "nothing refers to it: every variant goes").toBe(false);

    // Once the draft's token has expired, the sweeper removes the file.
    await sweepUnclaimedUploads({ now: later(UNCLAIMED_GRACE_MS + 60_000) });
    expect(photoFiles(draft.photo).some(stored)).toBe(false);
    expect(await db.select().from(photoUploads)).toEqual([]);
  });

  it("keeps files the site settings show", async () => {
    const { photo } = await upload(await picture());
    await updateSettings({ logoUrl: photo.large });
    await db.delete(photoUploads);
    expect(await removeUnreferencedFiles([photo.card, photo.large])).toBe(1);
    expect(stored(photo.large)).toBe(true);
    expect(stored(photo.card)).toBe(false);
    await updateSettings({ logoUrl: null });
  });
});

async function fetchProperty(id: number) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}
