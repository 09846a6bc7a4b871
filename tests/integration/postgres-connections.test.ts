/**
 * On a PostgreSQL server, connections can be closed under the app (restart,
 * failover, an administrator). The process must survive and the next query
 * must work. (PGlite runs in-process: nothing to close under it.)
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/server/db.server";
import { usingPostgres, useTestDatabase } from "../helpers/database";

useTestDatabase();

type Rows<T> = { rows: T[] };

describe.skipIf(!usingPostgres)("PostgreSQL connections", () => {
  it("survives the server closing idle connections, and the next query works", async () => {
    const [{ name }] = ((await db.execute(sql`select current_database() as name`)) as unknown as Rows<{ name: string }>)
      .rows;
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

    const after = (await db.execute(sql`select 1 as one`)) as unknown as Rows<{ one: number }>;
    expect(after.rows[0]!.one).toBe(1);
  });
});
