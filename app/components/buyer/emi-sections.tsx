/**
 * The EMI calculator's sections below the loan: a one-time prepayment, how
 * much can be borrowed, and the total cost of buying. Their fields belong to
 * the calculator's GET form (the `form` attribute), so without JavaScript a
 * button recalculates the page from its URL; with it, results follow typing.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "#app/i18n/rich-text";
import { borrowingCapacity, FOIR_PERCENT, prepaymentEffect } from "#app/lib/emi";
import { amountOf, EXTRA_PARAMS, type EmiExtras } from "#app/lib/emi-extras";
import { useFormat } from "#app/i18n/use-locale";
import { purchaseCosts } from "#app/lib/purchase-costs";
import { CostBreakdown } from "./cost-breakdown";

type Loan = { amount: number; rate: number; years: number; emi: number };
type SectionProps = {
  formId: string;
  extras: EmiExtras;
  change: (field: keyof EmiExtras, value: string | boolean) => void;
  loan: Loan;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card min-w-0 p-6" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AmountField({
  id,
  label,
  name,
  value,
  formId,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  formId: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        form={formId}
        type="number"
        inputMode="numeric"
        min={0}
        className="field-input"
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** "14 years 2 months", "20 years", "8 months" in the page's language (formatTenure's rule). */
function useTenure() {
  const { t } = useTranslation("tools");
  return (months: number) => {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const parts: string[] = [];
    if (years > 0) parts.push(t("tenure.years", { count: years }));
    if (rest > 0 || years === 0) parts.push(t("tenure.months", { count: rest }));
    return parts.join(" ");
  };
}

function RecalculateButton({ formId, label }: { formId: string; label: string }) {
  return (
    <noscript>
      <button type="submit" form={formId} className="btn-primary mt-4">
        {label}
      </button>
    </noscript>
  );
}

export function PrepaymentSection({ formId, extras, change, loan }: SectionProps) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const tenure = useTenure();
  const amount = amountOf(extras.prepay);
  const year = amountOf(extras.prepayYear);
  const effect =
    amount && year && year >= 1 && year <= loan.years
      ? prepaymentEffect(loan.amount, loan.rate, loan.years, amount, year)
      : null;
  return (
    <Section id="prepayment-heading" title={t("prepay.title")}>
      <p className="mt-1 text-sm text-slate-600">{t("prepay.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AmountField
          id="emi-prepay"
          label={t("prepay.amount")}
          name={EXTRA_PARAMS.prepay}
          value={extras.prepay}
          formId={formId}
          onChange={(value) => change("prepay", value)}
        />
        <AmountField
          id="emi-prepay-year"
          label={t("prepay.year")}
          name={EXTRA_PARAMS.prepayYear}
          value={extras.prepayYear}
          formId={formId}
          onChange={(value) => change("prepayYear", value)}
          hint={t("prepay.yearHint", { years: loan.years })}
        />
      </div>
      <RecalculateButton formId={formId} label={t("prepay.button")} />
      {effect ? (
        <div className="mt-5 overflow-x-auto" data-testid="prepayment-effect">
          <table className="w-full min-w-[22rem] text-left text-sm">
            <caption className="sr-only">{t("prepay.caption")}</caption>
            <thead className="text-slate-600">
              <tr>
                <td />
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("prepay.without")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("prepay.with", { amount: format.rupees(effect.applied), year })}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              <tr>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                  {t("prepay.tenure")}
                </th>
                <td className="py-2 pr-3" data-testid="tenure-without">
                  {tenure(effect.without.months)}
                </td>
                <td className="py-2 font-semibold text-slate-900" data-testid="tenure-with">
                  {tenure(effect.with.months)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                  {t("prepay.totalInterest")}
                </th>
                <td className="py-2 pr-3" data-testid="interest-without">
                  {format.rupees(effect.without.totalInterest)}
                </td>
                <td className="py-2 font-semibold text-slate-900" data-testid="interest-with">
                  {format.rupees(effect.with.totalInterest)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            {t("prepay.saving", { tenure: tenure(effect.monthsSaved), amount: format.rupees(effect.interestSaved) })}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("prepay.empty", { years: loan.years })}</p>
      )}
    </Section>
  );
}

export function BorrowingSection({ formId, extras, change, loan }: SectionProps) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const income = amountOf(extras.income);
  const existing = amountOf(extras.emis) ?? 0;
  const capacity = income ? borrowingCapacity(income, existing, loan.rate, loan.years) : null;
  return (
    <Section id="borrow-heading" title={t("borrow.title")}>
      <p className="mt-1 text-sm text-slate-600">
        {t("borrow.assumption", { percent: FOIR_PERCENT, rate: loan.rate, years: loan.years })}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AmountField
          id="emi-income"
          label={t("borrow.income")}
          name={EXTRA_PARAMS.income}
          value={extras.income}
          formId={formId}
          onChange={(value) => change("income", value)}
        />
        <AmountField
          id="emi-existing"
          label={t("borrow.existing")}
          name={EXTRA_PARAMS.emis}
          value={extras.emis}
          formId={formId}
          onChange={(value) => change("emis", value)}
        />
      </div>
      <RecalculateButton formId={formId} label={t("borrow.button")} />
      {capacity ? (
        <div className="mt-5 rounded-lg bg-secondary-soft p-4 text-slate-900" data-testid="borrowing">
          {capacity.maxLoan > 0 ? (
            <>
              <p className="text-lg">
                <RichText
                  t={t}
                  i18nKey="borrow.result"
                  values={{ amount: format.amountInWords(capacity.maxLoan) }}
                  components={{ strong: <strong /> }}
                />
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {t("borrow.resultDetail", {
                  loan: format.rupees(capacity.maxLoan),
                  emi: format.rupees(capacity.affordableEmi),
                })}
              </p>
            </>
          ) : (
            <p>{t("borrow.none", { percent: FOIR_PERCENT })}</p>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("borrow.empty")}</p>
      )}
    </Section>
  );
}

export function CostSection({ formId, extras, change, loan }: SectionProps) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const price = amountOf(extras.price);
  const costs = price
    ? purchaseCosts({
        price,
        city: "Mumbai",
        womanBuyer: extras.womanBuyer,
        construction: extras.construction,
        carpetAreaSqft: amountOf(extras.carpet),
      })
    : null;
  return (
    <Section id="cost-heading" title={t("cost.title")}>
      <p className="mt-1 text-sm text-slate-600">{t("cost.intro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AmountField
          id="emi-price"
          label={t("cost.price")}
          name={EXTRA_PARAMS.price}
          value={extras.price}
          formId={formId}
          onChange={(value) => change("price", value)}
        />
        <div>
          <label htmlFor="emi-construction" className="field-label">
            {t("cost.construction")}
          </label>
          <select
            id="emi-construction"
            name={EXTRA_PARAMS.construction}
            form={formId}
            className="field-input"
            value={extras.construction}
            onChange={(event) => change("construction", event.target.value)}
          >
            <option value="ready">{t("cost.ready")}</option>
            <option value="under-construction">{t("cost.underConstruction")}</option>
          </select>
        </div>
        <AmountField
          id="emi-carpet"
          label={t("cost.carpet")}
          name={EXTRA_PARAMS.carpet}
          value={extras.carpet}
          formId={formId}
          onChange={(value) => change("carpet", value)}
          hint={t("cost.carpetHint")}
        />
        <label className="flex items-center gap-2 self-center text-sm text-slate-800">
          <input
            type="checkbox"
            name={EXTRA_PARAMS.womanBuyer}
            value="1"
            form={formId}
            checked={extras.womanBuyer}
            onChange={(event) => change("womanBuyer", event.target.checked)}
            className="h-4 w-4 accent-[var(--primary)]"
          />
          {t("cost.womanBuyer")}
        </label>
      </div>
      <RecalculateButton formId={formId} label={t("cost.button")} />
      {costs ? (
        <div className="mt-5">
          <CostBreakdown costs={costs} idPrefix="emi-cost" />
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t("cost.withLoan", {
              loan: format.rupees(loan.amount),
              emi: format.rupees(loan.emi),
              upfront: format.rupees(Math.max(0, (costs.held ? costs.total : price!) - loan.amount)),
            })}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("cost.empty")}</p>
      )}
    </Section>
  );
}
