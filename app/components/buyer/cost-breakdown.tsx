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
      <dl className="divide-y divide-slate-100" aria-describedby={`${idPrefix}-sources`}>
        <CostRow label="Price" amount={costs.price} />
        {costs.lines.map((line) => (
          <CostRow
            key={line.key}
            label={line.label}
            basis={line.basis}
            amount={line.amount}
            testId={`cost-${line.key}`}
          />
        ))}
        {costs.lines.every((line) => line.key !== "gst") ? (
          <CostRow label="GST" basis="None on a ready-to-move home" amount={0} />
        ) : null}
        <CostRow label="Total cost" amount={costs.total} testId="cost-total" total />
      </dl>
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

/** One line of the breakdown: what it is (and how it was worked out), then the amount. */
function CostRow({
  label,
  basis,
  amount,
  testId,
  total = false,
}: {
  label: string;
  basis?: string;
  amount: number;
  testId?: string;
  total?: boolean;
}) {
  return (
    <div className="flex items-start justify-between gap-3 py-2" data-testid={testId}>
      <dt className={total ? "font-semibold text-slate-900" : "text-slate-600"}>
        {label}
        {basis ? <span className="block text-xs text-slate-500">{basis}</span> : null}
      </dt>
      <dd className={total ? "text-base font-bold text-primary-dark" : "font-semibold text-slate-900"}>
        {formatRupees(amount)}
      </dd>
    </div>
  );
}
