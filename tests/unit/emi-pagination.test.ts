import { describe, expect, it } from "vitest";
import { amortisationSchedule, calculateEmi, emiInputError } from "#app/lib/emi";
import { pageRange, paginationWindow } from "#app/lib/pagination";

describe("EMI", () => {
  it("matches the standard amortised EMI for the defaults", () => {
    const result = calculateEmi(5_000_000, 8.5, 20);
    expect(result.emi).toBe(43_391);
    expect(result.totalPayable).toBe(43_391 * 240);
    expect(result.totalInterest).toBe(43_391 * 240 - 5_000_000);
    expect(result.principalPercent + result.interestPercent).toBeCloseTo(100, 5);
  });
  it("divides evenly at a zero rate", () => {
    expect(calculateEmi(1_200_000, 0, 10).emi).toBe(10_000);
  });
  it("amortises to zero", () => {
    const rows = amortisationSchedule(5_000_000, 8.5, 20);
    expect(rows).toHaveLength(20);
    expect(rows.at(-1)!.balance).toBe(0);
    expect(rows.reduce((s, r) => s + r.principalPaid, 0)).toBeCloseTo(5_000_000, -1);
  });
  it("rejects values outside the slider bounds", () => {
    expect(emiInputError("amount", "50000")).toMatch(/between ₹1,00,000 and ₹5,00,00,000/);
    expect(emiInputError("rate", "16")).toMatch(/between 5% and 15%/);
    expect(emiInputError("years", "40")).toMatch(/between 5 years and 30 years/);
    expect(emiInputError("years", "abc")).toMatch(/must be a number/);
    expect(emiInputError("amount", "5000000")).toBeNull();
  });
});

describe("pagination window", () => {
  it("shows first, last, current ± 2 and ellipses at distance 3", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(paginationWindow(5, 10)).toEqual([1, "ellipsis", 3, 4, 5, 6, 7, "ellipsis", 10]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "ellipsis", 10]);
    expect(paginationWindow(10, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 1)).toEqual([1]);
  });
  it("computes the shown range", () => {
    expect(pageRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(pageRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(pageRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});
