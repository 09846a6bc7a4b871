/**
 * The photo pipeline shared by public submissions, admin uploads and demo data:
 * check the bytes are an image we accept, decode, auto-rotate, drop every bit of
 * metadata (EXIF/GPS would tell where an owner lives) and store WebP variants
 * named by purpose.
 */
import crypto from "node:crypto";
import type { Metadata, Sharp, SharpOptions } from "sharp";
import type { Photo } from "./schema";
import { storage } from "./storage.server";

let loaded: Promise<typeof import("sharp")> | undefined;

/**
 * sharp, loaded on the first photo rather than at start-up: libvips and its
 * native libraries take about 20 MB of a server that may never receive an
 * upload. A small server: every photo is decoded once, so libvips' operation
 * cache only holds memory (up to 50 MB by default) that is never reused, and
 * one worker thread per image keeps a burst of uploads from multiplying its
 * buffers. Uploads are rare next to page views; the extra seconds do not matter.
 */
export async function imageOf(bytes: Buffer, options: SharpOptions = {}): Promise<Sharp> {
  loaded ??= import("sharp").then((module) => {
    module.default.cache(false);
    module.default.concurrency(1);
    return module;
  });
  const { default: sharp } = await loaded;
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, ...options });
}

/**
 * Variants by purpose: the gallery's thumbnails (shown 96 × 64, so sharp on a
 * 2.5 dppx phone) and cards in lists, both cut to 4:3; the gallery's photo on
 * a phone (its box is the screen's width: 665 pixels on a 380 px box at 1.75
 * dppx, which the card is too small for) and on a large screen, both the whole
 * picture within the box. The medium one has the large one's height limit, so
 * it is never the larger of the two (a tall picture gets the same size twice).
 */
export const PHOTO_VARIANTS = {
  thumb: { width: 240, height: 180, fit: "cover", quality: 70 },
  card: { width: 640, height: 480, fit: "cover", quality: 72 },
  medium: { width: 960, height: 1200, fit: "inside", quality: 76 },
  large: { width: 1600, height: 1200, fit: "inside", quality: 80 },
} as const;
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;
export const PHOTO_VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];

/** A stored variant's name: its stem (folder and content hash, or a URL's part before the variant) and the variant. */
export function variantFile(stem: string, variant: PhotoVariant): string {
  return `${stem}-${variant}.webp`;
}

/** The stem of a stored variant's name or URL, or null when it is not that variant of one of ours. */
export function variantStem(file: string, variant: PhotoVariant): string | null {
  const suffix = variantFile("", variant);
  return file.endsWith(suffix) ? file.slice(0, -suffix.length) : null;
}

/** One variant of a decoded picture, as WebP bytes and their size. */
export function drawVariant(base: Sharp, variant: PhotoVariant) {
  const { width, height, fit, quality } = PHOTO_VARIANTS[variant];
  return base
    .clone()
    .resize({ width, height, fit, withoutEnlargement: fit === "inside" })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
}

/** Decompression-bomb guard: refuse anything above 40 megapixels. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class PhotoError extends Error {}

type Sniffed = "jpeg" | "png" | "webp" | "gif" | "avif" | "heic";

/** Identify an image by its first bytes; anything else (SVG, PDF, text…) is refused. */
export function sniffImageType(bytes: Uint8Array): Sniffed | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b.length >= 6 && String.fromCharCode(...b.subarray(0, 4)) === "GIF8") return "gif";
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.subarray(0, 4)) === "RIFF" &&
    String.fromCharCode(...b.subarray(8, 12)) === "WEBP"
  )
    return "webp";
  if (b.length >= 12 && String.fromCharCode(...b.subarray(4, 8)) === "ftyp") {
    const brand = String.fromCharCode(...b.subarray(8, 12));
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

/**
 * Turns uploaded bytes into stored web variants. Throws PhotoError with a
 * message fit for the user when the bytes are not an acceptable photo.
 */
export async function storePhoto(bytes: Buffer, folder: string): Promise<Photo> {
  const kind = sniffImageType(bytes);
  if (!kind) throw new PhotoError("is not a JPEG, PNG, WebP, GIF or AVIF image");
  let metadata: Metadata;
  try {
    metadata = await (await imageOf(bytes)).metadata();
  } catch {
    throw new PhotoError("could not be read as an image");
  }
  if (!metadata.width || !metadata.height) throw new PhotoError("could not be read as an image");
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new PhotoError("has too many pixels (at most 40 megapixels)");
  }
  const stem = `${folder}/${crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 20)}`;
  const base = (await imageOf(bytes)).rotate();
  try {
    const [thumb, card, medium, large] = await Promise.all([
      drawVariant(base, "thumb"),
      drawVariant(base, "card"),
      drawVariant(base, "medium"),
      drawVariant(base, "large"),
    ]);
    const [thumbUrl, cardUrl, mediumUrl, largeUrl] = await Promise.all([
      storage().put(variantFile(stem, "thumb"), thumb.data, "image/webp"),
      storage().put(variantFile(stem, "card"), card.data, "image/webp"),
      storage().put(variantFile(stem, "medium"), medium.data, "image/webp"),
      storage().put(variantFile(stem, "large"), large.data, "image/webp"),
    ]);
    return {
      card: cardUrl,
      large: largeUrl,
      thumb: thumbUrl,
      medium: mediumUrl,
      width: large.info.width,
      height: large.info.height,
    };
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError("could not be processed as an image");
  }
}
