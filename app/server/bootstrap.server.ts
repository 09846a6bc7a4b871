import { env } from "./env.server";
import { closeDatabase, initDatabase } from "./db.server";
import { prepareFirstStart } from "./seed.server";
import { ensureAdminAccount } from "./auth.server";
import { startJobRunner } from "./jobs.server";
import "./job-registry.server";
import { flushViews } from "#app/domain/listing-views.server";

let ready = false;
let stopJobRunner: (() => Promise<void>) | undefined;

/** Everything that must happen before the first request: migrate, seed, accounts. */
export async function bootstrap() {
  await initDatabase({ url: env.databaseUrl, dataDir: env.dataDir, migrationsDir: env.migrationsDir });
  await prepareFirstStart({ seedDemo: env.seedDemo });
  await ensureAdminAccount();
  stopJobRunner = startJobRunner();
  ready = true;
}

export function isReady() {
  return ready;
}

export async function shutdown() {
  ready = false;
  await stopJobRunner?.();
  // Views counted in memory since the last batch are written before the database closes.
  await flushViews().catch((error: unknown) => console.error("Writing listing views at shutdown failed:", error));
  await closeDatabase();
}
