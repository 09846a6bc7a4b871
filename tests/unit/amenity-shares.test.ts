/**
 * Whether a search's amenities are tested on the rows it reads or sought in the
 * amenities' index (ADR 059): tested on rows only when every one of them is
 * common by PostgreSQL's statistics.
 */
import { describe, expect, it } from "vitest";
import {
  amenitiesAreCommon,
  amenitySharesOf,
  COMMON_AMENITY_SHARE,
} from "#app/domain/catalogue/property-filter.server";

describe("amenity shares", () => {
  it("pairs the statistics' elements with their shares, ignoring the three summary figures", () => {
    const shares = amenitySharesOf(["Gym", "Lift"], [0.37, 0.54, 0.37, 0.54, 0]);
    expect([...shares]).toEqual([
      ["Gym", 0.37],
      ["Lift", 0.54],
    ]);
  });

  it("calls a set common only when every amenity in it is at least COMMON_AMENITY_SHARE", () => {
    const shares = amenitySharesOf(["Gym", "Lift", "Helipad"], [0.37, COMMON_AMENITY_SHARE, 0.01]);
    expect(amenitiesAreCommon(["Gym"], shares)).toBe(true);
    expect(amenitiesAreCommon(["Gym", "Lift"], shares)).toBe(true);
    expect(amenitiesAreCommon(["Gym", "Helipad"], shares)).toBe(false);
    // Not among the statistics' common elements (or no statistics yet): rare, sought in the index.
    expect(amenitiesAreCommon(["Garden"], shares)).toBe(false);
    expect(amenitiesAreCommon(["Gym"], new Map())).toBe(false);
  });
});
