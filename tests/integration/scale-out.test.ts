/**
 * Several app servers on one database (issue 16): the start-up lock, the
 * shared form limits and the data-change position every instance reads. Two
 * "instances" here are two database handles, or two stores, on one database.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { db, openDatabase, queryRows } from "#app/platform/db.server";
import { serverSecrets } from "#app/platform/schema";
import {
  announceChange,
  announceDataChange,
  catchUpWithDataChanges,
  onDataChange,
} from "#app/platform/data-changes.server";
import { createRateLimiter, formLimiter } from "#app/platform/rate-limit.server";
import { sweepEndedRateWindows, tableRateStore } from "#app/platform/rate-limit-store.server";
import { adoptSharedSecret, serverSecret } from "#app/platform/secret.server";
import { scratchPostgresDatabase, usingPostgres, useTestDatabase } from "../helpers/database";

useTestDatabase();

const migrationsDir = path.resolve("drizzle");
const RULES = { contact: { limit: 20, windowMs: 10 * 60_000 } };

describe.skipIf(!usingPostgres)("start-up on PostgreSQL", () => {
  it("lets one of several instances starting together migrate and prepare, the others wait and find it done", async () => {
    const scratch = await scratchPostgresDatabase();
    const handles: Awaited<ReturnType<typeof openDatabase>>[] = [];
    try {
      let preparing = 0;
      let overlapped = false;
      const seen: number[] = [];
      const prepare = async (database: Parameters<NonNullable<Parameters<typeof openDatabase>[0]["prepare"]>>[0]) => {
        preparing += 1;
        if (preparing > 1) overlapped = true;
        // What a first start does: look for the settings row, create it when missing (slowly, to invite a race).
        const rows = await queryRows(
          z.object({ n: z.coerce.number() }),
          sql`select count(*) as n from settings`,
          database,
        );
        seen.push(rows[0].n);
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (rows[0].n === 0) await database.execute(sql`insert into settings (id) values (1)`);
        preparing -= 1;
      };
      handles.push(
        ...(await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url, migrationsDir, prepare })))),
      );
      expect(overlapped).toBe(false);
      expect(seen.sort()).toEqual([0, 1, 1]);

      const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const [applied] = await queryRows(
        z.object({ total: z.coerce.number(), distinct: z.coerce.number() }),
        sql`select count(*) as total, count(distinct hash) as distinct from drizzle.__drizzle_migrations`,
        handles[0].db,
      );
      expect(applied).toEqual({ total: journal.entries.length, distinct: journal.entries.length });
      // The lock is released: nobody holds an advisory lock on the database any more.
      const [locks] = await queryRows(
        z.object({ n: z.coerce.number() }),
        sql`select count(*) as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
        handles[0].db,
      );
      expect(locks.n).toBe(0);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await scratch.drop();
    }
  });
});

describe("the signing secret without BETTER_AUTH_SECRET", () => {
  it("is the one kept in the database, the first instance's, for every instance", async () => {
    const saved = process.env.BETTER_AUTH_SECRET;
    delete process.env.BETTER_AUTH_SECRET;
    try {
      await db.insert(serverSecrets).values({ name: "auth", value: "first-instance-secret" });
      await adoptSharedSecret(db);
      expect(serverSecret()).toBe("first-instance-secret");
    } finally {
      if (saved !== undefined) process.env.BETTER_AUTH_SECRET = saved;
    }
  });
});

describe("form limits", () => {
  it("refuses the 21st contact form from one client, with the time to wait", async () => {
    await formLimiter.reset();
    for (let i = 1; i <= 20; i++) expect((await formLimiter.consume("contact", "198.51.100.7")).allowed).toBe(true);
    const refused = await formLimiter.consume("contact", "198.51.100.7");
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(500);
    expect((await formLimiter.consume("contact", "198.51.100.8")).allowed).toBe(true);
    await formLimiter.reset();
  });
});

describe.skipIf(!usingPostgres)("form limits on PostgreSQL", () => {
  it("counts in one table for every instance: half on each, refused at the same total", async () => {
    const a = createRateLimiter(RULES, Date.now, tableRateStore());
    const b = createRateLimiter(RULES, Date.now, tableRateStore());
    await a.reset();
    for (let i = 0; i < 20; i++) expect((await (i % 2 ? b : a).consume("contact", "2001:db8::1")).allowed).toBe(true);
    expect((await a.consume("contact", "2001:db8::1")).allowed).toBe(false);
    expect((await b.consume("contact", "2001:db8::1")).allowed).toBe(false);
    expect(await b.check("contact", "2001:db8::1")).toMatchObject({ allowed: false });
    expect(await a.check("contact", "2001:db8::2")).toEqual({ allowed: true, remaining: 20 });
    // The process-wide limiter uses the same table on PostgreSQL.
    expect((await formLimiter.consume("contact", "2001:db8::1")).allowed).toBe(false);
  });

  it("never lets concurrent requests share a place", async () => {
    const store = tableRateStore();
    await store.clear();
    const counts = await Promise.all(Array.from({ length: 30 }, () => store.hit("contact 203.0.113.50", 60_000)));
    expect(counts.map((window) => window.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it("starts a new window once the old one ended, and sweeps ended windows", async () => {
    const store = tableRateStore();
    await store.clear();
    await store.hit("contact 203.0.113.60", 40);
    expect((await store.hit("contact 203.0.113.60", 40)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.peek("contact 203.0.113.60")).toBeNull();
    expect((await store.hit("contact 203.0.113.60", 60_000)).count).toBe(1);
    await store.hit("contact 203.0.113.61", 20);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sweepEndedRateWindows();
    const keys = await queryRows(z.object({ key: z.string() }), sql`select key from rate_limit_windows`);
    expect(keys.map((row) => row.key)).toEqual(["contact 203.0.113.60"]);
  });
});

describe.skipIf(!usingPostgres)("data changes across instances", () => {
  it("drops what another instance's change named, in order, and nothing when nothing changed", async () => {
    const drops: string[][] = [];
    onDataChange((change) => drops.push([...change].sort()));
    await catchUpWithDataChanges();
    const before = drops.length;
    await catchUpWithDataChanges();
    expect(drops.length).toBe(before);

    // Another instance: its own connection adds changes, as announceChange does there.
    const { default: pg } = await import("pg");
    const [{ name }] = await queryRows(z.object({ name: z.string() }), sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
    await other.query("insert into data_changes (keys) values ('{property-7,properties-residential}')");
    await other.query("insert into data_changes (keys) values ('{site}')");

    // Requests arriving together share one read, and it names what both changes named.
    await Promise.all([catchUpWithDataChanges(), catchUpWithDataChanges(), catchUpWithDataChanges()]);
    expect(drops.slice(before)).toEqual([["properties-residential", "property-7", "site"]]);
    await catchUpWithDataChanges();
    expect(drops.length).toBe(before + 1);

    // A change announced here drops what it names here at once, and is on the bus for the others.
    await announceChange(["project-3"]);
    expect(drops.slice(before + 1)).toEqual([["project-3"]]);
    const rows = await queryRows(
      z.object({ position: z.coerce.number(), keys: z.array(z.string()) }),
      sql`select position, keys from data_changes order by position`,
    );
    expect(rows.map((row) => row.keys)).toEqual([["property-7", "properties-residential"], ["site"], ["project-3"]]);
    await catchUpWithDataChanges();
    expect(drops.length).toBe(before + 2);

    // A position missing between two rows (pruned, or an insert that failed) drops everything.
    await other.query("delete from data_changes");
    await other.query("insert into data_changes (position, keys) overriding system value values ($1, '{property-9}')", [
      rows[rows.length - 1].position + 5,
    ]);
    await other.end();
    await catchUpWithDataChanges();
    expect(drops.slice(before + 2)).toEqual([["everything"]]);
    // An unannounced change is nothing: no keys, no row, no drop.
    await announceChange([]);
    expect(drops.length).toBe(before + 3);
    // announceDataChange() names everything.
    await announceDataChange();
    expect(drops.slice(before + 3)).toEqual([["everything"]]);
  });
});
