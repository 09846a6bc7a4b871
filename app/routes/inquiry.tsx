/**
 * POST /inquiry: property and project inquiries and site-visit requests.
 * With JavaScript the forms post here through a fetcher and get data back.
 * Without it, a sent inquiry redirects back to the page it came from with
 * ?inquiry=sent (the form shows the thank-you), and anything else — field
 * errors, a booked visit, a failure — renders this page with the form and its
 * messages. Refusals answer their real status (400 for field errors, 429,
 * 422, 503) with and without JavaScript alike.
 */
import { data, redirect } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { Route } from "./+types/inquiry";
import { InquiryForm } from "#app/components/leads/inquiry-form";
import { INQUIRY_FORM_ANCHOR } from "#app/lib/detail-anchors";
import { SiteVisitForm } from "#app/components/leads/site-visit-form";
import { FormNotice } from "#app/components/leads/fields";
import { ENHANCED_FLAG, type InquiryActionData, type InquiryReference } from "#app/components/leads/inquiry-types";
import { createInquiry, findReference, type ReferenceType } from "#app/domain/leads/inquiries.server";
import { getCurrentUser } from "#app/web/session.server";
import { env } from "#app/platform/env.server";
import { formOf } from "#app/web/request-body.server";
import { parseId } from "#app/lib/ids";
import { clientAddressContext, localeContext } from "#app/web/context";
import { isHoneypotFilled } from "#app/web/honeypot.server";
import { formLimiter, retryAfterHeaders, rateLimitMessage } from "#app/platform/rate-limit.server";
import { detailTexts } from "#app/web/detail-notices.server";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import { localizePath } from "#app/i18n/locales";
import { useMessage } from "#app/i18n/use-locale";
import {
  INQUIRY_REFERENCE_TYPES,
  inquirySchema,
  siteVisitConfirmation,
  siteVisitSchema,
} from "#app/lib/validation/leads";
import { LEAD_NOTICES } from "#app/lib/lead-notices";
import { validate, type FieldErrors } from "#app/lib/form/field-errors";
import { formValues, textOf } from "#app/lib/form/form-values";
import { REFUSAL_STATUS, type RefusalStatus } from "#app/lib/form/refusal";
import type { TextsHandle } from "#app/i18n/page-texts";
import { log } from "#app/platform/log.server";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "detail")("inquiry.heading"), noindex: true });

async function referenceFor(type: string | undefined, id: string | undefined): Promise<InquiryReference | null> {
  const numeric = parseId(id);
  if (!INQUIRY_REFERENCE_TYPES.includes(type as ReferenceType) || numeric === null) return null;
  const found = await findReference(type as ReferenceType, numeric).catch(() => null);
  return found ? { type: found.type, id: found.id, title: found.title, href: found.path } : null;
}

/** Where to send a visitor back to after a post without JavaScript: the page they came from, only on this site. */
function backTo(request: Request, fallback: string): URL {
  const own = new Set([new URL(request.url).origin, new URL(env.publicUrl).origin]);
  const referer = request.headers.get("referer");
  try {
    if (referer) {
      const url = new URL(referer);
      if (own.has(url.origin)) return url;
    }
  } catch {
    /* not a URL: use the fallback */
  }
  return new URL(fallback, env.publicUrl);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = await detailTexts(context);
  const form = formOf(context);
  const enhanced = form.get(ENHANCED_FLAG) === "1";
  const values = formValues(form);
  delete values[ENHANCED_FLAG];
  const kind = values.inquiryType === "site_visit" ? "site_visit" : "reference";
  const reference =
    kind === "site_visit"
      ? await referenceFor("project", textOf(values, "projectId"))
      : await referenceFor(textOf(values, "inquiryType"), textOf(values, "referenceId"));

  // Every refusal answers its real status, to the fetcher and to the page alike.
  const fail = (status: RefusalStatus, extra: { errors?: FieldErrors; formError?: string }, headers?: HeadersInit) => {
    const answer: InquiryActionData = {
      ok: false,
      kind,
      errors: extra.errors ?? {},
      values,
      formError: extra.formError,
      reference,
    };
    return data(answer, { status, headers });
  };
  const succeed = (message: string) => {
    if (!enhanced && kind === "reference") {
      const back = backTo(request, localizePath(locale, reference?.href ?? "/"));
      back.searchParams.set("inquiry", "sent");
      back.hash = INQUIRY_FORM_ANCHOR;
      return redirect(back.pathname + back.search + back.hash);
    }
    const answer: InquiryActionData = { ok: true, kind, message, reference };
    return data(answer);
  };

  if (kind === "site_visit") {
    const checked = validate(siteVisitSchema, values);
    // Field errors first, for bots too: the confirmation formats the date and
    // time, so only checked values may reach it, and a bot that filled the
    // honeypot gets exactly what a person sending the same fields would get.
    if (!checked.ok) return fail(REFUSAL_STATUS.invalid, checked);
    if (isHoneypotFilled(form)) return succeed(siteVisitConfirmation(checked.data, locale));
    const limit = await formLimiter.consume("site_visit", context.get(clientAddressContext));
    if (!limit.allowed) {
      return fail(
        REFUSAL_STATUS.rateLimited,
        { formError: rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext)) },
        retryAfterHeaders(limit.retryAfterSeconds),
      );
    }
    try {
      const user = await getCurrentUser({ request, context });
      const created = await createInquiry({ kind: "site_visit", ...checked.data }, user, context.get(localeContext));
      if (!created.ok) return fail(REFUSAL_STATUS.unprocessable, { formError: LEAD_NOTICES.referenceGone });
    } catch (error) {
      log.error({ err: error }, "Storing a site visit failed");
      return fail(REFUSAL_STATUS.unavailable, { formError: LEAD_NOTICES.inquiryFailure });
    }
    return succeed(siteVisitConfirmation(checked.data, locale));
  }

  if (isHoneypotFilled(form)) return succeed(LEAD_NOTICES.inquirySuccess);
  const checked = validate(inquirySchema, values);
  if (!checked.ok) return fail(REFUSAL_STATUS.invalid, checked);
  const limit = await formLimiter.consume(checked.data.inquiryType, context.get(clientAddressContext));
  if (!limit.allowed) {
    return fail(
      REFUSAL_STATUS.rateLimited,
      { formError: rateLimitMessage(limit.retryAfterSeconds, context.get(localeContext)) },
      retryAfterHeaders(limit.retryAfterSeconds),
    );
  }
  try {
    const user = await getCurrentUser({ request, context });
    const created = await createInquiry({ kind: "reference", ...checked.data }, user, context.get(localeContext));
    if (!created.ok) return fail(REFUSAL_STATUS.unprocessable, { formError: LEAD_NOTICES.referenceGone });
  } catch (error) {
    log.error({ err: error }, "Storing an inquiry failed");
    return fail(REFUSAL_STATUS.unavailable, { formError: LEAD_NOTICES.inquiryFailure });
  }
  return succeed(LEAD_NOTICES.inquirySuccess);
}

export default function InquiryPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("detail");
  const translate = useMessage();
  const answer = actionData as InquiryActionData | undefined;
  if (!answer) return <HowToAsk />;
  const reference = answer.reference;
  const isVisit = answer.kind === "site_visit";
  return (
    <section className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {answer.ok
          ? isVisit
            ? t("inquiryPage.visitRequested")
            : t("inquiryPage.sent")
          : isVisit
            ? t("siteVisit.heading")
            : t("inquiry.heading")}
      </h1>
      {reference ? (
        <p className="mt-2 text-slate-600">
          <RichText
            t={t}
            i18nKey="inquiryPage.about"
            values={{ title: reference.title }}
            components={{
              reference: <Link to={reference.href} className="font-medium text-primary-dark underline" />,
            }}
          />
        </p>
      ) : null}
      <div className="card mt-6 space-y-4 p-5 sm:p-6">
        {answer.ok ? (
          <FormNotice tone="success">{translate(answer.message)}</FormNotice>
        ) : !reference ? (
          <FormNotice tone="error">{translate(answer.formError ?? LEAD_NOTICES.referenceGone)}</FormNotice>
        ) : isVisit ? (
          <SiteVisitForm
            projectId={reference.id}
            projectTitle={reference.title}
            initialValues={answer.values}
            initialErrors={answer.errors}
            initialFormError={answer.formError}
          />
        ) : (
          <InquiryForm
            inquiryType={reference.type}
            referenceId={reference.id}
            referenceTitle={reference.title}
            initialValues={answer.values}
            initialErrors={answer.errors}
            initialFormError={answer.formError}
          />
        )}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        {reference ? (
          <Link to={reference.href} className="btn-outline">
            {reference.type === "property"
              ? t("inquiryPage.backToProperty")
              : reference.type === "project"
                ? t("inquiryPage.backToProject")
                : t("inquiryPage.backToProfile", { name: reference.title })}
          </Link>
        ) : null}
        <Link to="/contact" className="btn-outline">
          {t("inquiryPage.contactUs")}
        </Link>
      </div>
    </section>
  );
}

/** Opened directly (no post): say where inquiries are sent from. */
function HowToAsk() {
  const { t } = useTranslation("detail");
  return (
    <section className="container-page max-w-xl py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t("inquiry.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("inquiryPage.howTo")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/residential" className="btn-primary">
          {t("property.browse")}
        </Link>
        <Link to="/contact" className="btn-outline">
          {t("inquiryPage.contactUs")}
        </Link>
      </div>
    </section>
  );
}
