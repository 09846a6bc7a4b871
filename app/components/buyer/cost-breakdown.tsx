import { useTranslation } from "react-i18next";
import { useFormat, useMessage } from "#app/i18n/use-locale";
import { usePlaceName } from "#app/i18n/places";
import { regionOf, type PurchaseCostBasis, type PurchaseCostLine, type PurchaseCosts } from "#app/lib/purchase-costs";

type ToolsT = ReturnType<typeof useTranslation<"tools">>["t"];

/** How a charge was worked out ("5% of the price"), in the page's language. */
function basisText(t: ToolsT, rupees: (value: number) => string, basis: PurchaseCostBasis): string {
  switch (basis.wording) {
    case "womanBuyer":
      return t("costs.basis.womanBuyer", {
        percent: basis.percent,
        fullPercent: basis.fullPercent,
        concession: basis.concession,
      });
    case "capped":
      return t("costs.basis.capped", { percent: basis.percent, cap: rupees(basis.cap) });
    default:
      return t(`costs.basis.${basis.wording}`, { percent: basis.percent });
  }
}

/**
 * The total cost of buying: the price, each charge with how it was worked
 * out, and the total; then the sources and the dates the rates took effect.
 * A place whose rules are not held shows the price and says so.
 */
export function CostBreakdown({ costs, idPrefix }: { costs: PurchaseCosts; idPrefix: string }) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const translate = useMessage();
  const place = usePlaceName();
  if (!costs.held) {
    // A state's name is translated as a text; a city's through the place-name table.
    const region =
      costs.region === regionOf("")
        ? t("costs.thisLocation")
        : translate(costs.region) !== costs.region
          ? translate(costs.region)
          : place(costs.region);
    return (
      <div className="space-y-2 text-sm" data-testid="purchase-costs">
        <p className="flex justify-between gap-4">
          <span className="text-slate-600">{t("costs.price")}</span>
          <span className="font-semibold text-slate-900">{format.rupees(costs.price)}</span>
        </p>
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{t("costs.notHeld", { region })}</p>
      </div>
    );
  }
  const label = (line: PurchaseCostLine) => t(`costs.line.${line.key}`);
  return (
    <div className="text-sm" data-testid="purchase-costs">
      <dl className="divide-y divide-slate-100" aria-describedby={`${idPrefix}-sources`}>
        <CostRow label={t("costs.price")} amount={costs.price} />
        {costs.lines.map((line) => (
          <CostRow
            key={line.key}
            label={label(line)}
            basis={basisText(t, format.rupees, line.basisParts)}
            amount={line.amount}
            testId={`cost-${line.key}`}
          />
        ))}
        {costs.lines.every((line) => line.key !== "gst") ? (
          <CostRow label={t("costs.line.gst")} basis={t("costs.noGst")} amount={0} />
        ) : null}
        <CostRow label={t("costs.total")} amount={costs.total} testId="cost-total" total />
      </dl>
      <details id={`${idPrefix}-sources`} className="mt-2 text-xs text-slate-600">
        <summary className="cursor-pointer font-medium text-slate-700">{t("costs.sources")}</summary>
        <ul className="mt-2 space-y-1.5">
          {costs.lines.map((line) => (
            <li key={line.key}>
              <strong>{t("costs.sourceLabel", { label: label(line) })}</strong>{" "}
              {t("costs.inForce", {
                sources: line.sources.map(translate).join("; "),
                date: format.date(line.effectiveFrom),
              })}
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
  const format = useFormat();
  return (
    <div className="flex items-start justify-between gap-3 py-2" data-testid={testId}>
      <dt className={total ? "font-semibold text-slate-900" : "text-slate-600"}>
        {label}
        {basis ? <span className="block text-xs text-slate-500">{basis}</span> : null}
      </dt>
      <dd className={total ? "text-base font-bold text-primary-dark" : "font-semibold text-slate-900"}>
        {format.rupees(amount)}
      </dd>
    </div>
  );
}
