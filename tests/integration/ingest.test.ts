/**
 * The one way in for listings (app/domain/supply/ingest.server.ts): a listing
 * is new, changed or unchanged by the account's own reference; bad fields come
 * back by field; a dry run writes nothing; another account's reference is
 * not found; a changed price records its history and alerts saved searches;
 * verified accounts publish, others wait for review.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { databaseKind, db, mergePendingIndexEntries, queryRows } from "#app/platform/db.server";
import { runDueJobs } from "#app/platform/jobs.server";
import {
  jobs,
  outbox,
  properties,
  propertyListings,
  propertyPriceChanges,
  supplierProfiles,
  user,
} from "#app/platform/schema";
import {
  ingestListing,
  ingestListings,
  ingestAccountOf,
  withdrawListingByRef,
  INGEST_MESSAGES,
  TOO_MANY_PHOTOS_KEY,
  type IngestAccount,
  type IngestRequest,
} from "#app/domain/supply/ingest.server";
import { approveSubmission } from "#app/domain/back-office/submissions.server";
import { createSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { LEAD_MESSAGES, LISTING_RERA_MESSAGE } from "#app/lib/validation/leads";
import { catalogues } from "#app/locales/catalogues";
import { ENGLISH_TEXT_NAMESPACES, translateMessage } from "#app/i18n/use-locale";
import { i18nFor } from "#app/i18n/i18n";
import "#app/web/job-registry.server";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { fetchListingPhotos } from "#app/domain/supply/ingest-photos.server";

useTestDatabase();

let accounts = 0;
async function newAccount({ verified = false, kind = "agent" as "agent" | "builder", reraProjects = [] as string[] }) {
  accounts += 1;
  const id = `ingest-user-${accounts}`;
  await db.insert(user).values({ id, name: `Agent ${accounts}`, email: `agent${accounts}@example.com`, role: "agent" });
  if (verified || kind === "builder") {
    await db.insert(supplierProfiles).values({
      userId: id,
      kind,
      slug: `agent-${accounts}`,
      name: `Agent ${accounts}`,
      reraNumber: kind === "agent" ? "A51800012345" : null,
      reraProjects,
      status: verified ? "approved" : "pending",
    });
  }
  return (await ingestAccountOf(id))!;
}

const flat = {
  propertyType: "residential",
  category: "Apartment",
  title: "Three-bed flat in Powai",
  description: "A bright flat near the lake with a balcony, close to schools, offices and the market.",
  address: "Hiranandani Gardens",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400076",
  area: "1,250",
  bedrooms: "3",
  bathrooms: "2",
  parking: "1",
  listingType: "rent",
  price: "70,000",
  ownerName: "Rohan Mehta",
  ownerPhone: "98200 12345",
  ownerEmail: "rohan@example.com",
  locality: "Powai",
};

function row(account: IngestAccount, externalRef: string, listing: Record<string, unknown> = {}): IngestRequest {
  return { account, source: "import", externalRef, listing: { ...flat, ...listing } };
}

async function runJobs() {
  while ((await runDueJobs({ limit: 100 })) > 0) {
    /* until the queue is empty */
  }
}

beforeEach(async () => {
  await db.delete(jobs);
  await db.delete(outbox);
});

describe("ingestListing", () => {
  it("publishes a verified agent's new listing, then finds the same row unchanged and a new title changed", async () => {
    const agent = await newAccount({ verified: true });
    const first = await ingestListing(row(agent, "FLAT-1"), { dryRun: false });
    expect(first).toMatchObject({ outcome: "new", published: true });
    if (first.outcome !== "new") return;
    const [stored] = await db.select().from(properties).where(eq(properties.id, first.listingId));
    expect(stored).toMatchObject({
      ownerUserId: agent.userId,
      externalRef: "FLAT-1",
      location: "Powai, Mumbai",
      price: 70000,
      area: 1250,
      active: true,
    });

    const again = await ingestListing(row(agent, "FLAT-1"), { dryRun: false });
    expect(again).toEqual({ outcome: "unchanged", listingId: first.listingId, published: true });

    const retitled = await ingestListing(row(agent, "FLAT-1", { title: "Three-bed flat by Powai lake" }), {
      dryRun: false,
    });
    expect(retitled).toEqual({ outcome: "changed", listingId: first.listingId, published: true });
    const [after] = await db.select().from(properties).where(eq(properties.id, first.listingId));
    expect(after.title).toBe("Three-bed flat by Powai lake");
    expect(await db.select().from(properties).where(eq(properties.ownerUserId, agent.userId))).toHaveLength(1);
  });

  it("checks a batch as one listing at a time would: a repeated reference sees the earlier listing", async () => {
    const agent = await newAccount({ verified: true });
    const results = await ingestListings(
      [
        row(agent, "BATCH-1"),
        row(agent, "BATCH-2", { locality: "Atlantis" }),
        row(agent, "BATCH-3"),
        row(agent, "BATCH-1", { title: "Three-bed flat by Powai lake" }),
      ],
      { dryRun: false },
    );
    expect(results.map((result) => result.outcome)).toEqual(["new", "invalid", "new", "changed"]);
    expect(results[1]).toMatchObject({ errors: [{ field: "locality", message: INGEST_MESSAGES.localityUnknown }] });
    const stored = await db.select().from(properties).where(eq(properties.ownerUserId, agent.userId));
    expect(stored.map((property) => [property.externalRef, property.title]).sort()).toEqual([
      ["BATCH-1", "Three-bed flat by Powai lake"],
      ["BATCH-3", "Three-bed flat in Powai"],
    ]);
    // Each result names its own listing, in the order given.
    expect(results[0]).toMatchObject({ listingId: stored.find((p) => p.externalRef === "BATCH-1")!.id });
    expect(results[2]).toMatchObject({ listingId: stored.find((p) => p.externalRef === "BATCH-3")!.id });
  });

  it("leaves nothing on the embedded database's GIN pending lists after a batch (no 4 MB merge mid-import)", async () => {
    const agent = await newAccount({ verified: true });
    const batch = (from: number) =>
      Array.from({ length: 40 }, (_, i) =>
        row(agent, `GIN-${from + i}`, { title: `Sea-facing flat number ${from + i} near the metro` }),
      );
    // A control: rows written without the batch path do go to the pending lists.
    await ingestListings(batch(0), { dryRun: false });
    await db.execute(sql`update properties set title = title || ' ' where owner_user_id = ${agent.userId}`);
    const embedded = databaseKind === "pglite";
    expect((await mergePendingIndexEntries(properties)) > 0).toBe(embedded);
    // A batch merges what it added itself: nothing is pending afterwards.
    const results = await ingestListings(batch(100), { dryRun: false });
    expect(results.every((result) => result.outcome === "new")).toBe(true);
    expect(await mergePendingIndexEntries(properties)).toBe(0);
    // And the merged entries are found: the text search reads the index.
    const [{ found }] = await queryRows(
      z.object({ found: z.coerce.number() }),
      sql`select count(*) as found from properties where search_text ilike '%number 117 near%'`,
    );
    expect(found).toBe(1);
  });

  it("sends an unverified account's new listing to staff review; approval keeps its reference", async () => {
    const agent = await newAccount({});
    const result = await ingestListing(row(agent, "R-7"), { dryRun: false });
    expect(result).toMatchObject({ outcome: "new", published: false });
    if (result.outcome !== "new") return;
    const [pending] = await db.select().from(propertyListings).where(eq(propertyListings.id, result.listingId));
    expect(pending).toMatchObject({ status: "pending", ownerUserId: agent.userId, externalRef: "R-7" });
    expect(await db.select().from(properties).where(eq(properties.ownerUserId, agent.userId))).toHaveLength(0);

    // The same row again while it waits: unchanged; a new price changes the submission, not a second one.
    expect(await ingestListing(row(agent, "R-7"), { dryRun: false })).toMatchObject({ outcome: "unchanged" });
    expect(await ingestListing(row(agent, "R-7", { price: "65000" }), { dryRun: false })).toMatchObject({
      outcome: "changed",
      listingId: result.listingId,
    });

    const approved = await approveSubmission(result.listingId, { id: "staff", name: "Staff" });
    expect(approved.ok).toBe(true);
    const [property] = await db.select().from(properties).where(eq(properties.ownerUserId, agent.userId));
    expect(property).toMatchObject({ externalRef: "R-7", price: 65000, location: "Powai, Mumbai" });
    expect(await ingestListing(row(agent, "R-7", { price: "65000" }), { dryRun: false })).toEqual({
      outcome: "unchanged",
      listingId: property.id,
      published: true,
    });
  });

  it("answers every bad field by name, and writes nothing", async () => {
    const agent = await newAccount({ verified: true });
    const result = await ingestListing(row(agent, "BAD-1", { price: "abc", title: "", locality: "Atlantis" }), {
      dryRun: false,
    });
    expect(result.outcome).toBe("invalid");
    if (result.outcome !== "invalid") return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: "price", message: LEAD_MESSAGES.price },
        { field: "title", message: LEAD_MESSAGES.title },
        { field: "locality", message: INGEST_MESSAGES.localityUnknown },
      ]),
    );
    const missingRef = await ingestListing({ ...row(agent, "x"), externalRef: "=HYPERLINK(1)" }, { dryRun: false });
    expect(missingRef).toEqual({
      outcome: "invalid",
      errors: [{ field: "externalRef", message: INGEST_MESSAGES.externalRef }],
    });
    const privatePhoto = await ingestListing(
      { ...row(agent, "P-1"), photoUrls: ["http://example.com/a.jpg"] },
      {
        dryRun: false,
      },
    );
    expect(privatePhoto).toEqual({
      outcome: "invalid",
      errors: [{ field: "photoUrls", message: INGEST_MESSAGES.photoUrl }],
    });
    expect(await db.select().from(properties).where(eq(properties.ownerUserId, agent.userId))).toHaveLength(0);
  });

  it("has every fixed message in the translated catalogue, so /hi and /mr previews show them in their language", () => {
    // The import preview and the wizard show a message through useMessage(), which looks its English text up.
    const fixed = [...Object.values(INGEST_MESSAGES), ...Object.values(LEAD_MESSAGES), LISTING_RERA_MESSAGE].filter(
      (message): message is string => typeof message === "string",
    );
    for (const [locale, catalogue] of Object.entries({ hi: catalogues.hi, mr: catalogues.mr })) {
      const texts = Object.assign({}, ...ENGLISH_TEXT_NAMESPACES.map((namespace) => catalogue[namespace])) as Record<
        string,
        string
      >;
      expect(
        fixed.filter((message) => !texts[message]),
        locale,
      ).toEqual([]);
      // The photo limit's message carries the number: one key with it as {{count}}.
      expect(texts[TOO_MANY_PHOTOS_KEY], locale).toContain("{{count}}");
      const shown = translateMessage(i18nFor(locale as "hi" | "mr"), INGEST_MESSAGES.tooManyPhotos(12));
      expect(shown, locale).toBe(texts[TOO_MANY_PHOTOS_KEY]!.replace("{{count}}", "12"));
      expect(shown, locale).toMatch(/[\u0900-\u097F]/);
    }
    expect(catalogues.en.messages[TOO_MANY_PHOTOS_KEY]).toBe(TOO_MANY_PHOTOS_KEY);
    expect(TOO_MANY_PHOTOS_KEY.replace("{{count}}", "12")).toBe(INGEST_MESSAGES.tooManyPhotos(12));
    expect(translateMessage(i18nFor("en"), INGEST_MESSAGES.tooManyPhotos(12))).toBe(INGEST_MESSAGES.tooManyPhotos(12));
  });

  it("a dry run answers what would happen and writes nothing", async () => {
    const agent = await newAccount({ verified: true });
    const before = await db.$count(properties);
    expect(await ingestListing(row(agent, "DRY-1"), { dryRun: true })).toEqual({
      outcome: "new",
      listingId: 0,
      published: true,
    });
    expect(await db.$count(properties)).toBe(before);
    expect(await db.$count(jobs)).toBe(0);

    const stored = await ingestListing(row(agent, "DRY-1"), { dryRun: false });
    if (stored.outcome !== "new") throw new Error("not stored");
    await db.delete(jobs);
    const priceBefore = await db.$count(propertyPriceChanges);
    expect(await ingestListing(row(agent, "DRY-1", { price: "50000" }), { dryRun: true })).toEqual({
      outcome: "changed",
      listingId: stored.listingId,
      published: true,
    });
    const [unchanged] = await db.select().from(properties).where(eq(properties.id, stored.listingId));
    expect(unchanged.price).toBe(70000);
    expect(await db.$count(propertyPriceChanges)).toBe(priceBefore);
    expect(await db.$count(jobs)).toBe(0);
  });

  it("matches by the account's own reference: another account's same reference is a different listing", async () => {
    const one = await newAccount({ verified: true });
    const other = await newAccount({ verified: true });
    const mine = await ingestListing(row(one, "SHARED"), { dryRun: false });
    const theirs = await ingestListing(row(other, "SHARED"), { dryRun: false });
    expect(mine.outcome).toBe("new");
    expect(theirs.outcome).toBe("new");
    expect(await withdrawListingByRef(other, "NOT-THERE")).toBe("not-found");
    expect(await withdrawListingByRef({ userId: "nobody" }, "SHARED")).toBe("not-found");
    expect(await withdrawListingByRef(other, "SHARED")).toBe("withdrawn");
    if (mine.outcome !== "new" || theirs.outcome !== "new") return;
    const [kept] = await db.select().from(properties).where(eq(properties.id, mine.listingId));
    const [gone] = await db.select().from(properties).where(eq(properties.id, theirs.listingId));
    expect(kept.active).toBe(true);
    expect(gone).toMatchObject({ active: false });
    expect(gone.withdrawnAt).not.toBeNull();
    // Sent again by its source, it is back.
    expect(await ingestListing(row(other, "SHARED"), { dryRun: false })).toMatchObject({ outcome: "changed" });
    const [back] = await db.select().from(properties).where(eq(properties.id, theirs.listingId));
    expect(back).toMatchObject({ active: true, withdrawnAt: null });
  });

  it("a lowered price is an update with a price-history row and a saved-search price-drop alert", async () => {
    const agent = await newAccount({ verified: true });
    const seeker = `ingest-seeker-${accounts}`;
    await db.insert(user).values({ id: seeker, name: "Seeker", email: "seeker-ingest@example.com" });
    const saved = await createSavedSearch(seeker, {
      name: "Rent in Mumbai",
      kind: "residential",
      query: "status=rent&location=Mumbai&maxPrice=60000",
      frequency: "instant",
      email: true,
      sms: false,
    });
    expect(saved.ok).toBe(true);
    const first = await ingestListing(row(agent, "DROP-1"), { dryRun: false });
    if (first.outcome !== "new") throw new Error("not stored");
    await runJobs();
    const changed = await ingestListing(row(agent, "DROP-1", { price: "58,000" }), { dryRun: false });
    expect(changed).toMatchObject({ outcome: "changed", listingId: first.listingId });
    const history = await db
      .select()
      .from(propertyPriceChanges)
      .where(eq(propertyPriceChanges.propertyId, first.listingId));
    expect(history).toMatchObject([{ previousPrice: 70000, price: 58000 }]);
    await runJobs();
    const mail = await db.select().from(outbox).where(eq(outbox.recipient, "seeker-ingest@example.com"));
    expect(mail.map((message) => message.subject)).toContain("Price reduced: Three-bed flat in Powai");
  });

  it("a builder's bulk listing names one of the builder's registered projects", async () => {
    const builder = await newAccount({ verified: true, kind: "builder", reraProjects: ["P51800012345"] });
    const missing = await ingestListing(row(builder, "B-1"), { dryRun: true });
    expect(missing).toEqual({
      outcome: "invalid",
      errors: [{ field: "reraNumber", message: INGEST_MESSAGES.builderRera }],
    });
    const malformed = await ingestListing(row(builder, "B-1", { reraNumber: "X1" }), { dryRun: true });
    expect(malformed.outcome === "invalid" && malformed.errors.map((error) => error.field)).toEqual(["reraNumber"]);
    expect(await ingestListing(row(builder, "B-1", { reraNumber: "p5 1800-012345" }), { dryRun: true })).toMatchObject({
      outcome: "new",
    });
  });

  it("the wizard's submission waits for review even from a verified account, and needs no reference", async () => {
    const agent = await newAccount({ verified: true });
    const { locality: _locality, ...wizardFields } = flat;
    const result = await ingestListing({ account: agent, source: "wizard", listing: wizardFields }, { dryRun: false });
    expect(result).toMatchObject({ outcome: "new", published: false });
    const anonymous = await ingestListing(
      { account: null, source: "wizard", listing: wizardFields },
      { dryRun: false },
    );
    expect(anonymous).toMatchObject({ outcome: "new", published: false });
    const refused = await ingestListing(
      { account: null, source: "api", externalRef: "A", listing: flat },
      { dryRun: true },
    );
    expect(refused).toEqual({ outcome: "invalid", errors: [{ field: "account", message: INGEST_MESSAGES.account }] });
    const rows = await db
      .select()
      .from(propertyListings)
      .where(and(eq(propertyListings.ownerUserId, agent.userId), eq(propertyListings.status, "pending")));
    expect(rows).toHaveLength(1);
  });

  it("fetches photo links by a job through the safe fetcher, and only again when the links change", async () => {
    const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#2563eb" } })
      .png()
      .toBuffer();
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { "content-type": "image/png" });
      response.end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.FETCH_ALLOW_PRIVATE_HOSTS = "127.0.0.1";
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const agent = await newAccount({ verified: true });
      const request = { ...row(agent, "PHOTO-1"), photoUrls: [`${base}/a.png`, "https://10.0.0.9/b.png"] };
      const stored = await ingestListing(request, { dryRun: false });
      if (stored.outcome !== "new") throw new Error("not stored");
      const [job] = await db.select().from(jobs).where(eq(jobs.name, "supply.fetch-photos"));
      expect(job.payload).toMatchObject({ target: "property", id: stored.listingId });
      const outcome = await fetchListingPhotos(job.payload as Parameters<typeof fetchListingPhotos>[0]);
      expect(outcome).toMatchObject({ stored: 1, superseded: false });
      expect(outcome.refused).toEqual([
        { url: "https://10.0.0.9/b.png", reason: "points to a private or local network address, which is not allowed" },
      ]);
      const [property] = await db.select().from(properties).where(eq(properties.id, stored.listingId));
      expect(property.images).toHaveLength(1);
      expect(property.images[0]!.card).toMatch(/\.webp$/);

      // A new price with the same links: no second fetch.
      await db.delete(jobs);
      await ingestListing({ ...request, listing: { ...flat, price: "71000" } }, { dryRun: false });
      expect(await db.select().from(jobs).where(eq(jobs.name, "supply.fetch-photos"))).toHaveLength(0);
      await ingestListing({ ...request, photoUrls: [`${base}/c.png`] }, { dryRun: false });
      expect(await db.select().from(jobs).where(eq(jobs.name, "supply.fetch-photos"))).toHaveLength(1);
    } finally {
      delete process.env.FETCH_ALLOW_PRIVATE_HOSTS;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("keeps the position the location picker sent: the wizard's through approval, a verified source's at once", async () => {
    const { locality: _locality, ...wizardFields } = flat;
    const tapped = { ...wizardFields, latitude: "19.1201", longitude: "72.9083" };
    const submitted = await ingestListing({ account: null, source: "wizard", listing: tapped }, { dryRun: false });
    if (submitted.outcome !== "new") throw new Error("not stored");
    const [pending] = await db.select().from(propertyListings).where(eq(propertyListings.id, submitted.listingId));
    expect(pending.position).toEqual({ x: 72.9083, y: 19.1201 });
    const approved = await approveSubmission(submitted.listingId, { id: "staff", name: "Staff" });
    if (!approved.ok) throw new Error(approved.error);
    const [published] = await db.select().from(properties).where(eq(properties.id, approved.propertyId!));
    expect(published.position).toEqual({ x: 72.9083, y: 19.1201 });

    const refused = await ingestListing(
      { account: null, source: "wizard", listing: { ...wizardFields, latitude: "95", longitude: "abc" } },
      { dryRun: true },
    );
    expect(refused).toMatchObject({ outcome: "invalid" });

    const agent = await newAccount({ verified: true });
    const placed = await ingestListing(row(agent, "PIN-1", { latitude: "19.121", longitude: "72.907" }), {
      dryRun: false,
    });
    if (placed.outcome !== "new") throw new Error("not published");
    const [direct] = await db.select().from(properties).where(eq(properties.id, placed.listingId));
    expect(direct.position).toEqual({ x: 72.907, y: 19.121 });
    // Sent again without a position: the stored one stays.
    await ingestListing(row(agent, "PIN-1", { title: "Three-bed flat near Powai lake" }), { dryRun: false });
    const [kept] = await db.select().from(properties).where(eq(properties.id, placed.listingId));
    expect(kept.position).toEqual({ x: 72.907, y: 19.121 });
  });
});
