import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { inquiries, projects, properties, propertyListings, user } from "#app/platform/schema";
import { logActivity } from "#app/domain/site/activity.server";
import {
  activityChart,
  dashboardActivity,
  dashboardStats,
  growthPercent,
} from "#app/domain/back-office/dashboard.server";
import { chartRangeFrom } from "#app/lib/chart-ranges";
import { adminSearch } from "#app/domain/back-office/search.server";
import { adminNotifications } from "#app/domain/back-office/notification-feed.server";

useTestDatabase();

// 21 Nov 2026, 10:00 in India.
const NOW = new Date("2026-11-21T04:30:00Z");
const at = (iso: string) => new Date(iso);

const property = (title: string, createdAt: Date, extra: Partial<typeof properties.$inferInsert> = {}) => ({
  title,
  type: "Residential",
  category: "Apartment",
  price: 10_000_000,
  location: "Andheri West, Mumbai",
  area: 800,
  description: "A flat.",
  status: "sale",
  ownerName: "Owner",
  ownerContact: "9820000000",
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

describe("dashboard figures", () => {
  it("counts from the data, month over month in India's calendar", async () => {
    await db.insert(properties).values([
      // This month (India): 1 Nov 00:30 IST is still 31 Oct in UTC.
      property("Early November", at("2026-10-31T19:00:00Z")),
      property("Mid November", at("2026-11-15T06:00:00Z"), { featured: true }),
      property("Today", at("2026-11-21T03:00:00Z"), { active: false }),
      // Last month.
      property("October A", at("2026-10-05T06:00:00Z")),
      property("October B", at("2026-10-20T06:00:00Z"), { status: "rent" }),
      // Older: not in either month.
      property("September", at("2026-09-10T06:00:00Z")),
      // After `now`: not counted as this month yet.
      property("Future", at("2026-11-22T06:00:00Z")),
    ]);
    await db.insert(projects).values(
      (["ongoing", "upcoming", "completed", "ongoing"] as const).map((status, i) => ({
        title: `Project ${i}`,
        developer: "Dev",
        location: "Mumbai",
        type: "Residential",
        status,
        priceMin: 1,
        priceMax: 2,
        areaMin: 1,
        areaMax: 2,
        description: "x",
        completionDate: "2028-01-01",
        totalUnits: 10,
        availableUnits: 5,
        active: i !== 3,
      })),
    );
    await db.insert(user).values([
      { id: "u1", name: "A", email: "a@x.test", role: "admin", createdAt: at("2026-11-02T06:00:00Z") },
      { id: "u2", name: "B", email: "b@x.test", role: "agent", createdAt: at("2026-08-02T06:00:00Z") },
      { id: "u3", name: "C", email: "c@x.test", createdAt: at("2026-11-20T06:00:00Z") },
    ]);
    await db.insert(inquiries).values([
      {
        name: "N1",
        email: "n1@x.test",
        phone: "+91 98200 11111",
        inquiryType: "contact",
        createdAt: at("2026-11-20T06:00:00Z"),
      },
      {
        name: "N2",
        email: "n2@x.test",
        phone: "9820022222",
        inquiryType: "site_visit",
        createdAt: at("2026-11-18T06:00:00Z"),
      },
      {
        name: "Old",
        email: "old@x.test",
        phone: "9820033333",
        inquiryType: "property",
        status: "closed",
        createdAt: at("2026-10-01T06:00:00Z"),
      },
    ]);
    await db.insert(propertyListings).values([
      {
        propertyType: "residential",
        category: "Villa",
        title: "Garden Villa",
        description: "d",
        address: "a",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411001",
        area: 2000,
        listingType: "sale",
        price: 3,
        ownerName: "Sunita Rao",
        ownerPhone: "9876501234",
        ownerEmail: "sunita@x.test",
        createdAt: at("2026-11-19T06:00:00Z"),
      },
      {
        propertyType: "residential",
        category: "Villa",
        title: "Old Villa",
        description: "d",
        address: "a",
        city: "Pune",
        state: "Maharashtra",
        pincode: "411001",
        area: 2000,
        listingType: "sale",
        price: 3,
        ownerName: "X",
        ownerPhone: "9876500000",
        ownerEmail: "x@x.test",
        status: "approved",
      },
    ]);

    const stats = await dashboardStats(NOW);
    expect(stats.properties).toEqual({
      total: 7,
      active: 6,
      inactive: 1,
      featured: 1,
      thisMonth: 3,
      lastMonth: 2,
      growth: 50,
    });
    expect(stats.projects).toEqual({ total: 4, active: 3, ongoing: 2, upcoming: 1, completed: 1 });
    expect(stats.users).toEqual({ total: 3, thisMonth: 2, agents: 1, admins: 1 });
    expect(stats.submissions).toEqual({ total: 2, pending: 1 });
    expect(stats.inquiries).toEqual({ total: 3, open: 2, thisWeek: 2, siteVisitsOpen: 1 });
  });

  it("growth is null without a base month", () => {
    expect(growthPercent(4, 0)).toBeNull();
    expect(growthPercent(3, 4)).toBe(-25);
  });

  it("charts daily counts for the range with empty days as zeros", async () => {
    const week = await activityChart(7, NOW);
    expect(week).toHaveLength(7);
    expect(week[0].day).toBe("2026-11-15");
    expect(week[6].day).toBe("2026-11-21");
    const byDay = Object.fromEntries(week.map((d) => [d.day, d]));
    expect(byDay["2026-11-15"]).toMatchObject({ listings: 1 });
    expect(byDay["2026-11-21"]).toMatchObject({ listings: 1 });
    expect(byDay["2026-11-20"]).toMatchObject({ inquiries: 1, signups: 1 });
    expect(byDay["2026-11-19"]).toMatchObject({ submissions: 1 });
    expect(byDay["2026-11-16"]).toEqual({ day: "2026-11-16", listings: 0, submissions: 0, inquiries: 0, signups: 0 });
    const quarter = await activityChart(90, NOW);
    expect(quarter).toHaveLength(90);
    expect(quarter.reduce((sum, d) => sum + d.listings, 0)).toBe(6);
    expect(chartRangeFrom("7")).toBe(7);
    expect(chartRangeFrom("365")).toBe(30);
  });

  it("lists the activity log newest first", async () => {
    await logActivity({
      actor: { id: "u1", name: "Asha" },
      action: "created",
      entityType: "property",
      entityId: 1,
      summary: 'Added property "One"',
    });
    await logActivity({ actor: null, action: "inquired", entityType: "inquiry", entityId: 2, summary: "New inquiry" });
    const items = await dashboardActivity(5);
    expect(items.map((i) => i.summary)).toEqual(["New inquiry", 'Added property "One"']);
    expect(items[0].actorName).toBe("Visitor");
  });
});

describe("admin top bar", () => {
  it("the bell counts new inquiries plus pending submissions", async () => {
    const bell = await adminNotifications();
    expect(bell).toMatchObject({ newInquiries: 2, pendingSubmissions: 1, total: 3 });
    expect(bell.inquiries.map((i) => i.name)).toEqual(["N1", "N2"]);
    expect(bell.submissions.map((s) => s.title)).toEqual(["Garden Villa"]);
  });

  it("searches by title, name, e-mail and phone across the four kinds", async () => {
    expect((await adminSearch("early nov")).properties.map((p) => p.title)).toEqual(["Early November"]);
    expect((await adminSearch("project 2")).projects.map((p) => p.title)).toEqual(["Project 2"]);
    expect((await adminSearch("sunita@x")).submissions.map((s) => s.title)).toEqual(["Garden Villa"]);
    expect((await adminSearch("98200 11111")).inquiries.map((i) => i.name)).toEqual(["N1"]);
    expect((await adminSearch("9876501234")).submissions).toHaveLength(1);
    expect((await adminSearch("x")).total).toBe(0);
    expect((await adminSearch("%_")).total).toBe(0);
  });
});
