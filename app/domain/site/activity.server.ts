import { desc } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { activityLog } from "#app/platform/schema";

/** Who performed an action (a signed-in account), for the activity log and review records. */
export type Actor = { id: string; name: string };

export type ActivityInput = {
  actor?: Actor | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  summary: string;
};

/**
 * Records who did what, for the admin dashboard's recent activity. Pass a
 * transaction as `executor` to record it atomically with the change itself.
 */
export async function logActivity(entry: ActivityInput, executor?: Pick<Database, "insert">) {
  await (executor ?? db).insert(activityLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? "Visitor",
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary,
  });
}

export async function recentActivity(limit = 10) {
  return db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
}
