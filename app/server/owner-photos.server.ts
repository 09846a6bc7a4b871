/**
 * The photos an owner's edit posts (a pending submission, or a revision of a
 * published listing), read the way the List Your Property wizard reads them:
 * signed upload tokens (with JavaScript) and files (without). A photo the
 * listing already has comes back as its own card URL, which is kept only when
 * it really is one of the listing's photos, so a hand-made post cannot attach
 * any other file.
 */
import type { EditedPhotos } from "#app/domain/owner-listings.server";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";
import { acceptPhoto, tooManyPhotosMessage, type PhotoLimits } from "./listing-photos.server";
import { verifyPhotoToken } from "./photo-tokens.server";
import type { Photo } from "./schema";

export type CollectedPhotos = {
  photos: EditedPhotos;
  /** What to show back in the form if the edit is refused. */
  shown: SubmittedPhoto[];
  failures: PhotoFailure[];
  error: string | null;
};

/** How a listing's current photos appear in the wizard: their card URL stands in for a token. */
export function currentPhotoEntries(images: Photo[]): SubmittedPhoto[] {
  return images.map((photo, index) => ({ name: `Photo ${index + 1}`, token: photo.card, card: photo.card }));
}

export async function collectPhotos(
  form: FormData,
  limits: PhotoLimits,
  client: string,
  current: Photo[],
): Promise<CollectedPhotos> {
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
      result.shown.push({ name: `Photo ${result.shown.length + 1}`, token: existing.card, card: existing.card });
      continue;
    }
    const verified = verifyPhotoToken(token);
    if (!verified) {
      result.error = "A photo could not be verified. Please remove it and upload it again.";
      continue;
    }
    result.photos.uploads.push({ photo: verified.photo, uploadId: verified.uploadId });
    result.shown.push({ name: verified.name, token: token as string, card: verified.photo.card });
  }
  if (result.shown.length + files.length > limits.maxCount) {
    result.error = tooManyPhotosMessage(limits.maxCount);
    return result;
  }
  for (const file of files) {
    const accepted = await acceptPhoto(file, limits, client);
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
