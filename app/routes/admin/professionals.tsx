/**
 * /admin/professionals: requests to be listed as an agent or a builder.
 * Staff check the MahaRERA registration (the link opens MahaRERA's register)
 * and approve, which publishes the profile with the "Verified by Nivaas"
 * badge (and makes an agent's account an agent), or reject with a note the
 * person receives by e-mail. An approved profile can be withdrawn later
 * (rejected).
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/professionals";
import { FormNotice } from "#app/components/leads/fields";
import { adminContext } from "#app/web/context";
import { listSupplierRequests, reviewSupplierRequest, supplierRequestCounts } from "#app/domain/supply/profiles.server";
import { formatDateTime } from "#app/lib/format";
import { parseId } from "#app/lib/ids";
import { reraLabel, reraRegistry } from "#app/lib/rera";
import { seo } from "#app/lib/seo";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validate } from "#app/lib/form/field-errors";
import { SUPPLIER_STATUSES, supplierReviewSchema, type SupplierStatus } from "#app/lib/validation/supplier";
import { formOf } from "#app/web/request-body.server";
import { StatusFilter } from "#app/components/admin/status-filter";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: "Admin - Agents & Builders", noindex: true });

export async function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("status") as SupplierStatus | null;
  const status: SupplierStatus = wanted && SUPPLIER_STATUSES.includes(wanted) ? wanted : "pending";
  const [requests, counts] = await Promise.all([listSupplierRequests(status), supplierRequestCounts()]);
  return {
    status,
    counts,
    requests: requests.map((row) => ({
      id: row.id,
      kind: row.kind,
      slug: row.slug,
      name: row.name,
      reraNumber: row.reraNumber,
      reraProjects: row.reraProjects,
      areasServed: row.areasServed,
      about: row.about,
      status: row.status,
      reviewNote: row.reviewNote,
      reviewedBy: row.reviewedBy,
      createdAt: row.createdAt.toISOString(),
      accountName: row.accountName,
      accountEmail: row.accountEmail,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = formOf(context);
  const id = parseId(form.get("id"));
  const checked = validate(supplierReviewSchema, {
    decision: form.get("decision"),
    note: form.get("note") ?? undefined,
  });
  if (!checked.ok) return data({ ok: false, message: "Choose approve or reject." }, { status: REFUSAL_STATUS.invalid });
  if (id === null) throw data(null, { status: 404 });
  const result = await reviewSupplierRequest(
    { id: admin.id, name: admin.name },
    request.headers,
    id,
    checked.data.decision,
    checked.data.note,
  );
  if (!result.ok) return data({ ok: false, message: result.error }, { status: REFUSAL_STATUS.conflict });
  return { ok: true, message: result.message };
}

export default function ProfessionalsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, counts, status } = loaderData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Agents &amp; Builders</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Check each RERA number in MahaRERA&apos;s register before approving: an approved profile is shown to buyers as
          &quot;Verified by Nivaas&quot;.
        </p>
      </header>
      <StatusFilter label="Filter requests" statuses={SUPPLIER_STATUSES} current={status} counts={counts} />
      {actionData ? <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice> : null}
      {requests.length === 0 ? (
        <div className="card px-4 py-12 text-center text-slate-600">Nothing here.</div>
      ) : (
        <ol className="space-y-3" aria-label="Requests">
          {requests.map((row) => {
            const numbers = row.reraNumber ? [row.reraNumber] : row.reraProjects;
            return (
              <li key={row.id} className="card p-4" data-testid={`professional-${row.id}`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {row.name} <span className="font-normal capitalize text-slate-600">· {row.kind}</span>
                    </p>
                    <p className="text-sm text-slate-700">
                      {row.accountName} · {row.accountEmail}
                    </p>
                  </div>
                  <time dateTime={row.createdAt} className="text-xs text-slate-600">
                    {formatDateTime(row.createdAt)}
                  </time>
                </div>
                <ul className="mt-2 flex flex-wrap gap-2 text-sm">
                  {numbers.map((number) => (
                    <li key={number}>
                      <a
                        href={reraRegistry(number).url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-secondary-dark underline"
                      >
                        {reraLabel(number)}
                      </a>
                    </li>
                  ))}
                </ul>
                {row.areasServed ? <p className="mt-1 text-sm text-slate-700">Areas: {row.areasServed}</p> : null}
                {row.about ? (
                  <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{row.about}</p>
                ) : null}
                {row.reviewNote ? (
                  <p className="mt-1 text-sm text-slate-700">
                    Note by {row.reviewedBy}: {row.reviewNote}
                  </p>
                ) : null}
                {row.status === "approved" ? (
                  <p className="mt-1 text-sm">
                    <Link to={`/${row.kind}/${encodeURIComponent(row.slug)}`} className="underline">
                      Public profile
                    </Link>
                  </p>
                ) : null}
                {row.status !== "rejected" ? (
                  <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={row.id} />
                    <div className="min-w-0 flex-1">
                      <label htmlFor={`professional-note-${row.id}`} className="field-label">
                        Note to the person (sent with a rejection)
                      </label>
                      <input id={`professional-note-${row.id}`} name="note" maxLength={500} className="field-input" />
                    </div>
                    {row.status === "pending" ? (
                      <button type="submit" name="decision" value="approve" className="btn-primary">
                        Approve
                      </button>
                    ) : null}
                    <button type="submit" name="decision" value="reject" className="btn-outline">
                      {row.status === "approved" ? "Withdraw verification" : "Reject"}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
