/**
 * The back-office audit screen (/admin/audit): the audit trail
 * (app/domain/site/activity.server.ts) searched by person, item and date,
 * newest first, a page at a time. Reads only: entries are written by the
 * domain functions that make the changes.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, db } from "#app/platform/db.server";
import { activityLog } from "#app/platform/schema";
import { listPage } from "#app/domain/back-office/lists.server";
import type { AuditItemType } from "#app/lib/audit-items";

export const AUDIT_PAGE_SIZE = 25;

export type AuditQuery = {
  /** Part of the name of who made the change, or an account id. */
  person?: string;
  itemType?: AuditItemType;
  itemId?: string;
  /** Calendar days in India (YYYY-MM-DD, already validated), both included. */
  from?: string;
  to?: string;
  page?: number;
};

/** Midnight in India at the start of a YYYY-MM-DD day. */
const indiaMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

export async function searchAudit(query: AuditQuery) {
  const conditions: SQL[] = [];
  const person = query.person?.trim();
  if (person)
    conditions.push(or(ilike(activityLog.actorName, containsPattern(person)), eq(activityLog.actorId, person))!);
  if (query.itemType) conditions.push(eq(activityLog.entityType, query.itemType));
  const itemId = query.itemId?.trim();
  if (itemId) conditions.push(eq(activityLog.entityId, itemId));
  if (query.from) conditions.push(gte(activityLog.createdAt, indiaMidnight(query.from)));
  if (query.to) conditions.push(lt(activityLog.createdAt, sql`${indiaMidnight(query.to)} + interval '1 day'`));
  const where = conditions.length ? and(...conditions) : undefined;
  return listPage(activityLog, where, query.page, AUDIT_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .limit(limit)
      .offset(offset),
  );
}
