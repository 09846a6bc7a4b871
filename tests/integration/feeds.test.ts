/**
 * Feeds (app/domain/supply/feeds.server.ts), served by a local server under the
 * test-only FETCH_ALLOW_PRIVATE_HOSTS: a listing missing from a complete feed is
 * withdrawn on the next run (not deleted); a row error is recorded with its row;
 * three failed runs in a row pause the feed and e-mail its owner; CSV and XLSX
 * feeds are read with the import's readers and columns, told apart by content
 * and content type.
 */
process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import writeXlsxFile from "write-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../helpers/database";
import { db } from "#app/platform/db.server";
import { outbox, properties, supplierProfiles, supplyFeeds, user } from "#app/platform/schema";
import { addFeed, listFeeds, queueDueFeeds, runFeed } from "#app/domain/supply/feeds.server";
import type { Resources } from "#app/i18n/i18n";
import { createI18n } from "#app/i18n/server-texts.server";
import en from "#app/locales/en/index";
import hi from "#app/locales/hi/index";
import mr from "#app/locales/mr/index";

useTestDatabase();

let body: string | Buffer = "[]";
let status = 200;
let contentType = "application/json";
let server: http.Server;
let base = "";

beforeAll(async () => {
  process.env.FETCH_ALLOW_PRIVATE_HOSTS = "127.0.0.1";
  server = http.createServer((_request, response) => {
    response.writeHead(status, { "content-type": contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.FETCH_ALLOW_PRIVATE_HOSTS;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const listing = (ref: string, title: string) => ({
  external_ref: ref,
  property_type: "residential",
  category: "Apartment",
  listing_type: "sale",
  title,
  description: "A bright flat near the station with a balcony, close to schools, offices and the market.",
  address: "Link Road",
  locality: "Andheri West",
  city: "Mumbai",
  state: "Maharashtra",
  pincode: "400053",
  area: 900,
  bedrooms: 2,
  bathrooms: 2,
  price: 12500000,
  owner_name: "Shah Realty",
  owner_phone: "98200 12345",
  owner_email: "shah@example.com",
});

async function verifiedAgent(id: string) {
  await db.insert(user).values({ id, name: "Shah Realty", email: `${id}@example.com`, role: "agent", locale: "hi" });
  await db.insert(supplierProfiles).values({
    userId: id,
    kind: "agent",
    slug: id,
    name: "Shah Realty",
    reraNumber: "A51800012345",
    status: "approved",
  });
}

describe("feeds", () => {
  it("a listing missing from a complete feed is withdrawn on the next run, not deleted", async () => {
    await verifiedAgent("feed-agent");
    const added = await addFeed("feed-agent", { url: `${base}/feed.json`, schedule: "hourly" });
    if (!added.ok) throw new Error("not added");
    body = JSON.stringify([listing("F-1", "Two-bed flat on Link Road"), listing("F-2", "Two-bed flat near the metro")]);
    const first = await runFeed(added.id);
    expect(first).toMatchObject({ status: "ok", newCount: 2, errorCount: 0, withdrawnCount: 0 });

    body = JSON.stringify({
      complete: true,
      listings: [listing("F-1", "Two-bed flat on Link Road"), { external_ref: "F-3", title: "x" }],
    });
    const second = await runFeed(added.id);
    expect(second).toMatchObject({ status: "ok", unchangedCount: 1, errorCount: 1, withdrawnCount: 1 });
    expect(second!.errors[0]).toMatchObject({ row: 2, ref: "F-3" });
    const rows = await db.select().from(properties).where(eq(properties.ownerUserId, "feed-agent"));
    expect(rows.map((row) => [row.externalRef, row.active]).sort()).toEqual([
      ["F-1", true],
      ["F-2", false],
    ]);
    expect(rows.find((row) => row.externalRef === "F-2")!.withdrawnAt).not.toBeNull();

    // A partial update withdraws nothing.
    body = JSON.stringify({ complete: false, listings: [] });
    expect(await runFeed(added.id)).toMatchObject({ status: "ok", withdrawnCount: 0 });
    const [feed] = await listFeeds("feed-agent");
    expect(feed.runs.map((run) => run.status)).toEqual(["ok", "ok", "ok"]);
  });

  it("reads CSV and XLSX feeds with the import's columns, by their content and content type", async () => {
    await verifiedAgent("sheet-agent");
    const added = await addFeed("sheet-agent", { url: `${base}/feed`, schedule: "daily" });
    if (!added.ok) throw new Error("not added");
    const rows = (refs: string[]) => {
      const items = refs.map((ref) => listing(ref, `Two-bed flat ${ref} on Link Road`));
      const header = Object.keys(items[0]!);
      return [header, ...items.map((item) => header.map((key) => String(item[key as keyof typeof item])))];
    };
    try {
      // CSV served as text/csv, one row with an unknown locality.
      contentType = "text/csv";
      const csvRows = rows(["S-1", "S-2", "S-3"]);
      csvRows[3]![csvRows[0]!.indexOf("locality")] = "Atlantis";
      body = stringify(csvRows);
      const first = await runFeed(added.id);
      expect(first).toMatchObject({ status: "ok", newCount: 2, errorCount: 1 });
      // The sheet's row number (the header is row 1) and the listing's field.
      expect(first!.errors[0]).toMatchObject({ row: 4, ref: "S-3", field: "locality" });

      // The same listings as XLSX served as application/octet-stream: told by its content (a zip).
      contentType = "application/octet-stream";
      body = await writeXlsxFile(
        rows(["S-1", "S-2"]).map((row) => row.map((value) => ({ value, type: String }))),
      ).toBuffer();
      expect(await runFeed(added.id)).toMatchObject({ status: "ok", unchangedCount: 2, errorCount: 0 });

      // A sheet is the whole inventory: S-2 left out is withdrawn.
      contentType = "text/plain";
      body = stringify(rows(["S-1"]));
      expect(await runFeed(added.id)).toMatchObject({ status: "ok", unchangedCount: 1, withdrawnCount: 1 });
      const stored = await db.select().from(properties).where(eq(properties.ownerUserId, "sheet-agent"));
      expect(stored.map((row) => [row.externalRef, row.active]).sort()).toEqual([
        ["S-1", true],
        ["S-2", false],
      ]);

      // Neither JSON nor a sheet: a failed run, never a 5xx or a crash.
      contentType = "application/octet-stream";
      body = Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe]);
      expect(await runFeed(added.id)).toMatchObject({ status: "failed" });
    } finally {
      contentType = "application/json";
    }
  });

  it("three failed runs in a row pause the feed and e-mail its owner in their language", async () => {
    await verifiedAgent("failing-agent");
    const added = await addFeed("failing-agent", { url: `${base}/broken.json`, schedule: "daily" });
    if (!added.ok) throw new Error("not added");
    status = 500;
    try {
      for (let i = 0; i < 2; i += 1) expect(await runFeed(added.id)).toMatchObject({ status: "failed" });
      let [feed] = await db.select().from(supplyFeeds).where(eq(supplyFeeds.id, added.id));
      expect(feed).toMatchObject({ status: "active", consecutiveFailures: 2 });
      const third = await runFeed(added.id);
      expect(third).toMatchObject({
        status: "failed",
        failure: "The feed address answered with status 500",
        failureCode: "fetch.status",
        failureValues: { status: 500 },
      });
      // The feeds page says it in its own language from the code and its values (owner.json feeds.failure.*).
      const said = Object.fromEntries(
        (["en", "hi", "mr"] as const).map((locale) => {
          const resources = { en, hi, mr }[locale] as unknown as Resources;
          const t = createI18n(locale, resources).getFixedT(locale, "owner") as unknown as (
            key: string,
            values: object,
          ) => string;
          return [locale, t(`feeds.failure.${third!.failureCode}`, third!.failureValues!)];
        }),
      );
      expect(said.en).toBe("The feed address answered with status 500");
      expect(said.hi).toBe("फ़ीड के पते ने स्टेटस 500 के साथ जवाब दिया");
      expect(said.mr).toBe("फीडच्या पत्त्याने स्टेटस 500 सह उत्तर दिले");
      [feed] = await db.select().from(supplyFeeds).where(eq(supplyFeeds.id, added.id));
      expect(feed.status).toBe("paused");
      const mail = await db.select().from(outbox).where(eq(outbox.recipient, "failing-agent@example.com"));
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toBe("आपकी लिस्टिंग फ़ीड रोक दी गई है");
      expect(mail[0].body).toContain("/hi/my-listings/feeds");
      // The reason in the owner's language too.
      expect(mail[0].body).toContain("फ़ीड के पते ने स्टेटस 500 के साथ जवाब दिया");
      expect(mail[0].body).not.toContain("answered with status");
      // A paused feed is not due.
      await db
        .update(supplyFeeds)
        .set({ nextRunAt: new Date(0) })
        .where(eq(supplyFeeds.id, added.id));
      expect(await queueDueFeeds()).toBe(0);
    } finally {
      status = 200;
    }
  });

  it("a feed pointing at cloud metadata is refused without the test host", async () => {
    await db.insert(user).values({ id: "meta-agent", name: "Meta", email: "meta@example.com", role: "agent" });
    const added = await addFeed("meta-agent", { url: "https://169.254.169.254/latest/meta-data/", schedule: "daily" });
    if (!added.ok) throw new Error("not added");
    expect(await runFeed(added.id)).toMatchObject({
      status: "failed",
      failure: "The feed address points to a private or local network address, which is not allowed",
      failureCode: "fetch.privateAddress",
    });
    // Every failure a run can record has its text in all three languages, each its own.
    const english = Object.keys(en.owner).filter((key) => key.startsWith("feeds.failure."));
    expect(english).toContain("feeds.failure.fetch.privateAddress");
    for (const key of english) {
      for (const translated of [hi.owner, mr.owner] as Record<string, string>[]) {
        expect(translated[key]).toBeTruthy();
        expect(translated[key]).not.toBe((en.owner as Record<string, string>)[key]);
      }
    }
  });
});
