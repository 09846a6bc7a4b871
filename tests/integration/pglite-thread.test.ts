/**
 * The embedded database on its own thread answers as PGlite itself does
 * (rows, PostgreSQL's error fields, transactions, COPY through a blob), and a
 * long statement no longer holds the server's thread.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "#app/platform/pglite-thread.server";

let database: PgliteThread;

beforeAll(async () => {
  database = await PgliteThread.open({ startParams: [] });
  await database.exec("create table notes (id int primary key, body text not null, at timestamptz default now())");
});

afterAll(async () => {
  await database.close();
});

describe("the embedded database on its own thread", () => {
  it("answers rows in either mode, leaving the types Drizzle names as PostgreSQL's text on every statement", async () => {
    await database.query("insert into notes (id, body, at) values ($1, $2, $3)", [
      1,
      "first",
      "2026-12-03 10:00:00+00",
    ]);
    const objects = await database.query<{ id: number; body: string }>("select id, body from notes");
    expect(objects.rows).toEqual([{ id: 1, body: "first" }]);
    expect(objects.fields.map((field) => field.name)).toEqual(["id", "body"]);

    // Drizzle's types are text on every statement, asked for or not (it asks on every query).
    const plain = await database.query<{ at: unknown }>("select at from notes");
    expect(plain.rows[0].at).toBe("2026-12-03 10:00:00+00");
    const text = await database.query<unknown[]>("select at, array[at] as ats from notes", [], {
      rowMode: "array",
      parsers: { 1184: (value: string) => value, 1185: (value: string) => value },
    });
    expect(text.rows).toEqual([["2026-12-03 10:00:00+00", '{"2026-12-03 10:00:00+00"}']]);
    // A parser for any other type is still applied (as the text unchanged).
    const otherType = await database.query<unknown[]>("select id, at from notes", [], {
      rowMode: "array",
      parsers: { 23: (value: string) => value },
    });
    expect(otherType.rows).toEqual([["1", "2026-12-03 10:00:00+00"]]);
  });

  it("passes PostgreSQL's error fields back, so a unique violation can be told apart", async () => {
    const failure = await database.query("insert into notes (id, body) values (1, 'again')").catch((error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: "23505", constraint: "notes_pkey" });
    expect(failure.message).toMatch(/duplicate key/);
  });

  it("commits a transaction that resolves and rolls back one that throws, other statements waiting for it", async () => {
    await database.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (2, 'kept')");
      expect(tx.closed).toBe(false);
    });
    const outside: string[] = [];
    const failed = database
      .transaction(async (tx) => {
        await tx.query("insert into notes (id, body) values (3, 'dropped')");
        // A statement outside the transaction waits until it has ended: it never sees row 3.
        const reader = database.query<{ n: number }>("select count(*)::int as n from notes where id = 3");
        void reader.then(({ rows }) => outside.push(`outside saw ${rows[0].n}`));
        await tx.query("select pg_sleep(0.05)");
        outside.push("transaction about to throw");
        throw new Error("changed my mind");
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe("changed my mind");
    await database.query("select 1");
    expect(outside).toEqual(["transaction about to throw", "outside saw 0"]);
    const { rows } = await database.query<{ id: number }>("select id from notes order by id");
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("copies a table out to a blob and back in from one (backups)", async () => {
    const copied = await database.query("copy notes (id, body) to '/dev/blob'");
    expect(copied.blob).toBeInstanceOf(Blob);
    await database.exec("create table notes_copy (id int primary key, body text not null)");
    await database.query("copy notes_copy from '/dev/blob'", [], { blob: copied.blob });
    const { rows } = await database.query<{ id: number; body: string }>("select id, body from notes_copy order by id");
    expect(rows).toEqual([
      { id: 1, body: "first" },
      { id: 2, body: "kept" },
    ]);
  });

  it("leaves the calling thread free while a statement runs", async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 5);
    try {
      // pg_sleep keeps PGlite's thread busy for 200 ms; in the caller's thread the timer goes on firing.
      await database.query("select pg_sleep(0.2)");
    } finally {
      clearInterval(timer);
    }
    // A blocked thread would run the timer at most once, after the statement (an interval does not catch up).
    // Not 40 turns: on a loaded machine the timer's turns come late, and it once ran only 7 times.
    expect(turns).toBeGreaterThanOrEqual(3);
  });

  it("compacts its heap when asked (the idle server's give-back) and goes on answering", async () => {
    await database.compactHeap();
    const { rows } = await database.query<{ n: number }>("select count(*)::int as n from notes");
    expect(rows[0].n).toBe(2);
  });

  it("rejects with PGlite's own error when the database cannot be opened", async () => {
    await expect(PgliteThread.open({ dataDir: "/dev/null/nivaas", startParams: [] })).rejects.toThrow();
  });

  it("keeps what a statement wrote when the process ends without closing the database", () => {
    // The thread does not wait for PGlite's after-statement sync (relaxedDurability, ADR 053): on a
    // directory the sync has nothing to do, as PostgreSQL writes its WAL through at each commit.
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-durable-")), "pglite");
    const run = (script: string) =>
      execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dataDir], {
        encoding: "utf8",
      });
    const opened = `import { PgliteThread } from "#app/platform/pglite-thread.server";
      const db = await PgliteThread.open({ dataDir: process.argv[1], startParams: [] });`;
    try {
      run(`${opened}
        await db.exec("create table notes (id int primary key, body text)");
        await db.query("insert into notes values ($1, $2)", [1, "kept"]);
        process.exit(0);`);
      const after = run(`${opened}
        console.log(JSON.stringify((await db.query("select id, body from notes")).rows));
        await db.close();`);
      expect(JSON.parse(after.trim().split("\n").pop()!)).toEqual([{ id: 1, body: "kept" }]);
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses statements once closed, with a clear error", async () => {
    const other = await PgliteThread.open({ startParams: [] });
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow(/closed/);
  });
});
