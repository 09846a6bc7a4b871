/** The admin's view of every message the notifier stored or sent, newest first. */
import { desc, eq } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { outbox } from "#app/platform/schema";
import { listPage } from "#app/domain/back-office/lists.server";

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_CHANNELS = ["email", "sms"] as const;

export async function listOutbox(query: { channel?: string; page?: number }) {
  const channel = OUTBOX_CHANNELS.find((c) => c === query.channel);
  const where = channel ? eq(outbox.channel, channel) : undefined;
  const list = await listPage(outbox, where, query.page, OUTBOX_PAGE_SIZE, (limit, offset) =>
    db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit).offset(offset),
  );
  return { ...list, channel: channel ?? "all" };
}
