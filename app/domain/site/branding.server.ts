/**
 * The logo and favicon uploaded on the admin Settings page. Both are checked by
 * content, re-encoded (which also drops any metadata) and stored with
 * storage().put under content-addressed names.
 */
import crypto from "node:crypto";
import { imageOf, PhotoError, sniffImageType } from "#app/platform/images.server";
import { storage } from "#app/platform/storage.server";

/** The logo keeps its shape and transparency; at most this box, never enlarged. */
const LOGO_BOX = { width: 480, height: 160 };
const FAVICON_SIZE = 64;

async function checkedImage(bytes: Buffer) {
  if (!sniffImageType(bytes)) throw new PhotoError("must be a JPEG, PNG, WebP, GIF or AVIF image");
  try {
    const metadata = await (await imageOf(bytes)).metadata();
    if (!metadata.width || !metadata.height) throw new Error("no size");
  } catch {
    throw new PhotoError("could not be read as an image");
  }
  return (await imageOf(bytes)).rotate();
}

function contentName(data: Buffer) {
  return crypto.createHash("sha256").update(data).digest("hex").slice(0, 20);
}

/** Stores a logo as WebP with its transparency; returns its public URL. */
export async function storeLogo(bytes: Buffer): Promise<string> {
  const image = await checkedImage(bytes);
  let data: Buffer;
  try {
    data = await image
      .resize({ ...LOGO_BOX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
  } catch {
    throw new PhotoError("could not be processed as an image");
  }
  return storage().put(`branding/logo-${contentName(data)}.webp`, data, "image/webp");
}

/** Stores a 64×64 PNG favicon (transparent padding keeps the aspect); returns its public URL. */
export async function storeFavicon(bytes: Buffer): Promise<string> {
  const image = await checkedImage(bytes);
  let data: Buffer;
  try {
    data = await image
      .resize({
        width: FAVICON_SIZE,
        height: FAVICON_SIZE,
        fit: "contain",
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch {
    throw new PhotoError("could not be processed as an image");
  }
  return storage().put(`branding/favicon-${contentName(data)}.png`, data, "image/png");
}
