import { describe, expect, it } from "vitest";
import { distanceKm, isSelfCrossing, openStreetMapUrl, parseBbox, parsePolygon } from "#app/lib/geo";
import { contentSecurityPolicy } from "#app/web/security-headers.server";
import { mapStyleUrl, OPENFREEMAP_STYLE_URL } from "#app/web/map-style.server";

describe("map areas from the URL", () => {
  it("reads a bbox and refuses malformed, inverted or off-globe ones", () => {
    expect(parseBbox("72.8,19.0,72.9,19.2")).toEqual([72.8, 19, 72.9, 19.2]);
    for (const bad of [
      "",
      "abc",
      "72.8,19,72.9",
      "72.9,19,72.8,19.2",
      "72.8,19.2,72.9,19.0",
      "181,0,182,1",
      "1e3,0,1,1",
    ])
      expect(parseBbox(bad), bad).toBeNull();
  });

  it("reads a polygon of 3 to 50 corners and refuses self-crossing, flat or huge ones", () => {
    expect(parsePolygon("72.8,19.0;72.9,19.0;72.85,19.1")).toHaveLength(3);
    // Written closed, the ring is the same.
    expect(parsePolygon("72.8,19.0;72.9,19.0;72.85,19.1;72.8,19.0")).toHaveLength(3);
    expect(parsePolygon("72.8,19.0;72.9,19.1;72.8,19.1;72.9,19.0")).toBeNull();
    expect(parsePolygon("72.8,19.0;72.9,19.0;73.0,19.0")).toBeNull();
    const many = Array.from({ length: 51 }, (_, i) => {
      const angle = (i / 51) * 2 * Math.PI;
      return `${(72.8 + 0.1 * Math.cos(angle)).toFixed(5)},${(19 + 0.1 * Math.sin(angle)).toFixed(5)}`;
    });
    expect(parsePolygon(many.slice(0, 50).join(";"))).toHaveLength(50);
    expect(parsePolygon(many.join(";"))).toBeNull();
    expect(
      isSelfCrossing([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(false);
  });

  it("computes straight-line distances and OpenStreetMap links for the same point", () => {
    expect(distanceKm([72.8296, 19.1364], [72.906, 19.1176])).toBeCloseTo(8.26, 1);
    expect(openStreetMapUrl(19.1364, 72.8296)).toBe(
      "https://www.openstreetmap.org/?mlat=19.1364&mlon=72.8296#map=17/19.1364/72.8296",
    );
  });
});

describe("map tiles and the Content-Security-Policy", () => {
  it("defaults to OpenFreeMap and names only the configured tile host; 'none' names none", () => {
    expect(mapStyleUrl({})).toBe(OPENFREEMAP_STYLE_URL);
    expect(contentSecurityPolicy(undefined, {})).toContain("connect-src 'self' https://tiles.openfreemap.org");
    expect(contentSecurityPolicy(undefined, { MAP_STYLE_URL: "none" })).toContain("connect-src 'self';");
    expect(contentSecurityPolicy(undefined, { MAP_STYLE_URL: "https://maps.example.in/style.json" })).toContain(
      "connect-src 'self' https://maps.example.in",
    );
    const policy = contentSecurityPolicy(undefined, {});
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
  });
});
