import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useFormat, useLocale } from "#app/i18n/use-locale";
import type { Formats } from "#app/lib/format";

/**
 * The activity log writes its summaries in English, with the listing's title
 * inside ('Renewed "Sea view 2 BHK" for 90 days'). The ones a listing's
 * history shows are recognised by their wording and told in the page's
 * language, the title kept as its owner wrote it; any other is shown as logged.
 */
const SUMMARIES: [RegExp, (match: RegExpExecArray, t: TFunction<"owner">, format: Formats) => string][] = [
  [/^Edited pending submission "(.*)"$/s, ([, title], t) => t("history.editedSubmission", { title })],
  [/^Withdrew submission "(.*)"$/s, ([, title], t) => t("history.withdrewSubmission", { title })],
  [
    /^Changed the price of "(.*)" from (\d+) to (\d+)$/s,
    ([, title, from, to], t, format) =>
      t("history.priceChanged", { title, from: format.rupees(Number(from)), to: format.rupees(Number(to)) }),
  ],
  [/^Marked "(.*)" as sold$/s, ([, title], t) => t("history.markedSold", { title })],
  [/^Marked "(.*)" as rented out$/s, ([, title], t) => t("history.markedRented", { title })],
  [/^Re-listed "(.*)"$/s, ([, title], t) => t("history.relisted", { title })],
  [/^Renewed "(.*)" for (\d+) days$/s, ([, title, days], t) => t("history.renewed", { title, days })],
  [/^Proposed changes to "(.*)" for review$/s, ([, title], t) => t("history.proposed", { title })],
  [/^"(.*)" expired after (\d+) days without renewal$/s, ([, title, days], t) => t("history.expired", { title, days })],
  [
    /^Approved submission "(.*)" and published it as property #(\d+)$/s,
    ([, title, id], t) => t("history.approvedSubmission", { title, id }),
  ],
  [/^Rejected submission "(.*)"$/s, ([, title], t) => t("history.rejectedSubmission", { title })],
  [/^Published the owner's changes to "(.*)"$/s, ([, title], t) => t("history.revisionPublished", { title })],
  [/^Rejected the owner's changes to "(.*)"$/s, ([, title], t) => t("history.revisionRejected", { title })],
  [/^Added property "(.*)"$/s, ([, title], t) => t("history.propertyAdded", { title })],
  [/^Updated property "(.*)"$/s, ([, title], t) => t("history.propertyUpdated", { title })],
  [/^Activated property "(.*)"$/s, ([, title], t) => t("history.propertyActivated", { title })],
  [/^Deactivated property "(.*)"$/s, ([, title], t) => t("history.propertyDeactivated", { title })],
  [/^Featured property "(.*)"$/s, ([, title], t) => t("history.propertyFeatured", { title })],
  [/^Unfeatured property "(.*)"$/s, ([, title], t) => t("history.propertyUnfeatured", { title })],
];

function summaryIn(summary: string, t: TFunction<"owner">, format: Formats): string {
  for (const [pattern, say] of SUMMARIES) {
    const match = pattern.exec(summary);
    if (match) return say(match, t, format);
  }
  return summary;
}

/** A listing's status changes and edits (from the activity log), newest first. */
export function ListingHistory({
  entries,
}: {
  entries: { id: number; actorName: string; summary: string; createdAt: string }[];
}) {
  const { t } = useTranslation("owner");
  const format = useFormat();
  // English shows the log as written.
  const english = useLocale() === "en";
  if (!entries.length) return null;
  const actor = (name: string) =>
    english ? name : name === "System" ? t("history.system") : name === "Visitor" ? t("history.visitor") : name;
  return (
    <section className="card mt-6 p-5" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        {t("history.heading")}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-2">
            <time dateTime={entry.createdAt} className="text-slate-600">
              {format.dateTime(entry.createdAt)}
            </time>
            <span className="break-words text-slate-900">
              {english ? entry.summary : summaryIn(entry.summary, t, format)}
            </span>
            <span className="text-slate-600">· {actor(entry.actorName)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
