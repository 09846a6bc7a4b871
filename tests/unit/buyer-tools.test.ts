import { describe, expect, it } from "vitest";
import { borrowingCapacity, calculateEmi, formatTenure, prepaymentEffect, typicalLoan } from "#app/lib/emi";
import { readEmiExtras } from "#app/lib/emi-extras";
import { formatAmountInWords } from "#app/lib/format";
import { budgetBands, heroRedirect, heroSearchHref } from "#app/lib/hero-search";
import { localityCrumb, localityName, localityPath, localitySlug } from "#app/lib/localities";
import { BUDGETS, RENT_BUDGETS } from "#app/lib/options";
import { budgetForStatus, parsePropertyQuery } from "#app/lib/property-query";
import { cityOf, constructionOf, isAffordableHousing, purchaseCosts, regionOf } from "#app/lib/purchase-costs";

const CRORE = 10_000_000;

function amounts(costs: ReturnType<typeof purchaseCosts>) {
  if (!costs.held) throw new Error("expected held charges");
  return Object.fromEntries(costs.lines.map((line) => [line.key, line.amount]));
}

describe("total cost of buying", () => {
  it("a ₹1 crore ready flat in Mumbai", () => {
    const costs = purchaseCosts({
      price: CRORE,
      city: "Mumbai",
      womanBuyer: false,
      construction: "ready",
      carpetAreaSqft: 900,
    });
    expect(amounts(costs)).toEqual({ stampDuty: 500_000, metroCess: 100_000, registration: 30_000 });
    expect(costs.held && costs.total).toBe(10_630_000);
  });

  it("a woman as sole buyer pays 1% less stamp duty", () => {
    const costs = purchaseCosts({
      price: CRORE,
      city: "mumbai",
      womanBuyer: true,
      construction: "ready",
      carpetAreaSqft: null,
    });
    expect(amounts(costs).stampDuty).toBe(400_000);
    expect(costs.held && costs.total).toBe(10_530_000);
  });

  it("registration is 1% below the cap", () => {
    const costs = purchaseCosts({
      price: 2_000_000,
      city: "Mumbai",
      womanBuyer: false,
      construction: "ready",
      carpetAreaSqft: null,
    });
    expect(amounts(costs).registration).toBe(20_000);
  });

  it("GST: 5% under construction, 1% for affordable housing, none when ready", () => {
    const base = { city: "Mumbai", womanBuyer: false } as const;
    expect(
      amounts(purchaseCosts({ ...base, price: CRORE, construction: "under-construction", carpetAreaSqft: 900 })).gst,
    ).toBe(500_000);
    expect(
      amounts(purchaseCosts({ ...base, price: 4_000_000, construction: "under-construction", carpetAreaSqft: 600 }))
        .gst,
    ).toBe(40_000);
    // 700 sq ft is more than 60 m²: not affordable housing.
    expect(
      amounts(purchaseCosts({ ...base, price: 4_000_000, construction: "under-construction", carpetAreaSqft: 700 }))
        .gst,
    ).toBe(200_000);
    expect(
      amounts(purchaseCosts({ ...base, price: CRORE, construction: "ready", carpetAreaSqft: 900 })).gst,
    ).toBeUndefined();
    expect(isAffordableHousing(4_500_000, 645)).toBe(true);
    expect(isAffordableHousing(4_500_001, 645)).toBe(false);
    expect(isAffordableHousing(4_000_000, null)).toBe(false);
  });

  it("a place whose rules are not held gets no figures, only its name", () => {
    const costs = purchaseCosts({
      price: CRORE,
      city: "Bangalore",
      womanBuyer: false,
      construction: "ready",
      carpetAreaSqft: null,
    });
    expect(costs).toEqual({ held: false, price: CRORE, region: "Karnataka" });
    expect(regionOf("")).toBe("this location");
    expect(regionOf("Nashik")).toBe("Nashik");
  });

  it("a listing's city: the column, else its location", () => {
    expect(cityOf("Pune", "Baner, Pune")).toBe("Pune");
    expect(cityOf("", "Andheri West, Mumbai")).toBe("Mumbai");
    expect(cityOf("", "Bandra West")).toBe("Mumbai");
    expect(cityOf("", "Somewhere")).toBe("");
  });

  it("a home is under construction while its year built is ahead", () => {
    const now = new Date("2026-11-23T00:00:00Z");
    expect(constructionOf(2027, now)).toBe("under-construction");
    expect(constructionOf(2026, now)).toBe("ready");
    expect(constructionOf(null, now)).toBe("ready");
  });
});

describe("EMI additions", () => {
  it("a ₹10 lakh prepayment in year 5 shortens the default loan and cuts its interest", () => {
    const effect = prepaymentEffect(5_000_000, 8.5, 20, 1_000_000, 5);
    expect(effect.applied).toBe(1_000_000);
    expect(effect.without.months).toBe(240);
    expect(effect.with.months).toBeLessThan(240);
    expect(effect.with.totalInterest).toBeLessThan(effect.without.totalInterest);
    expect(effect.interestSaved).toBe(effect.without.totalInterest - effect.with.totalInterest);
    // Without a prepayment the interest is the schedule's (the EMI rounded to rupees differs by a few rupees).
    expect(Math.abs(effect.without.totalInterest - calculateEmi(5_000_000, 8.5, 20).totalInterest)).toBeLessThan(200);
  });

  it("a prepayment of the whole balance ends the loan at once", () => {
    const effect = prepaymentEffect(1_000_000, 8.5, 10, 5_000_000, 1);
    expect(effect.applied).toBe(1_000_000);
    expect(effect.with).toEqual({ months: 0, totalInterest: 0 });
  });

  it("borrowing: 50% of income less existing EMIs", () => {
    const capacity = borrowingCapacity(100_000, 0, 8.5, 20);
    expect(capacity.affordableEmi).toBe(50_000);
    expect(capacity.maxLoan).toBeGreaterThan(5_750_000);
    expect(capacity.maxLoan).toBeLessThan(5_770_000);
    expect(formatAmountInWords(capacity.maxLoan)).toBe("₹57.6 lakh");
    expect(formatAmountInWords(12_500_000)).toBe("₹1.25 crore");
    expect(borrowingCapacity(100_000, 60_000, 8.5, 20)).toEqual({ affordableEmi: 0, maxLoan: 0 });
    expect(borrowingCapacity(24_000, 0, 0, 5).maxLoan).toBe(12_000 * 60);
  });

  it("tenure words and the typical loan", () => {
    expect(formatTenure(240)).toBe("20 years");
    expect(formatTenure(170)).toBe("14 years 2 months");
    expect(formatTenure(1)).toBe("1 month");
    expect(typicalLoan(CRORE)).toBe(8_000_000);
  });

  it("reads its further fields from the URL, a price standing in when none is given", () => {
    const extras = readEmiExtras(new URLSearchParams("prepay=1000000&prepayYear=5&womanBuyer=1"), 6_250_000);
    expect(extras).toMatchObject({
      prepay: "1000000",
      prepayYear: "5",
      price: "6250000",
      womanBuyer: true,
      construction: "ready",
    });
  });
});

describe("hero search", () => {
  it("offers sale bands with Buy and rent bands with Rent", () => {
    expect(budgetBands("sale")).toBe(BUDGETS);
    expect(budgetBands("rent")).toBe(RENT_BUDGETS);
    expect(BUDGETS.map((band) => band.label)).toEqual([
      "Up to ₹50 Lakh",
      "₹50 Lakh - ₹1 Cr",
      "₹1 Cr - ₹2 Cr",
      "₹2 Cr - ₹5 Cr",
      "Above ₹5 Cr",
    ]);
  });

  it("reads a band by the chosen status", () => {
    expect(budgetForStatus("0-15000", "rent")).toBe("0-15000");
    expect(budgetForStatus("0-15000", "sale")).toBe("");
    expect(budgetForStatus("10000000-20000000", "rent")).toBe("");
    expect(budgetForStatus("123-456", "rent")).toBe("123-456");
    const rent = parsePropertyQuery("residential", "status=rent&budget=0-15000&location=Mumbai");
    expect([rent.minPrice, rent.maxPrice]).toEqual([0, 15_000]);
    const mixed = parsePropertyQuery("residential", "status=rent&budget=10000000-20000000");
    expect([mixed.minPrice, mixed.maxPrice]).toEqual([null, null]);
  });

  it("sends each type to the list that has it", () => {
    expect(heroSearchHref({ status: "rent", type: "", location: "Mumbai", budget: "0-15000" })).toBe(
      "/residential?location=Mumbai&budget=0-15000&status=rent",
    );
    expect(heroSearchHref({ status: "sale", type: "Office", location: "", budget: "" })).toBe(
      "/commercial?type=Office&status=sale",
    );
    expect(heroSearchHref({ status: "rent", type: "Shop" })).toBe("/commercial?type=Retail&status=rent");
    expect(heroSearchHref({ type: "Apartment" })).toBe("/residential?type=Apartment&status=sale");
    expect(heroSearchHref({ type: "Plot", budget: "0-5000000" })).toBe(
      "/projects?type=Plotted+Development&maxPrice=5000000",
    );
    expect(heroRedirect(new URLSearchParams("type=Warehouse&status=sale"))).toBe(
      "/commercial?type=Warehouse&status=sale",
    );
    expect(heroRedirect(new URLSearchParams("type=Apartment"))).toBeNull();
  });
});

describe("locality slugs", () => {
  it("one rule for names, slugs and paths", () => {
    expect(localityName("Andheri West, Mumbai")).toBe("Andheri West");
    expect(localityName("  Powai ")).toBe("Powai");
    expect(localitySlug("Andheri West")).toBe("andheri-west");
    expect(localitySlug("  Gurugram Sector 54 ")).toBe("gurugram-sector-54");
    expect(localitySlug("St. Xavier's Road")).toBe("st-xavier-s-road");
    expect(localitySlug("—")).toBe("");
    expect(localityPath("Andheri West, Mumbai")).toBe("/locality/andheri-west");
    expect(localityPath(", Mumbai")).toBeNull();
    expect(localityCrumb("Juhu, Mumbai")).toEqual({ label: "Juhu", to: "/locality/juhu" });
  });
});
