import { EventEmitter } from "node:events";
import vm from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { giveBackMemory, giveBackMemoryWhenIdle, IDLE_MS, MIN_GAP_MS, trimMalloc } from "#app/web/idle-memory.server";

describe("giving memory back when the server is idle", () => {
  let server: EventEmitter;
  let giveBack: ReturnType<typeof vi.fn<() => void>>;
  let timer: NodeJS.Timeout;

  beforeEach(() => {
    vi.useFakeTimers();
    server = new EventEmitter();
    giveBack = vi.fn<() => void>();
    timer = giveBackMemoryWhenIdle(server, giveBack);
  });
  afterEach(() => {
    clearInterval(timer);
    vi.useRealTimers();
  });

  /** A request arrives; the returned function finishes its response. */
  function request() {
    const res = new EventEmitter();
    server.emit("request", {}, res);
    return () => res.emit("close");
  }

  it("gives back start-up's memory once idle, and nothing more without requests", () => {
    vi.advanceTimersByTime(IDLE_MS - 300);
    expect(giveBack).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(giveBack).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * MIN_GAP_MS);
    expect(giveBack).toHaveBeenCalledTimes(1);
  });

  it("never during a request, and only a second after the last one ended", () => {
    vi.advanceTimersByTime(IDLE_MS + 300); // start-up's
    vi.advanceTimersByTime(MIN_GAP_MS);
    const finish = request();
    vi.advanceTimersByTime(3 * IDLE_MS);
    expect(giveBack).toHaveBeenCalledTimes(1);
    finish();
    vi.advanceTimersByTime(IDLE_MS - 300);
    expect(giveBack).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600);
    expect(giveBack).toHaveBeenCalledTimes(2);
  });

  it("at most once per gap under a trickle of requests", () => {
    vi.advanceTimersByTime(IDLE_MS + 300); // start-up's
    for (let second = 0; second < 25; second++) {
      request()();
      vi.advanceTimersByTime(IDLE_MS + 300);
    }
    // 32.5 s of requests every 1.3 s: one give-back per 10 s gap, not one per idle second.
    expect(giveBack.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(giveBack.mock.calls.length).toBeLessThanOrEqual(4);
  });
});

describe("giveBackMemory", () => {
  it("shrinks a heap that garbage left fragmented", () => {
    const gc = vm.runInNewContext("gc") as () => void; // exposed by the module
    // Objects that survive into the old generation, then all but one in 25 become garbage: every page keeps a few.
    const kept = (() => {
      const all: { i: number; s: string }[] = [];
      for (let i = 0; i < 1_500_000; i++) all.push({ i, s: `x${i % 100}` });
      gc();
      gc();
      return all.filter((_, i) => i % 25 === 0);
    })();
    gc();
    const afterPlainCollection = process.memoryUsage().heapTotal;
    giveBackMemory();
    const afterGiveBack = process.memoryUsage().heapTotal;
    expect(kept).toHaveLength(60_000);
    expect(afterGiveBack).toBeLessThan(afterPlainCollection * 0.6);
  });

  const glibc = Boolean(
    (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
  );
  it.runIf(glibc)("can ask glibc's malloc to return its free pages", () => {
    expect(trimMalloc).toBeTypeOf("function");
    expect(() => trimMalloc?.()).not.toThrow();
  });
});
