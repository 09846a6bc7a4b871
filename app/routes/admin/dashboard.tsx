import { lazy, Suspense } from "react";
import { Link } from "react-router";
import {
  Activity,
  ArrowRight,
  Building2,
  CalendarCheck,
  ClipboardList,
  EyeOff,
  FileText,
  Landmark,
  MessageSquare,
  Settings,
  Star,
  TrendingDown,
  TrendingUp,
  UserPlus,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { Route } from "./+types/dashboard";
import { seo } from "#app/lib/seo";
import { formatDate, formatNumber } from "#app/lib/format";
import { formatRelativeTime } from "#app/lib/relative-time";
import { useHydrated } from "#app/lib/use-hydrated";
import { adminContext } from "#app/web/context";
import { activityChart, dashboardActivity, dashboardStats } from "#app/domain/back-office/dashboard.server";
import { CHART_RANGES, chartRangeFrom } from "#app/lib/chart-ranges";
import { StatCard } from "#app/components/admin/stat-card";
import { CHART_SERIES, formatChartDay, type ChartPoint } from "#app/components/admin/chart-series";

const ActivityChart = lazy(() => import("#app/components/admin/activity-chart"));

export const meta: Route.MetaFunction = ({ matches }) => seo({ matches, title: "Admin - Dashboard", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const range = chartRangeFrom(new URL(request.url).searchParams.get("range"));
  const now = new Date();
  const [stats, chart, activity] = await Promise.all([
    dashboardStats(now),
    activityChart(range, now),
    dashboardActivity(8),
  ]);
  return { adminName: admin.name, stats, chart, range, activity, now: now.toISOString() };
}

const ENTITY_ICONS: Record<string, LucideIcon> = {
  property: Building2,
  project: Landmark,
  listing: ClipboardList,
  inquiry: MessageSquare,
  user: UserPlus,
  settings: Settings,
};

const ENTITY_TONES: Record<string, string> = {
  property: "bg-orange-50 text-orange-800",
  project: "bg-blue-50 text-blue-800",
  listing: "bg-amber-50 text-amber-900",
  inquiry: "bg-green-50 text-green-800",
  user: "bg-violet-50 text-violet-800",
  settings: "bg-slate-100 text-slate-700",
};

function plural(count: number, noun: string) {
  return `${formatNumber(count)} ${noun}${count === 1 ? "" : "s"}`;
}

function growthHint(growth: number | null, thisMonth: number) {
  if (growth === null) return `${thisMonth} added this month`;
  const sign = growth > 0 ? "+" : "";
  return `${sign}${growth}% vs last month (${thisMonth} this month)`;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { adminName, stats, chart, range, activity, now } = loaderData;
  const hydrated = useHydrated();
  const firstName = adminName.split(/\s+/)[0] || adminName;
  const totals = CHART_SERIES.map((series) => ({
    ...series,
    total: chart.reduce((sum, day) => sum + day[series.key], 0),
  }));
  const GrowthIcon = (stats.properties.growth ?? 0) < 0 ? TrendingDown : TrendingUp;

  return (
    <div className="space-y-8">
      <section className="rounded-2xl bg-gradient-to-r from-slate-900 to-secondary-dark p-6 text-white sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Welcome back, {firstName}!</h1>
        <p className="mt-2 max-w-2xl text-slate-100">
          Here is what is happening on the site today, {formatDate(now)}: {stats.inquiries.open} new{" "}
          {stats.inquiries.open === 1 ? "inquiry" : "inquiries"} and {stats.submissions.pending} submission
          {stats.submissions.pending === 1 ? "" : "s"} waiting for review.
        </p>
      </section>

      <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Properties"
          value={formatNumber(stats.properties.total)}
          hint={growthHint(stats.properties.growth, stats.properties.thisMonth)}
          icon={GrowthIcon}
        />
        <StatCard
          label="Active Projects"
          value={formatNumber(stats.projects.active)}
          hint={`${stats.projects.ongoing} ongoing · ${stats.projects.upcoming} upcoming · ${stats.projects.completed} completed`}
          icon={Landmark}
        />
        <StatCard
          label="Total Users"
          value={formatNumber(stats.users.total)}
          hint={`${stats.users.thisMonth} joined this month`}
          icon={Users}
        />
        <StatCard
          label="New Inquiries"
          value={formatNumber(stats.inquiries.open)}
          hint={`${stats.inquiries.total} inquiries in all`}
          icon={MessageSquare}
        />
      </section>

      <section aria-label="Shortcuts" className="grid gap-4 md:grid-cols-3">
        {[
          {
            to: "/admin/properties",
            title: "Manage Properties",
            text: `${formatNumber(stats.properties.total)} properties, ${formatNumber(stats.properties.active)} active`,
            icon: Building2,
          },
          {
            to: "/admin/projects",
            title: "Manage Projects",
            text: `${formatNumber(stats.projects.total)} projects, ${formatNumber(stats.projects.active)} active`,
            icon: Landmark,
          },
          {
            to: "/admin/users",
            title: "Manage Users",
            text: `${plural(stats.users.total, "account")}, ${plural(stats.users.agents, "agent")}, ${plural(stats.users.admins, "admin")}`,
            icon: Users,
          },
        ].map((card) => (
          <Link
            key={card.to}
            to={card.to}
            className="card group flex items-center gap-4 p-5 transition-shadow hover:shadow-md"
          >
            <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-dark">
              <card.icon aria-hidden className="h-6 w-6" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">{card.title}</span>
              <span className="block text-sm text-slate-600">{card.text}</span>
            </span>
            <ArrowRight aria-hidden className="h-5 w-5 text-slate-400 transition-transform group-hover:translate-x-1" />
          </Link>
        ))}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-activity" className="card p-5 lg:col-span-2">
          <h2 id="recent-activity" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Activity aria-hidden className="h-5 w-5 text-secondary" /> Recent Activity
          </h2>
          {activity.length ? (
            <ul className="mt-4 divide-y divide-slate-100">
              {activity.map((entry) => {
                const Icon = ENTITY_ICONS[entry.entityType] ?? FileText;
                return (
                  <li key={entry.id} className="flex items-start gap-3 py-3">
                    <span
                      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${ENTITY_TONES[entry.entityType] ?? "bg-slate-100 text-slate-700"}`}
                      title={entry.entityType}
                    >
                      <Icon aria-hidden className="h-4 w-4" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-slate-900">{entry.summary}</p>
                      <p className="text-xs text-slate-600">
                        by {entry.actorName} ·{" "}
                        <time dateTime={entry.createdAt} title={formatDate(entry.createdAt)}>
                          {formatRelativeTime(entry.createdAt, now)}
                        </time>
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-600">
              No activity yet. Changes made here and sign-ups, submissions and inquiries on the site will be listed as
              they happen.
            </p>
          )}
        </section>

        <section aria-labelledby="quick-stats" className="card p-5">
          <h2 id="quick-stats" className="text-lg font-semibold text-slate-900">
            Quick Stats
          </h2>
          <dl className="mt-4 space-y-3">
            {[
              { label: "Active Listings", value: stats.properties.active, icon: Building2, to: "/admin/properties" },
              {
                label: "Pending Approvals",
                value: stats.submissions.pending,
                icon: ClipboardList,
                to: "/admin/property-listings?status=pending",
              },
              {
                label: "New Inquiries This Week",
                value: stats.inquiries.thisWeek,
                icon: MessageSquare,
                to: "/admin/inquiries",
              },
              {
                label: "Site Visits Requested",
                value: stats.inquiries.siteVisitsOpen,
                icon: CalendarCheck,
                to: "/admin/inquiries?type=site_visit&status=new",
              },
              { label: "Featured Properties", value: stats.properties.featured, icon: Star, to: "/admin/properties" },
              { label: "Inactive Properties", value: stats.properties.inactive, icon: EyeOff, to: "/admin/properties" },
            ].map((item) => (
              <div
                key={item.label}
                className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2.5"
              >
                <dt className="flex items-center gap-2 text-sm text-slate-700">
                  <item.icon aria-hidden className="h-4 w-4 text-slate-500" />
                  <Link to={item.to} className="hover:underline">
                    {item.label}
                  </Link>
                </dt>
                <dd className="text-lg font-bold text-slate-900">{formatNumber(item.value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="performance" className="card p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="performance" className="text-lg font-semibold text-slate-900">
              Performance Overview
            </h2>
            <p className="text-sm text-slate-600">Daily counts for the last {range} days (India time).</p>
          </div>
          <nav aria-label="Chart range" className="flex gap-2">
            {CHART_RANGES.map((days) => (
              <Link
                key={days}
                to={`?range=${days}`}
                preventScrollReset
                aria-current={days === range ? "true" : undefined}
                className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
                  days === range
                    ? "border-primary-dark bg-primary-dark text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                }`}
              >
                {days} days
              </Link>
            ))}
          </nav>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {totals.map((series) => (
            <li key={series.key} className="rounded-lg border border-slate-200 p-3">
              <span className="flex items-center gap-2 text-xs text-slate-600">
                <span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: series.color }} />
                {series.label}
              </span>
              <span className="text-xl font-bold text-slate-900">{formatNumber(series.total)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          {hydrated ? (
            <Suspense fallback={<div className="h-72 w-full animate-pulse rounded-lg bg-slate-100" />}>
              <ActivityChart data={chart} />
            </Suspense>
          ) : (
            <ChartTable data={chart} />
          )}
        </div>
        {hydrated ? (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-secondary-dark">Show the figures as a table</summary>
            <ChartTable data={chart} />
          </details>
        ) : null}
      </section>
    </div>
  );
}

/** The chart's figures as a table: what the server renders, and the accessible alternative. */
function ChartTable({ data }: { data: ChartPoint[] }) {
  const days = data.filter((day) => day.listings || day.submissions || day.inquiries || day.signups);
  return (
    <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Daily new listings, submissions, inquiries and sign-ups</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Day
            </th>
            {CHART_SERIES.map((series) => (
              <th key={series.key} scope="col" className="px-3 py-2 text-right font-semibold">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {days.length ? (
            days
              .slice()
              .reverse()
              .map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal text-slate-700">
                    {formatChartDay(day.day)}
                  </th>
                  {CHART_SERIES.map((series) => (
                    <td key={series.key} className="px-3 py-1.5 text-right tabular-nums">
                      {day[series.key]}
                    </td>
                  ))}
                </tr>
              ))
          ) : (
            <tr>
              <td colSpan={5} className="px-3 py-4 text-center text-slate-600">
                Nothing was added in these days.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
