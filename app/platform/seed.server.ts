import { count, eq, inArray } from "drizzle-orm";
import { db } from "./db.server";
import { DEMO_REVIEWERS, DEMO_REVIEWS, drawDemoPhotos, generateProjects, generateProperties } from "./demo-data.server";
import { storePhoto } from "./images.server";
import { projects, properties, reviews, settings, user, type Photo } from "./schema";

/** The demo's office says it was founded in 2010 (its About page); the demo settings say the same. */
const DEMO_FOUNDING_YEAR = 2010;

export const DEMO_PROPERTY_COUNT = 132;

/** The database has never been prepared: it has no settings row yet. */
export async function isFirstStart(): Promise<boolean> {
  const [existing] = await db.select({ id: settings.id }).from(settings).where(eq(settings.id, 1));
  return !existing;
}

/**
 * First start of a database: the settings row does not exist yet. Then (unless
 * SEED_DEMO=0) the demo catalogue is added, with its photos stored through the
 * same pipeline as uploads, and its reviews. Later starts change nothing.
 * The caller then works out the ratings the reviews give
 * (app/domain/reviews/ratings.server.ts), which this layer cannot reach.
 */
export async function prepareFirstStart({ seedDemo }: { seedDemo: boolean }) {
  if (!(await isFirstStart())) return { seeded: false };
  if (seedDemo) await seedDemoCatalogue();
  await db
    .insert(settings)
    .values(seedDemo ? { id: 1, foundingYear: DEMO_FOUNDING_YEAR } : { id: 1 })
    .onConflictDoNothing();
  return { seeded: seedDemo };
}

export async function seedDemoCatalogue(seed = 2026) {
  const [{ value: present }] = await db.select({ value: count() }).from(properties);
  if (present > 0) return;
  const pngs = await drawDemoPhotos(seed);
  const pool: Photo[] = [];
  for (const png of pngs) pool.push(await storePhoto(png, "demo"));
  const now = Date.now();
  const propertyRows = generateProperties(DEMO_PROPERTY_COUNT, seed, now).map(({ photoIndexes, ...row }) => ({
    ...row,
    images: photoIndexes.map((i) => pool[i]),
  }));
  const projectRows = generateProjects(seed, now).map(({ photoIndexes, ...row }) => ({
    ...row,
    images: photoIndexes.map((i) => pool[i]),
  }));
  await db.transaction(async (tx) => {
    // Oldest first, so ids follow creation order like real data.
    propertyRows.sort((a, b) => +a.createdAt! - +b.createdAt!);
    projectRows.sort((a, b) => +a.createdAt! - +b.createdAt!);
    for (let i = 0; i < propertyRows.length; i += 500)
      await tx.insert(properties).values(propertyRows.slice(i, i + 500));
    await tx.insert(projects).values(projectRows);
  });
  await linkDemoPropertiesToProjects();
  await seedDemoReviews();
}

/** Up to two homes (or units) for sale in each project's locality become part of that project. */
async function linkDemoPropertiesToProjects() {
  const [homes, developments] = await Promise.all([
    db
      .select({ id: properties.id, location: properties.location, type: properties.type, status: properties.status })
      .from(properties),
    db.select({ id: projects.id, location: projects.location, type: projects.type }).from(projects),
  ]);
  const taken = new Set<number>();
  for (const project of developments) {
    const locality = project.location.split(",")[0]!.trim();
    const type = project.type === "Commercial" ? "Commercial" : "Residential";
    const members = homes
      .filter((home) => !taken.has(home.id) && home.status === "sale" && home.type === type)
      .filter((home) => home.location.split(",")[0]!.trim() === locality)
      .slice(0, 2)
      .map((home) => home.id);
    if (members.length === 0) continue;
    members.forEach((id) => taken.add(id));
    await db.update(properties).set({ projectId: project.id }).where(inArray(properties.id, members));
  }
}

/** The demo's written reviews, approved, by accounts that cannot sign in (no password). */
async function seedDemoReviews() {
  await db
    .insert(user)
    .values(DEMO_REVIEWERS.map((reviewer) => ({ ...reviewer, emailVerified: true })))
    .onConflictDoNothing();
  const titles = await db.select({ id: projects.id, title: projects.title }).from(projects);
  const projectIds = new Map(titles.map((row) => [row.title, row.id]));
  const rows = DEMO_REVIEWS.flatMap((review): (typeof reviews.$inferInsert)[] => {
    const authorUserId = DEMO_REVIEWERS[review.reviewer]!.id;
    const common = {
      authorUserId,
      stars: review.stars,
      body: review.body,
      status: "approved",
      moderatedAt: new Date(),
    };
    if ("localitySlug" in review.item)
      return [{ ...common, itemKind: "locality", localitySlug: review.item.localitySlug }];
    const projectId = projectIds.get(review.item.projectTitle);
    return projectId === undefined ? [] : [{ ...common, itemKind: "project", projectId }];
  });
  if (rows.length > 0) await db.insert(reviews).values(rows).onConflictDoNothing();
}
