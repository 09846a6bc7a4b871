import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "./db.server";
import { env } from "./env.server";
import { serverSecrets } from "./schema";

let cached: string | undefined;

/**
 * The installation's signing secret: BETTER_AUTH_SECRET, or one generated on
 * first start and kept in DATA_DIR, so sessions and signed upload tokens
 * survive restarts. On PostgreSQL, start-up replaces the second with the one
 * kept in the database (adoptSharedSecret), so every instance signs alike.
 */
export function serverSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.BETTER_AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const stored = secretInDataDir();
  if (stored) return (cached = stored);
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(path.join(env.dataDir, "auth-secret"), secret, { mode: 0o600 });
  return (cached = secret);
}

function secretInDataDir(): string | null {
  try {
    return fs.readFileSync(path.join(env.dataDir, "auth-secret"), "utf8").trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return null;
  }
}

/**
 * Several instances on one PostgreSQL database each have their own DATA_DIR,
 * and a session signed by one must be valid on the others: without
 * BETTER_AUTH_SECRET the secret is kept in the database instead, the first
 * instance's (the one its DATA_DIR already had, so a single server's sessions
 * survive the move; else a new one). Runs at start-up under the start-up lock,
 * before anything signs.
 */
export async function adoptSharedSecret(database: Database): Promise<void> {
  if (process.env.BETTER_AUTH_SECRET) return;
  const offered = secretInDataDir() ?? crypto.randomBytes(32).toString("hex");
  await database.insert(serverSecrets).values({ name: "auth", value: offered }).onConflictDoNothing();
  const [row] = await database.select().from(serverSecrets).where(eq(serverSecrets.name, "auth"));
  cached = row.value;
}

/** A key for one purpose, derived from the secret so purposes never share a key. */
export function derivedKey(purpose: string): Buffer {
  return crypto.createHmac("sha256", serverSecret()).update(purpose).digest();
}
