import { Link } from "react-router";
import { formatMonthYear, formatNumber, formatPriceRange, unitsSoldPercent } from "#app/lib/format";
import type { ProjectSummary } from "#app/lib/project-summary";
import { AmenityTags, CardMedia } from "./card-parts";
import { LocalityLink } from "#app/components/buyer/locality-link";

/** Home shows ongoing as Under Construction and anything else as Coming Soon (docs/spec/public-site.md §4). */
export function homeStatusLabel(status: string): string {
  return status === "ongoing" ? "Under Construction" : "Coming Soon";
}

/** The projects list and detail page name every status. */
export function projectStatusLabel(status: string): string {
  if (status === "ongoing") return "Under Construction";
  if (status === "upcoming") return "Launching Soon";
  if (status === "completed") return "Ready to Move";
  return status;
}

const STATUS_BADGE: Record<string, string> = {
  ongoing: "bg-amber-100 text-amber-900",
  upcoming: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
};

/** Stands in for the photo of a project that has none. */
const NO_PHOTO = (
  <div className="icon-building flex size-full items-center justify-center text-slate-400 [--icon-size:3rem]" />
);

export function formatAreaRange(min: number, max: number): string {
  return min === max ? `${formatNumber(min)} sq ft` : `${formatNumber(min)} - ${formatNumber(max)} sq ft`;
}

type Props = {
  project: ProjectSummary;
  /** home: the Home card (4 amenities); list: the Projects list card (3 amenities) (docs/spec/public-site.md §2). */
  variant: "home" | "list";
  view?: "grid" | "list";
};

export function ProjectCard({ project, variant, view = "grid" }: Props) {
  const horizontal = view === "list";
  const badge = variant === "home" ? homeStatusLabel(project.status) : projectStatusLabel(project.status);
  const sold = unitsSoldPercent(project.totalUnits, project.availableUnits);

  return (
    <article
      className={horizontal ? "card flex flex-col overflow-hidden sm:flex-row" : "card flex flex-col overflow-hidden"}
      data-testid="project-card"
    >
      <CardMedia horizontal={horizontal} photoUrl={project.photoUrl} alt={project.title} placeholder={NO_PHOTO}>
        <div className="card-badges">
          <span className={STATUS_BADGE[project.status] ?? "bg-slate-100 text-slate-900"}>{badge}</span>
          <span className="bg-white/95 text-slate-800">{project.type}</span>
        </div>
      </CardMedia>

      <div className="card-body">
        <div>
          <div className="card-head">
            <h3 className="card-title">{project.title}</h3>
            {variant === "list" && project.reviews > 0 ? (
              <span className="card-rating icon-star" title={`${project.reviews} reviews`}>
                <span className="text-slate-700">
                  {project.rating.toFixed(1)}
                  <span className="sr-only">{` out of 5 from ${project.reviews} reviews`}</span>
                </span>
              </span>
            ) : null}
          </div>
          <p>{variant === "list" ? `by ${project.developer}` : project.developer}</p>
        </div>

        <p className="text-lg font-bold text-primary-dark">{formatPriceRange(project.priceMin, project.priceMax)}</p>

        <div className="card-facts flex-col">
          <p className="icon-pin">
            <LocalityLink location={project.location} className="hover:text-primary-dark hover:underline" />
          </p>
          <p className="icon-calendar">{`Completion: ${formatMonthYear(project.completionDate)}`}</p>
        </div>

        <dl className="card-stats">
          <div>
            <dt>Total Units</dt>
            <dd>{formatNumber(project.totalUnits)}</dd>
          </div>
          <div>
            <dt>Available</dt>
            <dd>{formatNumber(project.availableUnits)}</dd>
          </div>
          <div>
            <dt>Area</dt>
            <dd>{formatAreaRange(project.areaMin, project.areaMax)}</dd>
          </div>
        </dl>

        <p className="line-clamp-2">{project.description}</p>

        <AmenityTags amenities={project.amenities} total={project.amenityCount} limit={variant === "home" ? 4 : 3} />

        <div className="mt-auto space-y-3 pt-1">
          <div className="card-progress">
            <p>
              <span>Units Sold</span>
              <span>{`${sold}%`}</span>
            </p>
            <div aria-hidden>
              <div style={{ width: `${sold}%` }} />
            </div>
          </div>
          <Link to={`/project/${project.id}`} className="btn-primary w-full">
            View Project
          </Link>
        </div>
      </div>
    </article>
  );
}
