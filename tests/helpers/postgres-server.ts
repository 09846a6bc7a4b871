/**
 * What the tests do on the PostgreSQL server named by TEST_DATABASE_URL outside any
 * one database: create, copy and drop databases.
 */
import crypto from "node:crypto";

/** A new database name with `prefix`, unlikely to meet another run's. */
export function scratchDatabaseName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
}

/**
 * Runs one statement over a connection of its own, closed after it: CREATE and DROP DATABASE
 * cannot run inside a transaction, and a database cannot be copied or dropped while connected to.
 */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
