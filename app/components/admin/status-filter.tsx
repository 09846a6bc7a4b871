/**
 * The row of status links above a moderation queue (reviews, reports,
 * agent and builder requests): one link per status with its count, the
 * current one marked for assistive technology. "all" has no count.
 */
import { Link } from "react-router";

export function StatusFilter<Status extends string>({
  label,
  statuses,
  current,
  counts,
}: {
  label: string;
  statuses: readonly Status[];
  current: Status;
  counts: Partial<Record<Status, number>>;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 text-sm">
      {statuses.map((value) => (
        <Link
          key={value}
          to={`?status=${value}`}
          aria-current={current === value ? "page" : undefined}
          className={`rounded-full px-3 py-1 font-semibold capitalize ${current === value ? "bg-secondary text-white" : "bg-white text-slate-800 ring-1 ring-slate-200"}`}
        >
          {value === "all" ? "All" : `${value} (${counts[value] ?? 0})`}
        </Link>
      ))}
    </nav>
  );
}
