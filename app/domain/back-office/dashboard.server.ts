/**
 * The admin dashboard's figures, every one computed from the database (the
 * original's fixed samples — revenue, growth percentages, the 'coming soon'
 * chart — are replaced or left out: a figure with nothing to compute it from is
 * not invented). Days and months are
 * India's (Asia/Kolkata), whatever the server's time zone.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "#app/platform/db.server";
import { z } from "zod";
import { recentActivity } from "#app/domain/site/activity.server";
import type { ChartRange } from "#app/lib/chart-ranges";

const TZ = "Asia/Kolkata";

/** Month-over-month change in percent, one decimal; null when last month had none (no base to compare). */
export function growthPercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth <= 0) return null;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

export type DashboardStats = {
  properties: {
    total: number;
    active: number;
    inactive: number;
    featured: number;
    thisMonth: number;
    lastMonth: number;
    growth: number | null;
  };
  projects: { total: number; active: number; ongoing: number; upcoming: number; completed: number };
  users: { total: number; thisMonth: number; agents: number; admins: number };
  submissions: { pending: number; total: number };
  inquiries: { open: number; thisWeek: number; siteVisitsOpen: number; total: number };
};

/** Every figure of the stat cards and quick stats, in one round trip. `now` is injectable for tests. */
export async function dashboardStats(now = new Date()): Promise<DashboardStats> {
  const at = now.toISOString();
  // Month starts in India, as timestamptz: this month's first instant and last month's.
  const thisMonthStart = sql`(date_trunc('month', ${at}::timestamptz at time zone ${TZ}) at time zone ${TZ})`;
  const lastMonthStart = sql`((date_trunc('month', ${at}::timestamptz at time zone ${TZ}) - interval '1 month') at time zone ${TZ})`;
  const weekAgo = sql`(${at}::timestamptz - interval '7 days')`;
  const [row] = await queryRows(
    z.record(z.string(), z.coerce.number()),
    sql`
    select
      (select count(*) from properties) as properties_total,
      (select count(*) from properties where active) as properties_active,
      (select count(*) from properties where featured and active) as properties_featured,
      (select count(*) from properties where created_at >= ${thisMonthStart} and created_at <= ${at}::timestamptz) as properties_this_month,
      (select count(*) from properties where created_at >= ${lastMonthStart} and created_at < ${thisMonthStart}) as properties_last_month,
      (select count(*) from projects) as projects_total,
      (select count(*) from projects where active) as projects_active,
      (select count(*) from projects where status = 'ongoing') as projects_ongoing,
      (select count(*) from projects where status = 'upcoming') as projects_upcoming,
      (select count(*) from projects where status = 'completed') as projects_completed,
      (select count(*) from "user") as users_total,
      (select count(*) from "user" where created_at >= ${thisMonthStart} and created_at <= ${at}::timestamptz) as users_this_month,
      (select count(*) from "user" where role = 'agent') as users_agents,
      (select count(*) from "user" where role = 'admin') as users_admins,
      (select count(*) from property_listings) as submissions_total,
      (select count(*) from property_listings where status = 'pending') as submissions_pending,
      (select count(*) from inquiries) as inquiries_total,
      (select count(*) from inquiries where status = 'new') as inquiries_open,
      (select count(*) from inquiries where created_at >= ${weekAgo} and created_at <= ${at}::timestamptz) as inquiries_week,
      (select count(*) from inquiries where inquiry_type = 'site_visit' and status = 'new') as site_visits_open
  `,
  );
  const n = (key: string) => Number(row[key] ?? 0);
  const thisMonth = n("properties_this_month");
  const lastMonth = n("properties_last_month");
  return {
    properties: {
      total: n("properties_total"),
      active: n("properties_active"),
      inactive: n("properties_total") - n("properties_active"),
      featured: n("properties_featured"),
      thisMonth,
      lastMonth,
      growth: growthPercent(thisMonth, lastMonth),
    },
    projects: {
      total: n("projects_total"),
      active: n("projects_active"),
      ongoing: n("projects_ongoing"),
      upcoming: n("projects_upcoming"),
      completed: n("projects_completed"),
    },
    users: {
      total: n("users_total"),
      thisMonth: n("users_this_month"),
      agents: n("users_agents"),
      admins: n("users_admins"),
    },
    submissions: { total: n("submissions_total"), pending: n("submissions_pending") },
    inquiries: {
      total: n("inquiries_total"),
      open: n("inquiries_open"),
      thisWeek: n("inquiries_week"),
      siteVisitsOpen: n("site_visits_open"),
    },
  };
}

export type ChartDay = { day: string; listings: number; submissions: number; inquiries: number; signups: number };

/**
 * Daily new listings (properties), submissions, inquiries and sign-ups for the
 * last `range` days including today, with empty days as zeros
 * (generate_series), bucketed by India's calendar day.
 */
export async function activityChart(range: ChartRange, now = new Date()): Promise<ChartDay[]> {
  const at = now.toISOString();
  const today = sql`(${at}::timestamptz at time zone ${TZ})::date`;
  const first = sql`(${today} - ${range - 1}::int)`;
  const since = sql`(${first}::timestamp at time zone ${TZ})`;
  const bucket = (table: string) => sql`
    select (created_at at time zone ${TZ})::date as day, count(*)::int as n
    from ${sql.identifier(table)}
    where created_at >= ${since} and created_at <= ${at}::timestamptz
    group by 1`;
  return queryRows(
    z.object({
      day: z.string(),
      listings: z.coerce.number(),
      submissions: z.coerce.number(),
      inquiries: z.coerce.number(),
      signups: z.coerce.number(),
    }),
    sql`
    with days as (
      select generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day')::date as day
    ),
    p as (${bucket("properties")}),
    l as (${bucket("property_listings")}),
    i as (${bucket("inquiries")}),
    u as (${bucket("user")})
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(p.n, 0) as listings,
      coalesce(l.n, 0) as submissions,
      coalesce(i.n, 0) as inquiries,
      coalesce(u.n, 0) as signups
    from days
    left join p on p.day = days.day
    left join l on l.day = days.day
    left join i on i.day = days.day
    left join u on u.day = days.day
    order by days.day`,
  );
}

export type ActivityItem = {
  id: number;
  summary: string;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | null;
  createdAt: string;
};

export async function dashboardActivity(limit = 8): Promise<ActivityItem[]> {
  const entries = await recentActivity(limit);
  return entries.map((entry) => ({
    id: entry.id,
    summary: entry.summary,
    actorName: entry.actorName,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    createdAt: entry.createdAt.toISOString(),
  }));
}
