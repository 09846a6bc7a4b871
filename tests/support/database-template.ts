/**
 * Vitest's global set-up: one migrated database that every test file's
 * database (tests/helpers/database.ts) starts as a copy of, instead of
 * creating and migrating its own. Creating an embedded database (initdb) takes
 * about 3.5 s and loading a copy about 1 s, for each of some sixty files; on a
 * server, copying a template database is quicker than running the migrations.
 * Each file still runs the migrator, which finds them all applied, so a copy
 * can never lag behind the migrations folder.
 *
 * - Embedded: a tarball of a migrated in-memory PGlite (`dumpDataDir`), in a
 *   temporary folder, provided as `pgliteTemplate`.
 * - TEST_DATABASE_URL: a migrated database on that server, provided as
 *   `postgresTemplate` for `CREATE DATABASE … TEMPLATE`; dropped at the end.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { Extensions } from "@electric-sql/pglite";
import { EXTENSIONS } from "#app/platform/pglite-thread.server";
import { databaseUrlOn, onPostgresServer, scratchDatabaseName } from "../helpers/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate?: string;
    postgresTemplate?: string;
  }
}

const migrationsFolder = path.resolve("drizzle");

async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const extensions: Extensions = {};
  for (const name of EXTENSIONS)
    extensions[name] = ((await import(`@electric-sql/pglite/contrib/${name}`)) as Extensions)[name];
  const database = await PGlite.create({ extensions });
  try {
    await migrate(drizzle(database) as never, { migrationsFolder });
    const dump = await database.dumpDataDir("none");
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-test-template-"));
    const file = path.join(folder, "migrated.tar");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { file, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

async function postgresTemplate(serverUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const name = scratchDatabaseName("nivaas_template");
  await onPostgresServer(serverUrl, `CREATE DATABASE ${name}`);
  // Closed before any copy is made: CREATE DATABASE … TEMPLATE refuses while a session is connected to it.
  const client = new pg.Client({ connectionString: databaseUrlOn(serverUrl, name) });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
  return { name, drop: () => onPostgresServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await postgresTemplate(serverUrl);
    project.provide("postgresTemplate", template.name);
    return template.drop;
  }
  const template = await pgliteTemplate();
  project.provide("pgliteTemplate", template.file);
  return template.remove;
}
