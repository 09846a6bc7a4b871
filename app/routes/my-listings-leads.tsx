/**
 * /my-listings/leads: inquiries, site-visit requests and phone-number reveals
 * about the account's listings, and those from their agent's or builder's
 * profile — who, what, which listing or profile, when — each marked
 * new, contacted or closed by the owner. A lead of another account answers 404.
 */
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings-leads";
import { FormNotice } from "#app/components/leads/fields";
import { OwnerTabs } from "#app/components/owners/owner-tabs";
import { listOwnerLeads, setLeadStatus } from "#app/domain/leads/owner-leads.server";
import { localeContext } from "#app/web/context";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { parseId } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { telLink } from "#app/lib/site";
import { formatPhone } from "#app/lib/phone";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { LEAD_KIND_KEYS, LEAD_STATUS_KEYS, LEAD_STATUSES, type LeadStatus } from "#app/lib/owner-listings";
import { listingNotFound, requireAccount } from "#app/web/owner-access.server";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";
import { ownerTextsFor } from "#app/web/listing-photos.server";
import { formOf } from "#app/web/request-body.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("leads.title"), noindex: true });

function isStatus(value: unknown): value is LeadStatus {
  return LEAD_STATUSES.includes(value as LeadStatus);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccount({ request, context });
  const filter = new URL(request.url).searchParams.get("status");
  const status = isStatus(filter) ? filter : undefined;
  const [leads, fresh] = await Promise.all([listOwnerLeads(user.id, status), listOwnerLeads(user.id, "new")]);
  return { leads, status: status ?? "all", newLeads: fresh.length };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccount({ request, context });
  await rememberAccountLocale(user.id, context.get(localeContext));
  const form = formOf(context);
  const id = parseId(form.get("id"));
  const status = form.get("status");
  const t = await ownerTextsFor(context.get(localeContext));
  if (!isStatus(status)) {
    return data({ ok: false, message: t("leads.chooseStatus") }, { status: REFUSAL_STATUS.invalid });
  }
  if (id === null || !(await setLeadStatus(user.id, id, status))) listingNotFound();
  return { ok: true, message: t(`leads.marked.${status}`) };
}

export default function LeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, status, newLeads } = loaderData;
  const { t } = useTranslation("owner");
  const format = useFormat();
  // Visit times are catalogue values stored in English.
  const translate = useMessage();
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("myListings.title")}</h1>
      <OwnerTabs newLeads={newLeads} />
      <nav aria-label={t("leads.filter")} className="mt-4 flex flex-wrap gap-2 text-sm">
        {(["all", ...LEAD_STATUSES] as const).map((value) => (
          <Link
            key={value}
            to={value === "all" ? "/my-listings/leads" : `/my-listings/leads?status=${value}`}
            aria-current={status === value ? "page" : undefined}
            className={`rounded-full px-3 py-1 font-semibold ${status === value ? "bg-secondary text-white" : "bg-slate-100 text-slate-800"}`}
          >
            {value === "all" ? t("leads.all") : t(LEAD_STATUS_KEYS[value])}
          </Link>
        ))}
      </nav>
      {actionData ? (
        <div className="mt-4">
          <FormNotice tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormNotice>
        </div>
      ) : null}
      {leads.length === 0 ? (
        <p className="card mt-6 p-8 text-center text-slate-700">{t("leads.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label={t("tabs.leads")}>
          {leads.map((lead) => (
            <li key={lead.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary-dark">
                    {t(LEAD_KIND_KEYS[lead.kind])}
                  </p>
                  <h2 className="text-base font-semibold text-slate-900">{lead.name}</h2>
                  <p className="text-sm text-slate-700">
                    {t("leads.about")}{" "}
                    <Link to={lead.aboutPath} className="underline">
                      {lead.aboutTitle}
                    </Link>{" "}
                    · {format.dateTime(lead.createdAt)}
                  </p>
                </div>
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="id" value={lead.id} />
                  <label className="sr-only" htmlFor={`lead-status-${lead.id}`}>
                    {t("leads.statusOf", { name: lead.name })}
                  </label>
                  <select
                    id={`lead-status-${lead.id}`}
                    name="status"
                    defaultValue={lead.status}
                    className="field-input py-1.5 text-sm"
                  >
                    {LEAD_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {t(LEAD_STATUS_KEYS[value])}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
                    {t("leads.save")}
                  </button>
                </Form>
              </div>
              {lead.message ? (
                <p className="mt-2 whitespace-pre-line break-words text-slate-800">{lead.message}</p>
              ) : null}
              {lead.visitDate ? (
                <p className="mt-2 text-sm text-slate-800">
                  {t("leads.preferredVisit", {
                    date: format.date(lead.visitDate),
                    time: lead.visitTime ? translate(lead.visitTime) : "",
                  })}
                </p>
              ) : null}
              <p className="mt-2 flex flex-wrap gap-4 text-sm">
                {lead.phone ? (
                  <a
                    href={telLink(lead.phone)}
                    className="inline-flex items-center gap-1 font-semibold text-secondary-dark"
                  >
                    <span aria-hidden className="icon-phone flex" /> {formatPhone(lead.phone)}
                  </a>
                ) : null}
                {lead.email ? (
                  <a
                    href={`mailto:${lead.email}`}
                    className="inline-flex items-center gap-1 font-semibold text-secondary-dark"
                  >
                    <span aria-hidden className="icon-mail flex" /> {lead.email}
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
