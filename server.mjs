// Production (and dev) HTTP server: Express around React Router's request
// handler. Owns start-up (migrate, seed) and a clean shutdown on SIGTERM:
// stop accepting, finish requests, close the database, exit.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import express from "express";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import proxyaddr from "proxy-addr";
import { trustProxySetting } from "./app/web/trust-proxy.mjs";

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

// ---- Security headers: on every response, static files and uploads included.
// The policy lives in app/web/security-headers.server.ts (reached through
// the build's entry module, loaded below, before the first request arrives).
// No Content-Security-Policy under Vite's development server: it injects its
// own inline scripts.
app.use((req, res, next) => securityHeaders(req, res, next));
// ---- end of security headers

app.use(compression());

// ---- A path that is not valid percent-encoded UTF-8 (/%E0%A4, /%ZZ) names no
// page: it is answered 400 here, before the page cache or React Router (whose
// matcher would log a "could not be decoded" warning for every such request).
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    res.status(400).type("text/plain").send("Bad Request: the address is not valid.");
    return;
  }
  next();
});

let build;
let viteDevServer;
if (dev) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  build = () => viteDevServer.ssrLoadModule("virtual:react-router/server-build");
} else {
  // Fingerprinted assets never change: cache them for a year. The build wrote each script's and stylesheet's
  // brotli and gzip copies (scripts/precompress-assets.ts): a browser gets the smallest it accepts, as stored,
  // instead of the compression middleware compressing the same file again for every visitor.
  app.use(
    "/assets",
    expressStaticGzip(path.join(buildDir, "client/assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // The build's other public files (favicon, icons, default images) are a few names at its top: only a request
  // for one of them asks the file system, not every page request.
  const clientDir = path.join(buildDir, "client");
  const publicNames = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
  const publicFiles = express.static(clientDir, { maxAge: "1h" });
  app.use((req, res, next) => (publicNames.has(req.path.split("/")[1]) ? publicFiles(req, res, next) : next()));
  build = await import(path.join(buildDir, "server/index.js"));
}
// Uploaded and generated photos are content-addressed: never rewritten.
app.use("/uploads", express.static(path.join(dataDir, "uploads"), { immutable: true, maxAge: "1y", index: false }));

const entry = dev ? (await build()).entry.module : build.entry.module;
const securityHeaders = entry.securityHeadersMiddleware({ contentSecurityPolicy: !dev });
await entry.bootstrap({ serverBuildFile: dev ? undefined : path.join(buildDir, "server/index.js") });

const log = entry.log;

app.get("/healthz", (_req, res) => {
  res
    .status(entry.isReady() ? 200 : 503)
    .type("text/plain")
    .send(entry.isReady() ? "ok" : "starting");
});

// ---- GET /metrics (Prometheus), for METRICS_TOKEN or a private address (app/web/observability.server.ts).
app.use(entry.metricsEndpoint);

// ---- Visitors' page cache (app/web/page-cache.server.ts) ----
// Signed-out GETs of public pages answered from rendered HTML, with ETag/304;
// a write drops the pages that show what it changed (ADR 031). Not in development: pages change on every edit.
if (!dev) app.use(entry.pageCacheMiddleware);
// ---- end of the page cache ----

// Mounted without a path pattern: Express would otherwise decode the path into
// a parameter and log a URIError for a URL that is not valid UTF-8 (those are
// answered 400 above before they get here).
app.use(
  entry.createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    // The router context (React Router middleware), made by the app's entry so its context
    // objects are the ones loaders read; in development the entry may have been reloaded.
    // The incoming body goes to the bounded reader as the stream it is (app/web/request-body.server.ts).
    getLoadContext: async (req) =>
      (dev ? (await build()).entry.module : entry).createLoadContext(
        req.ip ?? req.socket.remoteAddress ?? "unknown",
        req.method === "GET" || req.method === "HEAD" ? null : req,
      ),
  }),
);

// An error Express itself met (a static file it could not read, say): logged with its stack and the
// request's id when it is the server's fault, answered with its status.
app.use((error, _req, res, next) => {
  const status = Number(error?.status ?? error?.statusCode) || 500;
  if (status >= 500) log.error({ err: error }, "Request failed");
  if (res.headersSent) return next(error);
  res
    .status(status)
    .type("text/plain")
    .send(status >= 500 ? "Internal Server Error" : "Bad Request");
});

// A kept visitor page is sent before Express runs: its bytes (gzipped, with
// their security headers) are stored whole, so nothing per request is left to do.
// So is a repeated anonymous read of the public API (app/web/api/fast-reads.server.ts, ADR 042), counted against
// its address's limit; it needs the client's address and origin as Express would take them (TRUST_PROXY).
const trustsProxy = app.get("trust proxy fn");
const apiFastPath = entry.publicApiFastPath({
  clientAddress: (req) => proxyaddr(req, trustsProxy),
  trustsPeer: (req) => trustsProxy(req.socket.remoteAddress, 0),
});
// The full path runs in the request's async context (its id on every line logged meanwhile); the fast paths
// answer synchronously without it (app/web/observability.server.ts).
const fullPath = (req, res) => entry.withRequestContext(req, () => app(req, res));
const serve = dev
  ? fullPath
  : (req, res) => entry.answerFromPageCache(req, res) || apiFastPath(req, res, () => fullPath(req, res));
// Property page views are counted for every answer, the page cache's included (app/domain/owners/listing-views.server.ts).
const handle = (req, res) => {
  entry.countListingView(req, res);
  return serve(req, res);
};
// The shutdown bookkeeping below must see each request before it is answered (a
// kept page is answered at once), so the handler is added after it.
const server = http.createServer();
server.listen(port, host, () => {
  log.info(`Nivaas listening on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`);
});

// ---- Graceful shutdown. SIGTERM (or Ctrl-C): stop accepting connections,
// close idle keep-alive connections at once, let requests in flight finish
// and close their connections after the response, then close the database
// (which releases DATA_DIR's lock) and exit 0. Requests still running after
// the grace period are cut off, and the exit code says so (1).
const GRACE_MS = 8_000;
const HARD_EXIT_MS = 10_000;
const inFlight = new Set();
let stopping = false;

server.on("request", (_req, res) => {
  inFlight.add(res);
  if (stopping) endAfterResponse(res);
  res.once("close", () => {
    inFlight.delete(res);
    // Once its response is done, a keep-alive connection is idle: close it now rather than wait for its next request.
    if (stopping) setImmediate(() => server.closeIdleConnections());
  });
});
// Several instances on one PostgreSQL (app/platform/data-changes.server.ts): a request first
// catches up with changes made through the other instances, so nothing kept here answers
// with data one of them changed. Nothing is added on the embedded database.
// Around all of it: the request's id (X-Request-Id), its log line and its metrics
// (app/web/observability.server.ts), for every answer, page-cache hits and static files included.
server.on("request", entry.observeRequests(entry.afterCatchingUp(handle)));
// Memory a burst of work left behind goes back to the system once the server is idle (app/web/idle-memory.server.ts).
if (!dev) entry.giveBackMemoryWhenIdle(server);

/** The connection closes after this response instead of waiting for another request. */
function endAfterResponse(res) {
  if (!res.headersSent) res.setHeader("Connection", "close");
  res.shouldKeepAlive = false;
}

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing ${inFlight.size} request(s) and closing the database`);
  let cutOff = false;
  setTimeout(() => {
    cutOff = true;
    log.error(`${inFlight.size} request(s) still running after ${GRACE_MS / 1000} s: closing their connections`);
    server.closeAllConnections();
  }, GRACE_MS).unref();
  setTimeout(() => {
    log.error("Shutdown did not finish in time");
    log.flush();
    process.exit(1);
  }, HARD_EXIT_MS).unref();
  server.close(async () => {
    let failed = cutOff;
    try {
      await viteDevServer?.close();
      await entry.shutdown();
    } catch (error) {
      failed = true;
      log.error({ err: error }, "Shutdown failed");
    } finally {
      log.flush();
      process.exit(failed ? 1 : 0);
    }
  });
  for (const res of inFlight) endAfterResponse(res);
  server.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
// ---- end of graceful shutdown
