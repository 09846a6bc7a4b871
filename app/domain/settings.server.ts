import { eq } from "drizzle-orm";
import { db } from "#app/server/db.server";
import { onDataChange } from "#app/server/data-changes.server";
import { settings, type Settings } from "#app/server/schema";

/**
 * The settings row, as last read from the database this instance uses. Nearly
 * every request reads it (the layout, maintenance mode, the form limits) and
 * it rarely changes, so it is kept in memory like the visitors' pages: dropped
 * when data changes (app/server/data-changes.server.ts — at once on this
 * instance, by their next request on the others) and by updateSettings. A
 * read that a change overtakes is not kept: the drop replaced the entry it
 * would have filled. Frozen, so no caller can alter what the next one reads.
 */
let kept: { database: typeof db; settings: Promise<Readonly<Settings>> } | null = null;

function forgetSettings() {
  kept = null;
}
onDataChange(forgetSettings);

/** The single settings row, created with the spec's defaults when missing. */
export function getSettings(): Promise<Readonly<Settings>> {
  if (kept?.database !== db) {
    const entry = { database: db, settings: readSettings().then((row) => Object.freeze(row)) };
    kept = entry;
    // A failed read is tried again by the next request.
    entry.settings.catch(() => {
      if (kept === entry) forgetSettings();
    });
  }
  return kept.settings;
}

async function readSettings(): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (row) return row;
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(settings).where(eq(settings.id, 1));
  return created;
}

export type SettingsUpdate = Partial<Omit<Settings, "id" | "updatedAt">>;

export async function updateSettings(changes: SettingsUpdate): Promise<Settings> {
  await getSettings();
  const [row] = await db.update(settings).set(changes).where(eq(settings.id, 1)).returning();
  forgetSettings();
  return row;
}
