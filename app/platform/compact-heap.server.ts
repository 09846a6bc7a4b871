/**
 * A tighter garbage-collection policy for work that makes a great deal of
 * short-lived garbage for a long while (a bulk import of thousands of rows).
 *
 * V8 lets its heap grow to as much as four times what survived the last full
 * collection before collecting again. Through a 5,000-row import that was
 * 150–190 MB of garbage over a live heap of about 65 MB, all of it resident
 * memory. While such work runs, the heap may grow by at most half before a
 * full collection (V8's --heap-growing-percent): the same import then raised
 * the resident memory by 65–76 MB, in the same time.
 *
 * Only while such work runs: for the whole process the same policy cost
 * signed-in pages about a quarter of their throughput (they promote more to
 * the old generation, so full collections came several times a second).
 * docs/benchmarks.md, "Bulk import", has the measurements; ADR 044 the decision.
 *
 * A --heap-growing-percent given on the node command line always wins.
 */
import v8 from "node:v8";
import vm from "node:vm";

const GROWING_PERCENT_WHILE_COMPACT = 50;
/** V8's own value: the growth factor chosen by its heuristics. */
const GROWING_PERCENT_DEFAULT = 0;

const setOnCommandLine = process.execArgv.some((flag) => flag.startsWith("--heap-growing-percent"));
let running = 0;
let collectGarbage: (() => void) | undefined;

/**
 * A full collection now. V8 sets the heap's next limit after each full
 * collection, so a new policy applies only from the next one; this makes that
 * now rather than after the old, loose limit has been reached. (V8's `gc`
 * function, exposed once for this process and taken from a fresh context.)
 */
function collectGarbageNow() {
  if (!collectGarbage) {
    v8.setFlagsFromString("--expose-gc");
    collectGarbage = vm.runInNewContext("gc") as () => void;
  }
  collectGarbage();
}

/** Runs `work` with the tighter policy; it ends when the last such work still running ends. */
export async function withCompactHeap<T>(work: () => Promise<T>): Promise<T> {
  if (setOnCommandLine) return work();
  if (running++ === 0) {
    v8.setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT_WHILE_COMPACT}`);
    collectGarbageNow();
  }
  try {
    return await work();
  } finally {
    if (--running === 0) v8.setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT_DEFAULT}`);
  }
}

/** How many pieces of work run with the tighter policy now (for tests). */
export function compactHeapUsers(): number {
  return running;
}
