import { CalendarClock, CheckCircle2, HardHat, Landmark } from "lucide-react";
import type { Route } from "./+types/projects";
import { seo } from "#app/lib/seo";
import { PROJECT_TYPES } from "#app/lib/options";
import {
  deleteProjectById,
  findProjectForAdmin,
  listProjectsForAdmin,
  projectAdminStats,
  saveProject,
  setProjectFlag,
} from "#app/domain/back-office/projects.server";
import { AdminProjectCard } from "#app/components/admin/admin-project-card";
import { ProjectForm } from "#app/components/admin/project-form";
import { localityCentres } from "#app/domain/catalogue/localities.server";
import { CatalogueScreen } from "#app/components/admin/catalogue-screen";
import { PROJECT_NOUN } from "#app/components/admin/catalogue-noun";
import { revalidateAfterCatalogueAction } from "#app/components/admin/use-catalogue-page";
import {
  catalogueAction,
  loadCatalogueScreen,
  readProjectFilters,
  readProjectSave,
} from "#app/routes/admin/catalogue.server";

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Projects", noindex: true });

const PROJECTS = {
  noun: PROJECT_NOUN,
  readFilters: readProjectFilters,
  list: listProjectsForAdmin,
  stats: projectAdminStats,
  find: findProjectForAdmin,
  readSave: readProjectSave,
  save: saveProject,
  setFlag: setProjectFlag,
  remove: deleteProjectById,
};

export async function loader({ request }: Route.LoaderArgs) {
  const [screen, localities] = await Promise.all([loadCatalogueScreen(request, PROJECTS), localityCentres()]);
  return { ...screen, localities };
}

export async function action({ context }: Route.ActionArgs) {
  return catalogueAction(context, PROJECTS);
}

export const shouldRevalidate = revalidateAfterCatalogueAction;

export default function AdminProjects({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, filters } = loaderData;
  return (
    <CatalogueScreen
      noun={PROJECT_NOUN}
      intro="Developer projects with their configurations, plans, brochure and progress."
      data={loaderData}
      actionData={actionData}
      stats={[
        { label: "Total Projects", value: stats.total, icon: Landmark },
        { label: "Ongoing", value: stats.ongoing, icon: HardHat },
        { label: "Upcoming", value: stats.upcoming, icon: CalendarClock },
        { label: "Completed", value: stats.completed, icon: CheckCircle2 },
      ]}
      searchPlaceholder="Title, developer, location or RERA number"
      filterSelects={[
        {
          name: "status",
          label: "Status",
          value: filters.status,
          options: [
            { value: "all", label: "All Status" },
            { value: "ongoing", label: "Ongoing" },
            { value: "upcoming", label: "Upcoming" },
            { value: "completed", label: "Completed" },
          ],
        },
        {
          name: "type",
          label: "Type",
          value: filters.type,
          options: [{ value: "all", label: "All Types" }, ...PROJECT_TYPES.map((t) => ({ value: t, label: t }))],
        },
      ]}
      gridClassName="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
      renderCard={(project, actions) => <AdminProjectCard project={project} {...actions} />}
      renderForm={(project, props) => <ProjectForm project={project} localities={loaderData.localities} {...props} />}
    />
  );
}
