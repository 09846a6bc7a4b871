import { eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { keptUntilDataChanges } from "#app/platform/kept-data.server";
import { announceChange } from "#app/platform/data-changes.server";
import { settings, type Settings } from "#app/platform/schema";

/**
 * Nearly every request reads the settings row (the layout, maintenance mode,
 * the form limits) and it rarely changes: it is kept in memory until data
 * changes (app/platform/kept-data.server.ts), and updateSettings drops it too.
 */
const keptSettings = keptUntilDataChanges(readSettings, () => [SETTINGS_KEY]);

/**
 * The change key of the settings (ADR 031). Every page shows them (the site's
 * name, contacts, colours), so every page carries it, and a settings change,
 * naming it, drops every page.
 */
export const SETTINGS_KEY = "site";

/** The single settings row, created with the spec's defaults when missing. */
export function getSettings(): Promise<Readonly<Settings>> {
  return keptSettings.get();
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
  keptSettings.forget();
  await announceChange([SETTINGS_KEY]);
  return row;
}
