import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useSearchParams, useSubmit } from "react-router";
import { CheckCircle2, Eye, Inbox, MessageSquare, PhoneCall, Trash2 } from "lucide-react";
import type { Route } from "./+types/inquiries";
import { requireAdmin } from "#app/server/session.server";
import { deleteInquiry, getInquiry, inquiryStats, listInquiries, referenceHref, setInquiryStatus } from "#app/domain/inquiries-admin.server";
import type { Inquiry } from "#app/server/schema";
import { INQUIRY_STATUSES, INQUIRY_TYPES, isInquiryStatus, isInquiryType } from "#app/lib/inquiry-options";
import { ConfirmDialog } from "#app/components/admin/ConfirmDialog";
import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS, InquiryTypeBadge } from "#app/components/admin/InquiryBadges";
import { InquiryDetails, InquiryReference, subjectLabel, visitWhen, type InquiryView } from "#app/components/admin/InquiryDetails";
import { Modal } from "#app/components/admin/Modal";
import { OperationNotice } from "#app/components/admin/OperationNotice";
import { ListFilters } from "#app/components/admin/ListFilters";
import { StatCard } from "#app/components/admin/StatCard";
import { Pagination } from "#app/components/Pagination";
import { formatDate } from "#app/lib/format";
import { pageRange } from "#app/lib/pagination";
import { seo } from "#app/lib/seo";
import { useHydrated } from "#app/lib/use-hydrated";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Inquiries", noindex: true });

/** Below the xl breakpoint a table row becomes a card: cells flow and wrap. */
const ROW_AS_CARD = "max-xl:flex max-xl:flex-wrap max-xl:items-center max-xl:gap-x-4 max-xl:gap-y-2 max-xl:p-4";

const DELETE_MESSAGE = "Are you sure you want to delete this inquiry?";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const status = url.searchParams.get("status") ?? "";
  const type = url.searchParams.get("type") ?? "";
  const page = Number(url.searchParams.get("page") ?? 1);
  const [list, stats] = await Promise.all([listInquiries({ q, status, type, page }), inquiryStats()]);
  const rows = list.rows.map(toView);
  // ?view=<id> opens an inquiry's details (links from the top bar and search use it), even when it is on another page.
  const viewId = Number(url.searchParams.get("view"));
  const viewed = viewId ? (rows.find((row) => row.id === viewId) ?? (await getInquiry(viewId).then((row) => (row ? toView(row) : null)))) : null;
  return {
    ...list,
    rows,
    stats,
    q,
    status: isInquiryStatus(status) ? status : "all",
    type: isInquiryType(type) ? type : "all",
    viewing: viewed ?? null,
  };
}

function toView(row: Inquiry): InquiryView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    inquiryType: row.inquiryType,
    referenceTitle: row.referenceTitle,
    referenceHref: referenceHref(row),
    visitDate: row.visitDate,
    visitTime: row.visitTime,
    status: row.status,
    createdAt: row.createdAt,
  };
}

type ActionResult = { ok: boolean; message: string; confirmDelete?: { id: number; name: string } };

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const valid = Number.isInteger(id) && id > 0;
  if (intent === "status") {
    const status = String(form.get("status") ?? "");
    const result = valid ? await setInquiryStatus(id, status, admin) : null;
    return result?.ok
      ? { ok: true, message: `Inquiry marked as ${INQUIRY_STATUS_LABELS[status] ?? status}.` }
      : { ok: false, message: "Failed to update inquiry status" };
  }
  if (intent === "delete") {
    if (valid && form.get("confirmed") !== "1") {
      // Without JavaScript the confirm step is shown by the page.
      return { ok: true, message: "", confirmDelete: { id, name: String(form.get("name") ?? "this customer") } };
    }
    const result = valid ? await deleteInquiry(id, admin) : null;
    return result?.ok ? { ok: true, message: "Inquiry deleted." } : { ok: false, message: "Failed to delete inquiry" };
  }
  return { ok: false, message: "Failed to update inquiry status" };
}

export default function InquiriesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, stats, total, page, totalPages, pageSize, q, status, type, viewing } = loaderData;
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [openId, setOpenId] = useState<number | null>(viewing?.id ?? null);
  // Kept so the modal stays open when a status change moves the inquiry out of the filtered list.
  const [snapshot, setSnapshot] = useState<InquiryView | null>(viewing);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const open = openId === null ? null : (rows.find((row) => row.id === openId) ?? (snapshot?.id === openId ? snapshot : null));
  const navigate = useNavigate();

  // A link to ?view=<id> (from the top bar, search or a bookmark) opens that inquiry.
  useEffect(() => {
    if (!viewing) return;
    setSnapshot(viewing);
    setOpenId(viewing.id);
  }, [viewing?.id]);

  const closeDetails = () => {
    setOpenId(null);
    if (!searchParams.has("view")) return;
    const params = new URLSearchParams(searchParams);
    params.delete("view");
    navigate({ search: params.toString() }, { replace: true, preventScrollReset: true });
  };
  const { from, to } = pageRange(page, pageSize, total);

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    params.delete("view");
    if (target > 1) params.set("page", String(target));
    else params.delete("page");
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const viewHref = (id: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("view", String(id));
    return `?${params.toString()}`;
  };
  const changeStatus = (inquiry: InquiryView, next: string) => {
    if (openId === inquiry.id) setSnapshot({ ...inquiry, status: next });
    submit({ intent: "status", id: String(inquiry.id), status: next }, { method: "post", preventScrollReset: true });
  };
  const remove = (id: number) => {
    setOpenId(null);
    submit({ intent: "delete", id: String(id), confirmed: "1" }, { method: "post", preventScrollReset: true });
  };

  const notice = actionData && actionData.message ? actionData : null;
  const filtered = q || status !== "all" || type !== "all";

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Inquiries</h1>
        <p className="mt-1 text-slate-600">Messages, property and project inquiries and site-visit requests from customers.</p>
      </header>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Inquiries" value={stats.total} icon={Inbox} />
        <StatCard label="New" value={stats.new} icon={MessageSquare} />
        <StatCard label="Contacted" value={stats.contacted} icon={PhoneCall} />
        <StatCard label="Closed" value={stats.closed} icon={CheckCircle2} />
      </div>

      <ListFilters
        search={q}
        searchName="q"
        searchLabel="Search"
        placeholder="Name, email, phone, message or property"
        selects={[
          {
            name: "status",
            label: "Status",
            value: status,
            options: [{ value: "all", label: "All Status" }, ...INQUIRY_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] }))],
          },
          {
            name: "type",
            label: "Type",
            value: type,
            options: [{ value: "all", label: "All Types" }, ...INQUIRY_TYPES.map((value) => ({ value, label: INQUIRY_TYPE_LABELS[value] }))],
          },
        ]}
        resetHref="?"
        active={Boolean(filtered)}
      />

      <OperationNotice notice={notice} />

      {actionData?.confirmDelete ? (
        <div role="alertdialog" aria-labelledby="confirm-delete-title" className="card border-red-200 p-4">
          <h2 id="confirm-delete-title" className="font-semibold text-slate-900">
            Delete the inquiry from {actionData.confirmDelete.name}?
          </h2>
          <p className="mt-1 text-sm text-slate-600">{DELETE_MESSAGE}</p>
          <Form method="post" className="mt-3 flex gap-3">
            <input type="hidden" name="id" value={actionData.confirmDelete.id} />
            <input type="hidden" name="confirmed" value="1" />
            <button type="submit" name="intent" value="delete" className="btn bg-red-700 text-white hover:bg-red-800">
              Delete
            </button>
            <Link to={hrefFor(page)} className="btn-outline">
              Cancel
            </Link>
          </Form>
        </div>
      ) : null}

      {viewing && !hydrated ? (
        <section aria-labelledby="viewing-title" className="card p-4 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="viewing-title" className="text-lg font-semibold text-slate-900">
              Inquiry from {viewing.name}
            </h2>
            <Link to={hrefFor(page)} className="btn-outline">
              Close
            </Link>
          </div>
          <InquiryDetails inquiry={viewing} statusControl={<StatusSelect inquiry={viewing} idSuffix="panel" />} />
        </section>
      ) : null}

      <div className="card overflow-hidden">
        <div className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600">
          <p>{total > 0 ? `Showing ${from} to ${to} of ${total} results` : "0 results"}</p>
        </div>
        {rows.length === 0 ? (
          <p className="px-4 py-12 text-center text-slate-600">No inquiries found</p>
        ) : (
          // Below xl each row is laid out as a card (same table, no duplicate markup).
          <div className="xl:overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 xl:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Customer</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Type</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Reference</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Date</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 max-xl:block">
                {rows.map((row) => {
                  const when = visitWhen(row);
                  return (
                    <tr key={row.id} className={ROW_AS_CARD}>
                      <td className="px-4 py-3 max-xl:w-full max-xl:p-0 xl:min-w-52">
                        <p id={`inquiry-${row.id}-name`} className="font-medium text-slate-900">
                          {row.name}
                        </p>
                        <p className="break-words text-slate-600">{row.email}</p>
                        <p className="text-slate-600">{row.phone}</p>
                      </td>
                      <td className="px-4 py-3 max-xl:p-0">
                        <InquiryTypeBadge type={row.inquiryType} />
                      </td>
                      <td className="px-4 py-3 max-xl:p-0 xl:max-w-64">
                        <InquiryReference inquiry={row} />
                        {when ? <p className="mt-1 font-medium text-teal-900">Visit: {when}</p> : null}
                        {!row.referenceTitle && row.subject ? <p className="mt-1 text-slate-600">{subjectLabel(row.subject)}</p> : null}
                      </td>
                      <td className="px-4 py-3 max-xl:p-0">
                        <StatusSelect inquiry={row} onChange={(next) => changeStatus(row, next)} />
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-600 max-xl:p-0">
                        <span className="xl:hidden">Received </span>
                        {formatDate(row.createdAt)}
                      </td>
                      <td className="px-4 py-3 max-xl:w-full max-xl:p-0">
                        <div className="flex items-center gap-1 max-xl:-ml-2 xl:justify-end">
                          <Link
                            to={viewHref(row.id)}
                            preventScrollReset
                            onClick={(event) => {
                              event.preventDefault();
                              setSnapshot(row);
                              setOpenId(row.id);
                            }}
                            className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-secondary hover:bg-secondary-soft"
                            aria-describedby={`inquiry-${row.id}-name`}
                            title="View details"
                          >
                            <Eye aria-hidden className="h-4 w-4" /> <span className="xl:sr-only">View</span>
                          </Link>
                          <Form method="post" preventScrollReset>
                            <input type="hidden" name="id" value={row.id} />
                            <input type="hidden" name="name" value={row.name} />
                            <button
                              type="submit"
                              name="intent"
                              value="delete"
                              aria-describedby={`inquiry-${row.id}-name`}
                              onClick={(event) => {
                                event.preventDefault();
                                setDeleteId(row.id);
                              }}
                              className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-red-700 hover:bg-red-50"
                              title="Delete"
                            >
                              <Trash2 aria-hidden className="h-4 w-4" /> <span className="xl:sr-only">Delete</span>
                            </button>
                          </Form>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Inquiry pages" />

      <Modal
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) closeDetails();
        }}
        title={open ? `Inquiry from ${open.name}` : "Inquiry details"}
      >
        {open ? (
          <>
            <InquiryDetails
              inquiry={open}
              statusControl={<StatusSelect inquiry={open} idSuffix="modal" onChange={(next) => changeStatus(open, next)} />}
            />
            <div className="mt-4 flex justify-end">
              <button type="button" className="inline-flex items-center gap-1 text-sm font-medium text-red-700 hover:underline" onClick={() => setDeleteId(open.id)}>
                <Trash2 aria-hidden className="h-4 w-4" /> Delete inquiry
              </button>
            </div>
          </>
        ) : null}
      </Modal>

      <ConfirmDialog
        open={deleteId !== null}
        onOpenChange={(next) => !next && setDeleteId(null)}
        title="Delete Inquiry"
        message={DELETE_MESSAGE}
        onConfirm={() => {
          if (deleteId !== null) remove(deleteId);
          setDeleteId(null);
        }}
      />
    </div>
  );
}

/**
 * The status selector: with JavaScript a change saves at once; without it,
 * the Save button posts the form.
 */
function StatusSelect({ inquiry, onChange, idSuffix = "row" }: { inquiry: InquiryView; onChange?: (next: string) => void; idSuffix?: string }) {
  const id = `status-${idSuffix}-${inquiry.id}`;
  return (
    <Form method="post" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={inquiry.id} />
      <label htmlFor={id} className="sr-only">
        Status of the inquiry from {inquiry.name}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={inquiry.status}
        key={inquiry.status}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30"
      >
        {INQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {INQUIRY_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 px-2 py-1.5 text-xs font-semibold text-slate-800">
          Save
        </button>
      </noscript>
    </Form>
  );
}
