/**
 * The tighter heap policy lasts exactly as long as the work that asked for
 * it: overlapping pieces share it, and it ends with the last one, also when
 * that one fails.
 */
import { describe, expect, it } from "vitest";
import { compactHeapUsers, withCompactHeap } from "#app/platform/compact-heap.server";

describe("withCompactHeap", () => {
  it("holds the policy while any piece of work runs and drops it with the last, failed or not", async () => {
    let releaseFirst!: () => void;
    const first = withCompactHeap(() => new Promise<string>((resolve) => (releaseFirst = () => resolve("first"))));
    expect(compactHeapUsers()).toBe(1);
    const second = withCompactHeap(async () => {
      expect(compactHeapUsers()).toBe(2);
      throw new Error("the second piece failed");
    });
    await expect(second).rejects.toThrow("the second piece failed");
    expect(compactHeapUsers()).toBe(1);
    releaseFirst();
    await expect(first).resolves.toBe("first");
    expect(compactHeapUsers()).toBe(0);
  });
});
