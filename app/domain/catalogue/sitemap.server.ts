/** What /sitemap.xml lists beyond the static pages: every active property and project, and every locality. */
import { asc, eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { projects, properties } from "#app/platform/schema";
import { listLocalities } from "#app/domain/catalogue/localities.server";

export type SitemapEntry = { path: string; lastmod: Date };

export async function catalogueSitemapEntries(): Promise<SitemapEntry[]> {
  const [propertyRows, projectRows, localities] = await Promise.all([
    db
      .select({ id: properties.id, updatedAt: properties.updatedAt })
      .from(properties)
      .where(eq(properties.active, true))
      .orderBy(asc(properties.id)),
    db
      .select({ id: projects.id, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.active, true))
      .orderBy(asc(projects.id)),
    listLocalities(),
  ]);
  return [
    ...propertyRows.map((r) => ({ path: `/property/${r.id}`, lastmod: r.updatedAt })),
    ...projectRows.map((r) => ({ path: `/project/${r.id}`, lastmod: r.updatedAt })),
    ...localities.map((l) => ({ path: `/locality/${l.slug}`, lastmod: l.updatedAt })),
  ];
}
