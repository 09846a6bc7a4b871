import { env } from "./env.server";
import { closeDatabase, initDatabase } from "./db.server";
import { prepareFirstStart } from "./seed.server";
import { ensureAdminAccount } from "./auth.server";
import { adoptSharedSecret } from "./secret.server";
import { startJobRunner } from "./jobs.server";
import "./job-registry.server";

let ready = false;
let stopJobRunner: (() => Promise<void>) | undefined;

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
    prepare: async (database) => {
      // Before anything signs a session or an upload token.
      if (env.databaseUrl) await adoptSharedSecret(database);
      await prepareFirstStart({ seedDemo: env.seedDemo });
      await ensureAdminAccount();
    },
  });
  stopJobRunner = startJobRunner();
  ready = true;
}

export function isReady() {
  return ready;
}

export async function shutdown() {
  ready = false;
  await stopJobRunner?.();
  await closeDatabase();
}
