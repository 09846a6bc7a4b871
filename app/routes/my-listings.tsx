/**
 * /my-listings: an owner's or agent's own listings (docs: issue 14). Each row
 * shows its state, the public link once published, views in the last 30
 * days and new leads, with the actions its state allows. Submissions made
 * earlier with the account's verified e-mail or phone are attached here.
 * Every action names a listing by id; one that is not the account's answers 404.
 */
import { data, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-listings";
import { FormNotice } from "#app/components/leads/fields";
import { OwnerStatusBadge } from "#app/components/owners/owner-status-badge";
import { OwnerTabs } from "#app/components/owners/owner-tabs";
import {
  attachEarlierSubmissions,
  closeListing,
  listOwnerListings,
  relistProperty,
  renewProperty,
  withdrawSubmission,
  type OwnerChangeResult,
} from "#app/domain/owners/owner-listings.server";
import { importAccountOf } from "#app/domain/supply/imports.server";
import { localeContext } from "#app/web/context";
import { Form, Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { parseId } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { listingNotFound, ownerScopeOf, requireAccount } from "#app/web/owner-access.server";
import { rememberAccountLocale } from "#app/domain/accounts/message-locale.server";
import { formOf } from "#app/web/request-body.server";
import { ownerTextsFor } from "#app/web/listing-photos.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["owner"] };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ matches, title: metaT(matches, "owner")("myListings.title"), noindex: true });

/** What ?done= (after an edit page's redirect here) says, as keys of the owner texts. */
const DONE_MESSAGES = {
  saved: "done.saved",
  withdrawn: "done.withdrawn",
  revision: "done.revision",
  price: "done.price",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccount({ request, context });
  await attachEarlierSubmissions(user.id);
  const rows = await listOwnerListings(user.id);
  const done = new URL(request.url).searchParams.get("done");
  const key = done && Object.hasOwn(DONE_MESSAGES, done) ? DONE_MESSAGES[done as keyof typeof DONE_MESSAGES] : null;
  const t = await ownerTextsFor(context.get(localeContext));
  return {
    // Agents, verified builders and staff bring listings in bulk too (/my-listings/import).
    canImport: (await importAccountOf(user)) !== null,
    rows,
    newLeads: rows.reduce((sum, row) => sum + row.newLeads, 0),
    notice: key ? t(key) : null,
  };
}

const ACTIONS = ["withdraw", "renew", "sold", "rented", "relist"] as const;
type OwnerAction = (typeof ACTIONS)[number];

const ACTION_DONE = {
  withdraw: "done.withdrawn",
  renew: "done.renew",
  sold: "done.sold",
  rented: "done.rented",
  relist: "done.relist",
} as const satisfies Record<OwnerAction, string>;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccount({ request, context });
  await rememberAccountLocale(user.id, context.get(localeContext));
  const scope = ownerScopeOf(user);
  const form = formOf(context);
  const intent = form.get("intent");
  const id = parseId(form.get("id"));
  // Our own messages are written in the page's language; a refusal from the listings domain is translated where shown.
  const t = await ownerTextsFor(context.get(localeContext));
  if (!ACTIONS.includes(intent as OwnerAction)) {
    return data({ ok: false, message: t("myListings.chooseAction") }, { status: REFUSAL_STATUS.invalid });
  }
  if (id === null) listingNotFound();
  const chosen = intent as OwnerAction;
  let result: OwnerChangeResult;
  if (chosen === "withdraw") result = await withdrawSubmission(scope, id);
  else if (chosen === "renew") result = await renewProperty(scope, id);
  else if (chosen === "relist") result = await relistProperty(scope, id);
  else result = await closeListing(scope, id, chosen);
  if (!result.ok && result.reason === "not_found") listingNotFound();
  if (!result.ok) return data({ ok: false, message: result.message }, { status: REFUSAL_STATUS.unprocessable });
  return { ok: true, message: t(ACTION_DONE[chosen]) };
}

function ActionButton({
  id,
  intent,
  label,
  tone = "outline",
}: {
  id: number;
  intent: OwnerAction;
  label: string;
  tone?: "outline" | "primary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(id);
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={tone === "primary" ? "btn-primary px-3 py-1.5 text-sm" : "btn-outline px-3 py-1.5 text-sm"}
      >
        {label}
      </button>
    </Form>
  );
}

export default function MyListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, newLeads, notice, canImport } = loaderData;
  const { t } = useTranslation("owner");
  const format = useFormat();
  const translate = useMessage();
  const message = actionData?.message ?? notice;
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("myListings.title")}</h1>
          <p className="mt-1 text-slate-600">{t("myListings.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {canImport ? (
            <>
              <Link to="/my-listings/import" className="btn-outline">
                {t("import.link")}
              </Link>
              <Link to="/my-listings/feeds" className="btn-outline">
                {t("feeds.link")}
              </Link>
            </>
          ) : null}
          <Link to="/list-property" className="btn-primary">
            <span aria-hidden className="icon-plus flex" /> {t("myListings.listProperty")}
          </Link>
        </div>
      </div>
      <OwnerTabs newLeads={newLeads} />
      {message ? (
        <div className="mt-6">
          <FormNotice tone={actionData && !actionData.ok ? "error" : "success"}>{translate(message)}</FormNotice>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t("myListings.empty")}</p>
          <p className="mt-2 text-slate-600">{t("myListings.emptyText")}</p>
          <Link to="/list-property" className="btn-primary mt-6">
            {t("myListings.emptyCta")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4" aria-label={t("myListings.yours")}>
          {rows.map((row) => (
            <li key={`${row.kind}-${row.id}`} className="card flex flex-col gap-4 p-4 sm:flex-row">
              {row.photo ? (
                <img src={row.photo} alt="" className="h-28 w-full shrink-0 rounded-lg object-cover sm:w-40" />
              ) : (
                <span
                  aria-hidden
                  className="icon-image-off flex h-28 w-full shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 [--icon-size:2rem] sm:w-40"
                />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <OwnerStatusBadge status={row.status} />
                  {row.revisionPending ? (
                    <span className="text-xs font-semibold text-amber-900">{t("myListings.changesWaiting")}</span>
                  ) : null}
                </div>
                <h2 className="mt-1 break-words text-lg font-semibold text-slate-900">{row.title}</h2>
                <p className="text-sm text-slate-700">
                  {t("myListings.priceAdded", {
                    price: format.listingPrice(row.price, row.listingType),
                    date: format.date(row.createdAt),
                  })}
                  {row.status === "approved" && row.listedUntil
                    ? ` · ${t("myListings.listedUntil", { date: format.date(row.listedUntil) })}`
                    : ""}
                </p>
                {row.kind === "property" ? (
                  <p className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700">
                    <span className="inline-flex items-center gap-1">
                      <span aria-hidden className="icon-eye flex" /> {t("myListings.views30", { views: row.views30 })}
                    </span>
                    <Link to="/my-listings/leads" className="inline-flex items-center gap-1 underline">
                      <span aria-hidden className="icon-message-square flex" />{" "}
                      {t("myListings.newLeads", { count: row.newLeads })}
                    </Link>
                  </p>
                ) : null}
                {row.publicUrl ? (
                  <p className="mt-1 text-sm">
                    <Link to={row.publicUrl} className="font-semibold text-secondary-dark underline">
                      {t("myListings.viewPublic")}
                    </Link>
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {row.kind === "submission" && row.status === "pending" ? (
                    <>
                      <Link to={`/my-listings/submissions/${row.id}`} className="btn-primary px-3 py-1.5 text-sm">
                        {t("myListings.edit")}
                      </Link>
                      <ActionButton id={row.id} intent="withdraw" label={t("myListings.withdraw")} />
                    </>
                  ) : null}
                  {row.kind === "property" ? (
                    <Link to={`/my-listings/properties/${row.id}`} className="btn-primary px-3 py-1.5 text-sm">
                      {t("myListings.manage")}
                    </Link>
                  ) : null}
                  {row.kind === "property" && row.status === "approved" ? (
                    <>
                      <ActionButton id={row.id} intent="sold" label={t("myListings.markSold")} />
                      <ActionButton id={row.id} intent="rented" label={t("myListings.markRented")} />
                      <ActionButton id={row.id} intent="renew" label={t("myListings.renew")} />
                    </>
                  ) : null}
                  {row.kind === "property" && ["sold", "rented", "expired"].includes(row.status) ? (
                    <ActionButton id={row.id} intent="relist" label={t("myListings.relist")} />
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
