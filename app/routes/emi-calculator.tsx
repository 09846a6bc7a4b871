import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "#app/i18n/link";
import type { Route } from "./+types/emi-calculator";
import {
  amortisationSchedule,
  calculateEmi,
  EMI_LIMITS,
  emiInputProblem,
  TYPICAL_LOAN_PERCENT,
  typicalLoan,
  type EmiField,
} from "#app/lib/emi";
import { readEmiExtras, type EmiExtras } from "#app/lib/emi-extras";
import { parseAmount } from "#app/lib/query-values";
import { digitsOf } from "#app/lib/grouped-digits";
import { GroupedAmountInput } from "#app/components/buyer/grouped-amount-input";
import { BorrowingSection, CostSection, PrepaymentSection } from "#app/components/buyer/emi-sections";
import { useFormat } from "#app/i18n/use-locale";
import type { Formats } from "#app/lib/format";
import { metaT, seo } from "#app/lib/seo";
import type { TextsHandle } from "#app/i18n/page-texts";

/** The texts this page needs beyond the shared ones (app/i18n/page-texts.ts). */
export const handle: TextsHandle = { texts: ["tools"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches, "tools");
  return seo({ matches, title: t("emi.meta.title"), description: t("emi.meta.description") });
};

const FIELDS: EmiField[] = ["amount", "rate", "years"];
const PARAM: Record<EmiField, string> = { amount: "amount", rate: "rate", years: "tenure" };

/** The form the further sections' fields belong to. */
const FORM_ID = "emi-form";

/**
 * Reads ?amount=&rate=&tenure= (and the further sections' fields) so the
 * calculator works (and can be shared) without JavaScript. A property page
 * sends ?price=&loan=: `loan` names the loan amount (as `amount` does), and
 * a price alone implies the usual 80% loan.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const price = parseAmount(params.get("price"));
  const raw = {} as Record<EmiField, string>;
  for (const field of FIELDS) raw[field] = params.get(PARAM[field]) ?? String(EMI_LIMITS[field].default);
  const loan = params.get("loan") ?? params.get("amount");
  raw.amount = loan ?? String(price ? typicalLoan(price) : EMI_LIMITS.amount.default);
  // Sent without JavaScript, the amount comes as it was shown and typed: 50,00,000.
  if (/^[\d,\s]+$/.test(raw.amount)) raw.amount = digitsOf(raw.amount, 15);
  const loanValue = parseAmount(raw.amount) ?? EMI_LIMITS.amount.default;
  const extras = readEmiExtras(params, Math.round((loanValue * 100) / TYPICAL_LOAN_PERCENT));
  return { raw, extras };
}

const TIPS = [
  { title: "emi.tip.downPayment.title", text: "emi.tip.downPayment.text" },
  { title: "emi.tip.tenure.title", text: "emi.tip.tenure.text" },
  { title: "emi.tip.prepay.title", text: "emi.tip.prepay.text" },
  { title: "emi.tip.rates.title", text: "emi.tip.rates.text" },
] as const;

type ToolsT = ReturnType<typeof useTranslation<"tools">>["t"];

/** Why a typed value cannot be used, in the page's language; null when it can. */
function inputError(t: ToolsT, format: Formats, field: EmiField, raw: string): string | null {
  const problem = emiInputProblem(field, raw);
  if (!problem) return null;
  if (problem.kind === "required") return t(`emi.error.${field}.required`);
  if (problem.kind === "notNumber") return t(`emi.error.${field}.notNumber`);
  const show = (n: number) => (field === "amount" ? format.rupees(n) : String(n));
  return t(`emi.error.${field}.range`, { min: show(problem.min), max: show(problem.max) });
}

export default function EmiCalculator({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tools");
  const format = useFormat();
  const [raw, setRaw] = useState(loaderData.raw);
  const errors = Object.fromEntries(FIELDS.map((f) => [f, inputError(t, format, f, raw[f])])) as Record<
    EmiField,
    string | null
  >;
  // Values outside the bounds are not used: the last valid value (or the default) stays in force.
  const [valid, setValid] = useState(() => {
    const initial = {} as Record<EmiField, number>;
    for (const f of FIELDS) initial[f] = errors[f] ? EMI_LIMITS[f].default : Number(loaderData.raw[f]);
    return initial;
  });
  const update = (field: EmiField, value: string) => {
    setRaw((current) => ({ ...current, [field]: value }));
    if (!emiInputProblem(field, value)) setValid((current) => ({ ...current, [field]: Number(value) }));
  };
  // A figure typed before the page's scripts ran counts as typed: the fields start from what they hold
  // (the amount's box shows it grouped: its digits are what was typed).
  useEffect(() => {
    for (const field of FIELDS) {
      const input = document.getElementById(`emi-${field}`);
      if (!(input instanceof HTMLInputElement)) continue;
      const typed = field === "amount" ? digitsOf(input.value, 15) : input.value;
      if (typed !== loaderData.raw[field]) update(field, typed);
    }
    // Once, when the calculator first runs in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [extras, setExtras] = useState<EmiExtras>(loaderData.extras);
  const changeExtra = (field: keyof EmiExtras, value: string | boolean) =>
    setExtras((current) => ({ ...current, [field]: value }));
  const result = calculateEmi(valid.amount, valid.rate, valid.years);
  const loan = { amount: valid.amount, rate: valid.rate, years: valid.years, emi: result.emi };
  const schedule = amortisationSchedule(valid.amount, valid.rate, valid.years);
  const labels: Record<EmiField, string> = {
    amount: t("emi.label.amount"),
    rate: t("emi.label.rate"),
    years: t("emi.label.years"),
  };
  const shown: Record<EmiField, string> = {
    amount: format.price(valid.amount, 2),
    rate: `${valid.rate}%`,
    years: t("emi.years", { years: valid.years }),
  };
  const bound = (field: EmiField, value: number) =>
    field === "amount" ? format.price(value) : field === "rate" ? `${value}%` : t("emi.yrs", { years: value });

  return (
    <>
      <section className="bg-gradient-to-br from-secondary to-secondary-dark py-12 text-white">
        <div className="container-page">
          <h1 className="flex items-center gap-3 text-3xl font-bold sm:text-4xl">
            <span aria-hidden className="icon-calculator flex [--icon-size:2rem]" /> {t("emi.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-white/90">{t("emi.intro")}</p>
        </div>
      </section>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-5">
        <Form id={FORM_ID} method="get" className="card space-y-7 p-6 lg:col-span-3" aria-label={t("emi.formLabel")}>
          {FIELDS.map((field) => {
            const limits = EMI_LIMITS[field];
            const error = errors[field];
            return (
              <div key={field}>
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={`emi-${field}`} className="text-sm font-semibold text-slate-800">
                    {labels[field]}
                  </label>
                  <span className="text-sm font-semibold text-primary-dark">{shown[field]}</span>
                </div>
                <input
                  type="range"
                  aria-label={t("emi.slider", { label: labels[field] })}
                  className="mt-3 w-full accent-[var(--primary)]"
                  min={limits.min}
                  max={limits.max}
                  step={limits.step}
                  value={valid[field]}
                  onChange={(event) => update(field, event.target.value)}
                />
                <div className="flex justify-between text-xs text-slate-500">
                  <span>{bound(field, limits.min)}</span>
                  <span>{bound(field, limits.max)}</span>
                </div>
                {field === "amount" ? (
                  // Grouped as it is typed (50,00,000), sent as the number.
                  <GroupedAmountInput
                    id="emi-amount"
                    name={PARAM.amount}
                    className="field-input mt-2"
                    value={raw.amount}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? "emi-amount-error" : undefined}
                    onDigits={(digits) => update("amount", digits)}
                  />
                ) : (
                  <input
                    id={`emi-${field}`}
                    name={PARAM[field]}
                    type="number"
                    inputMode="decimal"
                    step={limits.step}
                    className="field-input mt-2"
                    value={raw[field]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `emi-${field}-error` : undefined}
                    onChange={(event) => update(field, event.target.value)}
                  />
                )}
                {error ? (
                  <p id={`emi-${field}-error`} className="field-error" role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <noscript>
            <button type="submit" className="btn-primary">
              {t("emi.calculate")}
            </button>
          </noscript>
        </Form>

        <section className="space-y-6 lg:col-span-2" aria-labelledby="emi-result-heading">
          <div className="card overflow-hidden">
            <div className="bg-primary-dark p-6 text-center text-white">
              <h2 id="emi-result-heading" className="text-sm font-medium uppercase tracking-wide text-white/90">
                {t("emi.monthly")}
              </h2>
              <p className="mt-1 text-4xl font-bold" data-testid="emi-amount">
                {format.rupees(result.emi)}
              </p>
            </div>
            <dl className="divide-y divide-slate-100 p-6 text-sm">
              <div className="flex justify-between py-2">
                <dt className="text-slate-600">{t("emi.principal")}</dt>
                <dd className="font-semibold" data-testid="emi-principal">
                  {format.rupees(result.principal)}
                </dd>
              </div>
              <div className="flex justify-between py-2">
                <dt className="text-slate-600">{t("emi.totalInterest")}</dt>
                <dd className="font-semibold" data-testid="emi-interest">
                  {format.rupees(result.totalInterest)}
                </dd>
              </div>
              <div className="flex justify-between py-2">
                <dt className="text-slate-600">{t("emi.totalPayable")}</dt>
                <dd className="font-semibold" data-testid="emi-total">
                  {format.rupees(result.totalPayable)}
                </dd>
              </div>
            </dl>
            <div className="px-6 pb-6">
              <p className="mb-2 text-sm font-semibold text-slate-800">{t("emi.breakdown")}</p>
              <div className="flex h-4 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div className="bg-secondary" style={{ width: `${result.principalPercent}%` }} />
                <div className="bg-primary" style={{ width: `${result.interestPercent}%` }} />
              </div>
              <div className="mt-2 flex justify-between text-sm">
                <span className="flex items-center gap-2">
                  <span className="h-3 w-3 rounded-full bg-secondary" aria-hidden />{" "}
                  {t("emi.principalShare", { percent: result.principalPercent })}
                </span>
                <span className="flex items-center gap-2">
                  <span className="h-3 w-3 rounded-full bg-primary" aria-hidden />{" "}
                  {t("emi.interestShare", { percent: result.interestPercent })}
                </span>
              </div>
            </div>
          </div>
          <Link to="/residential" className="btn-outline w-full">
            {t("emi.browse")}
          </Link>
        </section>
      </div>

      <div className="container-page grid gap-8 pb-10 lg:grid-cols-2">
        <PrepaymentSection formId={FORM_ID} extras={extras} change={changeExtra} loan={loan} />
        <BorrowingSection formId={FORM_ID} extras={extras} change={changeExtra} loan={loan} />
        <div className="lg:col-span-2">
          <CostSection formId={FORM_ID} extras={extras} change={changeExtra} loan={loan} />
        </div>
      </div>

      <section className="container-page pb-4" aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="text-xl font-semibold text-slate-900">
          {t("emi.schedule.title")}
        </h2>
        <div className="card mt-4 overflow-x-auto">
          <table className="w-full min-w-[520px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("emi.schedule.year")}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t("emi.schedule.principal")}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t("emi.schedule.interest")}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t("emi.schedule.balance")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {schedule.map((row) => (
                <tr key={row.year}>
                  <td className="px-4 py-2">{row.year}</td>
                  <td className="px-4 py-2 text-right">{format.rupees(row.principalPaid)}</td>
                  <td className="px-4 py-2 text-right">{format.rupees(row.interestPaid)}</td>
                  <td className="px-4 py-2 text-right">{format.rupees(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="container-page py-10" aria-labelledby="tips-heading">
        <h2 id="tips-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <span aria-hidden className="icon-lightbulb flex text-primary-dark [--icon-size:1.25rem]" />{" "}
          {t("emi.tips.title")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {TIPS.map((tip) => (
            <li key={tip.title} className="card p-5">
              <h3 className="font-semibold text-slate-900">{t(tip.title)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(tip.text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
