/**
 * Per-account backoff for password sign-in, on top of better-auth's
 * per-address rate limit: guesses spread over many addresses against one
 * account slow down too. Keyed by the e-mail address tried, so unknown
 * addresses get exactly the same treatment (nothing tells whether an account
 * exists).
 *
 * The rule: the first 4 failures cost nothing; the 5th pauses password
 * sign-in for that address for 30 seconds, each further failure doubles the
 * pause, up to 15 minutes. Attempts during a pause are refused unchecked and
 * do not count. A stranger can therefore never lock the owner out for more
 * than 15 minutes at a time, and the owner is never locked out of "Forgot
 * password?" (a reset clears the count) or of OTP sign-in. A success clears
 * the count; failures a day old are forgotten.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "#app/platform/db.server";
import { signInFailures } from "#app/platform/schema";

export const FREE_FAILURES = 4;
export const FIRST_PAUSE_SECONDS = 30;
export const LONGEST_PAUSE_SECONDS = 15 * 60;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;
/** The owner hears about the failures at the first pause, then at most this often. */
const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

export function backoffKey(email: string): string {
  return email.trim().toLowerCase();
}

/** How long password sign-in pauses after `failures` failures in a row (0: no pause). */
export function pauseSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(LONGEST_PAUSE_SECONDS, FIRST_PAUSE_SECONDS * 2 ** (failures - FREE_FAILURES - 1));
}

/** Seconds until this address may try a password again; 0 when it may now. */
export async function secondsPaused(email: string, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.email, backoffKey(email)));
  const until = row?.blockedUntil?.getTime() ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export type FailureRecord = { failures: number; pauseSeconds: number; notifyOwner: boolean };

/**
 * Counts one failed password for this address (atomically, so app servers
 * sharing the database count every failure). `notifyOwner` is true for the
 * one call that should tell the account's owner: at the first pause, then at
 * most once an hour.
 */
export async function recordFailure(email: string, now = Date.now()): Promise<FailureRecord> {
  const key = backoffKey(email);
  const at = new Date(now);
  const forgetBefore = new Date(now - FORGET_AFTER_MS);
  const [{ failures }] = await db
    .insert(signInFailures)
    .values({ email: key, failures: 1, lastFailedAt: at })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} < ${forgetBefore} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: at,
        notifiedAt: sql`case when ${signInFailures.lastFailedAt} < ${forgetBefore} then null else ${signInFailures.notifiedAt} end`,
      },
    })
    .returning({ failures: signInFailures.failures });
  // Rows of addresses nobody has tried for a day would otherwise pile up.
  if (failures === 1) await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, forgetBefore));
  const pause = pauseSeconds(failures);
  if (pause === 0) return { failures, pauseSeconds: 0, notifyOwner: false };
  await db
    .update(signInFailures)
    .set({ blockedUntil: new Date(now + pause * 1000) })
    .where(eq(signInFailures.email, key));
  const claimed = await db
    .update(signInFailures)
    .set({ notifiedAt: at })
    .where(
      and(
        eq(signInFailures.email, key),
        or(isNull(signInFailures.notifiedAt), lt(signInFailures.notifiedAt, new Date(now - NOTICE_INTERVAL_MS))),
      ),
    )
    .returning({ email: signInFailures.email });
  return { failures, pauseSeconds: pause, notifyOwner: claimed.length > 0 };
}

/** A successful sign-in or a password reset: the count starts over. */
export async function clearFailures(email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, backoffKey(email)));
}
