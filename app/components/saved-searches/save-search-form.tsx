/**
 * What the signed-in visitor's "Save this search" panel holds on the list
 * pages (save-search-panel.tsx opens and closes it): the form (name,
 * frequency, channels) saved through a fetcher without leaving the page, then
 * the saved notice; or the notice that the account's searches are full.
 * Without JavaScript the panel is open and the form posts to
 * /account/searches.
 */
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { EnhancedFlag, FormNotice } from "#app/components/leads/fields";
import { schemaCheck, useFormErrors } from "#app/components/form/use-form-errors";
import { deferredCheck } from "#app/lib/form/deferred-check";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { useFormat, useLocalizedPath, useMessage } from "#app/i18n/use-locale";
import type { Formats } from "#app/lib/format";
import {
  describeSearch,
  SAVED_SEARCH_MESSAGES,
  sendsAlerts,
  type SaveSearchAnswer,
  type SaveSearchOffer,
  type SearchKind,
  type SearchWords,
} from "#app/lib/saved-search";
import { refilledSettings, SearchSettingsFields } from "./search-settings-fields";

// The form's rules (and zod) load after the page (lib/form/deferred-check.ts).
const checkSearch = deferredCheck(() =>
  import("#app/lib/validation/saved-search").then((rules) => schemaCheck(rules.newSavedSearchSchema)),
);

/** A search's offered name in the page's language ("किराया, मुंबई, ₹60,000 तक"). */
function searchWords(
  t: TFunction<"listings">,
  format: Formats,
  translate: (text: string) => string,
  place: (name: string) => string,
): SearchWords {
  return {
    projects: (status) =>
      status === "ongoing" || status === "upcoming" || status === "completed"
        ? t(`searchName.projects.${status}`)
        : t("searchName.projects"),
    rent: t("searchName.rent"),
    buy: t("searchName.buy"),
    commercial: t("searchName.commercial"),
    value: translate,
    place,
    bedrooms: (count, orMore) =>
      orMore ? t("searchName.bedroomsOrMore", { n: count }) : t("searchName.bedrooms", { n: count }),
    price: (value) => format.price(value),
    between: (min, max) => t("searchName.between", { min, max }),
    upTo: (max) => t("searchName.upTo", { max }),
    from: (min) => t("searchName.from", { min }),
    quoted: (text) => t("searchName.quoted", { text }),
    all: (kind) => t(`searchName.all.${kind}`),
  };
}

/** The search saved (its kind and the list's URL query) and what the signed-in visitor may do. */
export type SaveSearchFormProps = {
  kind: SearchKind;
  offer: Extract<SaveSearchOffer, { signedIn: true }>;
  query: string;
};

export default function SaveSearchForm({ kind, offer, query }: SaveSearchFormProps) {
  const { t } = useTranslation("listings");
  const format = useFormat();
  const translate = useMessage();
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const words = useMemo(() => searchWords(t, format, translate, place), [t, format, translate, place]);
  const fetcher = useFetcher<SaveSearchAnswer>();
  const answer = fetcher.data;
  const failed = answer && !answer.ok ? answer : undefined;
  const { errors, onSubmit, clearOnInput } = useFormErrors(failed?.errors, checkSearch);
  const busy = fetcher.state !== "idle";
  // Once saved, or when the account holds as many searches as it may: a notice and the way to manage them.
  const notice = answer?.ok
    ? { tone: "success" as const, text: answer.message }
    : offer.full
      ? { tone: "error" as const, text: SAVED_SEARCH_MESSAGES.limit }
      : null;

  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {sendsAlerts(kind) ? t("saveSearch.alertsIntro") : t("saveSearch.projectsIntro")}
      </p>
      {notice ? (
        <div className="mt-4 space-y-3">
          <FormNotice tone={notice.tone}>{translate(notice.text)}</FormNotice>
          <Link to="/account/searches" className="font-semibold text-secondary-dark underline">
            {t("saveSearch.manage")}
          </Link>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          action={localized("/account/searches")}
          noValidate
          onSubmit={onSubmit}
          onChange={clearOnInput}
          aria-label={t("saveSearch.button")}
          className="mt-4 space-y-4"
        >
          <EnhancedFlag />
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="query" value={query} />
          <SearchSettingsFields
            kind={kind}
            values={refilledSettings(failed?.values, {
              name: describeSearch(kind, query, words),
              frequency: "instant",
              email: true,
              sms: false,
            })}
            errors={errors}
            smsAvailable={offer.smsAvailable}
          />
          {failed?.formError ? <FormNotice tone="error">{translate(failed.formError)}</FormNotice> : null}
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? t("saveSearch.saving") : t("saveSearch.save")}
          </button>
        </fetcher.Form>
      )}
    </>
  );
}
