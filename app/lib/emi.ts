/**
 * Home-loan EMI (docs/spec/public-site.md §9): monthly rate = annual/12/100, months =
 * years*12, the standard amortised instalment; a 0% rate divides evenly.
 * Results are whole rupees.
 */
export const EMI_LIMITS = {
  amount: { min: 100_000, max: 50_000_000, step: 100_000, default: 5_000_000 },
  rate: { min: 5, max: 15, step: 0.1, default: 8.5 },
  years: { min: 5, max: 30, step: 1, default: 20 },
} as const;

export type EmiResult = {
  emi: number;
  principal: number;
  totalInterest: number;
  totalPayable: number;
  principalPercent: number;
  interestPercent: number;
};

/** The exact (unrounded) monthly instalment. */
function monthlyInstalment(principal: number, annualRate: number, years: number): number {
  const months = years * 12;
  const monthlyRate = annualRate / 12 / 100;
  if (monthlyRate === 0) return principal / months;
  const growth = Math.pow(1 + monthlyRate, months);
  return (principal * monthlyRate * growth) / (growth - 1);
}

export function calculateEmi(principal: number, annualRate: number, years: number): EmiResult {
  const months = years * 12;
  const emi = Math.round(monthlyInstalment(principal, annualRate, years));
  const totalPayable = emi * months;
  const totalInterest = totalPayable - principal;
  const principalPercent = totalPayable > 0 ? Math.round((principal / totalPayable) * 1000) / 10 : 0;
  return {
    emi,
    principal,
    totalInterest,
    totalPayable,
    principalPercent,
    interestPercent: Math.round((100 - principalPercent) * 10) / 10,
  };
}

export type AmortisationYear = {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
};

/** Year-by-year split of the instalments into principal and interest. */
export function amortisationSchedule(principal: number, annualRate: number, years: number): AmortisationYear[] {
  const monthlyRate = annualRate / 12 / 100;
  const instalment = monthlyInstalment(principal, annualRate, years);
  const rows: AmortisationYear[] = [];
  let balance = principal;
  for (let year = 1; year <= years; year++) {
    let principalPaid = 0;
    let interestPaid = 0;
    for (let month = 0; month < 12; month++) {
      const interest = balance * monthlyRate;
      const toPrincipal = Math.min(balance, instalment - interest);
      interestPaid += interest;
      principalPaid += toPrincipal;
      balance -= toPrincipal;
    }
    rows.push({
      year,
      principalPaid: Math.round(principalPaid),
      interestPaid: Math.round(interestPaid),
      balance: Math.max(0, Math.round(balance)),
    });
  }
  return rows;
}

export type EmiField = keyof typeof EMI_LIMITS;

/** Why a typed value cannot be used, as data, so each language can say it. */
export type EmiInputProblem =
  { kind: "required" } | { kind: "notNumber" } | { kind: "range"; min: number; max: number };

/** The problem with a typed value, or null when it is within the slider's bounds. */
export function emiInputProblem(field: EmiField, raw: string): EmiInputProblem | null {
  const limits = EMI_LIMITS[field];
  if (raw.trim() === "") return { kind: "required" };
  const value = Number(raw);
  if (!Number.isFinite(value)) return { kind: "notNumber" };
  if (value < limits.min || value > limits.max) return { kind: "range", min: limits.min, max: limits.max };
  return null;
}

/** Why a typed value cannot be used, in English, or null when it is within the slider's bounds. */
export function emiInputError(field: EmiField, raw: string): string | null {
  const problem = emiInputProblem(field, raw);
  const labels = { amount: "Loan amount", rate: "Interest rate", years: "Loan tenure" } as const;
  if (!problem) return null;
  if (problem.kind === "required") return `${labels[field]} is required`;
  if (problem.kind === "notNumber") return `${labels[field]} must be a number`;
  const show = (n: number) =>
    field === "amount" ? `₹${n.toLocaleString("en-IN")}` : field === "rate" ? `${n}%` : `${n} years`;
  return `${labels[field]} must be between ${show(problem.min)} and ${show(problem.max)}`;
}

export type RepaymentOutcome = {
  /** Instalments until the loan is repaid. */
  months: number;
  totalInterest: number;
};

export type PrepaymentEffect = {
  /** The prepayment actually applied (never more than the balance then). */
  applied: number;
  without: RepaymentOutcome;
  with: RepaymentOutcome;
  monthsSaved: number;
  interestSaved: number;
};

/**
 * Pays the loan month by month with the same instalment; `prepayment` goes to
 * the principal at the start of `prepaymentYear` (after the instalments of the
 * years before it). The instalment stays as it was, so the loan ends sooner.
 */
function repay(principal: number, annualRate: number, years: number, prepayment: number, prepaymentYear: number) {
  const monthlyRate = annualRate / 12 / 100;
  const instalment = monthlyInstalment(principal, annualRate, years);
  let balance = principal;
  let interestPaid = 0;
  let months = 0;
  let applied = 0;
  // A cent's rounding left over at the end is not another month.
  while (balance > 0.005 && months < years * 12) {
    if (prepayment > 0 && months === (prepaymentYear - 1) * 12) {
      applied = Math.min(prepayment, balance);
      balance -= applied;
      if (balance <= 0.005) break;
    }
    const interest = balance * monthlyRate;
    interestPaid += interest;
    balance -= Math.min(balance, instalment - interest);
    months++;
  }
  return { months, totalInterest: Math.round(interestPaid), applied: Math.round(applied) };
}

/** The effect of one prepayment (rupees, in year 1 … tenure) on the tenure and the total interest. */
export function prepaymentEffect(
  principal: number,
  annualRate: number,
  years: number,
  prepayment: number,
  prepaymentYear: number,
): PrepaymentEffect {
  const year = Math.min(Math.max(1, Math.floor(prepaymentYear)), years);
  const base = repay(principal, annualRate, years, 0, year);
  const prepaid = repay(principal, annualRate, years, Math.max(0, prepayment), year);
  return {
    applied: prepaid.applied,
    without: { months: base.months, totalInterest: base.totalInterest },
    with: { months: prepaid.months, totalInterest: prepaid.totalInterest },
    monthsSaved: base.months - prepaid.months,
    interestSaved: base.totalInterest - prepaid.totalInterest,
  };
}

/** Banks' usual ceiling: all EMIs together at most this share of the net monthly income. */
export const FOIR_PERCENT = 50;

export type BorrowingCapacity = {
  /** What is left for a new EMI under the ceiling (0 when the existing EMIs use it up). */
  affordableEmi: number;
  /** The largest loan that instalment repays at the rate and tenure. */
  maxLoan: number;
};

/** How much can be borrowed from a net monthly income, given the EMIs already paid. */
export function borrowingCapacity(
  monthlyIncome: number,
  existingEmis: number,
  annualRate: number,
  years: number,
): BorrowingCapacity {
  const affordableEmi = Math.max(0, Math.floor((monthlyIncome * FOIR_PERCENT) / 100 - existingEmis));
  const months = years * 12;
  const monthlyRate = annualRate / 12 / 100;
  const factor = monthlyRate === 0 ? months : (1 - Math.pow(1 + monthlyRate, -months)) / monthlyRate;
  return { affordableEmi, maxLoan: Math.floor(affordableEmi * factor) };
}

/** "14 years 2 months", "20 years", "8 months". */
export function formatTenure(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

/** Banks usually lend up to this share of a home's value; the rest is the buyer's own money. */
export const TYPICAL_LOAN_PERCENT = 80;

/** The loan a property page assumes: 80% of the price, in the calculator's steps and bounds. */
export function typicalLoan(price: number): number {
  const { min, max, step } = EMI_LIMITS.amount;
  return Math.min(max, Math.max(min, Math.round((price * TYPICAL_LOAN_PERCENT) / 100 / step) * step));
}
