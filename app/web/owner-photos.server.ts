/**
 * The photos an owner's edit posts (a pending submission, or a revision of a
 * published listing), read the way the List Your Property wizard reads them:
 * signed upload tokens (with JavaScript) and files (without). A photo the
 * listing already has comes back as its own card URL, which is kept only when
 * it really is one of the listing's photos, so a hand-made post cannot attach
 * any other file.
 */
import type { EditedPhotos } from "#app/domain/owners/owner-listings.server";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";
import type { Locale } from "#app/i18n/locales";
import {
  acceptPhoto,
  ownerTextsFor,
  tooManyPhotosMessage,
  unverifiedPhotoMessage,
  type OwnerTexts,
  type PhotoLimits,
} from "#app/web/listing-photos.server";
import { verifyPhotoToken } from "#app/domain/photos/photo-tokens.server";
import type { Photo } from "#app/platform/schema";

export type CollectedPhotos = {
  photos: EditedPhotos;
  /** What to show back in the form if the edit is refused. */
  shown: SubmittedPhoto[];
  failures: PhotoFailure[];
  error: string | null;
};

/** How a listing's current photos appear in the wizard: their card URL stands in for a token. */
export function currentPhotoEntries(images: Photo[], t: OwnerTexts): SubmittedPhoto[] {
  return images.map((photo, index) => ({
    name: t("photos.numbered", { n: index + 1 }),
    token: photo.card,
    card: photo.card,
  }));
}

/** Refusals and photo names are written in `locale`, the page's language. */
export async function collectPhotos(
  form: FormData,
  limits: PhotoLimits,
  client: string,
  current: Photo[],
  locale: Locale = "en",
): Promise<CollectedPhotos> {
  const t = await ownerTextsFor(locale);
  const byCard = new Map(current.map((photo) => [photo.card, photo]));
  const result: CollectedPhotos = { photos: { kept: [], uploads: [] }, shown: [], failures: [], error: null };
  const files = form
    .getAll("photoFiles")
    .filter((file): file is File => file instanceof File && (file.size > 0 || file.name !== ""));
  for (const token of form.getAll("photoTokens")) {
    const existing = typeof token === "string" ? byCard.get(token) : undefined;
    if (existing) {
      byCard.delete(existing.card);
      result.photos.kept.push(existing);
      result.shown.push({
        name: t("photos.numbered", { n: result.shown.length + 1 }),
        token: existing.card,
        card: existing.card,
      });
      continue;
    }
    const verified = verifyPhotoToken(token);
    if (!verified) {
      result.error = unverifiedPhotoMessage(t);
      continue;
    }
    result.photos.uploads.push({ photo: verified.photo, uploadId: verified.uploadId });
    result.shown.push({ name: verified.name, token: token as string, card: verified.photo.card });
  }
  if (result.shown.length + files.length > limits.maxCount) {
    result.error = tooManyPhotosMessage(limits.maxCount, t);
    return result;
  }
  for (const file of files) {
    const accepted = await acceptPhoto(file, limits, client, locale);
    if (!accepted.ok) {
      result.failures.push(accepted.failure);
      continue;
    }
    const verified = verifyPhotoToken(accepted.uploaded.token)!;
    result.photos.uploads.push({ photo: verified.photo, uploadId: verified.uploadId });
    result.shown.push({
      name: accepted.uploaded.name,
      token: accepted.uploaded.token,
      card: accepted.uploaded.photo.card,
    });
  }
  return result;
}
