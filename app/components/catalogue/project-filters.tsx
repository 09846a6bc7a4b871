import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "#app/i18n/use-locale";
import { PROJECT_AMENITIES } from "#app/lib/options";
import type { ProjectQuery } from "#app/lib/project-query";
import { AmenityChecklist, FilterSelect, PriceAndAreaRanges, rangeSummary } from "./filter-fields";

/**
 * The Filters side panel of /projects: Project Type and Developer (options
 * from the data), price and area ranges, amenities. Its fields belong to the
 * page's GET form, so it works as a plain form without JavaScript.
 */
export function ProjectFiltersPanel({
  id,
  query,
  types,
  developers,
  clearFormId,
  onClear,
  hidden,
}: {
  id: string;
  query: ProjectQuery;
  types: string[];
  developers: string[];
  /** Clear All submits this (separate) form: filters off, sort and view kept. */
  clearFormId: string;
  onClear: (event: MouseEvent<HTMLButtonElement>) => void;
  hidden: boolean;
}) {
  const { t } = useTranslation("listings");
  const translate = useMessage();
  return (
    <aside
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`card p-5 lg:w-72 lg:shrink-0 lg:self-start ${hidden ? "hidden" : ""}`}
    >
      <div className="mb-4 flex items-center justify-between">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {t("filters.heading")}
        </h2>
        <button
          type="submit"
          form={clearFormId}
          onClick={onClear}
          className="rounded text-sm font-medium text-primary-dark hover:underline"
        >
          {t("filters.clearAll")}
        </button>
      </div>

      <div className="space-y-5">
        <FilterSelect
          id="filter-type"
          name="type"
          label={t("filters.projectType")}
          anyLabel={t("filters.allTypes")}
          options={types.map((value) => ({ value, label: translate(value) }))}
          defaultValue={query.type}
        />
        <FilterSelect
          id="filter-developer"
          name="developer"
          label={t("filters.developer")}
          anyLabel={t("filters.allDevelopers")}
          options={developers}
          defaultValue={query.developer}
        />

        <PriceAndAreaRanges
          query={query}
          labels={{
            minPrice: t("range.project.minPrice"),
            maxPrice: t("range.project.maxPrice"),
            minArea: t("range.project.minArea"),
            maxArea: t("range.project.maxArea"),
          }}
          summarize={(min, max, describe) => rangeSummary(t, "range.project", min, max, describe)}
          gap="gap-2"
        />

        <AmenityChecklist
          amenities={PROJECT_AMENITIES}
          checked={query.amenities}
          className="grid grid-cols-1 gap-2 *:flex *:items-center *:gap-2 *:text-sm *:text-slate-700 [&_input]:size-4 [&_input]:accent-primary-dark"
        />

        <button type="submit" className="btn-primary w-full">
          {t("filters.apply")}
        </button>
      </div>
    </aside>
  );
}
