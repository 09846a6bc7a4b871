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

/** Why a typed value cannot be used, or null when it is within the slider's bounds. */
export function emiInputError(field: EmiField, raw: string): string | null {
  const limits = EMI_LIMITS[field];
  const labels = { amount: "Loan amount", rate: "Interest rate", years: "Loan tenure" } as const;
  if (raw.trim() === "") return `${labels[field]} is required`;
  const value = Number(raw);
  if (!Number.isFinite(value)) return `${labels[field]} must be a number`;
  if (value < limits.min || value > limits.max) {
    const show = (n: number) =>
      field === "amount" ? `₹${n.toLocaleString("en-IN")}` : field === "rate" ? `${n}%` : `${n} years`;
    return `${labels[field]} must be between ${show(limits.min)} and ${show(limits.max)}`;
  }
  return null;
}
