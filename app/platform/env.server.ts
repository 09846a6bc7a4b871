import path from "node:path";

/** Process configuration, read once. See the README's configuration table. */
export const env = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? "0.0.0.0",
  dataDir: path.resolve(process.env.DATA_DIR ?? "./data"),
  databaseUrl: process.env.DATABASE_URL || undefined,
  publicUrl: (process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, ""),
  adminEmail: process.env.ADMIN_EMAIL ?? "admin@nivaas.local",
  /** Unset: the first start creates the administrator with a random password (admin-password.server.ts). */
  adminPassword: process.env.ADMIN_PASSWORD || undefined,
  seedDemo: process.env.SEED_DEMO !== "0",
  migrationsDir: path.resolve(process.env.MIGRATIONS_DIR ?? "./drizzle"),
};
