import { describe, expect, it } from "vitest";
import { tabIndexForKey } from "#app/lib/tab-keys";

describe("tabIndexForKey", () => {
  it("moves with the arrows, going round at either end", () => {
    expect(tabIndexForKey("ArrowRight", 0, 4)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 3, 4)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 2, 4)).toBe(1);
    expect(tabIndexForKey("ArrowLeft", 0, 4)).toBe(3);
  });

  it("goes to the first tab on Home and the last on End", () => {
    expect(tabIndexForKey("Home", 2, 4)).toBe(0);
    expect(tabIndexForKey("End", 1, 4)).toBe(3);
  });

  it("leaves every other key alone", () => {
    for (const key of ["Enter", " ", "Tab", "ArrowUp", "ArrowDown", "a"])
      expect(tabIndexForKey(key, 1, 4)).toBeUndefined();
  });
});
