import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { activityLog, inquiries } from "#app/platform/schema";
import {
  deleteInquiry,
  inquiryStats,
  listInquiries,
  referenceHref,
  setInquiryStatus,
} from "#app/domain/back-office/inquiries.server";

useTestDatabase();

const ADMIN = { id: "admin-1", name: "Asha Admin" };

async function seed() {
  await db.insert(inquiries).values([
    {
      name: "Contact Person",
      email: "c@example.in",
      phone: "9820000001",
      subject: "buying",
      message: "Looking for a 2BHK",
      inquiryType: "contact",
    },
    {
      name: "Property Buyer",
      email: "p@example.in",
      phone: "9820000002",
      message: "Is it still available?",
      inquiryType: "property",
      referenceId: "12",
      referenceTitle: "Sea View Flat",
    },
    {
      name: "Project Fan",
      email: "j@example.in",
      phone: "9820000003",
      inquiryType: "project",
      referenceId: "3",
      referenceTitle: "Skyline Towers",
    },
    {
      name: "Visitor Vikram",
      email: "v@example.in",
      phone: "9820000004",
      inquiryType: "site_visit",
      referenceId: "3",
      referenceTitle: "Skyline Towers",
      visitDate: "2031-01-15",
      visitTime: "10:00 AM",
    },
  ]);
}

describe("inquiries admin", () => {
  it("lists every type newest first with its reference link", async () => {
    await seed();
    const { rows, total } = await listInquiries({});
    expect(total).toBe(4);
    expect(rows.map((r) => r.inquiryType)).toEqual(["site_visit", "project", "property", "contact"]);
    expect(rows.map(referenceHref)).toEqual(["/project/3", "/project/3", "/property/12", null]);
    expect(rows[0]).toMatchObject({ visitDate: "2031-01-15", visitTime: "10:00 AM" });
  });

  it("filters by status, type and text", async () => {
    expect((await listInquiries({ type: "site_visit" })).rows.map((r) => r.name)).toEqual(["Visitor Vikram"]);
    expect((await listInquiries({ q: "skyline" })).total).toBe(2);
    expect((await listInquiries({ q: "9820000002" })).rows[0].name).toBe("Property Buyer");
    expect((await listInquiries({ q: "still AVAILABLE" })).total).toBe(1);
    expect((await listInquiries({ status: "contacted" })).total).toBe(0);
    expect((await listInquiries({ type: "nonsense" })).total).toBe(4);
  });

  it("changes status to any other, persists it and counts it", async () => {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.name, "Property Buyer"));
    expect(await setInquiryStatus(row.id, "closed", ADMIN)).toEqual({ ok: true });
    expect(await setInquiryStatus(row.id, "new", ADMIN)).toEqual({ ok: true });
    expect(await setInquiryStatus(row.id, "contacted", ADMIN)).toEqual({ ok: true });
    expect((await listInquiries({ status: "contacted" })).rows.map((r) => r.id)).toEqual([row.id]);
    expect(await inquiryStats()).toEqual({ total: 4, new: 3, contacted: 1, closed: 0 });
    expect((await setInquiryStatus(row.id, "archived", ADMIN)).ok).toBe(false);
    expect((await setInquiryStatus(987654, "closed", ADMIN)).ok).toBe(false);
    const log = await db.select().from(activityLog).where(eq(activityLog.entityType, "inquiry"));
    expect(log.length).toBe(3);
    expect(log[0].actorName).toBe("Asha Admin");
  });

  it("deletes", async () => {
    const [row] = await db.select().from(inquiries).where(eq(inquiries.name, "Contact Person"));
    expect(await deleteInquiry(row.id, ADMIN)).toEqual({ ok: true });
    expect(await deleteInquiry(row.id, ADMIN)).toEqual({ ok: false, error: "This inquiry no longer exists." });
    expect((await inquiryStats()).total).toBe(3);
  });

  it("pages twenty at a time", async () => {
    await db.insert(inquiries).values(
      Array.from({ length: 25 }, (_, i) => ({
        name: `Bulk ${i}`,
        email: `b${i}@example.in`,
        phone: "9820000099",
        inquiryType: "contact",
      })),
    );
    const first = await listInquiries({});
    expect(first.rows).toHaveLength(20);
    expect(first.totalPages).toBe(2);
    expect((await listInquiries({ page: 2 })).rows).toHaveLength(8);
  });
});
