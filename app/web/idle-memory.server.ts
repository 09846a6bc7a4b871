import type { EventEmitter } from "node:events";
import { createRequire } from "node:module";
import v8 from "node:v8";
import vm from "node:vm";
import { compactDatabaseHeap } from "#app/platform/db.server";
import { log } from "#app/platform/log.server";

/**
 * A small server gives back the memory a burst of work left behind as soon as
 * it is idle, instead of holding it until the next burst (ADR 024).
 *
 * Two kinds of memory stay with the process after work that is over:
 * - the JavaScript heap grown under load, mostly garbage (about 200 MB of heap
 *   for 50 MB of live objects after a load run); V8's own memory reducer
 *   shrinks it only some 20 s after the allocations stop. The embedded
 *   database's thread has a heap of its own, compacted at the same time
 *   (idle RSS 219 → 188 MB);
 * - memory that C code freed but glibc's malloc kept: V8 compiling PGlite's
 *   WebAssembly (it tiers hot functions up in the background) and image work
 *   free tens of megabytes in the middle of malloc's heaps, which glibc returns
 *   to the system only when asked (`malloc_trim`): 58 MB of a 223 MB idle
 *   embedded server.
 *
 * The rule: once the server has had no request in flight for IDLE_MS, and it
 * received one since the last give-back (or has just started), it compacts the
 * heap and trims malloc; at most once per MIN_GAP_MS, so a trickle of requests
 * costs at most one collection (tens of milliseconds) that often. A request
 * arriving during one waits for it.
 */
export const IDLE_MS = 1_000;
export const MIN_GAP_MS = 10_000;
const CHECK_EVERY_MS = 250;

/** `server` is the HTTP server (its "request" events, and each response's "close"). */
export function giveBackMemoryWhenIdle(server: EventEmitter, giveBack: () => void = giveBackMemory) {
  let inFlight = 0;
  let lastActivity = Date.now();
  let lastGiveBack = -Infinity;
  let workSinceGiveBack = true; // start-up's own
  server.on("request", (_req: unknown, res: EventEmitter) => {
    inFlight += 1;
    workSinceGiveBack = true;
    res.once("close", () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
  });
  return setInterval(() => {
    const now = Date.now();
    if (!workSinceGiveBack || inFlight > 0 || now - lastActivity < IDLE_MS || now - lastGiveBack < MIN_GAP_MS) return;
    workSinceGiveBack = false;
    lastGiveBack = now;
    giveBack();
  }, CHECK_EVERY_MS).unref();
}

/**
 * A compacting full collection (V8 then unmaps the emptied pages), in the server's thread and in the embedded
 * database's, then malloc's free pages (one malloc for the whole process).
 */
export function giveBackMemory() {
  compactHeap();
  void compactDatabaseHeap()
    .catch((error: unknown) => log.warn({ err: error }, "The embedded database's thread could not compact its heap"))
    .finally(() => trimMalloc?.());
}

/**
 * V8's `gc()` is offered only with --expose-gc; the flag can be set at run
 * time, and the function then exists in contexts created afterwards. A plain
 * full collection frees the garbage but leaves live objects spread over the
 * pages the load grew (measured: 161 MB of heap before, 162 after), so
 * compaction is switched on for this one collection (186 → 83 MB).
 */
const compactHeap: () => void = (() => {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  return () => {
    v8.setFlagsFromString("--compact-on-every-full-gc");
    try {
      gc();
    } finally {
      v8.setFlagsFromString("--no-compact-on-every-full-gc");
    }
  };
})();

/**
 * glibc's `malloc_trim(0)` through koffi (a foreign-function library with
 * prebuilt binaries). Absent where the C library is not glibc (macOS, musl):
 * there is then nothing to call.
 */
export const trimMalloc: (() => void) | undefined = (() => {
  if (process.platform !== "linux") return undefined;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as typeof import("koffi");
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return () => void mallocTrim(0);
  } catch {
    return undefined;
  }
})();
