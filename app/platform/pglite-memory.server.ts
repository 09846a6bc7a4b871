/**
 * The embedded database's memory settings, chosen when it opens (ADR 054).
 *
 * PGlite's WebAssembly heap only ever grows, and its shared buffers are
 * resident from the start: each megabyte of `shared_buffers` is a megabyte of
 * the server's RSS, touched or not. PostgreSQL's defaults (128 MB of shared
 * buffers, generous sort memory) are sized for a dedicated database machine;
 * the embedded database shares a small server with the web process.
 *
 * A page not in the shared buffers is read through PGlite's file system, on
 * every query that needs it. With the demo data the whole database fits in
 * 16 MB; at 100,000 listings it is about 300 MB on disk, and with 16 MB of
 * buffers a list search re-read its pages on every query (bench:search p95
 * 49–54 ms on one machine, 27–32 ms with 128–256 MB). So the buffers follow
 * the data: half the size of the database's files when it opens, at least
 * 16 MB and at most 256 MB. A database that grows gets more at its next start.
 */
import fs from "node:fs";
import path from "node:path";

const MB = 1024 * 1024;
export const MIN_SHARED_BUFFERS_MB = 16;
export const MAX_SHARED_BUFFERS_MB = 256;

/** Shared buffers for a database whose files take `databaseBytes`: half of it, within 16–256 MB. */
export function sharedBuffersFor(databaseBytes: number): number {
  const half = Math.ceil(databaseBytes / 2 / MB);
  return Math.min(MAX_SHARED_BUFFERS_MB, Math.max(MIN_SHARED_BUFFERS_MB, half));
}

/** The bytes of the files under `folder` and its subfolders; 0 when it does not exist yet. */
export function folderBytes(folder: string): number {
  if (!fs.existsSync(folder)) return 0;
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

/**
 * PGlite's start parameters for the database in `dataPath` (a new or in-memory
 * one gets the minimum). Its tables and indexes are under `base/`; the
 * write-ahead log is not read by queries and is left out.
 */
export function pgliteMemorySettings(dataPath: string | undefined): { sharedBuffersMb: number; startParams: string[] } {
  const sharedBuffersMb = sharedBuffersFor(dataPath ? folderBytes(path.join(dataPath, "base")) : 0);
  return {
    sharedBuffersMb,
    startParams: [
      "-c",
      `shared_buffers=${sharedBuffersMb}MB`,
      "-c",
      "work_mem=4MB",
      "-c",
      "maintenance_work_mem=16MB",
      "-c",
      "temp_buffers=2MB",
    ],
  };
}
