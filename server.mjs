// Production (and dev) HTTP server: Express around React Router's request
// handler. Owns start-up (migrate, seed) and a clean shutdown on SIGTERM:
// stop accepting, finish requests, close the database, exit.
import path from "node:path";
import express from "express";
import compression from "compression";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const trustProxy = process.env.TRUST_PROXY === "1";
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

const app = express();
app.disable("x-powered-by");
// Only behind a proxy we were told about is X-Forwarded-For believed; then the
// client is its first (left-most) address. Otherwise it is the socket's.
app.set("trust proxy", trustProxy);
app.use(compression());

let build;
let viteDevServer;
if (dev) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  build = () => viteDevServer.ssrLoadModule("virtual:react-router/server-build");
} else {
  // Fingerprinted assets never change: cache them for a year.
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
  build = await import(path.join(buildDir, "server/index.js"));
}
// Uploaded and generated photos are content-addressed: never rewritten.
app.use("/uploads", express.static(path.join(dataDir, "uploads"), { immutable: true, maxAge: "1y", index: false }));

const entry = dev ? (await build()).entry.module : build.entry.module;
await entry.bootstrap();

app.get("/healthz", (_req, res) => {
  res
    .status(entry.isReady() ? 200 : 503)
    .type("text/plain")
    .send(entry.isReady() ? "ok" : "starting");
});

// ---- Visitors' page cache (app/server/page-cache.server.ts) ----
// Signed-out GETs of public pages answered from rendered HTML, with ETag/304;
// any successful write empties it. Not in development: pages change on every edit.
if (!dev) app.use(entry.pageCacheMiddleware);
// ---- end of the page cache ----

app.all(
  "/{*splat}",
  entry.createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const server = app.listen(port, host, () => {
  console.log(`Nivaas listening on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`);
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests and closing the database`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    try {
      await viteDevServer?.close();
      await entry.shutdown();
    } finally {
      process.exit(0);
    }
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
