import { useTranslation } from "react-i18next";
import { RatingBadge } from "#app/components/reviews/rating-badge";
import { Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { formatsFor, unitsSoldPercent, type Formats } from "#app/lib/format";
import type { ProjectSummary } from "#app/lib/project-summary";
import { homeStatusLabel, projectStatusLabel } from "#app/lib/project-status";
import { AmenityTags, CardLocation, CardMedia } from "./card-parts";

const STATUS_BADGE: Record<string, string> = {
  ongoing: "bg-amber-100 text-amber-900",
  upcoming: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
};

/** Stands in for the photo of a project that has none. */
const NO_PHOTO = (
  <div className="icon-building flex size-full items-center justify-center text-slate-400 [--icon-size:3rem]" />
);

/** "1,200 – 2,400 sq ft", in the language of `format` (English when not given). */
export function formatAreaRange(min: number, max: number, format: Formats = formatsFor("en")): string {
  return min === max ? format.area(min) : `${format.number(min)} – ${format.area(max)}`;
}

type Props = {
  project: ProjectSummary;
  /** home: the Home card (4 amenities); list: the Projects list card (3 amenities) (docs/spec/public-site.md §2). */
  variant: "home" | "list";
  view?: "grid" | "list";
};

export function ProjectCard({ project, variant, view = "grid" }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const translate = useMessage();
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
          <span className={STATUS_BADGE[project.status] ?? "bg-slate-100 text-slate-900"}>{translate(badge)}</span>
          <span className="bg-white/95 text-slate-800">{translate(project.type)}</span>
        </div>
      </CardMedia>

      <div className="card-body">
        <div>
          <div className="card-head">
            <h3 className="card-title">{project.title}</h3>
            {variant === "list" ? <RatingBadge rating={project.rating} reviews={project.reviews} /> : null}
          </div>
          <p>{variant === "list" ? t("card.byDeveloper", { developer: project.developer }) : project.developer}</p>
        </div>

        <p className="text-lg font-bold text-primary-dark">{format.priceRange(project.priceMin, project.priceMax)}</p>

        <div className="card-facts flex-col">
          <p className="icon-pin">
            <CardLocation location={project.location} />
          </p>
          <p className="icon-calendar">{t("card.completion", { date: format.monthYear(project.completionDate) })}</p>
        </div>

        <dl className="card-stats">
          <div>
            <dt>{t("card.totalUnits")}</dt>
            <dd>{format.number(project.totalUnits)}</dd>
          </div>
          <div>
            <dt>{t("card.available")}</dt>
            <dd>{format.number(project.availableUnits)}</dd>
          </div>
          <div>
            <dt>{t("card.area")}</dt>
            <dd>{formatAreaRange(project.areaMin, project.areaMax, format)}</dd>
          </div>
        </dl>

        <p className="line-clamp-2">{project.description}</p>

        <AmenityTags amenities={project.amenities} total={project.amenityCount} limit={variant === "home" ? 4 : 3} />

        <div className="mt-auto space-y-3 pt-1">
          <div className="card-progress">
            <p>
              <span>{t("card.unitsSold")}</span>
              <span>{`${sold}%`}</span>
            </p>
            <div aria-hidden>
              <div style={{ width: `${sold}%` }} />
            </div>
          </div>
          <Link to={`/project/${project.id}`} className="btn-primary w-full">
            {t("card.viewProject")}
          </Link>
        </div>
      </div>
    </article>
  );
}
