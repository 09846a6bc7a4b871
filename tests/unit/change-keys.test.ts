/**
 * The catalogue's change keys (app/domain/catalogue/change-keys.server.ts):
 * which keys a change of a property or a project names, from its row before
 * and after.
 */
import { describe, expect, it } from "vitest";
import {
  priceBand,
  projectChangeKeys,
  propertyChangeKeys,
  propertyListKey,
  propertyListKeys,
  propertyPlaceListKey,
  type PropertyScope,
} from "#app/domain/catalogue/change-keys.server";
import { likeMatcher, placeOfLocationFilter } from "#app/domain/catalogue/property-filter.server";
import { changeTouches, isChangeKey } from "#app/platform/change-keys.server";

const flat: PropertyScope = {
  id: 12,
  type: "Residential",
  status: "sale",
  location: "Andheri West, Mumbai",
  locationKey: "andheri west, mumbai",
  city: "Mumbai",
  developer: "Lodha",
  featured: false,
  active: true,
  // ₹1.5 crore: price band 23 (2^23 = ₹83,88,608 up to 2^24 = ₹1,67,77,216).
  price: 15_000_000,
  createdAt: new Date("2026-11-01T10:00:00Z"),
};

describe("a property's change keys", () => {
  it("a price change: its page, its list families, its places' lists, its locality and the localities; no home, no figures", () => {
    const families = [
      "properties-residential",
      "properties-residential-sale",
      "properties-residential-in-mumbai",
      "properties-residential-in-andheri",
      "properties-residential-in-andheri-west",
      "properties-residential-in-west",
    ];
    expect(propertyChangeKeys(flat, flat).sort()).toEqual(
      [
        "localities",
        "locality-andheri-west",
        ...families,
        ...families.map((family) => `${family}-price-23`),
        "property-12",
        "property-changes",
      ].sort(),
    );
  });

  it("names the lists of the places whose location filter matches its stored location, and no other place's", () => {
    const keys = propertyChangeKeys(flat, flat);
    for (const elsewhere of ["bandra", "juhu", "pune", "andheri-east"]) {
      expect(keys).not.toContain(`properties-residential-in-${elsewhere}`);
    }
    // A list filtered by a place in any script or alias is that place's list.
    expect(placeOfLocationFilter("अंधेरी")).toBe("Andheri");
    expect(placeOfLocationFilter("Bombay")).toBe("Mumbai");
    expect(propertyPlaceListKey("residential", placeOfLocationFilter("अंधेरी पश्चिम")!)).toBe(
      "properties-residential-in-andheri-west",
    );
    // Text that is not a known place keeps the kind's list family.
    expect(placeOfLocationFilter("Andheri West, Mumbai")).toBeNull();
    expect(placeOfLocationFilter("andher")).toBeNull();
    expect(placeOfLocationFilter("")).toBeNull();
    // Moving to Pune names Pune's lists and the ones it left.
    const moved = propertyChangeKeys(flat, { ...flat, location: "Baner, Pune", locationKey: "baner, pune" });
    expect(moved).toEqual(
      expect.arrayContaining(["properties-residential-in-andheri-west", "properties-residential-in-baner"]),
    );
  });

  it("matches LIKE patterns as the database does", () => {
    expect(likeMatcher("%andheri%")("andheri west, mumbai")).toBe(true);
    expect(likeMatcher("%a\\%b%")("x a%b y")).toBe(true);
    expect(likeMatcher("%a\\%b%")("x ab y")).toBe(false);
    expect(likeMatcher("a_c")("abc")).toBe(true);
    expect(likeMatcher("a_c")("Abc")).toBe(false);
    expect(likeMatcher("%अंधेरी%")("अंधेरी पश्चिम")).toBe(true);
    expect(likeMatcher("%(east)%")("koregaon park (east), pune")).toBe(true);
  });

  it("a featured property also names the home page's featured section", () => {
    expect(propertyChangeKeys({ ...flat, featured: true }, { ...flat, featured: false })).toContain("home-featured");
  });

  it("names the featured section only when a featured property could enter or leave it", () => {
    const featured = { ...flat, featured: true };
    // A new price or title: the section carries the keys of the properties it shows.
    expect(propertyChangeKeys(featured, { ...featured, price: 14_000_000 })).not.toContain("home-featured");
    expect(propertyChangeKeys(null, featured)).toContain("home-featured");
    expect(propertyChangeKeys(featured, { ...featured, active: false })).toContain("home-featured");
    expect(propertyChangeKeys(flat, featured)).toContain("home-featured");
    expect(propertyChangeKeys(featured, { ...featured, createdAt: new Date("2026-12-01T10:00:00Z") })).toContain(
      "home-featured",
    );
  });

  it("names each family's price band of the price before and after", () => {
    // ₹1.5 crore to ₹2 crore: band 23 to band 24.
    const keys = propertyChangeKeys(flat, { ...flat, price: 20_000_000 });
    expect(keys).toEqual(
      expect.arrayContaining([
        "properties-residential-in-mumbai-price-23",
        "properties-residential-in-mumbai-price-24",
        "properties-residential-sale-price-23",
        "properties-residential-sale-price-24",
      ]),
    );
    expect(keys.filter((key) => key.includes("-price-")).every((key) => /-price-2[34]$/.test(key))).toBe(true);
  });
});

describe("a list page filtered to a price range", () => {
  const mumbai = propertyPlaceListKey("residential", "Mumbai");

  it("is keyed by the bands its range reaches into, and by its family when unbounded, empty or wide", () => {
    expect(propertyListKeys(mumbai, null, null)).toEqual([mumbai]);
    // The home hero's ₹1–2 crore.
    expect(propertyListKeys(mumbai, 10_000_000, 20_000_000)).toEqual([`${mumbai}-price-23`, `${mumbai}-price-24`]);
    // "₹5 crore and above" (its maximum is 99,99,99,999): bands 25 to 29.
    expect(propertyListKeys(mumbai, 50_000_000, 999_999_999)).toHaveLength(5);
    expect(propertyListKeys(mumbai, 50_000_000, null)).toHaveLength(9);
    // Up to ₹50 lakh: every price below ₹8,192 is the lowest band, so ten bands.
    expect(propertyListKeys(mumbai, null, 5_000_000)).toHaveLength(10);
    expect(propertyListKeys(mumbai, null, 20_000_000)).toEqual([mumbai]);
    expect(propertyListKeys(mumbai, 30_000_000, 10_000_000)).toEqual([mumbai]);
    for (const key of propertyListKeys(mumbai, 10_000, 25_000)) expect(isChangeKey(key), key).toBe(true);
  });

  it("is touched by a change of a property priced inside its range on either side, and by none outside", () => {
    const page = propertyListKeys(mumbai, 10_000_000, 20_000_000);
    const keysOf = (before: number, after: number) =>
      new Set(propertyChangeKeys({ ...flat, price: before }, { ...flat, price: after }));
    expect(changeTouches(keysOf(15_000_000, 15_500_000), page)).toBe(true);
    expect(changeTouches(keysOf(40_000_000, 15_000_000), page)).toBe(true);
    expect(changeTouches(keysOf(15_000_000, 40_000_000), page)).toBe(true);
    expect(changeTouches(keysOf(40_000_000, 41_000_000), page)).toBe(false);
    expect(changeTouches(keysOf(5_000_000, 5_100_000), page)).toBe(false);
    // A page without a price range is touched by any change in its family.
    expect(changeTouches(keysOf(40_000_000, 41_000_000), [mumbai])).toBe(true);
  });

  it("bands prices in order: a price inside a range has a band inside the range's bands", () => {
    const prices = [0, 1, 8_191, 8_192, 99_999, 8_388_607, 8_388_608, 10_000_000, 2 ** 33, 1e11];
    for (let i = 1; i < prices.length; i++)
      expect(priceBand(prices[i])).toBeGreaterThanOrEqual(priceBand(prices[i - 1]));
    expect(priceBand(8_388_607)).toBe(22);
    expect(priceBand(8_388_608)).toBe(23);
    expect(priceBand(0)).toBe(13);
    expect(priceBand(1e11)).toBe(33);
  });

  it("moving names both sides: the list and locality it left and the ones it joined", () => {
    const moved = propertyChangeKeys(flat, {
      ...flat,
      type: "Commercial",
      status: "rent",
      location: "Baner, Pune",
      locationKey: "baner, pune",
      city: "Pune",
    });
    expect(moved).toEqual(
      expect.arrayContaining([
        "properties-residential-sale",
        "properties-commercial",
        "properties-commercial-rent",
        "locality-andheri-west",
        "locality-baner",
        "catalogue-figures",
        "developers-residential",
        "developers-commercial",
      ]),
    );
  });

  it("appearing or leaving names the figures and the Developer choices; two hidden sides name only the incremental copy", () => {
    expect(propertyChangeKeys(null, flat)).toEqual(
      expect.arrayContaining(["catalogue-figures", "developers-residential"]),
    );
    expect(propertyChangeKeys(flat, { ...flat, active: false })).toContain("catalogue-figures");
    expect(propertyChangeKeys({ ...flat, active: false }, { ...flat, active: false, price: 1 })).toEqual([
      "property-changes",
    ]);
    expect(propertyChangeKeys(flat, null)).toContain("property-12");
    expect(propertyChangeKeys(flat, { ...flat, price: 1 })).toContain("property-changes");
    expect(propertyChangeKeys(null, null)).toEqual([]);
  });

  it("every key is a valid header token", () => {
    for (const key of propertyChangeKeys(null, { ...flat, location: "Koregaon Park (East), Pune", status: "Sale!" })) {
      expect(isChangeKey(key), key).toBe(true);
    }
    expect(propertyListKey("residential", "")).toBe("properties-residential");
  });
});

describe("a project's change keys", () => {
  it("names its page, the project lists, its locality, and the home page's projects while ongoing", () => {
    const project = { id: 3, status: "ongoing", location: "Powai, Mumbai", active: true };
    expect(projectChangeKeys(project, { ...project, status: "completed" })).toEqual(
      expect.arrayContaining(["project-3", "projects", "locality-powai", "localities", "home-projects"]),
    );
    expect(projectChangeKeys(project, { ...project, status: "completed" })).not.toContain("catalogue-figures");
    expect(projectChangeKeys(project, null)).toContain("catalogue-figures");
    expect(projectChangeKeys(project, null)).toContain("project-changes");
  });

  it("a change between two hidden sides names only the incremental copy", () => {
    const hidden = { id: 4, status: "completed", location: "Baner, Pune", active: false };
    expect(projectChangeKeys(hidden, { ...hidden, status: "ongoing" })).toEqual(["project-changes"]);
  });
});

describe("whether a change touches a page", () => {
  it("by a shared key, or always when either side is everything", () => {
    expect(changeTouches(new Set(["property-1"]), ["site", "property-1"])).toBe(true);
    expect(changeTouches(new Set(["property-2"]), ["site", "property-1"])).toBe(false);
    expect(changeTouches(new Set(["everything"]), ["site"])).toBe(true);
    expect(changeTouches(new Set(["property-2"]), ["everything"])).toBe(true);
  });
});
