/**
 * node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx scripts/profile-import.ts [ROWS]
 *
 * The bulk import's domain functions on an in-memory embedded database, with no
 * server and no HTTP: a dry run and an import of ROWS generated listings
 * (default 1,000) by a staff account, each phase timed. For profiling
 * (`--cpu-prof`) what `npm run bench:import` measures end to end.
 */
process.env.BETTER_AUTH_SECRET ??= "profile-import-secret-0123456789abcdef";
process.env.LOG_LEVEL ??= "warn";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { stringify } from "csv-stringify/sync";
import { closeDatabase, db, initDatabase } from "#app/platform/db.server";
import { user } from "#app/platform/schema";
import { localStorage, setStorage } from "#app/platform/storage.server";
import {
  confirmImport,
  createImport,
  importView,
  inspectUpload,
  runImport,
  runImportCheck,
} from "#app/domain/supply/imports.server";
import { benchSheetRows } from "./bench-import-sheet";

const rowCount = Number(process.argv[2] ?? 1_000);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-profile-import-"));
try {
  setStorage(localStorage(path.join(scratch, "uploads")));
  await initDatabase({ migrationsDir: path.resolve("drizzle") });
  await db.insert(user).values({ id: "profile-admin", name: "Admin", email: "admin@example.com", role: "admin" });
  const account = { userId: "profile-admin", role: "admin", verified: true };
  const file = path.join(scratch, "listings.csv");
  fs.writeFileSync(file, stringify(benchSheetRows(rowCount)));

  const inspection = await inspectUpload(file);
  if (!inspection.ok) throw new Error(`refused: ${inspection.problem}`);
  const id = await createImport(account, {
    file,
    fileName: "listings.csv",
    byteSize: fs.statSync(file).size,
    format: inspection.format,
    totalRows: inspection.totalRows,
    locale: "en",
  });
  let started = performance.now();
  await runImportCheck(id);
  const checkSeconds = (performance.now() - started) / 1000;
  await confirmImport(account.userId, id);
  started = performance.now();
  await runImport(id, Infinity);
  const importSeconds = (performance.now() - started) / 1000;
  const view = (await importView(account.userId, id, true))!;
  console.log(
    `${rowCount} rows: dry run ${checkSeconds.toFixed(1)} s (${JSON.stringify(view.checked)}), ` +
      `import ${importSeconds.toFixed(1)} s (${JSON.stringify(view.imported)}), status ${view.status}, ` +
      `RSS ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
  );
} finally {
  await closeDatabase();
  fs.rmSync(scratch, { recursive: true, force: true });
}
