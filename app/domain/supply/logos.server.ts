/**
 * An approved agent's or builder's logo: uploaded from /account/professional,
 * checked by content (JPEG, PNG, WebP, GIF or AVIF; at most the site's
 * file-size setting), re-encoded without metadata and stored through the
 * storage interface as two WebP sizes under content-addressed names, like
 * every photo. The profile's header and the "Listed by" line of each of their
 * listings show it; a profile without one shows its initials.
 *
 * Only an approved profile has a public face, so only it takes a logo.
 * Replacing or removing a logo removes the old files once nothing else refers
 * to them, and announces the profile's change key (its page and every
 * "Listed by" line that shows it, ADR 031).
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getSettings } from "#app/domain/site/settings.server";
import { removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { db } from "#app/platform/db.server";
import { announceChange } from "#app/platform/data-changes.server";
import { imageOf, MAX_INPUT_PIXELS, PhotoError, sniffImageType } from "#app/platform/images.server";
import { storage } from "#app/platform/storage.server";
import { supplierProfiles, type SupplierLogo } from "#app/platform/schema";
import { supplierKey } from "./supplier-keys";

/** Each size is drawn within a square of this many pixels, never enlarged, with its transparency. */
const LOGO_SIZES = { small: 96, large: 256 } as const;

/** Why a logo was refused, in the words the field shows (app/locales/<lang>/account.json `professional.logo.*`). */
export type LogoRefusal = "notApproved" | "empty" | "tooLarge" | "notImage" | "unreadable";

export type LogoResult = { ok: true; logo: SupplierLogo } | { ok: false; reason: LogoRefusal; maxFileSizeMb: number };

/** Draws and stores both sizes of a logo; throws PhotoError when the bytes are no image we take. */
async function storeLogoFiles(bytes: Buffer): Promise<SupplierLogo> {
  if (!sniffImageType(bytes)) throw new PhotoError("notImage");
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await (await imageOf(bytes)).metadata());
  } catch {
    throw new PhotoError("unreadable");
  }
  if (!width || !height || width * height > MAX_INPUT_PIXELS) throw new PhotoError("unreadable");
  const stem = `logos/${crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 20)}`;
  const base = (await imageOf(bytes)).rotate();
  const draw = (size: number) =>
    base
      .clone()
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 88, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
  let small, large;
  try {
    [small, large] = await Promise.all([draw(LOGO_SIZES.small), draw(LOGO_SIZES.large)]);
  } catch {
    throw new PhotoError("unreadable");
  }
  const [smallUrl, largeUrl] = await Promise.all([
    storage().put(`${stem}-small.webp`, small.data, "image/webp"),
    storage().put(`${stem}-large.webp`, large.data, "image/webp"),
  ]);
  return { small: smallUrl, large: largeUrl, width: large.info.width, height: large.info.height };
}

async function approvedProfileOf(userId: string) {
  const [row] = await db
    .select({ id: supplierProfiles.id, name: supplierProfiles.name, logo: supplierProfiles.logo })
    .from(supplierProfiles)
    .where(and(eq(supplierProfiles.userId, userId), eq(supplierProfiles.status, "approved")));
  return row ?? null;
}

/** Sets the account's profile logo from uploaded bytes (`size`: the file's size as sent, checked before reading). */
export async function setSupplierLogo(actor: Actor, file: { size: number; bytes: () => Promise<Buffer> }) {
  const { maxFileSize } = await getSettings();
  const refuse = (reason: LogoRefusal): LogoResult => ({ ok: false, reason, maxFileSizeMb: maxFileSize });
  const profile = await approvedProfileOf(actor.id);
  if (!profile) return refuse("notApproved");
  if (file.size === 0) return refuse("empty");
  if (file.size > maxFileSize * 1024 * 1024) return refuse("tooLarge");
  let logo: SupplierLogo;
  try {
    logo = await storeLogoFiles(await file.bytes());
  } catch (error) {
    if (!(error instanceof PhotoError)) throw error;
    return refuse(error.message === "notImage" ? "notImage" : "unreadable");
  }
  await db.update(supplierProfiles).set({ logo }).where(eq(supplierProfiles.id, profile.id));
  await afterChange(actor, profile, "Uploaded the logo of");
  return { ok: true, logo } satisfies LogoResult;
}

/** Removes the account's profile logo (the page shows the initials again); false when there was none. */
export async function removeSupplierLogo(actor: Actor): Promise<boolean> {
  const profile = await approvedProfileOf(actor.id);
  if (!profile?.logo) return false;
  await db.update(supplierProfiles).set({ logo: null }).where(eq(supplierProfiles.id, profile.id));
  await afterChange(actor, profile, "Removed the logo of");
  return true;
}

async function afterChange(
  actor: Actor,
  profile: { id: number; name: string; logo: SupplierLogo | null },
  what: string,
) {
  await announceChange([supplierKey(profile.id)]);
  if (profile.logo) await removeUnreferencedFiles([profile.logo.small, profile.logo.large]);
  await logActivity({
    actor,
    action: "updated",
    entityType: "user",
    entityId: actor.id,
    summary: `${what} ${profile.name}`,
  });
}
