/**
 * The server's log: one JSON object per line on standard output (pino), for a
 * log collector to parse. Every line carries its time, level and, when written
 * while a request is being answered, that request's id (the `X-Request-Id` it
 * is answered with), so an error can be found next to the request line that
 * caused it.
 *
 * LOG_LEVEL: trace, debug, info (default), warn, error, fatal or silent.
 * LOG_FORMAT=pretty: coloured, human-readable lines for development (needs the
 * pino-pretty development dependency; without it the lines stay JSON).
 *
 * What never goes into a line: passwords, sign-in codes, reset and
 * verification tokens, session tokens and cookies, full phone numbers. Code
 * that logs passes no such values; as a second guard, fields named like a
 * secret are replaced by "[redacted]", query parameters named like one are
 * blanked in logged URLs, the parameters of a failed query (which may hold
 * any of them) are cut from error messages, and phone numbers in text keep
 * only their last four digits. Messages sent without a provider (the outbox)
 * are written to their own file instead (app/platform/notifier.server.ts).
 */
import { createRequire } from "node:module";
import os from "node:os";
import pino, { type DestinationStream, type Logger } from "pino";
import { contextSlot } from "#app/platform/request-context.server";

/** What is known about the request being answered: its id, its route and whether the page cache answered it. */
export type RequestRecord = { id: string; route?: string; cache?: "hit" | "miss" | "bypass" };

const requests = contextSlot<RequestRecord>("request");

/** Runs `work` (and everything it starts) as part of answering the request `record` describes. */
export function runForRequest<T>(record: RequestRecord, work: () => T): T {
  return requests.run(record, work);
}

/** The request being answered, when called while answering one. */
export function currentRequest(): RequestRecord | undefined {
  return requests.get();
}

export const REDACTED = "[redacted]";

/** Field names whose values are secrets wherever they appear in a logged object (one level deep). */
const SECRET_FIELDS = [
  "password",
  "newPassword",
  "currentPassword",
  "token",
  "sessionToken",
  "otp",
  "cookie",
  "authorization",
  "secret",
];

/** A query parameter with a name like these carries a secret (reset, unsubscribe and verification links). */
const SECRET_PARAMETER = /token|code|otp|password|secret|signature|key/i;

/**
 * A phone number written in text: ten or more digits, with an optional + and
 * spaces or hyphens between them, not part of a longer word or number.
 */
const PHONE_NUMBER = /(?<![\w.+-])\+?\d(?:[ -]?\d){9,14}(?![\w.])/g;

/** A phone number with all but its last four digits hidden: "+91 98765 43210" → "+*********3210". */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `${phone.startsWith("+") ? "+" : ""}${"*".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** An e-mail address as logs show it: its first letter and its domain ("a***@example.com"). */
export function maskEmailAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 1) return REDACTED;
  return `${address[0]}***${address.slice(at)}`;
}

/** A message's recipient (a phone number or an e-mail address) as logs show it. */
export function maskRecipient(recipient: string): string {
  return recipient.includes("@") ? maskEmailAddress(recipient) : maskPhoneNumber(recipient);
}

/**
 * Text safe to log: a failed query's parameters (Drizzle's "params: …" line,
 * which may hold a password hash, a token or a phone number) are cut, and
 * phone numbers keep their last four digits.
 */
export function scrubText(text: string): string {
  return text.replace(/(^|\n)params: [^\n]*/g, `$1params: ${REDACTED}`).replace(PHONE_NUMBER, maskPhoneNumber);
}

/** A request URL for the log: the values of query parameters named like secrets blanked, at most 500 characters. */
export function loggableUrl(url: string): string {
  const query = url.indexOf("?");
  if (query === -1) return url.slice(0, 500);
  const parts = url
    .slice(query + 1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const name = equals === -1 ? part : part.slice(0, equals);
      return equals !== -1 && SECRET_PARAMETER.test(name) ? `${name}=${REDACTED}` : part;
    });
  return scrubText(`${url.slice(0, query)}?${parts.join("&")}`).slice(0, 500);
}

type SerializedError = { type?: string; message?: string; stack?: string; [key: string]: unknown };

/** pino's error serializer (type, message, stack with causes, own fields), scrubbed; a failed query's parameters are left out. */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return typeof error === "string" ? scrubText(error) : error;
  const serialized = pino.stdSerializers.err(error) as SerializedError;
  delete serialized.params;
  if (typeof serialized.message === "string") serialized.message = scrubText(serialized.message);
  if (typeof serialized.stack === "string") serialized.stack = scrubText(serialized.stack);
  return serialized;
}

function prettyStream(): DestinationStream | undefined {
  try {
    // Loaded only when asked for: a development dependency, absent from production installs.
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname" });
  } catch {
    return undefined;
  }
}

/** A logger with the rules above, writing to `destination` (standard output unless given). */
export function createLogger(
  options: { level?: string; format?: string } = {},
  destination?: DestinationStream,
): Logger {
  const pretty = options.format === "pretty" && !destination ? prettyStream() : undefined;
  const logger = pino(
    {
      level: options.level || "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
      redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`)], censor: REDACTED },
      // The request id of the request being answered, on every line written meanwhile.
      mixin: () => {
        const request = requests.get();
        return request ? { requestId: request.id } : {};
      },
      hooks: {
        // A message's own text is scrubbed as error texts are (a phone number in it keeps four digits).
        logMethod(args, method) {
          const last = args.length - 1;
          if (typeof args[last] === "string") args[last] = scrubText(args[last] as string);
          return method.apply(this, args as Parameters<typeof method>);
        },
      },
    },
    destination ?? pretty ?? standardOutput(),
  );
  return logger;
}

/**
 * Standard output, written synchronously (pino's default). An asynchronous
 * destination writes from libuv's thread pool; at exit its last write could
 * still be under way while the exit hook wrote the rest synchronously, and
 * the two interleaved inside lines (a corrupt line in tests/unit/request-log.test.ts
 * under load). The request lines are written in batches of up to 64 KB, so a
 * synchronous write is paid a few times a second, not per request.
 */
function standardOutput() {
  return pino.destination({ dest: 1, sync: true });
}

const pretty = process.env.LOG_FORMAT === "pretty" ? prettyStream() : undefined;
const destination = pretty ?? standardOutput();

/** The process's logger. */
export const log: Logger = createLogger({ level: process.env.LOG_LEVEL }, destination);
if (process.env.LOG_FORMAT === "pretty" && !pretty) {
  log.warn("LOG_FORMAT=pretty needs the pino-pretty package (a development dependency); writing JSON lines");
}

/**
 * A request line's fields, each built by its caller from safe parts
 * (app/web/observability.server.ts). `requestId` and `method` are written as
 * they are, unquoted by JSON's rules: an id is letters, digits and `._:-`
 * (observability's requestIdFor) and a method is an HTTP token (Node's parser
 * accepts no other); the URL and the route are escaped when they need it.
 */
export type RequestLine = {
  requestId: string;
  method: string;
  url: string;
  route: string;
  status: number;
  durationMs: number;
  cache: "hit" | "miss" | "bypass";
};

/** Writes request lines: `info` for answers, `error` for 5xx ones; `flush` sends what is held back now. */
export type RequestLineWriter = {
  info(line: RequestLine, message: string): void;
  error(line: RequestLine, message: string): void;
  flush(): void;
};

/**
 * A batch is written once it holds this many characters, or BATCH_MS after its
 * first line. Each write has a cost whatever its size (when the destination
 * was asynchronous, a trip to another thread and back, about 30 µs of CPU):
 * at 1 ms a busy server made a thousand such writes a second, 6–12 µs per request, more
 * than building the lines. At 50 ms it makes at most 20 by time (a full batch
 * at 25,000 requests a second is about 40 ms of lines), and a line reaches the
 * log at most 50 ms after its answer.
 */
const BATCH_CHARS = 64 * 1024;
const BATCH_MS = 50;
/** pino's level numbers: a line is written when its level is at least the logger's. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/**
 * The request lines' own writer, on the same output as `log`: one line per
 * request is the log's hot path (a page-cache hit costs about 90 µs of the
 * server's time, and the budget for observing it is 5 % of that, ADR 028), so
 * it skips pino and its guards. Each line is built by hand in pino's format
 * (level, time, pid, hostname, the fields, msg) from parts that need no
 * escaping or are escaped here, and lines are batched: appended to a string
 * and handed to the destination in one write when the batch reaches 64 KB or
 * 50 ms after its first line (one write per batch instead of one
 * per line, which cost most of a line's 10 µs). A 5xx answer's line is written
 * at once, with what is held before it. Nothing is sampled:
 * every request has its line. What is held back is written synchronously when
 * the process exits (process.exit, SIGTERM's graceful stop, an uncaught
 * exception or rejection), so no line is lost that way. The caller builds
 * every field from safe parts: the URL through loggableUrl, no headers, no bodies.
 */
export function createRequestLineWriter(
  destination: DestinationStream & { flushSync?: () => void },
  level = "info",
): RequestLineWriter {
  const threshold = LEVELS[level] ?? (level === "silent" ? Infinity : LEVELS.info);
  const prefix = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())},"requestId":`;
  let pending = "";
  let armed = false;
  // One timer, re-armed with refresh() (a timer that has fired may be; a cleared one may not).
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    armed = false;
    if (pending === "") return;
    const text = pending;
    pending = "";
    destination.write(text);
  }

  function write(levelName: string, line: RequestLine, message: string) {
    pending +=
      `{"level":"${levelName}","time":"${isoTime(Date.now())}"${prefix}"${line.requestId}"` +
      `,"method":"${line.method}","url":${quote(line.url)},"route":${quote(line.route)}` +
      `,"status":${line.status},"durationMs":${line.durationMs},"cache":"${line.cache}"` +
      `,"msg":${quote(message)}}\n`;
    if (pending.length >= BATCH_CHARS) flush();
    else if (!armed) {
      armed = true;
      if (timer) timer.refresh();
      else timer = setTimeout(flush, BATCH_MS).unref();
    }
  }

  process.on("exit", () => {
    flush();
    try {
      destination.flushSync?.();
    } catch {
      // Nothing more can be done while exiting (a closed pipe, say).
    }
  });

  return {
    info: (line, message) => void (threshold <= LEVELS.info && write("info", line, message)),
    error: (line, message) => {
      if (threshold > LEVELS.error) return;
      write("error", line, message);
      flush();
    },
    flush,
  };
}

let isoSecond = -1;
let isoSecondText = "";
// Consecutive lines in one millisecond reuse its text.
let isoTimeOf = -1;
let isoTimeText = "";
/**
 * The ISO time of a millisecond (what `Date#toISOString` gives), with the
 * text up to its second ("2026-12-03T10:41:07.") formatted once per second:
 * a busy server writes thousands of lines a second.
 */
export function isoTime(now: number): string {
  if (now === isoTimeOf) return isoTimeText;
  isoTimeOf = now;
  const second = Math.floor(now / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoSecondText = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const millisecond = now - second * 1000;
  isoTimeText = `${isoSecondText}${String(millisecond).padStart(3, "0")}Z`;
  return isoTimeText;
}

/** A JSON string literal: written as it is when it holds nothing JSON must escape. */
function quote(text: string): string {
  return NEEDS_ESCAPING.test(text) ? JSON.stringify(text) : `"${text}"`;
}
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;

/** The request lines' writer for this process (see createRequestLineWriter). */
export const requestLog: RequestLineWriter = createRequestLineWriter(destination, process.env.LOG_LEVEL || "info");

/** Whether anything is logged at all (LOG_LEVEL=silent turns the log off). */
export const loggingEnabled = log.level !== "silent";
