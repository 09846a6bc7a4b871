/**
 * npm run bench:backup [-- N]   (or BENCH_PROPERTIES=N; default 10,000)
 *
 * Times a backup and a restore of the embedded database (ADR 029): a scratch
 * DATA_DIR gets the demo data plus N generated properties; the production
 * build (run `npm run build` first) serves it on BENCH_PORT (default 3296);
 * autocannon sends visitors (BENCH_CONNECTIONS, default 10) to the home page,
 * a list page and property pages, first alone for 10 s, then while
 * `npm run backup` runs against the live server; then the server stops and
 * `npm run restore` fills a fresh DATA_DIR. Prints the backup's and the
 * restore's wall-clock seconds, the archive's size, and the visitors'
 * requests per second and p50 / p99 latency without and during the backup.
 * The scratch folders are removed afterwards.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";

/** The part of autocannon (which ships no types) used here. */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string }[];
}) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}> & { stop: () => void };
const autocannonModule: string = "autocannon";
const { default: autocannon } = (await import(autocannonModule)) as { default: Autocannon };

const count = Number(process.argv[2] ?? process.env.BENCH_PROPERTIES ?? 10_000);
if (!Number.isInteger(count) || count < 0) {
  console.error("Usage: npm run bench:backup [-- <number of extra properties>]");
  process.exit(2);
}
if (!fs.existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3296);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-backup-"));
const dataDir = path.join(scratch, "data");
const base = `http://127.0.0.1:${port}`;

process.env.DATA_DIR = dataDir;
process.env.PUBLIC_URL = base;
process.env.ADMIN_PASSWORD ??= "bench-admin-password";
delete process.env.DATABASE_URL;

/** The demo data (as a first start makes it) and `count` generated properties. */
async function prepare() {
  const databaseModule = await import("#app/platform/db.server");
  const { initDatabase, closeDatabase } = databaseModule;
  const { prepareFirstStart } = await import("#app/platform/seed.server");
  const { ensureAdminAccount } = await import("#app/domain/accounts/auth.server");
  const { generateProperties } = await import("#app/platform/demo-data.server");
  await initDatabase({ dataDir, migrationsDir: path.resolve("drizzle") });
  try {
    await prepareFirstStart({ seedDemo: true });
    await ensureAdminAccount();
    // The module's live binding: set by initDatabase above.
    const database = databaseModule.db;
    const photo = JSON.stringify([{ card: "/icon-192.png", large: "/icon-192.png", width: 192, height: 192 }]);
    const rows = generateProperties(count, 2026);
    for (let i = 0; i < rows.length; i += 2_000) {
      const json = JSON.stringify(
        rows.slice(i, i + 2_000).map(({ photoIndexes: _unused, createdAt, updatedAt, ...row }) => ({
          ...row,
          created_at: (createdAt as Date).toISOString(),
          updated_at: (updatedAt as Date).toISOString(),
        })),
      );
      await database.execute(sql`
        INSERT INTO properties (title, type, category, price, location, city, area, bedrooms, bathrooms, parking,
          description, status, featured, active, owner_name, owner_contact, developer, year_built, furnishing, facing,
          floors, rating, reviews, amenities, images, created_at, updated_at)
        SELECT title, type, category, price, location, city, area, bedrooms, bathrooms, parking,
          description, status, featured, active, "ownerName", "ownerContact", developer, "yearBuilt", furnishing, facing,
          floors, rating, reviews, amenities, ${photo}::jsonb, created_at, updated_at
        FROM jsonb_to_recordset(${json}::jsonb) AS x(title text, type text, category text, price bigint, location text,
          city text, area int, bedrooms int, bathrooms int, parking int, description text, status text, featured boolean,
          active boolean, "ownerName" text, "ownerContact" text, developer text, "yearBuilt" int, furnishing text,
          facing text, floors int, rating real, reviews int, amenities text[], created_at timestamptz,
          updated_at timestamptz)`);
    }
  } finally {
    await closeDatabase();
  }
}

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.on("close", (status) => resolve({ status, output })),
  );
  return { child, done };
}

async function waitHealthy() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The server did not start");
}

/** Visitors until `until` settles (or for `seconds`): requests per second and latency percentiles. */
async function visitors(propertyIds: number[], until: Promise<unknown> | number) {
  const paths = ["/", "/residential", ...propertyIds.map((id) => `/property/${id}`)];
  const instance = autocannon({
    url: base,
    connections,
    duration: typeof until === "number" ? until : 3_600,
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  if (typeof until !== "number") void until.then(() => instance.stop());
  const result = await instance;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const preparedAt = performance.now();
await prepare();
console.log(
  `Prepared the demo data and ${count} more properties in ${((performance.now() - preparedAt) / 1000).toFixed(1)} s`,
);

const server = run(["server.mjs"], { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" });
try {
  await waitHealthy();
  const propertyIds = [1, 2, 3, 50, 100, 130 + Math.min(count, 5), 130 + Math.floor(count / 2)];
  const before = await visitors(propertyIds, 10);
  const archive = path.join(scratch, "nivaas.tar.gz");
  const backupStarted = performance.now();
  const backup = run(["--import", "tsx", "scripts/backup.ts", archive]);
  const during = await visitors(propertyIds, backup.done);
  const backedUp = await backup.done;
  const backupSeconds = (performance.now() - backupStarted) / 1000;
  if (backedUp.status !== 0) throw new Error(`The backup failed: ${backedUp.output}`);
  server.child.kill("SIGTERM");
  await server.done;

  const restoreStarted = performance.now();
  const restored = await run(["--import", "tsx", "scripts/restore.ts", archive], {
    DATA_DIR: path.join(scratch, "restored"),
  }).done;
  const restoreSeconds = (performance.now() - restoreStarted) / 1000;
  if (restored.status !== 0) throw new Error(`The restore failed: ${restored.output}`);

  const serverLog = (await server.done).output;
  console.log(backedUp.output.trim());
  console.log(
    serverLog.match(/Backup: the embedded database's snapshot took \d+ ms/)?.[0] ?? "(no snapshot line in the log)",
  );
  console.log(restored.output.trim().split("\n").at(-1));
  console.log(
    [
      `Backup (demo data + ${count} properties, embedded, server running): ${backupSeconds.toFixed(1)} s, ` +
        `archive ${(fs.statSync(archive).size / 1e6).toFixed(1)} MB`,
      `Restore into a fresh DATA_DIR: ${restoreSeconds.toFixed(1)} s`,
      `Visitors at ${connections} connections, before: ${before.rps} req/s, p50 ${before.p50} ms, p99 ${before.p99} ms, ` +
        `${before.errors} errors`,
      `Visitors at ${connections} connections, during the backup: ${during.rps} req/s, p50 ${during.p50} ms, ` +
        `p99 ${during.p99} ms, ${during.errors} errors`,
    ].join("\n"),
  );
} finally {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
  fs.rmSync(scratch, { recursive: true, force: true });
}
