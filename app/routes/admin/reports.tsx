/**
 * /admin/reports: visitors' "Report this listing" reports and reports on
 * published reviews, newest first, filtered by status, each linked to its
 * property or review; staff resolve or dismiss an open one with a note (a
 * review itself is removed on /admin/reviews).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/reports";
import { FormNotice } from "#app/components/leads/fields";
import { adminContext } from "#app/web/context";
import { closeReport, listReports, reportCounts } from "#app/domain/owners/listing-reports.server";
import { formatDateTime } from "#app/lib/format";
import { parseId } from "#app/lib/ids";
import { seo } from "#app/lib/seo";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validate } from "#app/lib/form/field-errors";
import { REPORT_STATUSES, reportReviewSchema, type ReportStatus } from "#app/lib/validation/listing-report";
import { formOf } from "#app/web/request-body.server";
import { StatusFilter } from "#app/components/admin/status-filter";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Reports", noindex: true });

const FILTERS = ["all", ...REPORT_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

export async function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("status");
  const status: Filter = FILTERS.includes(wanted as Filter) ? (wanted as Filter) : "open";
  const [reports, counts] = await Promise.all([listReports(status), reportCounts()]);
  return { reports, counts, status };
}

export async function action({ context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = formOf(context);
  const id = parseId(form.get("id"));
  const checked = validate(reportReviewSchema, { outcome: form.get("outcome"), note: form.get("note") ?? undefined });
  if (!checked.ok)
    return data({ ok: false, message: "Choose resolve or dismiss." }, { status: REFUSAL_STATUS.invalid });
  if (id === null) throw data(null, { status: 404 });
  const closed = await closeReport(id, checked.data.outcome, checked.data.note, { id: admin.id, name: admin.name });
  if (!closed) {
    return data({ ok: false, message: "This report is no longer open." }, { status: REFUSAL_STATUS.notFound });
  }
  return { ok: true, message: `Report #${id} ${checked.data.outcome}.` };
}

const STATUS_STYLES: Record<ReportStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  resolved: "bg-green-100 text-green-800",
  dismissed: "bg-slate-100 text-slate-800",
};

export default function ReportsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { reports, counts, status } = loaderData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Reports</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Listings visitors reported as sold, wrong, fake or unreachable, and reviews reported as fake or offensive.
          Three open reports on one listing or review e-mail the office.
        </p>
      </header>
      <StatusFilter label="Filter reports" statuses={FILTERS} current={status} counts={counts} />
      {actionData ? <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice> : null}
      {reports.length === 0 ? (
        <div className="card px-4 py-12 text-center text-slate-600">No reports here.</div>
      ) : (
        <ol className="space-y-3" aria-label="Reports">
          {reports.map((report) => (
            <li key={report.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{report.reasonLabel}</p>
                  {report.review ? (
                    <p className="text-sm text-slate-700">
                      Review #{report.review.id} ({report.review.stars} of 5 stars, {report.review.status}) of{" "}
                      <Link to={report.review.itemPath} className="text-secondary-dark underline">
                        {report.review.itemTitle}
                      </Link>{" "}
                      ·{" "}
                      <Link to={`/admin/reviews?status=all#review-${report.review.id}`} className="underline">
                        Moderate review #{report.review.id}
                      </Link>
                    </p>
                  ) : (
                    <p className="text-sm text-slate-700">
                      <Link to={`/property/${report.propertyId}`} className="text-secondary-dark underline">
                        {report.propertyTitle}
                      </Link>{" "}
                      ·{" "}
                      <Link to={`/admin/properties?search=%23${report.propertyId}`} className="underline">
                        Edit property #{report.propertyId}
                      </Link>
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-2 text-xs">
                  <span
                    className={`rounded-full px-2.5 py-0.5 font-semibold capitalize ${STATUS_STYLES[report.status]}`}
                  >
                    {report.status}
                  </span>
                  <time dateTime={report.createdAt} className="text-slate-600">
                    {formatDateTime(report.createdAt)}
                  </time>
                </div>
              </div>
              {report.review ? (
                <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line break-words text-slate-700">
                  {report.review.body}
                </blockquote>
              ) : null}
              {report.note ? (
                <p className="mt-2 whitespace-pre-line break-words text-slate-800">{report.note}</p>
              ) : null}
              {report.resolutionNote ? (
                <p className="mt-2 text-sm text-slate-700">Staff note: {report.resolutionNote}</p>
              ) : null}
              {report.status === "open" ? (
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={report.id} />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={`report-note-${report.id}`} className="field-label">
                      Note
                    </label>
                    <input id={`report-note-${report.id}`} name="note" maxLength={1000} className="field-input" />
                  </div>
                  <button type="submit" name="outcome" value="resolved" className="btn-primary">
                    Resolve
                  </button>
                  <button type="submit" name="outcome" value="dismissed" className="btn-outline">
                    Dismiss
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
