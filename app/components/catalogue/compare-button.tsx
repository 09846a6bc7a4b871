/**
 * "Compare" on property cards and the detail page: a form post to /compare
 * that adds the property to (or takes it off) the visitor's compare list. With
 * JavaScript it goes through a fetcher and says what happened beside the
 * button; without, the action redirects back to this page (or, when the list
 * is full, to the comparison, which says so). The list itself comes from the
 * root loader, so the button shows whether the property is in it.
 */
import { useFetcher, useFetchers, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
import { useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import { useRootData } from "#app/components/layout/root-data";
import { compareHref } from "#app/lib/compare";
import { useHydrated } from "#app/lib/use-hydrated";

/** What POST /compare answers a fetcher (app/routes/compare.tsx). */
export type CompareActionResult =
  { ok: true; message: string; limit?: undefined } | { ok: false; message: string; limit?: boolean };

export function CompareButton({ propertyId, className = "" }: { propertyId: number; className?: string }) {
  const { t } = useTranslation();
  const translate = useMessage();
  const action = useLocalizedPath()("/compare");
  const root = useRootData();
  const ids = root?.compareIds ?? [];
  const fetcher = useFetcher<CompareActionResult>();
  const hydrated = useHydrated();
  const location = useLocation();
  // The press shows at once: while the list changes, the button, and the link to the comparison, already show
  // the list as it will be (the server's answer then confirms it or says why not).
  const pending = fetcher.formData?.get("intent");
  const inList = pending ? pending === "add" : ids.includes(propertyId);
  const shownIds =
    pending === "add" && !ids.includes(propertyId)
      ? [...ids, propertyId]
      : pending === "remove"
        ? ids.filter((id) => id !== propertyId)
        : ids;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // A visitor's list is one cookie: changes go one after another, or a quick second click would undo the first.
  const changing = useFetchers().some((other) => other.formAction === action);

  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="propertyId" value={propertyId} />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <button
          type="submit"
          name="intent"
          value={inList ? "remove" : "add"}
          aria-pressed={inList}
          aria-busy={pending ? true : undefined}
          disabled={changing}
          className="compare-toggle"
        >
          <span aria-hidden>{inList ? "✓" : "+"}</span>
          {inList ? t("compare.added") : t("compare.button")}
        </button>
      </fetcher.Form>
      {inList && shownIds.length > 0 ? (
        <Link to={compareHref(shownIds)} className="font-semibold text-secondary-dark underline underline-offset-2">
          {t("compare.now", { count: shownIds.length })}
        </Link>
      ) : null}
      {/* Drawn once JavaScript runs (only a fetcher answers here): twelve cards carry no empty regions. A change
          made is already on the button, so it is said to screen readers only; a refusal is shown as well. */}
      {hydrated ? (
        <p role="status" className={answer?.ok ? "sr-only" : "w-full empty:hidden"}>
          {answer ? (
            <span className={answer.ok ? "text-green-800" : "text-red-800"}>
              {translate(answer.message)}
              {!answer.ok && answer.limit ? (
                <>
                  {" "}
                  <Link to={compareHref(ids)} className="font-semibold underline">
                    {t("compare.open")}
                  </Link>
                </>
              ) : null}
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
