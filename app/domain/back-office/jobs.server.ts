/**
 * The Jobs section of the admin System tab: how much background work waits,
 * runs and failed (app/platform/jobs.server.ts keeps it in the `jobs` table,
 * shared by every instance), the failed jobs with their errors, and a retry.
 * A job whose instance died while running it needs nothing here: its lease
 * lapses and any runner takes it again.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows } from "#app/platform/db.server";
import { logActivity, type Actor } from "#app/domain/site/activity.server";

export type JobCounts = { queued: number; running: number; failed: number };

export type FailedJob = {
  id: number;
  name: string;
  attempts: number;
  failedAt: string | null;
  /** The error's first line (its message), and the rest (the stack) for those who open it. */
  error: string;
  details: string | null;
};

/** How many failed jobs the section lists, newest first. */
const FAILED_SHOWN = 20;

export async function jobCounts(): Promise<JobCounts> {
  const rows = await queryRows(
    z.object({ state: z.string(), n: z.coerce.number() }),
    sql`select state, count(*) as n from jobs where state in ('queued', 'running', 'failed') group by state`,
  );
  const count = (state: string) => rows.find((row) => row.state === state)?.n ?? 0;
  return { queued: count("queued"), running: count("running"), failed: count("failed") };
}

export async function failedJobs(limit = FAILED_SHOWN): Promise<FailedJob[]> {
  const rows = await queryRows(
    z.object({
      id: z.coerce.number(),
      name: z.string(),
      attempts: z.coerce.number(),
      finished_at: z.coerce.date().nullable(),
      last_error: z.string().nullable(),
    }),
    sql`select id, name, attempts, finished_at, last_error from jobs where state = 'failed'
        order by finished_at desc nulls last, id desc limit ${limit}`,
  );
  return rows.map((row) => {
    const text = row.last_error?.trim() || "No error was recorded.";
    const newline = text.indexOf("\n");
    return {
      id: row.id,
      name: row.name,
      attempts: row.attempts,
      failedAt: row.finished_at?.toISOString() ?? null,
      error: newline === -1 ? text : text.slice(0, newline),
      details: newline === -1 ? null : text.slice(newline + 1),
    };
  });
}

export type RetryResult =
  | { ok: true; name: string }
  /** Not a failed job (any more): retried by someone else, or removed. */
  | { ok: false; problem: "not-failed" }
  /** A copy of this one-at-a-time job is already queued or running (a recurring job's next run, say). */
  | { ok: false; problem: "already-queued"; name: string };

/**
 * Queues a failed job again with a fresh set of attempts, due now. Its last
 * error stays on it until a run succeeds. A job of which only one may wait at
 * a time (its singleton key) is not queued a second time.
 */
export async function retryJob(id: number, actor: Actor): Promise<RetryResult> {
  const [job] = await queryRows(
    z.object({ name: z.string(), queued_twin: z.boolean() }),
    sql`select name, exists (
          select 1 from jobs twin
          where twin.singleton_key = jobs.singleton_key and twin.state in ('queued', 'running')
        ) as queued_twin
        from jobs where id = ${id} and state = 'failed'`,
  );
  if (!job) return { ok: false, problem: "not-failed" };
  if (job.queued_twin) return { ok: false, problem: "already-queued", name: job.name };
  try {
    const retried = await queryRows(
      z.object({ id: z.coerce.number() }),
      // Due from the application's clock, as enqueueJob makes a job due and the runner claims it: the
      // database's now() carries microseconds, so a runner's millisecond time taken just after could be earlier.
      sql`update jobs set state = 'queued', attempts = 0, run_at = ${new Date().toISOString()}::timestamptz, finished_at = null,
            lease_until = null, locked_by = null
          where id = ${id} and state = 'failed' returning id`,
    );
    if (!retried.length) return { ok: false, problem: "not-failed" };
    await logActivity({
      actor,
      action: "retried",
      entityType: "job",
      entityId: id,
      summary: `Retried job ${job.name} #${id}`,
      changes: { state: { before: "failed", after: "queued" } },
    });
    return { ok: true, name: job.name };
  } catch (error) {
    // Another copy was queued between the look and the update (the singleton index refused this one).
    if (
      (error as { code?: string }).code === "23505" ||
      (error as { cause?: { code?: string } }).cause?.code === "23505"
    )
      return { ok: false, problem: "already-queued", name: job.name };
    throw error;
  }
}
