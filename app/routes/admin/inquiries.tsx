import { useState } from "react";
import { data, useSubmit } from "react-router";
import { CheckCircle2, Inbox, MessageSquare, PhoneCall, Trash2 } from "lucide-react";
import type { Route } from "./+types/inquiries";
import { adminContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { idOr404, parseId } from "#app/lib/ids";
import { queryText } from "#app/lib/query-values";
import {
  deleteInquiry,
  getInquiry,
  inquiryStats,
  listInquiries,
  referenceHref,
  setInquiryStatus,
} from "#app/domain/back-office/inquiries.server";
import type { Inquiry } from "#app/platform/schema";
import { isInquiryStatus, isInquiryType } from "#app/lib/inquiry-options";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS, InquiryTypeBadge } from "#app/components/admin/inquiry-badges";
import {
  InquiryDetails,
  InquiryReference,
  subjectLabel,
  visitWhen,
  type InquiryView,
} from "#app/components/admin/inquiry-details";
import { Modal } from "#app/components/admin/modal";
import { ActionNotice } from "#app/components/admin/action-notice";
import { filterOptions, ListFilters } from "#app/components/admin/list-filters";
import { ListDeleteConfirm } from "#app/components/admin/list-delete-confirm";
import { ListDetailsPanel } from "#app/components/admin/list-details-panel";
import { ListInlineSelect } from "#app/components/admin/list-inline-select";
import { RowDeleteButton, RowViewLink } from "#app/components/admin/list-row-actions";
import { ListRow, ListTable } from "#app/components/admin/list-table";
import { useRowDetails } from "#app/components/admin/list-details";
import { showingText, useListLinks } from "#app/components/admin/list-paging";
import { StatCard } from "#app/components/admin/stat-card";
import { Pagination } from "#app/components/pagination";
import { formatDate } from "#app/lib/format";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import { formatPhone } from "#app/lib/phone";
import { seo } from "#app/lib/seo";
import { useHydrated } from "#app/lib/use-hydrated";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Inquiries", noindex: true });

const DELETE_MESSAGE = "Are you sure you want to delete this inquiry?";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = queryText(url.searchParams.get("q"));
  const status = url.searchParams.get("status") ?? "";
  const type = url.searchParams.get("type") ?? "";
  const page = Number(url.searchParams.get("page") ?? 1);
  const [list, stats] = await Promise.all([listInquiries({ q, status, type, page }), inquiryStats()]);
  const rows = list.rows.map(toView);
  // ?view=<id> opens an inquiry's details (links from the top bar and search use it), even when it is on another page.
  const viewParam = url.searchParams.get("view");
  const viewId = viewParam ? idOr404(viewParam) : null;
  const viewed = viewId
    ? (rows.find((row) => row.id === viewId) ?? (await getInquiry(viewId).then((row) => (row ? toView(row) : null))))
    : null;
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

export async function action({ context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = formOf(context);
  const intent = String(form.get("intent") ?? "");
  const id = parseId(form.get("id"));
  const valid = id !== null;
  // A refusal answers its real status: 400 for an unknown intent or id, 404 for an inquiry that is gone.
  const reply = (result: ActionResult, status: RefusalStatus | 200 = 200) => data<ActionResult>(result, { status });
  if (intent === "status") {
    const status = String(form.get("status") ?? "");
    if (!valid) return reply({ ok: false, message: "Failed to update inquiry status" }, REFUSAL_STATUS.invalid);
    const result = await setInquiryStatus(id, status, admin);
    return result.ok
      ? reply({ ok: true, message: `Inquiry marked as ${INQUIRY_STATUS_LABELS[status] ?? status}.` })
      : reply(
          { ok: false, message: "Failed to update inquiry status" },
          isInquiryStatus(status) ? REFUSAL_STATUS.notFound : REFUSAL_STATUS.invalid,
        );
  }
  if (intent === "delete") {
    if (!valid) return reply({ ok: false, message: "Failed to delete inquiry" }, REFUSAL_STATUS.invalid);
    if (form.get("confirmed") !== "1") {
      // Without JavaScript the confirm step is shown by the page.
      return reply({ ok: true, message: "", confirmDelete: { id, name: String(form.get("name") ?? "this customer") } });
    }
    const result = await deleteInquiry(id, admin);
    return result.ok
      ? reply({ ok: true, message: "Inquiry deleted." })
      : reply({ ok: false, message: "Failed to delete inquiry" }, REFUSAL_STATUS.notFound);
  }
  return reply({ ok: false, message: "Failed to update inquiry status" }, REFUSAL_STATUS.invalid);
}

export default function InquiriesAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, stats, page, totalPages, q, status, type, viewing } = loaderData;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { pageHref, hrefWith } = useListLinks("view");
  const details = useRowDetails(rows, viewing);
  const [deleteId, setDeleteId] = useState<number | null>(null);

  const changeStatus = (inquiry: InquiryView, next: string) => {
    details.update({ ...inquiry, status: next });
    submit({ intent: "status", id: String(inquiry.id), status: next }, { method: "post", preventScrollReset: true });
  };
  const remove = (id: number) => {
    details.hide();
    submit({ intent: "delete", id: String(id), confirmed: "1" }, { method: "post", preventScrollReset: true });
  };

  const notice = actionData && actionData.message ? actionData : null;
  const filtered = q || status !== "all" || type !== "all";
  const open = details.open;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Inquiries</h1>
        <p className="mt-1 text-slate-600">
          Messages, property and project inquiries and site-visit requests from customers.
        </p>
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
            options: filterOptions("All Status", INQUIRY_STATUS_LABELS),
          },
          { name: "type", label: "Type", value: type, options: filterOptions("All Types", INQUIRY_TYPE_LABELS) },
        ]}
        resetHref="?"
        active={Boolean(filtered)}
      />

      <ActionNotice notice={notice} />

      {actionData?.confirmDelete ? (
        <ListDeleteConfirm
          id={actionData.confirmDelete.id}
          question={`Delete the inquiry from ${actionData.confirmDelete.name}?`}
          message={DELETE_MESSAGE}
          cancelHref={pageHref(page)}
        />
      ) : null}

      {viewing && !hydrated ? (
        <ListDetailsPanel title={`Inquiry from ${viewing.name}`} closeHref={pageHref(page)}>
          <InquiryDetails inquiry={viewing} statusControl={<StatusSelect inquiry={viewing} idSuffix="panel" />} />
        </ListDetailsPanel>
      ) : null}

      <ListTable
        summary={showingText(loaderData, "results")}
        empty={rows.length === 0}
        emptyMessage="No inquiries found"
        columns={["Customer", "Type", "Reference", "Status", "Date"]}
      >
        {rows.map((row) => {
          const when = visitWhen(row);
          const nameId = `inquiry-${row.id}-name`;
          return (
            <ListRow key={row.id}>
              <td className="px-4 py-3 max-xl:w-full max-xl:p-0 xl:min-w-52">
                <p id={nameId} className="font-medium text-slate-900">
                  {row.name}
                </p>
                <p className="break-words text-slate-600">{row.email}</p>
                <p className="text-slate-600">{formatPhone(row.phone)}</p>
              </td>
              <td className="px-4 py-3 max-xl:p-0">
                <InquiryTypeBadge type={row.inquiryType} />
              </td>
              <td className="px-4 py-3 max-xl:p-0 xl:max-w-64">
                <InquiryReference inquiry={row} />
                {when ? <p className="mt-1 font-medium text-teal-900">Visit: {when}</p> : null}
                {!row.referenceTitle && row.subject ? (
                  <p className="mt-1 text-slate-600">{subjectLabel(row.subject)}</p>
                ) : null}
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
                  <RowViewLink href={hrefWith("view", row.id)} describedBy={nameId} onOpen={() => details.show(row)} />
                  <RowDeleteButton
                    id={row.id}
                    name={row.name}
                    describedBy={nameId}
                    onDelete={() => setDeleteId(row.id)}
                  />
                </div>
              </td>
            </ListRow>
          );
        })}
      </ListTable>

      <Pagination page={page} totalPages={totalPages} hrefFor={pageHref} label="Inquiry pages" />

      <Modal
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) details.close();
        }}
        title={open ? `Inquiry from ${open.name}` : "Inquiry details"}
      >
        {open ? (
          <>
            <InquiryDetails
              inquiry={open}
              statusControl={
                <StatusSelect inquiry={open} idSuffix="modal" onChange={(next) => changeStatus(open, next)} />
              }
            />
            <div className="mt-4 flex justify-end">
              <button
                type="button"
                className="inline-flex items-center gap-1 text-sm font-medium text-red-700 hover:underline"
                onClick={() => setDeleteId(open.id)}
              >
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

/** An inquiry's status, saved as soon as it changes (see ListInlineSelect). */
function StatusSelect({
  inquiry,
  onChange,
  idSuffix = "row",
}: {
  inquiry: InquiryView;
  onChange?: (next: string) => void;
  idSuffix?: string;
}) {
  return (
    <ListInlineSelect
      id={inquiry.id}
      name="status"
      value={inquiry.status}
      options={INQUIRY_STATUS_LABELS}
      selectId={`status-${idSuffix}-${inquiry.id}`}
      label={`Status of the inquiry from ${inquiry.name}`}
      onChange={onChange}
      className="flex items-center gap-2"
    />
  );
}
