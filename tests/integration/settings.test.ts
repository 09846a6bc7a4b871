import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { eq } from "drizzle-orm";
import { getSettings, updateSettings } from "#app/domain/site/settings.server";
import { announceDataChange } from "#app/platform/data-changes.server";
import { db } from "#app/platform/db.server";
import { settings } from "#app/platform/schema";
import { saveSettings, type ImageField, type SettingsSave } from "#app/domain/back-office/settings.server";
import { systemInfo } from "#app/domain/site/system-info.server";
import { storage } from "#app/platform/storage.server";
import { parseSettingsForm, settingsSchema } from "#app/lib/validation/admin-settings";

useTestDatabase();

const ADMIN = { id: "admin-1", name: "Asha Admin" };

function validFields(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    siteName: "Nivaas Homes",
    siteDescription: "Homes in Mumbai",
    contactEmail: "desk@nivaas.test",
    contactPhone: "+91 98111 22233",
    contactPhoneAlt: "",
    address: "1 Link Road, Andheri West, Mumbai",
    primaryColor: "#0F766E",
    secondaryColor: "#1e40af",
    emailNotifications: "on",
    smsNotifications: null,
    pushNotifications: "on",
    maintenanceMode: null,
    allowRegistration: "on",
    requireEmailVerification: "on",
    maxImageUpload: "12",
    maxFileSize: "5",
    ...overrides,
  };
  return fields;
}

function validForm(overrides: Record<string, string | null> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(validFields(overrides))) if (value !== null) form.set(key, value);
  return form;
}

/** A save as the route hands it to the domain: the fields validated, the logo and favicon fields. */
function settingsSave(
  overrides: Record<string, string | null> = {},
  images: Partial<Record<"logo" | "favicon", Partial<ImageField>>> = {},
): SettingsSave {
  // An unticked toggle is not posted at all.
  const values = Object.fromEntries(
    Object.entries(validFields(overrides)).map(([key, value]) => [key, value ?? undefined]),
  );
  const parsed = settingsSchema.safeParse(values);
  const image = (field: "logo" | "favicon") => ({ file: null, remove: false, ...images[field] });
  return {
    fields: parsed.success
      ? { ok: true, data: parsed.data }
      : { ok: false, errors: { [String(parsed.error.issues[0].path[0])]: parsed.error.issues[0].message }, values },
    values,
    images: { logo: image("logo"), favicon: image("favicon") },
  };
}

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 110, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

describe("settings validation", () => {
  it("gives each bad field its message", () => {
    const result = parseSettingsForm(
      validForm({
        siteName: "",
        contactEmail: "not-an-email",
        primaryColor: "orange",
        maxImageUpload: "0",
        maxFileSize: "51",
        contactPhone: "12",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      siteName: "Site name is required",
      contactEmail: "Enter a valid email address",
      primaryColor: "Primary colour must be a hex colour like #ea580c",
      maxImageUpload: "Max images per property must be a whole number from 1 to 50",
      maxFileSize: "Max file size must be a whole number from 1 to 50 MB",
      contactPhone: "Phone must be a valid Indian phone number",
    });
    expect(result.values.siteName).toBe("");
    expect(result.values.contactEmail).toBe("not-an-email");
  });

  it("limits the site name to 60 characters and accepts unticked toggles as off", () => {
    expect(parseSettingsForm(validForm({ siteName: "x".repeat(61) })).ok).toBe(false);
    const ok = parseSettingsForm(validForm());
    expect(ok.ok && ok.data).toMatchObject({
      smsNotifications: false,
      maintenanceMode: false,
      emailNotifications: true,
      primaryColor: "#0f766e",
      maxImageUpload: 12,
    });
  });
});

describe("saving settings", () => {
  it("saves every field and they are read back at once", async () => {
    const result = await saveSettings(settingsSave({ maintenanceMode: "on" }), ADMIN);
    expect(result.ok).toBe(true);
    expect(await getSettings()).toMatchObject({
      siteName: "Nivaas Homes",
      contactPhone: "+91 98111 22233",
      contactPhoneAlt: "",
      primaryColor: "#0f766e",
      maintenanceMode: true,
      smsNotifications: false,
      maxImageUpload: 12,
    });
  });

  it("refuses an invalid form without changing anything, and still checks the images", async () => {
    const result = await saveSettings(settingsSave({ siteName: "Changed", secondaryColor: "#12345" }), ADMIN);
    expect(result.ok).toBe(false);
    expect((await getSettings()).siteName).toBe("Nivaas Homes");
    await updateSettings({ maxFileSize: 1 });
    const big = new File([Buffer.alloc(2 * 1024 * 1024, 1)], "big.png", { type: "image/png" });
    const both = await saveSettings(settingsSave({ siteName: "" }, { logo: { file: big } }), ADMIN);
    expect(both).toMatchObject({
      ok: false,
      errors: { siteName: "Site name is required", logo: "Logo is larger than the 1 MB limit" },
      values: { siteName: "" },
    });
  });

  it("stores a logo (WebP, transparency kept) and a 64px PNG favicon, replacing old files", async () => {
    const result = await saveSettings(
      settingsSave(
        {},
        {
          logo: { file: new File([await png(900, 300)], "logo.png", { type: "image/png" }) },
          favicon: { file: new File([await png(300, 200)], "icon.png", { type: "image/png" }) },
        },
      ),
      ADMIN,
    );
    expect(result.ok).toBe(true);
    const saved = await getSettings();
    expect(saved.logoUrl).toMatch(/^\/uploads\/branding\/logo-[0-9a-f]+\.webp$/);
    expect(saved.faviconUrl).toMatch(/^\/uploads\/branding\/favicon-[0-9a-f]+\.png$/);
    const usage = await storage().usage();
    expect(usage.files).toBe(2);

    expect((await saveSettings(settingsSave({}, { logo: { remove: true } }), ADMIN)).ok).toBe(true);
    expect((await getSettings()).logoUrl).toBeNull();
    expect((await storage().usage()).files).toBe(1);
  });

  it("refuses a logo over the max file size and a file that is not an image", async () => {
    await updateSettings({ maxFileSize: 1 });
    const big = new File([Buffer.alloc(2 * 1024 * 1024, 1)], "big.png", { type: "image/png" });
    const result = await saveSettings(settingsSave({ maxFileSize: "1" }, { logo: { file: big } }), ADMIN);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.logo).toBe("Logo is larger than the 1 MB limit");

    const svg = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "icon.svg", { type: "image/svg+xml" });
    const refused = await saveSettings(settingsSave({ maxFileSize: "1" }, { favicon: { file: svg } }), ADMIN);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors.favicon).toBe("Favicon must be a JPEG, PNG, WebP, GIF or AVIF image");
  });
});

describe("the settings kept in memory", () => {
  it("are read once, then kept until data changes; a read that a change overtakes is not kept", async () => {
    const first = await getSettings();
    expect(await getSettings()).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);

    // Written behind the app's back (as another instance would): still the kept row…
    await db.update(settings).set({ siteName: "Changed Elsewhere" }).where(eq(settings.id, 1));
    expect((await getSettings()).siteName).toBe(first.siteName);
    // …until the change is announced.
    await announceDataChange();
    expect((await getSettings()).siteName).toBe("Changed Elsewhere");

    // updateSettings drops it itself.
    await updateSettings({ siteName: "Changed Here" });
    expect((await getSettings()).siteName).toBe("Changed Here");

    // A read under way when a change is announced does not become the kept row.
    const overtaken = getSettings();
    await db.update(settings).set({ siteName: "After The Read" }).where(eq(settings.id, 1));
    await announceDataChange();
    await overtaken;
    expect((await getSettings()).siteName).toBe("After The Read");
  });
});

describe("system facts", () => {
  it("reports the database, its size, uploads and the last migration", async () => {
    const info = await systemInfo();
    expect(["pglite", "postgres"]).toContain(info.database.kind);
    expect(info.database.sizeBytes).toBeGreaterThan(0);
    expect(info.uploads?.files).toBeGreaterThanOrEqual(0);
    expect(info.migration.tag).toMatch(/^\d{4}_/);
  });
});
