import { useFetcher } from "react-router";
import { Building, CalendarDays, MapPin, Star } from "lucide-react";
import { formatMonthYear, formatNumber, formatPrice, unitsSoldPercent } from "#app/lib/format";
import type { CatalogueActionResult } from "./catalogue-action";
import { PROJECT_STATUS_LABELS, type AdminProjectRow } from "./ProjectForm";
import { FlagToggle } from "./FlagToggle";
import { CardActions } from "./catalogue-parts";

const STATUS_TONES: Record<string, string> = {
  ongoing: "bg-amber-100 text-amber-950",
  upcoming: "bg-blue-100 text-blue-950",
  completed: "bg-green-100 text-green-900",
};

/** A project in the admin grid: status label, starting price, units and the sold bar, and every action. */
export function AdminProjectCard({
  project,
  editHref,
  deleteHref,
  onEdit,
  onDelete,
  onResult,
}: {
  project: AdminProjectRow;
  editHref: string;
  deleteHref: string;
  onEdit?: () => void;
  onDelete?: () => void;
  onResult: (result: CatalogueActionResult) => void;
}) {
  const activeFetcher = useFetcher<CatalogueActionResult>();
  const featuredFetcher = useFetcher<CatalogueActionResult>();
  const active = activeFetcher.formData ? activeFetcher.formData.get("value") === "true" : project.active;
  const featured = featuredFetcher.formData ? featuredFetcher.formData.get("value") === "true" : project.featured;
  const sold = unitsSoldPercent(project.totalUnits, project.availableUnits);
  const cover = project.images[0];

  return (
    <article className="card flex w-full flex-col overflow-hidden" aria-labelledby={`project-${project.id}-title`}>
      <div className="relative aspect-[16/10] bg-slate-100">
        {cover ? (
          <img src={cover.card} alt="" loading="lazy" className={`h-full w-full object-cover ${active ? "" : "opacity-60 grayscale"}`} />
        ) : null}
        <div className="absolute inset-x-2 top-2 flex flex-wrap gap-1.5">
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_TONES[project.status] ?? "bg-slate-100 text-slate-800"}`}>
            {PROJECT_STATUS_LABELS[project.status] ?? project.status}
          </span>
          {featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950">
              <Star aria-hidden className="h-3 w-3" /> Featured
            </span>
          ) : null}
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${active ? "bg-green-100 text-green-800" : "bg-slate-700 text-white"}`}>
            {active ? "Active" : "Inactive"}
          </span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={`project-${project.id}-title`} className="font-semibold text-slate-900">
          {project.title}
        </h3>
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
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          <FlagToggle
            fetcher={activeFetcher}
            intent="toggle-active"
            id={project.id}
            on={active}
            onLabel="Deactivate"
            offLabel="Activate"
            itemTitle={project.title}
            onResult={onResult}
          />
          <FlagToggle
            fetcher={featuredFetcher}
            intent="toggle-featured"
            id={project.id}
            on={featured}
            onLabel="Unfeature"
            offLabel="Feature"
            itemTitle={project.title}
            onResult={onResult}
          />
        </div>
        <CardActions
          title={project.title}
          viewHref={`/project/${project.id}`}
          editHref={editHref}
          deleteHref={deleteHref}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    </article>
  );
}
