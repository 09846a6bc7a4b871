import { Check } from "lucide-react";

export const STEP_TITLES = {
  1: "Property Details",
  2: "Location & Specs",
  3: "Pricing & Images",
  4: "Contact Details",
} as const;

/** 1 Property Details · 2 Location & Specs · 3 Pricing & Images · 4 Contact Details */
export function StepIndicator({ step }: { step: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Listing steps" data-js-only>
      <p className="mb-3 text-sm font-medium text-slate-600 sm:hidden">
        Step {step} of 4: {STEP_TITLES[step]}
      </p>
      <ol className="grid grid-cols-4 gap-2">
        {([1, 2, 3, 4] as const).map((number) => {
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={number}
              aria-current={current ? "step" : undefined}
              className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
            >
              <span
                className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  done
                    ? "border-primary-dark bg-primary-dark text-white"
                    : current
                      ? "border-primary-dark bg-white text-primary-dark"
                      : "border-slate-300 bg-white text-slate-500"
                }`}
              >
                {done ? <Check aria-hidden className="h-4 w-4" /> : number}
                {done ? <span className="sr-only">{number} (completed)</span> : null}
              </span>
              <span
                className={`hidden text-sm sm:block ${current ? "font-semibold text-slate-900" : "text-slate-600"}`}
              >
                {STEP_TITLES[number]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
