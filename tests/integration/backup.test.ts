/**
 * Backups (ADR 029) through their commands, as an operator runs them: an
 * archive of the test database (rows, a stored file, the manifest), restored
 * by `npm run restore` into an empty DATA_DIR and compared; a non-empty
 * target refused with nothing written; a damaged archive leaves the target
 * marked as unfinished; the schedule's settings and the keep-N rotation; and,
 * when pg_dump and TEST_DATABASE_URL are there, the same round trip through
 * pg_dump / pg_restore between two scratch PostgreSQL databases.
 */
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { archiveName, backupScheduleFrom, runScheduledBackup } from "#app/platform/backup-job.server";
import { onPath, quoteIdentifier, readJournal, verifyArchive, writeBackupFile } from "#app/platform/backup.server";
import { db, openDatabase, type Database } from "#app/platform/db.server";
import { RESTORE_MARKER_FILE, RESTORE_MARKER_TABLE } from "#app/platform/restore.server";
import { favorites, properties, user } from "#app/platform/schema";
import { createRequire } from "node:module";
import { s3Storage, setStorage, storage, type S3Config } from "#app/platform/storage.server";
import { scratchPostgresDatabase, useTestDatabase, usingPostgres } from "../helpers/database";
import { testListing } from "../helpers/catalogue";

useTestDatabase();

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const migrationsDir = path.resolve("drizzle");
const lastTag = readJournal(migrationsDir).entries.at(-1)!.tag;

/**
 * Runs scripts/<name>.ts as `npm run <name>` does, with `env` on top of this process's (DATABASE_URL unset unless
 * given). Not spawnSync: this process must go on answering on the data folders' lock sockets meanwhile.
 */
function command(name: "backup" | "restore", file: string, env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, file], {
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, output })),
  );
}

/** The commands start a TypeScript loader and a database on a busy two-core machine: minutes, not the default 30 s. */
const SLOW = 180_000;

async function counts(database: Database, tables: string[]) {
  const found: Record<string, number> = {};
  for (const table of tables) {
    const result = (await database.execute(sql.raw(`select count(*)::int as n from ${quoteIdentifier(table)}`))) as {
      rows: { n: number }[];
    };
    found[table] = Number(result.rows[0].n);
  }
  return found;
}

const photo = crypto.randomBytes(2048);

async function addRows(database: Database, tag: string) {
  const userId = `user-${tag}`;
  await database.insert(user).values({ id: userId, name: `Backup ${tag}`, email: `backup-${tag}@example.com` });
  const url = await storage().put(`admin/backup-${tag}.webp`, photo, "image/webp");
  const [property] = await database
    .insert(properties)
    .values(testListing({ title: `Backed-up flat ${tag}`, images: [{ card: url, large: url }] }))
    .returning({ id: properties.id });
  await database.insert(favorites).values({ userId, propertyId: property.id });
  return { userId, propertyId: property.id, url };
}

describe("backup and restore of the test database", () => {
  it("writes an archive whose manifest has the migration, every table's rows and every file's sha256", async () => {
    const { url } = await addRows(db, "one");
    const file = path.join(scratch, "one.tar.gz");
    const manifest = await writeBackupFile(file);
    expect(await verifyArchive(file)).toEqual(manifest);
    expect(manifest.database.kind).toBe(usingPostgres ? "postgres" : "pglite");
    expect(manifest.database.migration.tag).toBe(lastTag);
    expect(manifest.database.tables).toEqual(await counts(db, Object.keys(manifest.database.tables)));
    expect(manifest.database.tables.favorites).toBeGreaterThanOrEqual(1);
    const key = url.slice(storage().urlPrefix.length);
    expect(manifest.entries).toContainEqual({
      path: `files/${key}`,
      bytes: photo.length,
      sha256: crypto.createHash("sha256").update(photo).digest("hex"),
    });
    // The archive is a plain tar.gz an operator can look into.
    expect(execFileSync("tar", ["-tzf", file], { encoding: "utf8" })).toContain("manifest.json");
  });

  it.skipIf(usingPostgres)(
    "npm run restore fills an empty DATA_DIR: the same rows, sequences going on, the file's bytes",
    async () => {
      const { userId, propertyId, url } = await addRows(db, "two");
      const file = path.join(scratch, "two.tar.gz");
      const manifest = await writeBackupFile(file);
      const target = path.join(scratch, "restored");
      const restored = await command("restore", file, { DATA_DIR: target });
      expect(restored.output).toContain("The counts match the manifest");
      expect(restored.status).toBe(0);
      expect(fs.existsSync(path.join(target, RESTORE_MARKER_FILE))).toBe(false);
      expect(fs.existsSync(path.join(target, ".restore"))).toBe(false);
      const key = url.slice(storage().urlPrefix.length);
      expect(fs.readFileSync(path.join(target, "uploads", ...key.split("/")))).toEqual(photo);

      const handle = await openDatabase({ dataDir: target, migrationsDir });
      try {
        expect(await counts(handle.db, Object.keys(manifest.database.tables))).toEqual(manifest.database.tables);
        const [favourite] = await handle.db
          .select()
          .from(favorites)
          .where(sql`${favorites.userId} = ${userId}`);
        expect(favourite.propertyId).toBe(propertyId);
        // Identity sequences continue after the restored rows instead of colliding with them.
        const [next] = await handle.db
          .insert(properties)
          .values(testListing({ title: "After the restore" }))
          .returning({ id: properties.id });
        expect(next.id).toBeGreaterThan(propertyId);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );

  it.skipIf(usingPostgres)(
    "refuses a non-empty DATA_DIR and writes nothing into it",
    async () => {
      const file = path.join(scratch, "one.tar.gz");
      const target = fs.mkdtempSync(path.join(scratch, "busy-"));
      fs.writeFileSync(path.join(target, "keep.txt"), "operator's file");
      const refused = await command("restore", file, { DATA_DIR: target });
      expect(refused.status).toBe(1);
      expect(refused.output).toContain("is not empty");
      expect(fs.readdirSync(target)).toEqual(["keep.txt"]);
      expect(fs.readFileSync(path.join(target, "keep.txt"), "utf8")).toBe("operator's file");
    },
    SLOW,
  );

  it.skipIf(usingPostgres)(
    "a damaged archive fails the restore and leaves the folder marked unfinished",
    async () => {
      const whole = fs.readFileSync(path.join(scratch, "one.tar.gz"));
      const damaged = path.join(scratch, "damaged.tar.gz");
      fs.writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length / 2)));
      const target = path.join(scratch, "half");
      const failed = await command("restore", damaged, { DATA_DIR: target });
      expect(failed.status).toBe(1);
      expect(failed.output).toContain("marked as an unfinished restore");
      expect(fs.existsSync(path.join(target, RESTORE_MARKER_FILE))).toBe(true);
    },
    SLOW,
  );

  it.skipIf(usingPostgres)(
    "npm run backup opens DATA_DIR itself when no server runs there",
    async () => {
      const target = path.join(scratch, "restored");
      const file = path.join(scratch, "again.tar.gz");
      const backedUp = await command("backup", file, { DATA_DIR: target });
      expect(backedUp.output).toContain("no server was running");
      expect(backedUp.status).toBe(0);
      expect((await verifyArchive(file)).database.tables.favorites).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(`${file}.partial`)).toBe(false);
    },
    SLOW,
  );
});

describe("scheduled backups", () => {
  it("reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP", () => {
    expect(backupScheduleFrom({})).toBeNull();
    expect(backupScheduleFrom({ BACKUP_DIR: "/srv/backups" })).toEqual({
      dir: "/srv/backups",
      everyMs: 24 * 3600_000,
      keep: 7,
    });
    expect(backupScheduleFrom({ BACKUP_DIR: "/b", BACKUP_EVERY: "hourly", BACKUP_KEEP: "48" })).toEqual({
      dir: "/b",
      everyMs: 3600_000,
      keep: 48,
    });
    expect(() => backupScheduleFrom({ BACKUP_DIR: "/b", BACKUP_EVERY: "weekly" })).toThrow(/daily/);
    expect(() => backupScheduleFrom({ BACKUP_DIR: "/b", BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP/);
    expect(archiveName(new Date("2026-11-26T14:30:05.123Z"))).toBe("nivaas-20261126-143005.tar.gz");
  });

  it("writes an archive into BACKUP_DIR and keeps the newest BACKUP_KEEP", async () => {
    const dir = path.join(scratch, "scheduled");
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "operator-notes.txt"), "not an archive");
    const schedule = { dir, everyMs: 3600_000, keep: 2 };
    for (const hour of ["01", "02", "03"]) await runScheduledBackup(schedule, new Date(`2026-11-26T${hour}:00:00Z`));
    expect(fs.readdirSync(dir).sort()).toEqual([
      "nivaas-20261126-020000.tar.gz",
      "nivaas-20261126-030000.tar.gz",
      "operator-notes.txt",
    ]);
    await verifyArchive(path.join(dir, "nivaas-20261126-030000.tar.gz"));
  });
});

describe.skipIf(!usingPostgres || !onPath("pg_dump"))("PostgreSQL: pg_dump and pg_restore", () => {
  it(
    "backs up one database and restores it into an empty one; refuses a non-empty one",
    async () => {
      const source = await scratchPostgresDatabase();
      const destination = await scratchPostgresDatabase();
      const sourceDir = path.join(scratch, "pg-source");
      const targetDir = path.join(scratch, "pg-target");
      try {
        const opened = await openDatabase({ url: source.url, migrationsDir });
        let propertyId: number;
        try {
          propertyId = (await addRowsDirect(opened.db)).propertyId;
        } finally {
          await opened.close();
        }
        fs.mkdirSync(path.join(sourceDir, "uploads", "admin"), { recursive: true });
        fs.writeFileSync(path.join(sourceDir, "uploads", "admin", "pg.webp"), photo);

        const file = path.join(scratch, "pg.tar.gz");
        const backedUp = await command("backup", file, { DATABASE_URL: source.url, DATA_DIR: sourceDir });
        expect(backedUp.output).toContain("pg_dump");
        expect(backedUp.status).toBe(0);
        const manifest = await verifyArchive(file);
        expect(manifest.database.kind).toBe("postgres");
        expect(manifest.entries.map((entry) => entry.path)).toContain("database/pg_dump.custom");

        const restored = await command("restore", file, { DATABASE_URL: destination.url, DATA_DIR: targetDir });
        expect(restored.output).toContain("The counts match the manifest");
        expect(restored.status).toBe(0);
        expect(fs.readFileSync(path.join(targetDir, "uploads", "admin", "pg.webp"))).toEqual(photo);
        const again = await openDatabase({ url: destination.url, migrationsDir });
        try {
          expect(await counts(again.db, Object.keys(manifest.database.tables))).toEqual(manifest.database.tables);
          const [favourite] = await again.db.select().from(favorites);
          expect(favourite.propertyId).toBe(propertyId);
        } finally {
          await again.close();
        }

        const refused = await command("restore", file, { DATABASE_URL: destination.url, DATA_DIR: `${targetDir}-2` });
        expect(refused.status).toBe(1);
        expect(refused.output).toContain("is not empty");

        // Without pg_dump on the PATH the command says what to install.
        const missing = await command("backup", `${file}.2`, {
          PATH: "/nonexistent",
          DATABASE_URL: source.url,
          DATA_DIR: sourceDir,
        });
        expect(missing.status).toBe(1);
        expect(missing.output).toContain("apt-get install postgresql-client");
      } finally {
        await source.drop();
        await destination.drop();
      }
    },
    SLOW,
  );
});

describe.skipIf(!usingPostgres)("PostgreSQL: a restore that did not finish", () => {
  it(
    "is reported to the start-up check while its marker table is there",
    async () => {
      const database = await scratchPostgresDatabase();
      try {
        const check = () =>
          new Promise<string>((resolve) => {
            const { DATABASE_URL: _unused, ...inherited } = process.env;
            const child = spawn(
              process.execPath,
              [
                "--import",
                "tsx",
                "--input-type=module",
                "-e",
                'const { unfinishedRestore } = await import("#app/platform/restore.server"); console.log(await unfinishedRestore());',
              ],
              { env: { ...inherited, DATABASE_URL: database.url, DATA_DIR: path.join(scratch, "pg-marker") } },
            );
            let output = "";
            child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
            child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
            child.on("close", () => resolve(output.trim()));
          });
        expect(await check()).toBe("null");
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await client.query(`create table ${RESTORE_MARKER_TABLE} (started_at timestamptz)`);
        await client.end();
        expect(await check()).toContain("holds a restore that did not finish");
      } finally {
        await database.drop();
      }
    },
    SLOW,
  );
});

type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;
const S3rver = (() => {
  try {
    return createRequire(import.meta.url)("s3rver") as S3rverClass;
  } catch {
    return null;
  }
})();

describe.skipIf(!S3rver || usingPostgres)("S3 storage (s3rver)", () => {
  it(
    "backs up the bucket's files and restores them into a bucket, leaving keys it already has alone",
    async () => {
      const directory = fs.mkdtempSync(path.join(scratch, "s3rver-"));
      const server = new S3rver!({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        directory,
        configureBuckets: [{ name: "source" }, { name: "target" }],
      });
      const { port } = await server.run();
      const endpoint = `http://127.0.0.1:${port}`;
      const bucket = (name: string): S3Config => ({
        endpoint,
        bucket: name,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        publicUrl: `${endpoint}/${name}`,
      });
      const previous = storage();
      try {
        setStorage(s3Storage(bucket("source")));
        const first = crypto.randomBytes(3000);
        const second = crypto.randomBytes(1500);
        await storage().put("admin/first.webp", first, "image/webp");
        await storage().put("projects/2/second.pdf", second, "application/pdf");
        const file = path.join(scratch, "s3.tar.gz");
        const manifest = await writeBackupFile(file);
        expect(manifest.storage).toBe("s3");
        expect(manifest.entries.map((entry) => entry.path)).toEqual(
          expect.arrayContaining(["files/admin/first.webp", "files/projects/2/second.pdf"]),
        );

        // A key the bucket already has is never written over (keys are content hashes, so it holds the same
        // bytes; here it holds others, to show they stay).
        const target = s3Storage(bucket("target"));
        const kept = Buffer.from("already in the bucket");
        await target.put("admin/first.webp", kept, "image/webp");
        const restored = await command("restore", file, {
          DATA_DIR: path.join(scratch, "s3-restored"),
          S3_BUCKET: "target",
          S3_ENDPOINT: endpoint,
          S3_ACCESS_KEY_ID: "S3RVER",
          S3_SECRET_ACCESS_KEY: "S3RVER",
        });
        expect(restored.output).toContain("The counts match the manifest");
        expect(restored.status).toBe(0);
        expect(await target.read(`${target.urlPrefix}admin/first.webp`)).toEqual(kept);
        expect(await target.read(`${target.urlPrefix}projects/2/second.pdf`)).toEqual(second);
        expect(fs.existsSync(path.join(scratch, "s3-restored", "uploads"))).toBe(false);
      } finally {
        setStorage(previous);
        await server.close();
      }
    },
    SLOW,
  );
});

/** Rows for a database other than the process's (no stored file: the PostgreSQL test keeps its file in DATA_DIR). */
async function addRowsDirect(database: Database) {
  await database.insert(user).values({ id: "user-pg", name: "Backup pg", email: "backup-pg@example.com" });
  const [property] = await database
    .insert(properties)
    .values(testListing({ title: "Backed-up flat pg" }))
    .returning({ id: properties.id });
  await database.insert(favorites).values({ userId: "user-pg", propertyId: property.id });
  return { propertyId: property.id };
}
