/**
 * Admin changes announce what alerts care about, in the same transaction as
 * the change: a property created active or re-activated is "visible", a lowered
 * price is recorded in the history and announced; a raised price is recorded
 * and cancels the "reduced" badge.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findPropertyForAdmin, saveProperty, setPropertyFlag } from "#app/domain/back-office/properties.server";
import {
  latestReductions,
  LISTING_VISIBLE_JOB,
  PRICE_LOWERED_JOB,
  priceHistoryOf,
} from "#app/domain/catalogue/listing-events.server";
import type { SaveTarget } from "#app/domain/back-office/catalogue.server";
import { db } from "#app/platform/db.server";
import { jobs } from "#app/platform/schema";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const admin = { id: "admin-1", name: "Asha Admin" };
const fields = {
  intent: "save",
  title: "Two-bed flat in Bandra West",
  type: "Residential",
  category: "Apartment",
  status: "rent",
  price: "60000",
  location: "Bandra West, Mumbai",
  city: "",
  area: "900",
  bedrooms: "2",
  bathrooms: "2",
  parking: "1",
  description: "Near the sea face.",
  ownerName: "Rohan Mehta",
  ownerContact: "98200 12345",
  developer: "",
  yearBuilt: "",
  furnishing: "",
  facing: "",
  floors: "",
  featured: "",
  amenities: ["Lift"],
  active: "on",
};

function save(overrides: Record<string, string> = {}, target: SaveTarget = null) {
  const checked = validateProperty({ ...fields, ...overrides, photoUrls: ["https://example.com/a.jpg"] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return saveProperty(
    { target, fields: checked.data, photos: [{ existing: "", url: "https://example.com/a.jpg", file: null }] },
    admin,
  );
}

async function edit(id: number, overrides: Record<string, string>) {
  const current = (await findPropertyForAdmin(id))!;
  const result = await save(overrides, { id, openedVersion: current.updatedAt.toISOString() });
  if (!result.ok) throw new Error(result.message);
}

const queued = (name: string) => db.select().from(jobs).where(eq(jobs.name, name));

beforeEach(async () => {
  await db.delete(jobs);
});

describe("listing events", () => {
  it("a property added active is announced once; an inactive one is not", async () => {
    const created = await save();
    if (!created.ok) throw new Error(created.message);
    expect((await queued(LISTING_VISIBLE_JOB)).map((job) => job.payload)).toEqual([{ propertyId: created.id }]);
    await db.delete(jobs);
    const hidden = await save({ active: "" });
    if (!hidden.ok) throw new Error(hidden.message);
    expect(await queued(LISTING_VISIBLE_JOB)).toHaveLength(0);
    await setPropertyFlag(hidden.id, "active", true, admin);
    expect((await queued(LISTING_VISIBLE_JOB)).map((job) => job.payload)).toEqual([{ propertyId: hidden.id }]);
    await setPropertyFlag(hidden.id, "active", true, admin); // already active: nothing new
    expect(await queued(LISTING_VISIBLE_JOB)).toHaveLength(1);
  });

  it("records price changes, announces only reductions, and shows the latest reduction", async () => {
    const created = await save();
    if (!created.ok) throw new Error(created.message);
    await edit(created.id, { price: "55000" });
    const [drop] = await queued(PRICE_LOWERED_JOB);
    expect(drop.payload).toMatchObject({ propertyId: created.id });
    expect((await latestReductions([created.id])).get(created.id)).toMatchObject({ amount: 5000 });

    await edit(created.id, { price: "55000", title: "Same price, new title" });
    expect(await priceHistoryOf(created.id)).toHaveLength(1);

    await edit(created.id, { price: "58000" });
    expect(await queued(PRICE_LOWERED_JOB)).toHaveLength(1);
    expect((await priceHistoryOf(created.id)).map((row) => [row.previousPrice, row.price])).toEqual([
      [55000, 58000],
      [60000, 55000],
    ]);
    expect((await latestReductions([created.id])).has(created.id)).toBe(false);
  });
});
