/**
 * The Jobs section of the admin System tab: counts, failed jobs with their
 * error, and the Retry button's action (a plain form post).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { adminContext, createLoadContext, requestBodyContext } from "#app/web/context";
import { db } from "#app/platform/db.server";
import { defineJob, defineRecurringJob, enqueueJob, runDueJobs } from "#app/platform/jobs.server";
import { jobs } from "#app/platform/schema";
import type { SessionUser } from "#app/web/session.server";
import { failedJobs, jobCounts, retryJob } from "#app/domain/back-office/jobs.server";
import { action, loader } from "#app/routes/admin/settings";
import { statusOf } from "../helpers/pipeline";
import { useTestDatabase } from "../helpers/database";

useTestDatabase();

let failing = true;
defineJob(
  "test.admin-jobs.flaky",
  async () => {
    if (failing) throw new Error("SMS gateway answered 502\n    at send (gateway.ts:1:1)");
  },
  { maxAttempts: 1 },
);

beforeEach(async () => {
  failing = true;
  await db.delete(jobs);
});

async function failedJob() {
  const id = (await enqueueJob("test.admin-jobs.flaky", {}))!;
  await runDueJobs();
  return id;
}

/** The settings action as the pipeline hands it a posted form from an administrator. */
function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const context = createLoadContext("203.0.113.9");
  context.set(requestBodyContext, {
    tooLarge: false,
    form,
    bytes: new Uint8Array(0),
    contentType: "application/x-www-form-urlencoded",
  });
  context.set(adminContext, { id: "admin-1", name: "Asha Admin", role: "admin" } as SessionUser);
  const request = new Request("http://127.0.0.1/admin/settings?tab=system", { method: "POST" });
  return action({ request, context, params: {} } as never) as Promise<unknown>;
}

function payloadOf(result: unknown) {
  return (result as { data: { ok: boolean; message: string } }).data;
}

describe("admin jobs", () => {
  it("counts queued, running and failed jobs, and lists the failures with their error", async () => {
    const id = await failedJob();
    await enqueueJob("test.admin-jobs.flaky", {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await jobCounts()).toEqual({ queued: 1, running: 0, failed: 1 });
    const [failed] = await failedJobs();
    expect(failed).toMatchObject({
      id,
      name: "test.admin-jobs.flaky",
      attempts: 1,
      error: "Error: SMS gateway answered 502",
    });
    expect(failed.details).toContain("at send");
    expect(failed.failedAt).not.toBeNull();
  });

  it("queues a failed job again with fresh attempts, and it runs", async () => {
    const id = await failedJob();
    expect(await retryJob(id, { id: "test-admin", name: "Test admin" })).toEqual({
      ok: true,
      name: "test.admin-jobs.flaky",
    });
    expect(await jobCounts()).toEqual({ queued: 1, running: 0, failed: 0 });
    failing = false;
    expect(await runDueJobs()).toBe(1);
    expect(await jobCounts()).toEqual({ queued: 0, running: 0, failed: 0 });
    // Only a failed job can be retried.
    expect(await retryJob(id, { id: "test-admin", name: "Test admin" })).toEqual({ ok: false, problem: "not-failed" });
  });

  it("does not queue a second copy of a one-at-a-time job", async () => {
    defineRecurringJob(
      "test.admin-jobs.recurring",
      60_000,
      async () => {
        throw new Error("disk full");
      },
      { maxAttempts: 1 },
    );
    const id = (await enqueueJob(
      "test.admin-jobs.recurring",
      {},
      { singletonKey: "recurring:test.admin-jobs.recurring" },
    ))!;
    await runDueJobs();
    // The failure queued the next run, which holds the key.
    expect(await jobCounts()).toMatchObject({ queued: 1, failed: 1 });
    expect(await retryJob(id, { id: "test-admin", name: "Test admin" })).toEqual({
      ok: false,
      problem: "already-queued",
      name: "test.admin-jobs.recurring",
    });
  });

  it("retries from the System tab's form post, and answers a bad or stale id with 404", async () => {
    const id = await failedJob();
    const loaded = (await loader({
      request: new Request("http://127.0.0.1/admin/settings?tab=system"),
      context: createLoadContext("203.0.113.9"),
      params: {},
    } as never)) as { tab: string; jobs: { counts: { failed: number }; failed: { id: number }[] } };
    expect(loaded.tab).toBe("system");
    expect(loaded.jobs.counts.failed).toBe(1);
    expect(loaded.jobs.failed.map((job) => job.id)).toEqual([id]);

    const retried = await post({ intent: "retry-job", jobId: String(id) });
    expect(statusOf(retried)).toBe(200);
    expect(payloadOf(retried)).toEqual({ ok: true, message: `Job test.admin-jobs.flaky #${id} is queued again.` });

    const again = await post({ intent: "retry-job", jobId: String(id) });
    expect(statusOf(again)).toBe(404);
    expect(payloadOf(again).ok).toBe(false);
    expect(statusOf(await post({ intent: "retry-job", jobId: "1e9" }))).toBe(404);
  });
});
