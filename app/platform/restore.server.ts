/**
 * Restoring a backup (ADR 029) into an EMPTY target: an empty DATA_DIR for
 * the embedded database, or an empty PostgreSQL database (DATABASE_URL) and,
 * with local storage, an empty DATA_DIR/uploads. A target that holds anything
 * is refused before anything is written, so a restore never overwrites data.
 *
 * A restore marks its target first and unmarks it last (a file in DATA_DIR,
 * or a table in the PostgreSQL database): a server refuses to start on a
 * target that is still marked (unfinishedRestore), because a restore that
 * stopped half-way leaves a database that looks usable but is not whole.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { PgliteThread } from "./pglite-thread.server";
import tar from "tar-stream";
import { openDatabase } from "./db.server";
import { env } from "./env.server";
import { storage } from "./storage.server";
import {
  FILES_FOLDER,
  MANIFEST_NAME,
  PG_DUMP_ENTRY,
  SECRET_ENTRY,
  SEQUENCES_ENTRY,
  TABLES_FOLDER,
  parseManifest,
  quoteIdentifier,
  readJournal,
  requirePostgresTool,
  run,
  splitPassword,
  type Manifest,
} from "./backup.server";

/** Written first into a DATA_DIR being restored, removed last. */
export const RESTORE_MARKER_FILE = "restore-in-progress";
/** Created first in a PostgreSQL database being restored, dropped last. */
export const RESTORE_MARKER_TABLE = "nivaas_restore_in_progress";
/** Where the archive is unpacked and checked before anything is loaded; inside DATA_DIR so files move by renaming. */
const STAGING_FOLDER = ".restore";

/** A restore that cannot go ahead; its message is for the operator. */
export class RestoreRefused extends Error {}

/**
 * Why the server must not start on this DATA_DIR or database, or null. A
 * restore that did not finish left its marker there.
 */
export async function unfinishedRestore(): Promise<string | null> {
  const marker = path.join(env.dataDir, RESTORE_MARKER_FILE);
  if (fs.existsSync(marker))
    return (
      `${env.dataDir} holds a restore that did not finish (${marker} is still there), so its data is incomplete. ` +
      `Empty the folder (or choose another DATA_DIR) and run "npm run restore -- <archive>" again.`
    );
  if (!env.databaseUrl) return null;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ marked: boolean }>(
      `select to_regclass('public.${RESTORE_MARKER_TABLE}') is not null as marked`,
    );
    if (!found.rows[0].marked) return null;
    return (
      `The database of DATABASE_URL holds a restore that did not finish (its table ${RESTORE_MARKER_TABLE} is still ` +
      `there), so its data is incomplete. Drop and create the database again, then run "npm run restore -- <archive>".`
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** The names in a folder, "lost+found" of a mounted disk aside; none when it does not exist. */
async function folderEntries(folder: string): Promise<string[]> {
  const names = await fsp.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return names.filter((name) => name !== "lost+found");
}

/** Relations of a PostgreSQL database outside the system's schemas. */
async function postgresRelations(url: string): Promise<number> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counted = await client.query<{ relations: number }>(
      `select count(*)::int as relations from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
         and n.nspname not like 'pg\\_temp%'`,
    );
    return counted.rows[0].relations;
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresStatement(url: string, statement: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}

/** The entry's path inside the staging folder, or null for a name a backup never writes. */
function stagedPath(staging: string, name: string): string | null {
  const parts = name.split("/");
  if (parts.some((part) => part === "" || part === "." || part === "..")) return null;
  if (![MANIFEST_NAME, "database", "files", "data-dir"].includes(parts[0])) return null;
  return path.join(staging, ...parts);
}

/** Unpacks the archive into `staging`, answering each file's size and sha256 as unpacked. */
async function unpack(archive: string, staging: string): Promise<Map<string, { bytes: number; sha256: string }>> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  reading.catch(() => {});
  for await (const entry of extract) {
    const target = entry.header.type === "file" ? stagedPath(staging, entry.header.name) : null;
    if (!target) throw new RestoreRefused(`${archive} is not a Nivaas backup: it holds "${entry.header.name}".`);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const hash = crypto.createHash("sha256");
    let bytes = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(entry, measure, fs.createWriteStream(target, { mode: 0o600 }));
    seen.set(entry.header.name, { bytes, sha256: hash.digest("hex") });
  }
  await reading;
  return seen;
}

/** The manifest, once every entry it lists is in the archive with its size and checksum, and nothing else is. */
function checkedManifest(staging: string, seen: Map<string, { bytes: number; sha256: string }>, archive: string) {
  if (!seen.has(MANIFEST_NAME))
    throw new RestoreRefused(`${archive} has no ${MANIFEST_NAME}: it is not a Nivaas backup, or it was cut short.`);
  const manifest = parseManifest(fs.readFileSync(path.join(staging, MANIFEST_NAME), "utf8"));
  for (const entry of manifest.entries) {
    const found = seen.get(entry.path);
    if (!found) throw new RestoreRefused(`${archive} lacks ${entry.path}, which its manifest lists.`);
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256)
      throw new RestoreRefused(`${entry.path} in ${archive} does not match its checksum: the archive is damaged.`);
  }
  if (seen.size !== manifest.entries.length + 1)
    throw new RestoreRefused(`${archive} holds entries its manifest does not list: it is not one backup.`);
  return manifest;
}

/**
 * A copy of the app's migrations folder whose journal ends at the backup's
 * migration, so the tables are created as they were when the dump was taken;
 * the server applies the later migrations when it starts.
 */
async function migrationsUpTo(manifest: Manifest, folder: string): Promise<string> {
  const journal = readJournal(env.migrationsDir);
  const { tag } = manifest.database.migration;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (tag === null || last === -1)
    throw new RestoreRefused(
      `The backup was made by a version of Nivaas with migrations this one does not have (its last: ` +
        `${tag ?? manifest.database.migration.hash}, app ${manifest.appVersion}). Restore it with that version or a newer one.`,
    );
  const kept = journal.entries.slice(0, last + 1);
  await fsp.mkdir(path.join(folder, "meta"), { recursive: true });
  await fsp.writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept)
    await fsp.copyFile(path.join(env.migrationsDir, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/** Loads the embedded dump into a new database in DATA_DIR; answers its rows per table. */
async function loadEmbedded(manifest: Manifest, staging: string): Promise<Record<string, number>> {
  const migrations = await migrationsUpTo(manifest, path.join(staging, "migrations"));
  const handle = await openDatabase({ dataDir: env.dataDir, migrationsDir: migrations });
  try {
    const client = (handle.db as unknown as { $client: PgliteThread }).$client;
    const sequences = JSON.parse(await fsp.readFile(path.join(staging, SEQUENCES_ENTRY), "utf8")) as Record<
      string,
      string | null
    >;
    const counts: Record<string, number> = {};
    await client.transaction(async (tx) => {
      // Rows go in table by table, whatever their foreign keys point at: the dump was consistent as a whole.
      await tx.exec("set local session_replication_role = replica");
      for (const table of Object.keys(manifest.database.tables)) {
        const data = await fsp.readFile(path.join(staging, `${TABLES_FOLDER}${table}.copy`));
        // Rows a migration itself inserts (the localities' centres) are already here; the dump holds them as
        // they were at the backup, so the table is emptied first.
        await tx.query(`delete from ${quoteIdentifier(table)}`);
        await tx.query(`copy ${quoteIdentifier(table)} from '/dev/blob'`, [], { blob: new Blob([data]) });
        const counted = await tx.query<{ rows: number }>(`select count(*)::int as rows from ${quoteIdentifier(table)}`);
        counts[table] = counted.rows[0].rows;
      }
      for (const [name, value] of Object.entries(sequences)) {
        if (value !== null)
          await tx.query("select setval($1::regclass, $2::bigint, true)", [quoteIdentifier(name), value]);
      }
    });
    await client.exec("analyze");
    return counts;
  } finally {
    await handle.close();
  }
}

/** Loads pg_dump's archive into the (empty) database with pg_restore, in one transaction; answers its rows per table. */
async function loadPostgres(manifest: Manifest, staging: string, url: string): Promise<Record<string, number>> {
  const pgRestore = requirePostgresTool("pg_restore");
  const connection = splitPassword(url);
  await run(
    pgRestore,
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${connection.url}`,
      path.join(staging, PG_DUMP_ENTRY),
    ],
    { PGPASSWORD: connection.password ?? process.env.PGPASSWORD },
  );
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("analyze");
    const counts: Record<string, number> = {};
    for (const table of Object.keys(manifest.database.tables)) {
      const counted = await client.query<{ rows: number }>(
        `select count(*)::int as rows from ${quoteIdentifier(table)}`,
      );
      counts[table] = counted.rows[0].rows;
    }
    return counts;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Content types of the files the app stores, for an S3 bucket's objects. */
const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
};

/**
 * The backup's files into the configured storage. Local: moved into
 * DATA_DIR/uploads (checked empty). S3: keys the bucket already has are left
 * alone (every key is content-addressed, so it holds the same bytes), the
 * others are uploaded.
 */
async function restoreFiles(manifest: Manifest, staging: string): Promise<number> {
  const files = storage();
  const local = files.urlPrefix === "/uploads/";
  const present = new Set<string>();
  if (!local) for await (const file of files.list()) present.add(file.key);
  let restored = 0;
  for (const entry of manifest.entries) {
    if (!entry.path.startsWith(FILES_FOLDER)) continue;
    const key = entry.path.slice(FILES_FOLDER.length);
    const source = path.join(staging, ...entry.path.split("/"));
    if (local) {
      const target = path.join(env.dataDir, "uploads", ...key.split("/"));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(source, target);
      await fsp.chmod(target, 0o644);
    } else if (!present.has(key)) {
      const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
      await files.put(key, await fsp.readFile(source), type);
    }
    restored += 1;
  }
  return restored;
}

export type RestoreReport = { manifest: Manifest; tables: Record<string, number>; files: number };

/**
 * Restores `archive` into the configured, empty target (see the module's
 * comment). `log` hears each step.
 */
export async function restoreBackup(archive: string, log: (line: string) => void = () => {}): Promise<RestoreReport> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`${archive} does not exist.`);
  const url = env.databaseUrl;
  const local = storage().urlPrefix === "/uploads/";
  // Nothing is written before every check of the target has passed.
  if (url) {
    if ((await postgresRelations(url)) > 0)
      throw new RestoreRefused(
        `The database of DATABASE_URL is not empty. A restore fills only an empty database, so nothing is ` +
          `overwritten: create a new database (createdb) and point DATABASE_URL at it.`,
      );
    const uploads = path.join(env.dataDir, "uploads");
    if (local && (await folderEntries(uploads)).length > 0)
      throw new RestoreRefused(
        `${uploads} is not empty. A restore fills only an empty folder, so nothing is overwritten.`,
      );
    const leftover = (await folderEntries(env.dataDir)).filter(
      (name) => name === STAGING_FOLDER || name === RESTORE_MARKER_FILE,
    );
    if (leftover.length > 0)
      throw new RestoreRefused(
        `${env.dataDir} holds ${leftover.join(" and ")} from another restore: remove them first.`,
      );
  } else if ((await folderEntries(env.dataDir)).length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${env.dataDir} is not empty. A restore fills only an empty folder, so nothing is overwritten: ` +
        `choose a new DATA_DIR (or empty this one yourself after making sure nothing in it is needed).`,
    );
  }

  // The marker goes first, before anything else is written to the target.
  await fsp.mkdir(env.dataDir, { recursive: true });
  const markerFile = path.join(env.dataDir, RESTORE_MARKER_FILE);
  await fsp.writeFile(markerFile, `Restore of ${archive} started ${new Date().toISOString()}\n`, { flag: "wx" });
  if (url) await postgresStatement(url, `create table ${RESTORE_MARKER_TABLE} (started_at timestamptz default now())`);

  const staging = path.join(env.dataDir, STAGING_FOLDER);
  await fsp.mkdir(staging, { recursive: true });
  log(`Unpacking and checking ${archive}`);
  const manifest = checkedManifest(staging, await unpack(archive, staging), archive);
  const wanted = url ? "postgres" : "pglite";
  if (manifest.database.kind !== wanted)
    throw new RestoreRefused(
      manifest.database.kind === "postgres"
        ? "This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it."
        : "This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to an empty folder to restore it.",
    );

  log(`Loading the database (${Object.keys(manifest.database.tables).length} tables)`);
  const tables = url ? await loadPostgres(manifest, staging, url) : await loadEmbedded(manifest, staging);
  for (const [table, rows] of Object.entries(manifest.database.tables)) {
    if (tables[table] !== rows)
      throw new Error(`The restored table ${table} has ${tables[table]} rows where the backup counted ${rows}.`);
  }

  log("Restoring the stored files");
  const files = await restoreFiles(manifest, staging);
  const secret = path.join(staging, ...SECRET_ENTRY.split("/"));
  if (fs.existsSync(secret) && !fs.existsSync(path.join(env.dataDir, "auth-secret")))
    await fsp.copyFile(secret, path.join(env.dataDir, "auth-secret"));

  await fsp.rm(staging, { recursive: true, force: true });
  // The marker goes last: from here on the target is whole.
  if (url) await postgresStatement(url, `drop table ${RESTORE_MARKER_TABLE}`);
  await fsp.rm(markerFile);
  return { manifest, tables, files };
}
