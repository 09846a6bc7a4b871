/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or
 * a new database on the server named by TEST_DATABASE_URL (dropped afterwards).
 * It becomes the process-wide `db` that domain modules use. Under Vitest it
 * starts as a copy of the run's migrated template (tests/support/database-template.ts).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, initDatabase } from "#app/platform/db.server";
import { localStorage, setStorage } from "#app/platform/storage.server";

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export function useTestDatabase() {
  let dropDatabase: (() => Promise<void>) | undefined;
  let uploads: string | undefined;
  beforeAll(async () => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-uploads-"));
    setStorage(localStorage(uploads));
    const migrationsDir = path.resolve("drizzle");
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      await initDatabase({ migrationsDir, templateFile: inject("pgliteTemplate") });
      return;
    }
    const { default: pg } = await import("pg");
    const name = `nivaas_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = inject("postgresTemplate");
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await initDatabase({ url: url.toString(), migrationsDir });
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  });
  afterAll(async () => {
    await closeDatabase();
    await dropDatabase?.();
    if (uploads) fs.rmSync(uploads, { recursive: true, force: true });
  });
}

/**
 * A new, empty database on the server named by TEST_DATABASE_URL, not opened:
 * for tests that open it themselves (several "instances" at once). `drop` removes it.
 */
export async function scratchPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const { default: pg } = await import("pg");
  const name = `nivaas_test_${crypto.randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
