/**
 * Real facts for the admin System tab: which database, how big, how many
 * uploads, and which migration the schema is at.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { databaseKind, queryRows } from "#app/platform/db.server";
import { env } from "#app/platform/env.server";
import { storage } from "#app/platform/storage.server";

export type SystemInfo = {
  database: { kind: "pglite" | "postgres"; label: string; sizeBytes: number | null };
  uploads: { files: number; bytes: number } | null;
  migration: { tag: string | null; appliedAt: string | null };
};

export async function systemInfo(): Promise<SystemInfo> {
  const [sizeBytes, uploads, migration] = await Promise.all([databaseSize(), uploadUsage(), lastMigration()]);
  return {
    database: {
      kind: databaseKind,
      label: databaseKind === "postgres" ? "PostgreSQL server" : "Embedded PostgreSQL (PGlite)",
      sizeBytes,
    },
    uploads,
    migration,
  };
}

async function databaseSize(): Promise<number | null> {
  try {
    const rows = await queryRows(
      z.object({ size: z.coerce.number() }),
      sql`select pg_database_size(current_database()) as size`,
    );
    const size = Number(rows[0]?.size);
    return Number.isFinite(size) ? size : null;
  } catch {
    return null;
  }
}

async function uploadUsage() {
  try {
    return await storage().usage();
  } catch {
    return null;
  }
}

/** Drizzle records each applied migration's journal timestamp; the journal names it. */
async function lastMigration(): Promise<SystemInfo["migration"]> {
  try {
    const rows = await queryRows(
      z.object({ created_at: z.coerce.number() }),
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const when = Number(rows[0]?.created_at);
    if (!Number.isFinite(when)) return { tag: null, appliedAt: null };
    const tag = await journalTag(when);
    return { tag, appliedAt: new Date(when).toISOString() };
  } catch {
    return { tag: null, appliedAt: null };
  }
}

async function journalTag(when: number): Promise<string | null> {
  try {
    const journal = JSON.parse(await fs.readFile(path.join(env.migrationsDir, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number; tag: string }[];
    };
    return journal.entries.find((entry) => entry.when === when)?.tag ?? null;
  } catch {
    return null;
  }
}

/** 1.4 MB */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
