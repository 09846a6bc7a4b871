/**
 * "Save this search" on /residential, /commercial and /projects: the page's
 * URL query is the search. A signed-in visitor opens the form (name,
 * frequency, channels) and saves without leaving the page; without
 * JavaScript the form is shown open and posts to /account/searches, which
 * answers with the saved list (or the form and its messages). A visitor who
 * is not signed in is sent to sign in and brought back to this same search.
 */
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "#app/i18n/use-locale";
import type { SaveSearchOffer, SearchKind } from "#app/lib/saved-search";

/*
 * Most visitors are signed out and see only the button that leads to sign-in,
 * so the form (its fields, the search's summary, the form hook) is fetched
 * only for a signed-in visitor. The server renders it whole; the browser
 * hydrates it when its code has arrived (the panel starts closed).
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
  return (
    <Suspense fallback={null}>
      <SaveSearchForm kind={kind} offer={offer} query={location.search.replace(/^\?/, "")} />
    </Suspense>
  );
}
