/**
 * Idempotent API writes (Stripe's model, ADR 037). A write sent with an
 * `Idempotency-Key` header is answered once: its answer is kept for 24 hours
 * under the account and the key, and a repeat of the same request gets that
 * answer again without running it a second time. The same key with a
 * different request (another method, path or body) is refused, as is a
 * repeat that arrives while the first is still being answered.
 *
 * The claim is one insert on the primary key (account, key), so two
 * instances receiving the same key at once cannot both run it. Answers with
 * a 5xx status are not kept (the claim is dropped): a retry may succeed.
 */
import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { defineRecurringJob } from "#app/platform/jobs.server";
import { apiIdempotency } from "#app/platform/schema";

/** How long a first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** A key as clients send it: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

export type StoredAnswer = { status: number; headers: Record<string, string>; body: string };

export type IdempotencyClaim =
  { kind: "first" } | { kind: "replay"; answer: StoredAnswer } | { kind: "mismatch" } | { kind: "in-progress" };

/** What identifies a request: its method, path and exact body. */
export function requestFingerprint(method: string, path: string, body: Uint8Array): string {
  return crypto.createHash("sha256").update(`${method.toUpperCase()} ${path}\n`).update(body).digest("hex");
}

const expiredBefore = () => new Date(Date.now() - IDEMPOTENCY_TTL_MS);

/**
 * Claims `key` for this request, or says what the earlier request with the
 * same key left: its answer to replay, a different request (mismatch), or
 * nothing yet (still running). A claim older than 24 hours is taken over.
 */
export async function claimIdempotencyKey(userId: string, key: string, fingerprint: string): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [claimed] = await db
      .insert(apiIdempotency)
      .values({ userId, key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: apiIdempotency.key });
    if (claimed) return { kind: "first" };
    const [earlier] = await db
      .select()
      .from(apiIdempotency)
      .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
    if (!earlier) continue; // dropped between the two statements: claim again
    if (earlier.createdAt < expiredBefore()) {
      await db
        .delete(apiIdempotency)
        .where(
          and(
            eq(apiIdempotency.userId, userId),
            eq(apiIdempotency.key, key),
            lt(apiIdempotency.createdAt, expiredBefore()),
          ),
        );
      continue;
    }
    if (earlier.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (earlier.status === null) return { kind: "in-progress" };
    return {
      kind: "replay",
      answer: { status: earlier.status, headers: earlier.headers ?? {}, body: earlier.body ?? "" },
    };
  }
  return { kind: "in-progress" };
}

/** Keeps the first request's answer for repeats; a 5xx answer is not kept, so the key may be used again. */
export async function settleIdempotencyKey(userId: string, key: string, answer: StoredAnswer): Promise<void> {
  if (answer.status >= 500) return releaseIdempotencyKey(userId, key);
  await db
    .update(apiIdempotency)
    .set({ status: answer.status, headers: answer.headers, body: answer.body })
    .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
}

/** Drops a claim whose request failed on our side, so a retry runs it. */
export async function releaseIdempotencyKey(userId: string, key: string): Promise<void> {
  await db
    .delete(apiIdempotency)
    .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key), sql`${apiIdempotency.status} is null`));
}

/** Removes answers past their 24 hours. */
export async function sweepIdempotencyKeys(): Promise<void> {
  await db.delete(apiIdempotency).where(lt(apiIdempotency.createdAt, expiredBefore()));
}

defineRecurringJob("api-idempotency.sweep", 60 * 60_000, () => sweepIdempotencyKeys());
