/**
 * Accepting one photo for a listing submission, shared by the upload endpoint
 * (/api/photos, used with JavaScript) and the wizard's plain multipart post
 * (without it). Limits come from the settings row on every call, so an admin's
 * change applies to the next upload.
 */
import type { TFunction } from "i18next";
import { getSettings } from "#app/domain/site/settings.server";
import { loadLocale, tFor } from "#app/i18n/i18n";
import { isLocale, type Locale } from "#app/i18n/locales";
import { PhotoError, storePhoto } from "#app/platform/images.server";
import { signPhoto } from "#app/domain/photos/photo-tokens.server";
import { recordPhotoUpload } from "#app/domain/photos/upload-sweeper.server";
import { formLimiter, rateLimitMessage } from "#app/platform/rate-limit.server";
import type { Photo } from "#app/platform/schema";
import { log } from "#app/platform/log.server";

/** Submission photos live apart from the catalogue's. */
export const SUBMISSION_PHOTO_FOLDER = "submissions";

export type PhotoLimits = { maxCount: number; maxFileSizeMb: number; maxBytes: number };

export async function photoLimits(): Promise<PhotoLimits> {
  const settings = await getSettings();
  const maxFileSizeMb = Math.max(1, settings.maxFileSize);
  return { maxCount: Math.max(1, settings.maxImageUpload), maxFileSizeMb, maxBytes: maxFileSizeMb * 1024 * 1024 };
}

export type UploadedPhoto = { name: string; token: string; photo: Photo };
export type PhotoFailure = { name: string; message: string };
export type PhotoResult =
  | { ok: true; uploaded: UploadedPhoto }
  | { ok: false; failure: PhotoFailure; status: 413 | 422 | 429 | 503; retryAfterSeconds?: number };

/** A file name fit to show back: no path, no control characters, not endless. */
export function displayName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 120);
  return clean || "The photo";
}

/**
 * The owner area's texts in `locale` (app/locales/<lang>/owner.json). The
 * refusals below name files and numbers, so they are written in the
 * uploader's language here rather than translated where they are shown. The
 * language is loaded first: an upload may be the first request a fresh
 * server sees.
 */
export type OwnerTexts = TFunction<"owner">;
export async function ownerTextsFor(locale: Locale): Promise<OwnerTexts> {
  await loadLocale(locale);
  return tFor(locale, "owner");
}

/**
 * The page language an upload to /api/photos comes from: the wizard sends it
 * in a header (the endpoint has no language versions), so refusals answer in
 * the language the owner reads. English without one.
 */
export const UPLOAD_LANGUAGE_HEADER = "x-language";
export function uploadLocale(request: Request): Locale {
  const value = request.headers.get(UPLOAD_LANGUAGE_HEADER);
  return isLocale(value) ? value : "en";
}

export function tooManyPhotosMessage(maxCount: number, t: OwnerTexts) {
  return t("photos.tooMany", { max: maxCount });
}

/** An upload token is good for one submission: the same photo sent with a second one is left out. */
export function alreadyUsedMessage(name: string, t: OwnerTexts) {
  return t("photos.alreadyUsed", { name });
}

export function tooLargeMessage(name: string, limits: PhotoLimits, t: OwnerTexts) {
  return t("photos.tooLarge", { name, mb: limits.maxFileSizeMb });
}

/** A token the server did not sign (forged, or from another server). */
export function unverifiedPhotoMessage(t: OwnerTexts) {
  return t("photos.notVerified");
}

/** What storePhoto's refusals (images.server.ts) say after the file's name, as keys of the owner texts. */
const PHOTO_ERROR_KEYS = {
  "is not a JPEG, PNG, WebP, GIF or AVIF image": "photos.notImage",
  "could not be read as an image": "photos.unreadable",
  "has too many pixels (at most 40 megapixels)": "photos.tooManyPixels",
  "could not be processed as an image": "photos.unprocessable",
} as const;

function photoErrorMessage(name: string, error: PhotoError, t: OwnerTexts) {
  const key = PHOTO_ERROR_KEYS[error.message as keyof typeof PHOTO_ERROR_KEYS];
  return key ? t(key, { name }) : `${name} ${error.message}`;
}

/**
 * Checks, decodes, strips and stores one photo; every refusal says why,
 * naming the file, in `locale` (the page's language).
 */
export async function acceptPhoto(
  file: File,
  limits: PhotoLimits,
  client: string,
  locale: Locale = "en",
): Promise<PhotoResult> {
  const name = displayName(file.name);
  const t = await ownerTextsFor(locale);
  const decision = await formLimiter.consume("photo", client);
  if (!decision.allowed) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: decision.retryAfterSeconds,
      failure: {
        name,
        message: t("photos.rateLimited", { name, refusal: rateLimitMessage(decision.retryAfterSeconds, locale) }),
      },
    };
  }
  if (file.size > limits.maxBytes)
    return { ok: false, status: 413, failure: { name, message: tooLargeMessage(name, limits, t) } };
  if (file.size === 0) return { ok: false, status: 422, failure: { name, message: t("photos.empty", { name }) } };
  try {
    const photo = await storePhoto(Buffer.from(await file.arrayBuffer()), SUBMISSION_PHOTO_FOLDER);
    const uploadId = await recordPhotoUpload(photo);
    return { ok: true, uploaded: { name, token: signPhoto(photo, name, uploadId), photo } };
  } catch (error) {
    if (error instanceof PhotoError)
      return { ok: false, status: 422, failure: { name, message: photoErrorMessage(name, error, t) } };
    log.error({ err: error }, `Storing an uploaded photo failed`);
    return { ok: false, status: 503, failure: { name, message: t("photos.notSaved", { name }) } };
  }
}

/**
 * A refused upload to /api/photos, as JSON {ok: false, name, message} with its
 * real status (the wizard's own requests included).
 */
export function photoRefusal(name: string, message: string, status: number, headers?: HeadersInit) {
  return Response.json({ ok: false, name, message }, { status, headers });
}

/** The file's name as the browser sent it in a header, so even a body refused unread gets a named message. */
export function uploadHeaderName(request: Request): string {
  const value = request.headers.get("x-file-name");
  if (!value) return displayName(undefined);
  try {
    return displayName(decodeURIComponent(value));
  } catch {
    return displayName(value);
  }
}

/** An upload without a photo in its field 'photo' (not the wizard's doing: a hand-made request). */
export async function missingPhotoRefusal(request: Request) {
  const t = await ownerTextsFor(uploadLocale(request));
  return photoRefusal(uploadHeaderName(request), t("photos.fieldMissing"), 400);
}

/**
 * An upload the request pipeline refuses before its action runs (maintenance
 * mode 503, a body too large 413, or not readable as multipart 400/415), in
 * the same JSON shape as every other refusal and in the uploader's language.
 */
export async function earlyPhotoRefusal(
  request: Request,
  problem: "maintenance" | "too-large" | "unreadable",
  status: number,
) {
  const name = uploadHeaderName(request);
  const t = await ownerTextsFor(uploadLocale(request));
  const message =
    problem === "maintenance"
      ? t("photos.maintenance", { name })
      : problem === "too-large"
        ? tooLargeMessage(name, await photoLimits(), t)
        : t("photos.fieldMissing");
  return photoRefusal(name, message, status);
}
