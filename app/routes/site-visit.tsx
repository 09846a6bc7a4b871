import { useState } from "react";
import { data, Link } from "react-router";
import type { Route } from "./+types/site-visit";
import { getPublicProject } from "#app/domain/projects.server";
import { idOr404 } from "#app/lib/ids";
import { seo } from "#app/lib/seo";
import { SiteVisitForm } from "#app/components/leads/site-visit-dialog";
import { FormNotice } from "#app/components/leads/fields";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";

/**
 * /project/{id}/site-visit: the site-visit booking as a plain page, for a
 * project page opened without JavaScript (its button opens a dialog with it).
 * The form is the dialog's, posting to /inquiry: without JavaScript that page
 * answers with the confirmation or the form again with its messages.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const project = await getPublicProject(idOr404(params.id));
  if (!project) throw data(null, { status: 404 });
  return { project: { id: project.id, title: project.title, location: project.location } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    matches,
    title: loaderData ? `Schedule a Site Visit: ${loaderData.project.title}` : "Schedule a Site Visit",
    noindex: true,
  });

export default function SiteVisitPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const [confirmation, setConfirmation] = useState<string | null>(null);
  return (
    <section className="container-page max-w-xl py-8 sm:py-12">
      <Breadcrumbs section={{ label: "Projects", to: "/projects" }} current="Schedule Site Visit" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Schedule Site Visit</h1>
      <p className="mt-2 text-slate-600">
        Visit{" "}
        <Link to={`/project/${project.id}`} className="font-medium text-primary-dark underline">
          {project.title}
        </Link>{" "}
        in {project.location}. Choose a day and time; we will call you to confirm.
      </p>
      <div className="card mt-6 space-y-4 p-5 sm:p-6">
        {confirmation ? <FormNotice tone="success">{confirmation}</FormNotice> : null}
        <SiteVisitForm projectId={project.id} projectTitle={project.title} onBooked={setConfirmation} />
      </div>
      <Link to={`/project/${project.id}`} className="btn-outline mt-6">
        Back to the project
      </Link>
    </section>
  );
}
