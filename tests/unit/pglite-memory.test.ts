import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  MAX_SHARED_BUFFERS_MB,
  MIN_SHARED_BUFFERS_MB,
  folderBytes,
  pgliteMemorySettings,
  sharedBuffersFor,
} from "#app/platform/pglite-memory.server";

const MB = 1024 * 1024;
const folders: string[] = [];

function scratchFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-pglite-memory-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the embedded database's shared buffers", () => {
  it("are half the database's files, within 16–256 MB", () => {
    expect(sharedBuffersFor(0)).toBe(MIN_SHARED_BUFFERS_MB);
    expect(sharedBuffersFor(27 * MB)).toBe(16);
    expect(sharedBuffersFor(40 * MB)).toBe(20);
    expect(sharedBuffersFor(299 * MB)).toBe(150);
    expect(sharedBuffersFor(300 * MB + 1)).toBe(151);
    expect(sharedBuffersFor(4096 * MB)).toBe(MAX_SHARED_BUFFERS_MB);
  });

  it("count every file under the folder, subfolders included, and nothing for a folder not there", () => {
    const folder = scratchFolder();
    fs.mkdirSync(path.join(folder, "16384"));
    fs.writeFileSync(path.join(folder, "16384", "1259"), Buffer.alloc(8192));
    fs.writeFileSync(path.join(folder, "PG_VERSION"), "17\n");
    expect(folderBytes(folder)).toBe(8192 + 3);
    expect(folderBytes(path.join(folder, "absent"))).toBe(0);
  });

  it("read the tables' folder (base/), not the write-ahead log, and set the minimum for a new or in-memory database", () => {
    const dataPath = scratchFolder();
    expect(pgliteMemorySettings(undefined).sharedBuffersMb).toBe(16);
    expect(pgliteMemorySettings(dataPath).sharedBuffersMb).toBe(16);
    fs.mkdirSync(path.join(dataPath, "pg_wal"));
    fs.writeFileSync(path.join(dataPath, "pg_wal", "segment"), "");
    fs.truncateSync(path.join(dataPath, "pg_wal", "segment"), 800 * MB);
    fs.mkdirSync(path.join(dataPath, "base"));
    fs.writeFileSync(path.join(dataPath, "base", "table"), "");
    fs.truncateSync(path.join(dataPath, "base", "table"), 100 * MB);
    const settings = pgliteMemorySettings(dataPath);
    expect(settings.sharedBuffersMb).toBe(50);
    expect(settings.startParams).toContain("shared_buffers=50MB");
  });
});
