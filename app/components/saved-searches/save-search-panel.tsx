/**
 * "Save this search" on /residential, /commercial and /projects: the page's
 * URL query is the search. A signed-in visitor opens the form (name,
 * frequency, channels) and saves without leaving the page; without
 * JavaScript the form is shown open and posts to /account/searches, which
 * answers with the saved list (or the form and its messages). A visitor who
 * is not signed in is sent to sign in and brought back to this same search.
 */
import { useId, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { Bell } from "lucide-react";
import { EnhancedFlag, FormNotice } from "#app/components/leads/fields";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import {
  describeSearch,
  newSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  sendsAlerts,
  type SaveSearchAnswer,
  type SaveSearchOffer,
  type SearchKind,
} from "#app/lib/saved-search";
import { refilledSettings, SearchSettingsFields } from "./search-settings-fields";

const checkSearch = schemaCheck(newSavedSearchSchema);

export function SaveSearchPanel({ kind, offer }: { kind: SearchKind; offer: SaveSearchOffer }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!offer.signedIn) {
    return (
      <form method="get" action="/login" className="flex justify-end">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="btn-outline py-2">
          <Bell aria-hidden className="h-4 w-4" />
          Save this search
        </button>
      </form>
    );
  }
  return <SaveSearchForm kind={kind} offer={offer} query={location.search.replace(/^\?/, "")} />;
}

function SaveSearchForm({
  kind,
  offer,
  query,
}: {
  kind: SearchKind;
  offer: Extract<SaveSearchOffer, { signedIn: true }>;
  query: string;
}) {
  const id = useId();
  const panelId = `${id}-panel`;
  const toggleId = `${id}-toggle`;
  const fetcher = useFetcher<SaveSearchAnswer>();
  const [open, setOpen] = useState(false);
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, onSubmit, clearOnInput } = useFormErrors(failed?.errors, checkSearch);
  const busy = fetcher.state !== "idle";
  const saved = answer?.ok ? answer : undefined;

  return (
    <div className="flex flex-col items-end gap-3">
      <noscript>
        <style>{`[data-save-panel]{display:block !important}[data-save-toggle]{display:none !important}`}</style>
      </noscript>
      <button
        id={toggleId}
        data-save-toggle
        type="button"
        className="btn-outline py-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Bell aria-hidden className="h-4 w-4" />
        Save this search
      </button>
      <div id={panelId} data-save-panel className={`${open ? "block" : "hidden"} card w-full p-4 sm:p-5`}>
        <h2 className="text-base font-semibold text-slate-900">Save this search</h2>
        <p className="mt-1 text-sm text-slate-600">
          {sendsAlerts(kind)
            ? "We will tell you about new listings and price drops that match these filters."
            : "Keep these filters and see their matches from your saved searches."}
        </p>
        {saved ? (
          <div className="mt-4 space-y-3">
            <FormNotice tone="success">{saved.message}</FormNotice>
            <Link to="/account/searches" className="font-semibold text-secondary-dark underline">
              Manage saved searches
            </Link>
          </div>
        ) : offer.full ? (
          <div className="mt-4 space-y-3">
            <FormNotice tone="error">{SAVED_SEARCH_MESSAGES.limit}</FormNotice>
            <Link to="/account/searches" className="font-semibold text-secondary-dark underline">
              Manage saved searches
            </Link>
          </div>
        ) : (
          <fetcher.Form
            method="post"
            action="/account/searches"
            noValidate
            onSubmit={onSubmit}
            onChange={clearOnInput}
            aria-label="Save this search"
            className="mt-4 space-y-4"
          >
            <EnhancedFlag />
            <input type="hidden" name="intent" value="create" />
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="query" value={query} />
            <SearchSettingsFields
              kind={kind}
              values={refilledSettings(failed?.values, {
                name: describeSearch(kind, query),
                frequency: "instant",
                email: true,
                sms: false,
              })}
              errors={errors}
              smsAvailable={offer.smsAvailable}
            />
            {failed?.formError ? <FormNotice tone="error">{failed.formError}</FormNotice> : null}
            <button type="submit" className="btn-primary" disabled={busy}>
              {busy ? "Saving..." : "Save search"}
            </button>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}
