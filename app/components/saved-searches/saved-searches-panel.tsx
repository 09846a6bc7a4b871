/**
 * The account page's "Saved searches" section: each search with its current
 * matches and alerts, opened with one click, and the way to the page where
 * they are renamed, changed and deleted (/account/searches). Its loader data
 * comes from savedSearchSummaries(userId) (app/domain/seekers/saved-searches.server.ts).
 */
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { SavedSearchSummary } from "#app/domain/seekers/saved-searches.server";
import { Link } from "#app/i18n/link";
import { useFormat } from "#app/i18n/use-locale";
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES, sendsAlerts, type SearchKind } from "#app/lib/saved-search";

type AlertSettings = Pick<SavedSearchSummary, "kind" | "frequency" | "email" | "sms">;

/** "Instant alerts by e-mail and SMS", "Alerts off" — in English (useAlertSummary gives the page's language). */
export function alertSummary(search: AlertSettings): string {
  if (!sendsAlerts(search.kind)) return "No alerts for project searches";
  if (search.frequency === "off") return "Alerts off";
  const channels = [search.email ? "e-mail" : null, search.sms ? "SMS" : null].filter(Boolean).join(" and ");
  const label = ALERT_FREQUENCIES.find((f) => f.value === search.frequency)?.label ?? search.frequency;
  const how = search.frequency === "instant" ? "Instant alerts" : label;
  return channels ? `${how} by ${channels}` : how;
}

function translatedAlertSummary(t: TFunction<"listings">, search: AlertSettings): string {
  if (!sendsAlerts(search.kind)) return t("alerts.none");
  if (search.frequency === "off") return t("alerts.off");
  const how =
    search.frequency === "instant" || search.frequency === "daily" || search.frequency === "weekly"
      ? t(`alerts.how.${search.frequency}`)
      : search.frequency;
  const channels =
    search.email && search.sms
      ? t("alerts.channels.both")
      : search.email
        ? t("alerts.channels.email")
        : search.sms
          ? t("alerts.channels.sms")
          : "";
  return channels ? t("alerts.by", { how, channels }) : how;
}

/** alertSummary in the page's language. */
export function useAlertSummary(): (search: AlertSettings) => string {
  const { t } = useTranslation("listings");
  return useCallback((search: AlertSettings) => translatedAlertSummary(t, search), [t]);
}

/** A kind's name in the page's language ("Residential", "आवासीय"). */
export function useKindLabel(): (kind: SearchKind) => string {
  const { t } = useTranslation("listings");
  return useCallback((kind: SearchKind) => t(`kind.${kind}`), [t]);
}

export function SavedSearchesPanel({ searches }: { searches: SavedSearchSummary[] }) {
  const { t } = useTranslation("listings");
  const format = useFormat();
  const summary = useAlertSummary();
  const kindLabel = useKindLabel();
  return (
    <section aria-labelledby="saved-searches-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-heading" className="text-xl font-semibold text-slate-900">
          {t("savedSearches.title")}
        </h2>
        <Link to="/account/searches" className="text-sm font-semibold text-secondary-dark hover:underline">
          {t("saveSearch.manage")}
        </Link>
      </div>
      {searches.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t("savedSearches.empty", { max: MAX_SAVED_SEARCHES })}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {searches.map((search) => (
            <li key={search.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link to={search.href} className="break-words font-medium text-secondary-dark hover:underline">
                  {search.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {t(search.matchesCapped ? "savedSearches.lineCapped" : "savedSearches.line", {
                    count: search.matches,
                    kind: kindLabel(search.kind),
                    matches: format.number(search.matches),
                    alerts: summary(search),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
