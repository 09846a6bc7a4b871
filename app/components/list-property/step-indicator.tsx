import { useTranslation } from "react-i18next";

/** Each step's title, a key of the owner texts ("Property Details" in English). */
export const STEP_TITLE_KEYS = {
  1: "steps.1",
  2: "steps.2",
  3: "steps.3",
  4: "steps.4",
} as const;

/** 1 Property Details · 2 Location & Specs · 3 Pricing & Images · 4 Contact Details */
export function StepIndicator({ step }: { step: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation("owner");
  return (
    <nav aria-label={t("steps.nav")} data-js-only>
      <p className="mb-3 text-sm font-medium text-slate-600 sm:hidden">
        {t("steps.ofFour", { step, title: t(STEP_TITLE_KEYS[step]) })}
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
                {done ? <span aria-hidden className="icon-check flex" /> : number}
                {done ? <span className="sr-only">{t("steps.completed", { step: number })}</span> : null}
              </span>
              <span
                className={`hidden text-sm sm:block ${current ? "font-semibold text-slate-900" : "text-slate-600"}`}
              >
                {t(STEP_TITLE_KEYS[number])}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
