import { eq } from "drizzle-orm";
import { db } from "#app/server/db.server";
import { settings, type Settings } from "#app/server/schema";

/** The single settings row, created with the spec's defaults when missing. */
export async function getSettings(): Promise<Settings> {
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
  return row;
}
