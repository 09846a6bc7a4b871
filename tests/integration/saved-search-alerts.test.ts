/**
 * Saved searches and their alerts: matching uses the list pages' own filter,
 * each piece of news is told once per search (however often the jobs rerun),
 * a search turned off hears nothing, the unsubscribe token turns one search
 * off and a tampered one is refused, an account keeps at most 20, and a
 * hostile query is stored only as the list page's parser reads it.
 */
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findPropertyForAdmin, saveProperty } from "#app/domain/back-office/properties.server";
import type { SaveTarget } from "#app/domain/back-office/catalogue.server";
import { listProperties } from "#app/domain/catalogue/properties.server";
import {
  createSavedSearch,
  deleteSavedSearch,
  savedSearchSummaries,
  turnOffAlerts,
  updateSavedSearch,
} from "#app/domain/seekers/saved-searches.server";
import { recordMatches, sendDueDigests } from "#app/domain/seekers/search-alerts.server";
import { db } from "#app/platform/db.server";
import { runDueJobs } from "#app/platform/jobs.server";
import { jobs, outbox, savedSearchAlerts, savedSearches, user } from "#app/platform/schema";
import { unsubscribeToken, verifyUnsubscribeToken } from "#app/domain/seekers/unsubscribe-tokens.server";
import { validateProperty } from "#app/lib/validation/admin-catalogue";
import { parsePropertyQuery } from "#app/lib/property-query";
import { MAX_SAVED_SEARCHES } from "#app/lib/saved-search";
import { type SavedSearchInput } from "#app/lib/validation/saved-search";
import "#app/web/job-registry.server";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const admin = { id: "admin-1", name: "Asha Admin" };
const rental = {
  intent: "save",
  title: "Two-bed flat in Bandra West",
  type: "Residential",
  category: "Apartment",
  status: "rent",
  price: "55000",
  location: "Bandra West",
  city: "Mumbai",
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
  amenities: ["Lift"],
  featured: "",
  active: "on",
};

async function addProperty(overrides: Record<string, string> = {}, target: SaveTarget = null) {
  const { intent: _intent, ...fields } = rental;
  const checked = validateProperty({ ...fields, ...overrides, photoUrls: ["https://example.com/a.jpg"] });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const saved = await saveProperty(
    { target, fields: checked.data, photos: [{ existing: "", url: "https://example.com/a.jpg", file: null }] },
    admin,
  );
  if (!saved.ok) throw new Error(saved.message);
  return saved.id;
}

async function changePrice(id: number, fields: Record<string, string>) {
  const current = (await findPropertyForAdmin(id))!;
  await addProperty(fields, { id, openedVersion: current.updatedAt.toISOString() });
}

let userCount = 0;
async function newUser() {
  userCount += 1;
  const id = `user-${userCount}`;
  await db.insert(user).values({ id, name: `Seeker ${userCount}`, email: `seeker${userCount}@example.com` });
  return id;
}

const search = (overrides: Partial<SavedSearchInput> = {}): SavedSearchInput => ({
  name: "Rent, Mumbai, up to ₹60,000",
  kind: "residential",
  query: "status=rent&location=Mumbai&maxPrice=60000",
  frequency: "instant",
  email: true,
  sms: false,
  ...overrides,
});

async function save(userId: string, overrides: Partial<SavedSearchInput> = {}) {
  const outcome = await createSavedSearch(userId, search(overrides));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.id;
}

const mailTo = (address: string) => db.select().from(outbox).where(eq(outbox.recipient, address));

async function runJobs() {
  while ((await runDueJobs({ limit: 100 })) > 0) {
    /* until the queue is empty */
  }
}

beforeEach(async () => {
  await db.delete(jobs);
  await db.delete(outbox);
});

describe("saved-search alerts", () => {
  it("alerts an instant search about a matching property once, with its link and an unsubscribe link", async () => {
    const owner = await newUser();
    const searchId = await save(owner);
    const propertyId = await addProperty();
    await runJobs();
    const [message, ...others] = await mailTo(`seeker${userCount}@example.com`);
    expect(others).toHaveLength(0);
    expect(message.subject).toContain("Two-bed flat in Bandra West");
    expect(message.body).toContain(`/property/${propertyId}`);
    expect(message.body).toContain("₹55,000/month");
    expect(message.body).toContain(`/alerts/unsubscribe?token=${unsubscribeToken(searchId)}`);

    // A rerun of the event (a crash before "done", a re-listing) tells nobody again.
    expect(await recordMatches(propertyId)).toBe(0);
    await db.execute(
      `insert into jobs (name, payload) values ('listing.visible', '{"propertyId": ${propertyId}}'::jsonb)`,
    );
    await runJobs();
    expect(await mailTo(`seeker${userCount}@example.com`)).toHaveLength(1);
  });

  it("matches a batch of new properties in one job; a retry still sends what an earlier try recorded", async () => {
    const owner = await newUser();
    const address = `seeker${userCount}@example.com`;
    const searchId = await save(owner);
    const inside = await addProperty({ title: "Batch rental inside the search" });
    const outside = await addProperty({ title: "Batch rental too dear", price: "95000" });
    const elsewhere = await addProperty({ title: "Batch rental in Pune", location: "Baner", city: "Pune" });
    await db.delete(jobs);
    await db.delete(savedSearchAlerts).where(eq(savedSearchAlerts.searchId, searchId));

    // An earlier try recorded the match and failed before sending: the job's rerun sends it, once.
    await recordMatches([inside, outside, elsewhere]);
    const recorded = await db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.searchId, searchId));
    expect(recorded.map((alert) => [alert.propertyId, alert.notifiedAt])).toEqual([[inside, null]]);
    await db.execute(
      `insert into jobs (name, payload) values ('listing.visible', '{"propertyIds": [${outside}, ${inside}, ${elsewhere}]}'::jsonb)`,
    );
    await runJobs();
    const mail = await mailTo(address);
    expect(mail).toHaveLength(1);
    expect(mail[0].body).toContain(`/property/${inside}`);
    const alerts = await db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.searchId, searchId));
    expect(alerts.map((alert) => alert.propertyId)).toEqual([inside]);
  });

  it("matches with the list page's filter: what the list shows alerts, what it hides does not", async () => {
    const owner = await newUser();
    await save(owner);
    const matching = await addProperty({ title: "Studio near Andheri station", location: "Andheri East" });
    const tooDear = await addProperty({ title: "Sea-view flat in Juhu", location: "Juhu", price: "90000" });
    const elsewhere = await addProperty({ title: "Flat in Pune city", location: "Kothrud", city: "Pune" });
    const forSale = await addProperty({ title: "Flat for sale in Bandra", status: "sale", price: "50000" });
    await runJobs();
    const listed = await listProperties(
      "residential",
      parsePropertyQuery("residential", "status=rent&location=Mumbai&maxPrice=60000"),
      100,
    );
    const listedIds = listed.rows.map((row) => row.id);
    expect(listedIds).toContain(matching);
    for (const id of [tooDear, elsewhere, forSale]) expect(listedIds).not.toContain(id);
    const bodies = (await mailTo(`seeker${userCount}@example.com`)).map((message) => message.body).join("\n");
    expect(bodies).toContain(`/property/${matching}`);
    for (const id of [tooDear, elsewhere, forSale]) expect(bodies).not.toContain(`/property/${id}\n`);
    expect(await mailTo(`seeker${userCount}@example.com`)).toHaveLength(1);
  });

  it("a lowered price alerts once per change, also when the drop brings a property into the budget", async () => {
    const owner = await newUser();
    const email = `seeker${userCount}@example.com`;
    await save(owner);
    const powai = { title: "Three-bed flat in Juhu", location: "Juhu" };
    const propertyId = await addProperty({ ...powai, price: "70000" });
    await runJobs();
    expect(await mailTo(email)).toHaveLength(0);
    await changePrice(propertyId, { ...powai, price: "58000" });
    await runJobs();
    const [drop, ...others] = await mailTo(email);
    expect(others).toHaveLength(0);
    expect(drop.subject).toBe("Price reduced: Three-bed flat in Juhu");
    expect(drop.body).toContain("Price reduced by ₹12,000");
    // The same change announced again (a rerun) is not told twice.
    await db.execute(
      `insert into jobs (name, payload) select 'listing.price-lowered', jsonb_build_object('propertyId', property_id, 'changeId', id) from property_price_changes where property_id = ${propertyId}`,
    );
    await runJobs();
    expect(await mailTo(email)).toHaveLength(1);
    // A further drop is news again.
    await changePrice(propertyId, { ...powai, price: "56000" });
    await runJobs();
    expect(await mailTo(email)).toHaveLength(2);
  });

  it("a failed SMS is retried with backoff; the e-mail that went is not sent again", async () => {
    const owner = await newUser();
    const email = `seeker${userCount}@example.com`;
    const phone = `+9198${String(700_000_00 + userCount)}`;
    await db.update(user).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(user.id, owner));
    await save(owner, { sms: true });
    process.env.SMS_GATEWAY_URL = "http://127.0.0.1:9/unreachable";
    try {
      await addProperty({ title: "Flat in Kandivali East", location: "Kandivali" });
      await runDueJobs({ limit: 100 });
    } finally {
      delete process.env.SMS_GATEWAY_URL;
    }
    expect((await mailTo(email)).map((message) => message.status)).toEqual(["stored"]);
    expect((await mailTo(phone)).map((message) => message.status)).toEqual(["failed"]);
    // The retry is due after the backoff: it sends the SMS only.
    await runDueJobs({ now: new Date(Date.now() + 5 * 60_000) });
    expect(await mailTo(email)).toHaveLength(1);
    const texts = await mailTo(phone);
    expect(texts.map((message) => message.status).sort()).toEqual(["failed", "stored"]);
    expect(texts.find((message) => message.status === "stored")!.body).toContain("Flat in Kandivali East");
  });

  it("a search with alerts off hears nothing; the unsubscribe token turns one off and a tampered one is refused", async () => {
    const owner = await newUser();
    const email = `seeker${userCount}@example.com`;
    const off = await save(owner, { frequency: "off" });
    const instant = await save(owner, { name: "Second" });
    expect(verifyUnsubscribeToken(unsubscribeToken(instant))).toBe(instant);
    for (const tampered of [
      `${instant}.${unsubscribeToken(instant).split(".")[1].slice(0, -2)}xx`,
      `${off}.${unsubscribeToken(instant).split(".")[1]}`,
      "garbage",
      "99999999999.abc",
      "",
      null,
    ]) {
      expect(verifyUnsubscribeToken(tampered)).toBeNull();
    }
    expect(await turnOffAlerts(verifyUnsubscribeToken(unsubscribeToken(instant))!)).toBe("Second");
    // The token of a search since deleted is genuine but names nothing: the page says so (404).
    const gone = await save(owner, { name: "Gone" });
    await deleteSavedSearch(owner, gone);
    expect(await turnOffAlerts(verifyUnsubscribeToken(unsubscribeToken(gone))!)).toBeNull();
    await addProperty({ title: "Flat in Bandra East", location: "Bandra East" });
    await runJobs();
    expect(await mailTo(email)).toHaveLength(0);
    expect(await db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.searchId, off))).toHaveLength(0);
  });

  it("daily searches get one digest of what is new since the last one", async () => {
    const owner = await newUser();
    const email = `seeker${userCount}@example.com`;
    const searchId = await save(owner, { frequency: "daily" });
    await addProperty({ title: "Flat in Malad West", location: "Malad" });
    await addProperty({ title: "Flat in Goregaon East", location: "Goregaon" });
    await runJobs();
    expect(await mailTo(email)).toHaveLength(0);
    // Not a day since the search was saved: nothing yet.
    expect(await sendDueDigests()).toBe(0);
    const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
    expect(await sendDueDigests(tomorrow)).toBe(1);
    const [digest] = await mailTo(email);
    expect(digest.subject).toBe(`2 new matches for your saved search "Rent, Mumbai, up to ₹60,000"`);
    expect(digest.body).toContain("Flat in Malad West");
    expect(digest.body).toContain("Flat in Goregaon East");
    expect(digest.body).toContain(`token=${unsubscribeToken(searchId)}`);
    expect(await sendDueDigests(new Date(tomorrow.getTime() + 2 * 24 * 60 * 60_000))).toBe(0);
    expect(await mailTo(email)).toHaveLength(1);
  });
});

describe("saved searches", () => {
  it("keeps at most 20 per account", async () => {
    const owner = await newUser();
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++) await save(owner, { name: `Search ${n}` });
    expect(await createSavedSearch(owner, search())).toEqual({ ok: false, reason: "limit" });
    const other = await newUser();
    expect((await createSavedSearch(other, search())).ok).toBe(true);
  });

  it("keeps a project search with its alerts off: nothing announces new projects", async () => {
    const owner = await newUser();
    const id = await save(owner, { kind: "projects", query: "status=ongoing&bogus=1", frequency: "instant" });
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect([row.query, row.frequency, row.propertyType]).toEqual(["status=ongoing", "off", null]);
    await updateSavedSearch(owner, id, { name: "Projects", frequency: "daily", email: true, sms: false });
    const [changed] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect([changed.name, changed.frequency]).toEqual(["Projects", "off"]);
  });

  it("stores a hostile query only as the list page's parser reads it", async () => {
    const owner = await newUser();
    const hostile =
      "status=rent%00&location=%27%3B%20drop%20table%20properties%3B--&maxPrice=1e400&minPrice=-5&bedrooms=99&amenities=<script>&page=9999999999&sort=evil&bogus=1";
    const id = await save(owner, { query: hostile });
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row.query).toBe("location=%27%3B+drop+table+properties%3B--&bedrooms=5%2B");
    expect(row.maxPrice).toBeNull();
    expect(row.minBedrooms).toBe(5);
    const [summary] = await savedSearchSummaries(owner);
    expect(summary.matches).toBe(0);
    expect(summary.href).toBe(`/residential?${row.query}`);
  });

  it("counts a search's matches as its list does: exact up to the list's cap, else the cap and more", async () => {
    const owner = await newUser();
    await addProperty({ title: "Flat in Dadar West", location: "Dadar" });
    await addProperty({ title: "Flat in Dadar East", location: "Dadar" });
    await save(owner);
    const exact = (await savedSearchSummaries(owner))[0];
    const listed = await listProperties("residential", parsePropertyQuery("residential", exact.href.split("?")[1]));
    expect(exact.matches).toBe(listed.total);
    expect(exact.matchesCapped).toBe(false);
    expect(exact.matches).toBeGreaterThanOrEqual(2);
    const [capped] = await savedSearchSummaries(owner, 1);
    expect(capped).toMatchObject({ matches: 1, matchesCapped: true });
    const [atTheCap] = await savedSearchSummaries(owner, exact.matches);
    expect(atTheCap).toMatchObject({ matches: exact.matches, matchesCapped: false });
  });

  it("lists a person's searches with their current matches; others cannot change them", async () => {
    const owner = await newUser();
    await addProperty({ title: "Flat in Dadar West", location: "Dadar" });
    const id = await save(owner);
    const [summary] = await savedSearchSummaries(owner);
    expect(summary.matches).toBeGreaterThan(0);
    const stranger = await newUser();
    expect(await updateSavedSearch(stranger, id, { name: "Mine", frequency: "off", email: true, sms: false })).toBe(
      false,
    );
    expect(await updateSavedSearch(owner, id, { name: "Renamed", frequency: "weekly", email: true, sms: false })).toBe(
      true,
    );
    const rows = await db.select().from(savedSearches).where(like(savedSearches.name, "Renamed"));
    expect(rows.map((row) => row.frequency)).toEqual(["weekly"]);
  });
});
