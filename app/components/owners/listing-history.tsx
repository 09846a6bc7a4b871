import { formatDateTime } from "#app/lib/format";

/** A listing's status changes and edits (from the activity log), newest first. */
export function ListingHistory({
  entries,
}: {
  entries: { id: number; actorName: string; summary: string; createdAt: string }[];
}) {
  if (!entries.length) return null;
  return (
    <section className="card mt-6 p-5" aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap gap-x-2">
            <time dateTime={entry.createdAt} className="text-slate-600">
              {formatDateTime(entry.createdAt)}
            </time>
            <span className="text-slate-900">{entry.summary}</span>
            <span className="text-slate-600">· {entry.actorName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
