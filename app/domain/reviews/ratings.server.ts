/**
 * The ratings the public site shows, kept in step with the approved reviews.
 *
 * A project's `rating` and `reviews` columns are the average stars and the
 * count of its approved reviews. A property has no reviews of its own: it
 * shows its project's rating when it belongs to a project that has one, or
 * else its locality's (`rating_source` says which), or nothing (0 and 0).
 * These are copies, written here whenever a review's status changes or a
 * property's project or location does, so that the public lists can sort on
 * them ("Highest Rated") through their indexes; nothing else writes them.
 * An item without an approved review has 0 reviews, which every screen
 * reads as "no stars", and sorts below every rated one.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { projects, properties, reviews } from "#app/platform/schema";

type Executor = Pick<Database, "execute">;

/** localitySlug(localityName(location)) in SQL (the same rule as app/lib/localities.ts). */
export function localitySlugSql(location: SQL | typeof properties.location | typeof projects.location): SQL {
  return sql`trim(both '-' from regexp_replace(lower(split_part(${location}, ',', 1)), '[^a-z0-9]+', '-', 'g'))`;
}

/** Writes the projects' averages and counts from their approved reviews. */
async function refreshProjects(where: SQL, executor: Executor) {
  await executor.execute(sql`update ${projects} p set rating = agg.rating, reviews = agg.reviews
    from (
      select pj.id, coalesce(avg(r.stars), 0)::real as rating, count(r.id)::int as reviews
      from ${projects} pj
      left join ${reviews} r on r.project_id = pj.id and r.status = 'approved'
      where ${where}
      group by pj.id
    ) agg
    where p.id = agg.id and (p.rating, p.reviews) is distinct from (agg.rating, agg.reviews)`);
}

/** Writes the shown rating of the properties `where` picks (over the alias `pr`). */
async function refreshProperties(where: SQL, executor: Executor) {
  await executor.execute(sql`with locality_ratings as (
      select locality_slug as slug, avg(stars)::real as rating, count(*)::int as reviews
      from ${reviews} where item_kind = 'locality' and status = 'approved'
      group by locality_slug
    ), shown as (
      select pr.id,
        case when pj.reviews > 0 then pj.rating when lr.reviews > 0 then lr.rating else 0 end as rating,
        case when pj.reviews > 0 then pj.reviews when lr.reviews > 0 then lr.reviews else 0 end as reviews,
        case when pj.reviews > 0 then 'project' when lr.reviews > 0 then 'locality' end as rating_source
      from ${properties} pr
      left join ${projects} pj on pj.id = pr.project_id
      left join locality_ratings lr on lr.slug = ${localitySlugSql(sql`pr.location`)}
      where ${where}
    )
    update ${properties} p set rating = shown.rating, reviews = shown.reviews, rating_source = shown.rating_source
    from shown
    where p.id = shown.id
      and (p.rating, p.reviews, p.rating_source) is distinct from (shown.rating, shown.reviews, shown.rating_source)`);
}

/** After a review of a project changed status: the project and its properties. */
export async function refreshProjectRating(projectId: number, executor: Executor = db) {
  await refreshProjects(sql`pj.id = ${projectId}`, executor);
  await refreshProperties(sql`pr.project_id = ${projectId}`, executor);
}

/** After a review of a locality changed status: the properties there (those of a rated project keep its rating). */
export async function refreshLocalityRating(slug: string, executor: Executor = db) {
  // The trigram-indexed lower(location) narrows the rows first, as the locality page does.
  const pattern = `%${slug.replace(/-/g, "%")}%`;
  await refreshProperties(
    sql`pr.location_key like ${pattern} and ${localitySlugSql(sql`pr.location`)} = ${slug}`,
    executor,
  );
}

/** After properties were created or their project or location changed. */
export async function refreshPropertyRatings(propertyIds: number[], executor: Executor = db) {
  if (propertyIds.length === 0) return;
  const ids = sql.join(
    propertyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await refreshProperties(sql`pr.id in (${ids})`, executor);
}

/** Every project and property (the demo seed, and a repair). */
export async function refreshAllRatings(executor: Executor = db) {
  await refreshProjects(sql`true`, executor);
  await refreshProperties(sql`true`, executor);
}

/** The approved reviews' average and count for one item, read directly (a locality has no row to keep them on). */
export async function itemRating(itemKey: string): Promise<{ rating: number; reviews: number }> {
  const [row] = await db
    .select({
      rating: sql<number>`coalesce(avg(${reviews.stars}), 0)::float8`.mapWith(Number),
      reviews: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(reviews)
    .where(sql`${reviews.itemKey} = ${itemKey} and ${reviews.status} = 'approved'`);
  return row ?? { rating: 0, reviews: 0 };
}

/** Approved reviews across the site: how many, and the share with 4 or 5 stars (the home page's satisfaction). */
export async function reviewSatisfaction(): Promise<{ reviews: number; satisfiedShare: number | null }> {
  const [row] = await db
    .select({
      reviews: sql<number>`count(*)::int`.mapWith(Number),
      satisfied: sql<number>`count(*) filter (where ${reviews.stars} >= 4)::int`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.status, "approved"));
  if (!row || row.reviews === 0) return { reviews: 0, satisfiedShare: null };
  return { reviews: row.reviews, satisfiedShare: row.satisfied / row.reviews };
}
