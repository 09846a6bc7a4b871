import { describe, expect, it } from "vitest";
import {
  formatArea,
  formatDate,
  formatListingPrice,
  formatMonthYear,
  formatNumber,
  formatPrice,
  formatPricePerSqft,
  formatRent,
  formatRupees,
  formatsFor,
  todayInIndia,
  unitsSoldPercent,
} from "#app/lib/format";

describe("formatPrice", () => {
  it("shows full amounts with Indian grouping below one lakh", () => {
    expect(formatPrice(0)).toBe("₹0");
    expect(formatPrice(99_999)).toBe("₹99,999");
  });
  it("switches to lakh at 1,00,000 with at most one decimal and no trailing zero", () => {
    expect(formatPrice(100_000)).toBe("₹1 L");
    expect(formatPrice(4_550_000)).toBe("₹45.5 L");
    expect(formatPrice(6_500_000)).toBe("₹65 L");
    // Rounds to 100 lakh: shown as the crore it is.
    expect(formatPrice(9_999_999)).toBe("₹1 Cr");
  });
  it("switches to crore at 1,00,00,000 with at most one decimal", () => {
    expect(formatPrice(10_000_000)).toBe("₹1 Cr");
    expect(formatPrice(29_000_000)).toBe("₹2.9 Cr");
    expect(formatPrice(40_000_000)).toBe("₹4 Cr");
    expect(formatPrice(125_000_000)).toBe("₹12.5 Cr");
    expect(formatPrice(12_500_000_000)).toBe("₹1,250 Cr");
  });
  it("uses up to two decimals where asked (the EMI page)", () => {
    expect(formatPrice(5_000_000, 2)).toBe("₹50 L");
    expect(formatPrice(5_725_000, 2)).toBe("₹57.25 L");
    expect(formatPrice(12_345_678, 2)).toBe("₹1.23 Cr");
    expect(formatPrice(43_391, 2)).toBe("₹43,391");
  });
  it("writes a price range one way in every language", () => {
    expect(formatsFor("en").priceRange(6_500_000, 40_000_000)).toBe("₹65 L – ₹4 Cr");
    expect(formatsFor("en").priceRange(29_000_000, 29_000_000)).toBe("₹2.9 Cr");
    expect(formatsFor("hi").priceRange(6_500_000, 40_000_000)).toBe("₹65 लाख – ₹4 करोड़");
    expect(formatsFor("mr").priceRange(6_500_000, 40_000_000)).toBe("₹65 लाख – ₹4 कोटी");
  });
});

describe("other formats", () => {
  it("groups digits the Indian way", () => {
    expect(formatNumber(12_345_678)).toBe("1,23,45,678");
    expect(formatRupees(1_234_567.4)).toBe("₹12,34,567");
  });
  it("shows rent per month as the full amount", () => {
    expect(formatRent(45_000)).toBe("₹45,000/month");
    expect(formatRent(125_000)).toBe("₹1,25,000/month");
    expect(formatListingPrice(125_000, "rent")).toBe("₹1,25,000/month");
    expect(formatListingPrice(12_500_000, "sale")).toBe("₹1.3 Cr");
  });
  it("computes price per square foot", () => {
    expect(formatPricePerSqft(10_000_000, 1000)).toBe("₹10,000/sq ft");
    expect(formatPricePerSqft(1, 0)).toBeNull();
  });
  it("formats areas and Indian dates", () => {
    expect(formatArea(1250)).toBe("1,250 sq ft");
    expect(formatDate("2026-01-26T10:00:00Z")).toBe("26 Jan 2026");
    expect(formatMonthYear("2027-12-31")).toBe("Dec 2027");
    // One month style: September has three letters like the rest.
    expect(formatMonthYear("2027-09-15")).toBe("Sep 2027");
    expect(formatDate("2026-09-05T06:00:00Z")).toBe("5 Sep 2026");
  });
  it("knows today's date in India across midnight UTC", () => {
    expect(todayInIndia(new Date("2026-11-20T19:00:00Z"))).toBe("2026-11-21");
    expect(todayInIndia(new Date("2026-11-20T18:00:00Z"))).toBe("2026-11-20");
  });
  it("computes units sold", () => {
    expect(unitsSoldPercent(200, 50)).toBe(75);
    expect(unitsSoldPercent(0, 0)).toBe(0);
  });
});

describe("dates that are not dates", () => {
  it("formats an invalid date as the empty string instead of throwing", async () => {
    const { formatsFor } = await import("#app/lib/format");
    expect(formatsFor("en").date("2027-13-40")).toBe("");
    expect(formatsFor("hi").dateTime("not a date")).toBe("");
    expect(formatsFor("mr").monthYear("")).toBe("");
    expect(formatsFor("en").date("2027-12-04")).toBe("4 Dec 2027");
  });

  it("accepts only calendar days that exist as YYYY-MM-DD", async () => {
    const { isCalendarDate } = await import("#app/lib/calendar-date");
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const value of ["2027-13-40", "2027-02-31", "2027-02-29", "1", "99999", "2027-1-1", " 2027-01-01", ""]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});
