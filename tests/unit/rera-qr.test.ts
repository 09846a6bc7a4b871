import { describe, expect, it } from "vitest";
import { reraQrSvg } from "#app/domain/catalogue/rera-qr.server";

describe("a RERA registry's QR code", () => {
  it("is an SVG drawn once per registry address", async () => {
    const first = reraQrSvg("https://maharera.maharashtra.gov.in/");
    expect(reraQrSvg("https://maharera.maharashtra.gov.in/")).toBe(first);
    expect(await first).toMatch(/^<svg[^>]*viewBox/);
    expect(await reraQrSvg("https://rera.karnataka.gov.in/")).not.toBe(await first);
  });
});
