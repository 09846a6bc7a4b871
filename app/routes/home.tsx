import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import type { Route } from "./+types/home";
import type { CssIconClass } from "#app/components/icons/css-icons";
import { localeFromMatches, seo, siteFromMatches } from "#app/lib/seo";
import { heroFigureValue, type HeroFigure } from "#app/lib/hero-figures";
import { Link } from "#app/i18n/link";
import { i18nFor } from "#app/i18n/i18n";
import { translateMessage, useFormat, useMessage } from "#app/i18n/use-locale";
import { localeContext } from "#app/web/context";
import { telLink } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/phone";
import { homeShowcase } from "#app/domain/catalogue/home-showcase.server";
import { heroFigures } from "#app/domain/site/hero-figures.server";
import { favoritePropertyIds } from "#app/domain/seekers/favorites.server";
import { getCurrentUser } from "#app/web/session.server";
import type { loader as rootLoader } from "#app/root";
import { HomeSearch } from "#app/components/catalogue/home-search";
import { PropertyCard } from "#app/components/catalogue/property-card";
import { ProjectCard } from "#app/components/catalogue/project-card";
import { RecentlyViewedSection } from "#app/components/personal/recently-viewed-list";
import { recentItems } from "#app/domain/seekers/recently-viewed.server";
import { recentRefsOf } from "#app/web/visitor-lists.server";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["home", "listings"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The hero's figures are read per render, not kept with the showcase: people contacting owners (an inquiry, a
  // reveal) name no change key (ADR 031), so a kept copy would never see them; a cached page lives a minute.
  const [{ featured, projects, figures, reductions }, hero, user] = await Promise.all([
    homeShowcase(),
    heroFigures(),
    getCurrentUser({ request, context }),
  ]);
  const favorites = await favoritePropertyIds(
    user?.id,
    featured.map((property) => property.id),
  );
  // Only with the visitor's cookie or account: a cached copy (no cookie) has no section.
  const recentlyViewed = await recentItems(await recentRefsOf(request, user?.id), context.get(localeContext));
  return { featured, projects, figures, hero, favoriteIds: [...favorites], reductions, recentlyViewed };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  // The settings' description is the owner's text; the default one has its translations (common.json).
  const description = siteFromMatches(matches)?.siteDescription;
  const i18n = i18nFor(localeFromMatches(matches));
  return seo({ matches, description: description ? translateMessage(i18n, description) : undefined });
};

/** Why choose us: only what the product really does. */
const BENEFITS: { icon: CssIconClass; name: string }[] = [
  { icon: "icon-badge-check", name: "verified" },
  { icon: "icon-rupee", name: "noBrokerage" },
  { icon: "icon-filters", name: "search" },
  { icon: "icon-calculator", name: "loan" },
  { icon: "icon-chat", name: "person" },
  { icon: "icon-shield", name: "privacy" },
];

/**
 * A section of the home page under its centred heading. Tinted sections run
 * a grey band across the whole width, with the content inside the page column.
 */
function HomeSection({
  id,
  title,
  subtitle,
  tinted = false,
  later = false,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  subtitle: string;
  tinted?: boolean;
  /** Below the featured properties: laid out when scrolled near (`render-when-near` in app.css). */
  later?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-slate-600">{subtitle}</p>
      </div>
      {children}
    </>
  );
  if (!tinted) {
    return (
      <section className={`container-page py-16 ${later ? "render-when-near" : ""}`} aria-labelledby={id}>
        {content}
      </section>
    );
  }
  return (
    <section className={`bg-slate-50 py-16 ${later ? "render-when-near" : ""}`} aria-labelledby={id}>
      <div className="container-page">{content}</div>
    </section>
  );
}

/** Cards three across (or a line saying there are none), then the link to all of them. */
function CardShelf<T extends { id: number }>({
  items,
  card,
  empty,
  allHref,
  allLabel,
}: {
  items: T[];
  card: (item: T) => ReactNode;
  empty: string;
  allHref: string;
  allLabel: string;
}) {
  return (
    <>
      {items.length > 0 ? (
        // On a phone the cards scroll sideways (the next one peeks in); from sm up, a grid.
        <ul className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="carousel-item">
              {card(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-center text-slate-600">{empty}</p>
      )}
      <div className="mt-10 text-center">
        <Link to={allHref} className="btn-outline">
          {`${allLabel} `}
          <span aria-hidden className="icon-arrow-right flex" />
        </Link>
      </div>
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, projects, figures, hero, favoriteIds, recentlyViewed } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation("home");
  const translate = useMessage();
  const format = useFormat();
  const site = root?.site;
  const favorites = new Set(favoriteIds);
  const siteName = site?.siteName ?? "Nivaas";

  // The hero's figures, shown once each: the "listed right now" line below repeats the hero's own
  // properties and cities values (staff's text when they set one), so the two always agree.
  const shown = (key: HeroFigure["key"]) => {
    const figure = hero.find((item) => item.key === key);
    return figure ? heroFigureValue(figure, format.number) : "";
  };
  const facts = [
    { value: shown("properties"), label: t("facts.properties", { siteName }) },
    { value: shown("cities"), label: t("facts.cities", { count: figures.cities, siteName }) },
    { value: format.number(figures.projects), label: t("facts.projects", { count: figures.projects, siteName }) },
    { value: "₹0", label: t("facts.free") },
  ];

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-secondary-dark text-white">
        <div className="container-page py-14 sm:py-20">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t("hero.title")}</h1>
            <p className="mt-4 text-lg text-slate-200">{t("hero.subtitle")}</p>
          </div>
          <div className="mt-8">
            <HomeSearch />
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5" data-testid="hero-figures">
            {hero.map((figure) => (
              <div key={figure.key} data-figure={figure.key}>
                <dt className="text-sm text-slate-300">{translate(figure.label)}</dt>
                <dd className="order-first text-2xl font-bold text-white sm:text-3xl">
                  {heroFigureValue(figure, format.number)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <RecentlyViewedSection items={recentlyViewed} />

      <HomeSection id="featured-heading" title={t("featured.title")} subtitle={t("featured.subtitle")}>
        <CardShelf
          items={featured}
          card={(property) => (
            <PropertyCard
              property={property}
              variant="home"
              favorited={favorites.has(property.id)}
              reduction={loaderData.reductions[property.id]}
            />
          )}
          empty={t("featured.empty")}
          allHref="/residential"
          allLabel={t("featured.all")}
        />
      </HomeSection>

      <HomeSection id="projects-heading" title={t("projects.title")} subtitle={t("projects.subtitle")} tinted later>
        <CardShelf
          items={projects}
          card={(project) => <ProjectCard project={project} variant="home" />}
          empty={t("projects.empty")}
          allHref="/projects"
          allLabel={t("projects.all")}
        />
      </HomeSection>

      <HomeSection
        id="why-heading"
        title={site?.siteName ? t("why.title", { siteName: site.siteName }) : t("why.titleUs")}
        subtitle={t("why.subtitle")}
        later
      >
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.name} className="card p-6">
              <span
                aria-hidden
                className={`${benefit.icon} flex h-11 w-11 items-center justify-center rounded-lg bg-primary-soft text-primary-dark [--icon-size:1.5rem]`}
              />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`why.${benefit.name}.title` as ParseKeys<"home">)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">
                {t(`why.${benefit.name}.text` as ParseKeys<"home">)}
              </p>
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid grid-cols-2 gap-4 rounded-2xl bg-secondary-dark p-6 text-center text-white lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col" data-testid="live-fact">
              <dt className="text-sm text-slate-200">{fact.label}</dt>
              <dd className="order-first text-3xl font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>

      <HomeSection id="cta-heading" title={t("cta.title")} subtitle={t("cta.subtitle")} tinted later>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <CtaCard
            icon="icon-home"
            title={t("cta.list.title")}
            text={t("cta.list.text")}
            to="/list-property"
            action={t("cta.list.action")}
          />
          <CtaCard
            icon="icon-building"
            title={t("cta.explore.title")}
            text={t("cta.explore.text")}
            to="/residential"
            action={t("cta.explore.action")}
          />
          <CtaCard
            icon="icon-calculator"
            title={t("cta.emi.title")}
            text={t("cta.emi.text")}
            to="/emi-calculator"
            action={t("cta.emi.action")}
          />
        </ul>
        <div className="mt-10 flex flex-col items-center justify-between gap-4 rounded-2xl bg-primary-dark p-6 text-white sm:flex-row sm:p-8">
          <div>
            <p className="text-xl font-semibold">{t("help.title")}</p>
            <p className="mt-1 text-sm text-white/90">{t("help.text")}</p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/contact" className="btn bg-white text-primary-dark hover:bg-slate-100">
              {t("help.contact")}
            </Link>
            {site?.contactPhone ? (
              <a href={telLink(site.contactPhone)} className="btn border border-white text-white hover:bg-white/10">
                <span aria-hidden className="icon-phone flex" />{" "}
                {t("help.call", { phone: formatOfficePhone(site.contactPhone) })}
              </a>
            ) : null}
          </div>
        </div>
      </HomeSection>
    </>
  );
}

function CtaCard({
  icon,
  title,
  text,
  to,
  action,
}: {
  icon: CssIconClass;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <li className="card flex flex-col p-6">
      <span
        aria-hidden
        className={`${icon} flex h-11 w-11 items-center justify-center rounded-lg bg-secondary-soft text-secondary-dark [--icon-size:1.5rem]`}
      />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text}</p>
      <Link to={to} className="btn-primary mt-5 self-start">
        {action} <span aria-hidden className="icon-arrow-right flex" />
      </Link>
    </li>
  );
}
