/**
 * Accepting one photo for a listing submission, shared by the upload endpoint
 * (/api/photos, used with JavaScript) and the wizard's plain multipart post
 * (without it). Limits come from the settings row on every call, so an admin's
 * change applies to the next upload.
 */
import { getSettings } from "#app/domain/settings.server";
import { PhotoError, storePhoto } from "./images.server";
import { signPhoto } from "./photo-tokens.server";
import { recordPhotoUpload } from "./upload-sweeper.server";
import { formLimiter, rateLimitMessage } from "./rate-limit.server";
import type { Photo } from "./schema";

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

export function tooManyPhotosMessage(maxCount: number) {
  return `You can add at most ${maxCount} photos`;
}

/** An upload token is good for one submission: the same photo sent with a second one is left out. */
export function alreadyUsedMessage(name: string) {
  return `${name} was already used in another submission`;
}

export function tooLargeMessage(name: string, limits: PhotoLimits) {
  return `${name} is larger than ${limits.maxFileSizeMb} MB`;
}

/** Checks, decodes, strips and stores one photo; every refusal says why, naming the file. */
export async function acceptPhoto(file: File, limits: PhotoLimits, client: string): Promise<PhotoResult> {
  const name = displayName(file.name);
  const decision = await formLimiter.consume("photo", client);
  if (!decision.allowed) {
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: decision.retryAfterSeconds,
      failure: { name, message: `${name} was not uploaded. ${rateLimitMessage(decision.retryAfterSeconds)}` },
    };
  }
  if (file.size > limits.maxBytes)
    return { ok: false, status: 413, failure: { name, message: tooLargeMessage(name, limits) } };
  if (file.size === 0) return { ok: false, status: 422, failure: { name, message: `${name} is empty` } };
  try {
    const photo = await storePhoto(Buffer.from(await file.arrayBuffer()), SUBMISSION_PHOTO_FOLDER);
    const uploadId = await recordPhotoUpload(photo);
    return { ok: true, uploaded: { name, token: signPhoto(photo, name, uploadId), photo } };
  } catch (error) {
    if (error instanceof PhotoError)
      return { ok: false, status: 422, failure: { name, message: `${name} ${error.message}` } };
    console.error(`Storing an uploaded photo failed:`, error);
    return { ok: false, status: 503, failure: { name, message: `${name} could not be saved. Please try again.` } };
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

export const PHOTO_FIELD_MESSAGE = "Send the photo as multipart form data in the field 'photo'.";
