import type { Refusal } from "#app/lib/form/refusal";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";

/** What the /list-property action answers. */
export type ListingAnswer =
  | { ok: true; id: number; email: string; droppedPhotos: PhotoFailure[] }
  | (Refusal & {
      /** Photos accepted in this attempt (posted without JavaScript), so they need not be chosen again. */
      photos: SubmittedPhoto[];
      photoFailures: PhotoFailure[];
    });

export type PhotoLimitsView = { maxCount: number; maxFileSizeMb: number };
