/**
 * /admin/reviews: reviews people wrote of projects and localities, the
 * oldest pending first, filtered by status. Staff approve a pending one (it
 * then shows on the site and counts towards the ratings), reject it with a
 * reason, remove an approved one later with a reason, or approve a rejected
 * or removed one after all (app/domain/reviews/).
 */
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reviews";
import { FormNotice } from "#app/components/leads/fields";
import { adminContext } from "#app/web/context";
import { formOf } from "#app/web/request-body.server";
import {
  listReviewsForModeration,
  moderateReview,
  reviewCounts,
  type AdminReview,
} from "#app/domain/reviews/reviews.server";
import { REVIEW_STATUSES, type ReviewStatus } from "#app/lib/reviews";
import { formatDateTime } from "#app/lib/format";
import { seo } from "#app/lib/seo";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validate } from "#app/lib/form/field-errors";
import { formValues } from "#app/lib/form/form-values";
import { moderationSchema } from "#app/lib/validation/review";
import { StatusFilter } from "#app/components/admin/status-filter";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Reviews", noindex: true });

const FILTERS = [...REVIEW_STATUSES, "all"] as const;
type Filter = (typeof FILTERS)[number];

export async function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get("status");
  const status: Filter = FILTERS.includes(wanted as Filter) ? (wanted as Filter) : "pending";
  const [reviews, counts] = await Promise.all([listReviewsForModeration(status), reviewCounts()]);
  return { reviews, counts, status };
}

type ActionResult = { ok: boolean; message: string; id?: number; errors?: Partial<Record<string, string>> };

const DONE: Record<ReviewStatus, string> = {
  approved: "approved: it shows on the site and counts towards the rating",
  rejected: "rejected",
  removed: "removed from the site",
  pending: "pending",
};

export async function action({ context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const values = formValues(formOf(context));
  const checked = validate(moderationSchema, values);
  if (!checked.ok) {
    const id = Number(values.id) || undefined;
    return data<ActionResult>(
      { ok: false, id, message: checked.errors.reason ?? "Choose approve, reject or remove.", errors: checked.errors },
      { status: REFUSAL_STATUS.invalid },
    );
  }
  const decision = checked.data;
  const result = await moderateReview(
    decision.id,
    decision.decision === "approve" ? { action: "approve" } : { action: decision.decision, reason: decision.reason },
    { id: admin.id, name: admin.name },
  );
  if (!result.ok) {
    return data<ActionResult>(
      {
        ok: false,
        id: decision.id,
        message:
          result.reason === "not_found"
            ? `Review #${decision.id} no longer exists.`
            : `Review #${decision.id} has changed since this page was opened; nothing was done.`,
      },
      { status: result.reason === "not_found" ? REFUSAL_STATUS.notFound : REFUSAL_STATUS.stale },
    );
  }
  return data<ActionResult>({ ok: true, id: decision.id, message: `Review #${decision.id} ${DONE[result.status]}.` });
}

const STATUS_STYLES: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
  removed: "bg-slate-100 text-slate-800",
};

const ITEM_KIND_LABELS = { project: "Project", locality: "Locality", agent: "Agent" } as const;

export default function ReviewsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, counts, status } = loaderData;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Reviews</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Reviews of projects and localities written by signed-in visitors. Only approved reviews are public and count
          towards the ratings on cards and pages. A rejection or removal needs a reason, which the author sees.
        </p>
      </header>
      <StatusFilter label="Filter reviews" statuses={FILTERS} current={status} counts={counts} />
      {actionData ? <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice> : null}
      {reviews.length === 0 ? (
        <div className="card px-4 py-12 text-center text-slate-600">No reviews here.</div>
      ) : (
        <ol className="space-y-3" aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewRow
              key={review.id}
              review={review}
              refusal={actionData && !actionData.ok && actionData.id === review.id ? actionData : undefined}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function ReviewRow({ review, refusal }: { review: AdminReview; refusal?: ActionResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(review.id);
  const reasonId = `review-reason-${review.id}`;
  const reasonError = refusal?.errors?.reason;
  return (
    <li id={`review-${review.id}`} className="card p-4" data-testid="admin-review">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            <span aria-hidden className="text-amber-600">
              {"★".repeat(review.stars)}
              <span className="text-slate-300">{"★".repeat(5 - review.stars)}</span>
            </span>{" "}
            <span className="sr-only">{`${review.stars} out of 5 stars, `}</span>
            {ITEM_KIND_LABELS[review.itemKind]}:{" "}
            <Link to={review.itemPath} className="text-secondary-dark underline">
              {review.itemTitle}
            </Link>
          </p>
          <p className="text-sm text-slate-700">
            By {review.authorName} ({review.authorEmail})
            {review.contacted ? " · contacted through the site" : " · no inquiry, visit or reveal on record"}
          </p>
        </div>
        <div className="flex items-center gap-2 text-xs">
          <span className={`rounded-full px-2.5 py-0.5 font-semibold capitalize ${STATUS_STYLES[review.status]}`}>
            {review.status}
          </span>
          <time dateTime={review.createdAt} className="text-slate-600">
            {formatDateTime(review.createdAt)}
          </time>
        </div>
      </div>
      <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.body}</p>
      {review.moderationReason ? (
        <p className="mt-2 text-sm text-slate-700">Reason given: {review.moderationReason}</p>
      ) : null}
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
        <input type="hidden" name="id" value={review.id} />
        {review.status === "pending" || review.status === "approved" ? (
          <div className="min-w-0 flex-1">
            <label htmlFor={reasonId} className="field-label">
              {review.status === "pending" ? "Reason (to reject)" : "Reason (to remove)"}
            </label>
            <input
              id={reasonId}
              name="reason"
              maxLength={500}
              className="field-input"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            />
            {reasonError ? (
              <p id={`${reasonId}-error`} className="field-error">
                {reasonError}
              </p>
            ) : null}
          </div>
        ) : null}
        {review.status !== "approved" ? (
          <button type="submit" name="decision" value="approve" className="btn-primary" disabled={busy}>
            Approve
          </button>
        ) : null}
        {review.status === "pending" ? (
          <button type="submit" name="decision" value="reject" className="btn-outline" disabled={busy}>
            Reject
          </button>
        ) : null}
        {review.status === "approved" ? (
          <button type="submit" name="decision" value="remove" className="btn-outline" disabled={busy}>
            Remove
          </button>
        ) : null}
      </Form>
    </li>
  );
}
