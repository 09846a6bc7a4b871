/**
 * What buying a home costs on top of its price, by the rules of the places
 * this module holds (only Mumbai so far). Every rate names its source and the
 * date it took effect; a place not held here gets no invented figures: the
 * buyer is told that its charges are not included.
 *
 * All amounts are whole rupees, rounded to the nearest rupee.
 */
import { MUMBAI_LOCALITIES } from "./options";

export type PurchaseRate = {
  /** Percent of the property's value. */
  percent: number;
  source: string;
  /** YYYY-MM-DD: when the rate took effect. */
  effectiveFrom: string;
};

/** Maharashtra's rules as they apply within Mumbai (Brihanmumbai municipal limits). */
export const MUMBAI_RULES = {
  place: "Mumbai",
  state: "Maharashtra",
  stampDuty: {
    percent: 5,
    source: "Maharashtra Stamp Act, 1958, Schedule I, Article 25 (conveyance), within municipal corporation limits",
    effectiveFrom: "2021-04-01",
  },
  /** Lower stamp duty when a woman is the sole buyer. */
  womanBuyerConcession: {
    percent: 1,
    source: "Government of Maharashtra concession for homes bought by a woman as sole buyer (Budget 2021-22)",
    effectiveFrom: "2021-04-01",
  },
  metroCess: {
    percent: 1,
    source: "Metro cess on conveyances in Mumbai, Maharashtra Stamp (Amendment) Act",
    effectiveFrom: "2022-04-01",
  },
  registration: {
    percent: 1,
    /** The fee never exceeds this. */
    cap: 30_000,
    source: "Maharashtra Registration Fees Table, Article 1 (Department of Registration and Stamps)",
    effectiveFrom: "2014-04-01",
  },
  gstUnderConstruction: {
    percent: 5,
    source:
      "GST Notification 03/2019-Central Tax (Rate): residential property under construction, without input tax credit",
    effectiveFrom: "2019-04-01",
  },
  gstAffordable: {
    percent: 1,
    source: "GST Notification 03/2019-Central Tax (Rate): affordable residential property under construction",
    effectiveFrom: "2019-04-01",
  },
} as const;

/**
 * Affordable housing as the GST rules define it: carpet area up to 60 m² in
 * a metropolitan city (Mumbai is one) and a value up to ₹45 lakh.
 */
export const AFFORDABLE_HOUSING = {
  maxCarpetAreaSqM: 60,
  maxValue: 4_500_000,
} as const;

const SQFT_PER_SQM = 10.763_910_4;

/** The state each city of the catalogue lies in, to name it when its charges are not held. */
const CITY_STATES: Record<string, string> = {
  mumbai: "Maharashtra",
  pune: "Maharashtra",
  raigad: "Maharashtra",
  thane: "Maharashtra",
  "delhi ncr": "Delhi NCR",
  delhi: "Delhi",
  bangalore: "Karnataka",
  bengaluru: "Karnataka",
  hyderabad: "Telangana",
  chennai: "Tamil Nadu",
  kolkata: "West Bengal",
  ahmedabad: "Gujarat",
  surat: "Gujarat",
  jaipur: "Rajasthan",
};

export type Construction = "ready" | "under-construction";

export type PurchaseCostInput = {
  price: number;
  /** The listing's city ('' when unknown). */
  city: string;
  womanBuyer: boolean;
  construction: Construction;
  /** Carpet area in square feet, for the affordable-housing test; null when unknown. */
  carpetAreaSqft: number | null;
};

export type PurchaseCostLine = {
  key: "stampDuty" | "metroCess" | "registration" | "gst";
  label: string;
  /** How the amount was worked out, e.g. "4% of the price" or "1%, at most ₹30,000". */
  basis: string;
  /** The same as data, so each language can say it: which wording, and its figures. */
  basisParts: PurchaseCostBasis;
  amount: number;
  /** The sources, joined with "; ". */
  source: string;
  /** Each source on its own (the stamp duty of a woman sole buyer has two). */
  sources: readonly string[];
  effectiveFrom: string;
};

export type PurchaseCostBasis =
  | { wording: "percent" | "affordable" | "underConstruction"; percent: number }
  | { wording: "womanBuyer"; percent: number; fullPercent: number; concession: number }
  | { wording: "capped"; percent: number; cap: number };

/** The English words for a basis (the page in Hindi or Marathi says the same from basisParts). */
export function basisInEnglish(basis: PurchaseCostBasis): string {
  switch (basis.wording) {
    case "percent":
      return `${basis.percent}% of the price`;
    case "womanBuyer":
      return `${basis.percent}% of the price (${basis.fullPercent}% less ${basis.concession}% for a woman sole buyer)`;
    case "capped":
      return `${basis.percent}% of the price, at most ₹${basis.cap.toLocaleString("en-IN")}`;
    case "affordable":
      return `${basis.percent}% of the price (affordable housing)`;
    case "underConstruction":
      return `${basis.percent}% of the price (under construction)`;
  }
}

/** A line from its basis and sources (the English basis and the joined source follow from them). */
function line(
  key: PurchaseCostLine["key"],
  label: string,
  basisParts: PurchaseCostBasis,
  amount: number,
  sources: readonly string[],
  effectiveFrom: string,
): PurchaseCostLine {
  return {
    key,
    label,
    basis: basisInEnglish(basisParts),
    basisParts,
    amount,
    source: sources.join("; "),
    sources,
    effectiveFrom,
  };
}

export type PurchaseCosts =
  | { held: true; place: string; price: number; lines: PurchaseCostLine[]; total: number }
  | { held: false; price: number; region: string };

function percentOf(value: number, percent: number): number {
  return Math.round((value * percent) / 100);
}

/** Whether GST's affordable-housing rate applies (needs a known carpet area). */
export function isAffordableHousing(price: number, carpetAreaSqft: number | null): boolean {
  if (carpetAreaSqft === null || carpetAreaSqft <= 0) return false;
  return price <= AFFORDABLE_HOUSING.maxValue && carpetAreaSqft / SQFT_PER_SQM <= AFFORDABLE_HOUSING.maxCarpetAreaSqM;
}

/** The region named when a place's charges are not held: its state, or the city itself. */
export function regionOf(city: string): string {
  const key = city.trim().toLowerCase();
  return CITY_STATES[key] ?? (city.trim() || "this location");
}

/** Whether this module holds the charges for the city. */
export function holdsChargesFor(city: string): boolean {
  return city.trim().toLowerCase() === MUMBAI_RULES.place.toLowerCase();
}

/**
 * The city a listing is in: its city column, else the last part of its
 * location ("Andheri West, Mumbai"), else Mumbai for a location naming one of
 * Mumbai's localities; '' when none of these tells.
 */
export function cityOf(city: string, location: string): string {
  if (city.trim()) return city.trim();
  const parts = location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1) return parts[parts.length - 1]!;
  const named = location.toLowerCase();
  return MUMBAI_LOCALITIES.some((locality) => named.includes(locality.toLowerCase())) ? MUMBAI_RULES.place : "";
}

export function purchaseCosts(input: PurchaseCostInput): PurchaseCosts {
  const price = Math.max(0, Math.round(input.price));
  if (!holdsChargesFor(input.city)) return { held: false, price, region: regionOf(input.city) };

  const rules = MUMBAI_RULES;
  const stampPercent = rules.stampDuty.percent - (input.womanBuyer ? rules.womanBuyerConcession.percent : 0);
  const lines: PurchaseCostLine[] = [
    line(
      "stampDuty",
      "Stamp duty",
      input.womanBuyer
        ? {
            wording: "womanBuyer",
            percent: stampPercent,
            fullPercent: rules.stampDuty.percent,
            concession: rules.womanBuyerConcession.percent,
          }
        : { wording: "percent", percent: stampPercent },
      percentOf(price, stampPercent),
      input.womanBuyer ? [rules.stampDuty.source, rules.womanBuyerConcession.source] : [rules.stampDuty.source],
      input.womanBuyer ? rules.womanBuyerConcession.effectiveFrom : rules.stampDuty.effectiveFrom,
    ),
    line(
      "metroCess",
      "Metro cess",
      { wording: "percent", percent: rules.metroCess.percent },
      percentOf(price, rules.metroCess.percent),
      [rules.metroCess.source],
      rules.metroCess.effectiveFrom,
    ),
    line(
      "registration",
      "Registration fee",
      { wording: "capped", percent: rules.registration.percent, cap: rules.registration.cap },
      Math.min(percentOf(price, rules.registration.percent), rules.registration.cap),
      [rules.registration.source],
      rules.registration.effectiveFrom,
    ),
  ];
  if (input.construction === "under-construction") {
    const gst = isAffordableHousing(price, input.carpetAreaSqft) ? rules.gstAffordable : rules.gstUnderConstruction;
    lines.push(
      line(
        "gst",
        "GST",
        { wording: gst === rules.gstAffordable ? "affordable" : "underConstruction", percent: gst.percent },
        percentOf(price, gst.percent),
        [gst.source],
        gst.effectiveFrom,
      ),
    );
  }
  const total = price + lines.reduce((sum, line) => sum + line.amount, 0);
  return { held: true, place: rules.place, price, lines, total };
}

/**
 * A home is under construction while the year it is (to be) built is still
 * ahead; everything else is ready to move in.
 */
export function constructionOf(yearBuilt: number | null, now = new Date()): Construction {
  return yearBuilt !== null && yearBuilt > now.getFullYear() ? "under-construction" : "ready";
}
