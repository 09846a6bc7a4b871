/**
 * Files in the admin catalogue forms: photos (uploaded or linked), project floor
 * plans and brochures, as the route read them from the form (uploads are File
 * values). Everything the browser sends is re-checked here: sizes
 * and counts against the settings, images by their bytes (images.server.ts),
 * PDFs by their '%PDF-' signature. Files are only stored once the whole form
 * has passed, so a refused form leaves nothing behind.
 */
import crypto from "node:crypto";
import { photoFiles, removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import {
  PHOTO_VARIANT_NAMES,
  PhotoError,
  sniffImageType,
  storePhoto,
  variantFile,
  variantStem,
} from "#app/platform/images.server";
import type { FloorPlan, Photo } from "#app/platform/schema";
import { storage } from "#app/platform/storage.server";
import { isHttpUrl } from "#app/lib/urls";

/** Admin uploads live under this storage folder (and only those are ever cleaned up). */
export const ADMIN_FOLDER = "admin";

export const DEFAULT_PROPERTY_PHOTO: Photo = {
  card: "/images/default-property.webp",
  large: "/images/default-property.webp",
  width: 1200,
  height: 900,
};
export const DEFAULT_PROJECT_PHOTO: Photo = {
  card: "/images/default-project.webp",
  large: "/images/default-project.webp",
  width: 1200,
  height: 900,
};

export class FormFileError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type UploadLimits = { maxFiles: number; maxFileBytes: number };

export function uploadLimits(settings: { maxImageUpload: number; maxFileSize: number }): UploadLimits {
  return { maxFiles: settings.maxImageUpload, maxFileBytes: settings.maxFileSize * 1024 * 1024 };
}

/** One `photos.N` row of the form: a photo the item already has (its card URL), a pasted link, or an upload. */
export type PhotoRow = { existing: string; url: string; file: File | null };
/** One `floorPlans.N` row: a kept plan (its URL) with its title, or a new title with its file. */
export type FloorPlanRow = { existing: string; title: string; file: File | null };
/** The brochure field: a new PDF, or whether to remove the current one. */
export type BrochureField = { file: File | null; remove: boolean };

/** The message for a save whose body passed its limit (`maxBytes`, see formBudget). */
export function tooLargeMessage(maxBytes: number) {
  return `The upload is too large (at most ${Math.floor(maxBytes / (1024 * 1024))} MB in one save)`;
}

/** Files a property save may carry on top of its photos: none. */
export const PROPERTY_EXTRA_FILES = 0;
/** A project save may also carry its floor plans and brochure. */
export const PROJECT_EXTRA_FILES = 31;

/** How many bytes one form may carry: every allowed file at its limit, plus room for the text. */
export function formBudget(limits: UploadLimits, extraFiles: number) {
  return limits.maxFileBytes * (limits.maxFiles + extraFiles) + 2 * 1024 * 1024;
}

function megabytes(bytes: number) {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

// ---------------------------------------------------------------- photos

type PhotoPlan =
  { kind: "keep"; photo: Photo } | { kind: "link"; photo: Photo } | { kind: "upload"; bytes: Buffer; index: number };

/**
 * The photo rows in their order: an upload wins over the row's `existing`
 * photo, which wins over a pasted `url`. Blank rows are dropped. Checks count,
 * sizes and image bytes; stores nothing.
 */
export async function planPhotos(rows: PhotoRow[], current: Photo[], limits: UploadLimits, noun: string) {
  const plans: PhotoPlan[] = [];
  for (const row of rows) {
    const file = row.file;
    const label = `Photo ${plans.length + 1}`;
    if (file && file.size > 0) {
      if (file.size > limits.maxFileBytes) {
        throw new FormFileError("photos", `${label} is larger than ${megabytes(limits.maxFileBytes)}`);
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      if (!sniffImageType(bytes))
        throw new FormFileError("photos", `${label} is not a JPEG, PNG, WebP, GIF or AVIF image`);
      plans.push({ kind: "upload", bytes, index: plans.length + 1 });
    } else if (row.existing) {
      const photo = current.find((p) => p.card === row.existing);
      if (!photo)
        throw new FormFileError("photos", `${label} is no longer part of this ${noun}. Reload and try again.`);
      plans.push({ kind: "keep", photo });
    } else if (row.url.trim()) {
      const url = row.url.trim();
      if (!isHttpUrl(url)) throw new FormFileError("photos", `${label}: the link must start with http:// or https://`);
      plans.push({ kind: "link", photo: { card: url, large: url } });
    }
  }
  if (plans.length > limits.maxFiles) {
    throw new FormFileError("photos", `At most ${limits.maxFiles} photos per ${noun}`);
  }
  return plans;
}

/** Stores the planned uploads; on any failure removes what this call stored. */
export async function storePlannedPhotos(
  plans: PhotoPlan[],
  fallback: Photo,
): Promise<{ photos: Photo[]; stored: Photo[] }> {
  const stored: Photo[] = [];
  const photos: Photo[] = [];
  try {
    for (const plan of plans) {
      if (plan.kind === "upload") {
        try {
          const photo = await storePhoto(plan.bytes, ADMIN_FOLDER);
          stored.push(photo);
          photos.push(photo);
        } catch (error) {
          if (error instanceof PhotoError) throw new FormFileError("photos", `Photo ${plan.index} ${error.message}`);
          throw error;
        }
      } else {
        photos.push(plan.photo);
      }
    }
  } catch (error) {
    await removeUnreferenced(stored.flatMap(photoFiles));
    throw error;
  }
  return { photos: photos.length ? photos : [fallback], stored };
}

// ---------------------------------------------------------------- PDFs and floor plans

export function isPdf(bytes: Uint8Array) {
  return bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

async function storePdf(bytes: Buffer): Promise<string> {
  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 20);
  return storage().put(`${ADMIN_FOLDER}/docs/${hash}.pdf`, bytes, "application/pdf");
}

type FloorPlanPlan =
  | { kind: "keep"; plan: FloorPlan }
  | { kind: "pdf"; title: string; bytes: Buffer }
  | { kind: "image"; title: string; bytes: Buffer; index: number };

/** The floor-plan rows in their order: kept plans may be renamed; new ones need a title and a file. */
export async function planFloorPlans(rows: FloorPlanRow[], current: FloorPlan[], limits: UploadLimits) {
  const plans: FloorPlanPlan[] = [];
  for (const row of rows) {
    const file = row.file;
    const label = `Floor plan ${plans.length + 1}`;
    const title = row.title.trim().slice(0, 120);
    if (row.existing) {
      const kept = current.find((plan) => plan.url === row.existing);
      if (!kept)
        throw new FormFileError("floorPlans", `${label} is no longer part of this project. Reload and try again.`);
      plans.push({ kind: "keep", plan: { ...kept, title: title || kept.title } });
      continue;
    }
    if (!file || file.size === 0) {
      if (title) throw new FormFileError("floorPlans", `${label}: choose an image or PDF file`);
      continue;
    }
    if (!title) throw new FormFileError("floorPlans", `${label}: add a title (e.g. 2 BHK - Type A)`);
    if (file.size > limits.maxFileBytes) {
      throw new FormFileError("floorPlans", `${label} is larger than ${megabytes(limits.maxFileBytes)}`);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    if (isPdf(bytes)) plans.push({ kind: "pdf", title, bytes });
    else if (sniffImageType(bytes)) plans.push({ kind: "image", title, bytes, index: plans.length + 1 });
    else throw new FormFileError("floorPlans", `${label} must be an image (JPEG, PNG, WebP) or a PDF`);
  }
  if (plans.length > 30) throw new FormFileError("floorPlans", "At most 30 floor plans per project");
  return plans;
}

export async function storeFloorPlans(plans: FloorPlanPlan[], stored: string[]): Promise<FloorPlan[]> {
  const result: FloorPlan[] = [];
  for (const plan of plans) {
    if (plan.kind === "keep") result.push(plan.plan);
    else if (plan.kind === "pdf") {
      const url = await storePdf(plan.bytes);
      stored.push(url);
      result.push({ title: plan.title, url, kind: "pdf" });
    } else {
      try {
        const photo = await storePhoto(plan.bytes, ADMIN_FOLDER);
        stored.push(...photoFiles(photo));
        result.push({ title: plan.title, url: photo.large, kind: "image" });
      } catch (error) {
        if (error instanceof PhotoError)
          throw new FormFileError("floorPlans", `Floor plan ${plan.index} ${error.message}`);
        throw error;
      }
    }
  }
  return result;
}

/** The brochure after this save: a new PDF, removed, or unchanged. */
export async function planBrochure(brochure: BrochureField, current: string | null, limits: UploadLimits) {
  const file = brochure.file;
  if (file && file.size > 0) {
    if (file.size > limits.maxFileBytes) {
      throw new FormFileError("brochure", `The brochure is larger than ${megabytes(limits.maxFileBytes)}`);
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    if (!isPdf(bytes)) throw new FormFileError("brochure", "The brochure must be a PDF file");
    return { kind: "upload" as const, bytes };
  }
  if (brochure.remove) return { kind: "set" as const, url: null };
  return { kind: "set" as const, url: current };
}

export async function storeBrochure(plan: Awaited<ReturnType<typeof planBrochure>>, stored: string[]) {
  if (plan.kind === "set") return plan.url;
  const url = await storePdf(plan.bytes);
  stored.push(url);
  return url;
}

// ---------------------------------------------------------------- clean-up

/**
 * Removes admin-uploaded files no property, project or submission refers to
 * any more. Files are content-addressed, so the same upload may serve two
 * items: only unreferenced ones go. Demo and submission photos are never touched.
 */
export async function removeUnreferenced(urls: string[]) {
  // Where admin uploads live in the storage in use: /uploads/admin/ on disk, <bucket URL>/admin/ on S3.
  const adminUploads = `${storage().urlPrefix}${ADMIN_FOLDER}/`;
  const candidates = urls.filter((url) => url?.startsWith(adminUploads));
  // A floor-plan image keeps only its large variant; its other variants go with it.
  const twins = candidates.flatMap((url) => {
    const stem = variantStem(url, "large");
    if (stem === null) return [];
    return PHOTO_VARIANT_NAMES.filter((variant) => variant !== "large").map((variant) => variantFile(stem, variant));
  });
  await removeUnreferencedFiles([...candidates, ...twins]);
}

/** Every file URL a property or project row refers to. */
export function photoUrls(photos: Photo[]) {
  return photos.flatMap(photoFiles);
}
