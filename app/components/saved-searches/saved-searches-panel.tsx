/**
 * The account page's "Saved searches" section: each search with its current
 * matches and alerts, opened with one click, and the way to the page where
 * they are renamed, changed and deleted (/account/searches). Its loader data
 * comes from savedSearchSummaries(userId) (app/domain/saved-searches.server.ts).
 */
import { Link } from "react-router";
import type { SavedSearchSummary } from "#app/domain/saved-searches.server";
import { formatNumber } from "#app/lib/format";
import { ALERT_FREQUENCIES, MAX_SAVED_SEARCHES, sendsAlerts, type SearchKind } from "#app/lib/saved-search";

export const KIND_LABELS: Record<SearchKind, string> = {
  residential: "Residential",
  commercial: "Commercial",
  projects: "Projects",
};

/** "Instant alerts by e-mail and SMS", "Alerts off". */
export function alertSummary(search: Pick<SavedSearchSummary, "kind" | "frequency" | "email" | "sms">): string {
  if (!sendsAlerts(search.kind)) return "No alerts for project searches";
  if (search.frequency === "off") return "Alerts off";
  const channels = [search.email ? "e-mail" : null, search.sms ? "SMS" : null].filter(Boolean).join(" and ");
  const label = ALERT_FREQUENCIES.find((f) => f.value === search.frequency)?.label ?? search.frequency;
  const how = search.frequency === "instant" ? "Instant alerts" : label;
  return channels ? `${how} by ${channels}` : how;
}

export function SavedSearchesPanel({ searches }: { searches: SavedSearchSummary[] }) {
  return (
    <section aria-labelledby="saved-searches-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-heading" className="text-xl font-semibold text-slate-900">
          Saved searches
        </h2>
        <Link to="/account/searches" className="text-sm font-semibold text-secondary-dark hover:underline">
          Manage saved searches
        </Link>
      </div>
      {searches.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {`None yet. Use “Save this search” on a Residential, Commercial or Projects list (up to ${MAX_SAVED_SEARCHES}).`}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {searches.map((search) => (
            <li key={search.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link to={search.href} className="break-words font-medium text-secondary-dark hover:underline">
                  {search.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {`${KIND_LABELS[search.kind]} · ${formatNumber(search.matches)} ${search.matches === 1 ? "match" : "matches"} · ${alertSummary(search)}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
