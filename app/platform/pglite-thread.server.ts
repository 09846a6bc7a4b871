/**
 * The embedded database (PGlite) on its own thread.
 *
 * PGlite is PostgreSQL compiled to WebAssembly, and it runs each statement
 * synchronously on the thread that calls it. In the server's thread, every
 * statement held every visitor: during a bulk import a 100-row insert with its
 * index updates took 50–90 ms, and the page cache's answers, which need no
 * database, waited behind it (visitors' p99 196–230 ms at 10 connections,
 * docs/benchmarks.md, "Bulk import"). Here PGlite lives in a worker thread and
 * the server talks to it by messages, as it talks to a PostgreSQL server over a
 * socket: the server's thread goes on answering while a statement runs, and on
 * a machine with two cores the two run side by side.
 *
 * The handle offers the part of PGlite's interface that Drizzle and this app
 * use: `query`, `exec`, `transaction` (whose `tx` has `query` and `exec`) and
 * `close`. Values cross the thread by structured clone, so:
 * - a query's `parsers` cannot be sent as functions. Drizzle asks only for
 *   values of some types (dates, timestamps, intervals, numeric arrays) to be
 *   left as PostgreSQL's text, so the rule here is: every parser given is
 *   taken to return the text unchanged, and the thread applies that to the
 *   same types;
 * - the thread's database leaves Drizzle's types (TEXT_TYPES) as text for every
 *   statement, and a query asking only for those is run without parsers of its
 *   own: PGlite copies its whole table of 318 parsers for any query that brings
 *   some (about 80 µs, as long as a small query itself), and Drizzle brings them
 *   to every query. The other statements (backups, restores) read no such value;
 * - a `blob` (COPY … FROM/TO '/dev/blob', used by backups) travels as bytes;
 * - an error comes back as an Error with the same message and PostgreSQL's
 *   fields (`code`, `detail`, `constraint`, …), so callers can still tell a
 *   unique violation (23505) from another failure.
 */
import { Worker } from "node:worker_threads";
import { log } from "./log.server";

export type PgliteQueryOptions = {
  rowMode?: "array" | "object";
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  blob?: Blob | File;
  [option: string]: unknown;
};

export type PgliteResult<Row = Record<string, unknown>> = {
  rows: Row[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
  blob?: Blob;
};

/** What a statement runs on: the database, or one open transaction. */
export type PgliteQueryable = {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ): Promise<PgliteResult<Row>>;
  exec(sql: string, options?: PgliteQueryOptions): Promise<PgliteResult[]>;
};

export type PgliteTransaction = PgliteQueryable & { readonly closed: boolean };

export type PgliteThreadOptions = {
  /** PGlite's folder; omit for an in-memory database. */
  dataDir?: string;
  /**
   * A tarball of a data folder (PGlite's `dumpDataDir`) that an in-memory database starts as, instead of an
   * empty one: the tests open a migrated copy in about 1 s, where creating a database (initdb) takes 3.5 s.
   */
  templateFile?: string;
  /** Extra PostgreSQL start parameters (`-c name=value` pairs). */
  startParams: string[];
};

type Request =
  | { op: "query"; tx?: number; sql: string; params?: unknown[]; options?: MessageOptions }
  | { op: "exec"; tx?: number; sql: string; options?: MessageOptions }
  | { op: "begin" }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "compact" }
  | { op: "close" };

type MessageOptions = Omit<PgliteQueryOptions, "parsers" | "blob"> & { parserTypes?: number[]; blob?: ArrayBuffer };

type Reply = { id: number; result?: unknown; error?: SerializedError };
type SerializedError = { message: string; name: string; stack?: string; [field: string]: unknown };

/** PostgreSQL's type ids that Drizzle's PGlite driver asks to be left as text (see WORKER_SOURCE). */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/**
 * The worker's program, run from source (`eval`): the server's build is one
 * bundle, so the worker cannot be a file of its own. The source is a script
 * or a module, as the process was started (a child process started with
 * --input-type=module makes it a module), so it loads everything with
 * `import()`; PGlite's modules are named by absolute URLs resolved in the
 * server's thread.
 */
const WORKER_SOURCE = String.raw`

function serializeError(error) {
  const plain = { message: String(error && error.message !== undefined ? error.message : error), name: (error && error.name) || "Error", stack: error && error.stack };
  if (error && typeof error === "object") {
    for (const key of Object.keys(error)) {
      const value = error[key];
      if (value === null || ["string", "number", "boolean"].includes(typeof value)) plain[key] = value;
    }
  }
  return plain;
}

const identity = (value) => value;

// What Drizzle asks every query to leave as text (drizzle-orm/pglite/session.js): timestamp, timestamptz,
// interval, date, and the arrays of numeric, timestamp, timestamptz, interval and date.
const TEXT_TYPES = new Set(${JSON.stringify(TEXT_TYPES)});

function optionsFrom(options) {
  if (!options) return undefined;
  const { parserTypes, blob, ...rest } = options;
  // The database's own parsers already leave TEXT_TYPES as text (set after it opened, below).
  if (parserTypes && !parserTypes.every((type) => TEXT_TYPES.has(type))) {
    rest.parsers = Object.fromEntries(parserTypes.map((type) => [type, identity]));
  }
  if (blob) rest.blob = new Blob([blob]);
  return rest;
}

async function sendable(result, transfer) {
  if (!result.blob) return result;
  const bytes = await result.blob.arrayBuffer();
  transfer.push(bytes);
  return { ...result, blob: bytes };
}

const ROLLBACK = Symbol("rollback");

// A compacting full collection of this thread's heap, as app/web/idle-memory.server.ts does for the server's
// (repeated here: this source is run as it is and cannot import the app's modules).
async function heapCompactor() {
  const v8 = await import("node:v8");
  const vm = await import("node:vm");
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc");
  return () => {
    v8.setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      v8.setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
}

let parentPort;
(async () => {
  const threads = await import("node:worker_threads");
  parentPort = threads.parentPort;
  const { workerData } = threads;
  const compactHeap = await heapCompactor();
  const { PGlite } = await import(workerData.pglite);
  const extensions = {};
  for (const [name, url] of Object.entries(workerData.extensions)) extensions[name] = (await import(url))[name];
  const template = workerData.templateFile
    ? new Blob([(await import("node:fs")).readFileSync(workerData.templateFile)])
    : undefined;
  const database = await PGlite.create({
    ...(workerData.dataDir ? { dataDir: workerData.dataDir } : {}),
    ...(template ? { loadDataDir: template } : {}),
    // After each statement PGlite hands the file system a "sync" and, unless relaxed, waits on a
    // lock for it. Both file systems used here (a directory on disk, written through as PostgreSQL
    // writes; and memory) have nothing to sync, so the wait only cost 60-130 µs a statement.
    relaxedDurability: true,
    extensions,
    startParams: [...PGlite.defaultStartParams, ...workerData.startParams],
  });
  // After opening: opening sets the array types' parsers, which would otherwise parse these arrays.
  for (const type of TEXT_TYPES) database.parsers[type] = identity;
  const transactions = new Map();
  const on = (message) => {
    if (message.tx === undefined) return database;
    const open = transactions.get(message.tx);
    if (!open) throw new Error("The transaction has already ended");
    return open.tx;
  };
  parentPort.on("message", async ({ id, request }) => {
    const transfer = [];
    try {
      switch (request.op) {
        case "query": {
          const result = await on(request).query(request.sql, request.params, optionsFrom(request.options));
          parentPort.postMessage({ id, result: await sendable(result, transfer) }, transfer);
          return;
        }
        case "exec": {
          const results = await on(request).exec(request.sql, optionsFrom(request.options));
          const sent = [];
          for (const result of results) sent.push(await sendable(result, transfer));
          parentPort.postMessage({ id, result: sent }, transfer);
          return;
        }
        case "begin": {
          let begun = false;
          const ended = database.transaction(
            (tx) =>
              new Promise((commit, rollback) => {
                transactions.set(id, { tx, commit, rollback });
                begun = true;
                parentPort.postMessage({ id, result: null });
              }),
          );
          ended.then(
            () => parentPort.postMessage({ id: transactions.get(id).endId, result: null }),
            (error) => {
              if (!begun) return parentPort.postMessage({ id, error: serializeError(error) });
              const endId = transactions.get(id).endId;
              parentPort.postMessage(error === ROLLBACK ? { id: endId, result: null } : { id: endId, error: serializeError(error) });
            },
          ).finally(() => transactions.delete(id));
          return;
        }
        case "end": {
          const open = transactions.get(request.tx);
          if (!open) throw new Error("The transaction has already ended");
          open.endId = id;
          if (request.commit) open.commit();
          else open.rollback(ROLLBACK);
          return;
        }
        case "compact": {
          compactHeap();
          parentPort.postMessage({ id, result: null });
          return;
        }
        case "close": {
          await database.close();
          parentPort.postMessage({ id, result: null });
          return;
        }
      }
    } catch (error) {
      parentPort.postMessage({ id, error: serializeError(error) });
    }
  });
  parentPort.postMessage({ id: 0, result: "ready" });
})().catch((error) => parentPort.postMessage({ id: 0, error: serializeError(error) }));
`;

/**
 * The PostgreSQL extensions the embedded database loads (each a module of PGlite's contrib/ exporting it by that
 * name): trigram search, and straight-line distances (earthdistance, which builds on cube).
 */
export const EXTENSIONS = ["pg_trgm", "cube", "earthdistance"] as const;

export class PgliteThread implements PgliteQueryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    // Each reply is settled on a loop turn of its own (the check phase). Node hands a thread's messages over in
    // batches, and a batch also takes the messages that arrive while its handlers run: a chain of quick statements,
    // each sent from the previous one's reply, could otherwise be answered whole without the event loop serving any
    // request in between (seen on a fast machine: 20 statements, no turn).
    worker.on("message", (reply: Reply) => setImmediate(() => this.#settle(reply)));
    worker.on("error", (error) => this.#fail(error));
    worker.on("exit", (code) => this.#fail(new Error(`The embedded database's thread ended (exit code ${code})`)));
  }

  /** Starts the thread and opens the database in it (PGlite.create); rejects with PGlite's own error. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      // The thread's own objects are messages and result rows, short-lived and small: a young generation of
      // 8 MB (V8's default grows to 48) kept the server's RSS after a load run 30 MB lower, at the same rate.
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
      workerData: {
        pglite: import.meta.resolve("@electric-sql/pglite"),
        extensions: Object.fromEntries(
          EXTENSIONS.map((name) => [name, import.meta.resolve(`@electric-sql/pglite/contrib/${name}`)]),
        ),
        dataDir: options.dataDir,
        templateFile: options.templateFile,
        startParams: options.startParams,
      },
    });
    const thread = new PgliteThread(worker);
    const ready = new Promise((resolve, reject) => thread.#pending.set(0, { resolve, reject }));
    try {
      await ready;
    } catch (error) {
      thread.#failure = error as Error;
      await worker.terminate();
      throw error;
    }
    worker.unref();
    return thread;
  }

  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: PgliteQueryOptions) {
    return this.#queryOn(undefined, sql, params, options) as Promise<PgliteResult<Row>>;
  }

  exec(sql: string, options?: PgliteQueryOptions) {
    return this.#execOn(undefined, sql, options);
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back
   * when it throws (and the error passed on). Other statements wait until it
   * ends, as on PGlite itself (one connection).
   */
  async transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const begin = this.#send({ op: "begin" });
    await begin.promise;
    const id = begin.id;
    let closed = false;
    const tx: PgliteTransaction = {
      query: <Row>(sql: string, params?: unknown[], options?: PgliteQueryOptions) =>
        this.#queryOn(id, sql, params, options) as Promise<PgliteResult<Row>>,
      exec: (sql, options) => this.#execOn(id, sql, options),
      get closed() {
        return closed;
      },
    };
    let outcome: T;
    try {
      outcome = await work(tx);
    } catch (error) {
      closed = true;
      // The work's error is the one to report; a rollback that fails too (the thread gone) only adds to it.
      await this.#send({ op: "end", tx: id, commit: false }).promise.catch(() => {});
      throw error;
    }
    closed = true;
    await this.#send({ op: "end", tx: id, commit: true }).promise;
    return outcome;
  }

  /** A compacting full collection of the thread's own heap: what the server does with its own when idle. */
  async compactHeap() {
    if (this.#failure) return;
    await this.#send({ op: "compact" }).promise;
  }

  async close() {
    if (this.#failure) return;
    await this.#send({ op: "close" }).promise;
    this.#failure = new Error("The embedded database is closed");
    await this.#worker.terminate();
  }

  async #queryOn(tx: number | undefined, sql: string, params?: unknown[], options?: PgliteQueryOptions) {
    const result = (await this.#send({ op: "query", tx, sql, params, options: await messageOptions(options) })
      .promise) as PgliteResult & { blob?: ArrayBuffer | Blob };
    return withBlob(result);
  }

  async #execOn(tx: number | undefined, sql: string, options?: PgliteQueryOptions) {
    const results = (await this.#send({ op: "exec", tx, sql, options: await messageOptions(options) })
      .promise) as PgliteResult[];
    return results.map(withBlob);
  }

  /** Sends one request; its reply settles `promise`. The thread keeps the process alive only while a reply is due. */
  #send(request: Request): { id: number; promise: Promise<unknown> } {
    const id = this.#nextId++;
    const promise = new Promise<unknown>((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, request });
    });
    return { id, promise };
  }

  #settle(reply: Reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.error) pending.reject(deserializeError(reply.error));
    else pending.resolve(reply.result);
  }

  /** The thread failed or ended: every statement waiting, and every later one, gets `error`. */
  #fail(error: Error) {
    // Once closed, the thread's end is expected; otherwise the site has lost its database.
    if (!this.#failure) log.error({ err: error }, "The embedded database's thread failed; no statement can run");
    this.#failure ??= error;
    for (const [id, pending] of this.#pending) {
      this.#pending.delete(id);
      pending.reject(error);
    }
  }
}

async function messageOptions(options: PgliteQueryOptions | undefined): Promise<MessageOptions | undefined> {
  if (!options) return undefined;
  const { parsers, blob, ...rest } = options;
  return {
    ...rest,
    ...(parsers ? { parserTypes: Object.keys(parsers).map(Number) } : {}),
    ...(blob ? { blob: await blob.arrayBuffer() } : {}),
  };
}

function withBlob(result: PgliteResult & { blob?: ArrayBuffer | Blob }): PgliteResult {
  return result.blob instanceof ArrayBuffer ? { ...result, blob: new Blob([result.blob]) } : (result as PgliteResult);
}

function deserializeError(serialized: SerializedError): Error {
  const { message, name, stack, ...fields } = serialized;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  // Where it was raised in the database's thread, then where the statement was sent from.
  if (stack)
    error.stack = `${stack}\n    --- sent from ---\n${new Error().stack?.split("\n").slice(1).join("\n") ?? ""}`;
  return error;
}
