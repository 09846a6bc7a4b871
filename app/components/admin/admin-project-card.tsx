import { Building, CalendarDays, MapPin } from "lucide-react";
import { formatMonthYear, formatNumber, formatPrice, unitsSoldPercent } from "#app/lib/format";
import { PROJECT_STATUS_LABELS, type AdminProjectRow } from "./project-form";
import { PROJECT_NOUN } from "./catalogue-noun";
import { CatalogueCard, type CatalogueCardActions } from "./catalogue-card";

const STATUS_TONES: Record<string, string> = {
  ongoing: "bg-amber-100 text-amber-950",
  upcoming: "bg-blue-100 text-blue-950",
  completed: "bg-green-100 text-green-900",
};

/** A project in the admin grid: status label, developer, starting price, units and the sold bar, completion. */
export function AdminProjectCard({ project, ...actions }: CatalogueCardActions & { project: AdminProjectRow }) {
  const sold = unitsSoldPercent(project.totalUnits, project.availableUnits);
  return (
    <CatalogueCard
      noun={PROJECT_NOUN}
      item={project}
      coverAspect="aspect-[16/10]"
      statusBadge={
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONES[project.status] ?? "bg-slate-100 text-slate-800"}`}
        >
          {PROJECT_STATUS_LABELS[project.status] ?? project.status}
        </span>
      }
      {...actions}
    >
      <p className="flex items-center gap-1 text-sm text-slate-600">
        <Building aria-hidden className="h-4 w-4 shrink-0" /> {project.developer} · {project.type}
      </p>
      <p className="flex items-start gap-1 text-sm text-slate-600">
        <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {project.location}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">Starting from</dt>
          <dd className="font-bold text-primary-dark">{formatPrice(project.priceMin)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Total units</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(project.totalUnits)}</dd>
        </div>
      </dl>
      <div>
        <div className="flex justify-between text-xs text-slate-600">
          <span>Units sold</span>
          <span>{sold}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`Units sold for ${project.title}`}
          aria-valuenow={sold}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-primary-dark" style={{ width: `${sold}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-600">
          {formatNumber(project.availableUnits)} of {formatNumber(project.totalUnits)} available
        </p>
      </div>
      <p className="flex items-center gap-1 text-xs text-slate-600">
        <CalendarDays aria-hidden className="h-3.5 w-3.5" /> Completion {formatMonthYear(project.completionDate)}
      </p>
    </CatalogueCard>
  );
}
