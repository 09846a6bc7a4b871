/**
 * Job runs, messages and database queries as an operator sees them: a failing
 * job is logged (with its stack) and counted in /metrics until it gives up, the
 * queue's depth is read from the table, a message stored in the outbox is
 * logged without its text (which goes to DATA_DIR/outbox.log) and counted,
 * and queries are timed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { defineJob, enqueueJob, runDueJobs } from "#app/platform/jobs.server";
import { log } from "#app/platform/log.server";
import { registry } from "#app/platform/metrics.server";
import { notify, outboxFile } from "#app/platform/notifier.server";
import { jobs } from "#app/platform/schema";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

beforeEach(async () => {
  await db.delete(jobs);
});
afterEach(() => vi.restoreAllMocks());

/** The value of one series in the registry's text, 0 when it is absent. */
async function series(name: string, labels: string): Promise<number> {
  const text = await registry.metrics();
  const line = text.split("\n").find((row) => row.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("jobs in the log and in /metrics", () => {
  it("a deliberately failing job is logged with its stack at each attempt and counted when it gives up", async () => {
    defineJob(
      "test.deliberate-failure",
      async () => {
        throw new Error("this job fails on purpose");
      },
      { maxAttempts: 2, backoffMs: 0 },
    );
    const errors: unknown[][] = [];
    vi.spyOn(log, "error").mockImplementation(((...args: unknown[]) => void errors.push(args)) as never);
    const runsBefore = await series("nivaas_job_runs_total", 'job="test.deliberate-failure",outcome="error"');
    const failuresBefore = await series("nivaas_job_failures_total", 'job="test.deliberate-failure"');

    const id = await enqueueJob("test.deliberate-failure", {});
    expect(await runDueJobs({ now: new Date(Date.now() + 1000) })).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));

    expect(errors).toHaveLength(2);
    const [fields, message] = errors[1] as [Record<string, unknown>, string];
    expect(fields).toMatchObject({ job: "test.deliberate-failure", jobId: id, attempt: 2, outcome: "failed" });
    expect((fields.err as Error).stack).toContain("this job fails on purpose");
    expect(message).toMatch(/test\.deliberate-failure .* failed/);
    expect(await series("nivaas_job_runs_total", 'job="test.deliberate-failure",outcome="error"')).toBe(runsBefore + 2);
    expect(await series("nivaas_job_failures_total", 'job="test.deliberate-failure"')).toBe(failuresBefore + 1);
    expect(await series("nivaas_jobs_failed", 'job="test.deliberate-failure"')).toBe(1);
  });

  it("a job that works is logged as done and counted; what is due and waiting is the queue's depth", async () => {
    defineJob("test.works", async () => {});
    const infos: unknown[][] = [];
    vi.spyOn(log, "info").mockImplementation(((...args: unknown[]) => void infos.push(args)) as never);
    const doneBefore = await series("nivaas_job_runs_total", 'job="test.works",outcome="done"');
    await enqueueJob("test.works", {});
    await enqueueJob("test.works", {});
    await enqueueJob("test.works", {}, { runAt: new Date(Date.now() + 3_600_000) });
    // The gauges of one scrape share a reading of the table for 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await series("nivaas_job_queue_depth", 'job="test.works"')).toBe(2);
    expect(await runDueJobs()).toBe(2);
    expect(await series("nivaas_job_runs_total", 'job="test.works",outcome="done"')).toBe(doneBefore + 2);
    expect(infos.some(([fields]) => (fields as { job?: string; outcome?: string }).outcome === "done")).toBe(true);
    expect(
      await series(
        "nivaas_db_query_duration_seconds_count",
        `database="${process.env.TEST_DATABASE_URL ? "postgres" : "pglite"}"`,
      ),
    ).toBeGreaterThan(0);
  });
});

describe("messages in the log and in /metrics", () => {
  it("an SMS without a provider: its text (with the code) goes to outbox.log, the log names a masked recipient only", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-outbox-"));
    const saved = env.dataDir;
    env.dataDir = dataDir;
    const infos: unknown[][] = [];
    vi.spyOn(log, "info").mockImplementation(((...args: unknown[]) => void infos.push(args)) as never);
    const before = await series("nivaas_messages_total", 'channel="sms",transport="outbox",outcome="stored"');
    try {
      await notify({ channel: "sms", to: "+919812345678", text: "Your Nivaas code is 735102", secrets: ["735102"] });
      expect(fs.readFileSync(outboxFile(), "utf8")).toBe("[outbox] sms to +919812345678: Your Nivaas code is 735102\n");
      const logged = JSON.stringify(infos);
      expect(logged).not.toContain("735102");
      expect(logged).not.toContain("9812345678");
      expect(logged).toContain("5678");
      expect(await series("nivaas_messages_total", 'channel="sms",transport="outbox",outcome="stored"')).toBe(
        before + 1,
      );
    } finally {
      env.dataDir = saved;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
