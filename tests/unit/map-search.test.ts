import { describe, expect, it } from "vitest";
import { formatsFor } from "#app/lib/format";
import { parsePropertyQuery, propertyQueryHref } from "#app/lib/property-query";
import { parseProjectQuery, projectQueryToSearch } from "#app/lib/project-query";

describe("a map pin's short price", () => {
  const en = formatsFor("en");
  it("abbreviates a sale as the cards do and a monthly rent in thousands or lakhs", () => {
    expect(en.shortPrice(12_000_000, "sale")).toBe("₹1.2 Cr");
    expect(en.shortPrice(6_500_000, "sale")).toBe("₹65 L");
    expect(en.shortPrice(45_000, "rent")).toBe("₹45K/mo");
    expect(en.shortPrice(47_500, "rent")).toBe("₹47.5K/mo");
    expect(en.shortPrice(150_000, "rent")).toBe("₹1.5 L/mo");
    expect(en.shortPrice(900, "rent")).toBe("₹900/mo");
    expect(en.shortPrice(25_000_000, "project")).toBe("₹2.5 Cr");
  });
  it("writes the units in Hindi and Marathi", () => {
    expect(formatsFor("hi").shortPrice(45_000, "rent")).toBe("₹45 हज़ार/माह");
    expect(formatsFor("mr").shortPrice(12_000_000, "sale")).toBe("₹1.2 कोटी");
  });
});

describe("the Map view in the URL", () => {
  it("is view=map on the property lists and keeps bbox and poly with every other filter", () => {
    const query = parsePropertyQuery("residential", "location=Mumbai&view=map&bbox=72.82,19.128,72.84,19.145");
    expect(query.view).toBe("map");
    expect(propertyQueryHref(query)).toBe("?location=Mumbai&bbox=72.82%2C19.128%2C72.84%2C19.145&view=map");
    expect(parsePropertyQuery("commercial", "view=globe").view).toBe("grid");
  });
  it("is view=map on /projects", () => {
    const query = parseProjectQuery(new URLSearchParams("view=map&poly=72.8,19;72.9,19;72.9,19.1"));
    expect(query.view).toBe("map");
    expect(projectQueryToSearch(query)).toContain("view=map");
    expect(projectQueryToSearch(query)).toContain("poly=");
  });
});
