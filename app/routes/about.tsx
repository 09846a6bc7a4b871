import { useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/about";
import type { loader as rootLoader } from "#app/root";
import { Link } from "#app/i18n/link";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { heroFigureValue } from "#app/lib/hero-figures";
import { heroFigures } from "#app/domain/site/hero-figures.server";
import { metaT, seo } from "#app/lib/seo";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["pages"] };

/** The impact grid shows the home page's figures (app/domain/site/hero-figures.server.ts). */
export async function loader() {
  return { hero: await heroFigures() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "pages");
  return seo({ matches, title: t("about.meta.title"), description: t("about.meta.description") });
};

const VALUES = [
  { icon: "icon-shield", title: "about.value.integrity.title", text: "about.value.integrity.text" },
  { icon: "icon-users", title: "about.value.customer.title", text: "about.value.customer.text" },
  { icon: "icon-sparkles", title: "about.value.innovation.title", text: "about.value.innovation.text" },
  { icon: "icon-heart-handshake", title: "about.value.transparency.title", text: "about.value.transparency.text" },
] as const;

const TIMELINE = [
  { year: "2010", title: "about.timeline.2010.title", text: "about.timeline.2010.text" },
  { year: "2015", title: "about.timeline.2015.title", text: "about.timeline.2015.text" },
  { year: "2020", title: "about.timeline.2020.title", text: "about.timeline.2020.text" },
  { year: "2025", title: "about.timeline.2025.title", text: "about.timeline.2025.text" },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root")?.site;
  const name = site?.siteName ?? "Nivaas";
  const { t } = useTranslation("pages");
  const translate = useMessage();
  const format = useFormat();
  return (
    <>
      <section className="bg-gradient-to-br from-secondary to-secondary-dark py-16 text-white">
        <div className="container-page max-w-4xl text-center">
          <h1 className="text-3xl font-bold sm:text-5xl">{t("about.title", { name })}</h1>
          <p className="mt-4 text-lg text-white/90">{t("about.intro")}</p>
        </div>
      </section>

      <section className="container-page grid gap-6 py-14 md:grid-cols-2">
        <article className="card p-8">
          <span aria-hidden className="icon-target flex text-primary-dark [--icon-size:2.25rem]" />
          <h2 className="mt-4 text-2xl font-semibold text-slate-900">{t("about.mission.title")}</h2>
          <p className="mt-3 leading-7 text-slate-700">{t("about.mission.text")}</p>
        </article>
        <article className="card p-8">
          <span aria-hidden className="icon-eye flex text-secondary [--icon-size:2.25rem]" />
          <h2 className="mt-4 text-2xl font-semibold text-slate-900">{t("about.vision.title")}</h2>
          <p className="mt-3 leading-7 text-slate-700">{t("about.vision.text")}</p>
        </article>
      </section>

      <section className="bg-slate-50 py-14" aria-labelledby="values-heading">
        <div className="container-page">
          <h2 id="values-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("about.values.title")}
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ icon, title, text }) => (
              <div key={title} className="card p-6 text-center">
                <span
                  aria-hidden
                  className={`${icon} mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-soft text-primary-dark [--icon-size:1.5rem]`}
                />
                <h3 className="mt-4 font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{t(text)}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="container-page py-14" aria-labelledby="journey-heading">
        <h2 id="journey-heading" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("about.journey.title")}
        </h2>
        <ol className="relative mx-auto mt-10 max-w-3xl border-l-2 border-primary/40 pl-8">
          {TIMELINE.map((step) => (
            <li key={step.year} className="mb-10 last:mb-0">
              <span
                className="absolute -left-[11px] mt-1 h-5 w-5 rounded-full border-4 border-white bg-primary"
                aria-hidden
              />
              <p className="text-sm font-bold text-primary-dark">{step.year}</p>
              <h3 className="text-lg font-semibold text-slate-900">{t(step.title)}</h3>
              <p className="mt-1 text-slate-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-slate-900 py-14 text-white" aria-labelledby="impact-heading">
        <div className="container-page">
          <h2 id="impact-heading" className="text-center text-2xl font-bold sm:text-3xl">
            {t("about.impact.title")}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center md:grid-cols-5">
            {loaderData.hero.map((figure) => (
              <div key={figure.key} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-slate-300">{translate(figure.label)}</dt>
                <dd className="text-3xl font-bold text-orange-400">{heroFigureValue(figure, format.number)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="container-page py-14 text-center">
        <h2 className="text-2xl font-bold text-slate-900">{t("about.cta.title")}</h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/residential" className="btn-primary">
            {t("about.cta.browse")}
          </Link>
          <Link to="/contact" className="btn-outline">
            {t("about.cta.contact")}
          </Link>
        </div>
      </section>
    </>
  );
}
