/**
 * The activity log is the audit trail: one append-only row per change, with
 * who made it, when, which item (type and id), a one-line summary and the
 * before/after values of the fields it changed. The dashboard's "recent
 * activity" and a listing's history are views of the same rows; /admin/audit
 * searches them all. Rows are only ever inserted through `logActivity` (or `logActivities`, many at once); the
 * only other writes are retention (`forgetActivityBefore`) and the redaction
 * of a deleted account's personal data (app/domain/accounts/my-data.server.ts).
 */
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { db, type Database } from "#app/platform/db.server";
import { activityLog, type FieldChanges } from "#app/platform/schema";
import { defineRecurringJob } from "#app/platform/jobs.server";

export type { FieldChanges };

/** Who performed an action (a signed-in account), for the activity log and review records. */
export type Actor = { id: string; name: string };

export type ActivityInput = {
  actor?: Actor | null;
  action: string;
  /** What kind of item changed: 'property' | 'project' | 'listing' | 'inquiry' | 'user' | 'settings' | 'report' | 'job' | 'import' … */
  entityType: string;
  entityId?: string | number | null;
  summary: string;
  /** The changed fields' values before and after (see `fieldChanges`); omitted when nothing stored changed. */
  changes?: FieldChanges | null;
};

/**
 * Records who did what. The one way anything is written to the audit trail:
 * domain functions that change things call it, with the changed fields when
 * there are any. Pass a transaction as `executor` to record it atomically with
 * the change itself.
 */
export async function logActivity(entry: ActivityInput, executor?: Pick<Database, "insert">) {
  await logActivities([entry], executor);
}

/** The same for many changes at once (a bulk import's chunk): one statement. */
export async function logActivities(entries: readonly ActivityInput[], executor?: Pick<Database, "insert">) {
  if (entries.length === 0) return;
  await (executor ?? db).insert(activityLog).values(
    entries.map((entry) => ({
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? "Visitor",
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      summary: entry.summary,
      changes: entry.changes && Object.keys(entry.changes).length ? entry.changes : null,
    })),
  );
}

/** A value as JSON keeps it: dates as ISO text, undefined as null, so before and after compare and store alike. */
function stored(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/**
 * The fields of `after` whose value differs from `before`, each with both
 * values: what an audit entry stores. `fields` limits it to some names; fields
 * that are not part of the item's data (a password, a token) must be left out
 * by the caller.
 */
export function fieldChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const old = stored(before?.[field]);
    const now = stored(after[field]);
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[field] = { before: old, after: now };
  }
  return changes;
}

export async function recentActivity(limit = 10) {
  return db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(limit);
}

/** A deleted account, for `redactPersonInActivity`. */
export type RedactedPerson = {
  userId: string;
  /** The texts that name the person in summaries (their name, e-mail, phone). */
  names: string[];
  /** What stands in for them. */
  replacement: string;
  /** Records about them that are kept without the person (their inquiries, submissions), with the name each carried. */
  records?: { entityType: string; id: number | string; name: string }[];
};

/**
 * Data protection on deletion: the person's own entries lose their name, and
 * the entries about them (their account, their inquiries and submissions) lose
 * the name in the summary and the changed values (which may hold their
 * contact details). Who did what, when, to which item stays.
 */
export async function redactPersonInActivity(executor: Pick<Database, "update">, person: RedactedPerson) {
  await executor
    .update(activityLog)
    .set({ actorName: person.replacement })
    .where(eq(activityLog.actorId, person.userId));
  const about: { condition: SQL; names: string[] }[] = [
    {
      condition: and(eq(activityLog.entityType, "user"), eq(activityLog.entityId, person.userId))!,
      names: person.names,
    },
    ...(person.records ?? []).map((record) => ({
      condition: and(eq(activityLog.entityType, record.entityType), eq(activityLog.entityId, String(record.id)))!,
      names: [record.name, ...person.names],
    })),
  ];
  for (const { condition, names } of about) {
    let summary: SQL = sql`${activityLog.summary}`;
    for (const name of new Set(names.map((n) => n.trim()).filter(Boolean))) {
      summary = sql`replace(${summary}, ${name}, ${person.replacement})`;
    }
    await executor.update(activityLog).set({ summary, changes: null }).where(condition);
  }
}

/** Entries an account made or that are about it: for the audit screen's "person" filter. */
export function activityOfPerson(userId: string): SQL {
  return or(
    eq(activityLog.actorId, userId),
    and(eq(activityLog.entityType, "user"), eq(activityLog.entityId, userId)),
  )!;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long audit entries are kept: AUDIT_RETENTION_DAYS, by default two years. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;

export function auditRetentionDays(value = process.env.AUDIT_RETENTION_DAYS): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_AUDIT_RETENTION_DAYS;
}

/** Removes the entries older than the retention period; answers how many went. */
export async function forgetActivityBefore(cutoff: Date): Promise<number> {
  const removed = await db
    .delete(activityLog)
    .where(lt(activityLog.createdAt, cutoff))
    .returning({ id: activityLog.id });
  return removed.length;
}

export async function enforceAuditRetention(now = new Date(), days = auditRetentionDays()): Promise<number> {
  return forgetActivityBefore(new Date(now.getTime() - days * DAY_MS));
}

defineRecurringJob("audit.retention", DAY_MS, () => enforceAuditRetention().then(() => undefined));
