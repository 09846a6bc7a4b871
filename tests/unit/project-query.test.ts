import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROJECT_QUERY,
  clearedProjectHref,
  hasActiveFilters,
  parseProjectQuery,
  projectPageHref,
  projectQueryToSearch,
} from "#app/lib/project-query";

const parse = (search: string) => parseProjectQuery(new URLSearchParams(search));

describe("parseProjectQuery", () => {
  it("clamps area bounds to the integer column and pages to the last allowed page", () => {
    const q = parse("minArea=2147483648&maxArea=99999999999&minPrice=99999999999999999&page=99999999999");
    expect([q.minArea, q.maxArea]).toEqual([2 ** 31 - 1, 2 ** 31 - 1]);
    expect(q.minPrice).toBe(1_000_000_000_000);
    expect(q.page).toBe(100_000);
  });

  it("gives the defaults for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_PROJECT_QUERY);
  });

  it("reads every filter, sort, view and page", () => {
    expect(
      parse(
        "search=Skyline&location=Pune&status=upcoming&type=Mixed+Use&developer=Tulsi+Homes&minPrice=5000000&maxPrice=20000000" +
          "&minArea=500&maxArea=1500&amenities=Gym&amenities=Swimming+Pool&bbox=73.7,18.5,73.9,18.6&sort=rating&view=list&page=3",
      ),
    ).toEqual({
      search: "Skyline",
      location: "Pune",
      status: "upcoming",
      type: "Mixed Use",
      developer: "Tulsi Homes",
      minPrice: 5_000_000,
      maxPrice: 20_000_000,
      minArea: 500,
      maxArea: 1500,
      amenities: ["Swimming Pool", "Gym"],
      bbox: [73.7, 18.5, 73.9, 18.6],
      poly: null,
      ignoredArea: [],
      sort: "rating",
      view: "list",
      page: 3,
    });
  });

  it("drops values it cannot use instead of failing", () => {
    const query = parse(
      "status=sold&sort=cheapest&view=table&page=abc&minPrice=-5&maxPrice=lots&minArea=1e5&maxArea=&amenities=Helipad",
    );
    expect(query).toEqual(DEFAULT_PROJECT_QUERY);
  });

  it("clamps pages and huge numbers", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=-2").page).toBe(1);
    expect(parse("page=2.7").page).toBe(2);
    expect(parse("page=99999999999999999999").page).toBe(100_000);
    expect(parse("maxPrice=999999999999999999999999").maxPrice).toBe(1_000_000_000_000);
  });

  it("accepts grouped numbers and swaps a reversed range", () => {
    const query = parse("minPrice=2,00,00,000&maxPrice=50,00,000&minArea=2000&maxArea=1000");
    expect([query.minPrice, query.maxPrice]).toEqual([5_000_000, 20_000_000]);
    expect([query.minArea, query.maxArea]).toEqual([1000, 2000]);
  });

  it("tidies text: trims, collapses spaces, removes control characters, bounds the length", () => {
    expect(parse("search=%20%20Sky%00line%0A%20Residency%20").search).toBe("Sky line Residency");
    expect(parse(`search=${"x".repeat(500)}`).search).toHaveLength(100);
  });

  it("ignores repeated amenities", () => {
    expect(parse("amenities=Gym&amenities=Gym").amenities).toEqual(["Gym"]);
  });
});

describe("projectQueryToSearch", () => {
  it("leaves out defaults", () => {
    expect(projectQueryToSearch(DEFAULT_PROJECT_QUERY)).toBe("");
    expect(projectQueryToSearch({ ...DEFAULT_PROJECT_QUERY, page: 1, sort: "relevance", view: "grid" })).toBe("");
  });

  it("round-trips through parseProjectQuery", () => {
    const query = {
      ...DEFAULT_PROJECT_QUERY,
      search: "a & b",
      location: "Andheri West",
      status: "ongoing" as const,
      developer: "Sahyadri Infra",
      minArea: 400,
      amenities: ["Gym", "Parking"],
      sort: "price-high" as const,
      view: "list" as const,
      page: 4,
    };
    expect(parse(projectQueryToSearch(query).slice(1))).toEqual(query);
  });
});

describe("links", () => {
  const query = { ...parse("status=ongoing&sort=rating&view=list&page=2"), amenities: ["Gym"] };

  it("builds page links with the whole state", () => {
    expect(projectPageHref(query, 3)).toBe("/projects?status=ongoing&amenities=Gym&sort=rating&view=list&page=3");
    expect(projectPageHref(query, 1)).toBe("/projects?status=ongoing&amenities=Gym&sort=rating&view=list");
  });

  it("clears filters but keeps sort and view", () => {
    expect(clearedProjectHref(query)).toBe("/projects?sort=rating&view=list");
  });

  it("knows when filters are set", () => {
    expect(hasActiveFilters(DEFAULT_PROJECT_QUERY)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PROJECT_QUERY, sort: "rating", page: 3 })).toBe(false);
    expect(hasActiveFilters(query)).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_PROJECT_QUERY, minArea: 0 })).toBe(true);
  });
});
