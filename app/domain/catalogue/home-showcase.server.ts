/**
 * The home page's public sections: the featured properties (with their price
 * cuts), the ongoing projects and the catalogue's live figures. They are the
 * same for every visitor and change only when the catalogue does, so they are
 * worked out once and kept until data changes (app/platform/kept-data.server.ts)
 * — the signed-in home page renders from them too; a visitor's own parts
 * (saved, recently viewed) are read per request.
 */
import { keptUntilDataChanges } from "#app/platform/kept-data.server";
import { catalogueFigures, listFeaturedProperties } from "./properties.server";
import { listHomeProjects } from "./projects.server";
import { reductionsFor } from "./price-history.server";

const keptShowcase = keptUntilDataChanges(async () => {
  const [featured, projects, figures] = await Promise.all([
    listFeaturedProperties(),
    listHomeProjects(),
    catalogueFigures(),
  ]);
  const reductions = await reductionsFor(featured.map((property) => property.id));
  return { featured, projects, figures, reductions };
});

export function homeShowcase() {
  return keptShowcase.get();
}
