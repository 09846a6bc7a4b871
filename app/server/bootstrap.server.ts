import { env } from "./env.server";
import { closeDatabase, initDatabase } from "./db.server";
import { prepareFirstStart } from "./seed.server";
import { ensureAdminAccount } from "./auth.server";
import { startUploadSweeper } from "./upload-sweeper.server";

let ready = false;
let stopSweeper: (() => void) | undefined;

/** Everything that must happen before the first request: migrate, seed, accounts. */
export async function bootstrap() {
  await initDatabase({ url: env.databaseUrl, dataDir: env.dataDir, migrationsDir: env.migrationsDir });
  await prepareFirstStart({ seedDemo: env.seedDemo });
  await ensureAdminAccount();
  stopSweeper = startUploadSweeper();
  ready = true;
}

export function isReady() {
  return ready;
}

export async function shutdown() {
  ready = false;
  stopSweeper?.();
  await closeDatabase();
}
