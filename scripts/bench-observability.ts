/**
 * What observing one request costs, in one process (`npm run bench:observability`):
 * the request line, the request metrics and the request id, as the server does
 * them now (app/platform/log.server.ts, app/platform/metrics.server.ts,
 * app/web/observability.server.ts) and as it did before issue 36's budget work
 * (a pino logger per line, prom-client's Histogram and Counter, a random UUID,
 * the URL cleaned per line), rebuilt here as the baseline.
 *
 * Lines go to a file through pino's asynchronous destination, as the server's
 * standard output does when redirected. They are written in bursts of
 * BENCH_BURST (default 8) per event-loop turn, as requests arrive, and the CPU
 * time (process.cpuUsage: every thread, the writes' thread pool included) is
 * taken once the destination has written everything. Output: µs of CPU per request.
 *
 * The script runs itself again with standard output sent to /dev/null, where
 * the server's own writer sends the lines of the "all of it" row; the report
 * is written to standard error.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { EventEmitter } from "node:events";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import client from "prom-client";
import { createRequestLineWriter, loggableUrl, type RequestLine } from "#app/platform/log.server";
import { RequestDurationHistogram } from "#app/platform/metrics.server";
import { notePageCache, observeRequests, requestIdFor } from "#app/web/observability.server";

if (!process.env.BENCH_OBSERVABILITY_CHILD) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_OBSERVABILITY_CHILD: "1", LOG_LEVEL: "info", METRICS: "1", LOG_FORMAT: "" },
    stdio: ["ignore", fs.openSync("/dev/null", "w"), "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  process.exit(code ?? 1);
}

const print = (text: string) => void fs.writeSync(2, `${text}\n`);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200_000);
const BURST = Number(process.env.BENCH_BURST ?? 8);
const URLS = ["/", "/residential?location=Mumbai&budget=10000000-20000000&sort=price-low&page=2", "/property/1"];
const ROUTES = ["/", "/residential", "/property/:id"];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nivaas-bench-observability-"));

type Destination = ReturnType<typeof pino.destination>;

function destination(name: string): Destination {
  return pino.destination({ dest: path.join(dir, name), sync: false, mkdir: true });
}

/**
 * Runs `observe(i)` REQUESTS times, in bursts when it writes (then waits for `drain`); µs of CPU and wall
 * time per request.
 */
async function measure(label: string, observe: (i: number) => void, drain?: () => Promise<void>) {
  const cpu = process.cpuUsage();
  const startedAt = performance.now();
  if (drain) {
    for (let i = 0; i < REQUESTS; i += BURST) {
      for (let j = i; j < Math.min(i + BURST, REQUESTS); j++) observe(j);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await drain();
  } else {
    // Work without input or output: a plain loop, so the bursts' own cost does not hide it.
    for (let i = 0; i < REQUESTS; i++) observe(i);
  }
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - startedAt;
  const cpuMicros = (used.user + used.system) / REQUESTS;
  print(`| ${label} | ${cpuMicros.toFixed(2)} | ${((wall * 1000) / REQUESTS).toFixed(2)} |`);
  return cpuMicros;
}

/** Ends a destination and waits until it has written all it held. */
function drained(stream: Destination): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once("close", () => resolve());
    stream.once("error", reject);
    stream.end();
  });
}

async function round() {
  // ---- Before: pino per line, prom-client per observation, a random UUID, the URL cleaned per line.
  const beforeOut = destination("before.log");
  const pinoLine = pino(
    {
      level: "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    beforeOut,
  );
  const registry = new client.Registry();
  const histogram = new client.Histogram({
    name: "before_seconds",
    help: "baseline",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const hits = new client.Counter({ name: "before_hits", help: "baseline", registers: [registry] });

  // ---- Now: the server's own code.
  const afterOut = destination("after.log");
  const writer = createRequestLineWriter(afterOut, "info");
  const durations = new RequestDurationHistogram();
  let hitCount = 0;

  const line = (i: number, id: string, url: string): RequestLine => ({
    requestId: id,
    method: "GET",
    url,
    route: ROUTES[i % 3],
    status: 200,
    durationMs: 0.3,
    cache: "hit",
  });

  const results: Record<string, number> = {};
  results["loop alone"] = await measure(
    "the bursts alone (no work)",
    () => {},
    () => Promise.resolve(),
  );
  results["before line"] = await measure(
    "before: request line (pino, URL cleaned per line)",
    (i) => pinoLine.info(line(i, "0b1c7a3e-5d2f-4a61-9e0b-3c2d1f4a5b6c", loggableUrl(URLS[i % 3])), "request"),
    () => drained(beforeOut),
  );
  results["after line"] = await measure(
    "now: request line (by hand, batched, URL remembered)",
    (i) => writer.info(line(i, "0b1c7a3e-5d2f-8a61-9e0b-00000000002a", URLS[i % 3]), "request"),
    async () => {
      writer.flush();
      await drained(afterOut);
    },
  );
  results["before metrics"] = await measure("before: histogram observation and hit counter (prom-client)", (i) => {
    histogram.observe({ method: "GET", route: ROUTES[i % 3], status: "200" }, 0.0003);
    hits.inc();
  });
  results["after metrics"] = await measure("now: histogram observation and hit counter", (i) => {
    durations.observe("GET", ROUTES[i % 3], 200, 0.0003);
    hitCount++;
  });
  // The whole of it for a page-cache hit, in the server's own wrapper (its line goes to standard output,
  // here BENCH_STDOUT or /dev/null): id, header, async context, close listener, metrics, line.
  const req = Object.assign(new EventEmitter(), { method: "GET", url: "/property/1", headers: {} });
  const answer = () => new http.ServerResponse(req as unknown as http.IncomingMessage);
  const observed = observeRequests((request) => notePageCache(request, "hit", "/property/:id"));
  results["whole"] = await measure(
    "now: all of it for a page-cache hit (observeRequests)",
    () => {
      const res = answer();
      observed(req as unknown as http.IncomingMessage, res);
      res.emit("close");
    },
    () => new Promise((resolve) => setTimeout(resolve, 5)),
  );
  results["bare response"] = await measure(
    "the same without observation (a response made and closed)",
    () => answer().emit("close"),
    () => new Promise((resolve) => setTimeout(resolve, 5)),
  );
  results["before id"] = await measure("before: request id (random UUID)", () => crypto.randomUUID());
  results["after id"] = await measure("now: request id", () => requestIdFor(undefined));
  const lines = (name: string) => fs.readFileSync(path.join(dir, name), "utf8").split("\n").length - 1;
  if (lines("before.log") !== REQUESTS || lines("after.log") !== REQUESTS || hitCount !== REQUESTS) {
    throw new Error(`lines written: before ${lines("before.log")}, now ${lines("after.log")} (of ${REQUESTS})`);
  }
  return results;
}

print(
  `bench:observability — ${REQUESTS} requests in bursts of ${BURST}, Node ${process.version}, ` +
    `${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(2)}\n`,
);
try {
  for (const name of ["first round", "second round"]) {
    print(`${name}:\n\n| what | µs CPU per request | µs wall per request |\n|---|---|---|`);
    const r = await round();
    const before = r["before line"] - r["loop alone"] + r["before metrics"] + r["before id"];
    const after = r["after line"] - r["loop alone"] + r["after metrics"] + r["after id"];
    print(
      `\nLine (the bursts' own cost taken off), metrics and id: before ${before.toFixed(2)} µs, now ${after.toFixed(2)} µs.` +
        ` All of it for a hit, now: ${(r["whole"] - r["bare response"]).toFixed(2)} µs.\n`,
    );
    fs.rmSync(path.join(dir, "before.log"));
    fs.rmSync(path.join(dir, "after.log"));
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
