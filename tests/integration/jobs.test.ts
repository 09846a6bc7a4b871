/**
 * The database job queue: a job runs once, failures retry with backoff and
 * end as 'failed' with their error, singleton keys keep one queued copy,
 * recurring jobs queue their next run, an abandoned claim is taken again, and
 * two runners polling at once never run the same job twice.
 */
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/platform/db.server";
import {
  defineJob,
  defineRecurringJob,
  enqueueJob,
  runDueJobs,
  scheduleRecurringJobs,
} from "#app/platform/jobs.server";
import { jobs } from "#app/platform/schema";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);
const stateOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

beforeEach(async () => {
  await db.delete(jobs);
});

describe("job queue", () => {
  it("runs a job once with its payload and marks it done", async () => {
    const seen: unknown[] = [];
    defineJob<{ n: number }>("test.once", async (payload) => {
      seen.push(payload.n);
    });
    const id = await enqueueJob("test.once", { n: 7 });
    expect(await runDueJobs()).toBe(1);
    expect(await runDueJobs()).toBe(0);
    expect(seen).toEqual([7]);
    expect((await stateOf(id!)).state).toBe("done");
  });

  it("waits for runAt", async () => {
    defineJob("test.later", async () => {});
    const id = await enqueueJob("test.later", {}, { runAt: later(10 * MINUTE) });
    expect(await runDueJobs()).toBe(0);
    expect(await runDueJobs({ now: later(11 * MINUTE) })).toBe(1);
    expect((await stateOf(id!)).state).toBe("done");
  });

  it("counts a run_at within the runner's millisecond as due (the database keeps microseconds, a Date milliseconds)", async () => {
    const seen: string[] = [];
    defineJob("test.same-millisecond", async () => {
      seen.push("ran");
    });
    await db.execute(
      sql`insert into jobs (name, payload, run_at) values ('test.same-millisecond', '{}'::jsonb, '2030-01-01T00:00:00.000900Z')`,
    );
    expect(await runDueJobs({ now: new Date("2029-12-31T23:59:59.999Z") })).toBe(0);
    expect(await runDueJobs({ now: new Date("2030-01-01T00:00:00.000Z") })).toBe(1);
    expect(seen).toEqual(["ran"]);
  });

  it("retries a failure with a doubling delay, then keeps it as failed with the error", async () => {
    let calls = 0;
    defineJob(
      "test.flaky",
      async () => {
        calls += 1;
        throw new Error(`gateway down ${calls}`);
      },
      { maxAttempts: 3, backoffMs: MINUTE },
    );
    const id = (await enqueueJob("test.flaky", {}))!;
    await runDueJobs();
    let row = await stateOf(id);
    expect(row.state).toBe("queued");
    expect(row.lastError).toContain("gateway down 1");
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await runDueJobs({ now: later(30_000) })).toBe(0);
    await runDueJobs({ now: later(MINUTE + 1000) });
    row = await stateOf(id);
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 2 * MINUTE + 50_000);
    await runDueJobs({ now: later(10 * MINUTE) });
    row = await stateOf(id);
    expect(calls).toBe(3);
    expect(row.state).toBe("failed");
    expect(row.lastError).toContain("gateway down 3");
  });

  it("keeps one queued job per singleton key", async () => {
    defineJob("test.single", async () => {});
    expect(await enqueueJob("test.single", {}, { singletonKey: "k" })).not.toBeNull();
    expect(await enqueueJob("test.single", {}, { singletonKey: "k" })).toBeNull();
    await runDueJobs();
    expect(await enqueueJob("test.single", {}, { singletonKey: "k" })).not.toBeNull();
  });

  it("queues a recurring job's next run when one ends", async () => {
    let runs = 0;
    defineRecurringJob("test.recurring", 60 * MINUTE, async () => {
      runs += 1;
    });
    await scheduleRecurringJobs(new Date(Date.now() - 61 * MINUTE));
    await scheduleRecurringJobs(); // a second instance starting: still one queued run
    const queued = await db.select().from(jobs).where(eq(jobs.name, "test.recurring"));
    expect(queued).toHaveLength(1);
    await runDueJobs();
    expect(runs).toBe(1);
    const next = await db
      .select()
      .from(jobs)
      .where(sql`${jobs.name} = 'test.recurring' and ${jobs.state} = 'queued'`);
    expect(next).toHaveLength(1);
    expect(next[0].runAt.getTime()).toBeGreaterThan(Date.now() + 59 * MINUTE);
  });

  it("takes a job again when its runner's lease lapsed (the instance died)", async () => {
    let runs = 0;
    defineJob("test.abandoned", async () => {
      runs += 1;
    });
    const id = (await enqueueJob("test.abandoned", {}))!;
    await db
      .update(jobs)
      .set({ state: "running", attempts: 1, leaseUntil: later(-1000) })
      .where(eq(jobs.id, id));
    expect(await runDueJobs()).toBe(1);
    expect(runs).toBe(1);
    const row = await stateOf(id);
    expect(row.state).toBe("done");
    expect(row.attempts).toBe(2);
  });

  it("records a job with no handler as failed instead of retrying it forever", async () => {
    const id = (await enqueueJob("test.nobody", {}))!;
    await runDueJobs();
    const row = await stateOf(id);
    expect(row.state).toBe("failed");
    expect(row.lastError).toContain("test.nobody");
  });

  it("two runners polling at once run each job exactly once", async () => {
    const ran: number[] = [];
    defineJob<{ n: number }>("test.race", async ({ n }) => {
      ran.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    for (let n = 0; n < 20; n += 1) await enqueueJob("test.race", { n });
    await Promise.all([runDueJobs(), runDueJobs(), runDueJobs()]);
    expect(ran.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });
});
