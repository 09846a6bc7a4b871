/**
 * The request lines' writer (app/platform/log.server.ts): pino's format built
 * by hand, every line written (batched, never sampled), and nothing held back
 * lost when the process exits, stops on SIGTERM or dies of an uncaught error.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createRequestLineWriter, isoTime, type RequestLine } from "#app/platform/log.server";

function capture(level = "info") {
  const writes: string[] = [];
  const writer = createRequestLineWriter({ write: (text: string) => void writes.push(text) }, level);
  const entries = () =>
    writes
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { writer, writes, entries };
}

const line = (overrides: Partial<RequestLine> = {}): RequestLine => ({
  requestId: "0b1c7a3e-5d2f-8a61-9e0b-00000000002a",
  method: "GET",
  url: "/property/1",
  route: "/property/:id",
  status: 200,
  durationMs: 0.4,
  cache: "hit",
  ...overrides,
});

describe("the request line", () => {
  it("is one JSON object per line in pino's shape: level, time, pid, hostname, the fields, msg", () => {
    const { writer, entries, writes } = capture();
    writer.info(line(), "request");
    writer.error(line({ status: 503, cache: "bypass", durationMs: 12.3 }), "request");
    writer.flush();
    expect(writes).toHaveLength(1);
    const [hit, failed] = entries();
    expect(Object.keys(hit)).toEqual([
      "level",
      "time",
      "pid",
      "hostname",
      "requestId",
      "method",
      "url",
      "route",
      "status",
      "durationMs",
      "cache",
      "msg",
    ]);
    expect(hit).toMatchObject({ level: "info", pid: process.pid, status: 200, durationMs: 0.4, msg: "request" });
    expect(new Date(String(hit.time)).toISOString()).toBe(hit.time);
    expect(failed).toMatchObject({ level: "error", status: 503, cache: "bypass", durationMs: 12.3 });
  });

  it("escapes what JSON must escape: a hostile URL stays inside its own line", () => {
    const { writer, entries } = capture();
    const hostile = '/search?q="}\n{"level":"fatal"}\\\u0001\u2028 मुंबई 😀\ud800';
    writer.info(line({ url: hostile }), "request");
    writer.info(line({ url: "/next" }), "request");
    writer.flush();
    const [first, second] = entries();
    expect(first.url).toBe(hostile);
    expect(second.url).toBe("/next");
  });

  it("follows the log level: warn keeps only 5xx lines, silent none", () => {
    const warn = capture("warn");
    warn.writer.info(line(), "request");
    warn.writer.error(line({ status: 500 }), "request");
    warn.writer.flush();
    expect(warn.entries().map((entry) => entry.status)).toEqual([500]);
    const silent = capture("silent");
    silent.writer.error(line({ status: 500 }), "request");
    silent.writer.flush();
    expect(silent.writes).toEqual([]);
  });

  it("is batched: one write 50 ms after the first line, or at once when 64 KB are held", async () => {
    const { writer, writes, entries } = capture();
    for (let i = 0; i < 3; i++) writer.info(line({ url: `/p/${i}` }), "request");
    expect(writes).toHaveLength(0);
    await expect.poll(() => writes.length).toBe(1);
    expect(entries().map((entry) => entry.url)).toEqual(["/p/0", "/p/1", "/p/2"]);
    const long = "/x?" + "a".repeat(1000);
    for (let i = 0; i < 70; i++) writer.info(line({ url: long }), "request");
    expect(writes.length).toBeGreaterThan(1);
    writer.flush();
    expect(entries()).toHaveLength(73);
  });

  it("writes a 5xx answer's line at once, with the lines held before it", () => {
    const { writer, writes, entries } = capture();
    writer.info(line({ url: "/a" }), "request");
    writer.error(line({ url: "/b", status: 500 }), "request");
    expect(writes).toHaveLength(1);
    expect(entries().map((entry) => entry.url)).toEqual(["/a", "/b"]);
  });
});

/** Runs a process that writes `count` request lines to its standard output and then ends as `ending` says. */
function linesWrittenBy(ending: string, count = 20_000): Promise<{ lines: string[]; code: number | null }> {
  const script = `
    import { requestLog } from "#app/platform/log.server";
    process.on("SIGTERM", () => process.exit(0)); // as server.mjs's graceful stop ends
    for (let i = 0; i < ${count}; i++) {
      requestLog.info({ requestId: "id-" + i, method: "GET", url: "/p/" + i, route: "/p/:id", status: 200,
        durationMs: 0.1, cache: "hit" }, "request");
    }
    ${ending}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, LOG_LEVEL: "info", LOG_FORMAT: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.resume();
    child.once("error", reject);
    child.once("close", (code) =>
      resolve({ lines: out.split("\n").filter((text) => text.includes('"request"')), code }),
    );
  });
}

describe("no request line is lost when the process ends", () => {
  for (const [name, ending, exitCode] of [
    ["process.exit", "process.exit(0);", 0],
    ["SIGTERM (graceful stop)", 'process.kill(process.pid, "SIGTERM"); setTimeout(() => {}, 5000);', 0],
    ["an uncaught exception", 'throw new Error("fatal");', 1],
    ["an unhandled rejection", 'await Promise.reject(new Error("fatal"));', 1],
  ] as const) {
    it(`on ${name}`, async () => {
      const { lines, code } = await linesWrittenBy(ending);
      expect(code).toBe(exitCode);
      expect(lines).toHaveLength(20_000);
      expect(new Set(lines.map((text) => (JSON.parse(text) as { requestId: string }).requestId)).size).toBe(20_000);
    }, 30_000);
  }
});

describe("the line's time", () => {
  it("is Date#toISOString's text, across milliseconds, seconds, days and years", () => {
    const start = Date.UTC(2026, 11, 31, 23, 59, 58, 990);
    const times = [0, 1, 9, 10, 99, 100, 999, 1000, 1009, 1010, 2009, 2010, 86_400_000 + 7].map((d) => start + d);
    // Out of order and repeated too: the second's text is remembered, never assumed.
    for (const time of [...times, ...times.reverse(), start, start]) {
      expect(isoTime(time)).toBe(new Date(time).toISOString());
    }
  });
});
