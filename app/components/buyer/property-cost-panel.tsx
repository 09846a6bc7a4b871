import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import { Link } from "#app/i18n/link";
import { useFormat } from "#app/i18n/use-locale";
import { calculateEmi, EMI_LIMITS, TYPICAL_LOAN_PERCENT, typicalLoan } from "#app/lib/emi";
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
  const { t } = useTranslation("tools");
  const format = useFormat();
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
        <span aria-hidden className="icon-receipt flex text-primary-dark [--icon-size:1.25rem]" /> {t("panel.title")}
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
            {t("cost.womanBuyer")}
          </label>
          <noscript>
            <button type="submit" className="btn-outline px-3 py-1.5 text-sm">
              {t("panel.recalculate")}
            </button>
          </noscript>
        </form>
      ) : null}
      <div className="mt-3">
        <CostBreakdown costs={costs} idPrefix="property-cost" />
      </div>
      <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <RichText
          t={t}
          i18nKey={costs.held ? "panel.summary.held" : "panel.summary.notHeld"}
          values={{
            loan: format.price(loan),
            loanPercent: TYPICAL_LOAN_PERCENT,
            rate: EMI_LIMITS.rate.default,
            years: EMI_LIMITS.years.default,
            emi: format.rupees(emi.emi),
            upfront: format.rupees(Math.max(0, upfront)),
          }}
          components={{ strong: <strong className="text-slate-900" /> }}
        />
      </p>
      <Link to={`/emi-calculator?price=${price}&loan=${loan}`} className="btn-outline mt-4">
        {t("panel.plan")}
      </Link>
    </section>
  );
}
