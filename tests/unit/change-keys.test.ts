/**
 * The catalogue's change keys (app/domain/catalogue/change-keys.server.ts):
 * which keys a change of a property or a project names, from its row before
 * and after.
 */
import { describe, expect, it } from "vitest";
import {
  projectChangeKeys,
  propertyChangeKeys,
  propertyListKey,
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
};

describe("a property's change keys", () => {
  it("a price change: its page, its list families, its places' lists, its locality and the localities; no home, no figures", () => {
    expect(propertyChangeKeys(flat, flat).sort()).toEqual(
      [
        "localities",
        "locality-andheri-west",
        "properties-residential",
        "properties-residential-sale",
        "properties-residential-in-mumbai",
        "properties-residential-in-andheri",
        "properties-residential-in-andheri-west",
        "properties-residential-in-west",
        "property-12",
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

  it("appearing or leaving names the figures and the Developer choices; two hidden sides name nothing", () => {
    expect(propertyChangeKeys(null, flat)).toEqual(
      expect.arrayContaining(["catalogue-figures", "developers-residential"]),
    );
    expect(propertyChangeKeys(flat, { ...flat, active: false })).toContain("catalogue-figures");
    expect(propertyChangeKeys({ ...flat, active: false }, { ...flat, active: false, price: 1 } as never)).toEqual([]);
    expect(propertyChangeKeys(flat, null)).toContain("property-12");
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
