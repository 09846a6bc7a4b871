/**
 * The back office's property form goes through the one way in for listings
 * (app/domain/supply/ingest.server.ts, source "admin"): the rules a bulk import
 * meets (the photo limit, a builder's registered project) refuse a staff save
 * with the import's own messages (the known-locality rule, with its scope, is
 * the same function's: staff may name an unlisted place), a price change records
 * its history and alerts saved searches as an import's does, and a save that
 * changes nothing is "unchanged" and writes nothing.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { runDueJobs } from "#app/platform/jobs.server";
import {
  activityLog,
  jobs,
  outbox,
  projects,
  propertyPriceChanges,
  supplierProfiles,
  user,
} from "#app/platform/schema";
import { ingestAccountOf, ingestListing, INGEST_MESSAGES, type IngestAccount } from "#app/domain/supply/ingest.server";
import { findPropertyForAdmin, saveProperty, type PropertySave } from "#app/domain/back-office/properties.server";
import type { PhotoRow } from "#app/domain/back-office/files.server";
import type { SaveTarget } from "#app/domain/back-office/catalogue.server";
import { createSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import "#app/web/job-registry.server";

useTestDatabase();

const admin = { id: "admin-ingest", name: "Ingest Admin" };

const form = {
  title: "Two-bed flat for rent in Powai",
  type: "Residential",
  category: "Apartment",
  status: "rent",
  price: "70,000",
  location: "Powai, Mumbai",
  city: "",
  area: "1050",
  bedrooms: "2",
  bathrooms: "2",
  parking: "1",
  description: "A bright flat near the lake.",
  ownerName: "Rohan Mehta",
  ownerContact: "98200 12345",
  active: "on",
};

function save(fields: Record<string, string> = {}, photos: PhotoRow[] = [], target: SaveTarget = null): PropertySave {
  const checked = validateProperty({ ...form, ...fields, photoUrls: photos.map((row) => row.url) } as never);
  if (!checked.ok) throw new Error(`invalid test property: ${JSON.stringify(checked.errors)}`);
  return { target, fields: checked.data, photos };
}

const link = (url: string): PhotoRow => ({ existing: "", url, file: null });

/** An edit of the property as it is now (the form opened on its current version). */
async function edit(id: number, fields: Record<string, string>, photos: PhotoRow[] = []) {
  const current = (await findPropertyForAdmin(id))!;
  return save(fields, photos, { id, openedVersion: current.updatedAt.toISOString() });
}

async function added(fields: Record<string, string> = {}) {
  const result = await saveProperty(save(fields), admin);
  if (!result.ok) throw new Error(`not added: ${JSON.stringify(result)}`);
  return result.id;
}

let accounts = 0;
async function agentAccount(profile?: { kind: "agent" | "builder"; reraProjects?: string[] }): Promise<IngestAccount> {
  accounts += 1;
  const id = `admin-ingest-user-${accounts}`;
  await db.insert(user).values({ id, name: `Agent ${accounts}`, email: `ai${accounts}@example.com`, role: "agent" });
  if (profile) {
    await db.insert(supplierProfiles).values({
      userId: id,
      kind: profile.kind,
      slug: `admin-ingest-${accounts}`,
      name: `Agent ${accounts}`,
      reraNumber: profile.kind === "agent" ? "A51800012345" : null,
      reraProjects: profile.reraProjects ?? [],
      status: "approved",
    });
  }
  return (await ingestAccountOf(id))!;
}

/** The same listing from a bulk import, for comparing what each way in is told. */
function imported(account: IngestAccount, listing: Record<string, unknown> = {}, photoUrls: string[] = []) {
  return ingestListing(
    {
      account,
      source: "import",
      externalRef: `ADMIN-CMP-${accounts}`,
      photoUrls,
      listing: {
        propertyType: "residential",
        category: "Apartment",
        title: "Two-bed flat for rent in Powai",
        description: "A bright flat near the lake with a balcony, close to schools, offices and the market.",
        address: "Hiranandani Gardens",
        city: "Mumbai",
        state: "Maharashtra",
        pincode: "400076",
        area: "1050",
        bedrooms: "2",
        bathrooms: "2",
        listingType: "rent",
        price: "70000",
        ownerName: "Rohan Mehta",
        ownerPhone: "9820012345",
        ownerEmail: "rohan@example.com",
        locality: "Powai",
        ...listing,
      },
    },
    { dryRun: true },
  );
}

async function runJobs() {
  while ((await runDueJobs({ limit: 100 })) > 0) {
    /* until the queue is empty */
  }
}

beforeEach(async () => {
  await db.delete(jobs);
  await db.delete(outbox);
  await updateSettings({ maxImageUpload: 10, maxFileSize: 5 });
});

describe("the admin property form goes through ingestListing", () => {
  it("a lowered price from the form records its history and alerts saved searches, as an import's does", async () => {
    const seeker = "admin-ingest-seeker";
    await db.insert(user).values({ id: seeker, name: "Seeker", email: "seeker-admin-ingest@example.com" });
    const search = await createSavedSearch(seeker, {
      name: "Rent in Mumbai",
      kind: "residential",
      query: "status=rent&location=Mumbai&maxPrice=60000",
      frequency: "instant",
      email: true,
      sms: false,
    });
    expect(search.ok).toBe(true);
    const id = await added();
    await runJobs();

    expect(await saveProperty(await edit(id, { price: "58,000" }), admin)).toMatchObject({
      ok: true,
      message: "Property updated successfully!",
    });
    const history = await db.select().from(propertyPriceChanges).where(eq(propertyPriceChanges.propertyId, id));
    expect(history).toMatchObject([{ previousPrice: 70000, price: 58000 }]);
    await runJobs();
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, "seeker-admin-ingest@example.com"));
    expect(mail.map((message) => message.subject)).toContain("Price reduced: Two-bed flat for rent in Powai");

    const entries = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(id)));
    const update = entries.find((entry) => entry.action === "updated")!;
    expect(update).toMatchObject({ actorId: admin.id, summary: 'Updated property "Two-bed flat for rent in Powai"' });
    expect(update.changes).toEqual({ price: { before: 70000, after: 58000 } });
  });

  it("the known-locality rule is the import's, and staff may still name a place Nivaas does not list", async () => {
    // The rule lives in ingestListing with its scope: bulk sources must name a listed locality…
    const agent = await agentAccount({ kind: "agent" });
    expect(await imported(agent, { locality: "Nowhere Nagar" })).toEqual({
      outcome: "invalid",
      errors: [{ field: "locality", message: INGEST_MESSAGES.localityUnknown }],
    });
    // …staff may place a listing elsewhere (no screen adds localities): it is kept, unplaced until they place it.
    const saved = await saveProperty(save({ location: "Nowhere Nagar, Mumbai" }), admin);
    expect(saved).toMatchObject({ ok: true });
    if (!saved.ok) return;
    expect(await findPropertyForAdmin(saved.id)).toMatchObject({ location: "Nowhere Nagar, Mumbai", position: null });
    // A listed locality's centre places it, as an import's.
    expect((await findPropertyForAdmin(await added()))!.position).toEqual({ x: 72.906, y: 19.1176 });
  });

  it("refuses more photos than the site's limit with the import's message", async () => {
    await updateSettings({ maxImageUpload: 2 });
    const links = ["a", "b", "c"].map((name) => `https://images.example.com/${name}.jpg`);
    const refused = await saveProperty(save({}, links.map(link)), admin);
    expect(refused).toMatchObject({ ok: false, errors: { photos: INGEST_MESSAGES.tooManyPhotos(2) } });
    const agent = await agentAccount({ kind: "agent" });
    expect(await imported(agent, {}, links)).toEqual({
      outcome: "invalid",
      errors: [{ field: "photoUrls", message: INGEST_MESSAGES.tooManyPhotos(2) }],
    });
    expect(await saveProperty(save({}, links.slice(0, 2).map(link)), admin)).toMatchObject({ ok: true });
  });

  it("a save that changes nothing is unchanged and writes nothing; a change is changed", async () => {
    const id = await added();
    const before = (await findPropertyForAdmin(id))!;
    const logged = await db.$count(activityLog, eq(activityLog.entityId, String(id)));
    const photos = before.images.map((photo) => ({ existing: photo.card, url: "", file: null }));
    const same = await edit(id, {}, photos);
    expect(
      await ingestListing(
        {
          source: "admin",
          actor: admin,
          staff: { ...same, target: { id, current: before, openedVersion: same.target!.openedVersion! } },
        },
        { dryRun: false },
      ),
    ).toEqual({
      outcome: "unchanged",
      listingId: id,
      published: true,
    });
    expect(await saveProperty(same, admin)).toMatchObject({ ok: true, id });
    const after = (await findPropertyForAdmin(id))!;
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(await db.$count(activityLog, eq(activityLog.entityId, String(id)))).toBe(logged);

    const retitled = await edit(id, { title: "Two-bed flat with a lake view" }, photos);
    expect(
      await ingestListing(
        {
          source: "admin",
          actor: admin,
          staff: { ...retitled, target: { id, current: after, openedVersion: retitled.target!.openedVersion! } },
        },
        { dryRun: false },
      ),
    ).toEqual({ outcome: "changed", listingId: id, published: true });
    expect(await findPropertyForAdmin(id)).toMatchObject({ title: "Two-bed flat with a lake view" });
  });

  it("a builder's listing saved by staff must be part of one of the builder's registered projects", async () => {
    const builder = await agentAccount({ kind: "builder", reraProjects: ["P51800012345"] });
    const [project] = await db
      .insert(projects)
      .values({
        title: "Lakeside Towers",
        developer: "Lakeside Developers",
        location: "Powai, Mumbai",
        type: "Residential",
        status: "ongoing",
        priceMin: 10_000_000,
        priceMax: 30_000_000,
        areaMin: 700,
        areaMax: 1500,
        description: "Two towers by the lake.",
        completionDate: "2029-03-31",
        totalUnits: 100,
        availableUnits: 40,
        reraNumber: "P51800012345",
      })
      .returning({ id: projects.id });
    const refused = await saveProperty(save({ ownerUserId: builder.userId }), admin);
    expect(refused).toMatchObject({ ok: false, errors: { projectId: INGEST_MESSAGES.builderRera } });
    expect(
      await saveProperty(save({ ownerUserId: builder.userId, projectId: String(project!.id) }), admin),
    ).toMatchObject({
      ok: true,
    });
  });
});
