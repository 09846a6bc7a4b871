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
import { clientAddressContext, localeContext } from "#app/web/context";
import { reportListing } from "#app/domain/owners/listing-reports.server";
import { getPublicProperty } from "#app/domain/catalogue/properties.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import { formValues } from "#app/lib/form/form-values";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { validateReport } from "#app/lib/validation/listing-report";
import { formLimiter, retryAfterHeaders, rateLimitMessage } from "#app/platform/rate-limit.server";
import { formOf } from "#app/web/request-body.server";
import { getCurrentUser } from "#app/web/session.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("report.heading"), noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const property = await getPublicProperty(idOr404(params.id));
  if (!property) throw data(null, { status: 404 });
  return { id: property.id, title: property.title };
}

export const REPORT_THANKS = "Thank you. Our team will look into this listing.";

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = idOr404(params.id);
  const values = formValues(formOf(context));
  const checked = validateReport(values);
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
  const result = await reportListing(id, checked.data, { userId: user?.id ?? null, clientAddress: client });
  if (!result.ok && result.reason === "not_found") throw data(null, { status: 404 });
  if (!result.ok) {
    return data<ReportAnswer>(
      { ok: false, errors: {}, values, formError: "You have already reported this listing today. Thank you." },
      { status: REFUSAL_STATUS.conflict },
    );
  }
  return { ok: true, message: REPORT_THANKS } satisfies ReportAnswer;
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
