/**
 * `npm run backup` while the server runs on the embedded database (ADR 029).
 * PGlite belongs to the one process that holds DATA_DIR, so the command asks
 * that process for the archive: the server listens on a local socket named
 * after the folder (never on the network) and answers a request that carries
 * the token it wrote into DATA_DIR/backup-token at start-up, readable only by
 * its own user. Whoever can read the token can read the data folder anyway.
 *
 * The exchange: the command sends one line, {"token": "…"}; the server answers
 * "OK" and a line break followed by the archive's bytes, or "ERROR <message>"
 * and a line break. A failure half-way closes the connection early: the
 * command then finds no manifest at the archive's end and keeps nothing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { exclusiveBackup, verifyArchive, writeBackup, type Manifest } from "./backup.server";
import { isSocketFile, listen, localSocketAddress } from "./db.server";

export const BACKUP_TOKEN_FILE = "backup-token";
const REQUEST_LIMIT = 1024;

/** Starts answering backup requests for `dataDir`; the function it answers stops. */
export async function serveBackupRequests(dataDir: string): Promise<() => Promise<void>> {
  const token = crypto.randomBytes(32).toString("hex");
  const tokenFile = path.join(dataDir, BACKUP_TOKEN_FILE);
  await fsp.writeFile(tokenFile, token, { mode: 0o600 });
  const address = localSocketAddress(dataDir, "backup");
  const server = net.createServer((socket) => answer(socket, token));
  try {
    await listen(server, address);
  } catch (error) {
    // This process holds the data folder's lock: a socket file already there was left by a process that ended.
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || !isSocketFile(address)) throw error;
    fs.rmSync(address, { force: true });
    await listen(server, address);
  }
  server.unref();
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fsp.rm(tokenFile, { force: true });
    if (isSocketFile(address)) await fsp.rm(address, { force: true });
  };
}

function answer(socket: net.Socket, token: string) {
  let request = "";
  socket.setTimeout(10_000, () => socket.destroy());
  socket.on("error", () => socket.destroy());
  const onData = (chunk: Buffer) => {
    request += chunk.toString("utf8");
    if (request.length > REQUEST_LIMIT) return socket.destroy();
    const end = request.indexOf("\n");
    if (end === -1) return;
    socket.off("data", onData);
    socket.setTimeout(0);
    void respond(socket, request.slice(0, end), token);
  };
  socket.on("data", onData);
}

function tokenMatches(line: string, token: string): boolean {
  let offered: unknown;
  try {
    offered = (JSON.parse(line) as { token?: unknown }).token;
  } catch {
    return false;
  }
  if (typeof offered !== "string" || offered.length !== token.length) return false;
  return crypto.timingSafeEqual(Buffer.from(offered), Buffer.from(token));
}

async function respond(socket: net.Socket, line: string, token: string) {
  if (!tokenMatches(line, token)) {
    socket.end("ERROR The backup token does not match the running server's DATA_DIR/backup-token.\n");
    return;
  }
  try {
    await exclusiveBackup(async () => {
      socket.write("OK\n");
      const manifest = await writeBackup(socket);
      console.log(`Backup sent to npm run backup: ${manifest.entries.length} entries`);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (socket.bytesWritten === 0) socket.end(`ERROR ${message.replace(/\n/g, " ")}\n`);
    else {
      console.error("A backup for npm run backup failed:", error);
      socket.destroy();
    }
  }
}

/**
 * Asks the server running on `dataDir` for an archive and writes it to
 * `file` (through a temporary name, checked before it is kept). Answers null
 * when no server answers there.
 */
export async function backupFromRunningServer(dataDir: string, file: string): Promise<Manifest | null> {
  const address = localSocketAddress(dataDir, "backup");
  const socket = await new Promise<net.Socket | null>((resolve, reject) => {
    const connection = net.connect(address);
    connection.once("connect", () => resolve(connection));
    connection.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNREFUSED" || error.code === "ENOENT" ? resolve(null) : reject(error),
    );
  });
  if (!socket) return null;
  let token: string;
  try {
    token = (await fsp.readFile(path.join(dataDir, BACKUP_TOKEN_FILE), "utf8")).trim();
  } catch (error) {
    socket.destroy();
    throw new Error(
      `A server runs on ${dataDir}, but its backup token could not be read (${(error as Error).message}). ` +
        `Run the backup as the server's user.`,
      { cause: error },
    );
  }
  const partial = `${file}.partial`;
  await fsp.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const output = fs.createWriteStream(partial, { mode: 0o600 });
  try {
    await new Promise<void>((resolve, reject) => {
      let head = Buffer.alloc(0);
      let started = false;
      socket.on("data", (chunk: Buffer) => {
        if (started) {
          if (!output.write(chunk)) {
            socket.pause();
            output.once("drain", () => socket.resume());
          }
          return;
        }
        head = Buffer.concat([head, chunk]);
        const end = head.indexOf("\n");
        if (end === -1) return;
        const status = head.subarray(0, end).toString("utf8");
        if (status !== "OK") {
          socket.destroy();
          reject(new Error(status.replace(/^ERROR /, "")));
          return;
        }
        started = true;
        output.write(head.subarray(end + 1));
      });
      socket.on("error", reject);
      socket.on("end", () => output.end(() => resolve()));
      socket.write(JSON.stringify({ token }) + "\n");
    });
    const manifest = await verifyArchive(partial);
    await fsp.rename(partial, file);
    return manifest;
  } catch (error) {
    output.destroy();
    await fsp.rm(partial, { force: true });
    throw error;
  }
}
