/**
 * Caches that agree across instances (ADR 012). What an instance keeps in
 * memory (the visitors' page cache, and any cache that registers here) is
 * dropped when data changes, on every instance, by the next request it
 * answers:
 *
 * - A change is announced after it is committed and before its answer is
 *   sent: the request pipeline does it for every successful state-changing
 *   request, and work outside a request (jobs) calls announceDataChange().
 *   The announcement drops this instance's caches at once and, on
 *   PostgreSQL, advances the `data_changes` sequence.
 * - Before an instance answers a request, it reads the sequence and drops its
 *   caches when the number moved since it last looked. Requests arriving while
 *   a read is under way share the next read, so under load the reads do not
 *   multiply with the requests.
 *
 * So a change made through instance A shows on instance B at the next request
 * sent after A answered. The embedded database has one process: there the
 * announcement alone is enough and nothing is read. (server.mjs wraps its
 * request handler, page-cache fast path included, in afterCatchingUp.)
 */
import { sql } from "drizzle-orm";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { databaseKind, queryRows } from "./db.server";

const listeners = new Set<() => void>();
/** A position of the `data_changes` sequence: 0 before its first use (a new sequence reports its start value, not yet called). */
const position = z.object({ position: z.coerce.number() });
/** The position this instance's caches are up to date with; null when unknown. */
let known: number | null = null;
let reading: Promise<void> | null = null;
let next: Promise<void> | null = null;

/** Registers what drops one of this instance's caches. */
export function onDataChange(dropCache: () => void): void {
  listeners.add(dropCache);
}

function dropLocalCaches() {
  for (const dropCache of listeners) dropCache();
}

/** Data changed: this instance's caches are dropped now, the other instances' at their next request. */
export async function announceDataChange(): Promise<void> {
  dropLocalCaches();
  if (databaseKind !== "postgres") return;
  const [row] = await queryRows(position, sql`select nextval('data_changes') as position`);
  // Only this change moved the position since it was last read (and its caches are already dropped).
  if (known !== null && row.position === known + 1) known = row.position;
}

async function readPosition() {
  try {
    const [row] = await queryRows(
      position,
      sql`select case when is_called then last_value else 0 end as position from data_changes`,
    );
    // Unknown before (the first read, or after a failed one) counts as moved: pages kept meanwhile may be stale.
    if (row.position !== known) {
      dropLocalCaches();
      known = row.position;
    }
  } catch (error) {
    // Unable to tell whether another instance changed something: drop everything rather than risk a stale answer.
    console.error(`Could not read the data change position: ${(error as Error).message}`);
    dropLocalCaches();
    known = null;
  }
}

/**
 * Resolves once this instance has caught up with every change announced
 * before the call. A read already under way may have started before the
 * request arrived, so the caller waits for the next one.
 */
export function catchUpWithDataChanges(): Promise<void> {
  if (databaseKind !== "postgres") return Promise.resolve();
  if (!reading) {
    reading = readPosition().finally(() => (reading = null));
    return reading;
  }
  next ??= reading.then(() => {
    next = null;
    return catchUpWithDataChanges();
  });
  return next;
}

/** Static files, which no cache of the app's holds: they need not wait for a read. */
const STATIC_PREFIXES = ["/assets/", "/uploads/"];

/**
 * Wraps the HTTP server's request handler: on PostgreSQL a request is handled
 * once this instance caught up with the changes announced before it arrived
 * (the page cache answers first, so it must come after). On the embedded
 * database the handler itself is returned.
 */
export function afterCatchingUp<Req extends IncomingMessage, Res extends ServerResponse>(
  handler: (req: Req, res: Res) => unknown,
): (req: Req, res: Res) => void {
  if (databaseKind !== "postgres") return handler;
  return (req, res) => {
    if (STATIC_PREFIXES.some((prefix) => req.url?.startsWith(prefix))) return void handler(req, res);
    void catchUpWithDataChanges().then(() => handler(req, res));
  };
}
