/**
 * One database dialect, PostgreSQL, in two modes: embedded PGlite in DATA_DIR
 * (default) or a real server when DATABASE_URL is set. Everything above this
 * module sees the same Drizzle database.
 */
import fs from "node:fs";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

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
let current: DatabaseHandle | undefined;

export type DatabaseOptions = {
  /** postgres://… — a real server. */
  url?: string;
  /** Folder for PGlite's files; omit (with no url) for an in-memory database. */
  dataDir?: string;
  migrationsDir: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server closes (restart, failover, admin command)
    // is reported here; unheard, it would crash the process. The pool opens a
    // new connection on the next query.
    pool.on("error", (error) => console.error(`An idle PostgreSQL connection was closed: ${error.message}`));
    const database = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(database as never, { migrationsFolder: options.migrationsDir });
    return { db: database, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  let releaseLock = () => {};
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, "pglite");
    // PGlite neither creates parent folders nor locks its folder.
    fs.mkdirSync(dataPath, { recursive: true });
    releaseLock = acquireLock(options.dataDir);
  }
  const client = await PGlite.create({
    ...(dataPath ? { dataDir: dataPath } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
  });
  const database = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    await migratePglite(database as never, { migrationsFolder: options.migrationsDir });
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
 * PGlite's WebAssembly heap only ever grows, and PostgreSQL's defaults (128 MB
 * of shared buffers, generous sort memory) are sized for a dedicated database
 * machine. The embedded database shares a small server with the web process,
 * and its files stay in the operating system's page cache anyway.
 */
const PGLITE_MEMORY_SETTINGS = [
  "-c",
  "shared_buffers=16MB",
  "-c",
  "work_mem=4MB",
  "-c",
  "maintenance_work_mem=16MB",
  "-c",
  "temp_buffers=2MB",
];

/** Opens (and migrates) the process-wide database. */
export async function initDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  current = await openDatabase(options);
  db = current.db;
  databaseKind = current.kind;
  return current;
}

export async function closeDatabase() {
  const handle = current;
  current = undefined;
  await handle?.close();
}

/**
 * Two processes on one PGlite folder corrupt it silently, so the first one
 * writes its pid into a lock file and the next refuses to start while that
 * process lives.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "server.lock");
  try {
    const holder = Number(fs.readFileSync(lockPath, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${holder}. Stop it first, or start with another DATA_DIR.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(lockPath, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
