import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server";

let cached: string | undefined;

/**
 * The installation's signing secret: BETTER_AUTH_SECRET, or one generated on
 * first start and kept in DATA_DIR, so sessions and signed upload tokens
 * survive restarts.
 */
export function serverSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.BETTER_AUTH_SECRET;
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(env.dataDir, "auth-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored) return (cached = stored);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return (cached = secret);
}

/** A key for one purpose, derived from the secret so purposes never share a key. */
export function derivedKey(purpose: string): Buffer {
  return crypto.createHmac("sha256", serverSecret()).update(purpose).digest();
}
