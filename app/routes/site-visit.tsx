import { useState } from "react";
import { data } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import type { Route } from "./+types/site-visit";
import { getPublicProject } from "#app/domain/catalogue/projects.server";
import { idOr404 } from "#app/lib/ids";
import { metaT, seo } from "#app/lib/seo";
import { Link } from "#app/i18n/link";
import { usePlaceName } from "#app/i18n/places";
import { useLocalizedPath } from "#app/i18n/use-locale";
import { SiteVisitForm } from "#app/components/leads/site-visit-form";
import { FormNotice } from "#app/components/leads/fields";
import { Breadcrumbs } from "#app/components/catalogue/breadcrumbs";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["detail"] };

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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaT(matches, "detail");
  return seo({
    matches,
    title: loaderData ? t("siteVisit.pageTitleOf", { title: loaderData.project.title }) : t("siteVisit.pageTitle"),
    noindex: true,
  });
};

export default function SiteVisitPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  const { t } = useTranslation("detail");
  const place = usePlaceName();
  const localized = useLocalizedPath();
  const [confirmation, setConfirmation] = useState<string | null>(null);
  return (
    <section className="container-page max-w-xl py-8 sm:py-12">
      <Breadcrumbs
        section={{ label: t("crumbs.projects"), to: localized("/projects") }}
        current={t("siteVisit.heading")}
      />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("siteVisit.heading")}</h1>
      <p className="mt-2 text-slate-600">
        <RichText
          t={t}
          i18nKey="siteVisit.pageIntro"
          values={{ title: project.title, location: place(project.location) }}
          components={{
            project: <Link to={`/project/${project.id}`} className="font-medium text-primary-dark underline" />,
          }}
        />
      </p>
      <div className="card mt-6 space-y-4 p-5 sm:p-6">
        {confirmation ? <FormNotice tone="success">{confirmation}</FormNotice> : null}
        <SiteVisitForm projectId={project.id} projectTitle={project.title} onBooked={setConfirmation} />
      </div>
      <Link to={`/project/${project.id}`} className="btn-outline mt-6">
        {t("inquiryPage.backToProject")}
      </Link>
    </section>
  );
}
