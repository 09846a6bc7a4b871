import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { activityLog, outbox, properties, propertyListings, type PropertyListing } from "#app/platform/schema";
import {
  approveSubmission,
  deleteSubmission,
  listSubmissions,
  rejectSubmission,
  submissionLocation,
  submissionStats,
} from "#app/domain/back-office/submissions.server";

useTestDatabase();

const ADMIN = { id: "admin-1", name: "Asha Admin" };
const PHOTO = {
  card: "/uploads/listings/abc-card.webp",
  large: "/uploads/listings/abc-large.webp",
  width: 1600,
  height: 1200,
};

async function submit(overrides: Partial<typeof propertyListings.$inferInsert> = {}): Promise<PropertyListing> {
  const [row] = await db
    .insert(propertyListings)
    .values({
      propertyType: "residential",
      category: "Apartment",
      title: "Sunny 2BHK near Metro",
      description: "Bright flat with two balconies, five minutes from the station.",
      address: "Flat 402, Green Heights, Link Road",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400053",
      area: 850,
      bedrooms: 2,
      bathrooms: 2,
      parking: 1,
      amenities: ["Lift", "Security"],
      listingType: "sale",
      price: 15_500_000,
      images: [PHOTO],
      ownerName: "Rohan Mehta",
      ownerPhone: "9820012345",
      ownerEmail: "rohan@example.in",
      ...overrides,
    })
    .returning();
  return row;
}

describe("submissions review", () => {
  it("approving publishes an active property with the submission's details and photos", async () => {
    const listing = await submit();
    const result = await approveSubmission(listing.id, ADMIN);
    expect(result.ok).toBe(true);
    const propertyId = result.ok ? result.propertyId! : 0;

    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(property).toMatchObject({
      title: "Sunny 2BHK near Metro",
      type: "Residential",
      category: "Apartment",
      price: 15_500_000,
      status: "sale",
      city: "Mumbai",
      area: 850,
      bedrooms: 2,
      bathrooms: 2,
      parking: 1,
      amenities: ["Lift", "Security"],
      images: [PHOTO],
      ownerName: "Rohan Mehta",
      ownerContact: "9820012345",
      listingId: listing.id,
      active: true,
      rating: 0,
      reviews: 0,
    });
    expect(property.location).toBe("Flat 402, Green Heights, Link Road, Mumbai, Maharashtra 400053");

    const [after] = await db.select().from(propertyListings).where(eq(propertyListings.id, listing.id));
    expect(after.status).toBe("approved");
    expect(after.propertyId).toBe(propertyId);
    expect(after.reviewedBy).toBe(ADMIN.id);
    expect(after.reviewedAt).toBeInstanceOf(Date);

    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "rohan@example.in"));
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(`/property/${propertyId}`);
    expect(mails[0].body).toMatch(/^Hello Rohan Mehta/);

    const log = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(listing.id)));
    expect(log.some((entry) => entry.action === "approved" && entry.actorName === ADMIN.name)).toBe(true);
  });

  it("a commercial rental keeps its type and listing type", async () => {
    const listing = await submit({
      propertyType: "commercial",
      category: "Office",
      listingType: "rent",
      price: 95_000,
      bedrooms: null,
      bathrooms: null,
      ownerEmail: "office@example.in",
    });
    const result = await approveSubmission(listing.id, ADMIN);
    const [property] = await db.select().from(properties).where(eq(properties.listingId, listing.id));
    expect(result.ok).toBe(true);
    expect(property.type).toBe("Commercial");
    expect(property.status).toBe("rent");
    expect(property.bedrooms).toBeNull();
  });

  it("rejecting publishes nothing and politely tells the owner", async () => {
    const listing = await submit({ ownerEmail: "reject-me@example.in", title: "Unclear plot" });
    const result = await rejectSubmission(listing.id, ADMIN);
    expect(result).toEqual({ ok: true });
    expect(await db.select().from(properties).where(eq(properties.listingId, listing.id))).toHaveLength(0);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, "reject-me@example.in"));
    expect(mail.subject).toContain("Unclear plot");
    expect(mail.body).toContain("unable to publish");
  });

  it("only pending submissions can be approved or rejected", async () => {
    const listing = await submit({ ownerEmail: "twice@example.in" });
    await rejectSubmission(listing.id, ADMIN);
    expect(await approveSubmission(listing.id, ADMIN)).toEqual({
      ok: false,
      error: "This listing has already been rejected.",
    });
    expect(await rejectSubmission(listing.id, ADMIN)).toEqual({
      ok: false,
      error: "This listing has already been rejected.",
    });
    expect(await approveSubmission(999_999, ADMIN)).toEqual({ ok: false, error: "This listing no longer exists." });
  });

  it("deletes in any state; a published property stays", async () => {
    const listing = await submit({ ownerEmail: "del@example.in" });
    const approved = await approveSubmission(listing.id, ADMIN);
    expect(await deleteSubmission(listing.id, ADMIN)).toEqual({ ok: true });
    expect(await db.select().from(propertyListings).where(eq(propertyListings.id, listing.id))).toHaveLength(0);
    const propertyId = approved.ok ? approved.propertyId! : 0;
    expect(await db.select().from(properties).where(eq(properties.id, propertyId))).toHaveLength(1);
    expect(await deleteSubmission(listing.id, ADMIN)).toEqual({ ok: false, error: "This listing no longer exists." });
  });

  it("counts, searches (title, city, owner name and e-mail, literally) and pages in the database", async () => {
    for (let i = 0; i < 12; i++) {
      await submit({
        title: `Pune flat ${i}`,
        city: "Pune",
        ownerName: "Kavya 50%",
        ownerEmail: `kavya${i}@example.in`,
      });
    }
    const stats = await submissionStats();
    expect(stats.total).toBe(stats.pending + stats.approved + stats.rejected);
    expect(stats.pending).toBeGreaterThanOrEqual(12);

    const byCity = await listSubmissions({ q: "pune" });
    expect(byCity.total).toBe(12);
    expect(byCity.rows).toHaveLength(10);
    expect(byCity.totalPages).toBe(2);
    expect(byCity.rows[0].title).toBe("Pune flat 11");
    const second = await listSubmissions({ q: "pune", page: 2 });
    expect(second.rows.map((r) => r.title)).toEqual(["Pune flat 1", "Pune flat 0"]);
    expect((await listSubmissions({ q: "kavya3@example" })).total).toBe(1);
    expect((await listSubmissions({ q: "50%" })).total).toBe(12);
    expect((await listSubmissions({ q: "0%" })).total).toBe(12);
    expect((await listSubmissions({ q: "5_%" })).total).toBe(0);
    expect((await listSubmissions({ status: "rejected" })).rows.every((r) => r.status === "rejected")).toBe(true);
    expect((await listSubmissions({ page: 99 })).page).toBe((await listSubmissions({ page: 99 })).totalPages);
  });

  it("builds the location without repeating the city", () => {
    expect(
      submissionLocation({ address: "12 MG Road, Pune", city: "Pune", state: "Maharashtra", pincode: "411001" }),
    ).toBe("12 MG Road, Pune, Maharashtra 411001");
  });
});
