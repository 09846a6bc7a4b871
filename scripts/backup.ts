/**
 * npm run backup -- <file>
 *
 * Writes one archive (gzipped tar) of the database, every stored file and a
 * manifest to <file> (ADR 029; the README's "Backups" section). On the embedded
 * database a running server makes it (the command asks it through a local
 * socket, and visitors are served meanwhile); with no server running, the
 * command opens DATA_DIR itself. With DATABASE_URL it runs pg_dump.
 */
import fs from "node:fs";
import path from "node:path";
import { backupFromRunningServer } from "#app/platform/backup-socket.server";
import { MissingToolError, writeBackupFile, type Manifest } from "#app/platform/backup.server";
import { openDatabase } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { unfinishedRestore } from "#app/platform/restore.server";

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error("Usage: npm run backup -- <file>   (for example: npm run backup -- backups/nivaas.tar.gz)");
  process.exit(2);
}
const target = path.resolve(file);

async function backUp(): Promise<{ manifest: Manifest; how: string }> {
  const refusal = await unfinishedRestore();
  if (refusal) throw new Error(refusal);
  if (env.databaseUrl) {
    return { manifest: await writeBackupFile(target, { kind: "postgres", url: env.databaseUrl }), how: "pg_dump" };
  }
  if (!fs.existsSync(path.join(env.dataDir, "pglite", "PG_VERSION")))
    throw new Error(`DATA_DIR ${env.dataDir} holds no database: there is nothing to back up.`);
  const fromServer = await backupFromRunningServer(env.dataDir, target);
  if (fromServer) return { manifest: fromServer, how: "made by the running server" };
  // No server runs: this process takes the folder's lock and reads the database itself.
  const handle = await openDatabase({ dataDir: env.dataDir, migrationsDir: env.migrationsDir });
  try {
    return {
      manifest: await writeBackupFile(target, { kind: "pglite", database: handle.db }),
      how: "no server was running",
    };
  } finally {
    await handle.close();
  }
}

const started = Date.now();
try {
  const { manifest, how } = await backUp();
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const files = manifest.entries.filter((entry) => entry.path.startsWith("files/")).length;
  console.log(
    `Backup written to ${target} (${(fs.statSync(target).size / 1e6).toFixed(1)} MB, ${how}) in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${Object.keys(manifest.database.tables).length} ` +
      `tables (migration ${manifest.database.migration.tag}), ${files} stored files, app ${manifest.appVersion}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!(error instanceof MissingToolError) && process.env.BACKUP_DEBUG) console.error(error);
  process.exit(1);
}
