import { describe, expect, it } from "vitest";
import { reraLabel, reraRegistry } from "#app/lib/rera";

describe("reraRegistry", () => {
  it("sends Maharashtra numbers to MahaRERA", () => {
    expect(reraRegistry("P51800012345")).toEqual({
      authority: "MahaRERA",
      url: "https://maharera.maharashtra.gov.in/",
    });
    expect(reraRegistry(" P52100034567 ").authority).toBe("MahaRERA");
    expect(reraLabel("P51800012345")).toBe("MahaRERA: P51800012345");
    // Agents are registered with MahaRERA too (A5…).
    expect(reraLabel("A51800012345")).toBe("MahaRERA: A51800012345");
  });

  it("recognises other states by their number format", () => {
    expect(reraRegistry("PRM/KA/RERA/1251/446/PR/12345").authority).toBe("K-RERA");
    expect(reraRegistry("P0240012345").authority).toBe("TG RERA");
    expect(reraRegistry("RC/REP/HARERA/GGM/12345").authority).toBe("HARERA");
    expect(reraRegistry("TN/29/Building/12345").authority).toBe("TNRERA");
    expect(reraRegistry("PR/GJ/AHMEDABAD/AUDA/RAA12345").authority).toBe("GujRERA");
  });

  it("falls back to the central portal", () => {
    expect(reraRegistry("UPRERAPRJ1234")).toEqual({ authority: "RERA", url: "https://rera.mohua.gov.in/" });
  });
});
