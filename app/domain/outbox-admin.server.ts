/** The admin's view of every message the notifier stored or sent, newest first. */
import { count, desc, eq } from "drizzle-orm";
import { db } from "#app/server/db.server";
import { outbox } from "#app/server/schema";
import { pageCount } from "#app/lib/pagination";
import { clampPage } from "#app/domain/admin-search.server";

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_CHANNELS = ["email", "sms"] as const;

export async function listOutbox(query: { channel?: string; page?: number }) {
  const channel = OUTBOX_CHANNELS.find((c) => c === query.channel);
  const where = channel ? eq(outbox.channel, channel) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(outbox).where(where);
  const totalPages = pageCount(total, OUTBOX_PAGE_SIZE);
  const page = clampPage(query.page, totalPages);
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return { rows, total, page, totalPages, pageSize: OUTBOX_PAGE_SIZE, channel: channel ?? "all" };
}
