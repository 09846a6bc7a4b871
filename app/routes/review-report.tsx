/**
 * /review/:id/report: "Report" under a published review — the listing report
 * flow (app/domain/owners/listing-reports.server.ts) about a review: anyone,
 * once per review per reporter per day, within the `report` rate rule per
 * client address. The review's page holds the same form in a disclosure and
 * posts here (a fetcher with JavaScript); without JavaScript the answer shows
 * on this page.
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/review-report";
import { ReportForm, type ReportAnswer } from "#app/components/owners/report-listing";
import { approvedReview } from "#app/domain/reviews/reviews.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import type { TextsHandle } from "#app/i18n/page-texts";
import { answerReport, REVIEW_REPORT } from "#app/web/report-action.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("reviews.report"), noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const review = await approvedReview(idOr404(params.id));
  if (!review) throw data(null, { status: 404 });
  return {
    id: review.id,
    itemPath: review.itemPath,
  };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerReport({ request, context }, idOr404(params.id), REVIEW_REPORT);
}

export default function ReviewReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("detail");
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("reviews.report")}</h1>
      <p className="mt-2 text-slate-700">
        <Link to={loaderData.itemPath} className="underline">
          {t("reviews.backToReviews")}
        </Link>
      </p>
      <div className="card mt-6 p-5">
        <ReportForm target={{ kind: "review", id: loaderData.id }} answer={actionData as ReportAnswer | undefined} />
      </div>
    </div>
  );
}
