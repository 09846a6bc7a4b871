/**
 * On a PostgreSQL server, connections can be closed under the app (restart,
 * failover, an administrator). The process must survive and the next query
 * must work. (PGlite runs in-process: nothing to close under it.)
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { usingPostgres, useTestDatabase } from "../helpers/database";

useTestDatabase();

describe.skipIf(!usingPostgres)("PostgreSQL connections", () => {
  it("survives the server closing idle connections, and the next query works", async () => {
    const [{ name }] = await queryRows(z.object({ name: z.string() }), sql`select current_database() as name`);
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const closed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    await admin.end();
    expect(closed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = await queryRows(z.object({ one: z.number() }), sql`select 1 as one`);
    expect(after[0]!.one).toBe(1);
  });
});
