/**
 * The reviews of a project, a locality or an agent on its page: the average and count of
 * the approved reviews (nothing invented when there are none), the reviews
 * themselves with their author's name, and where the visitor stands — a form
 * to write one, their own review's status, or a link to sign in.
 */
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { useFormat, useLocalizedPath } from "#app/i18n/use-locale";
import { ReportReview } from "#app/components/owners/report-listing";
import { RatingBadge, StarRow } from "./rating-badge";
import { ReviewForm } from "./review-form";

export type ReviewCard = {
  id: number;
  authorName: string;
  stars: number;
  body: string;
  contacted: boolean;
  createdAt: string;
};

export type OwnReview = {
  status: "pending" | "approved" | "rejected" | "removed";
  moderationReason: string | null;
};

export function ReviewsSection({
  itemPath,
  kind,
  rating,
  reviews,
  own,
  signedIn,
  siteName,
}: {
  /** The item's page ("/project/12", "/locality/andheri-west"). */
  itemPath: string;
  kind: "project" | "locality" | "agent";
  rating: { rating: number; reviews: number };
  reviews: ReviewCard[];
  own: OwnReview | null;
  signedIn: boolean;
  siteName: string;
}) {
  const { t } = useTranslation("detail");
  const format = useFormat();
  const localized = useLocalizedPath();
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="reviews-heading" id="reviews">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          {kind === "project"
            ? t("reviews.headingProject")
            : kind === "agent"
              ? t("reviews.headingAgent")
              : t("reviews.headingLocality")}
        </h2>
        {rating.reviews > 0 ? (
          <RatingBadge rating={rating.rating} reviews={rating.reviews} className="text-base" />
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("reviews.noneYet")}</p>
      ) : (
        <ol className="mt-4 divide-y divide-slate-200" aria-label={t("reviews.listLabel")}>
          {reviews.map((review) => (
            <li key={review.id} className="py-4 first:pt-0" data-testid="review">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StarRow stars={review.stars} />
                <span className="font-semibold text-slate-900">{review.authorName}</span>
                <time dateTime={review.createdAt} className="text-sm text-slate-600">
                  {format.date(review.createdAt)}
                </time>
                {review.contacted ? (
                  <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
                    {t("reviews.contacted", { siteName })}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-slate-800">{review.body}</p>
              <div className="mt-2">
                <ReportReview reviewId={review.id} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 border-t border-slate-200 pt-5">
        <h3 className="text-lg font-semibold text-slate-900">{t("reviews.write")}</h3>
        <div className="mt-3">
          {own ? (
            <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800" data-testid="own-review">
              {own.status === "pending"
                ? t("reviews.ownPending")
                : own.status === "approved"
                  ? t("reviews.ownApproved")
                  : t(own.status === "rejected" ? "reviews.ownRejected" : "reviews.ownRemoved", {
                      reason: own.moderationReason ?? "",
                    })}
            </p>
          ) : signedIn ? (
            <>
              {kind === "locality" ? <p className="mb-3 text-sm text-slate-600">{t("reviews.residentsOnly")}</p> : null}
              <ReviewForm itemPath={itemPath} />
            </>
          ) : (
            <Link
              to={`/login?redirectTo=${encodeURIComponent(`${localized(itemPath)}#reviews`)}`}
              className="btn-outline"
            >
              {t("reviews.signIn")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
