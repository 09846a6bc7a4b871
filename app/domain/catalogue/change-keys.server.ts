/**
 * The catalogue's change keys (ADR 031): what a page shows and what a write
 * changes, in one vocabulary. The read functions of this area record the keys
 * of what they return (`recordShown`); every function, in any area, that
 * changes a property or a project announces `propertyChangeKeys` /
 * `projectChangeKeys` of the row as it was and as it is
 * (`announcePropertyChange`, `announceProjectChange`).
 *
 * | key | shown by | named by a change of |
 * |---|---|---|
 * | `property-<id>` | its page; the home page while it is featured there | that property |
 * | `project-<id>` | its page; the home page while it is among the ongoing projects | that project |
 * | `properties-<kind>` | every /residential or /commercial list page without a status filter | any public property of that kind |
 * | `properties-<kind>-<status>` | the list pages filtered to that status (sale, rent) | any public property of that kind and status |
 * | `properties-<kind>-in-<place>` | the list pages filtered to a known place (in any script), instead of the two above | any public property of that kind the place's location filter matches |
 * | `<list family>-price-<band>` | the list pages of that family filtered to prices that reach into the band, instead of the family's key | any public property of the family priced within the band |
 * | `developers-<kind>` | every list page of that kind (its Developer choices) | a property of that kind appearing or leaving with a developer, or changing it |
 * | `projects` | every /projects list page | any public project |
 * | `locality-<slug>` | that locality's page | any public property or project located there |
 * | `localities` | the /localities index | any public property or project |
 * | `home-featured` | the home page's featured properties | a featured property appearing or leaving, or listed anew (the section shows the newest) |
 * | `home-projects` | the home page's ongoing projects | a project ongoing before or after the change |
 * | `catalogue-figures` | the home page's counts | a property or project appearing or leaving, or changing city |
 * | `property-changes` | the public API's incremental copy of properties (`modifiedSince`) | any property, public or not |
 * | `project-changes` | the public API's incremental copy of projects (`modifiedSince`) | any project, public or not |
 *
 * A list page's membership depends on its filters: a changed property can enter
 * a list it was not on. So a list page is keyed by the family its filters keep
 * it within (kind, status; or kind and place), never by the cards it shows, and
 * a change names every family the property belongs to before and after it.
 * A list page filtered to a price range is keyed more narrowly, by its family's
 * price bands that the range reaches into (a band holds the prices from 2^b to
 * 2^(b+1) rupees), and a change also names each family's band of the price
 * before and after it: a property whose price is outside a page's range on
 * both sides cannot enter or leave that page, or change a card on it, so a
 * price edit elsewhere in the city keeps it (ADR 053). A
 * place is one of app/i18n/places.ts, and a property is "in" it when that
 * place's location filter matches the property's stored location_key — the
 * filter's own patterns and text (property-filter.server.ts), so the two agree.
 *
 * "Public" is "active": a row that is not active before or after a change is
 * on no public page on that side, and a change between two such sides names
 * only the incremental copy's key: that copy lists every changed row, active
 * or not, with its state and its time of change.
 */
import { eq, inArray } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { projects, properties } from "#app/platform/schema";
import { announceChange } from "#app/platform/data-changes.server";
import { recordShown, type ChangeKey } from "#app/platform/change-keys.server";
import { localityName, localitySlug } from "#app/lib/localities";
import { placeOfLocationFilter, placesOfLocation } from "#app/domain/catalogue/property-filter.server";
import type { ListingKind, PropertyQuery } from "#app/lib/property-query";

export const propertyKey = (id: number): ChangeKey => `property-${id}`;
/** The property a `property-<id>` key names, or null for any other key. */
export function propertyIdOfKey(key: ChangeKey): number | null {
  const match = /^property-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
export const developersKey = (kind: ListingKind | string): ChangeKey => `developers-${keyPart(kind)}`;
export const projectKey = (id: number): ChangeKey => `project-${id}`;
export const PROJECT_LISTS_KEY = "projects";
export const LOCALITIES_KEY = "localities";
export const HOME_FEATURED_KEY = "home-featured";
export const HOME_PROJECTS_KEY = "home-projects";
export const CATALOGUE_FIGURES_KEY = "catalogue-figures";
export const PROPERTY_CHANGES_KEY = "property-changes";
export const PROJECT_CHANGES_KEY = "project-changes";

/** A word of a key: lower case, every run of other characters one hyphen. */
function keyPart(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The list family of a /residential or /commercial page: its kind, and its status filter if it has one. */
export function propertyListKey(kind: ListingKind | string, status?: string | null): ChangeKey {
  const family = `properties-${keyPart(kind)}`;
  const statusPart = status ? keyPart(status) : "";
  return statusPart ? `${family}-${statusPart}` : family;
}

/** The list family of a /residential or /commercial page filtered to a known place (placeOfLocationFilter). */
export function propertyPlaceListKey(kind: ListingKind | string, place: string): ChangeKey {
  return `properties-${keyPart(kind)}-in-${keyPart(place)}`;
}

/** Every price below 2^13 rupees (₹8,192) is in the lowest band, so that "up to ₹50 lakh" reaches ten bands. */
const LOWEST_PRICE_BAND = 13;
/** Every price from 2^33 rupees (about ₹859 crore) is in the highest band, so that "₹5 crore and above" reaches eight. */
const HIGHEST_PRICE_BAND = 33;
/** A price range that reaches into more bands than this is keyed by its family alone (fewer keys in every answer). */
const MOST_PRICE_BANDS = 10;

/** The price band of a price: ⌊log2 price⌋ within the lowest and highest bands. Never decreases as the price grows. */
export function priceBand(price: number): number {
  if (!(price >= 2 ** LOWEST_PRICE_BAND)) return LOWEST_PRICE_BAND;
  return Math.min(HIGHEST_PRICE_BAND, Math.floor(Math.log2(price)));
}

const priceBandKey = (family: ChangeKey, band: number): ChangeKey => `${family}-price-${band}`;

/**
 * The keys of a list of properties of `kind` read with `query` (a /residential or /commercial page, the public API's
 * list): whatever its filters match is within the kind and the place, when filtered by a known one, or else the
 * kind and the status, when filtered by it (ADR 031), and within the price bands its price range reaches into.
 */
export function propertyQueryKeys(
  kind: ListingKind,
  query: Pick<PropertyQuery, "location" | "status" | "minPrice" | "maxPrice">,
): ChangeKey[] {
  const place = placeOfLocationFilter(query.location);
  const family = place ? propertyPlaceListKey(kind, place) : propertyListKey(kind, query.status);
  return propertyListKeys(family, query.minPrice, query.maxPrice);
}

/**
 * The keys of a list page of `family` filtered to prices from `minPrice` to
 * `maxPrice` (null: no bound): the family's bands the range reaches into, or
 * the family itself when the range is unbounded on both sides, empty or wide.
 */
export function propertyListKeys(family: ChangeKey, minPrice: number | null, maxPrice: number | null): ChangeKey[] {
  if (minPrice === null && maxPrice === null) return [family];
  const low = priceBand(minPrice ?? 0);
  const high = maxPrice === null ? HIGHEST_PRICE_BAND : priceBand(maxPrice);
  if (high < low || high - low + 1 > MOST_PRICE_BANDS) return [family];
  return Array.from({ length: high - low + 1 }, (_, offset) => priceBandKey(family, low + offset));
}

export function localityKey(location: string): ChangeKey | null {
  const slug = localitySlug(localityName(location));
  return slug ? `locality-${slug}` : null;
}

/** What a change to a property depends on: its row's public columns. */
export type PropertyScope = {
  id: number;
  type: string;
  status: string;
  location: string;
  /** The stored lower(location) that the location filter reads. */
  locationKey: string | null;
  city: string;
  developer: string | null;
  featured: boolean;
  active: boolean;
  price: number;
  /** When it was listed: the home page's featured section shows the newest. */
  createdAt: Date;
};

/** What a change to a project depends on. */
export type ProjectScope = { id: number; status: string; location: string; active: boolean };

const propertyScopeColumns = {
  id: properties.id,
  type: properties.type,
  status: properties.status,
  location: properties.location,
  locationKey: properties.locationKey,
  city: properties.city,
  developer: properties.developer,
  featured: properties.featured,
  active: properties.active,
  price: properties.price,
  createdAt: properties.createdAt,
};
const projectScopeColumns = {
  id: projects.id,
  status: projects.status,
  location: projects.location,
  active: projects.active,
};

/** The scope of each of these properties as stored now (missing ids are left out). */
export async function propertyScopes(ids: number[], executor: Database = db): Promise<PropertyScope[]> {
  if (ids.length === 0) return [];
  return executor.select(propertyScopeColumns).from(properties).where(inArray(properties.id, ids));
}

export async function propertyScope(id: number, executor: Database = db): Promise<PropertyScope | null> {
  return (await propertyScopes([id], executor))[0] ?? null;
}

export async function projectScope(id: number, executor: Database = db): Promise<ProjectScope | null> {
  const [row] = await executor.select(projectScopeColumns).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

const publicSide = <T extends { active: boolean }>(side: T | null | undefined): T | null =>
  side && side.active ? side : null;

/** The keys a change of one property names, from its row before and after (null: did not or no longer exists). */
export function propertyChangeKeys(before: PropertyScope | null, after: PropertyScope | null): ChangeKey[] {
  if (!before && !after) return [];
  const sides = [publicSide(before), publicSide(after)].filter((side) => side !== null);
  if (sides.length === 0) return [PROPERTY_CHANGES_KEY];
  const keys = new Set<ChangeKey>([PROPERTY_CHANGES_KEY, propertyKey(sides[0].id), LOCALITIES_KEY]);
  const [first, last] = [sides[0], sides[sides.length - 1]];
  // The featured section is the newest featured properties: a price or text change of one
  // shown there names its own key, which the section carries; one not shown cannot enter.
  const showcaseMoved =
    sides.length === 1 || first.featured !== last.featured || first.createdAt.getTime() !== last.createdAt.getTime();
  for (const side of sides) {
    const families = [
      propertyListKey(side.type),
      propertyListKey(side.type, side.status),
      ...placesOfLocation(side.locationKey ?? "").map((place) => propertyPlaceListKey(side.type, place)),
    ];
    for (const family of families) keys.add(family).add(priceBandKey(family, priceBand(side.price)));
    const locality = localityKey(side.location);
    if (locality) keys.add(locality);
    if (side.featured && showcaseMoved) keys.add(HOME_FEATURED_KEY);
  }
  if (sides.length === 1 || first.city !== last.city) keys.add(CATALOGUE_FIGURES_KEY);
  // The Developer choices: the developers some public property of the kind has.
  const developerMoved = sides.length === 1 || first.developer !== last.developer || first.type !== last.type;
  if (developerMoved) for (const side of sides) if (side.developer) keys.add(developersKey(side.type));
  return [...keys];
}

/** The keys a change of one project names, from its row before and after. */
export function projectChangeKeys(before: ProjectScope | null, after: ProjectScope | null): ChangeKey[] {
  if (!before && !after) return [];
  const sides = [publicSide(before), publicSide(after)].filter((side) => side !== null);
  if (sides.length === 0) return [PROJECT_CHANGES_KEY];
  const keys = new Set<ChangeKey>([PROJECT_CHANGES_KEY, projectKey(sides[0].id), PROJECT_LISTS_KEY, LOCALITIES_KEY]);
  for (const side of sides) {
    const locality = localityKey(side.location);
    if (locality) keys.add(locality);
    if (side.status === "ongoing") keys.add(HOME_PROJECTS_KEY);
  }
  if (sides.length === 1) keys.add(CATALOGUE_FIGURES_KEY);
  return [...keys];
}

/**
 * Announces a change to a property made between `before` (read before the
 * write, null for a new one) and now: reads its row as it is and names the keys
 * of both sides. Call it once the change is committed.
 */
export async function announcePropertyChange(id: number, before: PropertyScope | null): Promise<void> {
  await announceChange(propertyChangeKeys(before, await propertyScope(id)));
}

/** Properties just created (a bulk import's chunk): the union of their keys, announced once. */
export async function announcePropertiesCreated(ids: number[], executor: Database = db): Promise<void> {
  await announceChange((await propertyScopes(ids, executor)).flatMap((row) => propertyChangeKeys(null, row)));
}

/** The same for several properties changed at once (a job): `before` holds their rows as they were. */
export async function announcePropertiesChange(before: PropertyScope[]): Promise<void> {
  const now = new Map((await propertyScopes(before.map((row) => row.id))).map((row) => [row.id, row]));
  await announceChange(before.flatMap((row) => propertyChangeKeys(row, now.get(row.id) ?? null)));
}

/**
 * A change of properties' columns that no public page shows (their owner, end date, reminder): it still gives them
 * a new time of change, which puts them in the incremental copy.
 */
export async function announcePropertiesTouched(): Promise<void> {
  await announceChange([PROPERTY_CHANGES_KEY]);
}

export async function announceProjectChange(id: number, before: ProjectScope | null): Promise<void> {
  await announceChange(projectChangeKeys(before, await projectScope(id)));
}

/** Records, for the page being rendered, that it shows these properties (by id). */
export function showsProperties(ids: Iterable<number>): void {
  recordShown([...ids].map(propertyKey));
}

/** Records, for the page being rendered, that it shows these projects (by id). */
export function showsProjects(ids: Iterable<number>): void {
  recordShown([...ids].map(projectKey));
}
