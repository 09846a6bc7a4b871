/**
 * npm run restore -- <file>
 *
 * Restores an archive of `npm run backup` into an EMPTY target: DATA_DIR for
 * the embedded database, or the database of DATABASE_URL (pg_restore) and,
 * with local storage, DATA_DIR/uploads. A target holding anything is refused
 * and nothing is written (ADR 029; the README's "Backups" section). Start the
 * server afterwards as usual: it applies any newer migrations.
 */
import path from "node:path";
import { RestoreRefused, restoreBackup } from "#app/platform/restore.server";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run restore -- <file>   (into an empty DATA_DIR, or an empty database with DATABASE_URL)");
  process.exit(2);
}

const started = Date.now();
try {
  const { manifest, tables, files } = await restoreBackup(path.resolve(file), (line) =>
    console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`),
  );
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${path.resolve(file)} (made ${manifest.createdAt} by app ${manifest.appVersion}) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${Object.keys(tables).length} tables, ` +
      `${files} stored files. The counts match the manifest. Start the server as usual.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(`Restore refused: ${error.message}`);
    process.exit(1);
  }
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    "The target is marked as an unfinished restore, and the server will not start on it: empty it (or create a new " +
      "database) before trying again.",
  );
  if (process.env.BACKUP_DEBUG) console.error(error);
  process.exit(1);
}
