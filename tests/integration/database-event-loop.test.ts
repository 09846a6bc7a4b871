/**
 * A chain of database statements leaves the event loop its turns: requests
 * that need no database (the page cache's answers) are served between the
 * statements of a long transaction or job, not after the whole chain. The
 * embedded database runs its statements in its own thread
 * (pglite-thread.server.ts); a server database's statements are network I/O.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

/** Counts turns of the event loop (its check phase) until stopped. */
function countLoopTurns() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    running = false;
    return turns;
  };
}

describe("database statements and the event loop", () => {
  it("gives the loop a turn between the statements of a transaction and of a plain chain", async () => {
    const stopInTransaction = countLoopTurns();
    await db.transaction(async (tx) => {
      for (let index = 0; index < 20; index++) await tx.execute(sql`select ${index}::int as n`);
    });
    expect(stopInTransaction()).toBeGreaterThanOrEqual(19);

    const stopInChain = countLoopTurns();
    for (let index = 0; index < 20; index++) await db.execute(sql`select ${index}::int as n`);
    expect(stopInChain()).toBeGreaterThanOrEqual(19);
  });
});
