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
import { clientAddressContext, localeContext } from "#app/web/context";
import { reportReview } from "#app/domain/owners/listing-reports.server";
import { approvedReview } from "#app/domain/reviews/reviews.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import { formValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validateReviewReport } from "#app/lib/validation/listing-report";
import { formLimiter, retryAfterHeaders, rateLimitMessage } from "#app/platform/rate-limit.server";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser } from "#app/web/session.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("reviews.report"), noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const review = await approvedReview(idOr404(params.id));
  if (!review) throw data(null, { status: 404 });
  return {
    id: review.id,
    itemPath: review.projectId !== null ? `/project/${review.projectId}` : `/locality/${review.slug}`,
  };
}

export const REVIEW_REPORT_THANKS = "Thank you. Our team will look into this review.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idOr404(params.id);
  const values = formValues(formOf(context));
  const checked = validateReviewReport(values);
  if (!checked.ok) {
    return data<ReportAnswer>({ ok: false, errors: checked.errors, values }, { status: REFUSAL_STATUS.invalid });
  }
  const client = context.get(clientAddressContext);
  const limit = await formLimiter.consume("report", client);
  if (!limit.allowed) {
    return data<ReportAnswer>(
      {
        ok: false,
        errors: {},
        values,
        formError: rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext)),
      },
      { status: REFUSAL_STATUS.rateLimited, headers: retryAfterHeaders(limit.retryAfterSeconds) },
    );
  }
  const user = await getCurrentUser({ request, context });
  const result = await reportReview(id, checked.data, { userId: user?.id ?? null, clientAddress: client });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) {
    return data<ReportAnswer>(
      { ok: false, errors: {}, values, formError: "You have already reported this review today. Thank you." },
      { status: REFUSAL_STATUS.conflict },
    );
  }
  return { ok: true, message: REVIEW_REPORT_THANKS } satisfies ReportAnswer;
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
