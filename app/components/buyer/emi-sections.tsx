/**
 * The EMI calculator's sections below the loan: a one-time prepayment, how
 * much can be borrowed, and the total cost of buying. Their fields belong to
 * the calculator's GET form (the `form` attribute), so without JavaScript a
 * button recalculates the page from its URL; with it, results follow typing.
 */
import type { ReactNode } from "react";
import { borrowingCapacity, FOIR_PERCENT, formatTenure, prepaymentEffect } from "#app/lib/emi";
import { amountOf, EXTRA_PARAMS, type EmiExtras } from "#app/lib/emi-extras";
import { formatAmountInWords, formatRupees } from "#app/lib/format";
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
  const amount = amountOf(extras.prepay);
  const year = amountOf(extras.prepayYear);
  const effect =
    amount && year && year >= 1 && year <= loan.years
      ? prepaymentEffect(loan.amount, loan.rate, loan.years, amount, year)
      : null;
  return (
    <Section id="prepayment-heading" title="One-time prepayment">
      <p className="mt-1 text-sm text-slate-600">
        A lump sum paid towards the principal at the start of a year. The EMI stays the same, so the loan ends sooner
        and costs less interest.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AmountField
          id="emi-prepay"
          label="Prepayment amount (₹)"
          name={EXTRA_PARAMS.prepay}
          value={extras.prepay}
          formId={formId}
          onChange={(value) => change("prepay", value)}
        />
        <AmountField
          id="emi-prepay-year"
          label="In year"
          name={EXTRA_PARAMS.prepayYear}
          value={extras.prepayYear}
          formId={formId}
          onChange={(value) => change("prepayYear", value)}
          hint={`1 to ${loan.years}`}
        />
      </div>
      <RecalculateButton formId={formId} label="Show the effect of the prepayment" />
      {effect ? (
        <div className="mt-5 overflow-x-auto" data-testid="prepayment-effect">
          <table className="w-full min-w-[22rem] text-left text-sm">
            <caption className="sr-only">Loan with and without the prepayment</caption>
            <thead className="text-slate-600">
              <tr>
                <td />
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Without prepayment
                </th>
                <th scope="col" className="py-2 font-semibold">
                  With {formatRupees(effect.applied)} in year {year}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              <tr>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                  Tenure
                </th>
                <td className="py-2 pr-3" data-testid="tenure-without">
                  {formatTenure(effect.without.months)}
                </td>
                <td className="py-2 font-semibold text-slate-900" data-testid="tenure-with">
                  {formatTenure(effect.with.months)}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                  Total interest
                </th>
                <td className="py-2 pr-3" data-testid="interest-without">
                  {formatRupees(effect.without.totalInterest)}
                </td>
                <td className="py-2 font-semibold text-slate-900" data-testid="interest-with">
                  {formatRupees(effect.with.totalInterest)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            The loan ends {formatTenure(effect.monthsSaved)} sooner and you save {formatRupees(effect.interestSaved)} in
            interest.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          Enter an amount and a year between 1 and {loan.years} to see the effect.
        </p>
      )}
    </Section>
  );
}

export function BorrowingSection({ formId, extras, change, loan }: SectionProps) {
  const income = amountOf(extras.income);
  const existing = amountOf(extras.emis) ?? 0;
  const capacity = income ? borrowingCapacity(income, existing, loan.rate, loan.years) : null;
  return (
    <Section id="borrow-heading" title="How much can I borrow?">
      <p className="mt-1 text-sm text-slate-600">
        Assumption: banks usually let all your EMIs together take up to {FOIR_PERCENT}% of your net monthly income.
        Worked out at {loan.rate}% for {loan.years} years (the loan above).
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AmountField
          id="emi-income"
          label="Net monthly income (₹)"
          name={EXTRA_PARAMS.income}
          value={extras.income}
          formId={formId}
          onChange={(value) => change("income", value)}
        />
        <AmountField
          id="emi-existing"
          label="Existing EMIs a month (₹)"
          name={EXTRA_PARAMS.emis}
          value={extras.emis}
          formId={formId}
          onChange={(value) => change("emis", value)}
        />
      </div>
      <RecalculateButton formId={formId} label="Work out how much I can borrow" />
      {capacity ? (
        <div className="mt-5 rounded-lg bg-secondary-soft p-4 text-slate-900" data-testid="borrowing">
          {capacity.maxLoan > 0 ? (
            <>
              <p className="text-lg">
                You could borrow about <strong>{formatAmountInWords(capacity.maxLoan)}</strong>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {formatRupees(capacity.maxLoan)}, repaid with an EMI of up to {formatRupees(capacity.affordableEmi)} a
                month.
              </p>
            </>
          ) : (
            <p>Your existing EMIs already take {FOIR_PERCENT}% of that income, so a bank would lend nothing more.</p>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Enter your monthly income to see the loan you could get.</p>
      )}
    </Section>
  );
}

export function CostSection({ formId, extras, change, loan }: SectionProps) {
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
    <Section id="cost-heading" title="Total cost of buying in Mumbai">
      <p className="mt-1 text-sm text-slate-600">
        Stamp duty, metro cess, registration and GST as Maharashtra charges them in Mumbai. Elsewhere the charges differ
        and are not included.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AmountField
          id="emi-price"
          label="Property price (₹)"
          name={EXTRA_PARAMS.price}
          value={extras.price}
          formId={formId}
          onChange={(value) => change("price", value)}
        />
        <div>
          <label htmlFor="emi-construction" className="field-label">
            Construction
          </label>
          <select
            id="emi-construction"
            name={EXTRA_PARAMS.construction}
            form={formId}
            className="field-input"
            value={extras.construction}
            onChange={(event) => change("construction", event.target.value)}
          >
            <option value="ready">Ready to move in</option>
            <option value="under-construction">Under construction</option>
          </select>
        </div>
        <AmountField
          id="emi-carpet"
          label="Carpet area (sq ft)"
          name={EXTRA_PARAMS.carpet}
          value={extras.carpet}
          formId={formId}
          onChange={(value) => change("carpet", value)}
          hint="Under construction: up to 60 m² (646 sq ft) and ₹45 lakh is affordable housing, with 1% GST."
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
          A woman is the sole buyer
        </label>
      </div>
      <RecalculateButton formId={formId} label="Work out the total cost" />
      {costs ? (
        <div className="mt-5">
          <CostBreakdown costs={costs} idPrefix="emi-cost" />
          <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            With the loan above ({formatRupees(loan.amount)}), the EMI is {formatRupees(loan.emi)} a month and you pay{" "}
            {formatRupees(Math.max(0, (costs.held ? costs.total : price!) - loan.amount))} upfront.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Enter the property&apos;s price to see the total cost.</p>
      )}
    </Section>
  );
}
