/**
 * The admin side of inquiries (contact messages, property and project
 * inquiries, site-visit requests): list with filters, count, change status,
 * delete. The public forms that create them live with the leads work.
 */
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { db } from "#app/server/db.server";
import { inquiries, type Inquiry } from "#app/server/schema";
import { logActivity } from "#app/domain/activity.server";
import { clampPage, likePattern, type Actor } from "#app/domain/admin-search.server";
import { pageCount } from "#app/lib/pagination";
import { isInquiryStatus, isInquiryType } from "#app/lib/inquiry-options";

export const INQUIRIES_PAGE_SIZE = 20;

export type InquiryQuery = { q?: string; status?: string; type?: string; page?: number };
export type InquiryStats = { total: number; new: number; contacted: number; closed: number };

export async function inquiryStats(): Promise<InquiryStats> {
  const rows = await db.select({ status: inquiries.status, n: count() }).from(inquiries).groupBy(inquiries.status);
  const stats: InquiryStats = { total: 0, new: 0, contacted: 0, closed: 0 };
  for (const row of rows) {
    stats.total += row.n;
    if (isInquiryStatus(row.status)) stats[row.status] += row.n;
  }
  return stats;
}

/** One page of inquiries, newest first, filtered and counted in the database. */
export async function listInquiries(query: InquiryQuery) {
  const conditions: SQL[] = [];
  if (isInquiryStatus(query.status)) conditions.push(eq(inquiries.status, query.status));
  if (isInquiryType(query.type)) conditions.push(eq(inquiries.inquiryType, query.type));
  const q = query.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(inquiries.name, pattern),
        ilike(inquiries.email, pattern),
        ilike(inquiries.phone, pattern),
        ilike(inquiries.message, pattern),
        ilike(inquiries.subject, pattern),
        ilike(inquiries.referenceTitle, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(inquiries).where(where);
  const totalPages = pageCount(total, INQUIRIES_PAGE_SIZE);
  const page = clampPage(query.page, totalPages);
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(INQUIRIES_PAGE_SIZE)
    .offset((page - 1) * INQUIRIES_PAGE_SIZE);
  return { rows, total, page, totalPages, pageSize: INQUIRIES_PAGE_SIZE };
}

export async function getInquiry(id: number): Promise<Inquiry | undefined> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row;
}

/** Where an inquiry's reference lives on the public site (site visits are booked on projects). */
export function referenceHref(inquiry: Pick<Inquiry, "inquiryType" | "referenceId">): string | null {
  const id = inquiry.referenceId?.trim();
  if (!id || !/^\d+$/.test(id)) return null;
  if (inquiry.inquiryType === "property") return `/property/${id}`;
  if (inquiry.inquiryType === "project" || inquiry.inquiryType === "site_visit") return `/project/${id}`;
  return null;
}

export type InquiryResult = { ok: true } | { ok: false; error: string };

/** Any status to any other: the administrator decides. */
export async function setInquiryStatus(id: number, status: string, actor: Actor): Promise<InquiryResult> {
  if (!isInquiryStatus(status)) return { ok: false, error: "Choose a status: new, contacted or closed." };
  const [row] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  if (!row) return { ok: false, error: "This inquiry no longer exists." };
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "inquiry",
    entityId: id,
    summary: `Marked the inquiry from ${row.name} as ${status}`,
  });
  return { ok: true };
}

export async function deleteInquiry(id: number, actor: Actor): Promise<InquiryResult> {
  const [row] = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ name: inquiries.name });
  if (!row) return { ok: false, error: "This inquiry no longer exists." };
  await logActivity({
    actor,
    action: "deleted",
    entityType: "inquiry",
    entityId: id,
    summary: `Deleted the inquiry from ${row.name}`,
  });
  return { ok: true };
}
