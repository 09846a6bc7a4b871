import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestDatabase } from "../helpers/database";
import { testListing } from "../helpers/catalogue";
import { db } from "#app/platform/db.server";
import { inquiries, listingLeads, projects, properties, settings, user, type NewProject } from "#app/platform/schema";
import {
  approvedReviews,
  listReviewsForModeration,
  moderateReview,
  ownReview,
  reviewableItem,
  reviewCounts,
  submitReview,
} from "#app/domain/reviews/reviews.server";
import { itemRating, refreshPropertyRatings } from "#app/domain/reviews/ratings.server";
import { contactedPeople, heroFigures } from "#app/domain/site/hero-figures.server";
import { catalogueFigures, getPublicProperty, listProperties } from "#app/domain/catalogue/properties.server";
import { listProjects } from "#app/domain/catalogue/projects.server";
import { updateSettings } from "#app/domain/site/settings.server";
import { listReports, reportReview } from "#app/domain/owners/listing-reports.server";
import { validateReview } from "#app/lib/validation/review";
import { deleteAccount } from "#app/domain/accounts/my-data.server";
import { parsePropertyQuery } from "#app/lib/property-query";
import { parseProjectQuery } from "#app/lib/project-query";

useTestDatabase();

const staff = { id: "staff-1", name: "Staff Member" };
const TEXT = "Visited twice; the layout is efficient and the site office answered every question.";
let projectId = 0;
let otherProjectId = 0;
let inProject = 0;
let inLocality = 0;
let elsewhere = 0;

function project(overrides: Partial<NewProject> & { title: string }): NewProject {
  return {
    developer: "Test Developer",
    location: "Powai, Mumbai",
    type: "Residential",
    status: "ongoing",
    priceMin: 10_000_000,
    priceMax: 20_000_000,
    areaMin: 600,
    areaMax: 1200,
    description: "A test project.",
    completionDate: "2028-06-30",
    totalUnits: 100,
    availableUnits: 40,
    ...overrides,
  };
}

async function account(id: string, name = id) {
  await db.insert(user).values({ id, name, email: `${id}@example.com` });
  return { id, name };
}

beforeAll(async () => {
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  [{ id: projectId }, { id: otherProjectId }] = await db
    .insert(projects)
    .values([project({ title: "Lakeside Towers" }), project({ title: "Quiet Court", location: "Baner, Pune" })])
    .returning({ id: projects.id });
  [{ id: inProject }, { id: inLocality }, { id: elsewhere }] = await db
    .insert(properties)
    .values([
      testListing({ title: "Flat in Lakeside Towers", location: "Powai, Mumbai", projectId }),
      testListing({ title: "Flat elsewhere in Powai", location: "Powai, Mumbai" }),
      testListing({ title: "Flat in Andheri", location: "Andheri West, Mumbai", status: "rent" }),
    ])
    .returning({ id: properties.id });
  await refreshPropertyRatings([inProject, inLocality, elsewhere]);
});

describe("the review form's rules", () => {
  it("takes 1–5 stars and 30–2,000 characters, with a message per field", () => {
    expect(validateReview({ stars: "5", body: TEXT })).toMatchObject({ ok: true, data: { stars: 5 } });
    expect(validateReview({ stars: "0", body: TEXT })).toMatchObject({
      ok: false,
      errors: { stars: "Please choose from 1 to 5 stars" },
    });
    expect(validateReview({ stars: "6", body: TEXT }).ok).toBe(false);
    expect(validateReview({ stars: "", body: TEXT }).ok).toBe(false);
    expect(validateReview({ stars: "4", body: "x".repeat(29) })).toMatchObject({
      ok: false,
      errors: { body: "Please write at least 30 characters" },
    });
    expect(validateReview({ stars: "4", body: ` ${"x".repeat(30)} ` }).ok).toBe(true);
    expect(validateReview({ stars: "4", body: "x".repeat(2001) })).toMatchObject({
      ok: false,
      errors: { body: "Please keep your review under 2,000 characters" },
    });
  });
});

describe("writing and moderating", () => {
  it("keeps a new review private until staff approve it; then it counts towards the project and its properties", async () => {
    const author = await account("author-1", "Asha Rao");
    const sent = await submitReview(author, { kind: "project", projectId }, { stars: 4, body: TEXT });
    expect(sent.ok).toBe(true);
    expect(await approvedReviews({ kind: "project", projectId })).toEqual([]);
    expect((await ownReview(author.id, { kind: "project", projectId }))?.status).toBe("pending");
    const [before] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect([before.rating, before.reviews]).toEqual([0, 0]);

    const id = sent.ok ? sent.id : 0;
    expect(await moderateReview(id, { action: "approve" }, staff)).toEqual({ ok: true, status: "approved" });
    const shown = await approvedReviews({ kind: "project", projectId });
    expect(shown).toMatchObject([{ authorName: "Asha Rao", stars: 4, body: TEXT, contacted: false }]);
    const [after] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect([after.rating, after.reviews]).toEqual([4, 1]);
    const flat = await getPublicProperty(inProject);
    expect(flat).toMatchObject({ rating: 4, reviews: 1, ratingSource: "project" });
    // A property of the same locality but not of the project borrows nothing from it.
    expect(await getPublicProperty(inLocality)).toMatchObject({ reviews: 0, ratingSource: null });
  });

  it("refuses a second review of the same item by the same account, whatever became of the first", async () => {
    const author = { id: "author-1", name: "Asha Rao" };
    expect(await submitReview(author, { kind: "project", projectId }, { stars: 1, body: TEXT })).toEqual({
      ok: false,
      reason: "already_reviewed",
    });
    // Another item is another review.
    expect(
      (await submitReview(author, { kind: "project", projectId: otherProjectId }, { stars: 2, body: TEXT })).ok,
    ).toBe(true);
  });

  it("averages several approved reviews and leaves pending, rejected and removed ones out", async () => {
    const second = await account("author-2", "Vikram Shah");
    const third = await account("author-3", "Meera Joshi");
    const a = await submitReview(second, { kind: "project", projectId }, { stars: 5, body: TEXT });
    const b = await submitReview(third, { kind: "project", projectId }, { stars: 1, body: TEXT });
    if (!a.ok || !b.ok) throw new Error("not stored");
    await moderateReview(a.id, { action: "approve" }, staff);
    expect(await moderateReview(b.id, { action: "reject", reason: "Not about this project" }, staff)).toEqual({
      ok: true,
      status: "rejected",
    });
    expect(await ownReview(third.id, { kind: "project", projectId })).toMatchObject({
      status: "rejected",
      moderationReason: "Not about this project",
    });
    let [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect([row.rating, row.reviews]).toEqual([4.5, 2]);

    // Removing an approved review later takes it out of the average.
    expect(await moderateReview(a.id, { action: "remove", reason: "Written by the developer" }, staff)).toMatchObject({
      ok: true,
      status: "removed",
    });
    [row] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect([row.rating, row.reviews]).toEqual([4, 1]);
    expect(await getPublicProperty(inProject)).toMatchObject({ rating: 4, reviews: 1 });
  });

  it("allows each decision only from the statuses it applies to", async () => {
    const [pending] = await listReviewsForModeration("pending");
    expect(pending).toBeDefined();
    expect(await moderateReview(pending.id, { action: "remove", reason: "x" }, staff)).toEqual({
      ok: false,
      reason: "wrong_status",
    });
    expect(await moderateReview(999_999, { action: "approve" }, staff)).toEqual({ ok: false, reason: "not_found" });
    const counts = await reviewCounts();
    expect(counts.pending).toBeGreaterThan(0);
    expect(counts.approved).toBeGreaterThan(0);
  });

  it("gives a locality's rating to its properties outside a rated project, labelled as the locality's", async () => {
    const resident = await account("resident-1", "Kiran Patil");
    const sent = await submitReview(resident, { kind: "locality", slug: "powai" }, { stars: 3, body: TEXT });
    if (!sent.ok) throw new Error("not stored");
    expect(await itemRating("locality:powai")).toEqual({ rating: 0, reviews: 0 });
    await moderateReview(sent.id, { action: "approve" }, staff);
    expect(await itemRating("locality:powai")).toEqual({ rating: 3, reviews: 1 });
    expect(await getPublicProperty(inLocality)).toMatchObject({ rating: 3, reviews: 1, ratingSource: "locality" });
    // The project's own rating wins over the locality's.
    expect(await getPublicProperty(inProject)).toMatchObject({ rating: 4, reviews: 1, ratingSource: "project" });
    expect(await getPublicProperty(elsewhere)).toMatchObject({ rating: 0, reviews: 0, ratingSource: null });
  });

  it("marks a reviewer who contacted the item through the site", async () => {
    const buyer = await account("buyer-1", "Rohan Mehta");
    await db.insert(inquiries).values({
      name: "Rohan Mehta",
      email: "buyer-1@example.com",
      phone: "+919800000001",
      inquiryType: "site_visit",
      referenceId: String(otherProjectId),
      referenceTitle: "Quiet Court",
      userId: buyer.id,
    });
    const sent = await submitReview(buyer, { kind: "project", projectId: otherProjectId }, { stars: 5, body: TEXT });
    const renter = await account("renter-1", "Sara Iqbal");
    await db
      .insert(listingLeads)
      .values({ propertyId: elsewhere, kind: "phone_reveal", visitorUserId: renter.id, name: "Sara" });
    const local = await submitReview(renter, { kind: "locality", slug: "andheri-west" }, { stars: 4, body: TEXT });
    if (!sent.ok || !local.ok) throw new Error("not stored");
    const all = await listReviewsForModeration("all");
    expect(all.find((review) => review.id === sent.id)?.contacted).toBe(true);
    expect(all.find((review) => review.id === local.id)?.contacted).toBe(true);
    expect(all.find((review) => review.authorName === "Asha Rao" && review.itemKind === "project")?.contacted).toBe(
      false,
    );
  });

  it("knows which items can be reviewed", async () => {
    expect(await reviewableItem({ kind: "project", projectId })).toEqual({
      title: "Lakeside Towers",
      path: `/project/${projectId}`,
    });
    expect(await reviewableItem({ kind: "project", projectId: 987_654 })).toBeNull();
    expect(await reviewableItem({ kind: "locality", slug: "powai" })).toEqual({
      title: "Powai",
      path: "/locality/powai",
    });
    expect(await reviewableItem({ kind: "locality", slug: "atlantis" })).toBeNull();
    expect(await reviewableItem({ kind: "locality", slug: "Not A Slug!" })).toBeNull();
  });
});

describe("Highest Rated", () => {
  it("puts unrated properties and projects last", async () => {
    const rows = (await listProperties("residential", parsePropertyQuery("residential", "sort=rating"), 50)).rows;
    expect(rows.map((row) => row.title)).toEqual([
      "Flat in Lakeside Towers",
      "Flat elsewhere in Powai",
      "Flat in Andheri",
    ]);
    const listed = await listProjects(parseProjectQuery(new URLSearchParams("sort=rating")));
    expect(listed.projects.map((row) => [row.title, row.reviews])).toEqual([
      ["Lakeside Towers", 1],
      ["Quiet Court", 0],
    ]);
  });
});

describe("reports on reviews", () => {
  it("reuse the listing report flow: once a day per reporter, approved reviews only, listed for staff", async () => {
    const [review] = await approvedReviews({ kind: "project", projectId });
    const reporter = { userId: null, clientAddress: "203.0.113.9" };
    expect(await reportReview(review.id, { reason: "offensive", note: "Names a neighbour" }, reporter)).toEqual({
      ok: true,
    });
    expect(await reportReview(review.id, { reason: "fake", note: null }, reporter)).toEqual({
      ok: false,
      reason: "already_reported",
    });
    const [pending] = await listReviewsForModeration("pending");
    expect(await reportReview(pending.id, { reason: "fake", note: null }, reporter)).toEqual({
      ok: false,
      reason: "not_found",
    });
    const [listed] = await listReports("open");
    expect(listed).toMatchObject({
      propertyId: null,
      reasonLabel: "Offensive or personal",
      review: { id: review.id, itemPath: `/project/${projectId}`, itemTitle: "Lakeside Towers" },
    });
  });
});

describe("the home page's figures", () => {
  it("come from the data, leave out what has nothing behind it, and take staff's own texts", async () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const catalogue = await catalogueFigures();
    let figures = await heroFigures(now);
    const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    expect(byKey.properties).toMatchObject({ count: catalogue.properties, text: null });
    expect(byKey.cities).toMatchObject({ count: catalogue.cities, text: null });
    // No founding year yet: no years figure.
    expect(byKey.years).toBeUndefined();
    // Approved so far: 4 stars (Lakeside Towers) and 3 stars (Powai): half of them 4 or 5 stars.
    expect(byKey.satisfaction).toMatchObject({ percent: 50, text: null });

    await db.insert(inquiries).values([
      { name: "A", email: "", phone: "+919811111111", inquiryType: "property", referenceId: String(inProject) },
      { name: "A again", email: "", phone: "+919811111111", inquiryType: "project", referenceId: String(projectId) },
      { name: "Office", email: "", phone: "+919822222222", inquiryType: "contact" },
    ]);
    // buyer-1 (signed-in visit), renter-1 (reveal), the phone +919811111111 once; the office message is not a contact with an owner.
    expect(await contactedPeople()).toBe(3);

    await updateSettings({ foundingYear: 2010, heroListedText: "10,000+", heroSatisfactionText: null });
    figures = await heroFigures(now);
    const again = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    expect(again.years).toMatchObject({ count: 16, text: null });
    expect(again.properties).toMatchObject({ count: catalogue.properties, text: "10,000+" });
    expect(figures.map((figure) => figure.label)).toEqual([
      "Properties Listed",
      "Cities",
      "Happy Customers",
      "Years of Experience",
      "Customer Satisfaction",
    ]);
  });

  it("show satisfaction only once reviews are approved, or when staff set it", async () => {
    const approved = await listReviewsForModeration("approved");
    for (const review of approved) await moderateReview(review.id, { action: "remove", reason: "test" }, staff);
    let figures = await heroFigures();
    expect(figures.find((figure) => figure.key === "satisfaction")).toBeUndefined();
    await updateSettings({ heroSatisfactionText: "Ask our buyers" });
    figures = await heroFigures();
    expect(figures.find((figure) => figure.key === "satisfaction")).toMatchObject({ text: "Ask our buyers" });
    await updateSettings({ heroSatisfactionText: null });
    await moderateReview(approved[0]!.id, { action: "approve" }, staff);
    figures = await heroFigures();
    const stars = approved[0]!.stars;
    expect(figures.find((figure) => figure.key === "satisfaction")).toMatchObject({ percent: stars >= 4 ? 100 : 0 });
  });
});

describe("deleting an account", () => {
  it("deletes its reviews and works the ratings out again without them", async () => {
    const leaving = await account("leaving-1", "Dev Sen");
    const sent = await submitReview(leaving, { kind: "project", projectId: otherProjectId }, { stars: 5, body: TEXT });
    if (!sent.ok) throw new Error("not stored");
    await moderateReview(sent.id, { action: "approve" }, staff);
    const [rated] = await db.select().from(projects).where(eq(projects.id, otherProjectId));
    expect(rated.reviews).toBeGreaterThan(0);
    expect(await deleteAccount(leaving.id)).toMatchObject({ ok: true });
    const [after] = await db.select().from(projects).where(eq(projects.id, otherProjectId));
    expect(after.reviews).toBe(rated.reviews - 1);
    expect(await approvedReviews({ kind: "project", projectId: otherProjectId })).not.toContainEqual(
      expect.objectContaining({ authorName: "Dev Sen" }),
    );
  });
});
