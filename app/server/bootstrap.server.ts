import { env } from "./env.server";
import { closeDatabase, initDatabase } from "./db.server";
import { prepareFirstStart } from "./seed.server";
import { ensureAdminAccount } from "./auth.server";

let ready = false;

/** Everything that must happen before the first request: migrate, seed, accounts. */
export async function bootstrap() {
  await initDatabase({ url: env.databaseUrl, dataDir: env.dataDir, migrationsDir: env.migrationsDir });
  await prepareFirstStart({ seedDemo: env.seedDemo });
  await ensureAdminAccount();
  ready = true;
}

export function isReady() {
  return ready;
}

export async function shutdown() {
  ready = false;
  await closeDatabase();
}
