/**
 * A property's price changes as pages show them: "Price reduced by ₹X" with
 * its date (cards and the detail page, while the latest change is a
 * reduction) and the detail page's full history.
 */
import { TrendingDown } from "lucide-react";
import { formatDate, formatListingPrice, formatRupees } from "#app/lib/format";
import type { PriceChange, PriceReduction } from "#app/lib/price-history";

/** The note for a history (newest first) whose latest change lowered the price; a later rise cancels it. */
export function LatestReductionNote({ history }: { history: PriceChange[] }) {
  const [latest] = history;
  if (!latest || latest.price >= latest.previousPrice) return null;
  return <PriceReducedNote reduction={{ amount: latest.previousPrice - latest.price, changedAt: latest.changedAt }} />;
}

export function PriceReducedNote({ reduction, className = "" }: { reduction: PriceReduction; className?: string }) {
  return (
    <p className={`flex items-center gap-1 text-sm font-semibold text-emerald-800 ${className}`}>
      <TrendingDown aria-hidden className="h-4 w-4 shrink-0" />
      <span>
        {`Price reduced by ${formatRupees(reduction.amount)}`}
        <span className="font-normal text-slate-600">{` on ${formatDate(reduction.changedAt)}`}</span>
      </span>
    </p>
  );
}

export function PriceHistorySection({ history, status }: { history: PriceChange[]; status: string }) {
  if (history.length === 0) return null;
  return (
    <section className="card p-5" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading" className="text-lg font-semibold text-slate-900">
        Price history
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Date
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Price
            </th>
            <th scope="col" className="py-2 font-medium">
              Change
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {history.map((change) => {
            const difference = change.price - change.previousPrice;
            return (
              <tr key={`${change.changedAt}-${change.price}`}>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(change.changedAt)}</td>
                <td className="py-2 pr-3">
                  {formatListingPrice(change.price, status)}
                  <span className="block text-xs text-slate-600">{`was ${formatListingPrice(change.previousPrice, status)}`}</span>
                </td>
                <td className={`py-2 font-medium ${difference < 0 ? "text-emerald-800" : "text-slate-700"}`}>
                  {difference < 0 ? `Reduced by ${formatRupees(-difference)}` : `Raised by ${formatRupees(difference)}`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
