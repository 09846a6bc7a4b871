/**
 * One database dialect, PostgreSQL, in two modes: embedded PGlite in DATA_DIR
 * (default) or a real server when DATABASE_URL is set. Everything above this
 * module sees the same Drizzle database.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { getTableConfig, type PgDatabase, type PgQueryResultHKT, type PgTable } from "drizzle-orm/pg-core";
import { sql, type SQL } from "drizzle-orm";
import type { Client as PgClient } from "pg";
import { z } from "zod";
import * as schema from "./schema";
import { log } from "./log.server";
import { PgliteThread } from "./pglite-thread.server";
import { pgliteMemorySettings } from "./pglite-memory.server";
import { dbQueryDuration, gaugeReadAtScrape, metricsEnabled, secondsSince } from "./metrics.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

/** The process's database; set by initDatabase() before any request is served. */
export let db: Database = undefined as unknown as Database;
export let databaseKind: DatabaseKind = "pglite";
/** The PostgreSQL server's URL of the process's database (for pg_dump), unset on the embedded database. */
export let databaseUrl: string | undefined;
let current: DatabaseHandle | undefined;

export type DatabaseOptions = {
  /** postgres://… — a real server. */
  url?: string;
  /** Folder for PGlite's files; omit (with no url) for an in-memory database. */
  dataDir?: string;
  /** An in-memory database only: the tarball of a migrated data folder it starts as (PgliteThreadOptions). */
  templateFile?: string;
  migrationsDir: string;
  /**
   * PostgreSQL only: the process that started this one has migrated the
   * database and holds its start-up lock for this process's work (a first
   * start's child process). Taking the lock here would wait on that parent
   * for ever.
   */
  startupLockHeldByParent?: boolean;
  /**
   * First-start work (seeding, the administrator account) that must also run
   * once however many instances start together: run right after migrating,
   * on PostgreSQL while the start-up lock is still held.
   */
  prepare?: (database: Database) => Promise<void>;
};

/**
 * The key of the session-level advisory lock held while one instance migrates
 * and prepares a PostgreSQL database. Advisory locks belong to one database,
 * so two databases on one server never wait for each other.
 */
const STARTUP_LOCK_KEY = 7_215_160_016;
const DEFAULT_POOL_SIZE = 10;

/** DATABASE_POOL_SIZE: the most connections one instance opens for queries (the start-up lock takes one more, briefly). */
export function poolSizeFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000)
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not "${value}"`);
  return size;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({
      connectionString: options.url,
      max: poolSizeFrom(process.env.DATABASE_POOL_SIZE),
      // No JIT compilation: the site's statements are short, and at a million
      // listings a list query's estimated cost crosses jit_above_cost, which made
      // PostgreSQL spend 60–85 ms compiling it before a run of about the same
      // length (docs/decisions/032-search-at-a-million-listings.md).
      // work_mem 16 MB: a list search's bitmap of candidate rows stays exact (one
      // entry per row) up to the whole table at a million listings; at the
      // default 4 MB it turned lossy and every row of half the table's pages
      // was read and rechecked (54,861 pages instead of 8,612: 2.2 s → 0.7–0.9 s,
      // ADR 032). It is a per-operation ceiling, used only as far as needed.
      options: "-c jit=off -c work_mem=16MB",
    });
    // An idle connection the server closes (restart, failover, admin command)
    // is reported here; unheard, it would crash the process. The pool opens a
    // new connection on the next query.
    pool.on("error", (error) => log.warn({ err: error }, "An idle PostgreSQL connection was closed"));
    observePool(pool);
    const database = drizzlePg(pool, { schema }) as unknown as Database;
    if (options.startupLockHeldByParent) return { db: database, kind: "postgres", close: () => pool.end() };
    try {
      await underStartupLock(new pg.Client({ connectionString: options.url }), async () => {
        await migratePg(database as never, { migrationsFolder: options.migrationsDir });
        await options.prepare?.(database);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: database, kind: "postgres", close: () => pool.end() };
  }
  let releaseLock = () => {};
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    // PGlite neither creates parent folders nor locks its folder.
    fs.mkdirSync(dataPath, { recursive: true });
    releaseLock = await acquireLock(options.dataDir);
  }
  let client: PgliteThread;
  try {
    // Its own thread: a statement no longer holds the server's (pglite-thread.server.ts).
    const memory = pgliteMemorySettings(dataPath);
    client = await PgliteThread.open({
      dataDir: dataPath,
      templateFile: dataPath ? undefined : options.templateFile,
      startParams: memory.startParams,
    });
    if (dataPath)
      log.info({ sharedBuffersMb: memory.sharedBuffersMb }, "Embedded database: shared buffers sized to its data");
  } catch (error) {
    releaseLock();
    throw error;
  }
  if (metricsEnabled) onPgliteQueries(client, (target) => timeQueries(target, "pglite"));
  const database = drizzlePglite(client as never, { schema }) as unknown as Database;
  try {
    await migratePglite(database as never, { migrationsFolder: options.migrationsDir });
    await options.prepare?.(database);
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db: database,
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * Several instances starting at once on one PostgreSQL database must not
 * migrate or seed it together (two would apply the same migration, or seed the
 * demo catalogue twice). The first takes the advisory lock; the others wait on
 * it, then find the work done. The lock lives on its own connection, outside
 * the pool, so a pool of any size can still run the migration's queries; it is
 * released when that connection closes, however the work ended (a crashed
 * instance's connection closes too).
 */
async function underStartupLock(client: PgClient, work: () => Promise<void>) {
  // Reported here rather than crashing the process; the work's own queries fail on their own connections.
  client.on("error", (error) => log.error({ err: error }, "The start-up lock's connection failed"));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    await client.end().catch(() => {});
  }
}

/** The pool of the PostgreSQL database opened last (the process's own), whose use /metrics reports. */
let observedPool: import("pg").Pool | undefined;

gaugeReadAtScrape(
  "nivaas_db_pool_connections",
  "PostgreSQL pool connections: total open, idle, and requests waiting for one (max: the pool's size)",
  ["state"],
  (gauge) => {
    if (!observedPool) return;
    gauge.set({ state: "total" }, observedPool.totalCount);
    gauge.set({ state: "idle" }, observedPool.idleCount);
    gauge.set({ state: "waiting" }, observedPool.waitingCount);
    gauge.set({ state: "max" }, observedPool.options.max ?? DEFAULT_POOL_SIZE);
  },
);

/** Every query of the pool's connections is timed for /metrics. */
function observePool(pool: import("pg").Pool) {
  observedPool = pool;
  if (!metricsEnabled) return;
  pool.on("connect", (connection) => timeQueries(connection as unknown as Queryable, "postgres"));
}

/** Applies `wrap` to the embedded database's query methods and to those of every transaction it opens. */
function onPgliteQueries(client: object, wrap: (target: Queryable) => void) {
  const database = client as Queryable & { transaction: (work: (tx: Queryable) => unknown) => Promise<unknown> };
  wrap(database);
  const transaction = database.transaction.bind(database);
  database.transaction = (work) =>
    transaction((tx) => {
      wrap(tx);
      return work(tx);
    });
}

type Queryable = { query: (...args: unknown[]) => unknown; exec?: (...args: unknown[]) => unknown };

/**
 * Replaces `target.query` (and `exec`) with a version that reports each
 * query's time, answered by promise or, as node-postgres's pool asks, by callback.
 */
function timeQueries(target: Queryable, kind: DatabaseKind) {
  const observe = (startedAt: number) => dbQueryDuration.observe({ database: kind }, secondsSince(startedAt));
  for (const method of ["query", "exec"] as const) {
    const original = target[method];
    if (typeof original !== "function") continue;
    target[method] = function timed(this: unknown, ...args: unknown[]) {
      const startedAt = performance.now();
      const callback = args.at(-1);
      if (typeof callback === "function") {
        args[args.length - 1] = (...results: unknown[]) => {
          observe(startedAt);
          return callback(...results);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result instanceof Promise) {
        result.then(
          () => observe(startedAt),
          () => observe(startedAt),
        );
      }
      return result;
    };
  }
}

/**
 * The rows of a raw SQL query, checked and typed by `shape`. PGlite and
 * node-postgres both answer with `rows`, but not with the same value types
 * (node-postgres gives bigint counts as strings): the shape coerces them, and
 * a row that does not fit is an error here rather than a wrong value later.
 */
export async function queryRows<Shape extends z.ZodType>(
  shape: Shape,
  query: SQL,
  executor: Database = db,
): Promise<z.output<Shape>[]> {
  const result = (await executor.execute(query)) as { rows?: unknown };
  return z.array(shape).parse(result.rows);
}

/**
 * A LIKE/ILIKE pattern matching rows that contain `text`, taken literally (the
 * user's % and _ match themselves). Lower-cased, so it serves LIKE against a
 * lower-cased column as well as ILIKE.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Opens (and migrates) the process-wide database; `prepare` already sees it as `db`. */
export async function initDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const kind: DatabaseKind = options.url ? "postgres" : "pglite";
  const prepare = options.prepare;
  current = await openDatabase({
    ...options,
    prepare:
      prepare &&
      (async (database) => {
        db = database;
        databaseKind = kind;
        await prepare(database);
      }),
  });
  db = current.db;
  databaseKind = current.kind;
  databaseUrl = options.url;
  return current;
}

/**
 * Merges the pending entries of `table`'s GIN indexes (as its schema declares
 * them) into the indexes now, one index per statement; answers how many
 * pending-list pages were merged.
 *
 * A row written to a table with a GIN index (fastupdate, PostgreSQL's
 * default) puts its keys on the index's pending list; the write that takes
 * the list past gin_pending_list_limit (4 MB) merges all of it. On the
 * embedded database nothing else ever merges it (no autovacuum), and that one
 * write took 150–180 ms in the middle of a bulk import, while every other
 * statement waited (PGlite has one connection). A bulk writer calls this
 * after each batch: each merge is then one batch's worth, as its own
 * statement, so other requests' statements get their turn in between. On
 * PostgreSQL, autovacuum merges the lists in its own process and this does
 * nothing.
 */
export async function mergePendingIndexEntries(table: PgTable): Promise<number> {
  if (databaseKind !== "pglite") return 0;
  const ginIndexes = getTableConfig(table).indexes.filter((index) => index.config.method === "gin");
  let pages = 0;
  for (const { config } of ginIndexes) {
    const [row] = await queryRows(
      z.object({ pages: z.coerce.number() }),
      sql`select gin_clean_pending_list(${config.name}::regclass) as pages`,
    );
    pages += row?.pages ?? 0;
  }
  return pages;
}

/**
 * The embedded database's thread compacts its heap (its part of giving memory back when the server is idle,
 * app/web/idle-memory.server.ts); nothing on PostgreSQL.
 */
export async function compactDatabaseHeap(): Promise<void> {
  if (current?.kind !== "pglite") return;
  await (current.db as unknown as { $client: PgliteThread }).$client.compactHeap();
}

export async function closeDatabase() {
  const handle = current;
  current = undefined;
  await handle?.close();
}

/**
 * Two processes on one PGlite folder corrupt it silently, so the folder is
 * locked while a process has it open. The lock is held by the operating
 * system, not by a file: the owner listens on a local socket named after the
 * folder (Linux's abstract namespace, a Windows pipe, or a socket file in the
 * temporary folder elsewhere), which the system releases when the process
 * ends however it ends. A pid in a file cannot do this: after a crash the pid
 * may belong to another process, which would keep the server from starting.
 * The server.lock file only tells an operator which process holds the folder.
 */
async function acquireLock(dataDir: string): Promise<() => void> {
  const lockPath = path.join(dataDir, "server.lock");
  const address = localSocketAddress(dataDir, "data");
  // Whoever connects is told the holder's pid (for the error message below). One that hangs up first (it gave up
  // waiting) is no concern of this process: without a listener its EPIPE would end the server.
  const holder = net.createServer((socket) => {
    socket.on("error", () => socket.destroy());
    socket.end(String(process.pid));
  });
  try {
    await listen(holder, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const pid = await askHolder(address);
    if (pid === null && isSocketFile(address)) {
      // A socket file left by a process that ended: nobody answers on it.
      fs.rmSync(address, { force: true });
      await listen(holder, address);
    } else {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${pid ?? "(unknown)"}. Stop it first, or start with another DATA_DIR.`,
        { cause: error },
      );
    }
  }
  // The lock must not keep the process alive on its own.
  holder.unref();
  fs.writeFileSync(lockPath, `${process.pid}\n`);
  return () => {
    fs.rmSync(lockPath, { force: true });
    holder.close();
    if (isSocketFile(address)) fs.rmSync(address, { force: true });
  };
}

/**
 * A local socket's address named after the data folder and its purpose ("data": the folder's lock; "backup": where
 * `npm run backup` asks the running server for an archive).
 */
export function localSocketAddress(dataDir: string, purpose: "data" | "backup"): string {
  const key = crypto.createHash("sha256").update(fs.realpathSync(dataDir)).digest("hex").slice(0, 32);
  if (process.platform === "linux") return `\0nivaas-${purpose}-${key}`;
  if (process.platform === "win32") return `\\\\.\\pipe\\nivaas-${purpose}-${key}`;
  return path.join(os.tmpdir(), `nivaas-${purpose}-${key}.sock`);
}

export function isSocketFile(address: string) {
  return !address.startsWith("\0") && !address.startsWith("\\\\.\\pipe\\");
}

export function listen(server: net.Server, address: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The pid the lock's holder reports, or null when nobody answers. */
function askHolder(address: string): Promise<number | null> {
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect(address);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => resolve(null));
    socket.on("close", () => resolve(answer ? Number(answer) || 0 : null));
  });
}
