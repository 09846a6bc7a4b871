/**
 * Locality figures, computed in the database from the active listings: the
 * part of a location before its first comma is the locality, and its slug is
 * made in SQL by the same rule as localitySlug() in app/lib/localities.ts.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db, queryRows } from "#app/platform/db.server";
import { recordShown } from "#app/platform/change-keys.server";
import { LOCALITIES_KEY } from "#app/domain/catalogue/change-keys.server";
import { localities, projects, properties } from "#app/platform/schema";
import { localityName, localitySlug } from "#app/lib/localities";
import { listNewestPropertiesWhere, type PropertyCardData } from "#app/domain/catalogue/properties.server";
import { listOngoingProjectsWhere } from "#app/domain/catalogue/projects.server";
import type { ProjectSummary } from "#app/lib/project-summary";
import { polygonBounds, type Bbox, type LngLat } from "#app/lib/geo";
import type { MapPin } from "#app/lib/map-pins";

/** localitySlug(localityName(location)), in SQL. */
function slugSql(location: SQL | typeof properties.location | typeof projects.location): SQL {
  return sql`trim(both '-' from regexp_replace(lower(split_part(${location}, ',', 1)), '[^a-z0-9]+', '-', 'g'))`;
}

/** The locality's own name as stored (the part before the first comma). */
function nameSql(location: typeof properties.location | typeof projects.location): SQL {
  return sql`trim(split_part(${location}, ',', 1))`;
}

const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;
const NEWEST_LIMIT = 6;

/**
 * Rows of the locality, found through the trigram-indexed lower(location)
 * first (the slug's words in order), then exactly by the slug.
 */
function inLocality(slug: string, table: "properties" | "projects"): SQL {
  // A slug holds only a-z, 0-9 and hyphens, so the pattern needs no escaping.
  const pattern = `%${slug.replace(/-/g, "%")}%`;
  if (table === "properties") {
    return sql`(${properties.locationKey} like ${pattern} and ${slugSql(properties.location)} = ${slug})`;
  }
  return sql`(lower(${projects.location}) like ${pattern} and ${slugSql(projects.location)} = ${slug})`;
}

export type LocalityRentByBedrooms = { bedrooms: number; listings: number; medianRent: number };

export type LocalityFigures = {
  slug: string;
  name: string;
  city: string;
  forSale: number;
  forRent: number;
  projects: number;
  /** Median of price ÷ area over the properties for sale; null when none. */
  medianPricePerSqft: number | null;
  salePrice: { min: number; max: number } | null;
  rent: { min: number; max: number } | null;
  rentByBedrooms: LocalityRentByBedrooms[];
  newest: PropertyCardData[];
  ongoingProjects: ProjectSummary[];
  computedAt: Date;
};

const nullableNumber = z.union([z.null(), z.coerce.number()]);

/** Everything the locality page shows, or null for a locality with no active listing or project. */
export async function localityFigures(slug: string): Promise<LocalityFigures | null> {
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_SHAPE.test(slug)) return null;
  recordShown([`locality-${slug}`]);
  const propertyWhere = sql`${properties.active} and ${inLocality(slug, "properties")}`;
  const projectWhere = sql`${projects.active} and ${inLocality(slug, "projects")}`;

  const [[figures], rentRows, [projectFigures]] = await Promise.all([
    queryRows(
      z.object({
        name: z.string().nullable(),
        city: z.string().nullable(),
        sale: z.coerce.number(),
        rent: z.coerce.number(),
        median_sqft: nullableNumber,
        sale_min: nullableNumber,
        sale_max: nullableNumber,
        rent_min: nullableNumber,
        rent_max: nullableNumber,
      }),
      sql`select
        mode() within group (order by ${nameSql(properties.location)}) as name,
        mode() within group (order by nullif(${properties.city}, '')) as city,
        count(*) filter (where ${properties.status} = 'sale') as sale,
        count(*) filter (where ${properties.status} = 'rent') as rent,
        percentile_cont(0.5) within group (order by ${properties.price}::float8 / ${properties.area})
          filter (where ${properties.status} = 'sale' and ${properties.area} > 0) as median_sqft,
        min(${properties.price}) filter (where ${properties.status} = 'sale') as sale_min,
        max(${properties.price}) filter (where ${properties.status} = 'sale') as sale_max,
        min(${properties.price}) filter (where ${properties.status} = 'rent') as rent_min,
        max(${properties.price}) filter (where ${properties.status} = 'rent') as rent_max
      from ${properties} where ${propertyWhere}`,
    ),
    queryRows(
      z.object({ bedrooms: z.coerce.number(), listings: z.coerce.number(), median_rent: z.coerce.number() }),
      sql`select ${properties.bedrooms} as bedrooms, count(*) as listings,
        percentile_cont(0.5) within group (order by ${properties.price}) as median_rent
      from ${properties}
      where ${propertyWhere} and ${properties.status} = 'rent' and ${properties.type} = 'Residential'
        and ${properties.bedrooms} is not null
      group by ${properties.bedrooms} order by ${properties.bedrooms}`,
    ),
    queryRows(
      z.object({ name: z.string().nullable(), city: z.string().nullable(), projects: z.coerce.number() }),
      sql`select
        mode() within group (order by ${nameSql(projects.location)}) as name,
        mode() within group (order by nullif(trim(split_part(${projects.location}, ',', 2)), '')) as city,
        count(*) as projects
      from ${projects} where ${projectWhere}`,
    ),
  ]);
  if (figures.sale + figures.rent + projectFigures.projects === 0) return null;

  const [newest, ongoingProjects] = await Promise.all([
    listNewestPropertiesWhere(inLocality(slug, "properties"), NEWEST_LIMIT),
    listOngoingProjectsWhere(inLocality(slug, "projects"), NEWEST_LIMIT),
  ]);
  const range = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max });
  return {
    slug,
    name: figures.name ?? projectFigures.name ?? slug,
    city: figures.city ?? projectFigures.city ?? "",
    forSale: figures.sale,
    forRent: figures.rent,
    projects: projectFigures.projects,
    medianPricePerSqft: figures.median_sqft === null ? null : Math.round(figures.median_sqft),
    salePrice: range(figures.sale_min, figures.sale_max),
    rent: range(figures.rent_min, figures.rent_max),
    rentByBedrooms: rentRows.map((row) => ({
      bedrooms: row.bedrooms,
      listings: row.listings,
      medianRent: Math.round(row.median_rent),
    })),
    newest,
    ongoingProjects,
    computedAt: new Date(),
  };
}

export type LocalitySummary = {
  slug: string;
  name: string;
  city: string;
  forSale: number;
  forRent: number;
  projects: number;
  /** Median of price ÷ area over the properties for sale; null when none. */
  medianPricePerSqft: number | null;
  /** The lowest monthly rent asked; null when nothing is for rent. */
  rentFrom: number | null;
  updatedAt: Date;
};

/**
 * Every locality with an active property or project, grouped by city: the
 * city with the most listings and projects first (the site's home market),
 * then the others by the same count, places without a city last; by name
 * within a city.
 */
export async function listLocalities(): Promise<LocalitySummary[]> {
  recordShown([LOCALITIES_KEY]);
  const rows = await queryRows(
    z.object({
      slug: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      sale: z.coerce.number(),
      rent: z.coerce.number(),
      projects: z.coerce.number(),
      median_sqft: nullableNumber,
      rent_from: nullableNumber,
      updated_at: z.coerce.date(),
    }),
    sql`with places as (
      select ${slugSql(properties.location)} as slug, ${nameSql(properties.location)} as name,
        coalesce(nullif(${properties.city}, ''), nullif(trim(split_part(${properties.location}, ',', 2)), '')) as city,
        ${properties.status} as status, 'property' as kind, ${properties.price} as price, ${properties.area} as area,
        ${properties.updatedAt} as updated_at
      from ${properties} where ${properties.active}
      union all
      select ${slugSql(projects.location)}, ${nameSql(projects.location)},
        nullif(trim(split_part(${projects.location}, ',', 2)), ''), null, 'project', null, null, ${projects.updatedAt}
      from ${projects} where ${projects.active}
    ), localities as (
      select slug, mode() within group (order by name) as name, mode() within group (order by city) as city,
        count(*) as listings,
        count(*) filter (where kind = 'property' and status = 'sale') as sale,
        count(*) filter (where kind = 'property' and status = 'rent') as rent,
        count(*) filter (where kind = 'project') as projects,
        percentile_cont(0.5) within group (order by price::float8 / area)
          filter (where kind = 'property' and status = 'sale' and area > 0) as median_sqft,
        min(price) filter (where kind = 'property' and status = 'rent') as rent_from,
        max(updated_at) as updated_at
      from places where slug <> '' group by slug
    )
    select slug, name, city, sale, rent, projects, median_sqft, rent_from, updated_at
    from localities
    order by city is null, sum(listings) over (partition by city) desc, city, name`,
  );
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    city: row.city ?? "",
    forSale: row.sale,
    forRent: row.rent,
    projects: row.projects,
    medianPricePerSqft: row.median_sqft === null ? null : Math.round(row.median_sqft),
    rentFrom: row.rent_from,
    updatedAt: row.updated_at,
  }));
}

/**
 * The centre of a stored location's locality (the localities table), as the
 * stored point(longitude, latitude); null when the locality has none yet.
 * Inside a transaction pass it (`executor`): the embedded database has one connection.
 */
export async function localityCentre(
  location: string,
  executor: Pick<typeof db, "select"> = db,
): Promise<{ x: number; y: number } | null> {
  const slug = localitySlug(localityName(location));
  if (!slug) return null;
  const [row] = await executor.select({ centre: localities.centre }).from(localities).where(eq(localities.slug, slug));
  return row?.centre ?? null;
}

/** Every locality with a centre, for the location picker's "centre on the locality". */
export async function localityCentres(): Promise<
  { slug: string; name: string; city: string; lat: number; lng: number }[]
> {
  const rows = await db.select().from(localities).orderBy(localities.name);
  return rows.map((row) => ({ slug: row.slug, name: row.name, city: row.city, lat: row.centre.y, lng: row.centre.x }));
}

/** The most pins a locality's map is sent: its homes and projects, newest first. */
const LOCALITY_PIN_LIMIT = 300;

const localityPinRow = z.object({
  id: z.coerce.number(),
  title: z.string(),
  price: z.coerce.number(),
  status: z.string(),
  type: z.string(),
  lng: z.coerce.number(),
  lat: z.coerce.number(),
});

/**
 * What the locality page's map shows: its active homes and projects that have
 * a position (bounded; the map groups those that would overlap), and the box
 * it opens on (around them, else around the locality's centre). Null when
 * none has a position and the locality has no centre.
 */
export async function localityMap(slug: string): Promise<{ pins: MapPin[]; bounds: Bbox } | null> {
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_SHAPE.test(slug)) return null;
  const [homes, developments, [centre]] = await Promise.all([
    queryRows(
      localityPinRow,
      sql`select ${properties.id} as id, ${properties.title} as title, ${properties.price} as price,
          ${properties.status} as status, ${properties.type} as type,
          ${properties.position}[0] as lng, ${properties.position}[1] as lat
        from ${properties}
        where ${properties.active} and ${inLocality(slug, "properties")} and ${properties.position} is not null
        order by ${properties.createdAt} desc, ${properties.id} desc limit ${LOCALITY_PIN_LIMIT}`,
    ),
    queryRows(
      localityPinRow,
      sql`select ${projects.id} as id, ${projects.title} as title, ${projects.priceMin} as price,
          'project' as status, 'Project' as type,
          ${projects.position}[0] as lng, ${projects.position}[1] as lat
        from ${projects}
        where ${projects.active} and ${inLocality(slug, "projects")} and ${projects.position} is not null
        order by ${projects.id} desc limit ${LOCALITY_PIN_LIMIT}`,
    ),
    db.select({ centre: localities.centre }).from(localities).where(eq(localities.slug, slug)),
  ]);
  const pins: MapPin[] = [...homes, ...developments].map((row) => ({ kind: "listing", ...row }));
  const around: LngLat[] = pins.map((pin) => [pin.lng, pin.lat]);
  if (around.length === 0 && centre) around.push([centre.centre.x, centre.centre.y]);
  if (around.length === 0) return null;
  const [west, south, east, north] = polygonBounds(around);
  // A single point (or a tight cluster) opens with about a kilometre around it.
  const margin = 0.01;
  return { pins, bounds: [west - margin, south - margin, east + margin, north + margin] };
}
