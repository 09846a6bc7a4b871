import { formatDate, formatRupees } from "#app/lib/format";
import type { PurchaseCosts } from "#app/lib/purchase-costs";

/**
 * The total cost of buying: the price, each charge with how it was worked
 * out, and the total; then the sources and the dates the rates took effect.
 * A place whose rules are not held shows the price and says so.
 */
export function CostBreakdown({ costs, idPrefix }: { costs: PurchaseCosts; idPrefix: string }) {
  if (!costs.held) {
    return (
      <div className="space-y-2 text-sm" data-testid="purchase-costs">
        <p className="flex justify-between gap-4">
          <span className="text-slate-600">Price</span>
          <span className="font-semibold text-slate-900">{formatRupees(costs.price)}</span>
        </p>
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Stamp duty, registration and GST for {costs.region} are not included: we hold these charges for Mumbai only,
          so this is the price alone.
        </p>
      </div>
    );
  }
  return (
    <div className="text-sm" data-testid="purchase-costs">
      <table className="w-full" aria-describedby={`${idPrefix}-sources`}>
        <caption className="sr-only">Total cost of buying in {costs.place}</caption>
        <tbody className="divide-y divide-slate-100">
          <tr>
            <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-600">
              Price
            </th>
            <td className="py-2 text-right font-semibold text-slate-900">{formatRupees(costs.price)}</td>
          </tr>
          {costs.lines.map((line) => (
            <tr key={line.key} data-testid={`cost-${line.key}`}>
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-600">
                {line.label}
                <span className="block text-xs text-slate-500">{line.basis}</span>
              </th>
              <td className="py-2 text-right font-semibold text-slate-900">{formatRupees(line.amount)}</td>
            </tr>
          ))}
          {costs.lines.every((line) => line.key !== "gst") ? (
            <tr>
              <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-600">
                GST
                <span className="block text-xs text-slate-500">None on a ready-to-move home</span>
              </th>
              <td className="py-2 text-right font-semibold text-slate-900">{formatRupees(0)}</td>
            </tr>
          ) : null}
          <tr data-testid="cost-total">
            <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-900">
              Total cost
            </th>
            <td className="py-2 text-right text-base font-bold text-primary-dark">{formatRupees(costs.total)}</td>
          </tr>
        </tbody>
      </table>
      <details id={`${idPrefix}-sources`} className="mt-2 text-xs text-slate-600">
        <summary className="cursor-pointer font-medium text-slate-700">Sources and effective dates</summary>
        <ul className="mt-2 space-y-1.5">
          {costs.lines.map((line) => (
            <li key={line.key}>
              <strong>{line.label}:</strong> {line.source}; in force since {formatDate(line.effectiveFrom)}.
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
