/**
 * "Save this search" on /residential, /commercial and /projects: the page's
 * URL query is the search. A signed-in visitor opens the form (name,
 * frequency, channels) and saves without leaving the page; without
 * JavaScript the form is shown open and posts to /account/searches, which
 * answers with the saved list (or the form and its messages). A visitor who
 * is not signed in is sent to sign in and brought back to this same search.
 */
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "#app/i18n/use-locale";
import type { SaveSearchOffer, SearchKind } from "#app/lib/saved-search";
import type { SaveSearchFormProps } from "./save-search-form";

/*
 * Most visitors are signed out and see only the button that leads to sign-in,
 * so the panel's content (the form's fields, the search's summary, the form
 * hook) is fetched only for a signed-in visitor. The server renders it whole;
 * the browser hydrates it when its code has arrived. The button and the panel
 * around it are hydrated with the page, so a press opens the panel at once,
 * showing the server's form until its code is in.
 */
const SaveSearchForm = lazy(() => import("./save-search-form"));

export function SaveSearchPanel({ kind, offer }: { kind: SearchKind; offer: SaveSearchOffer }) {
  const { t } = useTranslation("listings");
  const localized = useLocalizedPath();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!offer.signedIn) {
    return (
      <form method="get" action={localized("/login")} className="flex justify-end">
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" className="btn-outline py-2">
          <span aria-hidden className="icon-bell flex" />
          {t("saveSearch.button")}
        </button>
      </form>
    );
  }
  return <SignedInPanel kind={kind} offer={offer} query={location.search.replace(/^\?/, "")} />;
}

function SignedInPanel({ kind, offer, query }: SaveSearchFormProps) {
  const { t } = useTranslation("listings");
  const id = useId();
  const panelId = `${id}-panel`;
  const [open, setOpen] = useState(false);
  // The same element on every render: opening the panel is no update to the content, so while its
  // code loads React keeps the server's form in place rather than drop it for the (empty) fallback.
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <SaveSearchForm kind={kind} offer={offer} query={query} />
      </Suspense>
    ),
    [kind, offer, query],
  );
  return (
    <div className="flex flex-col items-end gap-3">
      <noscript>
        <style>{`[data-save-panel]{display:block !important}[data-save-toggle]{display:none !important}`}</style>
      </noscript>
      <button
        data-save-toggle
        type="button"
        className="btn-outline py-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden className="icon-bell flex" />
        {t("saveSearch.button")}
      </button>
      <div id={panelId} data-save-panel className={`${open ? "block" : "hidden"} card w-full p-4 sm:p-5`}>
        <h2 className="text-base font-semibold text-slate-900">{t("saveSearch.button")}</h2>
        {content}
      </div>
    </div>
  );
}
