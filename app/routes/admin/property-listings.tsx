import { useState } from "react";
import { data, Form, useNavigation, useSubmit } from "react-router";
import { CheckCircle2, ClipboardList, Clock, XCircle } from "lucide-react";
import type { Route } from "./+types/property-listings";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import { adminContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import { idOr404, parseId } from "#app/lib/ids";
import { queryText } from "#app/lib/query-values";
import {
  approveSubmission,
  deleteSubmission,
  getSubmission,
  listSubmissions,
  rejectSubmission,
  submissionStats,
  SUBMISSION_STATUSES,
} from "#app/domain/back-office/submissions.server";
import { ConfirmDialog } from "#app/components/admin/confirm-dialog";
import { Modal } from "#app/components/admin/modal";
import { ActionNotice } from "#app/components/admin/action-notice";
import { filterOptions, ListFilters } from "#app/components/admin/list-filters";
import { ListDeleteConfirm } from "#app/components/admin/list-delete-confirm";
import { ListDetailsPanel } from "#app/components/admin/list-details-panel";
import { ROW_ACTION, RowDeleteButton, RowViewLink } from "#app/components/admin/list-row-actions";
import { ListRow, ListTable } from "#app/components/admin/list-table";
import { useRowDetails } from "#app/components/admin/list-details";
import { showingText, useListLinks } from "#app/components/admin/list-paging";
import { StatCard } from "#app/components/admin/stat-card";
import { OwnerAccountLink } from "#app/components/admin/owner-account-link";
import { RevisionReview } from "#app/components/admin/revision-review";
import { accountsById, listPendingRevisions, reviewRevision } from "#app/domain/back-office/revisions.server";
import { SubmissionDetails, type SubmissionView } from "#app/components/admin/submission-details";
import { SUBMISSION_STATUS_LABELS, SubmissionStatusBadge } from "#app/components/admin/submission-status-badge";
import { Pagination } from "#app/components/pagination";
import { formatDate, formatListingPrice } from "#app/lib/format";
import { seo } from "#app/lib/seo";
import { useHydrated } from "#app/lib/use-hydrated";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: "Admin - Property Listings", noindex: true });

const DELETE_MESSAGE = "Are you sure you want to delete this listing? This action cannot be undone.";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = queryText(url.searchParams.get("q"));
  const status = url.searchParams.get("status") ?? "all";
  const page = Number(url.searchParams.get("page") ?? 1);
  const [list, stats, revisions] = await Promise.all([
    listSubmissions({ q, status, page }),
    submissionStats(),
    listPendingRevisions(),
  ]);
  // Without JavaScript, "View" opens the details as a panel through ?view=<id>.
  const viewParam = url.searchParams.get("view");
  const viewId = viewParam ? idOr404(viewParam) : null;
  const viewing = viewId ? (list.rows.find((row) => row.id === viewId) ?? (await getSubmission(viewId)) ?? null) : null;
  const owners = await accountsById([...list.rows.map((row) => row.ownerUserId), viewing?.ownerUserId]);
  return {
    ...list,
    stats,
    q,
    status: SUBMISSION_STATUSES.includes(status as never) ? status : "all",
    viewing,
    owners,
    revisions,
  };
}

type ActionResult = { ok: boolean; message: string; confirmDelete?: { id: number; title: string } };

export async function action({ context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = formOf(context);
  const intent = String(form.get("intent") ?? "");
  const id = parseId(form.get("id"));
  // A refusal answers its real status: 400 for an unknown intent or id, 404 for a listing that is gone,
  // 409 for a review of a listing already reviewed.
  const reply = (result: ActionResult, status: RefusalStatus | 200 = 200) => data<ActionResult>(result, { status });
  if (id === null) {
    return reply(
      { ok: false, message: intent === "delete" ? "Failed to delete listing" : "Failed to update status" },
      REFUSAL_STATUS.invalid,
    );
  }
  if (intent === "approve" || intent === "reject") {
    const result = intent === "approve" ? await approveSubmission(id, admin) : await rejectSubmission(id, admin);
    if (result.ok) {
      return reply({
        ok: true,
        message: intent === "approve" ? "Listing approved successfully!" : "Listing rejected successfully!",
      });
    }
    // Gone (404), or already reviewed by someone else (409).
    const stillThere = await getSubmission(id);
    return reply(
      { ok: false, message: result.error || "Failed to update status" },
      stillThere ? REFUSAL_STATUS.conflict : REFUSAL_STATUS.notFound,
    );
  }
  if (intent === "approve-revision" || intent === "reject-revision") {
    const approve = intent === "approve-revision";
    return (await reviewRevision(id, approve, admin))
      ? reply({ ok: true, message: approve ? "The changes are published." : "The changes were rejected." })
      : reply({ ok: false, message: "These changes were already reviewed." }, REFUSAL_STATUS.conflict);
  }
  if (intent === "delete") {
    // Without JavaScript the confirm step is a page of its own.
    if (form.get("confirmed") !== "1") {
      const listing = await getSubmission(id);
      if (!listing) return reply({ ok: false, message: "Failed to delete listing" }, REFUSAL_STATUS.notFound);
      return reply({ ok: true, message: "", confirmDelete: { id, title: listing.title } });
    }
    const result = await deleteSubmission(id, admin);
    return result.ok
      ? reply({ ok: true, message: "Listing deleted successfully!" })
      : reply({ ok: false, message: result.error || "Failed to delete listing" }, REFUSAL_STATUS.notFound);
  }
  return reply({ ok: false, message: "Failed to update status" }, REFUSAL_STATUS.invalid);
}

export default function PropertyListingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, stats, page, totalPages, q, status, viewing, owners, revisions } = loaderData;
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { pageHref, hrefWith } = useListLinks("view");
  const details = useRowDetails(rows, viewing);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const toDelete = rows.find((row) => row.id === deleteId) ?? null;
  const busyId = navigation.state === "submitting" ? Number(navigation.formData?.get("id")) : null;

  const review = (id: number, intent: "approve" | "reject" | "delete") => {
    details.hide();
    submit({ intent, id: String(id), confirmed: "1" }, { method: "post", preventScrollReset: true });
  };

  const notice = actionData && actionData.message ? actionData : null;
  const open = details.open;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Property Listings</h1>
        <p className="mt-1 text-slate-600">
          Review properties submitted by owners. Approving publishes a listing on the site.
        </p>
      </header>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Submissions" value={stats.total} icon={ClipboardList} />
        <StatCard label="Pending Review" value={stats.pending} icon={Clock} />
        <StatCard label="Approved" value={stats.approved} icon={CheckCircle2} />
        <StatCard label="Rejected" value={stats.rejected} icon={XCircle} />
      </div>

      <ListFilters
        search={q}
        searchName="q"
        searchLabel="Search"
        placeholder="Title, city, owner name or email"
        selects={[
          {
            name: "status",
            label: "Status",
            value: status,
            options: filterOptions("All Status", SUBMISSION_STATUS_LABELS),
          },
        ]}
        resetHref="?"
        active={Boolean(q) || status !== "all"}
      />

      <ActionNotice notice={notice} />

      {actionData?.confirmDelete ? (
        <ListDeleteConfirm
          id={actionData.confirmDelete.id}
          question={`Delete "${actionData.confirmDelete.title}"?`}
          message={DELETE_MESSAGE}
          cancelHref={pageHref(page)}
        />
      ) : null}

      {viewing && !hydrated ? (
        <ListDetailsPanel title={viewing.title} closeHref={pageHref(page)}>
          <SubmissionDetails listing={viewing} />
          {viewing.status === "pending" ? (
            <ReviewButtons listing={viewing} className="mt-4 border-t border-slate-200 pt-4" />
          ) : null}
        </ListDetailsPanel>
      ) : null}

      <ListTable
        summary={showingText(loaderData, "results")}
        empty={rows.length === 0}
        emptyMessage="No property listings found."
        columns={["Property", "Owner", "Price", "Status"]}
      >
        {rows.map((row) => {
          const titleId = `listing-${row.id}-title`;
          return (
            <ListRow key={row.id} busy={busyId === row.id}>
              <td className="px-4 py-3 max-xl:w-full max-xl:p-0 xl:min-w-56">
                <div className="flex items-center gap-3">
                  {row.images[0] ? (
                    <img
                      src={row.images[0].card}
                      alt=""
                      width={56}
                      height={42}
                      className="h-[42px] w-14 shrink-0 rounded-md object-cover"
                    />
                  ) : (
                    <span className="h-[42px] w-14 shrink-0 rounded-md bg-slate-100" aria-hidden />
                  )}
                  <div className="min-w-0">
                    <p id={titleId} className="font-medium text-slate-900">
                      {row.title}
                    </p>
                    <p className="text-slate-600">
                      {row.category} · {row.city}
                    </p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 max-xl:w-full max-xl:p-0 xl:min-w-48">
                <p className="text-slate-900">
                  <span className="text-slate-600 xl:hidden">Owner: </span>
                  {row.ownerName}
                </p>
                <p className="break-words text-slate-600">{row.ownerEmail}</p>
                <OwnerAccountLink account={row.ownerUserId ? owners[row.ownerUserId] : undefined} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900 max-xl:p-0">
                {formatListingPrice(row.price, row.listingType)}
              </td>
              <td className="px-4 py-3 max-xl:flex max-xl:items-center max-xl:gap-3 max-xl:p-0">
                <SubmissionStatusBadge status={row.status} />
                <p className="whitespace-nowrap text-xs text-slate-600 xl:mt-1">
                  Submitted {formatDate(row.createdAt)}
                </p>
              </td>
              <td className="px-4 py-3 max-xl:w-full max-xl:p-0">
                <div className="flex items-center gap-1 max-xl:-ml-2 max-xl:flex-wrap xl:justify-end">
                  <RowViewLink href={hrefWith("view", row.id)} describedBy={titleId} onOpen={() => details.show(row)} />
                  {row.status === "pending" ? <ReviewButtons listing={row} compact /> : null}
                  <RowDeleteButton id={row.id} describedBy={titleId} onDelete={() => setDeleteId(row.id)} />
                </div>
              </td>
            </ListRow>
          );
        })}
      </ListTable>

      <Pagination page={page} totalPages={totalPages} hrefFor={pageHref} label="Property listings pages" />

      <RevisionReview revisions={revisions} />

      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && details.close()}
        title={open?.title ?? "Listing details"}
        wide
      >
        {open ? (
          <>
            <SubmissionDetails listing={open} />
            {open.status === "pending" ? (
              <div className="mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
                {/* In the modal Reject comes first, Approve last. */}
                {[...DECISIONS].reverse().map(({ intent, label, Icon, full }) => (
                  <button key={intent} type="button" className={full} onClick={() => review(open.id, intent)}>
                    <Icon aria-hidden className="h-4 w-4" /> {label}
                  </button>
                ))}
              </div>
            ) : null}
          </>
        ) : null}
      </Modal>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && setDeleteId(null)}
        title="Delete Listing"
        message={DELETE_MESSAGE}
        onConfirm={() => {
          if (toDelete) review(toDelete.id, "delete");
          setDeleteId(null);
        }}
      />
    </div>
  );
}

/** The two review decisions, styled as a small row action (`compact`) or a full button. */
const DECISIONS = [
  {
    intent: "approve",
    label: "Approve",
    Icon: CheckCircle2,
    compact: "text-green-800 hover:bg-green-50",
    full: "btn bg-green-700 text-white hover:bg-green-800",
  },
  {
    intent: "reject",
    label: "Reject",
    Icon: XCircle,
    compact: "text-red-700 hover:bg-red-50",
    full: "btn bg-red-700 text-white hover:bg-red-800",
  },
] as const;

/** Approve and Reject as plain form posts (they work before JavaScript loads). */
function ReviewButtons({
  listing,
  compact = false,
  className = "",
}: {
  listing: SubmissionView;
  compact?: boolean;
  className?: string;
}) {
  return (
    <Form
      method="post"
      preventScrollReset
      className={`flex items-center gap-1 ${compact ? "" : "justify-end gap-3"} ${className}`}
    >
      <input type="hidden" name="id" value={listing.id} />
      {DECISIONS.map(({ intent, label, Icon, ...style }) => (
        <button
          key={intent}
          type="submit"
          name="intent"
          value={intent}
          aria-describedby={compact ? `listing-${listing.id}-title` : undefined}
          className={compact ? `${ROW_ACTION} ${style.compact}` : style.full}
        >
          <Icon aria-hidden className="h-4 w-4" /> {label}
        </button>
      ))}
    </Form>
  );
}
