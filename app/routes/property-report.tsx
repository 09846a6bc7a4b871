/**
 * /property/:id/report: "Report this listing". Anyone may report (signed in
 * or not), once per listing per reporter per day, within the `report` rate
 * rule per client address. The property page holds the same form in a
 * disclosure and posts here (a fetcher with JavaScript); without JavaScript
 * the answer shows on this page.
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/property-report";
import { ReportForm, type ReportAnswer } from "#app/components/owners/report-listing";
import { getPublicProperty } from "#app/domain/catalogue/properties.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import type { TextsHandle } from "#app/i18n/page-texts";
import { answerReport, LISTING_REPORT } from "#app/web/report-action.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("report.heading"), noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const property = await getPublicProperty(idOr404(params.id));
  if (!property) throw data(null, { status: 404 });
  return { id: property.id, title: property.title };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return answerReport({ request, context }, idOr404(params.id), LISTING_REPORT);
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("detail");
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("report.heading")}</h1>
      <p className="mt-2 text-slate-700">
        <Link to={`/property/${loaderData.id}`} className="underline">
          {loaderData.title}
        </Link>
      </p>
      <div className="card mt-6 p-5">
        <ReportForm target={{ kind: "property", id: loaderData.id }} answer={actionData as ReportAnswer | undefined} />
      </div>
    </div>
  );
}
