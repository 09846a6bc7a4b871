import { eq } from "drizzle-orm";
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

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/**
 * First start of a database: the settings row does not exist yet. Then (unless
 * SEED_DEMO=0) the demo catalogue is added, with its photos stored through the
 * same pipeline as uploads, and its reviews; `afterSeed` then works out what
 * the domain derives from them (the ratings, app/domain/reviews/ratings.server.ts,
 * which this layer cannot reach). All of it, and the settings row that marks
 * the start as done, is one transaction: a start that fails half-way leaves
 * nothing behind, and no row is written twice. Later starts change nothing.
 */
export async function prepareFirstStart({
  seedDemo,
  afterSeed,
}: {
  seedDemo: boolean;
  afterSeed?: (tx: Transaction) => Promise<void>;
}) {
  if (!(await isFirstStart())) return { seeded: false };
  const catalogue = seedDemo ? await drawDemoCatalogue() : undefined;
  await db.transaction(async (tx) => {
    if (catalogue) {
      await insertDemoCatalogue(tx, catalogue);
      await afterSeed?.(tx);
    }
    await tx
      .insert(settings)
      .values(seedDemo ? { id: 1, foundingYear: DEMO_FOUNDING_YEAR } : { id: 1 })
      .onConflictDoNothing();
  });
  return { seeded: seedDemo };
}

type DemoCatalogue = {
  propertyRows: (typeof properties.$inferInsert)[];
  projectRows: (typeof projects.$inferInsert)[];
};

/** The demo rows, with their photos drawn and stored (files, outside any transaction). */
async function drawDemoCatalogue(seed = 2026): Promise<DemoCatalogue> {
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
  // Oldest first, so ids follow creation order like real data.
  propertyRows.sort((a, b) => +a.createdAt! - +b.createdAt!);
  projectRows.sort((a, b) => +a.createdAt! - +b.createdAt!);
  return { propertyRows, projectRows };
}

/** Projects first, so each home is inserted already linked to its project. */
async function insertDemoCatalogue(tx: Transaction, { propertyRows, projectRows }: DemoCatalogue) {
  const developments = await tx
    .insert(projects)
    .values(projectRows)
    .returning({ id: projects.id, location: projects.location, type: projects.type });
  linkDemoHomesToProjects(propertyRows, developments);
  for (let i = 0; i < propertyRows.length; i += 500) await tx.insert(properties).values(propertyRows.slice(i, i + 500));
  await insertDemoReviews(tx);
}

const localityOf = (location: string) => location.split(",")[0]!.trim();

/** Up to two homes (or units) for sale in each project's locality become part of that project. */
function linkDemoHomesToProjects(
  homes: (typeof properties.$inferInsert)[],
  developments: { id: number; location: string; type: string }[],
) {
  for (const project of developments) {
    const type = project.type === "Commercial" ? "Commercial" : "Residential";
    homes
      .filter((home) => home.projectId == null && home.status === "sale" && home.type === type)
      .filter((home) => localityOf(home.location) === localityOf(project.location))
      .slice(0, 2)
      .forEach((home) => (home.projectId = project.id));
  }
}

/** The demo's written reviews, approved, by accounts that cannot sign in (no password). */
async function insertDemoReviews(tx: Transaction) {
  await tx
    .insert(user)
    .values(DEMO_REVIEWERS.map((reviewer) => ({ ...reviewer, emailVerified: true })))
    .onConflictDoNothing();
  const titles = await tx.select({ id: projects.id, title: projects.title }).from(projects);
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
  if (rows.length > 0) await tx.insert(reviews).values(rows).onConflictDoNothing();
}
