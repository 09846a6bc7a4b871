/**
 * A property's price changes as pages show them: "Price reduced by ₹X" with
 * its date (cards and the detail page, while the latest change is a
 * reduction) and the detail page's full history.
 */
import { useTranslation } from "react-i18next";
import { useFormat } from "#app/i18n/use-locale";
import type { PriceChange } from "#app/lib/price-history";
import { PriceReducedNote } from "./price-reduced-note";

/** The note for a history (newest first) whose latest change lowered the price; a later rise cancels it. */
export function LatestReductionNote({ history }: { history: PriceChange[] }) {
  const [latest] = history;
  if (!latest || latest.price >= latest.previousPrice) return null;
  return <PriceReducedNote reduction={{ amount: latest.previousPrice - latest.price, changedAt: latest.changedAt }} />;
}

export function PriceHistorySection({ history, status }: { history: PriceChange[]; status: string }) {
  const { t } = useTranslation("detail");
  const format = useFormat();
  if (history.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="text-lg font-semibold text-slate-900">
        {t("priceHistory.heading")}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("priceHistory.date")}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t("facts.price")}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t("priceHistory.change")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {history.map((change) => {
            const difference = change.price - change.previousPrice;
            return (
              <tr key={`${change.changedAt}-${change.price}`}>
                <td className="py-2 pr-3 whitespace-nowrap">{format.date(change.changedAt)}</td>
                <td className="py-2 pr-3">
                  {format.listingPrice(change.price, status)}
                  <span className="block text-xs text-slate-600">
                    {t("priceHistory.was", { price: format.listingPrice(change.previousPrice, status) })}
                  </span>
                </td>
                <td className={`py-2 font-medium ${difference < 0 ? "text-emerald-800" : "text-slate-700"}`}>
                  {difference < 0
                    ? t("priceHistory.reducedBy", { amount: format.rupees(-difference) })
                    : t("priceHistory.raisedBy", { amount: format.rupees(difference) })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
