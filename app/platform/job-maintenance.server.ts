/**
 * Finished jobs are kept a week (staff can see what ran), then removed so the
 * table stays small; failed ones stay until staff retry or clear them.
 */
import { sql } from "drizzle-orm";
import { db } from "./db.server";
import { defineRecurringJob } from "./jobs.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEEP_DONE_MS = 7 * DAY_MS;

export async function pruneFinishedJobs(now = new Date()): Promise<void> {
  await db.execute(
    sql`delete from jobs where state = 'done' and finished_at < ${new Date(now.getTime() - KEEP_DONE_MS).toISOString()}::timestamptz`,
  );
}

defineRecurringJob("jobs.prune", DAY_MS, () => pruneFinishedJobs());
