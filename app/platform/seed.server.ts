import { count, eq } from "drizzle-orm";
import { db } from "./db.server";
import { drawDemoPhotos, generateProjects, generateProperties } from "./demo-data.server";
import { storePhoto } from "./images.server";
import { projects, properties, settings, type Photo } from "./schema";

export const DEMO_PROPERTY_COUNT = 132;

/** The database has never been prepared: it has no settings row yet. */
export async function isFirstStart(): Promise<boolean> {
  const [existing] = await db.select({ id: settings.id }).from(settings).where(eq(settings.id, 1));
  return !existing;
}

/**
 * First start of a database: the settings row does not exist yet. Then (unless
 * SEED_DEMO=0) the demo catalogue is added, with its photos stored through the
 * same pipeline as uploads. Later starts change nothing.
 */
export async function prepareFirstStart({ seedDemo }: { seedDemo: boolean }) {
  if (!(await isFirstStart())) return { seeded: false };
  if (seedDemo) await seedDemoCatalogue();
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
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
}
