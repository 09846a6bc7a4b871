/**
 * "Price reduced by ₹X on <date>": on cards and the detail page while a
 * property's latest price change is a reduction. Its own module, with its
 * texts in `common`, so the list pages' cards need no detail-page texts.
 */
import { useTranslation } from "react-i18next";
import { useFormat } from "#app/i18n/use-locale";
import type { PriceReduction } from "#app/lib/price-history";

export function PriceReducedNote({ reduction, className = "" }: { reduction: PriceReduction; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <p className={`flex items-center gap-1 text-sm font-semibold text-emerald-800 ${className}`}>
      <span aria-hidden className="icon-trending-down flex shrink-0" />
      <span>
        {t("priceReduced.note", { amount: format.rupees(reduction.amount) })}
        <span className="font-normal text-slate-600">{` ${t("priceReduced.on", { date: format.date(reduction.changedAt) })}`}</span>
      </span>
    </p>
  );
}
