/**
 * Owners and agents (issue 14): a signed-in submission belongs to its
 * account, approval gives the property to it, earlier submissions with the
 * account's verified e-mail are attached; pending edits keep the version
 * check; price changes land in the price history; sold/rented leave the
 * public site; leads are recorded with one notification each; reveals are
 * limited; and every owner request with another account's listing id
 * answers 404 (walked through the real routes and the request pipeline).
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { runPipeline, statusOf } from "../helpers/pipeline";
import { db } from "#app/platform/db.server";
import { getAuth } from "#app/domain/accounts/auth.server";
import { runDueJobs } from "#app/platform/jobs.server";
import { onChangeAnnouncedHere } from "#app/platform/data-changes.server";
import { jobs, listingLeads, outbox, properties, propertyListings, user } from "#app/platform/schema";
import { createSubmission } from "#app/domain/leads/submissions.server";
import { approveSubmission } from "#app/domain/back-office/submissions.server";
import { createInquiry } from "#app/domain/leads/inquiries.server";
import { priceHistoryOf } from "#app/domain/catalogue/listing-events.server";
import { getPublicProperty } from "#app/domain/catalogue/properties.server";
import { catalogueSitemapEntries } from "#app/domain/catalogue/sitemap.server";
import {
  attachEarlierSubmissions,
  changePrice,
  closeListing,
  listOwnerListings,
  ownedProperty,
  ownedSubmission,
  proposeRevision,
  relistProperty,
  renewProperty,
  updatePendingSubmission,
  withdrawSubmission,
  type OwnerScope,
} from "#app/domain/owners/owner-listings.server";
import {
  DAILY_REVEAL_LIMIT,
  listOwnerLeads,
  revealPropertyPhone,
  setLeadStatus,
} from "#app/domain/leads/owner-leads.server";
import { expireListings, remindExpiringListings } from "#app/domain/owners/owner-expiry.server";
import { closedListing } from "#app/domain/owners/closed-listings.server";
import { listPendingRevisions, reviewRevision } from "#app/domain/back-office/revisions.server";
import type { ListingInput } from "#app/lib/validation/leads";
import { readPropertyForm, validateProperty } from "#app/lib/validation/admin-catalogue";
import { findPropertyForAdmin, saveProperty, setPropertyFlag } from "#app/domain/back-office/properties.server";
import * as myListings from "#app/routes/my-listings";
import * as myLeads from "#app/routes/my-listings-leads";
import * as submissionRoute from "#app/routes/my-listings-submission";
import * as propertyRoute from "#app/routes/my-listings-property";

useTestDatabase();

const ORIGIN = "http://127.0.0.1:3000";

type Account = { id: string; name: string; email: string; phoneNumber: string | null; cookie: string };

async function account(email: string, name: string, role: "user" | "agent" | "admin" = "user"): Promise<Account> {
  const auth = await getAuth();
  const password = `${name.replace(/\s/g, "")}-pass-2026`;
  const created = await auth.api.createUser({ body: { email, password, name, role, data: { emailVerified: true } } });
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: created.user.id, name, email, phoneNumber: null, cookie };
}

function scopeOf(who: Account, staff = false): OwnerScope {
  return { userId: who.id, name: who.name, staff };
}

const LISTING: ListingInput = {
  propertyType: "residential",
  category: "Apartment",
  title: "Garden facing 3 BHK in Powai",
  description: "A calm corner flat with a garden view, two covered parking spaces and a club house nearby.",
  address: "4 Lake Road, Powai",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400076",
  area: 1250,
  bedrooms: 3,
  bathrooms: 2,
  parking: 2,
  amenities: [],
  listingType: "sale",
  price: 32_000_000,
  ownerName: "Meera Shah",
  ownerPhone: "9820098200",
  ownerEmail: "meera@example.com",
};

let owner: Account;
let other: Account;
let staff: Account;
let submissionId: number;
let propertyId: number;
let pendingId: number;

beforeAll(async () => {
  owner = await account("meera@example.com", "Meera Shah");
  other = await account("ravi@example.com", "Ravi Other");
  staff = await account("boss@nivaas.test", "Boss Admin", "admin");
  const submitted = await createSubmission({ ...LISTING, photos: [] }, owner);
  submissionId = submitted.id;
  const approved = await approveSubmission(submissionId, staff);
  if (!approved.ok || !approved.propertyId) throw new Error("approval failed");
  propertyId = approved.propertyId;
  const pending = await createSubmission({ ...LISTING, title: "Second pending flat in Powai", photos: [] }, owner);
  pendingId = pending.id;
});

describe("ownership", () => {
  it("a signed-in submission belongs to the account; approval gives the property to it with a 90-day listing", async () => {
    const [listing] = await db.select().from(propertyListings).where(eq(propertyListings.id, submissionId));
    expect(listing.ownerUserId).toBe(owner.id);
    const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
    expect(property.ownerUserId).toBe(owner.id);
    const days = (property.listedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    const rows = await listOwnerListings(owner.id);
    expect(rows.find((row) => row.kind === "property" && row.id === propertyId)).toMatchObject({
      status: "approved",
      publicUrl: `/property/${propertyId}`,
    });
    expect(rows.find((row) => row.kind === "submission" && row.id === pendingId)).toMatchObject({ status: "pending" });
    expect(await listOwnerListings(other.id)).toEqual([]);
  });

  it("earlier submissions with the account's verified e-mail are attached on the first visit", async () => {
    const early = await createSubmission({
      ...LISTING,
      title: "Submitted before signing up",
      ownerEmail: "Ravi@Example.com",
      photos: [],
    });
    expect(early.ownerUserId).toBeNull();
    const published = await approveSubmission(early.id, staff);
    const publishedId = published.ok ? published.propertyId! : 0;
    const [before] = await db.select().from(properties).where(eq(properties.id, publishedId));
    expect(before).toMatchObject({ ownerUserId: null, listedUntil: null });
    expect(await attachEarlierSubmissions(other.id)).toBe(1);
    expect((await ownedProperty(scopeOf(other), publishedId))?.listedUntil).toBeInstanceOf(Date);
    await db.update(properties).set({ ownerUserId: null, listedUntil: null }).where(eq(properties.id, publishedId));
    expect(await attachEarlierSubmissions(other.id)).toBe(0);
  });
});

describe("owner actions", () => {
  it("editing a pending submission checks the version", async () => {
    const current = (await ownedSubmission(scopeOf(owner), pendingId))!;
    const version = current.updatedAt.toISOString();
    const edited = { ...LISTING, title: "Second pending flat, now with a terrace" };
    expect(
      await updatePendingSubmission(scopeOf(owner), pendingId, edited, { kept: [], uploads: [] }, version),
    ).toEqual({ ok: true });
    const stale = await updatePendingSubmission(scopeOf(owner), pendingId, LISTING, { kept: [], uploads: [] }, version);
    expect(stale).toMatchObject({ ok: false, reason: "refused", stale: true });
    expect((await ownedSubmission(scopeOf(owner), pendingId))!.title).toBe("Second pending flat, now with a terrace");
  });

  it("a new price goes into the price history", async () => {
    const property = (await ownedProperty(scopeOf(owner), propertyId))!;
    expect(await changePrice(scopeOf(owner), propertyId, 30_000_000, property.updatedAt.toISOString())).toEqual({
      ok: true,
    });
    const [change] = await priceHistoryOf(propertyId);
    expect(change).toMatchObject({ previousPrice: 32_000_000, price: 30_000_000 });
    const stale = await changePrice(scopeOf(owner), propertyId, 29_000_000, property.updatedAt.toISOString());
    expect(stale).toMatchObject({ ok: false, stale: true });
    expect(await changePrice(scopeOf(owner), propertyId, 29_000_000, "not a date")).toMatchObject({ stale: true });
  });

  it("a text and photo change waits for review; the published version stays until approved", async () => {
    const change = {
      title: "Garden facing 3 BHK in Powai, renovated",
      description: LISTING.description + " Newly painted.",
    };
    expect(await proposeRevision(scopeOf(owner), propertyId, change, { kept: [], uploads: [] })).toEqual({ ok: true });
    expect((await getPublicProperty(propertyId))!.title).toBe(LISTING.title);
    const [revision] = await listPendingRevisions();
    expect(revision).toMatchObject({ propertyId, title: change.title });
    expect(await reviewRevision(revision.id, true, staff)).toBe(true);
    expect((await getPublicProperty(propertyId))!.title).toBe(change.title);
    expect(await reviewRevision(revision.id, true, staff)).toBe(false);
    const told = await db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(told.filter((mail) => mail.subject === `Your changes to "${change.title}" are live`)).toHaveLength(1);
  });

  it("sold leaves the public site and sitemap; the page data says sold; re-list brings it back", async () => {
    expect(await closeListing(scopeOf(owner), propertyId, "sold")).toEqual({ ok: true });
    expect(await getPublicProperty(propertyId)).toBeFalsy();
    const sitemap = await catalogueSitemapEntries();
    expect(sitemap.map((entry) => entry.path)).not.toContain(`/property/${propertyId}`);
    expect(await closedListing(propertyId)).toMatchObject({ closedAs: "sold" });
    expect((await listOwnerListings(owner.id)).find((row) => row.id === propertyId)?.status).toBe("sold");
    expect(await relistProperty(scopeOf(owner), propertyId)).toEqual({ ok: true });
    expect(await getPublicProperty(propertyId)).toBeTruthy();
    expect(await closedListing(propertyId)).toBeNull();
    // Staff switching a rented-out listing back on publishes it the same way.
    expect(await closeListing(scopeOf(owner), propertyId, "rented")).toEqual({ ok: true });
    expect((await setPropertyFlag(propertyId, "active", true, staff)).ok).toBe(true);
    expect((await ownedProperty(scopeOf(owner), propertyId))?.closedAs).toBeNull();
    const visible = await db.select().from(jobs).where(eq(jobs.name, "listing.visible"));
    expect(visible.some((job) => (job.payload as { propertyId: number }).propertyId === propertyId)).toBe(true);
  });

  it("expiry: a reminder 7 days before (once), then the listing expires; renewing brings it back", async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000);
    await db.update(properties).set({ listedUntil: soon }).where(eq(properties.id, propertyId));
    expect(await remindExpiringListings()).toBe(1);
    expect(await remindExpiringListings()).toBe(0);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mails.filter((mail) => /expires on/.test(mail.subject ?? ""))).toHaveLength(1);
    expect(await expireListings(new Date(soon.getTime() + 1000))).toBe(1);
    expect(await getPublicProperty(propertyId)).toBeFalsy();
    expect((await listOwnerListings(owner.id)).find((row) => row.id === propertyId)?.status).toBe("expired");
    expect(await renewProperty(scopeOf(owner), propertyId)).toEqual({ ok: true });
    expect(await getPublicProperty(propertyId)).toBeTruthy();
  });

  it("a reminder and a renewal of a live listing change no public page but name the API's incremental copy", async () => {
    const announced: string[][] = [];
    onChangeAnnouncedHere((keys) => announced.push(keys));
    const soon = new Date(Date.now() + 5 * 86_400_000);
    await db.update(properties).set({ listedUntil: soon, expiryRemindedAt: null }).where(eq(properties.id, propertyId));
    expect(await remindExpiringListings()).toBe(1);
    expect(announced).toEqual([["property-changes"]]);
    expect(await renewProperty(scopeOf(owner), propertyId)).toEqual({ ok: true });
    expect(announced).toEqual([["property-changes"], ["property-changes"]]);
  });
});

describe("leads", () => {
  it("an inquiry becomes the owner's lead with one notification, recorded", async () => {
    const result = await createInquiry({
      kind: "reference",
      inquiryType: "property",
      referenceId: propertyId,
      name: "Visitor Vidya",
      email: "vidya@example.com",
      phone: "9876501234",
      message: "Is it still available?",
    });
    expect(result.ok).toBe(true);
    const leads = await listOwnerLeads(owner.id);
    expect(leads[0]).toMatchObject({
      kind: "inquiry",
      name: "Visitor Vidya",
      message: "Is it still available?",
      status: "new",
    });
    await runDueJobs();
    await runDueJobs();
    const sent = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, owner.email)));
    expect(sent.filter((m) => m.subject?.startsWith("New lead: Inquiry from Visitor Vidya"))).toHaveLength(1);
    const [lead] = await db.select().from(listingLeads).where(eq(listingLeads.id, leads[0].id));
    expect(lead.notifiedAt).not.toBeNull();
    expect(await setLeadStatus(owner.id, lead.id, "contacted")).toBe(true);
    expect(await setLeadStatus(other.id, lead.id, "closed")).toBe(false);
  });

  it("a phone reveal is a lead once per listing per day, and an account reveals at most 30 a day", async () => {
    const visitor = { id: other.id, name: other.name, email: other.email, phoneNumber: null };
    expect(await revealPropertyPhone(visitor, propertyId)).toEqual({ ok: true, phone: "9820098200" });
    expect(await revealPropertyPhone(visitor, propertyId)).toEqual({ ok: true, phone: "9820098200" });
    const reveals = (await listOwnerLeads(owner.id)).filter((lead) => lead.kind === "phone_reveal");
    expect(reveals).toHaveLength(1);
    expect(reveals[0].name).toBe(other.name);
    // The owner revealing their own number is no lead.
    const self = { id: owner.id, name: owner.name, email: owner.email, phoneNumber: null };
    expect((await revealPropertyPhone(self, propertyId)).ok).toBe(true);
    expect((await listOwnerLeads(owner.id)).filter((lead) => lead.kind === "phone_reveal")).toHaveLength(1);
    // Reveals of 29 more listings fill the day; the 31st is refused with a clear message.
    const extra = await db
      .insert(properties)
      .values(
        Array.from({ length: DAILY_REVEAL_LIMIT }, (_, i) => ({
          title: `Office listing ${i}`,
          type: "Residential",
          category: "Apartment",
          price: 1_000_000,
          location: "Andheri, Mumbai",
          area: 500,
          description: "An office listing for the reveal limit.",
          status: "sale",
          ownerName: "Office",
          ownerContact: "9820000001",
        })),
      )
      .returning({ id: properties.id });
    for (const row of extra.slice(0, DAILY_REVEAL_LIMIT - 1)) {
      expect((await revealPropertyPhone(visitor, row.id)).ok).toBe(true);
    }
    const refused = await revealPropertyPhone(visitor, extra[DAILY_REVEAL_LIMIT - 1].id);
    expect(refused).toMatchObject({ ok: false, reason: "limit" });
    expect(await revealPropertyPhone(visitor, 999_999)).toEqual({ ok: false, reason: "not_found" });
  });
});

describe("agents", () => {
  it("staff assign an existing property to an agent, who then manages it; other accounts are refused", async () => {
    const agent = await account("kiran.agent@example.com", "Kiran Agent", "agent");
    const [office] = await db
      .insert(properties)
      .values({
        title: "Office managed shop on Link Road",
        type: "Commercial",
        category: "Retail",
        price: 9_000_000,
        location: "Link Road, Mumbai",
        area: 400,
        description: "A street-facing shop.",
        status: "sale",
        ownerName: "Office",
        ownerContact: "9820000002",
      })
      .returning();
    const save = (ownerUserId: string) => {
      const checked = validateProperty({
        ...readPropertyForm(new FormData()),
        title: office.title,
        type: "commercial",
        category: "Retail",
        status: "sale",
        price: "9000000",
        location: office.location,
        area: "400",
        description: office.description,
        ownerName: "Office",
        ownerContact: "9820000002",
        active: "on",
        ownerUserId,
        photoUrls: [],
      });
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      return checked.data;
    };
    const current = (await findPropertyForAdmin(office.id))!;
    const refused = await saveProperty(
      { target: { id: office.id, openedVersion: current.updatedAt.toISOString() }, fields: save(other.id), photos: [] },
      staff,
    );
    expect(refused).toMatchObject({ ok: false, errors: { ownerUserId: "Choose an agent account from the list" } });
    const saved = await saveProperty(
      { target: { id: office.id, openedVersion: current.updatedAt.toISOString() }, fields: save(agent.id), photos: [] },
      staff,
    );
    expect(saved.ok).toBe(true);
    expect((await listOwnerListings(agent.id)).map((row) => row.id)).toContain(office.id);
    expect(await ownedProperty(scopeOf(agent), office.id)).toBeTruthy();
    expect(await ownedProperty(scopeOf(other), office.id)).toBeNull();
    const { listUsers } = await import("#app/domain/back-office/users.server");
    const listed = await listUsers({ q: "kiran.agent@example.com" });
    expect(listed.rows[0]).toMatchObject({ propertiesListed: 1, totalInquiries: 0 });
  });
});

// ---------------------------------------------------------------- the wrong owner, through the routes

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

async function statusThrough(
  module: RouteModule,
  kind: "loader" | "action",
  routePath: string,
  params: Record<string, string>,
  who: Account,
  fields: Record<string, string> = {},
): Promise<number> {
  const path = routePath.replace(/:(\w+)/g, (_, name: string) => params[name]);
  const request =
    kind === "loader"
      ? new Request(`${ORIGIN}${path}`, { headers: { cookie: who.cookie } })
      : new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { cookie: who.cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields),
        });
  try {
    const handler = module[kind] as (args: unknown) => unknown;
    return statusOf(await runPipeline(request, (args) => handler(args), { routePath, params }));
  } catch (thrown) {
    return statusOf(thrown);
  }
}

describe("another account's listing id answers 404 in every owner request", () => {
  it("My listings actions", async () => {
    for (const intent of ["withdraw", "renew", "sold", "rented", "relist"]) {
      const id = String(intent === "withdraw" ? pendingId : propertyId);
      expect(await statusThrough(myListings, "action", "/my-listings", {}, other, { intent, id })).toBe(404);
    }
    expect(await statusThrough(myListings, "action", "/my-listings", {}, other, { intent: "sold", id: "abc" })).toBe(
      404,
    );
  });

  it("the pending submission's edit page, save and withdraw", async () => {
    const params = { id: String(pendingId) };
    const route = "/my-listings/submissions/:id";
    expect(await statusThrough(submissionRoute, "loader", route, params, other)).toBe(404);
    expect(
      await statusThrough(submissionRoute, "action", route, params, other, {
        ...LISTING,
        area: "900",
        bedrooms: "2",
        bathrooms: "2",
        parking: "0",
        price: "100",
        version: "x",
      } as never),
    ).toBe(404);
    expect(await statusThrough(submissionRoute, "action", route, params, other, { intent: "withdraw" })).toBe(404);
    expect(await statusThrough(submissionRoute, "loader", route, { id: "99999999999" }, owner)).toBe(404);
    expect(await statusThrough(submissionRoute, "loader", route, params, owner)).toBe(200);
    expect(await statusThrough(submissionRoute, "loader", route, params, staff)).toBe(200);
  });

  it("the published listing's page and each of its actions", async () => {
    const params = { id: String(propertyId) };
    const route = "/my-listings/properties/:id";
    expect(await statusThrough(propertyRoute, "loader", route, params, other)).toBe(404);
    const actions: Record<string, string>[] = [
      { intent: "price", price: "1000", version: new Date().toISOString() },
      { intent: "revision", title: "A title long enough", description: "x".repeat(60) },
      { intent: "sold" },
      { intent: "rented" },
      { intent: "relist" },
      { intent: "renew" },
    ];
    for (const fields of actions) {
      expect(await statusThrough(propertyRoute, "action", route, params, other, fields)).toBe(404);
    }
    expect(await statusThrough(propertyRoute, "loader", route, { id: "-1" }, owner)).toBe(404);
    expect(await statusThrough(propertyRoute, "loader", route, params, owner)).toBe(200);
  });

  it("a lead's status", async () => {
    const [lead] = await listOwnerLeads(owner.id);
    const fields = { id: String(lead.id), status: "closed" };
    expect(await statusThrough(myLeads, "action", "/my-listings/leads", {}, other, fields)).toBe(404);
    expect(await statusThrough(myLeads, "action", "/my-listings/leads", {}, owner, fields)).toBe(200);
  });

  it("the domain refuses the wrong owner too, and nothing changed", async () => {
    const scope = scopeOf(other);
    expect(await withdrawSubmission(scope, pendingId)).toEqual({ ok: false, reason: "not_found" });
    expect(await closeListing(scope, propertyId, "sold")).toEqual({ ok: false, reason: "not_found" });
    expect(
      await proposeRevision(scope, propertyId, { title: "x", description: "y" }, { kept: [], uploads: [] }),
    ).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await ownedSubmission(scopeOf(owner), pendingId))!.status).toBe("pending");
    expect(await getPublicProperty(propertyId)).toBeTruthy();
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, owner.id));
    expect(row).toBeTruthy();
  });
});
