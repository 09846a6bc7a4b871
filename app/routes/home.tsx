import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Calculator,
  Home as HomeIcon,
  IndianRupee,
  MessageCircle,
  Phone,
  ShieldCheck,
  SlidersHorizontal,
} from "lucide-react";
import type { Route } from "./+types/home";
import { seo } from "#app/lib/seo";
import { MARKETING_STATS } from "#app/lib/options";
import { formatNumber } from "#app/lib/format";
import { telLink } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/validation/phone";
import { catalogueFigures, listFeaturedProperties } from "#app/domain/properties.server";
import { listHomeProjects } from "#app/domain/projects.server";
import { favoritePropertyIds } from "#app/domain/favorites.server";
import { getCurrentUser } from "#app/server/session.server";
import type { loader as rootLoader } from "#app/root";
import { HomeSearch } from "#app/components/catalogue/home-search";
import { PropertyCard } from "#app/components/catalogue/property-card";
import { reductionsFor } from "#app/domain/price-history.server";
import { ProjectCard } from "#app/components/catalogue/project-card";
import { RecentlyViewedSection } from "#app/components/personal/recently-viewed-list";
import { recentItems } from "#app/domain/recently-viewed.server";
import { recentRefsOf } from "#app/server/visitor-lists.server";

export async function loader({ request }: Route.LoaderArgs) {
  const [featured, projects, figures, user] = await Promise.all([
    listFeaturedProperties(),
    listHomeProjects(),
    catalogueFigures(),
    getCurrentUser(request),
  ]);
  const favorites = await favoritePropertyIds(
    user?.id,
    featured.map((property) => property.id),
  );
  const reductions = await reductionsFor(featured.map((property) => property.id));
  // Only with the visitor's cookie or account: a cached copy (no cookie) has no section.
  const recentlyViewed = await recentItems(await recentRefsOf(request, user?.id));
  return { featured, projects, figures, favoriteIds: [...favorites], reductions, recentlyViewed };
}

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches });

/** Why choose us: only what the product really does. */
const BENEFITS = [
  {
    icon: BadgeCheck,
    title: "Verified Listings",
    text: "Every property an owner submits is reviewed by our staff before it appears on the site.",
  },
  {
    icon: IndianRupee,
    title: "No Brokerage to Browse",
    text: "Search, compare and shortlist properties and projects for free, without signing up.",
  },
  {
    icon: SlidersHorizontal,
    title: "Search That Fits You",
    text: "Filter by budget, locality, bedrooms and amenities. Every search is a link you can save or share.",
  },
  {
    icon: Calculator,
    title: "Plan Your Loan",
    text: "Work out your EMI, total interest and repayment schedule before you commit.",
  },
  {
    icon: MessageCircle,
    title: "Talk to a Person",
    text: "Call or WhatsApp our team. Your inquiries reach the people who handle the listing.",
  },
  {
    icon: ShieldCheck,
    title: "Your Privacy Protected",
    text: "Location data is removed from every uploaded photo before it is published.",
  },
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
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  subtitle: string;
  tinted?: boolean;
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
      <section className="container-page py-16" aria-labelledby={id}>
        {content}
      </section>
    );
  }
  return (
    <section className="bg-slate-50 py-16" aria-labelledby={id}>
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
            <li key={item.id} className="w-[82%] shrink-0 snap-start sm:w-auto">
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
          <ArrowRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featured, projects, figures, favoriteIds, recentlyViewed } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const site = root?.site;
  const favorites = new Set(favoriteIds);
  const siteName = site?.siteName ?? "Nivaas";

  const facts = [
    // Live counts, worded so they cannot be read as the hero's fixed marketing figures.
    { value: formatNumber(figures.properties), label: `Properties listed on ${siteName} right now` },
    {
      value: formatNumber(figures.cities),
      label: `${figures.cities === 1 ? "City" : "Cities"} with listings on ${siteName} now`,
    },
    {
      value: formatNumber(figures.projects),
      label: `${figures.projects === 1 ? "Project" : "Projects"} listed on ${siteName} now`,
    },
    { value: "₹0", label: "To browse, shortlist and inquire" },
  ];

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-slate-800 to-secondary-dark text-white">
        <div className="container-page py-14 sm:py-20">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Find Your Dream Property</h1>
            <p className="mt-4 text-lg text-slate-200">
              Homes, offices and new projects for sale and rent in Mumbai and across India.
            </p>
          </div>
          <div className="mt-8">
            <HomeSearch />
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
            {MARKETING_STATS.map((stat) => (
              <div key={stat.label}>
                <dt className="text-sm text-slate-300">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-white sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <RecentlyViewedSection items={recentlyViewed} />

      <HomeSection
        id="featured-heading"
        title="Featured Properties"
        subtitle="Hand-picked homes and workspaces from our latest listings."
      >
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
          empty="No featured properties right now. Browse all listings instead."
          allHref="/residential"
          allLabel="View All Properties"
        />
      </HomeSection>

      <HomeSection
        id="projects-heading"
        title="Ongoing Projects"
        subtitle="New developments under construction, with live availability."
        tinted
      >
        <CardShelf
          items={projects}
          card={(project) => <ProjectCard project={project} variant="home" />}
          empty="No projects are under construction right now."
          allHref="/projects"
          allLabel="View All Projects"
        />
      </HomeSection>

      <HomeSection
        id="why-heading"
        title={`Why Choose ${site?.siteName ?? "Us"}`}
        subtitle="A property search that is honest about what it shows you."
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="card p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-primary-soft text-primary-dark">
                <benefit.icon aria-hidden className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-10 grid grid-cols-2 gap-4 rounded-2xl bg-secondary-dark p-6 text-center text-white lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col">
              <dt className="text-sm text-slate-200">{fact.label}</dt>
              <dd className="order-first text-3xl font-bold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </HomeSection>

      <HomeSection
        id="cta-heading"
        title="Ready to Take the Next Step?"
        subtitle="List your property, explore listings or plan your home loan."
        tinted
      >
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <CtaCard
            icon={HomeIcon}
            title="List Your Property"
            text="Reach buyers and tenants: submit your property in four short steps, free of charge."
            to="/list-property"
            action="List Now"
          />
          <CtaCard
            icon={Building2}
            title="Explore Properties"
            text="Browse apartments, villas and more, filtered to your budget and locality."
            to="/residential"
            action="Explore Now"
          />
          <CtaCard
            icon={Calculator}
            title="Calculate Your EMI"
            text="Know your monthly instalment and total interest before you apply for a loan."
            to="/emi-calculator"
            action="Calculate EMI"
          />
        </ul>
        <div className="mt-10 flex flex-col items-center justify-between gap-4 rounded-2xl bg-primary-dark p-6 text-white sm:flex-row sm:p-8">
          <div>
            <p className="text-xl font-semibold">Need help finding the right property?</p>
            <p className="mt-1 text-sm text-white/90">Our team will help you shortlist, visit and close.</p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/contact" className="btn bg-white text-primary-dark hover:bg-slate-100">
              Contact Our Experts
            </Link>
            {site?.contactPhone ? (
              <a href={telLink(site.contactPhone)} className="btn border border-white text-white hover:bg-white/10">
                <Phone aria-hidden className="h-4 w-4" /> Call {formatOfficePhone(site.contactPhone)}
              </a>
            ) : null}
          </div>
        </div>
      </HomeSection>
    </>
  );
}

function CtaCard({
  icon: Icon,
  title,
  text,
  to,
  action,
}: {
  icon: typeof HomeIcon;
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <li className="card flex flex-col p-6">
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-secondary-soft text-secondary-dark">
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{text}</p>
      <Link to={to} className="btn-primary mt-5 self-start">
        {action} <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </li>
  );
}
