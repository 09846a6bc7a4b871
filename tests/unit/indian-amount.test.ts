import { describe, expect, it } from "vitest";
import { parseCount, parseIndianAmount } from "#app/lib/indian-amount";

describe("parseIndianAmount", () => {
  it("reads Indian and Western grouping", () => {
    expect(parseIndianAmount("1,20,00,000")).toBe(12_000_000);
    expect(parseIndianAmount("12,000,000")).toBe(12_000_000);
    expect(parseIndianAmount("45000")).toBe(45_000);
    expect(parseIndianAmount(" 2,50,000 ")).toBe(250_000);
  });

  it("reads crore, lakh and thousand units, with or without a space or dot", () => {
    expect(parseIndianAmount("1.2 Cr")).toBe(12_000_000);
    expect(parseIndianAmount("1.2Cr.")).toBe(12_000_000);
    expect(parseIndianAmount("2 crore")).toBe(20_000_000);
    expect(parseIndianAmount("12 L")).toBe(1_200_000);
    expect(parseIndianAmount("12 lakh")).toBe(1_200_000);
    expect(parseIndianAmount("12.5 lacs")).toBe(1_250_000);
    expect(parseIndianAmount("45K")).toBe(45_000);
    expect(parseIndianAmount("45 k")).toBe(45_000);
  });

  it("takes a rupee sign or Rs. in front and rounds to whole rupees", () => {
    expect(parseIndianAmount("₹ 85,00,000")).toBe(8_500_000);
    expect(parseIndianAmount("Rs. 45,000")).toBe(45_000);
    expect(parseIndianAmount("INR 1.25 Cr")).toBe(12_500_000);
    expect(parseIndianAmount("1234.6")).toBe(1235);
  });

  it("answers null for anything that is not an amount", () => {
    for (const text of ["abc", "", "-5", "1.2.3", "12 apples", "1,,000", "1,000,", "Cr", "₹"]) {
      expect(parseIndianAmount(text), text).toBeNull();
    }
  });
});

describe("parseCount", () => {
  it("reads a whole number, also written as BHK or bedrooms", () => {
    expect(parseCount("2")).toBe(2);
    expect(parseCount("3 BHK")).toBe(3);
    expect(parseCount("2 bedrooms")).toBe(2);
    expect(parseCount("two")).toBeNull();
    expect(parseCount("2.5")).toBeNull();
  });
});
