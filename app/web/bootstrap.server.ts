import { spawn } from "node:child_process";
import { loadLocale } from "#app/i18n/i18n";
import { LOCALES } from "#app/i18n/locales";
// The server's texts (every language), which loadLocale reads below.
import "#app/i18n/server-texts.server";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "#app/platform/env.server";
import { closeDatabase, initDatabase } from "#app/platform/db.server";
import { isFirstStart, prepareFirstStart } from "#app/platform/seed.server";
import { refreshAllRatings } from "#app/domain/reviews/ratings.server";
import { ensureAdminAccount } from "#app/domain/accounts/auth.server";
import { adoptSharedSecret } from "#app/platform/secret.server";
import { startJobRunner } from "#app/platform/jobs.server";
import { serveBackupRequests } from "#app/platform/backup-socket.server";
import { unfinishedRestore } from "#app/platform/restore.server";
import "./job-registry.server";
import { flushViews } from "#app/domain/owners/listing-views.server";
import { log } from "#app/platform/log.server";

let ready = false;
let stopJobRunner: (() => Promise<void>) | undefined;
let stopBackupRequests: (() => Promise<void>) | undefined;

/**
 * Everything that must happen before the first request: migrate, seed,
 * accounts. Seeding and the administrator run inside the database's start-up
 * step, so instances starting together on one PostgreSQL do them once.
 * `serverBuildFile` (the production build's server module) lets heavy one-off
 * start-up work run in a child process of that build.
 */
export async function bootstrap({ serverBuildFile }: { serverBuildFile?: string } = {}) {
  // A restore that stopped half-way left a database that looks usable but is not whole (app/platform/restore.server.ts).
  const refusal = await unfinishedRestore();
  if (refusal) {
    console.error(`Nivaas will not start: ${refusal}`);
    process.exit(1);
  }
  // Every language's texts, before any request, job or message needs them.
  await Promise.all(LOCALES.map((locale) => loadLocale(locale)));
  if (serverBuildFile && !env.databaseUrl && isNewEmbeddedDatabase(env.dataDir)) {
    await inChildProcess(serverBuildFile, "prepareDataFolder");
  }
  await initDatabase({
    url: env.databaseUrl,
    dataDir: env.dataDir,
    migrationsDir: env.migrationsDir,
    prepare: async (database) => {
      // Before anything signs a session or an upload token.
      if (env.databaseUrl) await adoptSharedSecret(database);
      // A new PostgreSQL database gets the demo catalogue from a child process while this one holds the lock (see seedLockedDatabase).
      if (serverBuildFile && env.databaseUrl && env.seedDemo && (await isFirstStart())) {
        await inChildProcess(serverBuildFile, "seedLockedDatabase");
      }
      await prepareFirstStartWithRatings();
      await ensureAdminAccount();
    },
  });
  // `npm run backup` asks this process for the embedded database's archive (app/platform/backup-socket.server.ts).
  if (!env.databaseUrl) stopBackupRequests = await serveBackupRequests(env.dataDir);
  stopJobRunner = startJobRunner();
  ready = true;
}

/**
 * The first start of a new embedded database (migrations, the demo catalogue
 * with its drawn photos, the admin account), run to completion by the same
 * code in a short-lived child process of the server build. PGlite's
 * WebAssembly heap only grows, and drawing and encoding the demo photos leaves
 * libvips' buffers behind: about 130 MB the server would otherwise keep for
 * its whole life. The child's memory goes when it exits; the server then opens
 * a prepared database, as on any later start.
 */
export async function prepareDataFolder(): Promise<void> {
  await initDatabase({ url: env.databaseUrl, dataDir: env.dataDir, migrationsDir: env.migrationsDir });
  try {
    await prepareFirstStartWithRatings();
    await ensureAdminAccount();
  } finally {
    await closeDatabase();
  }
}

/**
 * The first start of a new PostgreSQL database, run by a child process of the
 * server build for the same reason as prepareDataFolder: drawing and encoding
 * the demo photos and inserting the catalogue leave about 80 MB of buffers and
 * heap behind in the process that did it. The parent has migrated the database
 * and holds the start-up lock meanwhile, so instances starting together still
 * seed it once.
 */
export async function seedLockedDatabase(): Promise<void> {
  await initDatabase({ url: env.databaseUrl, migrationsDir: env.migrationsDir, startupLockHeldByParent: true });
  try {
    await prepareFirstStartWithRatings();
  } finally {
    await closeDatabase();
  }
}

/** The first start's preparation, with the ratings the demo reviews give in the same transaction (the seed cannot reach the rules that compute them). */
async function prepareFirstStartWithRatings(): Promise<void> {
  await prepareFirstStart({ seedDemo: env.seedDemo, afterSeed: (tx) => refreshAllRatings(tx) });
}

function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

/** Runs one of this module's start-up steps, exported by the build's entry, in a short-lived child process. */
function inChildProcess(serverBuildFile: string, step: "prepareDataFolder" | "seedLockedDatabase"): Promise<void> {
  const script = `const build = await import(${JSON.stringify(pathToFileURL(serverBuildFile).href)});
await build.entry.module.${step}();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`Preparing the new database failed (exit code ${code})`)),
    );
  });
}

export function isReady() {
  return ready;
}

export async function shutdown() {
  ready = false;
  await stopBackupRequests?.();
  await stopJobRunner?.();
  // Views counted in memory since the last batch are written before the database closes.
  await flushViews().catch((error: unknown) => log.error({ err: error }, "Writing listing views at shutdown failed"));
  await closeDatabase();
}
