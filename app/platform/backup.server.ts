/**
 * Backups (ADR 029): one gzipped tar archive holding a consistent dump of the
 * database, every stored file (DATA_DIR/uploads or the S3 bucket), the
 * installation's signing secret when it lives in DATA_DIR, and, last,
 * manifest.json: the app's version, the database's last applied migration,
 * the rows of every table when the dump was taken, and the size and sha256 of
 * every other entry. restore.server.ts reads it back.
 *
 * The dump is taken in one snapshot: on the embedded database, every table is
 * copied out (COPY … TO, PostgreSQL's own text format) and counted in one
 * read-only transaction; on PostgreSQL, pg_dump's custom format is made from
 * a snapshot exported by a transaction that counts the same rows. The files
 * follow the dump: a photo uploaded meanwhile is in the archive without a row
 * pointing at it, which does no harm.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { PgliteThread, PgliteTransaction } from "./pglite-thread.server";
import tar from "tar-stream";
import { z } from "zod";
import { databaseKind, databaseUrl, db, type Database } from "./db.server";
import { env } from "./env.server";
import { storage } from "./storage.server";

export const MANIFEST_NAME = "manifest.json";
/** The embedded database's tables, one COPY text file each, under this folder of the archive. */
export const TABLES_FOLDER = "database/tables/";
export const SEQUENCES_ENTRY = "database/sequences.json";
export const PG_DUMP_ENTRY = "database/pg_dump.custom";
export const FILES_FOLDER = "files/";
/** DATA_DIR's signing secret (secret.server.ts), kept so sessions and signed upload links survive a restore. */
export const SECRET_ENTRY = "data-dir/auth-secret";

const manifestShape = z.object({
  format: z.literal("nivaas-backup"),
  formatVersion: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The last migration applied when the dump was taken (its tag in drizzle/meta/_journal.json). */
    migration: z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string() }),
    /** Rows per table in the dump's snapshot. */
    tables: z.record(z.string(), z.number()),
  }),
  storage: z.enum(["local", "s3"]),
  /** Every other entry of the archive. */
  entries: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })),
});
export type Manifest = z.output<typeof manifestShape>;

export function parseManifest(text: string): Manifest {
  return manifestShape.parse(JSON.parse(text));
}

/** package.json's version, and the commit when the app runs from a git checkout. */
export function appVersion(): string {
  let version = "unknown";
  try {
    version =
      (JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { version?: string }).version ?? version;
  } catch {
    // Not started from the project's folder: the version stays unknown.
  }
  const commit = gitCommit();
  return commit ? `${version}+${commit.slice(0, 12)}` : version;
}

function gitCommit(): string | null {
  try {
    const head = fs.readFileSync(path.resolve(".git/HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return head;
    return fs.readFileSync(path.resolve(".git", head.slice(5)), "utf8").trim();
  } catch {
    // A worktree's .git is a file, and a deployment may have no .git at all.
    return null;
  }
}

type DumpEntry = { path: string; data: Buffer };
type DatabaseDump = {
  entries: DumpEntry[];
  tables: Record<string, number>;
  migration: Manifest["database"]["migration"];
};

/** A name as a quoted SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

const lastMigration = z.object({ hash: z.string(), created_at: z.coerce.number() });

/** The migration's tag, from the journal of the app's migrations folder (null for a migration this app does not know). */
export function migrationTag(createdAt: number, migrationsDir = env.migrationsDir): string | null {
  const journal = readJournal(migrationsDir);
  return journal.entries.find((entry) => entry.when === createdAt)?.tag ?? null;
}

const journalShape = z
  .object({
    entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).passthrough()),
  })
  .passthrough();

export function readJournal(migrationsDir: string) {
  return journalShape.parse(JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")));
}

/**
 * Every table of the embedded database in one read-only snapshot. PGlite has
 * one connection, so the transaction holds the database while it runs; COPY
 * is PostgreSQL's fastest way out (for the demo data with 10,000 more
 * properties, about a second on a busy two-core machine), so a query waits that long at most.
 */
async function embeddedDump(database: Database): Promise<DatabaseDump> {
  const client = (database as unknown as { $client: PgliteThread }).$client;
  const started = performance.now();
  const dump = await client.transaction(async (tx: PgliteTransaction) => {
    await tx.exec("set transaction isolation level repeatable read, read only");
    const names = await tx.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const entries: DumpEntry[] = [];
    const tables: Record<string, number> = {};
    for (const { name } of names.rows) {
      const copied = await tx.query(`copy ${quoteIdentifier(name)} to '/dev/blob'`);
      entries.push({
        path: `${TABLES_FOLDER}${name}.copy`,
        data: Buffer.from(copied.blob ? await copied.blob.arrayBuffer() : new ArrayBuffer(0)),
      });
      const counted = await tx.query<{ rows: number }>(`select count(*)::int as rows from ${quoteIdentifier(name)}`);
      tables[name] = counted.rows[0].rows;
    }
    const sequences = await tx.query<{ name: string; value: string | null }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    );
    entries.push({
      path: SEQUENCES_ENTRY,
      data: Buffer.from(JSON.stringify(Object.fromEntries(sequences.rows.map((row) => [row.name, row.value])))),
    });
    const migration = await tx.query(
      "select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    return { entries, tables, migration: describeMigration(migration.rows[0]) };
  });
  // Every other query waited meanwhile: the figure an operator weighs against visitors' latency.
  console.log(`Backup: the embedded database's snapshot took ${Math.round(performance.now() - started)} ms`);
  return dump;
}

function describeMigration(row: unknown): Manifest["database"]["migration"] {
  if (!row) throw new Error("The database has no applied migration: there is nothing to back up.");
  const { hash, created_at } = lastMigration.parse(row);
  return { tag: migrationTag(created_at), createdAt: created_at, hash };
}

/** Where an executable is on the PATH, or null. */
export function onPath(command: string): string | null {
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!folder) continue;
    const candidate = path.join(folder, command);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

export class MissingToolError extends Error {}

export function requirePostgresTool(command: "pg_dump" | "pg_restore"): string {
  const found = onPath(command);
  if (found) return found;
  throw new MissingToolError(
    `${command} was not found on the PATH. Backups of a PostgreSQL database use PostgreSQL's client tools, of the ` +
      `server's major version or newer: install them (Debian/Ubuntu: apt-get install postgresql-client; ` +
      `Red Hat: dnf install postgresql; macOS: brew install libpq) and run this again.`,
  );
}

/** A connection URL without its password, and the password for PGPASSWORD (so it is not on a command line). */
export function splitPassword(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  return { url: parsed.toString(), password };
}

/** Runs a command to its end; its error output is the error's message when it fails. */
export function run(command: string, args: string[], extraEnv: Record<string, string | undefined> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...extraEnv } });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (exit code ${code}): ${errors.trim()}`)),
    );
  });
}

/**
 * pg_dump's custom format, from the snapshot of a repeatable-read transaction
 * that also counts every table, so the manifest's counts are the dump's.
 */
async function postgresDump(url: string): Promise<DatabaseDump> {
  const pgDump = requirePostgresTool("pg_dump");
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const folder = await fsp.mkdtemp(path.join(os.tmpdir(), "nivaas-pg-dump-"));
  try {
    await client.query("begin isolation level repeatable read, read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0].id;
    const names = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const tables: Record<string, number> = {};
    for (const { name } of names.rows) {
      const counted = await client.query<{ rows: number }>(
        `select count(*)::int as rows from ${quoteIdentifier(name)}`,
      );
      tables[name] = counted.rows[0].rows;
    }
    const migration = await client.query(
      "select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
    );
    const file = path.join(folder, "dump");
    const connection = splitPassword(url);
    await run(pgDump, ["--format=custom", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${connection.url}`], {
      PGPASSWORD: connection.password ?? process.env.PGPASSWORD,
    });
    await client.query("commit");
    return {
      entries: [{ path: PG_DUMP_ENTRY, data: await fsp.readFile(file) }],
      tables,
      migration: describeMigration(migration.rows[0]),
    };
  } finally {
    await client.end().catch(() => {});
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

export type BackupSource = { kind: "pglite"; database: Database } | { kind: "postgres"; url: string };

function processSource(): BackupSource {
  return databaseKind === "postgres" && databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : { kind: "pglite", database: db };
}

let backupRunning = false;

/** One backup at a time in a process (the scheduled job and `npm run backup` may ask together). */
export async function exclusiveBackup<T>(work: () => Promise<T>): Promise<T> {
  if (backupRunning) throw new Error("A backup is already being made by this server: try again when it has finished.");
  backupRunning = true;
  try {
    return await work();
  } finally {
    backupRunning = false;
  }
}

/**
 * Writes the archive to `output` (a file, or the socket of `npm run backup`)
 * and answers its manifest. The database is the process's unless `source`
 * names another (the command line opens the embedded database itself when no
 * server runs).
 */
export async function writeBackup(output: Writable, source: BackupSource = processSource()): Promise<Manifest> {
  const dump = source.kind === "postgres" ? await postgresDump(source.url) : await embeddedDump(source.database);
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), output);
  // Seen here if the output fails before the entries are done; awaited below.
  written.catch(() => {});
  const entries: Manifest["entries"] = [];
  const mtime = new Date();
  const add = (name: string, data: Buffer, record = true) =>
    new Promise<void>((resolve, reject) => {
      if (record)
        entries.push({
          path: name,
          bytes: data.length,
          sha256: crypto.createHash("sha256").update(data).digest("hex"),
        });
      pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (error) => (error ? reject(error) : resolve()));
    });
  try {
    for (const entry of dump.entries) await add(entry.path, entry.data);
    const files = storage();
    for await (const file of files.list()) {
      const data = await files.read(files.urlPrefix + file.key);
      // Removed since it was listed (an abandoned upload swept): nothing points at it any more.
      if (data) await add(FILES_FOLDER + file.key, data);
    }
    const secret = await fsp.readFile(path.join(env.dataDir, "auth-secret")).catch(() => null);
    if (secret && !process.env.BETTER_AUTH_SECRET) await add(SECRET_ENTRY, secret);
    const manifest: Manifest = {
      format: "nivaas-backup",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      database: { kind: source.kind, migration: dump.migration, tables: dump.tables },
      storage: files.urlPrefix === "/uploads/" ? "local" : "s3",
      entries,
    };
    await add(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2) + "\n"), false);
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

/**
 * Writes the archive to `file` through a temporary name next to it, so a
 * failed or interrupted backup never leaves a file that looks complete.
 */
export async function writeBackupFile(file: string, source?: BackupSource): Promise<Manifest> {
  const partial = `${file}.partial`;
  await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  try {
    const manifest = await writeBackup(fs.createWriteStream(partial, { mode: 0o600 }), source);
    await fsp.rename(partial, file);
    return manifest;
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
}

/**
 * Reads an archive through and checks it: every entry its manifest lists is
 * there with its size and sha256, and nothing else. Answers the manifest.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {});
  for await (const entry of extract) {
    const hash = crypto.createHash("sha256");
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of entry as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      if (entry.header.name === MANIFEST_NAME) chunks.push(chunk);
    }
    if (entry.header.name === MANIFEST_NAME) manifestText = Buffer.concat(chunks).toString("utf8");
    else seen.set(entry.header.name, { bytes, sha256: hash.digest("hex") });
  }
  await reading;
  if (manifestText === null) throw new Error(`${file} has no ${MANIFEST_NAME}: the backup was cut short.`);
  const manifest = parseManifest(manifestText);
  for (const entry of manifest.entries) {
    const found = seen.get(entry.path);
    if (!found || found.bytes !== entry.bytes || found.sha256 !== entry.sha256)
      throw new Error(`${entry.path} in ${file} is missing or does not match its checksum.`);
  }
  if (seen.size !== manifest.entries.length) throw new Error(`${file} holds entries its manifest does not list.`);
  return manifest;
}
