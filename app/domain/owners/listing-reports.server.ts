/**
 * "Report this listing" and "Report" on a review: anyone may report a
 * property page or a published review (signed in or not), once per item per
 * reporter per day (the account, or the client address for a visitor). Staff
 * review reports at /admin/reports and resolve or dismiss them with a note
 * (for a review, removing it is done on /admin/reviews). When an item gathers
 * three open reports the office is told (e-mail to the contact address in the
 * settings).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { notify } from "#app/platform/notifier.server";
import { listingReports, projects, properties, reviews } from "#app/platform/schema";
import { logActivity, type Actor } from "#app/domain/site/activity.server";
import { getSettings } from "#app/domain/site/settings.server";
import { todayInIndia } from "#app/lib/format";
import type { ReportInput, ReportStatus, ReviewReportInput } from "#app/lib/validation/listing-report";
import { REPORT_REASON_LABELS, REVIEW_REPORT_REASON_LABELS } from "#app/lib/report-reasons";
import { log } from "#app/platform/log.server";

/** Open reports on one listing that make the office look at it. */
export const REPORTS_ALERT_THRESHOLD = 3;

export type ReportResult = { ok: true } | { ok: false; reason: "not_found" | "already_reported" };

export type Reporter = { userId: string | null; clientAddress: string };

/** What a report is about, as staff's e-mail names it. */
type Reported = {
  item: { propertyId: number } | { reviewId: number };
  /** In the e-mail's subject. */
  short: string;
  /** In its text. */
  name: string;
  link: string;
};

export async function reportListing(
  propertyId: number,
  input: ReportInput,
  reporter: Reporter,
  now = new Date(),
): Promise<ReportResult> {
  const [property] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.active, true)));
  if (!property) return { ok: false, reason: "not_found" };
  return fileReport(
    {
      item: { propertyId },
      short: `"${property.title}"`,
      name: `the listing "${property.title}" (property #${property.id})`,
      link: `The listing: ${env.publicUrl}/property/${property.id}`,
    },
    input,
    reporter,
    now,
  );
}

/** "Report" on a published review: the same flow as a listing's, about the review. */
export async function reportReview(
  reviewId: number,
  input: ReviewReportInput,
  reporter: Reporter,
  now = new Date(),
): Promise<ReportResult> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "approved")));
  if (!review) return { ok: false, reason: "not_found" };
  return fileReport(
    {
      item: { reviewId },
      short: `review #${reviewId}`,
      name: `review #${reviewId}`,
      link: `The review: ${env.publicUrl}/admin/reviews?status=approved#review-${reviewId}`,
    },
    input,
    reporter,
    now,
  );
}

async function fileReport(
  reported: Reported,
  input: ReportInput | ReviewReportInput,
  reporter: Reporter,
  now: Date,
): Promise<ReportResult> {
  const reporterKey = reporter.userId ? `user:${reporter.userId}` : `address:${reporter.clientAddress}`;
  const inserted = await db
    .insert(listingReports)
    .values({
      ...reported.item,
      reason: input.reason,
      note: input.note,
      reporterUserId: reporter.userId,
      reporterKey,
      day: todayInIndia(now),
    })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (!inserted.length) return { ok: false, reason: "already_reported" };
  const sameItem =
    "propertyId" in reported.item
      ? eq(listingReports.propertyId, reported.item.propertyId)
      : eq(listingReports.reviewId, reported.item.reviewId);
  const [{ open }] = await db
    .select({ open: count() })
    .from(listingReports)
    .where(and(sameItem, eq(listingReports.status, "open")));
  if (open === REPORTS_ALERT_THRESHOLD) await alertStaff(reported, open);
  return { ok: true };
}

async function alertStaff(reported: Reported, open: number) {
  try {
    const settings = await getSettings();
    if (!settings.contactEmail) return;
    await notify({
      channel: "email",
      to: settings.contactEmail,
      subject: `${open} open reports on ${reported.short}`,
      text: [
        `Visitors have reported ${reported.name} ${open} times.`,
        "",
        `Review the reports: ${env.publicUrl}/admin/reports?status=open`,
        reported.link,
      ].join("\n"),
    });
  } catch (error) {
    log.warn({ err: error }, "Could not alert the office about reports");
  }
}

export type AdminReport = {
  id: number;
  /** A listing's report: the property; a review's: the review, its text and what it is about. */
  propertyId: number | null;
  propertyTitle: string | null;
  review: { id: number; body: string; stars: number; status: string; itemPath: string; itemTitle: string } | null;
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
      reviewId: listingReports.reviewId,
      reviewBody: reviews.body,
      reviewStars: reviews.stars,
      reviewStatus: reviews.status,
      reviewProjectId: reviews.projectId,
      reviewProjectTitle: projects.title,
      reviewLocality: reviews.localitySlug,
      reason: listingReports.reason,
      note: listingReports.note,
      status: listingReports.status,
      resolutionNote: listingReports.resolutionNote,
      createdAt: listingReports.createdAt,
      resolvedAt: listingReports.resolvedAt,
    })
    .from(listingReports)
    .leftJoin(properties, eq(properties.id, listingReports.propertyId))
    .leftJoin(reviews, eq(reviews.id, listingReports.reviewId))
    .leftJoin(projects, eq(projects.id, reviews.projectId))
    .where(status === "all" ? undefined : eq(listingReports.status, status))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(200);
  const labels: Record<string, string> = { ...REPORT_REASON_LABELS };
  const reviewLabels: Record<string, string> = { ...REVIEW_REPORT_REASON_LABELS };
  return rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    review:
      row.reviewId === null
        ? null
        : {
            id: row.reviewId,
            body: row.reviewBody ?? "",
            stars: row.reviewStars ?? 0,
            status: row.reviewStatus ?? "",
            itemPath:
              row.reviewProjectId !== null ? `/project/${row.reviewProjectId}` : `/locality/${row.reviewLocality}`,
            itemTitle: row.reviewProjectTitle ?? row.reviewLocality ?? "",
          },
    reason: row.reason,
    reasonLabel: (row.reviewId === null ? labels[row.reason] : reviewLabels[row.reason]) ?? row.reason,
    note: row.note,
    status: row.status as ReportStatus,
    resolutionNote: row.resolutionNote,
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
    .returning({ id: listingReports.id, propertyId: listingReports.propertyId, reviewId: listingReports.reviewId });
  if (!row) return false;
  await logActivity({
    actor,
    action: "status_changed",
    entityType: row.reviewId === null ? "property" : "review",
    entityId: row.propertyId ?? row.reviewId,
    summary: `${outcome === "resolved" ? "Resolved" : "Dismissed"} report #${id}${note ? `: ${note}` : ""}`,
    changes: {
      [`report #${id}`]: { before: "open", after: outcome },
      ...(note ? { note: { before: null, after: note } } : {}),
    },
  });
  return true;
}
