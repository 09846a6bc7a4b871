/**
 * Background work as rows in the `jobs` table, the same code on the embedded
 * database and on PostgreSQL (ADR 011). A job is recorded (in the transaction
 * that caused it, when the caller passes one), then claimed by whichever
 * instance's runner gets to it first with `FOR UPDATE SKIP LOCKED`, so it runs
 * once however many instances poll. A claim is a lease: if the instance dies
 * mid-job, the lease lapses and another runner takes the job again. A failed
 * run is retried with doubling delays up to its attempt limit, then kept as
 * 'failed' with its error for staff to see and retry.
 *
 * Because a job may run again after a crash between its work and the 'done'
 * mark, every handler records what it did (sent messages, for example) and
 * skips what is recorded.
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db, queryRows, type Database } from "./db.server";
import { catchUpWithDataChanges } from "./data-changes.server";
import { log } from "./log.server";
import { gaugeReadAtScrape, jobDuration, jobFailures, jobRuns, secondsSince } from "./metrics.server";
import { withCompactHeap } from "./compact-heap.server";

export type JobContext = { id: number; attempt: number };
type JobOptions = {
  maxAttempts?: number;
  backoffMs?: number;
  /** The job makes much short-lived garbage for a long while: it runs with a tighter heap (compact-heap.server.ts). */
  compactHeap?: boolean;
};
type Definition = {
  handler: (payload: unknown, job: JobContext) => Promise<void>;
  maxAttempts: number;
  backoffMs: number;
  compactHeap: boolean;
  /** Recurring jobs enqueue their next run when one ends, done or failed. */
  everyMs?: number;
  firstRunAfterMs?: number;
};

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_BACKOFF_MS = 30_000;
/** How long a claim lasts; a job still running past it is taken as abandoned (its instance died). */
const LEASE_MS = 10 * 60_000;
const POLL_MS = 2_000;
const RUNNER_ID = `${os.hostname()}:${process.pid}`;

const definitions = new Map<string, Definition>();

export function defineJob<P>(
  name: string,
  handler: (payload: P, job: JobContext) => Promise<void>,
  options: JobOptions = {},
): void {
  definitions.set(name, {
    handler: handler as Definition["handler"],
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    compactHeap: options.compactHeap ?? false,
  });
}

/** Work that repeats every `everyMs`; one run is queued at a time across all instances. */
export function defineRecurringJob(
  name: string,
  everyMs: number,
  handler: (job: JobContext) => Promise<void>,
  options: JobOptions & { firstRunAfterMs?: number } = {},
): void {
  definitions.set(name, {
    handler: (_payload, job) => handler(job),
    maxAttempts: options.maxAttempts ?? 3,
    backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
    compactHeap: options.compactHeap ?? false,
    everyMs,
    firstRunAfterMs: options.firstRunAfterMs ?? everyMs,
  });
}

const recurringKey = (name: string) => `recurring:${name}`;

/**
 * Records a job. With a singletonKey, a second enqueue while a job with that
 * key is queued or running is ignored and answers null.
 */
export async function enqueueJob(
  name: string,
  payload: unknown,
  options: { runAt?: Date; singletonKey?: string; executor?: Database } = {},
): Promise<number | null> {
  const executor = options.executor ?? db;
  const maxAttempts = definitions.get(name)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const runAt = options.runAt ?? new Date();
  const rows = await queryRows(
    z.object({ id: z.coerce.number() }),
    sql`insert into jobs (name, payload, run_at, max_attempts, singleton_key)
        values (${name}, ${JSON.stringify(payload ?? {})}::jsonb, ${runAt.toISOString()}::timestamptz,
                ${maxAttempts}, ${options.singletonKey ?? null})
        on conflict (singleton_key) where singleton_key is not null and state in ('queued', 'running')
        do nothing
        returning id`,
    executor,
  );
  if (!options.executor) wakeRunner();
  return rows[0]?.id ?? null;
}

const claimedJob = z.object({
  id: z.coerce.number(),
  name: z.string(),
  payload: z.unknown(),
  attempts: z.coerce.number(),
  max_attempts: z.coerce.number(),
});

/**
 * Takes the next due job (or an abandoned one) for this runner, or none. A
 * job is due when its run_at falls in `now`'s millisecond or before: a Date
 * holds whole milliseconds and the database microseconds, so a row whose
 * run_at is the database's now() (its default) was not yet due when claimed in
 * the same millisecond, and waited for the next poll.
 */
async function claimNext(now: Date) {
  const rows = await queryRows(
    claimedJob,
    sql`update jobs
        set state = 'running', attempts = attempts + 1, locked_by = ${RUNNER_ID},
            lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
        where id = (
          select id from jobs
          where (state = 'queued' and run_at < ${new Date(now.getTime() + 1).toISOString()}::timestamptz)
             or (state = 'running' and lease_until < ${now.toISOString()}::timestamptz)
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning id, name, payload, attempts, max_attempts`,
  );
  return rows[0];
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.slice(0, 4000);
}

async function scheduleNextRun(name: string, definition: Definition, now: Date) {
  if (!definition.everyMs) return;
  await enqueueJob(name, {}, { runAt: new Date(now.getTime() + definition.everyMs), singletonKey: recurringKey(name) });
}

async function runOne(job: NonNullable<Awaited<ReturnType<typeof claimNext>>>, now: Date) {
  const definition = definitions.get(job.name);
  const about = { job: job.name, jobId: job.id, attempt: job.attempts, maxAttempts: job.max_attempts };
  if (!definition) {
    log.error(about, `Job ${job.name} #${job.id} failed: no handler is defined for it`);
    jobRuns.inc({ job: job.name, outcome: "error" });
    jobFailures.inc({ job: job.name });
    await db.execute(
      sql`update jobs set state = 'failed', finished_at = now(), lease_until = null,
          last_error = ${`No handler is defined for the job "${job.name}".`} where id = ${job.id}`,
    );
    return;
  }
  const startedAt = performance.now();
  try {
    // What another instance changed (a setting, a listing) is seen here as by a request.
    await catchUpWithDataChanges();
    const run = () => definition.handler(job.payload, { id: job.id, attempt: job.attempts });
    await (definition.compactHeap ? withCompactHeap(run) : run());
    jobRuns.inc({ job: job.name, outcome: "done" });
    jobDuration.observe({ job: job.name }, secondsSince(startedAt));
    log.info(
      { ...about, durationMs: Math.round(performance.now() - startedAt), outcome: "done" },
      `Job ${job.name} #${job.id} done`,
    );
    await db.execute(
      sql`update jobs set state = 'done', finished_at = now(), lease_until = null, last_error = null
          where id = ${job.id}`,
    );
    await scheduleNextRun(job.name, definition, new Date());
  } catch (error) {
    const message = errorText(error);
    const lastAttempt = job.attempts >= job.max_attempts;
    jobRuns.inc({ job: job.name, outcome: "error" });
    jobDuration.observe({ job: job.name }, secondsSince(startedAt));
    if (lastAttempt) jobFailures.inc({ job: job.name });
    log.error(
      {
        ...about,
        durationMs: Math.round(performance.now() - startedAt),
        outcome: lastAttempt ? "failed" : "retry",
        err: error,
      },
      `Job ${job.name} #${job.id} failed (attempt ${job.attempts} of ${job.max_attempts})`,
    );
    if (!lastAttempt) {
      const delay = definition.backoffMs * 2 ** (job.attempts - 1);
      await db.execute(
        sql`update jobs set state = 'queued', lease_until = null, last_error = ${message},
            run_at = ${new Date(now.getTime() + delay).toISOString()}::timestamptz
            where id = ${job.id}`,
      );
      return;
    }
    await db.execute(
      sql`update jobs set state = 'failed', finished_at = now(), lease_until = null, last_error = ${message}
          where id = ${job.id}`,
    );
    await scheduleNextRun(job.name, definition, new Date());
  }
}

/** One pass: runs due jobs one after another, up to `limit`; answers how many ran. */
export async function runDueJobs({ now, limit = 50 }: { now?: Date; limit?: number } = {}): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const at = now ?? new Date();
    const job = await claimNext(at);
    if (!job) break;
    await runOne(job, at);
    ran += 1;
  }
  return ran;
}

/** Makes sure each recurring job has its next run queued (once across instances, by its singleton key). */
export async function scheduleRecurringJobs(now = new Date()): Promise<void> {
  for (const [name, definition] of definitions) {
    if (!definition.everyMs) continue;
    await enqueueJob(
      name,
      {},
      {
        runAt: new Date(now.getTime() + (definition.firstRunAfterMs ?? definition.everyMs)),
        singletonKey: recurringKey(name),
      },
    );
  }
}

/**
 * The queue as every instance sees it, read from the table when scraped: jobs
 * due now and waiting for a runner (the backlog), and jobs left failed.
 */
gaugeReadAtScrape(
  "nivaas_job_queue_depth",
  "Jobs due and waiting for a runner, by job (the same on every instance)",
  ["job"],
  async (gauge) => {
    gauge.reset();
    for (const row of await jobCountsByName()) gauge.set({ job: row.name }, row.due);
  },
);
gaugeReadAtScrape(
  "nivaas_jobs_failed",
  "Jobs kept as failed (given up) and not yet retried, by job (the same on every instance)",
  ["job"],
  async (gauge) => {
    gauge.reset();
    for (const row of await jobCountsByName()) gauge.set({ job: row.name }, row.failed);
  },
);

/** Due and failed jobs per name; one query serves both gauges of a scrape (a reading is reused for 100 ms). */
let countsRead: { at: number; rows: Promise<{ name: string; due: number; failed: number }[]> } | undefined;
function jobCountsByName() {
  if (!countsRead || Date.now() - countsRead.at > 100) {
    const rows = queryRows(
      z.object({ name: z.string(), due: z.coerce.number(), failed: z.coerce.number() }),
      sql`select name,
                 count(*) filter (where state = 'queued' and run_at <= now()) as due,
                 count(*) filter (where state = 'failed') as failed
          from jobs where state in ('queued', 'failed') group by name`,
    ).catch((error: unknown) => {
      log.warn({ err: error }, "Reading the job queue for /metrics failed");
      return [];
    });
    countsRead = { at: Date.now(), rows };
  }
  return countsRead.rows;
}

let wake: (() => void) | undefined;

/** A job enqueued in this process runs promptly instead of waiting for the next poll. */
function wakeRunner() {
  wake?.();
}

/**
 * Polls for due jobs until stopped. The stop function waits for the job in
 * hand, so a shutdown never leaves one half-done on purpose.
 */
export function startJobRunner({ pollMs = POLL_MS }: { pollMs?: number } = {}): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  let running = false;

  const tick = () => {
    if (stopped || running) return;
    clearTimeout(timer);
    running = true;
    pass = runDueJobs()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, "The job runner failed to poll"))
      .finally(() => {
        running = false;
        if (!stopped) {
          timer = setTimeout(tick, pollMs);
          timer.unref();
        }
      });
  };

  wake = () => setImmediate(tick);
  const scheduling = scheduleRecurringJobs().catch((error: unknown) =>
    log.error({ err: error }, "Scheduling recurring jobs failed"),
  );
  void scheduling.then(tick);

  return async () => {
    stopped = true;
    wake = undefined;
    clearTimeout(timer);
    await scheduling;
    await pass;
  };
}
