/**
 * Bulk import of listings from a CSV or XLSX sheet (issue 34, ADR 035), for
 * agents, builders and staff:
 *
 * 1. Upload: the file (at most IMPORT_LIMITS.maxBytes, streamed to disk by
 *    the request's body reader) is sniffed and its rows counted
 *    (`inspectUpload`: at most IMPORT_LIMITS.maxRows), then stored in
 *    pieces in the database (`listing_import_chunks`, so any instance's job
 *    can read it) and a dry run is queued (`createImport`).
 * 2. Dry run (job `import.check`): the rows go through `ingestListings` (the
 *    batch form of `ingestListing`, the one place a listing is checked)
 *    with `dryRun: true`, CHUNK_ROWS at a time, and each row's verdict is
 *    kept. Nothing is written to the catalogue.
 * 3. The person sees the counts and the first errors (row, column, message)
 *    and confirms (`confirmImport`) or cancels.
 * 4. Import (job `import.run`): the same rows through `ingestListings` for
 *    real. Progress and counts are stored after each chunk, so the page's
 *    progress bar survives a reload; a run stops after RUN_BUDGET_MS and
 *    queues its own continuation (other jobs get their turn; a crash resumes
 *    after the last stored row). At the end the owner gets a summary e-mail
 *    in the language of the page they uploaded from.
 * 5. The report (`importReportLines`): the original rows with a status and
 *    an error column, formula-looking cells neutralised (import-cells.ts).
 *
 * Rows are matched to listings by `external_ref` inside ingestListings; a
 * reference used twice in one file is an error on the later row.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, asc, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { ingestListings, type IngestRequest } from "#app/domain/supply/ingest.server";
import { supplierProfileOf } from "#app/domain/supply/profiles.server";
import { emailsT, siteLink } from "#app/domain/accounts/message-locale.server";
import { db, type Database } from "#app/platform/db.server";
import { defineJob, defineRecurringJob, enqueueJob } from "#app/platform/jobs.server";
import { notify } from "#app/platform/notifier.server";
import { listingImportChunks, listingImportRows, listingImports, user, type ListingImport } from "#app/platform/schema";
import type { Locale } from "#app/i18n/locales";
import { headerOfField, isBlankRow, mapHeaders, rowToRequest, type HeaderMap } from "./import-columns";
import { neutraliseCell } from "./import-cells";
import { IMPORT_LIMITS } from "./import-limits";

export { IMPORT_LIMITS };
import { readSheetRows, SheetError, sniffSheet, type SheetFormat, type SheetProblem } from "./import-files.server";

export const CHECK_JOB = "import.check";
export const RUN_JOB = "import.run";

/** How long one run of the import job goes on before it queues its continuation. */
const RUN_BUDGET_MS = 20_000;
/**
 * Rows checked and written together, their verdicts and the counts then stored (and the progress bar moves).
 * Small enough that one chunk's transaction holds the embedded database's one connection for a short while only.
 */
const CHUNK_ROWS = 100;
const CHUNK_BYTES = 256 * 1024;
/** Errors shown on the page; the report has all of them. */
export const PREVIEW_ERRORS = 50;

export type RowVerdict = "new" | "changed" | "unchanged" | "error";
export type RowError = { column: string; message: string };

/** Who imports: what ingestListing needs to know about the account. */
export type ImportAccount = { userId: string; role: string; verified: boolean };

/**
 * Whether an account may import, and whether its listings publish directly:
 * staff (verified); an account with an approved agent or builder profile
 * (verified); an agent without one (its new listings go to staff review).
 */
export async function importAccountOf(signedIn: { id: string; role: string }): Promise<ImportAccount | null> {
  if (signedIn.role === "admin") return { userId: signedIn.id, role: signedIn.role, verified: true };
  const profile = await supplierProfileOf(signedIn.id);
  if (profile?.status === "approved") return { userId: signedIn.id, role: signedIn.role, verified: true };
  if (signedIn.role === "agent") return { userId: signedIn.id, role: signedIn.role, verified: false };
  return null;
}

// ---------------------------------------------------------------- upload

export type Inspection =
  | { ok: true; format: SheetFormat; totalRows: number; unknownHeaders: string[] }
  | { ok: false; problem: SheetProblem; rowNumber: number | null };

/**
 * Whether the uploaded file is a sheet we can read, and how many data rows it
 * has (reading stops one row past the limit). Blank rows are not counted.
 */
export async function inspectUpload(file: string): Promise<Inspection> {
  const sniffed = await sniffSheet(file);
  if ("problem" in sniffed) return { ok: false, problem: sniffed.problem, rowNumber: null };
  let headers: HeaderMap | null = null;
  let totalRows = 0;
  try {
    for await (const row of readSheetRows(file, sniffed.format)) {
      if (!headers) {
        if (isBlankRow(row.cells)) continue;
        headers = mapHeaders(row.cells);
        if (headers.columns.every((column) => column === null))
          return { ok: false, problem: "no-known-columns", rowNumber: row.rowNumber };
        continue;
      }
      if (isBlankRow(row.cells)) continue;
      totalRows += 1;
      if (totalRows > IMPORT_LIMITS.maxRows) return { ok: false, problem: "too-many-rows", rowNumber: row.rowNumber };
    }
  } catch (error) {
    if (error instanceof SheetError) return { ok: false, problem: error.problem, rowNumber: error.rowNumber };
    throw error;
  }
  if (!headers) return { ok: false, problem: "no-header", rowNumber: null };
  if (totalRows === 0) return { ok: false, problem: "no-rows", rowNumber: null };
  return { ok: true, format: sniffed.format, totalRows, unknownHeaders: headers.unknown };
}

/**
 * Stores an inspected upload and queues its dry run, in one transaction: the
 * file is copied into the database in pieces of CHUNK_BYTES, read from disk
 * one piece at a time.
 */
export async function createImport(
  account: ImportAccount,
  upload: { file: string; fileName: string; byteSize: number; format: SheetFormat; totalRows: number; locale: Locale },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(listingImports)
      .values({
        userId: account.userId,
        fileName: upload.fileName.slice(0, 200) || "sheet",
        format: upload.format,
        byteSize: upload.byteSize,
        totalRows: upload.totalRows,
        locale: upload.locale,
        status: "checking",
      })
      .returning({ id: listingImports.id });
    const id = created!.id;
    let seq = 0;
    for await (const piece of fs.createReadStream(upload.file, { highWaterMark: CHUNK_BYTES })) {
      await tx.insert(listingImportChunks).values({ importId: id, seq: seq++, bytes: piece as Buffer });
    }
    await enqueueJob(CHECK_JOB, { importId: id }, { executor: tx as unknown as Database });
    return id;
  });
}

// ---------------------------------------------------------------- what the page shows

export type ImportCounts = { new: number; changed: number; unchanged: number; errors: number };

export type ImportView = {
  id: number;
  fileName: string;
  format: string;
  totalRows: number;
  status: string;
  fileError: string | null;
  processedRows: number;
  checked: ImportCounts;
  imported: ImportCounts;
  createdAt: string;
  finishedAt: string | null;
  /** The first errors of the latest phase: row, column, message. */
  errors: { rowNumber: number; column: string; message: string }[];
};

function countsOf(row: ListingImport, phase: "checked" | "imported"): ImportCounts {
  return phase === "checked"
    ? { new: row.checkedNew, changed: row.checkedChanged, unchanged: row.checkedUnchanged, errors: row.checkedErrors }
    : {
        new: row.importedNew,
        changed: row.importedChanged,
        unchanged: row.importedUnchanged,
        errors: row.importedErrors,
      };
}

/** One of the account's imports (staff see any), or null. */
async function ownImport(userId: string, id: number, staff: boolean): Promise<ListingImport | null> {
  const [row] = await db
    .select()
    .from(listingImports)
    .where(staff ? eq(listingImports.id, id) : and(eq(listingImports.id, id), eq(listingImports.userId, userId)));
  return row ?? null;
}

export async function importView(userId: string, id: number, staff = false): Promise<ImportView | null> {
  const row = await ownImport(userId, id, staff);
  if (!row) return null;
  const phaseColumn = ["importing", "done", "failed"].includes(row.status)
    ? listingImportRows.outcome
    : listingImportRows.checked;
  const errorRows = await db
    .select({ rowNumber: listingImportRows.rowNumber, errors: listingImportRows.errors })
    .from(listingImportRows)
    .where(and(eq(listingImportRows.importId, id), eq(phaseColumn, "error")))
    .orderBy(asc(listingImportRows.rowNumber))
    .limit(PREVIEW_ERRORS);
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    totalRows: row.totalRows,
    status: row.status,
    fileError: row.fileError,
    processedRows: row.processedRows,
    checked: countsOf(row, "checked"),
    imported: countsOf(row, "imported"),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    errors: errorRows
      .flatMap((error) => (error.errors ?? []).map((item) => ({ rowNumber: error.rowNumber, ...item })))
      .slice(0, PREVIEW_ERRORS),
  };
}

export type ImportHistoryRow = Pick<
  ImportView,
  "id" | "fileName" | "totalRows" | "status" | "checked" | "imported" | "createdAt"
>;

/** The account's latest imports, newest first. */
export async function importHistory(userId: string, limit = 20): Promise<ImportHistoryRow[]> {
  const rows = await db
    .select()
    .from(listingImports)
    .where(eq(listingImports.userId, userId))
    .orderBy(desc(listingImports.createdAt), desc(listingImports.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    totalRows: row.totalRows,
    status: row.status,
    checked: countsOf(row, "checked"),
    imported: countsOf(row, "imported"),
    createdAt: row.createdAt.toISOString(),
  }));
}

export type ConfirmOutcome = "started" | "not-found" | "not-ready";

/** The person confirms a checked import: it runs as a job. Only a 'checked' import starts, once. */
export async function confirmImport(userId: string, id: number, staff = false): Promise<ConfirmOutcome> {
  if (!(await ownImport(userId, id, staff))) return "not-found";
  return db.transaction(async (tx) => {
    const started = await tx
      .update(listingImports)
      .set({ status: "importing", processedRows: 0, confirmedAt: new Date() })
      .where(and(eq(listingImports.id, id), eq(listingImports.status, "checked")))
      .returning({ id: listingImports.id });
    if (started.length === 0) return "not-ready";
    await enqueueJob(RUN_JOB, { importId: id }, { executor: tx as unknown as Database });
    return "started";
  });
}

/** A checked (or still checking) import the person does not want: its file goes, its history row stays. */
export async function cancelImport(
  userId: string,
  id: number,
  staff = false,
): Promise<"cancelled" | "not-found" | "too-late"> {
  if (!(await ownImport(userId, id, staff))) return "not-found";
  const cancelled = await db
    .update(listingImports)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(and(eq(listingImports.id, id), sql`${listingImports.status} in ('checking', 'checked')`))
    .returning({ id: listingImports.id });
  if (cancelled.length === 0) return "too-late";
  await db.delete(listingImportChunks).where(eq(listingImportChunks.importId, id));
  return "cancelled";
}

// ---------------------------------------------------------------- the jobs

/** The stored file written back to a private temporary file (for the readers, which read files). */
async function fileOf(importId: number): Promise<string | null> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "nivaas-import-"));
  const file = path.join(dir, "sheet");
  const out = fs.createWriteStream(file, { mode: 0o600 });
  let seq = 0;
  let found = false;
  try {
    for (;;) {
      // A few pieces at a time: never the whole file in memory.
      const pieces = await db
        .select({ seq: listingImportChunks.seq, bytes: listingImportChunks.bytes })
        .from(listingImportChunks)
        .where(and(eq(listingImportChunks.importId, importId), gt(listingImportChunks.seq, seq - 1)))
        .orderBy(asc(listingImportChunks.seq))
        .limit(4);
      if (pieces.length === 0) break;
      for (const piece of pieces) {
        found = true;
        if (!out.write(piece.bytes)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
        seq = piece.seq + 1;
      }
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  if (!found) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    return null;
  }
  return file;
}

async function removeFile(file: string | null) {
  if (file) await fs.promises.rm(path.dirname(file), { recursive: true, force: true });
}

type Phase = "check" | "run";

type RowResult = {
  rowNumber: number;
  verdict: RowVerdict;
  errors: RowError[] | null;
  propertyId: number | null;
  published: boolean | null;
};

/** Stores the verdicts kept so far and adds them to the counts, in one transaction. */
async function flush(importId: number, phase: Phase, results: RowResult[]) {
  if (results.length === 0) return;
  const add = (verdict: RowVerdict) => results.filter((result) => result.verdict === verdict).length;
  await db.transaction(async (tx) => {
    const column = phase === "check" ? "checked" : "outcome";
    await tx
      .insert(listingImportRows)
      .values(
        results.map((result) => ({
          importId,
          rowNumber: result.rowNumber,
          [column]: result.verdict,
          errors: result.errors,
          propertyId: result.propertyId,
          published: result.published,
        })),
      )
      .onConflictDoUpdate({
        target: [listingImportRows.importId, listingImportRows.rowNumber],
        set: {
          [column]: sql.raw(`excluded.${column}`),
          errors: sql`excluded.errors`,
          propertyId: sql`coalesce(excluded.property_id, ${listingImportRows.propertyId})`,
          published: sql`coalesce(excluded.published, ${listingImportRows.published})`,
        },
      });
    const counts =
      phase === "check"
        ? {
            checkedNew: sql`${listingImports.checkedNew} + ${add("new")}`,
            checkedChanged: sql`${listingImports.checkedChanged} + ${add("changed")}`,
            checkedUnchanged: sql`${listingImports.checkedUnchanged} + ${add("unchanged")}`,
            checkedErrors: sql`${listingImports.checkedErrors} + ${add("error")}`,
          }
        : {
            importedNew: sql`${listingImports.importedNew} + ${add("new")}`,
            importedChanged: sql`${listingImports.importedChanged} + ${add("changed")}`,
            importedUnchanged: sql`${listingImports.importedUnchanged} + ${add("unchanged")}`,
            importedErrors: sql`${listingImports.importedErrors} + ${add("error")}`,
          };
    await tx
      .update(listingImports)
      .set({ ...counts, processedRows: sql`${listingImports.processedRows} + ${results.length}` })
      .where(eq(listingImports.id, importId));
  });
  results.length = 0;
}

/** The last row this phase stored a verdict for (a rerun after a crash goes on after it). */
async function lastDoneRow(importId: number, phase: Phase): Promise<number> {
  const column = phase === "check" ? listingImportRows.checked : listingImportRows.outcome;
  const [row] = await db
    .select({ last: sql<number | null>`max(${listingImportRows.rowNumber})` })
    .from(listingImportRows)
    .where(and(eq(listingImportRows.importId, importId), isNotNull(column)));
  return Number(row?.last ?? 0);
}

async function accountOfImport(row: ListingImport): Promise<ImportAccount | null> {
  const [owner] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, row.userId));
  return owner ? importAccountOf(owner) : null;
}

type SheetLine = { rowNumber: number; cells: string[] };

/**
 * A chunk of rows' verdicts from ingestListings (ingestListing's rules, what they read loaded once per chunk),
 * their errors named by the sheet's columns. A reference already used on an earlier row of the file is an error.
 */
async function ingestChunk(
  account: ImportAccount,
  map: HeaderMap,
  lines: readonly SheetLine[],
  seenRefs: Map<string, number>,
  dryRun: boolean,
  locale: Locale,
): Promise<RowResult[]> {
  const results: (RowResult | null)[] = [];
  const requests: IngestRequest[] = [];
  const indexes: number[] = [];
  for (const { rowNumber, cells } of lines) {
    const request = rowToRequest(map, cells);
    if (request.externalRef !== undefined) {
      if (seenRefs.has(request.externalRef)) {
        results.push({
          rowNumber,
          verdict: "error",
          errors: [
            { column: "external_ref", message: "This reference is already used on an earlier row of this file" },
          ],
          propertyId: null,
          published: null,
        });
        continue;
      }
      seenRefs.set(request.externalRef, rowNumber);
    }
    indexes.push(results.length);
    results.push(null);
    requests.push({
      account,
      source: "import",
      externalRef: request.externalRef,
      listing: request.listing as IngestRequest["listing"],
      photoUrls: request.photoUrls,
      locale,
    });
  }
  const verdicts = await ingestListings(requests, { dryRun });
  for (const [position, result] of verdicts.entries()) {
    const index = indexes[position]!;
    const rowNumber = lines[index]!.rowNumber;
    results[index] =
      result.outcome === "invalid"
        ? {
            rowNumber,
            verdict: "error",
            errors: result.errors.map((error) => ({ column: headerOfField(error.field), message: error.message })),
            propertyId: null,
            published: null,
          }
        : {
            rowNumber,
            verdict: result.outcome,
            errors: null,
            propertyId: result.listingId,
            published: result.published,
          };
  }
  return results.map((result) => result!);
}

/** Lets the server answer the requests that waited while a chunk was written (visitors first, then more rows). */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Goes through the import's rows for one phase, from after the last stored
 * verdict, CHUNK_ROWS at a time: each chunk is checked (and written) together and
 * its verdicts stored, then the server answers what waited. Answers "finished",
 * or "paused" when the run's time budget ran out.
 */
async function processRows(row: ListingImport, phase: Phase, budgetMs: number): Promise<"finished" | "paused"> {
  const account = await accountOfImport(row);
  if (!account) throw new Error(`The account of import ${row.id} may no longer import`);
  const file = await fileOf(row.id);
  if (!file) throw new Error(`The file of import ${row.id} is gone`);
  const startedAt = Date.now();
  try {
    const resumeAfter = await lastDoneRow(row.id, phase);
    const seenRefs = new Map<string, number>();
    let chunk: SheetLine[] = [];
    let map: HeaderMap | null = null;
    const runChunk = async () => {
      const results = await ingestChunk(account, map!, chunk, seenRefs, phase === "check", row.locale);
      chunk = [];
      await flush(row.id, phase, results);
      await letOthersRun();
    };
    for await (const sheetRow of readSheetRows(file, row.format as SheetFormat)) {
      if (isBlankRow(sheetRow.cells)) continue;
      if (!map) {
        map = mapHeaders(sheetRow.cells);
        continue;
      }
      if (sheetRow.rowNumber <= resumeAfter) {
        // Done before: only its reference counts (a later row may repeat it).
        const ref = rowToRequest(map, sheetRow.cells).externalRef;
        if (ref !== undefined && !seenRefs.has(ref)) seenRefs.set(ref, sheetRow.rowNumber);
        continue;
      }
      chunk.push(sheetRow);
      if (chunk.length >= CHUNK_ROWS) {
        await runChunk();
        if (Date.now() - startedAt >= budgetMs) return "paused";
      }
    }
    if (chunk.length > 0) await runChunk();
    return "finished";
  } finally {
    await removeFile(file);
  }
}

async function importRow(id: number): Promise<ListingImport | null> {
  const [row] = await db.select().from(listingImports).where(eq(listingImports.id, id));
  return row ?? null;
}

/** The dry run: a whole pass, no writes to the catalogue. */
export async function runImportCheck(importId: number): Promise<void> {
  const row = await importRow(importId);
  if (!row || row.status !== "checking") return;
  try {
    await processRows(row, "check", Infinity);
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    await db
      .update(listingImports)
      .set({ status: "refused", fileError: error.problem, finishedAt: new Date() })
      .where(eq(listingImports.id, importId));
    return;
  }
  await db
    .update(listingImports)
    .set({ status: "checked" })
    .where(and(eq(listingImports.id, importId), eq(listingImports.status, "checking")));
}

/** The import itself, RUN_BUDGET_MS at a time; the summary e-mail when it is done. */
export async function runImport(importId: number, budgetMs = RUN_BUDGET_MS): Promise<void> {
  const row = await importRow(importId);
  if (!row) return;
  if (row.status === "done") return sendSummary(row);
  if (row.status !== "importing") return;
  const outcome = await processRows(row, "run", budgetMs);
  if (outcome === "paused") {
    await enqueueJob(RUN_JOB, { importId });
    return;
  }
  const [done] = await db
    .update(listingImports)
    .set({ status: "done", finishedAt: new Date() })
    .where(and(eq(listingImports.id, importId), eq(listingImports.status, "importing")))
    .returning();
  if (done) await sendSummary(done);
}

/** The e-mailed summary, once (marked before it goes; a failure to send is logged by the notifier). */
async function sendSummary(row: ListingImport): Promise<void> {
  if (row.emailedAt) return;
  const marked = await db
    .update(listingImports)
    .set({ emailedAt: new Date() })
    .where(and(eq(listingImports.id, row.id), sql`${listingImports.emailedAt} is null`))
    .returning({ id: listingImports.id });
  if (marked.length === 0) return;
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
  if (!owner) return;
  const t = await emailsT(row.locale);
  await notify({
    channel: "email",
    to: owner.email,
    subject: t("import.subject", { file: row.fileName }),
    text: t("import.text", {
      file: row.fileName,
      new: row.importedNew,
      changed: row.importedChanged,
      unchanged: row.importedUnchanged,
      errors: row.importedErrors,
      link: siteLink(row.locale, `/my-listings/import/${row.id}`),
    }),
  });
}

const CHECK_ATTEMPTS = 3;
const RUN_ATTEMPTS = 5;

/** After its last attempt failed, an import says so on its page instead of waiting forever. */
async function markFailed(importId: number, from: string) {
  await db
    .update(listingImports)
    .set({ status: "failed", finishedAt: new Date() })
    .where(and(eq(listingImports.id, importId), eq(listingImports.status, from)));
}

defineJob<{ importId: number }>(
  CHECK_JOB,
  async (payload, job) => {
    try {
      await runImportCheck(Number(payload.importId));
    } catch (error) {
      if (job.attempt >= CHECK_ATTEMPTS) await markFailed(Number(payload.importId), "checking");
      throw error;
    }
  },
  { maxAttempts: CHECK_ATTEMPTS, compactHeap: true },
);
defineJob<{ importId: number }>(
  RUN_JOB,
  async (payload, job) => {
    try {
      await runImport(Number(payload.importId));
    } catch (error) {
      if (job.attempt >= RUN_ATTEMPTS) await markFailed(Number(payload.importId), "importing");
      throw error;
    }
  },
  { maxAttempts: RUN_ATTEMPTS, compactHeap: true },
);

// ---------------------------------------------------------------- the report

/** The report's status words (English: a report is a file, its columns are the template's). */
const REPORT_STATUS: Record<RowVerdict, string> = {
  new: "new",
  changed: "changed",
  unchanged: "unchanged",
  error: "error",
};

/**
 * The report, as rows for a CSV writer: the original header and rows with
 * `import_status` and `import_errors` added, every cell neutralised (never
 * a formula). The verdicts are those of the import once it ran, else the dry
 * run's. Null when the import is not the account's or its file is gone.
 */
export async function importReportRows(
  userId: string,
  id: number,
  staff = false,
): Promise<{ fileName: string; rows: AsyncGenerator<string[]> } | null> {
  const row = await ownImport(userId, id, staff);
  if (!row) return null;
  const file = await fileOf(id);
  if (!file) return null;
  const useOutcome = ["importing", "done", "failed"].includes(row.status);
  async function* rows(): AsyncGenerator<string[]> {
    try {
      let header = true;
      // Verdicts are read in row order, a page at a time, beside the sheet's rows.
      let page: { rowNumber: number; checked: string | null; outcome: string | null; errors: RowError[] | null }[] = [];
      let afterRow = 0;
      const verdictOf = async (rowNumber: number) => {
        while (page.length > 0 && page[0]!.rowNumber < rowNumber) page.shift();
        if (page.length === 0 && afterRow < rowNumber) {
          page = await db
            .select({
              rowNumber: listingImportRows.rowNumber,
              checked: listingImportRows.checked,
              outcome: listingImportRows.outcome,
              errors: listingImportRows.errors,
            })
            .from(listingImportRows)
            .where(and(eq(listingImportRows.importId, id), gt(listingImportRows.rowNumber, rowNumber - 1)))
            .orderBy(asc(listingImportRows.rowNumber))
            .limit(500);
          afterRow = page.at(-1)?.rowNumber ?? Number.MAX_SAFE_INTEGER;
          while (page.length > 0 && page[0]!.rowNumber < rowNumber) page.shift();
        }
        return page[0]?.rowNumber === rowNumber ? page[0] : null;
      };
      for await (const sheetRow of readSheetRows(file!, row!.format as SheetFormat)) {
        if (header) {
          if (isBlankRow(sheetRow.cells)) continue;
          header = false;
          yield [...sheetRow.cells, "import_status", "import_errors"].map(neutraliseCell);
          continue;
        }
        if (isBlankRow(sheetRow.cells)) continue;
        const verdict = await verdictOf(sheetRow.rowNumber);
        const status = (useOutcome ? verdict?.outcome : verdict?.checked) as RowVerdict | null | undefined;
        const errors = (verdict?.errors ?? []).map((error) => `${error.column}: ${error.message}`).join("; ");
        yield [...sheetRow.cells, status ? REPORT_STATUS[status] : "", status === "error" ? errors : ""].map(
          neutraliseCell,
        );
      }
    } finally {
      await removeFile(file);
    }
  }
  return { fileName: row.fileName, rows: rows() };
}

/** A name for a downloaded report: the sheet's name without its extension, and a random tail for no collisions. */
export function reportFileName(fileName: string, id: number): string {
  const base =
    fileName
      .replace(/\.[^.]*$/, "")
      .replace(/[^\w.-]+/g, "-")
      .slice(0, 60) || "import";
  return `${base}-report-${id}.csv`;
}

/** Removes import files no one can use any more (cancelled, refused, or finished over 30 days ago). */
export async function sweepImportFiles(now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  await db.execute(sql`delete from listing_import_chunks c using listing_imports i
      where c.import_id = i.id
        and (i.status in ('cancelled', 'refused')
             or (i.status in ('done', 'failed') and i.finished_at < ${before.toISOString()}::timestamptz))`);
}

defineRecurringJob("import.sweep", 6 * 3600 * 1000, () => sweepImportFiles(), { firstRunAfterMs: 10 * 60 * 1000 });
