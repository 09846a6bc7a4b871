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
  type PropertyScope,
} from "#app/domain/catalogue/change-keys.server";
import { changeTouches, isChangeKey } from "#app/platform/change-keys.server";

const flat: PropertyScope = {
  id: 12,
  type: "Residential",
  status: "sale",
  location: "Andheri West, Mumbai",
  city: "Mumbai",
  developer: "Lodha",
  featured: false,
  active: true,
};

describe("a property's change keys", () => {
  it("a price change: its page, its list families, its locality and the localities; no home, no figures", () => {
    expect(propertyChangeKeys(flat, flat).sort()).toEqual(
      [
        "localities",
        "locality-andheri-west",
        "properties-residential",
        "properties-residential-sale",
        "property-12",
      ].sort(),
    );
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
