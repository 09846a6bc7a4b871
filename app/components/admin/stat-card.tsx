import type { LucideIcon } from "lucide-react";

/** A figure on an admin screen; every value shown must come from data. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  hint?: string;
  icon?: LucideIcon;
}) {
  return (
    <div className="card flex items-center gap-4 p-4">
      {Icon ? (
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-secondary-soft text-secondary">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-bold text-slate-900">{value}</p>
        {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  );
}
