/**
 * Saving the admin Settings form, as the route read it: the validated fields,
 * and an uploaded or removed logo and favicon. Each upload is checked against
 * the max-file-size setting and stored as an image, then the settings row is
 * written. The root loader reads the row on every request, so a change
 * shows on the next page.
 */
import { getSettings, updateSettings } from "#app/domain/site/settings.server";
import { fieldChanges, logActivity, type Actor } from "#app/domain/site/activity.server";
import { storeFavicon, storeLogo } from "#app/domain/site/branding.server";
import { PhotoError } from "#app/platform/images.server";
import type { Settings } from "#app/platform/schema";
import { removeUnreferencedFiles } from "#app/domain/photos/file-references.server";
import type { parseSettingsForm, SettingsErrors } from "#app/lib/validation/admin-settings";

export type SaveSettingsResult =
  { ok: true; settings: Settings } | { ok: false; errors: SettingsErrors; values: Record<string, string | undefined> };

/** The logo or favicon field: a chosen file, or whether to remove the current image. */
export type ImageField = { file: File | null; remove: boolean };

export type SettingsSave = {
  /** The text fields and toggles, validated (or refused with a message per field). */
  fields: ReturnType<typeof parseSettingsForm>;
  /** The posted text values, to refill the form when the save is refused. */
  values: Record<string, string | undefined>;
  images: Record<keyof typeof UPLOADS, ImageField>;
};

const UPLOADS = {
  logo: { label: "Logo", store: storeLogo, column: "logoUrl" },
  favicon: { label: "Favicon", store: storeFavicon, column: "faviconUrl" },
} as const;

/** Largest body the form may send: two images at the file-size limit plus the text fields. */
export function settingsBodyLimit(settings: Pick<Settings, "maxFileSize">): number {
  return (2 * settings.maxFileSize + 1) * 1024 * 1024;
}

export async function saveSettings(save: SettingsSave, actor: Actor): Promise<SaveSettingsResult> {
  const current = await getSettings();
  const parsed = save.fields;
  const errors: SettingsErrors = parsed.ok ? {} : { ...parsed.errors };
  const { values } = save;
  const limitBytes = current.maxFileSize * 1024 * 1024;

  // Check every upload's size first, so nothing is stored when the form is refused.
  const files: Partial<Record<keyof typeof UPLOADS, Buffer>> = {};
  for (const [field, upload] of Object.entries(UPLOADS) as [
    keyof typeof UPLOADS,
    (typeof UPLOADS)[keyof typeof UPLOADS],
  ][]) {
    const file = save.images[field].file;
    if (!file || file.size === 0) continue;
    if (file.size > limitBytes) {
      errors[field] = `${upload.label} is larger than the ${current.maxFileSize} MB limit`;
      continue;
    }
    files[field] = Buffer.from(await file.arrayBuffer());
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors, values };

  const changes: Partial<Settings> = { ...parsed.data };
  const stored: string[] = [];
  for (const [field, upload] of Object.entries(UPLOADS) as [
    keyof typeof UPLOADS,
    (typeof UPLOADS)[keyof typeof UPLOADS],
  ][]) {
    const bytes = files[field];
    if (bytes) {
      try {
        const url = await upload.store(bytes);
        stored.push(url);
        changes[upload.column] = url;
      } catch (error) {
        if (!(error instanceof PhotoError)) throw error;
        errors[field] = `${upload.label} ${error.message}`;
      }
    } else if (save.images[field].remove) {
      changes[upload.column] = null;
    }
  }
  if (Object.keys(errors).length > 0) {
    // Nothing was saved: what this call stored goes, unless it is the same file as one in use.
    await removeUnreferencedFiles(stored);
    return { ok: false, errors, values };
  }

  const saved = await updateSettings(changes);
  // Replaced images go unless something else still shows the same file.
  await removeUnreferencedFiles([current.logoUrl, current.faviconUrl]);
  await logActivity({
    actor,
    action: "updated",
    entityType: "settings",
    summary: describeChanges(current, saved),
    changes: fieldChanges(
      current,
      saved,
      WATCHED.map(([key]) => key),
    ),
  });
  return { ok: true, settings: saved };
}

const WATCHED: [keyof Settings, string][] = [
  ["siteName", "site name"],
  ["contactEmail", "contact e-mail"],
  ["contactPhone", "phone"],
  ["primaryColor", "primary colour"],
  ["secondaryColor", "secondary colour"],
  ["maintenanceMode", "maintenance mode"],
  ["allowRegistration", "registration"],
  ["maxFileSize", "max file size"],
  ["maxImageUpload", "max images"],
  ["logoUrl", "logo"],
  ["faviconUrl", "favicon"],
  ["foundingYear", "founding year"],
  ["heroListedText", "home figures"],
  ["heroCitiesText", "home figures"],
  ["heroCustomersText", "home figures"],
  ["heroYearsText", "home figures"],
  ["heroSatisfactionText", "home figures"],
];

function describeChanges(before: Settings, after: Settings): string {
  const changed = [...new Set(WATCHED.filter(([key]) => before[key] !== after[key]).map(([, label]) => label))];
  if (changed.length === 0) return "Saved the site settings";
  return `Updated site settings: ${changed.slice(0, 4).join(", ")}${changed.length > 4 ? " and more" : ""}`;
}
