/**
 * Photos of a listing are uploaded one by one before the listing is submitted
 * (so people see progress and can remove them). Each upload answers with a
 * token: the stored Photo signed with a server secret (HMAC-SHA256). The final
 * submission carries tokens, and only photos whose token verifies are kept, so
 * a hand-made request cannot attach someone else's files or any URL it likes.
 * A token names its upload's record (photo_uploads), which the submission
 * that uses it claims: the same token cannot attach the photo twice.
 *
 * The key is derived from the installation's secret (secret.server.ts), so
 * tokens stay valid across restarts and across instances sharing the secret.
 */
import crypto from "node:crypto";
import type { Photo } from "#app/platform/schema";
import { derivedKey } from "#app/platform/secret.server";

/** A draft is not kept open for ever: tokens older than this are refused. */
export const PHOTO_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Payload = {
  card: string;
  large: string;
  thumb?: string;
  medium?: string;
  width?: number;
  height?: number;
  name: string;
  issuedAt: number;
  upload: number;
};

function sign(body: string) {
  return crypto.createHmac("sha256", derivedKey("photo-upload-token")).update(body).digest("base64url");
}

export function signPhoto(photo: Photo, name: string, uploadId: number, now = Date.now()): string {
  const payload: Payload = {
    upload: uploadId,
    card: photo.card,
    large: photo.large,
    thumb: photo.thumb,
    medium: photo.medium,
    width: photo.width,
    height: photo.height,
    name: name.slice(0, 120),
    issuedAt: now,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** `uploadId`: the upload record a submission claims to use the photo. */
export type VerifiedPhoto = { photo: Photo; name: string; uploadId: number };

/** The photo a token stands for, or null when it was not issued by this server (or has expired). */
export function verifyPhotoToken(token: unknown, now = Date.now()): VerifiedPhoto | null {
  if (typeof token !== "string" || token.length > 4000) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
    if (typeof payload.card !== "string" || typeof payload.large !== "string") return null;
    if (!Number.isSafeInteger(payload.upload) || payload.upload < 1) return null;
    if (!(now - payload.issuedAt < PHOTO_TOKEN_LIFETIME_MS)) return null;
    const photo: Photo = { card: payload.card, large: payload.large };
    if (typeof payload.thumb === "string") photo.thumb = payload.thumb;
    if (typeof payload.medium === "string") photo.medium = payload.medium;
    if (typeof payload.width === "number") photo.width = payload.width;
    if (typeof payload.height === "number") photo.height = payload.height;
    return { photo, name: String(payload.name ?? ""), uploadId: payload.upload };
  } catch {
    return null;
  }
}
