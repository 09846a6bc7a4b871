/**
 * Scheduled backups (ADR 029), off unless BACKUP_DIR is set: every
 * BACKUP_EVERY (daily, the default, or hourly) one instance writes an archive
 * into BACKUP_DIR as nivaas-<UTC date>-<time>.tar.gz and removes the oldest
 * beyond the newest BACKUP_KEEP (default 7). A recurring job of the database
 * job queue, so several instances on one PostgreSQL make one backup per period.
 */
import fsp from "node:fs/promises";
import path from "node:path";
import { exclusiveBackup, writeBackupFile } from "./backup.server";
import { defineRecurringJob } from "./jobs.server";

const HOUR_MS = 60 * 60 * 1000;
const PERIODS = { hourly: HOUR_MS, daily: 24 * HOUR_MS } as const;
const DEFAULT_KEEP = 7;
/** A first backup soon after the schedule is turned on, rather than a whole period later. */
const FIRST_RUN_AFTER_MS = 10 * 60 * 1000;
const ARCHIVE_NAME = /^nivaas-\d{8}-\d{6}\.tar\.gz$/;

export type BackupSchedule = { dir: string; everyMs: number; keep: number };

/** BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP, or null when BACKUP_DIR is not set. */
export function backupScheduleFrom(vars: NodeJS.ProcessEnv): BackupSchedule | null {
  const dir = vars.BACKUP_DIR?.trim();
  if (!dir) return null;
  const every = (vars.BACKUP_EVERY?.trim() || "daily").toLowerCase();
  if (!(every in PERIODS)) throw new Error(`BACKUP_EVERY must be "daily" or "hourly", not "${vars.BACKUP_EVERY}"`);
  const keepText = vars.BACKUP_KEEP?.trim() || String(DEFAULT_KEEP);
  const keep = Number(keepText);
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000)
    throw new Error(`BACKUP_KEEP must be a whole number from 1 to 10000, not "${vars.BACKUP_KEEP}"`);
  return { dir: path.resolve(dir), everyMs: PERIODS[every as keyof typeof PERIODS], keep };
}

/** The archive's name for a time: nivaas-20261126-143000.tar.gz (UTC), in time order when sorted. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
  return `nivaas-${stamp}.tar.gz`;
}

/** Writes one archive into the schedule's folder, then keeps only the newest `keep`; answers the new file. */
export async function runScheduledBackup(schedule: BackupSchedule, now = new Date()): Promise<string> {
  const file = path.join(schedule.dir, archiveName(now));
  await exclusiveBackup(() => writeBackupFile(file));
  const archives = (await fsp.readdir(schedule.dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
  for (const old of archives.slice(0, Math.max(0, archives.length - schedule.keep)))
    await fsp.rm(path.join(schedule.dir, old), { force: true });
  return file;
}

const schedule = backupScheduleFrom(process.env);
if (schedule) {
  defineRecurringJob(
    "backup.scheduled",
    schedule.everyMs,
    async () => {
      const file = await runScheduledBackup(schedule);
      console.log(`Scheduled backup written: ${file}`);
    },
    { firstRunAfterMs: Math.min(FIRST_RUN_AFTER_MS, schedule.everyMs), maxAttempts: 2 },
  );
}
