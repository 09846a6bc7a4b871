/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or
 * a new database on the server named by TEST_DATABASE_URL (dropped afterwards).
 * It becomes the process-wide `db` that domain modules use. Under Vitest it
 * starts as a copy of the run's migrated template (tests/support/database-template.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, initDatabase } from "#app/platform/db.server";
import { localStorage, setStorage } from "#app/platform/storage.server";
import { databaseUrlOn, onPostgresServer, scratchDatabaseName } from "./postgres-server";

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
    const name = scratchDatabaseName("nivaas_test");
    const template = inject("postgresTemplate");
    await onPostgresServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    await initDatabase({ url: databaseUrlOn(serverUrl, name), migrationsDir });
    dropDatabase = () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
  const name = scratchDatabaseName("nivaas_test");
  await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
