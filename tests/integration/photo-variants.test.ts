/**
 * Photos stored before the thumb and medium variants existed get them from a
 * background job (app/domain/photos/photo-variants.server.ts): drawn from the large
 * variant, stored beside it, the row updated only if it was not edited
 * meanwhile; pasted links are left alone.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { testListing } from "../helpers/catalogue";
import { db } from "#app/platform/db.server";
import { properties, type Photo } from "#app/platform/schema";
import { storePhoto } from "#app/platform/images.server";
import { drawMissingVariants } from "#app/domain/photos/photo-variants.server";
import { storage } from "#app/platform/storage.server";

useTestDatabase();

/** A photo as it was stored before thumb and medium existed. */
async function olderPhoto(shade: number): Promise<Photo> {
  const png = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: shade, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const { thumb, medium, ...older } = await storePhoto(png, "admin");
  await storage().remove(thumb!);
  await storage().remove(medium!);
  return older;
}

async function imagesOf(id: number) {
  const [row] = await db.select({ images: properties.images }).from(properties).where(eq(properties.id, id));
  return row.images;
}

describe("drawing the newer variants for older photos", () => {
  it("draws thumb and medium from the large variant, and leaves pasted links and finished photos alone", async () => {
    const older = await olderPhoto(40);
    const link: Photo = { card: "https://example.com/a.jpg", large: "https://example.com/a.jpg" };
    const [row] = await db
      .insert(properties)
      .values(testListing({ title: "Older Flat", images: [older, link] }))
      .returning({ id: properties.id });

    expect(await drawMissingVariants()).toBe(1);
    const [drawn, untouched] = await imagesOf(row.id);
    expect(untouched).toEqual(link);
    expect(drawn).toMatchObject({ card: older.card, large: older.large, width: 1200, height: 900 });
    expect(drawn.thumb).toBe(older.large.replace(/-large\.webp$/, "-thumb.webp"));
    expect(drawn.medium).toBe(older.large.replace(/-large\.webp$/, "-medium.webp"));
    expect(await sharp((await storage().read(drawn.thumb!))!).metadata()).toMatchObject({ width: 240, height: 180 });
    expect(await sharp((await storage().read(drawn.medium!))!).metadata()).toMatchObject({ width: 960, height: 720 });

    // Nothing is left to do.
    expect(await drawMissingVariants()).toBe(0);
  });

  it("a photo whose large file is gone takes its card as the thumbnail and is not looked at again", async () => {
    const older = await olderPhoto(80);
    await storage().remove(older.large);
    const [row] = await db
      .insert(properties)
      .values(testListing({ title: "Broken Flat", images: [older] }))
      .returning({ id: properties.id });
    expect(await drawMissingVariants()).toBe(0);
    expect(await imagesOf(row.id)).toEqual([{ ...older, thumb: older.card }]);
  });

  it("stops at its limit and goes on at the next run", async () => {
    const photos = [await olderPhoto(120), await olderPhoto(160)];
    const [row] = await db
      .insert(properties)
      .values(testListing({ title: "Two Photo Flat", images: photos }))
      .returning({ id: properties.id });
    expect(await drawMissingVariants({ limit: 1 })).toBe(1);
    expect((await imagesOf(row.id)).map((photo) => Boolean(photo.thumb))).toEqual([true, false]);
    expect(await drawMissingVariants()).toBe(1);
    expect((await imagesOf(row.id)).every((photo) => photo.thumb && photo.medium)).toBe(true);
    expect(await storage().read((await imagesOf(row.id))[1].medium!)).not.toBeNull();
  });
});
