// Production (and dev) HTTP server: Express around React Router's request
// handler. Owns start-up (migrate, seed) and a clean shutdown on SIGTERM:
// stop accepting, finish requests, close the database, exit.
import path from "node:path";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@react-router/express";
import { trustProxySetting } from "./app/server/trust-proxy.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const trustProxy = trustProxySetting(process.env.TRUST_PROXY);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

const app = express();
app.disable("x-powered-by");
// X-Forwarded-For is believed only as far as the proxies TRUST_PROXY names (a
// hop count or their addresses): the client is the address the outermost
// trusted proxy saw, never one the client wrote. Unset: the socket's address.
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

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    // The router context (React Router middleware), made by the app's entry so its context
    // objects are the ones loaders read; in development the entry may have been reloaded.
    getLoadContext: async (req) =>
      (dev ? (await build()).entry.module : entry).createLoadContext(req.ip ?? req.socket.remoteAddress ?? "unknown"),
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
