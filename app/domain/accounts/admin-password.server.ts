/**
 * The administrator's password when nobody chose one. There is no fixed
 * default: the first start creates the administrator with a random password
 * and keeps it in a file only the server's user can read (as Jenkins does on
 * first run); the log says where, never the password. The old published default is refused.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "#app/platform/env.server";
import { log } from "#app/platform/log.server";
import { outboxFile } from "#app/platform/notifier.server";

/**
 * The password earlier versions gave the administrator when ADMIN_PASSWORD was
 * not set. It is public (it was in the README), so it is never accepted again:
 * not at sign-in, not as ADMIN_PASSWORD.
 */
export const RETIRED_DEFAULT_PASSWORD = "change-me-admin";

export const RETIRED_DEFAULT_PASSWORD_MESSAGE =
  "This password is a published default and is no longer accepted. Choose a new one with “Forgot password?”, or ask the server operator to set ADMIN_PASSWORD and restart.";

export const INITIAL_PASSWORD_FILE = "initial-admin-password";

/** ADMIN_PASSWORD as given, or null when unset or the retired default (which is warned about). */
export function chosenAdminPassword(given: string | undefined): string | null {
  if (!given) return null;
  if (given === RETIRED_DEFAULT_PASSWORD) {
    log.warn(
      "ADMIN_PASSWORD is the old published default, which is no longer accepted; it is ignored. Set another one.",
    );
    return null;
  }
  return given;
}

/** 24 characters from an alphabet without look-alikes (no 0/O, 1/l/I): about 137 bits. */
export function randomAdminPassword(): string {
  const alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(24);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

/**
 * Once, when the administrator was just created with a random password:
 * written to DATA_DIR (mode 0600), and the log says where and how to change
 * it. Later starts find the account and say nothing.
 */
export function announceInitialAdminPassword(email: string, password: string): string {
  fs.mkdirSync(env.dataDir, { recursive: true });
  const file = path.join(env.dataDir, INITIAL_PASSWORD_FILE);
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  // writeFileSync's mode only applies to a new file; a leftover one is narrowed too.
  fs.chmodSync(file, 0o600);
  // The password itself is never logged (logs are copied and kept): the operator reads it from the file.
  log.warn(
    { file },
    `The administrator account ${email} was created with a random password, written to ${file} (readable only by this user) and not shown again. ` +
      `Sign in with it, change it with "Forgot password?" at ${env.publicUrl}/forgot-password (with no mail provider the link is written to ${outboxFile()}), then delete that file. ` +
      "To choose the password yourself on a new database, set ADMIN_PASSWORD (and ADMIN_EMAIL) before the first start.",
  );
  return file;
}
