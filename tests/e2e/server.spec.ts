/**
 * The production server as an operator runs it: start-up on a fresh data
 * folder, data surviving a restart, SEED_DEMO=0, PostgreSQL via DATABASE_URL,
 * and a clean exit on SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import pg from "pg";

const PG_URL = process.env.CI_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
let nextPort = 3290;

async function startServer(env: Record<string, string>) {
  const port = nextPort++;
  const child = spawn(process.execPath, ["server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base, output: () => output };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${output}`);
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}

async function residentialCount(base: string) {
  const html = await (await fetch(`${base}/sitemap.xml`)).text();
  return (html.match(/\/property\/\d+/g) ?? []).length;
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("a new data folder seeds demo data that survives a restart; SIGTERM exits cleanly", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-restart-"));
  const first = await startServer({ DATA_DIR: dataDir });
  expect((await fetch(`${first.base}/`)).status).toBe(200);
  const before = await residentialCount(first.base);
  expect(await stopServer(first.child)).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

  const second = await startServer({ DATA_DIR: dataDir });
  expect(await residentialCount(second.base)).toBe(before);
  expect(await stopServer(second.child)).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("SEED_DEMO=0 starts empty", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-empty-"));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "0" });
  expect(await residentialCount(server.base)).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("with DATABASE_URL the same start migrates and serves from PostgreSQL", async () => {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    test.skip(true, "no PostgreSQL server reachable");
    return;
  }
  const name = `nivaas_e2e_${crypto.randomBytes(5).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-pg-"));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect((await fetch(`${server.base}/`)).status).toBe(200);
    expect(await residentialCount(server.base)).toBeGreaterThanOrEqual(120);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    expect(await stopServer(server.child)).toBe(0);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
