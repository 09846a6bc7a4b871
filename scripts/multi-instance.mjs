/**
 * What the two-instance test (tests/multi-instance/two-instances.mjs) and
 * `npm run bench:multi` share: a scratch PostgreSQL database, an
 * S3-compatible server (s3rver, a real S3 API over HTTP on a local folder),
 * and production instances of the app started on them (server.mjs, the
 * build in BUILD_DIR; nothing is built here).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

/** Whether a PostgreSQL server answers at `url` within three seconds. */
export async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function runStatement(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server of `serverUrl`, named `<prefix>_<random>`; drop() removes it. */
export async function createScratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  await runStatement(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    query: async (text, values) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    drop: () => runStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** s3rver when it is installed (a development dependency), else null. */
export function loadS3rver() {
  try {
    return createRequire(import.meta.url)("s3rver");
  } catch {
    return null;
  }
}

/**
 * An S3-compatible server on a free local port with one bucket, and the S3_*
 * variables that point the app at it (objects are read back from the bucket's
 * own URL, as S3_PUBLIC_URL would name a CDN). Null when s3rver is missing.
 */
export async function startS3Server(bucket = "nivaas") {
  const S3rver = loadS3rver();
  if (!S3rver) return null;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's own key pair.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * One production instance: `node server.mjs` on `port` with its own scratch
 * DATA_DIR and the given variables. Its output is kept (shown when asked, or
 * when something fails) rather than printed.
 */
export function startInstance({ name, port, env }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nivaas-${name.toLowerCase()}-`));
  const base = `http://127.0.0.1:${port}`;
  const output = [];
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => output.push(...chunk.split("\n").filter(Boolean)));
  }
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name,
    port,
    base,
    pid: child.pid,
    output,
    exited,
    /** Resolves once /healthz answers 200; rejects if the process ends first or the time runs out. */
    async healthy(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
        const ok = await fetch(`${base}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${name} was not healthy within ${timeoutMs / 1000} s`);
    },
    /** SIGTERM, then the exit code; the data folder is removed. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** A session cookie from the real sign-in form, as a browser without JavaScript posts it. */
export async function signIn(base, { email, password }) {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, referer: `${base}/login` },
    body: new URLSearchParams({ intent: "login", email, password }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) {
    throw new Error(`Sign-in on ${base} failed: ${response.status} ${(await response.text()).slice(0, 200)}`);
  }
  return cookies.join("; ");
}
