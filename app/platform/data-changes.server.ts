/**
 * Caches that agree across instances (ADR 012), dropping only what changed
 * (ADR 031). What an instance keeps in memory (the visitors' page cache, data
 * kept until it changes, any cache that registers here) is dropped when data
 * it holds changes, on every instance, by the next request it answers:
 *
 * - A change is announced after it is committed and before its answer is
 *   sent, by the domain function that made it: `announceChange(keys)` with
 *   the change keys of what it changed (app/platform/change-keys.server.ts).
 *   The announcement drops what those keys name from this instance's caches
 *   at once and, on PostgreSQL, adds a row to the `data_changes` table.
 * - Before an instance answers a request, it reads the rows past the position
 *   it last saw and drops what they name. Requests arriving while a read is
 *   under way share the next read, so under load the reads do not multiply
 *   with the requests.
 *
 * So a change made through instance A shows on instance B at the next request
 * sent after A answered. Rows are numbered under an advisory lock, so they
 * become visible in the order of their positions: a reader that saw position
 * n has seen every change before it. A position missing between two rows
 * read (pruned, or a failed insert) drops everything, as does a failed read:
 * a change that cannot be read is taken as naming everything. The embedded
 * database has one process: there the announcement alone is enough and
 * nothing is read. (server.mjs wraps its request handler, page-cache fast
 * path included, in afterCatchingUp.)
 */
import { sql } from "drizzle-orm";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { databaseKind, queryRows } from "./db.server";
import { log } from "./log.server";
import { EVERYTHING, isChangeKey, type ChangeKey, type DataChange } from "./change-keys.server";

type Listener = (change: DataChange) => void;

const listeners = new Set<Listener>();
const announcedHere = new Set<(keys: ChangeKey[]) => void>();
/** The position this instance's caches are up to date with; null when unknown. */
let known: number | null = null;
let reading: Promise<void> | null = null;
let next: Promise<void> | null = null;

/** The advisory lock that orders the positions of announced changes (any constant of our own). */
const ANNOUNCE_LOCK = 31_031;
/** Rows kept on the bus; an instance further behind than this drops everything (it has been idle a long while). */
const KEPT_ROWS = 10_000;
/** Rows read at most per catch-up; more than that drops everything. */
const READ_LIMIT = 500;
const EVERYTHING_CHANGED: DataChange = new Set([EVERYTHING]);

/** Registers what drops (part of) one of this instance's caches when data changes. */
export function onDataChange(drop: Listener): void {
  listeners.add(drop);
}

/** Registers what to do with every change this instance announces (the CDN purge), once per change. */
export function onChangeAnnouncedHere(listener: (keys: ChangeKey[]) => void): void {
  announcedHere.add(listener);
}

function dropLocal(change: DataChange) {
  for (const drop of listeners) drop(change);
}

/**
 * Data changed: what `keys` name is dropped from this instance's caches now,
 * from the other instances' at their next request. Called by the domain
 * function that made the change, once it is committed. No keys, no change.
 */
export async function announceChange(keys: Iterable<ChangeKey>): Promise<void> {
  let named = [...new Set(keys)];
  if (named.length === 0) return;
  const invalid = named.filter((key) => !isChangeKey(key));
  if (invalid.length > 0) {
    // The change is committed: rather than fail its answer, drop everything (and say which key was malformed).
    log.error({ keys: invalid }, "Not change keys; every cache is dropped instead");
    named = [EVERYTHING];
  }
  dropLocal(new Set(named));
  for (const listener of announcedHere) listener(named);
  if (databaseKind !== "postgres") return;
  const [row] = await queryRows(
    z.object({ position: z.coerce.number() }),
    sql`insert into data_changes (keys)
        select string_to_array(${named.join(" ")}, ' ') from (select pg_advisory_xact_lock(${ANNOUNCE_LOCK})) as in_order
        returning position`,
  );
  // Only this change moved the position since it was last read (and its caches are already dropped).
  if (known !== null && row.position === known + 1) known = row.position;
  if (row.position % 1000 === 0) {
    await queryRows(z.unknown(), sql`delete from data_changes where position <= ${row.position - KEPT_ROWS}`);
  }
}

/** Something changed that nobody can narrow down: every cache of every instance is dropped. */
export function announceDataChange(): Promise<void> {
  return announceChange([EVERYTHING]);
}

const changeRow = z.object({ position: z.coerce.number(), keys: z.array(z.string()) });

async function readChanges() {
  try {
    if (known === null) {
      const [row] = await queryRows(
        z.object({ position: z.coerce.number() }),
        sql`select coalesce(max(position), 0) as position from data_changes`,
      );
      // Unknown before (the first read, or after a failed one): pages kept meanwhile may be stale.
      dropLocal(EVERYTHING_CHANGED);
      known = row.position;
      return;
    }
    const rows = await queryRows(
      changeRow,
      sql`select position, keys from data_changes where position > ${known} order by position limit ${READ_LIMIT}`,
    );
    if (rows.length === 0) return;
    const missed = rows[0].position !== known + 1 || rows.length === READ_LIMIT;
    const change = new Set(missed ? [EVERYTHING] : rows.flatMap((row) => row.keys));
    known = rows[rows.length - 1].position;
    dropLocal(change);
  } catch (error) {
    // Unable to tell what another instance changed: drop everything rather than risk a stale answer.
    log.error({ err: error }, "Could not read the data changes");
    dropLocal(EVERYTHING_CHANGED);
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
    reading = readChanges().finally(() => (reading = null));
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
