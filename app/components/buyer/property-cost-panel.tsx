import { useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Receipt } from "lucide-react";
import { calculateEmi, EMI_LIMITS, TYPICAL_LOAN_PERCENT, typicalLoan } from "#app/lib/emi";
import { formatPrice, formatRupees } from "#app/lib/format";
import { cityOf, constructionOf, purchaseCosts } from "#app/lib/purchase-costs";
import { CostBreakdown } from "./cost-breakdown";

/** The query flag for "a woman is the sole buyer", so the option works as a plain GET form. */
export const WOMAN_BUYER_PARAM = "womanBuyer";
export const COST_PANEL_ANCHOR = "total-cost";

/**
 * A sale property's total cost of buying (price, stamp duty, metro cess,
 * registration, GST when under construction) and the EMI of the loan part.
 * The woman-buyer option is a GET form: with JavaScript it recalculates at
 * once, without it the page reloads with ?womanBuyer=1.
 */
export function PropertyCostPanel({
  price,
  city,
  location,
  yearBuilt,
  area,
}: {
  price: number;
  city: string;
  location: string;
  yearBuilt: number | null;
  area: number;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [womanBuyer, setWomanBuyer] = useState(params.get(WOMAN_BUYER_PARAM) === "1");
  const costs = purchaseCosts({
    price,
    city: cityOf(city, location),
    womanBuyer,
    construction: constructionOf(yearBuilt),
    carpetAreaSqft: area,
  });
  const loan = typicalLoan(price);
  const emi = calculateEmi(loan, EMI_LIMITS.rate.default, EMI_LIMITS.years.default);
  const upfront = costs.held ? costs.total - loan : price - loan;

  return (
    <section id={COST_PANEL_ANCHOR} className="card scroll-mt-24 p-5 sm:p-6" aria-labelledby="total-cost-heading">
      <h2 id="total-cost-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Receipt aria-hidden className="h-5 w-5 text-primary-dark" /> Total cost of buying
      </h2>
      {costs.held ? (
        <form
          method="get"
          action={`${pathname}#${COST_PANEL_ANCHOR}`}
          className="mt-3 flex flex-wrap items-center gap-3"
        >
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={WOMAN_BUYER_PARAM}
              value="1"
              checked={womanBuyer}
              onChange={(event) => setWomanBuyer(event.target.checked)}
              className="h-4 w-4 accent-[var(--primary)]"
            />
            A woman is the sole buyer
          </label>
          <noscript>
            <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
              Recalculate
            </button>
          </noscript>
        </form>
      ) : null}
      <div className="mt-3">
        <CostBreakdown costs={costs} idPrefix="property-cost" />
      </div>
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        With a loan of {formatPrice(loan)} ({TYPICAL_LOAN_PERCENT}% of the price) at {EMI_LIMITS.rate.default}% for{" "}
        {EMI_LIMITS.years.default} years, the EMI is <strong className="text-slate-900">{formatRupees(emi.emi)}</strong>{" "}
        a month and you pay {formatRupees(Math.max(0, upfront))} upfront
        {costs.held ? " (the rest of the price and the charges)" : " (the rest of the price)"}.
      </p>
      <Link to={`/emi-calculator?price=${price}&loan=${loan}`} className="btn-outline mt-4">
        Plan it in the EMI calculator
      </Link>
    </section>
  );
}
