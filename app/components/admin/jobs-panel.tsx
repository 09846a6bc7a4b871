import { Form, useNavigation } from "react-router";
import { RotateCcw } from "lucide-react";
import { formatDateTime } from "#app/lib/format";

export type JobsPanelData = {
  counts: { queued: number; running: number; failed: number };
  failed: {
    id: number;
    name: string;
    attempts: number;
    failedAt: string | null;
    error: string;
    details: string | null;
  }[];
};

/** The id of the form every Retry button submits (it lives outside the settings form, which cannot hold another). */
export const RETRY_JOB_FORM_ID = "retry-job";
export const RETRY_JOB_INTENT = "retry-job";

/**
 * The retry form itself: empty, placed outside the settings form. Each Retry
 * button names it with its `form` attribute and sends the job's id as its own
 * value, so one form serves every row, with or without JavaScript.
 */
export function RetryJobForm() {
  return (
    <Form id={RETRY_JOB_FORM_ID} method="post" action="?tab=system" hidden>
      <input type="hidden" name="intent" value={RETRY_JOB_INTENT} />
    </Form>
  );
}

/** Background work shared by every app server: what waits, runs and failed, with a retry for each failure. */
export function JobsPanel({ jobs }: { jobs: JobsPanelData }) {
  const navigation = useNavigation();
  const retrying = navigation.state === "submitting" && navigation.formData?.get("intent") === RETRY_JOB_INTENT;
  const retryingId = retrying ? navigation.formData?.get("jobId") : null;
  return (
    <section aria-labelledby="jobs-heading" className="space-y-3">
      <h3 id="jobs-heading" className="font-semibold text-slate-900">
        Jobs
      </h3>
      <p className="text-sm text-slate-600">
        Background work (messages, alerts, clean-ups), run once by whichever server is free. A failed job was tried as
        many times as it allows; retry it once the cause is fixed.
      </p>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <JobCount label="Queued" value={jobs.counts.queued} />
        <JobCount label="Running" value={jobs.counts.running} />
        <JobCount label="Failed" value={jobs.counts.failed} alert={jobs.counts.failed > 0} />
      </dl>
      {jobs.failed.length ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {jobs.failed.map((job) => (
            <li key={job.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {job.name} <span className="font-normal text-slate-600">#{job.id}</span>
                </p>
                <p className="text-slate-600">
                  {job.attempts} {job.attempts === 1 ? "attempt" : "attempts"}
                  {job.failedAt ? `, failed ${formatDateTime(job.failedAt)}` : ""}
                </p>
                <p className="mt-1 break-words text-red-800">{job.error}</p>
                {job.details ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer text-slate-600">Details</summary>
                    <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs text-slate-700">
                      {job.details}
                    </pre>
                  </details>
                ) : null}
              </div>
              <button
                type="submit"
                form={RETRY_JOB_FORM_ID}
                name="jobId"
                value={job.id}
                className="btn-secondary shrink-0 self-start"
                disabled={retryingId === String(job.id)}
                aria-label={`Retry ${job.name} #${job.id}`}
              >
                <RotateCcw aria-hidden className="h-4 w-4" /> {retryingId === String(job.id) ? "Retrying..." : "Retry"}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No failed jobs.</p>
      )}
      {jobs.counts.failed > jobs.failed.length ? (
        <p className="text-sm text-slate-600">
          Showing the {jobs.failed.length} most recent of {jobs.counts.failed} failed jobs.
        </p>
      ) : null}
    </section>
  );
}

function JobCount({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className={`rounded-lg border p-3 ${alert ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50"}`}>
      <dt className={`text-sm ${alert ? "text-red-800" : "text-slate-600"}`}>{label}</dt>
      <dd className={`text-xl font-bold ${alert ? "text-red-800" : "text-slate-900"}`}>{value}</dd>
    </div>
  );
}
