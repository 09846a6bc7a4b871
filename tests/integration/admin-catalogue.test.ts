import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { activityLog, projects, properties } from "#app/platform/schema";
import { updateSettings } from "#app/domain/site/settings.server";
import {
  deletePropertyById,
  findPropertyForAdmin,
  listPropertiesForAdmin,
  propertyAdminStats,
  PROPERTY_STALE_MESSAGE,
  saveProperty,
  setPropertyFlag,
  type AdminPropertyFilters,
  type PropertySave,
} from "#app/domain/back-office/properties.server";
import {
  deleteProjectById,
  findProjectForAdmin,
  listProjectsForAdmin,
  projectAdminStats,
  PROJECT_STALE_MESSAGE,
  saveProject,
  setProjectFlag,
  type AdminProjectFilters,
  type ProjectSave,
} from "#app/domain/back-office/projects.server";
import type { FloorPlanRow, PhotoRow } from "#app/domain/back-office/files.server";
import type { SaveTarget } from "#app/domain/back-office/catalogue.server";
import { validateProject, validateProperty } from "#app/lib/validation/admin-catalogue";
import { INGEST_MESSAGES } from "#app/domain/supply/ingest.server";
import {
  readProjectFilters,
  readProjectSave,
  readPropertyFilters,
  readPropertySave,
} from "#app/routes/admin/catalogue.server";

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

/** A photo row as the route reads it from the form. */
function photo(row: Partial<PhotoRow>): PhotoRow {
  return { existing: "", url: "", file: null, ...row };
}

/** A property save as the route hands it to the domain: validated fields, photo rows, target. */
function propertySave(
  fields: Record<string, string | string[]> = {},
  photos: PhotoRow[] = [],
  target: SaveTarget = null,
): PropertySave {
  const checked = validateProperty({ ...fullProperty, ...fields, photoUrls: photos.map((row) => row.url) });
  if (!checked.ok) throw new Error(`invalid test property: ${JSON.stringify(checked.errors)}`);
  return { target, fields: checked.data, photos };
}

const allProperties: AdminPropertyFilters = { search: "", type: "all", status: "all", page: 1 };

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
    const result = await saveProperty(
      propertySave({}, [
        photo({ file: new File([await png()], "home.png", { type: "image/png" }) }),
        photo({ url: "https://images.example.com/p/1.jpg" }),
      ]),
      admin,
    );
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
    const result = await saveProperty(propertySave({}, [photo({ url: "  " })]), admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await findPropertyForAdmin(result.id);
    expect(row!.images).toEqual([expect.objectContaining({ card: "/images/default-property.webp" })]);
  });

  it("reads the posted form once: an empty one is refused with the spec's messages and its values to refill", () => {
    const { values, parsed } = readPropertySave(formOf({ intent: "save", type: "Residential", status: "sale" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
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
    expect(values).toMatchObject({ type: "Residential", status: "sale", photoRows: [] });
  });

  it("checks the contact, the category for the type and pasted links", () => {
    const { parsed } = readPropertySave(
      formOf({ ...fullProperty, ownerContact: "12345", category: "Office", "photos.0.url": "javascript:alert(1)" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.ownerContact).toBe("Contact must be 10 digits");
    expect(parsed.errors.category).toBe("Choose a residential category");
    expect(parsed.errors.photoUrls).toMatch(/http/);
  });

  it("reads the photo rows with their files, the target and its version from the form", async () => {
    const upload = new File([await png()], "home.png", { type: "image/png" });
    const form = formOf({
      ...fullProperty,
      id: "12",
      updatedAt: "2026-11-20T10:00:00.000Z",
      "photos.3.existing": "/uploads/admin/a-card.webp",
      "photos.1.url": "https://example.com/b.jpg",
      "photos.1.file": new File([], ""),
      "photos.7.file": upload,
    });
    const { values, parsed } = readPropertySave(form);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.input.target).toEqual({ id: 12, openedVersion: "2026-11-20T10:00:00.000Z" });
    expect(parsed.input.photos).toEqual([
      { existing: "", url: "https://example.com/b.jpg", file: null },
      { existing: "/uploads/admin/a-card.webp", url: "", file: null },
      { existing: "", url: "", file: expect.any(File) },
    ]);
    expect(values.photoRows).toEqual([
      { existing: "", url: "https://example.com/b.jpg" },
      { existing: "/uploads/admin/a-card.webp", url: "" },
      { existing: "", url: "" },
    ]);
    expect(readPropertySave(formOf({ ...fullProperty, id: "12", updatedAt: "yesterday" })).parsed).toMatchObject({
      ok: true,
      input: { target: { id: 12, openedVersion: null } },
    });
    expect(readPropertySave(formOf({ ...fullProperty, id: "1e99" })).parsed).toEqual({
      ok: false,
      errors: {},
      message: "Error saving property: unknown property",
    });
  });

  it("stores commercial spaces without bedrooms", async () => {
    const result = await saveProperty(
      propertySave({ type: "Commercial", category: "Office", bedrooms: "2", bathrooms: "", amenities: ["AC"] }),
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
    const tooMany = ["a", "b", "c"].map((x) => photo({ url: `https://example.com/${x}.jpg` }));
    expect(await saveProperty(propertySave({}, tooMany), admin)).toMatchObject({
      ok: false,
      // The limit is the one every listing meets (ingestListing), in its words.
      errors: { photos: INGEST_MESSAGES.tooManyPhotos(2) },
    });

    const big = photo({ file: new File([new Uint8Array(1024 * 1024 + 10)], "big.jpg", { type: "image/jpeg" }) });
    expect(await saveProperty(propertySave({}, [big]), admin)).toMatchObject({
      ok: false,
      errors: { photos: "Photo 1 is larger than 1 MB" },
    });

    const notImage = photo({ file: new File(["<svg></svg>"], "x.jpg", { type: "image/jpeg" }) });
    expect(await saveProperty(propertySave({}, [notImage]), admin)).toMatchObject({
      ok: false,
      message: "Error saving property: Photo 1 is not a JPEG, PNG, WebP, GIF or AVIF image",
    });
    await updateSettings({ maxImageUpload: 10, maxFileSize: 5 });
  });

  it("edits, keeps and reorders photos, and refuses a stale edit", async () => {
    const created = await saveProperty(
      propertySave({}, [photo({ url: "https://example.com/a.jpg" }), photo({ url: "https://example.com/b.jpg" })]),
      admin,
    );
    if (!created.ok) throw new Error("not created");
    const before = (await findPropertyForAdmin(created.id))!;
    const edit = propertySave(
      { title: "Sunlit 3 BHK with Lake View", price: "25000000", status: "rent" },
      [photo({ existing: "https://example.com/b.jpg" }), photo({ existing: "https://example.com/a.jpg" })],
      { id: created.id, openedVersion: before.updatedAt.toISOString() },
    );
    expect(await saveProperty(edit, admin)).toMatchObject({
      ok: true,
      message: "Property updated successfully!",
    });
    const after = (await findPropertyForAdmin(created.id))!;
    expect(after).toMatchObject({ title: "Sunlit 3 BHK with Lake View", price: 25_000_000, status: "rent" });
    expect(after.images.map((p) => p.card)).toEqual(["https://example.com/b.jpg", "https://example.com/a.jpg"]);

    // The same (now old) version again: someone else's save came in between.
    const stale = await saveProperty(edit, admin);
    expect(stale).toMatchObject({ ok: false, message: PROPERTY_STALE_MESSAGE, stale: true });
    // A form without a readable version cannot prove it saw the current row.
    expect(await saveProperty({ ...edit, target: { id: created.id, openedVersion: null } }, admin)).toMatchObject({
      ok: false,
      stale: true,
    });
    expect(await saveProperty({ ...edit, target: { id: 999_999, openedVersion: null } }, admin)).toMatchObject({
      ok: false,
      message: "Error saving property: this property no longer exists",
    });
  });

  it("persists the active and featured toggles and deletes", async () => {
    const created = await saveProperty(propertySave(), admin);
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

  it("reads the list's filters from the URL, whatever it holds", () => {
    expect(readPropertyFilters(new URLSearchParams())).toEqual(allProperties);
    expect(
      readPropertyFilters(new URLSearchParams("search=%20Powai%00%20&type=commercial&status=rent&page=3")),
    ).toEqual({ search: "Powai", type: "commercial", status: "rent", page: 3 });
    expect(readPropertyFilters(new URLSearchParams("type=villa&status=x&page=-2"))).toEqual(allProperties);
    expect(readPropertyFilters(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(readPropertyFilters(new URLSearchParams("page=99999999999")).page).toBe(1);
  });

  it("filters, counts and pages in the database, 8 per page", async () => {
    await db.delete(properties);
    for (let i = 0; i < 11; i++) {
      const commercial = i % 3 === 0;
      const result = await saveProperty(
        propertySave({
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
    const list = (filters: Partial<AdminPropertyFilters>) => listPropertiesForAdmin({ ...allProperties, ...filters });
    const all = await list({});
    expect(all).toMatchObject({ total: 11, totalPages: 2, page: 1 });
    expect(all.rows).toHaveLength(8);
    expect(all.rows[0]).not.toHaveProperty("searchText");
    const second = await list({ page: 2 });
    expect(second.rows).toHaveLength(3);
    const clamped = await list({ page: 99 });
    expect(clamped.page).toBe(2);
    const offices = await list({ type: "commercial" });
    expect(offices.total).toBe(4);
    const rent = await list({ type: "residential", status: "rent" });
    expect(rent.rows.every((r) => r.type === "Residential" && r.status === "rent")).toBe(true);
    const search = await list({ search: "number 1" });
    expect(search.rows.map((r) => r.title).sort()).toEqual(["Flat number 1", "Flat number 10"]);
    const byNumber = await list({ search: `#${all.rows[0].id}` });
    expect(byNumber.rows.map((r) => r.id)).toContain(all.rows[0].id);
    const wildcard = await list({ search: "%" });
    expect(wildcard.total).toBe(0);
    expect(await propertyAdminStats()).toEqual({ total: 11, active: 10, featured: 1, forSale: 6 });
  });
});

/** The project form's own fields; its rows come as the form posts them (below) or as arrays (projectSave). */
const projectText = {
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
  tourUrl: "https://tour.example.com/lakeshore",
  amenities: ["Gym", "Jogging Track"],
  featured: "on",
  active: "on",
};

const fullProject = {
  intent: "save",
  ...projectText,
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
};

const pdf = () =>
  new File([Buffer.from("%PDF-1.4\n% test\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], "brochure.pdf", {
    type: "application/pdf",
  });

/** A project save as the route hands it to the domain. */
function projectSave(
  fields: Record<string, string | string[]> = {},
  files: Partial<Pick<ProjectSave, "photos" | "floorPlans" | "brochure">> = {},
  target: SaveTarget = null,
): ProjectSave {
  const checked = validateProject({
    ...projectText,
    configurations: [{ type: "2 BHK", carpetArea: "760", price: "18500000", availableUnits: "40" }],
    nearbyPlaces: [{ name: "Powai Lake", distance: "0.5 km", type: "Park" }],
    ...fields,
    photoUrls: (files.photos ?? []).map((row) => row.url),
  });
  if (!checked.ok) throw new Error(`invalid test project: ${JSON.stringify(checked.errors)}`);
  return {
    target,
    fields: checked.data,
    photos: files.photos ?? [],
    floorPlans: files.floorPlans ?? [],
    brochure: files.brochure ?? { file: null, remove: false },
  };
}

function floorPlan(row: Partial<FloorPlanRow>): FloorPlanRow {
  return { existing: "", title: "", file: null, ...row };
}

const allProjects: AdminProjectFilters = { search: "", status: "all", type: "all", page: 1 };

describe("project admin", () => {
  it("adds a project with configurations, nearby places, floor plans and a brochure", async () => {
    const result = await saveProject(
      projectSave(
        {},
        {
          floorPlans: [
            floorPlan({ title: "2 BHK - Type A", file: pdf() }),
            floorPlan({
              title: "3 BHK",
              file: new File([await png("#1e40af", 200)], "plan.png", { type: "image/png" }),
            }),
          ],
          brochure: { file: pdf(), remove: false },
          photos: [photo({ file: new File([await png("#15803d")], "tower.png", { type: "image/png" }) })],
        },
      ),
      admin,
    );
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
    const edit = projectSave(
      { availableUnits: "80" },
      {
        photos: [photo({ existing: row.images[0].card })],
        floorPlans: [floorPlan({ existing: row.floorPlans[1].url, title: "3 BHK - Type B" })],
        brochure: { file: null, remove: true },
      },
      { id: result.id, openedVersion: row.updatedAt.toISOString() },
    );
    expect(await saveProject(edit, admin)).toMatchObject({
      ok: true,
      message: "Project updated successfully!",
    });
    const edited = (await findProjectForAdmin(result.id))!;
    expect(edited.availableUnits).toBe(80);
    expect(edited.floorPlans).toEqual([{ title: "3 BHK - Type B", url: row.floorPlans[1].url, kind: "image" }]);
    expect(edited.brochureUrl).toBeNull();
    expect(await saveProject(edit, admin)).toMatchObject({ ok: false, message: PROJECT_STALE_MESSAGE });
  });

  it("reads the floor plans and the brochure from the form", () => {
    const form = formOf({
      ...fullProject,
      "floorPlans.2.title": "3 BHK",
      "floorPlans.2.file": pdf(),
      "floorPlans.0.existing": "/uploads/admin/docs/a.pdf",
      "floorPlans.0.title": "2 BHK",
      brochure: new File([], ""),
      brochureRemove: "on",
    });
    const { parsed } = readProjectSave(form);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.input.floorPlans).toEqual([
      { existing: "/uploads/admin/docs/a.pdf", title: "2 BHK", file: null },
      { existing: "", title: "3 BHK", file: expect.any(File) },
    ]);
    expect(parsed.input.brochure).toEqual({ file: null, remove: true });
    expect(parsed.input.target).toBeNull();
  });

  it("answers with the spec's project messages", () => {
    const empty = readProjectSave(formOf({ intent: "save" })).parsed;
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
    const crossed = readProjectSave(
      formOf({
        ...fullProject,
        priceMax: "100",
        areaMax: "700",
        availableUnits: "241",
        constructionProgress: "120",
        tourUrl: "http://x.test",
      }),
    ).parsed;
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

  it("refuses a completion date that names no real day (it would reach the database)", () => {
    const impossible = readProjectSave(formOf({ ...fullProject, completionDate: "2027-02-31" })).parsed;
    expect(impossible.ok).toBe(false);
    if (impossible.ok) return;
    expect(impossible.errors).toMatchObject({ completionDate: "Enter a real calendar date" });
  });

  it("refuses a brochure that is not a PDF and a partial configuration", async () => {
    const notPdf = new File(["hello"], "brochure.pdf", { type: "application/pdf" });
    expect(await saveProject(projectSave({}, { brochure: { file: notPdf, remove: false } }), admin)).toMatchObject({
      ok: false,
      errors: { brochure: "The brochure must be a PDF file" },
      message: "Error saving project: The brochure must be a PDF file",
    });
    const partial = readProjectSave(formOf({ ...fullProject, "configurations.0.price": "" })).parsed;
    expect(partial).toMatchObject({
      ok: false,
      errors: { configurations: "Configuration 1: the price must be a whole number of rupees" },
    });
  });

  it("reads the list's filters from the URL: a type must be a project type", () => {
    expect(readProjectFilters(new URLSearchParams())).toEqual(allProjects);
    expect(readProjectFilters(new URLSearchParams("status=upcoming&type=Commercial&page=2"))).toEqual({
      ...allProjects,
      status: "upcoming",
      type: "Commercial",
      page: 2,
    });
    expect(readProjectFilters(new URLSearchParams("status=sold&type=Castle"))).toEqual(allProjects);
  });

  it("lists 6 per page with status and type filters, toggles and deletes", async () => {
    await db.delete(projects);
    const statuses = ["ongoing", "upcoming", "completed"];
    for (let i = 0; i < 8; i++) {
      const result = await saveProject(
        projectSave({
          title: `Project ${i}`,
          status: statuses[i % 3],
          type: i === 0 ? "Commercial" : "Residential",
        }),
        admin,
      );
      expect(result.ok).toBe(true);
    }
    const list = (filters: Partial<AdminProjectFilters>) => listProjectsForAdmin({ ...allProjects, ...filters });
    const first = await list({});
    expect(first).toMatchObject({ total: 8, totalPages: 2 });
    expect(first.rows).toHaveLength(6);
    const upcoming = await list({ status: "upcoming" });
    expect(upcoming.total).toBe(3);
    const commercial = await list({ type: "Commercial" });
    expect(commercial.rows.map((r) => r.title)).toEqual(["Project 0"]);
    const search = await list({ search: "meridian" });
    expect(search.total).toBe(8);
    expect(await projectAdminStats()).toEqual({ total: 8, ongoing: 3, upcoming: 3, completed: 2 });

    const id = first.rows[0].id;
    await setProjectFlag(id, "active", false, admin);
    await setProjectFlag(id, "featured", false, admin);
    expect(await findProjectForAdmin(id)).toMatchObject({ active: false, featured: false });
    expect(await deleteProjectById(id, admin)).toEqual({ ok: true, message: "Project deleted successfully!" });
    expect(await findProjectForAdmin(id)).toBeUndefined();
  });
});
