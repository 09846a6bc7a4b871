/**
 * The embedded database's shared buffers follow its size (ADR 054): a new
 * database opens with the minimum, and the same database with 100 MB more in
 * its tables' folder reopens with at least 50 MB (half of it) more.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "#app/platform/db.server";
import { folderBytes, sharedBuffersFor } from "#app/platform/pglite-memory.server";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-pglite-memory-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const migrationsDir = path.resolve("drizzle");

async function sharedBuffersOnOpen(): Promise<string> {
  const handle = await openDatabase({ dataDir, migrationsDir });
  try {
    const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    return (result as unknown as { rows: { shared_buffers: string }[] }).rows[0].shared_buffers;
  } finally {
    await handle.close();
  }
}

it("opens a new database with 16 MB of shared buffers, and more once its tables take more room", async () => {
  expect(await sharedBuffersOnOpen()).toBe("16MB");
  const base = path.join(dataDir, "pglite", "base");
  // A sparse file stands for 100 MB more of tables: only its size is read.
  const padding = path.join(base, "nivaas-test-padding");
  fs.writeFileSync(padding, "");
  fs.truncateSync(padding, 100 * 1024 * 1024);
  const expected = sharedBuffersFor(folderBytes(base));
  expect(expected).toBeGreaterThanOrEqual(50);
  expect(await sharedBuffersOnOpen()).toBe(`${expected}MB`);
}, 120_000);
