import { describe, expect, it } from "vitest";
import { COMPARE_LIMIT, compareHref, leftOutNotice, parseCompareIds } from "#app/lib/compare";
import { isCacheableRequest } from "#app/web/page-cache.server";
import { COMPARE_COOKIE, RECENT_COOKIE } from "#app/web/visitor-lists.server";

describe("a /compare link's ids", () => {
  it("reads ids in order, with commas, spaces or dots between them", () => {
    expect(parseCompareIds("3,1,2")).toEqual({ ids: [3, 1, 2], invalid: 0, repeated: 0, overLimit: 0 });
    expect(parseCompareIds(" 3 , 1.2 ").ids).toEqual([3, 1, 2]);
    expect(leftOutNotice(parseCompareIds("3,1,2"))).toBeNull();
  });

  it("shows a repeated id once, leaves garbage out and keeps the first four", () => {
    expect(parseCompareIds("5,5,6")).toMatchObject({ ids: [5, 6], repeated: 1 });
    expect(parseCompareIds("abc,-1,0,1e3,99999999999,7")).toMatchObject({ ids: [7], invalid: 5 });
    const fifty = parseCompareIds(Array.from({ length: 50 }, (_, i) => i + 1).join(","));
    expect(fifty.ids).toEqual([1, 2, 3, 4]);
    expect(fifty.overLimit).toBe(46);
    expect(leftOutNotice(fifty)).toMatch(`only the first ${COMPARE_LIMIT} properties are compared`);
    expect(parseCompareIds(null).ids).toEqual([]);
    expect(parseCompareIds("9".repeat(100_000)).ids).toEqual([]);
  });

  it("is shared as /compare?ids=…", () => {
    expect(compareHref([4, 2])).toBe("/compare?ids=4,2");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("the page cache and the visitor's lists", () => {
  it("never serves or keeps a page for a request carrying the compare or recently viewed cookie", () => {
    expect(isCacheableRequest("GET", "/", undefined)).toBe(true);
    expect(isCacheableRequest("GET", "/", "theme=dark")).toBe(true);
    expect(isCacheableRequest("GET", "/", `${RECENT_COOKIE}=p1`)).toBe(false);
    expect(isCacheableRequest("GET", "/property/1", `a=b; ${COMPARE_COOKIE}=1.2`)).toBe(false);
    expect(isCacheableRequest("GET", "/compare?ids=1,2", undefined)).toBe(true);
    expect(isCacheableRequest("GET", "/account", undefined)).toBe(false);
  });
});
