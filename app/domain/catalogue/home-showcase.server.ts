/**
 * The home page's public sections: the featured properties (with their price
 * cuts), the ongoing projects and the catalogue's live figures. They are the
 * same for every visitor and change only when the catalogue does, so they are
 * worked out once and kept until data changes (app/platform/kept-data.server.ts)
 * — the signed-in home page renders from them too; a visitor's own parts
 * (saved, recently viewed) are read per request. They are kept until a change
 * names one of their keys (change-keys.server.ts): a property or project
 * shown, or a change that could enter one of the sections.
 */
import { keptUntilDataChanges } from "#app/platform/kept-data.server";
import { catalogueFigures, listFeaturedProperties } from "./properties.server";
import { listHomeProjects } from "./projects.server";
import { reductionsFor } from "./price-history.server";
import {
  CATALOGUE_FIGURES_KEY,
  HOME_FEATURED_KEY,
  HOME_PROJECTS_KEY,
  projectKey,
  propertyKey,
} from "./change-keys.server";

const keptShowcase = keptUntilDataChanges(async () => {
  const [featured, projects, figures] = await Promise.all([
    listFeaturedProperties(),
    listHomeProjects(),
    catalogueFigures(),
  ]);
  const reductions = await reductionsFor(featured.map((property) => property.id));
  return { featured, projects, figures, reductions };
}, showcaseKeys);

/** What the showcase shows: which properties and projects, and which families could enter it (ADR 031). */
function showcaseKeys(showcase: { featured: { id: number }[]; projects: { id: number }[] }) {
  return [
    HOME_FEATURED_KEY,
    HOME_PROJECTS_KEY,
    CATALOGUE_FIGURES_KEY,
    ...showcase.featured.map((property) => propertyKey(property.id)),
    ...showcase.projects.map((project) => projectKey(project.id)),
  ];
}

export function homeShowcase() {
  return keptShowcase.get();
}
