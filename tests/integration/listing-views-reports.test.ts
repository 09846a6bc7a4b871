/**
 * Detail-page views are counted in memory (crawlers skipped) and written in
 * one batch; owners read 30-day totals and a daily series. Reports: one per
 * listing per reporter per day; the third open report e-mails the office;
 * staff resolve or dismiss with a note.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { listingViews, outbox, properties } from "#app/platform/schema";
import {
  dailyViews,
  flushViews,
  recordView,
  viewedPropertyId,
  viewTotals,
} from "#app/domain/owners/listing-views.server";
import { closeReport, listReports, reportCounts, reportListing } from "#app/domain/owners/listing-reports.server";
import { maskPhone } from "#app/lib/masked-phone";

useTestDatabase();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let propertyId: number;

beforeAll(async () => {
  const [row] = await db
    .insert(properties)
    .values({
      title: "Counted flat",
      type: "Residential",
      category: "Apartment",
      price: 5_000_000,
      location: "Andheri, Mumbai",
      area: 600,
      description: "A flat whose views are counted.",
      status: "sale",
      ownerName: "Owner",
      ownerContact: "9912345613",
    })
    .returning({ id: properties.id });
  propertyId = row.id;
});

describe("listing views", () => {
  it("counts people, not crawlers, without writing until the batch is flushed", async () => {
    for (let i = 0; i < 3; i++) recordView(propertyId, BROWSER);
    recordView(propertyId, CRAWLER);
    recordView(propertyId, undefined);
    expect(await db.select().from(listingViews)).toEqual([]);
    await flushViews();
    const rows = await db.select().from(listingViews).where(eq(listingViews.propertyId, propertyId));
    expect(rows).toHaveLength(1);
    expect(rows[0].views).toBe(3);
    recordView(propertyId, BROWSER);
    // Reading the figures writes what is pending first.
    expect((await viewTotals([propertyId], 30)).get(propertyId)).toBe(4);
    const days = await dailyViews(propertyId, 30);
    expect(days).toHaveLength(30);
    expect(days[29].views).toBe(4);
    expect(days.slice(0, 29).every((day) => day.views === 0)).toBe(true);
  });

  it("a batch older than a minute is written on the next view", async () => {
    const start = new Date("2026-11-20T10:00:00Z");
    recordView(propertyId, BROWSER, start);
    recordView(propertyId, BROWSER, new Date(start.getTime() + 61_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await db.select().from(listingViews).where(eq(listingViews.day, "2026-11-20"));
    expect(rows[0]?.views).toBe(2);
  });

  it("knows a detail page's path", () => {
    expect(viewedPropertyId("/property/12")).toBe(12);
    expect(viewedPropertyId("/residential-property/7.data")).toBe(7);
    expect(viewedPropertyId("/property/12/phone")).toBeNull();
    expect(viewedPropertyId("/residential")).toBeNull();
  });
});

describe("masked phone", () => {
  it("keeps the first two and last two digits", () => {
    expect(maskPhone("9912345613")).toBe("+91 99XXX XXX13");
    expect(maskPhone("+91 98200 12345")).toBe("+91 98XXX XXX45");
  });
});

describe("listing reports", () => {
  it("one per listing per reporter per day; the third open report tells the office", async () => {
    const reason = { reason: "fake" as const, note: "Photos are from another listing" };
    expect(await reportListing(propertyId, reason, { userId: null, clientAddress: "203.0.113.1" })).toEqual({
      ok: true,
    });
    expect(await reportListing(propertyId, reason, { userId: null, clientAddress: "203.0.113.1" })).toEqual({
      ok: false,
      reason: "already_reported",
    });
    expect(await reportListing(propertyId, reason, { userId: null, clientAddress: "203.0.113.2" })).toEqual({
      ok: true,
    });
    const before = await db.select().from(outbox);
    expect(before.filter((m) => /open reports/.test(m.subject ?? ""))).toHaveLength(0);
    expect(await reportListing(propertyId, reason, { userId: null, clientAddress: "203.0.113.3" })).toEqual({
      ok: true,
    });
    const after = await db.select().from(outbox);
    expect(after.filter((m) => m.subject === `3 open reports on "Counted flat"`)).toHaveLength(1);
    expect(await reportListing(999_999, reason, { userId: null, clientAddress: "203.0.113.4" })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });

  it("staff resolve or dismiss an open report with a note", async () => {
    const [report] = await listReports("open");
    expect(report).toMatchObject({ propertyTitle: "Counted flat", reasonLabel: "Fake or duplicate" });
    expect(await closeReport(report.id, "dismissed", "Photos checked", { id: "staff", name: "Staff" })).toBe(true);
    expect(await closeReport(report.id, "resolved", null, { id: "staff", name: "Staff" })).toBe(false);
    expect(await reportCounts()).toEqual({ open: 2, resolved: 0, dismissed: 1 });
    expect((await listReports("dismissed"))[0].resolutionNote).toBe("Photos checked");
  });
});
