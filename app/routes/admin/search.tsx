import { Link } from "react-router";
import { Building2, ClipboardList, ExternalLink, Landmark, MessageSquare, Search } from "lucide-react";
import type { Route } from "./+types/search";
import { queryText } from "#app/lib/query-values";
import { seo } from "#app/lib/seo";
import { formatDateTime } from "#app/lib/format";
import { formatPhone } from "#app/lib/phone";
import { adminSearch } from "#app/domain/back-office/search.server";

export const meta: Route.MetaFunction = ({ data, matches }) =>
  seo({
    matches,
    title: data?.results.term ? `Admin - Search: ${data.results.term}` : "Admin - Search",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const term = queryText(new URL(request.url).searchParams.get("q"));
  return { results: await adminSearch(term) };
}

/** How many matches of each kind the search shows (admin-search.server.ts). */
const SEARCH_GROUP_LIMIT = 8;

const STATUS_STYLES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
  new: "bg-blue-100 text-blue-900",
  contacted: "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-700",
};

function Badge({ children, tone }: { children: React.ReactNode; tone?: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone ?? "bg-slate-100 text-slate-700"}`}>
      {children}
    </span>
  );
}

function Group({
  title,
  icon: Icon,
  count,
  children,
  allHref,
}: {
  title: string;
  icon: typeof Search;
  count: number;
  children: React.ReactNode;
  /** The full filtered list, offered when this group shows only the newest matches. */
  allHref?: string;
}) {
  if (!count) return null;
  return (
    <section aria-labelledby={`results-${title}`} className="card overflow-hidden">
      <h2
        id={`results-${title}`}
        className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 font-semibold text-slate-900"
      >
        <Icon aria-hidden className="h-5 w-5 text-secondary" /> {title}{" "}
        <span className="text-sm font-normal text-slate-500">({count})</span>
      </h2>
      <ul className="divide-y divide-slate-100">{children}</ul>
      {allHref && count >= SEARCH_GROUP_LIMIT ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm">
          Showing the {SEARCH_GROUP_LIMIT} newest.{" "}
          <Link to={allHref} className="font-medium text-secondary-dark hover:underline">
            See every match in {title}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** One match: its name linking to the admin screen that has it, details, a status badge, and optionally its public page. */
function Result({
  href,
  name,
  details,
  badge,
  siteHref,
}: {
  href: string;
  name: string;
  details: string;
  badge: React.ReactNode;
  /** The public page, for active properties and projects. */
  siteHref?: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <Link to={href} className="font-medium text-slate-900 hover:underline">
          {name}
        </Link>
        <p className="text-sm text-slate-600">{details}</p>
      </div>
      {badge}
      {siteHref ? (
        <a
          href={siteHref}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-secondary-dark hover:underline"
        >
          View on site <ExternalLink aria-hidden className="h-3.5 w-3.5" />
        </a>
      ) : null}
    </li>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? "bg-green-100 text-green-800" : undefined}>{active ? "Active" : "Inactive"}</Badge>;
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { results } = loaderData;
  const q = (value: string) => encodeURIComponent(value);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Search</h1>
        <p className="text-sm text-slate-600" aria-live="polite">
          {results.term.length < 2
            ? "Type at least two characters in the search box: a title, a name, an e-mail address or a phone number."
            : results.total
              ? `${results.total} result${results.total === 1 ? "" : "s"} for “${results.term}”`
              : `No properties, projects, submissions or inquiries match “${results.term}”.`}
        </p>
      </div>

      <Group
        title="Properties"
        icon={Building2}
        count={results.properties.length}
        allHref={`/admin/properties?search=${q(results.term)}`}
      >
        {results.properties.map((property) => (
          <Result
            key={property.id}
            href={`/admin/properties?search=${q(property.title)}`}
            name={property.title}
            details={`${property.location} · Owner ${property.ownerName}, ${formatPhone(property.ownerContact)}`}
            badge={<ActiveBadge active={property.active} />}
            siteHref={property.active ? `/property/${property.id}` : undefined}
          />
        ))}
      </Group>

      <Group
        title="Projects"
        icon={Landmark}
        count={results.projects.length}
        allHref={`/admin/projects?search=${q(results.term)}`}
      >
        {results.projects.map((project) => (
          <Result
            key={project.id}
            href={`/admin/projects?search=${q(project.title)}`}
            name={project.title}
            details={`${project.developer} · ${project.location}`}
            badge={<ActiveBadge active={project.active} />}
            siteHref={project.active ? `/project/${project.id}` : undefined}
          />
        ))}
      </Group>

      <Group
        title="Property submissions"
        icon={ClipboardList}
        count={results.submissions.length}
        allHref={`/admin/property-listings?q=${q(results.term)}`}
      >
        {results.submissions.map((submission) => (
          <Result
            key={submission.id}
            href={`/admin/property-listings?view=${submission.id}`}
            name={submission.title}
            details={`${submission.city} · ${submission.ownerName}, ${submission.ownerEmail}, ${formatPhone(submission.ownerPhone)}`}
            badge={<Badge tone={STATUS_STYLES[submission.status]}>{submission.status}</Badge>}
          />
        ))}
      </Group>

      <Group
        title="Inquiries"
        icon={MessageSquare}
        count={results.inquiries.length}
        allHref={`/admin/inquiries?q=${q(results.term)}`}
      >
        {results.inquiries.map((inquiry) => (
          <Result
            key={inquiry.id}
            href={`/admin/inquiries?q=${q(inquiry.email)}&view=${inquiry.id}`}
            name={inquiry.name}
            details={`${inquiry.email} · ${formatPhone(inquiry.phone)}${inquiry.referenceTitle ? ` · ${inquiry.referenceTitle}` : ""} · ${formatDateTime(inquiry.createdAt)}`}
            badge={<Badge tone={STATUS_STYLES[inquiry.status]}>{inquiry.status}</Badge>}
          />
        ))}
      </Group>
    </div>
  );
}
