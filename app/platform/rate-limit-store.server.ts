/**
 * Where the form limits (rate-limit.server.ts) keep their counters: one fixed
 * window per key, counted and read in one step.
 *
 * - In memory on the embedded database: PGlite has one process, so one map
 *   sees every request, and a check costs no query.
 * - In the `rate_limit_windows` table on PostgreSQL: every instance behind a
 *   load balancer counts in the same row, with one atomic upsert per counted
 *   request (the row lock orders two instances counting the same client). The
 *   database's clock decides when a window ends, so instances whose clocks
 *   differ still agree. Expired rows are removed by a recurring job.
 *
 * (better-auth's own limits for sign-in and codes live in its `rate_limit`
 * table on both databases; this store does not touch that table.)
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { databaseKind, db, queryRows } from "./db.server";
import { defineRecurringJob } from "./jobs.server";

/** A window as counted so far, and how long until it ends. */
export type RateWindow = { count: number; msLeft: number };

export interface RateStore {
  /** Counts one request in `key`'s window (a new window of `windowMs` when there is none or it ended). */
  hit(key: string, windowMs: number): Promise<RateWindow>;
  /**
   * Counts `count` requests in each key's window at once (what an instance
   * counted locally since its last call, api-key-limits.server.ts) and
   * answers every key's window after it, in one step.
   */
  addMany(counts: ReadonlyMap<string, number>, windowMs: number): Promise<Map<string, RateWindow>>;
  /** `key`'s window, or null when there is none or it ended. */
  peek(key: string): Promise<RateWindow | null>;
  /** Forgets every window. */
  clear(): Promise<void>;
}

/** Past this many tracked keys, ended windows are swept on the next hit. */
const SWEEP_THRESHOLD = 10_000;

export function memoryRateStore(now: () => number = Date.now): RateStore {
  const windows = new Map<string, { count: number; endsAt: number }>();

  function sweep(time: number) {
    if (windows.size < SWEEP_THRESHOLD) return;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }

  return {
    async hit(key, windowMs) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, msLeft: window.endsAt - time };
    },
    async addMany(counts, windowMs) {
      const time = now();
      const windowsAfter = new Map<string, RateWindow>();
      for (const [key, count] of counts) {
        let window = windows.get(key);
        if (!window || window.endsAt <= time) {
          window = { count: 0, endsAt: time + windowMs };
          windows.set(key, window);
        }
        window.count += count;
        windowsAfter.set(key, { count: window.count, msLeft: window.endsAt - time });
      }
      return windowsAfter;
    },
    async peek(key) {
      const time = now();
      const window = windows.get(key);
      if (!window || window.endsAt <= time) return null;
      return { count: window.count, msLeft: window.endsAt - time };
    },
    async clear() {
      windows.clear();
    },
  };
}

const windowRow = z.object({ count: z.coerce.number(), ms_left: z.coerce.number() });
const toWindow = (row: z.output<typeof windowRow>): RateWindow => ({
  count: row.count,
  msLeft: Math.max(0, row.ms_left),
});

/** The counters in the database, shared by every instance on it. */
export function tableRateStore(): RateStore {
  return {
    async hit(key, windowMs) {
      const [row] = await queryRows(
        windowRow,
        sql`insert into rate_limit_windows as w (key, count, ends_at)
            values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when w.ends_at <= clock_timestamp() then 1 else w.count + 1 end,
              ends_at = case when w.ends_at <= clock_timestamp() then excluded.ends_at else w.ends_at end
            returning count, extract(epoch from (ends_at - clock_timestamp())) * 1000 as ms_left`,
      );
      return toWindow(row);
    },
    async addMany(counts, windowMs) {
      if (counts.size === 0) return new Map();
      // One statement for every key: the keys are sorted, so two instances settling at once lock rows in one order.
      const keys = [...counts.keys()].sort();
      const rows = await queryRows(
        windowRow.extend({ key: z.string() }),
        sql`insert into rate_limit_windows as w (key, count, ends_at)
            select key, count, clock_timestamp() + ${windowMs} * interval '1 millisecond'
            from unnest(
              array[${sql.join(
                keys.map((key) => sql`${key}`),
                sql`, `,
              )}]::text[],
              array[${sql.join(
                keys.map((key) => sql`${counts.get(key)!}`),
                sql`, `,
              )}]::int[]
            ) as batch(key, count)
            on conflict (key) do update set
              count = case when w.ends_at <= clock_timestamp() then excluded.count else w.count + excluded.count end,
              ends_at = case when w.ends_at <= clock_timestamp() then excluded.ends_at else w.ends_at end
            returning key, count, extract(epoch from (ends_at - clock_timestamp())) * 1000 as ms_left`,
      );
      return new Map(rows.map((row) => [row.key, toWindow(row)]));
    },
    async peek(key) {
      const [row] = await queryRows(
        windowRow,
        sql`select count, extract(epoch from (ends_at - clock_timestamp())) * 1000 as ms_left
            from rate_limit_windows where key = ${key} and ends_at > clock_timestamp()`,
      );
      return row ? toWindow(row) : null;
    },
    async clear() {
      await db.execute(sql`delete from rate_limit_windows`);
    },
  };
}

/** Removes windows that have ended (their rows would otherwise pile up, one per client and form). */
export async function sweepEndedRateWindows(): Promise<void> {
  await db.execute(sql`delete from rate_limit_windows where ends_at <= clock_timestamp()`);
}

defineRecurringJob("rate-limits.sweep", 60 * 60_000, () => sweepEndedRateWindows());

/**
 * The store the open database calls for, chosen at each call (the limiter is
 * made when the module loads, before the database is open).
 */
export function sharedRateStore(): RateStore {
  const memory = memoryRateStore();
  const table = tableRateStore();
  const current = () => (databaseKind === "postgres" ? table : memory);
  return {
    hit: (key, windowMs) => current().hit(key, windowMs),
    addMany: (counts, windowMs) => current().addMany(counts, windowMs),
    peek: (key) => current().peek(key),
    clear: () => current().clear(),
  };
}
