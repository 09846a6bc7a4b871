/**
 * npm run bench:multi
 *
 * The load benchmark (scripts/bench-load.mjs, same pages, connections and
 * duration variables) against one and then two production instances on
 * PostgreSQL, each time behind the same small reverse proxy (node:http,
 * round robin, keep-alive to the instances), as a load balancer would put
 * them. Prints bench-load's tables for each, plus the PostgreSQL connections
 * the instances held (peak during the runs).
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
 * a scratch database is created on its server and dropped after. Uploads go
 * to a local S3 server when s3rver is installed, as several instances need.
 * BENCH_INSTANCES (default "1,2") lists the instance counts to measure.
 * Needs the production build (`npx react-router build`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buildDir, createScratchDatabase, postgresAnswers, startInstance, startS3Server } from "./multi-instance.mjs";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const counts = (process.env.BENCH_INSTANCES ?? "1,2").split(",").map(Number);
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? 3280);
const firstInstancePort = proxyPort + 1;
// bench-load's own server port; with a target it only uses the next one, for its static comparison server.
const benchPort = proxyPort + 10;
// The account bench-load signs in with.
const admin = { email: "bench-admin@nivaas.test", password: "bench-admin-pass-2026" };

if (!(await postgresAnswers(serverUrl))) {
  console.error(`bench:multi needs PostgreSQL: none answers at ${serverUrl} (set BENCH_DATABASE_URL).`);
  process.exit(1);
}
if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.error(`bench:multi needs the production build in ${buildDir}: run \`npx react-router build\` first.`);
  process.exit(1);
}

const database = await createScratchDatabase(serverUrl, "nivaas_bench");
const s3 = await startS3Server();
console.log(
  `bench:multi — ${counts.join(" then ")} instance(s) behind a Node proxy, PostgreSQL ${database.name}, ` +
    `${os.cpus().length} CPU(s); uploads ${s3 ? `in S3 at ${s3.endpoint}` : "on each instance's disk (s3rver not installed)"}`,
);
try {
  for (const count of counts) await benchInstances(count);
} finally {
  await s3?.close();
  await database.drop();
}

async function benchInstances(count) {
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SEED_DEMO: "1",
    // One proxy in front: the client is the address it saw.
    TRUST_PROXY: "1",
    ...(s3?.env ?? {}),
  };
  const instances = Array.from({ length: count }, (_, i) =>
    startInstance({ name: `instance-${i + 1}`, port: firstInstancePort + i, env }),
  );
  const proxy = await startProxy(instances.map((instance) => instance.port));
  let sampler;
  try {
    await Promise.all(instances.map((instance) => instance.healthy()));
    let peakConnections = 0;
    sampler = setInterval(() => {
      database
        .query("select count(*)::int as n from pg_stat_activity where datname = $1", [database.name])
        .then(([row]) => (peakConnections = Math.max(peakConnections, row.n - 1)))
        .catch(() => {});
    }, 500);
    await runBenchLoad(`${count} instance(s) behind the proxy, PostgreSQL`, instances);
    clearInterval(sampler);
    sampler = undefined;
    console.log(
      `PostgreSQL connections held by the ${count} instance(s): peak ${peakConnections} ` +
        `(pool size ${process.env.DATABASE_POOL_SIZE ?? 10} each)`,
    );
  } finally {
    if (sampler) clearInterval(sampler);
    await new Promise((resolve) => proxy.close(resolve));
    const codes = await Promise.all(instances.map((instance) => instance.stop()));
    if (codes.some((code) => code !== 0)) {
      for (const instance of instances) console.log(`--- ${instance.name}\n${instance.output.join("\n")}`);
    }
  }
}

function runBenchLoad(label, instances) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/bench-load.mjs"], {
      env: {
        ...process.env,
        BENCH_TARGET: `http://127.0.0.1:${proxyPort}`,
        BENCH_PIDS: instances.map((instance) => instance.pid).join(","),
        BENCH_LABEL: label,
        BENCH_PORT: String(benchPort),
      },
      stdio: "inherit",
    });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`bench-load exited with ${code}`))));
  });
}

/**
 * The reverse proxy: each request to the next instance in turn, over
 * keep-alive connections, with the client's address appended to
 * X-Forwarded-For (the instances trust one proxy).
 */
function startProxy(ports) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next];
    next = (next + 1) % ports.length;
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("Bad gateway");
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(proxyPort, "127.0.0.1", () => resolve(server)));
}
