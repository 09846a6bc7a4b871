/**
 * The admin side of inquiries (contact messages, property and project
 * inquiries, site-visit requests): list with filters, count, change status,
 * delete. The public forms that create them live with the leads work.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { inquiries, type Inquiry } from "#app/platform/schema";
import { fieldChanges, logActivity, type Actor } from "#app/domain/site/activity.server";
import { anyColumnContains, countByStatus, listPage } from "#app/domain/back-office/lists.server";
import { INQUIRY_STATUSES, isInquiryStatus, isInquiryType } from "#app/lib/inquiry-options";

export const INQUIRIES_PAGE_SIZE = 20;

export type InquiryQuery = { q?: string; status?: string; type?: string; page?: number };
export type InquiryStats = { total: number; new: number; contacted: number; closed: number };

export function inquiryStats(): Promise<InquiryStats> {
  return countByStatus(inquiries, inquiries.status, INQUIRY_STATUSES);
}

/** One page of inquiries, newest first, filtered and counted in the database. */
export async function listInquiries(query: InquiryQuery) {
  const conditions: SQL[] = [];
  if (isInquiryStatus(query.status)) conditions.push(eq(inquiries.status, query.status));
  if (isInquiryType(query.type)) conditions.push(eq(inquiries.inquiryType, query.type));
  const q = query.q?.trim();
  if (q) {
    const columns = [
      inquiries.name,
      inquiries.email,
      inquiries.phone,
      inquiries.message,
      inquiries.subject,
      inquiries.referenceTitle,
    ];
    conditions.push(anyColumnContains(columns, q));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return listPage(inquiries, where, query.page, INQUIRIES_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset(offset),
  );
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
  const [before] = await db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id));
  const [row] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  if (!row) return { ok: false, error: "This inquiry no longer exists." };
  await logActivity({
    actor,
    action: "status_changed",
    entityType: "inquiry",
    entityId: id,
    summary: `Marked the inquiry from ${row.name} as ${status}`,
    changes: fieldChanges(before, { status }),
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
