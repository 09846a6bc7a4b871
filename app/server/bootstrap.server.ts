import { env } from "./env.server";
import { closeDatabase, initDatabase } from "./db.server";
import { prepareFirstStart } from "./seed.server";
import { ensureAdminAccount } from "./auth.server";
import { startUploadSweeper } from "./upload-sweeper.server";

let ready = false;
let stopSweeper: (() => void) | undefined;

/**
 * Everything that must happen before the first request: migrate, seed,
 * accounts. Seeding and the administrator run inside the database's start-up
 * step, so instances starting together on one PostgreSQL do them once.
 */
export async function bootstrap() {
  await initDatabase({
    url: env.databaseUrl,
    dataDir: env.dataDir,
    migrationsDir: env.migrationsDir,
    prepare: async () => {
      await prepareFirstStart({ seedDemo: env.seedDemo });
      await ensureAdminAccount();
    },
  });
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
