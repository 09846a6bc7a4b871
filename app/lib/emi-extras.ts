/**
 * The EMI calculator's further questions, read from its URL so each works
 * without JavaScript: a one-time prepayment, how much can be borrowed, and the
 * total cost of buying. Values are kept as typed (the fields show them again);
 * amountOf() reads one, null when it is not a usable amount.
 */
import type { Construction } from "./purchase-costs";
import { parseAmount } from "./query-values";

export const EXTRA_PARAMS = {
  prepay: "prepay",
  prepayYear: "prepayYear",
  income: "income",
  emis: "emis",
  price: "price",
  construction: "construction",
  carpet: "carpet",
  womanBuyer: "womanBuyer",
} as const;

export type EmiExtras = {
  prepay: string;
  prepayYear: string;
  income: string;
  emis: string;
  price: string;
  construction: Construction;
  carpet: string;
  womanBuyer: boolean;
};

export function amountOf(raw: string): number | null {
  return parseAmount(raw);
}

/** `defaultPrice` stands in when the URL names no price. */
export function readEmiExtras(params: URLSearchParams, defaultPrice: number): EmiExtras {
  const text = (name: string) => (params.get(name) ?? "").trim().slice(0, 20);
  return {
    prepay: text(EXTRA_PARAMS.prepay),
    prepayYear: text(EXTRA_PARAMS.prepayYear),
    income: text(EXTRA_PARAMS.income),
    emis: text(EXTRA_PARAMS.emis),
    price: text(EXTRA_PARAMS.price) || String(defaultPrice),
    construction: params.get(EXTRA_PARAMS.construction) === "under-construction" ? "under-construction" : "ready",
    carpet: text(EXTRA_PARAMS.carpet),
    womanBuyer: params.get(EXTRA_PARAMS.womanBuyer) === "1",
  };
}
