import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation, useSearchParams, useSubmit } from "react-router";
import { CheckCircle2, ClipboardList, Clock, Eye, Trash2, XCircle } from "lucide-react";
import type { Route } from "./+types/property-listings";
import { requireAdmin } from "#app/server/session.server";
import {
  approveSubmission,
  deleteSubmission,
  getSubmission,
  listSubmissions,
  rejectSubmission,
  submissionStats,
  SUBMISSION_STATUSES,
} from "#app/domain/submissions-review.server";
import { ConfirmDialog } from "#app/components/admin/ConfirmDialog";
import { Modal } from "#app/components/admin/Modal";
import { OperationNotice } from "#app/components/admin/OperationNotice";
import { ListFilters } from "#app/components/admin/ListFilters";
import { StatCard } from "#app/components/admin/StatCard";
import { SubmissionDetails, type SubmissionView } from "#app/components/admin/SubmissionDetails";
import { SubmissionStatusBadge } from "#app/components/admin/SubmissionStatusBadge";
import { Pagination } from "#app/components/Pagination";
import { formatDate, formatListingPrice } from "#app/lib/format";
import { pageRange } from "#app/lib/pagination";
import { seo } from "#app/lib/seo";
import { useHydrated } from "#app/lib/use-hydrated";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Property Listings", noindex: true });

/** Below the xl breakpoint a table row becomes a card: cells flow and wrap. */
const ROW_AS_CARD = "max-xl:flex max-xl:flex-wrap max-xl:items-center max-xl:gap-x-4 max-xl:gap-y-2 max-xl:p-4";

const DELETE_MESSAGE = "Are you sure you want to delete this listing? This action cannot be undone.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const status = url.searchParams.get("status") ?? "all";
  const page = Number(url.searchParams.get("page") ?? 1);
  const [list, stats] = await Promise.all([listSubmissions({ q, status, page }), submissionStats()]);
  // Without JavaScript, "View" opens the details as a panel through ?view=<id>.
  const viewId = Number(url.searchParams.get("view"));
  const viewing = viewId ? (list.rows.find((row) => row.id === viewId) ?? (await getSubmission(viewId)) ?? null) : null;
  return { ...list, stats, q, status: SUBMISSION_STATUSES.includes(status as never) ? status : "all", viewing };
}

type ActionResult = { ok: boolean; message: string; confirmDelete?: { id: number; title: string } };

export async function action({ request }: Route.ActionArgs): Promise<ActionResult> {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id <= 0) {
    return { ok: false, message: intent === "delete" ? "Failed to delete listing" : "Failed to update status" };
  }
  if (intent === "approve" || intent === "reject") {
    const result = intent === "approve" ? await approveSubmission(id, admin) : await rejectSubmission(id, admin);
    if (result.ok) {
      return { ok: true, message: intent === "approve" ? "Listing approved successfully!" : "Listing rejected successfully!" };
    }
    return { ok: false, message: result.error || "Failed to update status" };
  }
  if (intent === "delete") {
    // Without JavaScript the confirm step is a page of its own.
    if (form.get("confirmed") !== "1") {
      const listing = await getSubmission(id);
      if (!listing) return { ok: false, message: "Failed to delete listing" };
      return { ok: true, message: "", confirmDelete: { id, title: listing.title } };
    }
    const result = await deleteSubmission(id, admin);
    return result.ok ? { ok: true, message: "Listing deleted successfully!" } : { ok: false, message: result.error || "Failed to delete listing" };
  }
  return { ok: false, message: "Failed to update status" };
}

export default function PropertyListingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, stats, total, page, totalPages, pageSize, q, status, viewing } = loaderData;
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [openId, setOpenId] = useState<number | null>(viewing?.id ?? null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const open = openId === null ? null : (rows.find((row) => row.id === openId) ?? (viewing?.id === openId ? viewing : null));
  const navigate = useNavigate();

  // A link to ?view=<id> (from the top bar, search or a bookmark) opens that submission.
  useEffect(() => {
    if (viewing) setOpenId(viewing.id);
  }, [viewing?.id]);

  const closeDetails = () => {
    setOpenId(null);
    if (!searchParams.has("view")) return;
    const params = new URLSearchParams(searchParams);
    params.delete("view");
    navigate({ search: params.toString() }, { replace: true, preventScrollReset: true });
  };
  const toDelete = rows.find((row) => row.id === deleteId) ?? null;
  const busyId = navigation.state === "submitting" ? Number(navigation.formData?.get("id")) : null;
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

  const review = (id: number, intent: "approve" | "reject" | "delete") => {
    setOpenId(null);
    submit({ intent, id: String(id), confirmed: "1" }, { method: "post", preventScrollReset: true });
  };

  const notice = actionData && actionData.message ? actionData : null;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Property Listings</h1>
        <p className="mt-1 text-slate-600">Review properties submitted by owners. Approving publishes a listing on the site.</p>
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
            options: [
              { value: "all", label: "All Status" },
              { value: "pending", label: "Pending" },
              { value: "approved", label: "Approved" },
              { value: "rejected", label: "Rejected" },
            ],
          },
        ]}
        resetHref="?"
        active={Boolean(q) || status !== "all"}
      />

      <OperationNotice notice={notice} />

      {actionData?.confirmDelete ? (
        <div role="alertdialog" aria-labelledby="confirm-delete-title" className="card border-red-200 p-4">
          <h2 id="confirm-delete-title" className="font-semibold text-slate-900">
            Delete "{actionData.confirmDelete.title}"?
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
              {viewing.title}
            </h2>
            <Link to={hrefFor(page)} className="btn-outline">
              Close
            </Link>
          </div>
          <SubmissionDetails listing={viewing} />
          {viewing.status === "pending" ? <ReviewButtons listing={viewing} className="mt-4 border-t border-slate-200 pt-4" /> : null}
        </section>
      ) : null}

      <div className="card overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 text-sm text-slate-600">
          <p>{total > 0 ? `Showing ${from} to ${to} of ${total} results` : "0 results"}</p>
        </div>
        {rows.length === 0 ? (
          <p className="px-4 py-12 text-center text-slate-600">No property listings found.</p>
        ) : (
          // Below xl each row is laid out as a card (same table, no duplicate markup).
          <div className="xl:overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="hidden bg-slate-50 text-xs uppercase tracking-wide text-slate-600 xl:table-header-group">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">Property</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Owner</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Price</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Status</th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 max-xl:block">
                {rows.map((row) => (
                  <tr key={row.id} className={`${ROW_AS_CARD} ${busyId === row.id ? "opacity-60" : ""}`}>
                    <td className="px-4 py-3 max-xl:w-full max-xl:p-0 xl:min-w-56">
                      <div className="flex items-center gap-3">
                        {row.images[0] ? (
                          <img src={row.images[0].card} alt="" width={56} height={42} className="h-[42px] w-14 shrink-0 rounded-md object-cover" />
                        ) : (
                          <span className="h-[42px] w-14 shrink-0 rounded-md bg-slate-100" aria-hidden />
                        )}
                        <div className="min-w-0">
                          <p id={`listing-${row.id}-title`} className="font-medium text-slate-900">
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
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 font-medium text-slate-900 max-xl:p-0">{formatListingPrice(row.price, row.listingType)}</td>
                    <td className="px-4 py-3 max-xl:flex max-xl:items-center max-xl:gap-3 max-xl:p-0">
                      <SubmissionStatusBadge status={row.status} />
                      <p className="whitespace-nowrap text-xs text-slate-600 xl:mt-1">Submitted {formatDate(row.createdAt)}</p>
                    </td>
                    <td className="px-4 py-3 max-xl:w-full max-xl:p-0">
                      <div className="flex items-center gap-1 max-xl:-ml-2 max-xl:flex-wrap xl:justify-end">
                        <Link
                          to={viewHref(row.id)}
                          preventScrollReset
                          onClick={(event) => {
                            event.preventDefault();
                            setOpenId(row.id);
                          }}
                          className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium text-secondary hover:bg-secondary-soft"
                          aria-describedby={`listing-${row.id}-title`}
                          title="View details"
                        >
                          <Eye aria-hidden className="h-4 w-4" /> <span className="xl:sr-only">View</span>
                        </Link>
                        {row.status === "pending" ? <ReviewButtons listing={row} compact /> : null}
                        <Form method="post" preventScrollReset>
                          <input type="hidden" name="id" value={row.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="delete"
                            aria-describedby={`listing-${row.id}-title`}
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
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} label="Property listings pages" />

      <Modal open={open !== null} onOpenChange={(next) => !next && closeDetails()} title={open?.title ?? "Listing details"} wide>
        {open ? (
          <>
            <SubmissionDetails listing={open} />
            {open.status === "pending" ? (
              <div className="mt-6 flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
                <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" onClick={() => review(open.id, "reject")}>
                  <XCircle aria-hidden className="h-4 w-4" /> Reject
                </button>
                <button type="button" className="btn bg-green-700 text-white hover:bg-green-800" onClick={() => review(open.id, "approve")}>
                  <CheckCircle2 aria-hidden className="h-4 w-4" /> Approve
                </button>
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

/** Approve and Reject as plain form posts (they work before JavaScript loads). */
function ReviewButtons({ listing, compact = false, className = "" }: { listing: SubmissionView; compact?: boolean; className?: string }) {
  const small = "inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-medium";
  return (
    <Form method="post" preventScrollReset className={`flex items-center gap-1 ${compact ? "" : "justify-end gap-3"} ${className}`}>
      <input type="hidden" name="id" value={listing.id} />
      <button
        type="submit"
        name="intent"
        value="approve"
        aria-describedby={compact ? `listing-${listing.id}-title` : undefined}
        className={compact ? `${small} text-green-800 hover:bg-green-50` : "btn bg-green-700 text-white hover:bg-green-800"}
      >
        <CheckCircle2 aria-hidden className="h-4 w-4" /> Approve
      </button>
      <button
        type="submit"
        name="intent"
        value="reject"
        aria-describedby={compact ? `listing-${listing.id}-title` : undefined}
        className={compact ? `${small} text-red-700 hover:bg-red-50` : "btn bg-red-700 text-white hover:bg-red-800"}
      >
        <XCircle aria-hidden className="h-4 w-4" /> Reject
      </button>
    </Form>
  );
}
