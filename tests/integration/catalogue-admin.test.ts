import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/server/db.server";
import { activityLog, projects, properties } from "#app/server/schema";
import { updateSettings } from "#app/domain/settings.server";
import {
  deleteProjectById,
  deletePropertyById,
  findProjectForAdmin,
  findPropertyForAdmin,
  listProjectsForAdmin,
  listPropertiesForAdmin,
  projectAdminStats,
  projectFiltersFrom,
  PROJECT_STALE_MESSAGE,
  propertyAdminStats,
  propertyFiltersFrom,
  PROPERTY_STALE_MESSAGE,
  saveProjectFromForm,
  savePropertyFromForm,
  setProjectFlag,
  setPropertyFlag,
} from "#app/domain/catalogue-admin.server";
import { PROJECT_TYPES } from "#app/lib/options";

useTestDatabase();

const admin = { id: "admin-1", name: "Asha Admin" };

async function png(color = "#ea580c", size = 64) {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function formOf(fields: Record<string, string | string[] | File>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => form.append(key, v));
    else form.append(key, value);
  }
  return form;
}

const fullProperty = {
  intent: "save",
  title: "Sunlit 3 BHK Apartment in Powai",
  type: "Residential",
  category: "Apartment",
  status: "sale",
  price: "2,45,00,000",
  location: "Hiranandani Gardens, Powai, Mumbai",
  city: "",
  area: "1450",
  bedrooms: "3",
  bathrooms: "3",
  parking: "2",
  description: "A bright corner apartment with lake views.",
  ownerName: "Rohan Mehta",
  ownerContact: "98200 12345",
  developer: "Hiranandani Group",
  yearBuilt: "2016",
  furnishing: "Semi Furnished",
  facing: "North-East",
  floors: "1",
  amenities: ["Gym", "Swimming Pool", "Lift"],
  featured: "on",
  active: "on",
};

describe("property admin", () => {
  it("adds a property with every field and an uploaded photo, and logs it", async () => {
    const form = formOf(fullProperty);
    form.append("photos.0.file", new File([await png()], "home.png", { type: "image/png" }));
    form.append("photos.1.url", "https://images.example.com/p/1.jpg");
    const result = await savePropertyFromForm(form, admin);
    expect(result).toMatchObject({ ok: true, message: "Property added successfully!" });
    if (!result.ok) return;
    const row = await findPropertyForAdmin(result.id);
    expect(row).toMatchObject({
      title: fullProperty.title,
      price: 24_500_000,
      city: "Mumbai",
      bedrooms: 3,
      parking: 2,
      ownerContact: "9820012345",
      developer: "Hiranandani Group",
      yearBuilt: 2016,
      furnishing: "Semi Furnished",
      facing: "North-East",
      floors: 1,
      featured: true,
      active: true,
    });
    expect(row!.amenities.sort()).toEqual(["Gym", "Lift", "Swimming Pool"]);
    expect(row!.images).toHaveLength(2);
    expect(row!.images[0].card).toMatch(/^\/uploads\/admin\/.+-card\.webp$/);
    expect(row!.images[1]).toEqual({
      card: "https://images.example.com/p/1.jpg",
      large: "https://images.example.com/p/1.jpg",
    });
    const [entry] = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(result.id)));
    expect(entry).toMatchObject({ actorName: "Asha Admin", action: "created", entityType: "property" });
  });

  it("uses the bundled default photo when none is given", async () => {
    const result = await savePropertyFromForm(formOf({ ...fullProperty, "photos.0.url": "  " }), admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await findPropertyForAdmin(result.id);
    expect(row!.images).toEqual([expect.objectContaining({ card: "/images/default-property.webp" })]);
  });

  it("answers an empty form with the spec's messages", async () => {
    const result = await savePropertyFromForm(formOf({ intent: "save", type: "Residential", status: "sale" }), admin);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: "Title is required",
      category: "Category is required",
      price: "Price is required",
      location: "Location is required",
      area: "Area is required",
      description: "Description is required",
      ownerName: "Owner name is required",
      ownerContact: "Owner contact is required",
      bedrooms: "Bedrooms required for residential",
      bathrooms: "Bathrooms required for residential",
    });
  });

  it("checks the contact, the category for the type and pasted links", async () => {
    const result = await savePropertyFromForm(
      formOf({ ...fullProperty, ownerContact: "12345", category: "Office", "photos.0.url": "javascript:alert(1)" }),
      admin,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.ownerContact).toBe("Contact must be 10 digits");
    expect(result.errors.category).toBe("Choose a residential category");
    expect(result.errors.photoUrls).toMatch(/http/);
  });

  it("stores commercial spaces without bedrooms", async () => {
    const result = await savePropertyFromForm(
      formOf({
        ...fullProperty,
        type: "Commercial",
        category: "Office",
        bedrooms: "2",
        bathrooms: "",
        amenities: ["AC"],
      }),
      admin,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(await findPropertyForAdmin(result.id)).toMatchObject({
      type: "Commercial",
      bedrooms: null,
      bathrooms: null,
    });
  });

  it("enforces the settings' photo count and file size", async () => {
    await updateSettings({ maxImageUpload: 2, maxFileSize: 1 });
    const tooMany = formOf({ ...fullProperty });
    ["a", "b", "c"].forEach((x, i) => tooMany.append(`photos.${i}.url`, `https://example.com/${x}.jpg`));
    const many = await savePropertyFromForm(tooMany, admin);
    expect(many).toMatchObject({ ok: false, errors: { photos: "At most 2 photos per property" } });

    const big = formOf({ ...fullProperty });
    big.append("photos.0.file", new File([new Uint8Array(1024 * 1024 + 10)], "big.jpg", { type: "image/jpeg" }));
    expect(await savePropertyFromForm(big, admin)).toMatchObject({
      ok: false,
      errors: { photos: "Photo 1 is larger than 1 MB" },
    });

    const notImage = formOf({ ...fullProperty });
    notImage.append("photos.0.file", new File(["<svg></svg>"], "x.jpg", { type: "image/jpeg" }));
    expect(await savePropertyFromForm(notImage, admin)).toMatchObject({
      ok: false,
      message: "Error saving property: Photo 1 is not a JPEG, PNG, WebP, GIF or AVIF image",
    });
    await updateSettings({ maxImageUpload: 10, maxFileSize: 5 });
  });

  it("edits, keeps and reorders photos, and refuses a stale edit", async () => {
    const created = await savePropertyFromForm(
      formOf({
        ...fullProperty,
        "photos.0.url": "https://example.com/a.jpg",
        "photos.1.url": "https://example.com/b.jpg",
      }),
      admin,
    );
    if (!created.ok) throw new Error("not created");
    const before = (await findPropertyForAdmin(created.id))!;
    const edit = formOf({
      ...fullProperty,
      id: String(created.id),
      updatedAt: before.updatedAt.toISOString(),
      title: "Sunlit 3 BHK with Lake View",
      price: "25000000",
      status: "rent",
      "photos.0.existing": "https://example.com/b.jpg",
      "photos.1.existing": "https://example.com/a.jpg",
    });
    expect(await savePropertyFromForm(edit, admin)).toMatchObject({
      ok: true,
      message: "Property updated successfully!",
    });
    const after = (await findPropertyForAdmin(created.id))!;
    expect(after).toMatchObject({ title: "Sunlit 3 BHK with Lake View", price: 25_000_000, status: "rent" });
    expect(after.images.map((p) => p.card)).toEqual(["https://example.com/b.jpg", "https://example.com/a.jpg"]);

    // The same (now old) version again: someone else's save came in between.
    const stale = await savePropertyFromForm(edit, admin);
    expect(stale).toMatchObject({ ok: false, message: PROPERTY_STALE_MESSAGE, stale: true });
  });

  it("persists the active and featured toggles and deletes", async () => {
    const created = await savePropertyFromForm(formOf(fullProperty), admin);
    if (!created.ok) throw new Error("not created");
    expect(await setPropertyFlag(created.id, "active", false, admin)).toMatchObject({ ok: true });
    expect(await setPropertyFlag(created.id, "featured", false, admin)).toMatchObject({ ok: true });
    expect(await findPropertyForAdmin(created.id)).toMatchObject({ active: false, featured: false });
    expect(await deletePropertyById(created.id, admin)).toEqual({
      ok: true,
      message: "Property deleted successfully!",
    });
    expect(await findPropertyForAdmin(created.id)).toBeUndefined();
    expect(await deletePropertyById(created.id, admin)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Error deleting property: /),
    });
    const actions = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(created.id)));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["created", "status_changed", "deleted"]));
  });

  it("filters, counts and pages in the database, 8 per page", async () => {
    await db.delete(properties);
    for (let i = 0; i < 11; i++) {
      const commercial = i % 3 === 0;
      const result = await savePropertyFromForm(
        formOf({
          ...fullProperty,
          title: `${commercial ? "Office" : "Flat"} number ${i}`,
          type: commercial ? "Commercial" : "Residential",
          category: commercial ? "Office" : "Apartment",
          status: i % 2 ? "rent" : "sale",
          featured: i === 1 ? "on" : "",
          active: i === 2 ? "" : "on",
        }),
        admin,
      );
      expect(result.ok).toBe(true);
    }
    const all = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams()));
    expect(all).toMatchObject({ total: 11, totalPages: 2, page: 1 });
    expect(all.rows).toHaveLength(8);
    const second = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams("page=2")));
    expect(second.rows).toHaveLength(3);
    const clamped = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams("page=99")));
    expect(clamped.page).toBe(2);
    const offices = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams("type=commercial")));
    expect(offices.total).toBe(4);
    const rent = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams("type=residential&status=rent")));
    expect(rent.rows.every((r) => r.type === "Residential" && r.status === "rent")).toBe(true);
    const search = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams("search=number 1")));
    expect(search.rows.map((r) => r.title).sort()).toEqual(["Flat number 1", "Flat number 10"]);
    const wildcard = await listPropertiesForAdmin(propertyFiltersFrom(new URLSearchParams("search=%25")));
    expect(wildcard.total).toBe(0);
    expect(await propertyAdminStats()).toEqual({ total: 11, active: 10, featured: 1, forSale: 6 });
  });
});

const fullProject = {
  intent: "save",
  title: "Lakeshore Towers",
  developer: "Meridian Buildcon",
  location: "Powai, Mumbai",
  type: "Residential",
  status: "ongoing",
  priceMin: "18500000",
  priceMax: "42000000",
  areaMin: "750",
  areaMax: "1650",
  description: "Three towers around a landscaped podium.",
  completionDate: "2028-06-30",
  totalUnits: "240",
  availableUnits: "86",
  reraNumber: "P51800012345",
  constructionProgress: "62",
  developerContact: "9820011111",
  highlights: "Podium garden\n\nRainwater harvesting\n",
  "configurations.0.type": "2 BHK",
  "configurations.0.carpetArea": "760",
  "configurations.0.price": "18500000",
  "configurations.0.availableUnits": "40",
  "configurations.1.type": "",
  "configurations.1.carpetArea": "",
  "configurations.1.price": "",
  "configurations.1.availableUnits": "",
  "nearbyPlaces.0.name": "Powai Lake",
  "nearbyPlaces.0.distance": "0.5 km",
  "nearbyPlaces.0.type": "Park",
  tourUrl: "https://tour.example.com/lakeshore",
  amenities: ["Gym", "Jogging Track"],
  featured: "on",
  active: "on",
};

const pdf = () =>
  new File([Buffer.from("%PDF-1.4\n% test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], "brochure.pdf", {
    type: "application/pdf",
  });

describe("project admin", () => {
  it("adds a project with configurations, nearby places, floor plans and a brochure", async () => {
    const form = formOf(fullProject);
    form.append("floorPlans.0.title", "2 BHK - Type A");
    form.append("floorPlans.0.file", pdf());
    form.append("floorPlans.1.title", "3 BHK");
    form.append("floorPlans.1.file", new File([await png("#1e40af", 200)], "plan.png", { type: "image/png" }));
    form.append("brochure", pdf());
    form.append("photos.0.file", new File([await png("#15803d")], "tower.png", { type: "image/png" }));
    const result = await saveProjectFromForm(form, admin);
    expect(result).toMatchObject({ ok: true, message: "Project added successfully!" });
    if (!result.ok) return;
    const row = (await findProjectForAdmin(result.id))!;
    expect(row).toMatchObject({
      title: "Lakeshore Towers",
      priceMin: 18_500_000,
      reraNumber: "P51800012345",
      constructionProgress: 62,
      developerContact: "9820011111",
      highlights: ["Podium garden", "Rainwater harvesting"],
      configurations: [{ type: "2 BHK", carpetArea: 760, price: 18_500_000, availableUnits: 40 }],
      nearbyPlaces: [{ name: "Powai Lake", distance: "0.5 km", type: "Park" }],
      tourUrl: "https://tour.example.com/lakeshore",
      featured: true,
    });
    expect(row.floorPlans).toEqual([
      { title: "2 BHK - Type A", url: expect.stringMatching(/^\/uploads\/admin\/docs\/.+\.pdf$/), kind: "pdf" },
      { title: "3 BHK", url: expect.stringMatching(/^\/uploads\/admin\/.+-large\.webp$/), kind: "image" },
    ]);
    expect(row.brochureUrl).toMatch(/^\/uploads\/admin\/docs\/.+\.pdf$/);
    expect(row.images[0].card).toMatch(/^\/uploads\/admin\//);

    // Editing keeps the stored files unless replaced or removed.
    const edit = formOf({
      ...fullProject,
      id: String(result.id),
      updatedAt: row.updatedAt.toISOString(),
      availableUnits: "80",
      "photos.0.existing": row.images[0].card,
      "floorPlans.0.existing": row.floorPlans[1].url,
      "floorPlans.0.title": "3 BHK - Type B",
      brochureRemove: "on",
    });
    expect(await saveProjectFromForm(edit, admin)).toMatchObject({
      ok: true,
      message: "Project updated successfully!",
    });
    const edited = (await findProjectForAdmin(result.id))!;
    expect(edited.availableUnits).toBe(80);
    expect(edited.floorPlans).toEqual([{ title: "3 BHK - Type B", url: row.floorPlans[1].url, kind: "image" }]);
    expect(edited.brochureUrl).toBeNull();
    expect(await saveProjectFromForm(edit, admin)).toMatchObject({ ok: false, message: PROJECT_STALE_MESSAGE });
  });

  it("answers with the spec's project messages", async () => {
    const empty = await saveProjectFromForm(formOf({ intent: "save" }), admin);
    expect(empty.ok).toBe(false);
    if (empty.ok) return;
    expect(empty.errors).toMatchObject({
      title: "Title is required",
      developer: "Developer is required",
      location: "Location is required",
      priceMin: "Minimum price is required",
      priceMax: "Maximum price is required",
      areaMin: "Minimum area is required",
      areaMax: "Maximum area is required",
      description: "Description is required",
      completionDate: "Completion date is required",
      totalUnits: "Total units is required",
      availableUnits: "Available units is required",
    });
    const crossed = await saveProjectFromForm(
      formOf({
        ...fullProject,
        priceMax: "100",
        areaMax: "700",
        availableUnits: "241",
        constructionProgress: "120",
        tourUrl: "http://x.test",
      }),
      admin,
    );
    expect(crossed.ok).toBe(false);
    if (crossed.ok) return;
    expect(crossed.errors).toMatchObject({
      priceMax: "Maximum price must be greater than minimum price",
      areaMax: "Maximum area must be greater than minimum area",
      availableUnits: "Available units cannot be more than total units",
      constructionProgress: "Construction progress must be a whole number from 0 to 100",
      tourUrl: "The virtual tour link must be an https:// address",
    });
  });

  it("refuses a brochure that is not a PDF and a partial configuration", async () => {
    const form = formOf({ ...fullProject });
    form.append("brochure", new File(["hello"], "brochure.pdf", { type: "application/pdf" }));
    expect(await saveProjectFromForm(form, admin)).toMatchObject({
      ok: false,
      errors: { brochure: "The brochure must be a PDF file" },
      message: "Error saving project: The brochure must be a PDF file",
    });
    const partial = await saveProjectFromForm(formOf({ ...fullProject, "configurations.0.price": "" }), admin);
    expect(partial).toMatchObject({
      ok: false,
      errors: { configurations: "Configuration 1: the price must be a whole number of rupees" },
    });
  });

  it("lists 6 per page with status and type filters, toggles and deletes", async () => {
    await db.delete(projects);
    const statuses = ["ongoing", "upcoming", "completed"];
    for (let i = 0; i < 8; i++) {
      const result = await saveProjectFromForm(
        formOf({
          ...fullProject,
          title: `Project ${i}`,
          status: statuses[i % 3],
          type: i === 0 ? "Commercial" : "Residential",
        }),
        admin,
      );
      expect(result.ok).toBe(true);
    }
    const first = await listProjectsForAdmin(projectFiltersFrom(new URLSearchParams(), PROJECT_TYPES));
    expect(first).toMatchObject({ total: 8, totalPages: 2 });
    expect(first.rows).toHaveLength(6);
    const upcoming = await listProjectsForAdmin(
      projectFiltersFrom(new URLSearchParams("status=upcoming"), PROJECT_TYPES),
    );
    expect(upcoming.total).toBe(3);
    const commercial = await listProjectsForAdmin(
      projectFiltersFrom(new URLSearchParams("type=Commercial"), PROJECT_TYPES),
    );
    expect(commercial.rows.map((r) => r.title)).toEqual(["Project 0"]);
    expect(await projectAdminStats()).toEqual({ total: 8, ongoing: 3, upcoming: 3, completed: 2 });

    const id = first.rows[0].id;
    await setProjectFlag(id, "active", false, admin);
    await setProjectFlag(id, "featured", false, admin);
    expect(await findProjectForAdmin(id)).toMatchObject({ active: false, featured: false });
    expect(await deleteProjectById(id, admin)).toEqual({ ok: true, message: "Project deleted successfully!" });
    expect(await findProjectForAdmin(id)).toBeUndefined();
  });
});
