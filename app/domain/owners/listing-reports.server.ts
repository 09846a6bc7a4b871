/**
 * "Report this listing": anyone may report a property page (signed in or
 * not), once per listing per reporter per day (the account, or the client
 * address for a visitor). Staff review reports at /admin/reports and resolve
 * or dismiss them with a note. When a listing gathers three open reports the
 * office is told (e-mail to the contact address in the settings).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { notify } from "#app/platform/notifier.server";
import { listingReports, properties } from "#app/platform/schema";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { getSettings } from "#app/domain/site/settings.server";
import { todayInIndia } from "#app/lib/format";
import type { ReportInput, ReportStatus } from "#app/lib/validation/listing-report";
import { REPORT_REASON_LABELS } from "#app/lib/report-reasons";
import { log } from "#app/platform/log.server";

/** Open reports on one listing that make the office look at it. */
export const REPORTS_ALERT_THRESHOLD = 3;

export type ReportResult = { ok: true } | { ok: false; reason: "not_found" | "already_reported" };

export async function reportListing(
  propertyId: number,
  input: ReportInput,
  reporter: { userId: string | null; clientAddress: string },
  now = new Date(),
): Promise<ReportResult> {
  const [property] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.active, true)));
  if (!property) return { ok: false, reason: "not_found" };
  const reporterKey = reporter.userId ? `user:${reporter.userId}` : `address:${reporter.clientAddress}`;
  const inserted = await db
    .insert(listingReports)
    .values({
      propertyId,
      reason: input.reason,
      note: input.note,
      reporterUserId: reporter.userId,
      reporterKey,
      day: todayInIndia(now),
    })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (!inserted.length) return { ok: false, reason: "already_reported" };
  const [{ open }] = await db
    .select({ open: count() })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, "open")));
  if (open === REPORTS_ALERT_THRESHOLD) await alertStaff(property, open);
  return { ok: true };
}

async function alertStaff(property: { id: number; title: string }, open: number) {
  try {
    const settings = await getSettings();
    if (!settings.contactEmail) return;
    await notify({
      channel: "email",
      to: settings.contactEmail,
      subject: `${open} open reports on "${property.title}"`,
      text: [
        `Visitors have reported the listing "${property.title}" (property #${property.id}) ${open} times.`,
        "",
        `Review the reports: ${env.publicUrl}/admin/reports?status=open`,
        `The listing: ${env.publicUrl}/property/${property.id}`,
      ].join("\n"),
    });
  } catch (error) {
    log.warn({ err: error }, "Could not alert the office about reports");
  }
}

export type AdminReport = {
  id: number;
  propertyId: number;
  propertyTitle: string;
  reason: string;
  reasonLabel: string;
  note: string | null;
  status: ReportStatus;
  resolutionNote: string | null;
  createdAt: string;
  resolvedAt: string | null;
};

export async function listReports(status: ReportStatus | "all"): Promise<AdminReport[]> {
  const rows = await db
    .select({
      id: listingReports.id,
      propertyId: listingReports.propertyId,
      propertyTitle: properties.title,
      reason: listingReports.reason,
      note: listingReports.note,
      status: listingReports.status,
      resolutionNote: listingReports.resolutionNote,
      createdAt: listingReports.createdAt,
      resolvedAt: listingReports.resolvedAt,
    })
    .from(listingReports)
    .innerJoin(properties, eq(properties.id, listingReports.propertyId))
    .where(status === "all" ? undefined : eq(listingReports.status, status))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    status: row.status as ReportStatus,
    reasonLabel: REPORT_REASON_LABELS[row.reason as keyof typeof REPORT_REASON_LABELS] ?? row.reason,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

export async function reportCounts() {
  const rows = await db
    .select({ status: listingReports.status, count: sql<number>`count(*)`.mapWith(Number) })
    .from(listingReports)
    .groupBy(listingReports.status);
  const counts = { open: 0, resolved: 0, dismissed: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = row.count;
  return counts;
}

/** Resolves or dismisses an open report with staff's note; false when there is no such open report. */
export async function closeReport(
  id: number,
  outcome: "resolved" | "dismissed",
  note: string | null,
  actor: Actor,
): Promise<boolean> {
  const [row] = await db
    .update(listingReports)
    .set({ status: outcome, resolutionNote: note, resolvedBy: actor.id, resolvedAt: new Date() })
    .where(and(eq(listingReports.id, id), eq(listingReports.status, "open")))
    .returning({ id: listingReports.id, propertyId: listingReports.propertyId });
  if (!row) return false;
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "property",
    entityId: row.propertyId,
    summary: `${outcome === "resolved" ? "Resolved" : "Dismissed"} report #${id}${note ? `: ${note}` : ""}`,
    changes: {
      [`report #${id}`]: { before: "open", after: outcome },
      ...(note ? { note: { before: null, after: note } } : {}),
    },
  });
  return true;
}
