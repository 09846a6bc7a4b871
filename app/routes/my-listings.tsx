/**
 * /my-listings: an owner's or agent's own listings (docs: issue 14). Each row
 * shows its state, the public link once published, views in the last 30
 * days and new leads, with the actions its state allows. Submissions made
 * earlier with the account's verified e-mail or phone are attached here.
 * Every action names a listing by id; one that is not the account's answers 404.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { Eye, ImageOff, MessageSquare, Plus } from "lucide-react";
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
} from "#app/domain/owner-listings.server";
import { formatDate, formatListingPrice } from "#app/lib/format";
import { parseId } from "#app/lib/ids";
import { seo } from "#app/lib/seo";
import { REFUSAL_STATUS } from "#app/lib/form/refusal";
import { listingNotFound, ownerScopeOf, requireAccount } from "#app/server/owner-access.server";
import { rememberPageLocale } from "#app/server/message-locale.server";
import { formOf } from "#app/server/request-body.server";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "My listings", noindex: true });

const DONE_MESSAGES: Record<string, string> = {
  saved: "Your changes were saved and wait for review.",
  withdrawn: "Your listing was withdrawn.",
  revision: "Your changes were sent for review. The published version stays online until they are approved.",
  price: "The new price is online.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccount(request);
  await attachEarlierSubmissions(user.id);
  const rows = await listOwnerListings(user.id);
  const done = new URL(request.url).searchParams.get("done");
  return {
    rows,
    newLeads: rows.reduce((sum, row) => sum + row.newLeads, 0),
    notice: done ? (DONE_MESSAGES[done] ?? null) : null,
  };
}

const ACTIONS = ["withdraw", "renew", "sold", "rented", "relist"] as const;
type OwnerAction = (typeof ACTIONS)[number];

const ACTION_DONE: Record<OwnerAction, string> = {
  withdraw: "Your listing was withdrawn.",
  renew: "Your listing was renewed for another 90 days.",
  sold: "Marked as sold. The listing has left the public site.",
  rented: "Marked as rented out. The listing has left the public site.",
  relist: "Your listing is back on the public site.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccount(request);
  await rememberPageLocale(user.id, context);
  const scope = ownerScopeOf(user);
  const form = formOf(context);
  const intent = form.get("intent");
  const id = parseId(form.get("id"));
  if (!ACTIONS.includes(intent as OwnerAction)) {
    return data({ ok: false, message: "Choose what to do with the listing." }, { status: REFUSAL_STATUS.invalid });
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
  return { ok: true, message: ACTION_DONE[chosen] };
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
  const { rows, newLeads, notice } = loaderData;
  const message = actionData?.message ?? notice;
  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My listings</h1>
          <p className="mt-1 text-slate-600">Your properties, their status, views and the people asking about them.</p>
        </div>
        <Link to="/list-property" className="btn-primary">
          <Plus aria-hidden className="h-4 w-4" /> List a property
        </Link>
      </div>
      <OwnerTabs newLeads={newLeads} />
      {message ? (
        <div className="mt-6">
          <FormNotice tone={actionData && !actionData.ok ? "error" : "success"}>{message}</FormNotice>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <div className="card mt-6 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">You have no listings yet</p>
          <p className="mt-2 text-slate-600">
            Listings you submit while signed in appear here, and so do earlier ones made with your verified e-mail
            address or phone number.
          </p>
          <Link to="/list-property" className="btn-primary mt-6">
            List your property
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Your listings">
          {rows.map((row) => (
            <li key={`${row.kind}-${row.id}`} className="card flex flex-col gap-4 p-4 sm:flex-row">
              {row.photo ? (
                <img src={row.photo} alt="" className="h-28 w-full shrink-0 rounded-lg object-cover sm:w-40" />
              ) : (
                <span className="flex h-28 w-full shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400 sm:w-40">
                  <ImageOff aria-hidden className="h-8 w-8" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <OwnerStatusBadge status={row.status} />
                  {row.revisionPending ? (
                    <span className="text-xs font-semibold text-amber-900">Changes waiting for review</span>
                  ) : null}
                </div>
                <h2 className="mt-1 break-words text-lg font-semibold text-slate-900">{row.title}</h2>
                <p className="text-sm text-slate-700">
                  {formatListingPrice(row.price, row.listingType)} · added {formatDate(row.createdAt)}
                  {row.status === "approved" && row.listedUntil ? ` · listed until ${formatDate(row.listedUntil)}` : ""}
                </p>
                {row.kind === "property" ? (
                  <p className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700">
                    <span className="inline-flex items-center gap-1">
                      <Eye aria-hidden className="h-4 w-4" /> {row.views30} views in the last 30 days
                    </span>
                    <Link to="/my-listings/leads" className="inline-flex items-center gap-1 underline">
                      <MessageSquare aria-hidden className="h-4 w-4" /> {row.newLeads} new{" "}
                      {row.newLeads === 1 ? "lead" : "leads"}
                    </Link>
                  </p>
                ) : null}
                {row.publicUrl ? (
                  <p className="mt-1 text-sm">
                    <Link to={row.publicUrl} className="font-semibold text-secondary-dark underline">
                      View public page
                    </Link>
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {row.kind === "submission" && row.status === "pending" ? (
                    <>
                      <Link to={`/my-listings/submissions/${row.id}`} className="btn-primary px-3 py-1.5 text-sm">
                        Edit
                      </Link>
                      <ActionButton id={row.id} intent="withdraw" label="Withdraw" />
                    </>
                  ) : null}
                  {row.kind === "property" ? (
                    <Link to={`/my-listings/properties/${row.id}`} className="btn-primary px-3 py-1.5 text-sm">
                      Manage
                    </Link>
                  ) : null}
                  {row.kind === "property" && row.status === "approved" ? (
                    <>
                      <ActionButton id={row.id} intent="sold" label="Mark as sold" />
                      <ActionButton id={row.id} intent="rented" label="Mark as rented out" />
                      <ActionButton id={row.id} intent="renew" label="Renew" />
                    </>
                  ) : null}
                  {row.kind === "property" && ["sold", "rented", "expired"].includes(row.status) ? (
                    <ActionButton id={row.id} intent="relist" label="Re-list" />
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
