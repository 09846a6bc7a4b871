import { describe, expect, it } from "vitest";
import { MAX_QUERY_AREA, parseAmount, parseArea } from "#app/lib/query-values";
import {
  activeFilterCount,
  clearedQuery,
  DEFAULT_PROPERTY_QUERY,
  OPEN_BUDGET_MAX,
  parseBudget,
  parsePropertyQuery,
  propertyPath,
  propertyQueryHref,
  propertyQueryParams,
  sortOptions,
} from "#app/lib/property-query";

describe("parseBudget (the home hero's budget)", () => {
  it("reads a min-max range", () => {
    expect(parseBudget("5000000-10000000")).toEqual({ min: 5_000_000, max: 10_000_000 });
    expect(parseBudget("0-5000000")).toEqual({ min: 0, max: 5_000_000 });
  });
  it("reads 'n+' as from n up to 999999999", () => {
    expect(parseBudget("50000000+")).toEqual({ min: 50_000_000, max: OPEN_BUDGET_MAX });
    expect(OPEN_BUDGET_MAX).toBe(999_999_999);
  });
  it("reads a single number as a maximum", () => {
    expect(parseBudget("7500000")).toEqual({ min: null, max: 7_500_000 });
  });
  it("puts a reversed range the right way round", () => {
    expect(parseBudget("10000000-5000000")).toEqual({ min: 5_000_000, max: 10_000_000 });
  });
  it("ignores anything else", () => {
    for (const bad of ["", "abc", "-5", "1-2-3", "5e9", "+", "12abc"])
      expect(parseBudget(bad)).toEqual({ min: null, max: null });
  });
});

describe("developer", () => {
  it("is read from the URL, written back, and counts as a filter", () => {
    const query = parsePropertyQuery("commercial", "developer=Oberoi%20Realty&page=2");
    expect(query.developer).toBe("Oberoi Realty");
    expect(propertyQueryParams(query).get("developer")).toBe("Oberoi Realty");
    expect(activeFilterCount(query)).toBe(1);
    expect(clearedQuery(query).developer).toBe("");
  });
});

describe("text from the query", () => {
  it("turns control characters (PostgreSQL refuses NUL) into spaces", () => {
    const query = parsePropertyQuery("residential", "search=a%00b&location=Mum%01bai");
    expect(query.search).toBe("a b");
    expect(query.location).toBe("Mum bai");
  });
});

describe("parseAmount", () => {
  it("accepts whole non-negative numbers, commas and decimals", () => {
    expect(parseAmount("1,00,000")).toBe(100_000);
    expect(parseAmount("12.9")).toBe(12);
    expect(parseAmount("0")).toBe(0);
  });
  it("rejects negatives, words and huge exponents", () => {
    for (const bad of ["-1", "abc", "1e400", "Infinity", "NaN", ""]) expect(parseAmount(bad)).toBeNull();
  });
  it("clamps absurdly large numbers", () => {
    expect(parseAmount("9".repeat(40))).toBe(1_000_000_000_000);
  });
});

describe("parseArea", () => {
  it("clamps to the largest value the integer area column holds", () => {
    expect(parseArea("2147483648")).toBe(MAX_QUERY_AREA);
    expect(parseArea("9".repeat(40))).toBe(2 ** 31 - 1);
    expect(parseArea("1200")).toBe(1200);
    expect(parseArea("-5")).toBeNull();
  });
  it("applies to both list queries' area bounds", () => {
    const q = parsePropertyQuery("commercial", "minArea=4294967296&maxArea=99999999999");
    expect([q.minArea, q.maxArea]).toEqual([MAX_QUERY_AREA, MAX_QUERY_AREA]);
  });
});

describe("parsePropertyQuery (residential)", () => {
  it("is all defaults for an empty query", () => {
    expect(parsePropertyQuery("residential", "")).toEqual(DEFAULT_PROPERTY_QUERY);
  });

  it("reads the home hero's parameters", () => {
    const q = parsePropertyQuery("residential", "type=Villa&location=Mumbai&budget=20000000-50000000&status=sale");
    expect(q).toMatchObject({
      type: "Villa",
      location: "Mumbai",
      minPrice: 20_000_000,
      maxPrice: 50_000_000,
      status: "sale",
    });
  });

  it("ignores home types that are not residential categories", () => {
    for (const type of ["Plot", "Office", "Shop", "Warehouse", "Industrial", "nonsense"]) {
      expect(parsePropertyQuery("residential", `type=${type}`).type).toBe("");
    }
    expect(parsePropertyQuery("residential", "type=apartment").type).toBe("Apartment");
    expect(parsePropertyQuery("residential", "propertyType=Penthouse").type).toBe("Penthouse");
  });

  it("lets an explicit price range win over the budget", () => {
    const q = parsePropertyQuery("residential", "budget=0-5000000&minPrice=100&maxPrice=200");
    expect([q.minPrice, q.maxPrice]).toEqual([100, 200]);
  });

  it("reads 5+ bedrooms and 4+ bathrooms as 'or more' and larger numbers the same way", () => {
    expect(parsePropertyQuery("residential", "bedrooms=5%2B").bedrooms).toBe(5);
    expect(parsePropertyQuery("residential", "bedrooms=9").bedrooms).toBe(5);
    expect(parsePropertyQuery("residential", "bedrooms=3").bedrooms).toBe(3);
    expect(parsePropertyQuery("residential", "bathrooms=4%2B").bathrooms).toBe(4);
    expect(parsePropertyQuery("residential", "bathrooms=2").bathrooms).toBe(2);
  });

  it("keeps known amenities once, in the spelling of the option list", () => {
    const q = parsePropertyQuery(
      "residential",
      "amenities=gym&amenities=Gym&amenities=Swimming%20Pool&amenities=Helipad",
    );
    expect(q.amenities).toEqual(["Gym", "Swimming Pool"]);
  });

  it("never throws on absurd values and falls back to defaults", () => {
    const q = parsePropertyQuery(
      "residential",
      "page=-3&sort=DROP%20TABLE&view=table&minPrice=-1&maxPrice=abc&minArea=1e999&bedrooms=0&bathrooms=x&yearBuilt=99999&parking=-2&status=maybe",
    );
    expect(q).toEqual(DEFAULT_PROPERTY_QUERY);
    expect(parsePropertyQuery("residential", "page=99999999999").page).toBe(1);
    expect(parsePropertyQuery("residential", "page=5000000").page).toBe(100_000);
  });

  it("swaps a reversed price or area range", () => {
    const q = parsePropertyQuery("residential", "minPrice=500&maxPrice=100&minArea=900&maxArea=300");
    expect([q.minPrice, q.maxPrice, q.minArea, q.maxArea]).toEqual([100, 500, 300, 900]);
  });

  it("trims and bounds free text", () => {
    const q = parsePropertyQuery(
      "residential",
      `search=${encodeURIComponent("  sea   facing  ")}&location=${"x".repeat(500)}`,
    );
    expect(q.search).toBe("sea facing");
    expect(q.location).toHaveLength(100);
  });

  it("accepts every sort and the list view", () => {
    for (const { value } of sortOptions("residential"))
      expect(parsePropertyQuery("residential", `sort=${value}`).sort).toBe(value);
    expect(parsePropertyQuery("residential", "view=list").view).toBe("list");
  });

  it("drops commercial-only fields", () => {
    expect(parsePropertyQuery("residential", "furnishing=Unfurnished").furnishing).toBe("");
  });
});

describe("parsePropertyQuery (commercial)", () => {
  it("reads commercial types, furnishing and amenities; ignores residential-only fields", () => {
    const q = parsePropertyQuery(
      "commercial",
      "type=Restaurant&furnishing=semi%20furnished&amenities=AC&amenities=Gym&bedrooms=3",
    );
    expect(q).toMatchObject({ type: "Restaurant", furnishing: "Semi Furnished", amenities: ["AC"], bedrooms: null });
  });
  it("uses the spec's commercial sort labels", () => {
    expect(sortOptions("commercial").map((o) => o.label)).toEqual([
      "Relevance",
      "Price low-high",
      "Price high-low",
      "Area: Large to Small",
      "Area: Small to Large",
      "Newest First",
      "Highest Rated",
    ]);
  });
});

describe("URL round trip", () => {
  it("serialises only what is set, and parses back to the same query", () => {
    const q = parsePropertyQuery(
      "residential",
      "search=sea&type=Villa&location=Bandra&status=rent&minPrice=1&maxPrice=2&minArea=3&maxArea=4&bedrooms=5%2B&bathrooms=4%2B&amenities=Gym&amenities=Lift&yearBuilt=2015&parking=2&sort=rating&view=list&page=3",
    );
    const params = propertyQueryParams(q);
    expect(params.get("bedrooms")).toBe("5+");
    expect(params.get("bathrooms")).toBe("4+");
    expect(parsePropertyQuery("residential", params)).toEqual(q);
    expect(propertyQueryParams(DEFAULT_PROPERTY_QUERY).toString()).toBe("");
  });

  it("builds links that change one thing", () => {
    const q = parsePropertyQuery("residential", "location=Pune&page=4");
    expect(propertyQueryHref(q, { page: 5 })).toBe("?location=Pune&page=5");
    expect(propertyQueryHref(q, { page: 1 })).toBe("?location=Pune");
    expect(propertyQueryHref(q, { view: "list" })).toBe("?location=Pune&view=list&page=4");
  });

  it("Clear All keeps only the view", () => {
    const q = parsePropertyQuery("residential", "location=Pune&view=list&sort=newest&page=2");
    expect(propertyQueryHref(clearedQuery(q))).toBe("?view=list");
    expect(activeFilterCount(clearedQuery(q))).toBe(0);
    expect(
      activeFilterCount(parsePropertyQuery("residential", "location=Pune&amenities=Gym&amenities=Lift&minPrice=5")),
    ).toBe(4);
  });
});

describe("propertyPath", () => {
  it("follows the property's type", () => {
    expect(propertyPath({ id: 7, type: "Residential" })).toBe("/residential-property/7");
    expect(propertyPath({ id: 8, type: "Commercial" })).toBe("/commercial-property/8");
  });
});
