import type { FieldErrors } from "#app/lib/validation/leads";
import type { PhotoFailure, SubmittedPhoto } from "#app/lib/photo-uploads";

/** What the /list-property action answers. */
export type ListingAnswer =
  | { ok: true; id: number; email: string; droppedPhotos: PhotoFailure[] }
  | {
      ok: false;
      errors: FieldErrors;
      values: Record<string, string | string[]>;
      formError?: string;
      /** Photos accepted in this attempt (posted without JavaScript), so they need not be chosen again. */
      photos: SubmittedPhoto[];
      photoFailures: PhotoFailure[];
    };

export type PhotoLimitsView = { maxCount: number; maxFileSizeMb: number };
