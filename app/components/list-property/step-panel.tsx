import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "#app/lib/form/field-errors";
import type { ListingStep } from "#app/lib/listing-steps";
import { STEP_TITLE_KEYS } from "./step-indicator";

/** What every step gets: which step is shown, the field messages, and a value a refused post came back with. */
export type StepProps = {
  current: ListingStep;
  errors: FieldErrors;
  initialText: (key: string) => string | undefined;
};

/** One step of the wizard: its heading and fields, hidden (but still posted) while another step is shown. */
export function StepPanel({
  step,
  current,
  children,
}: {
  step: ListingStep;
  current: ListingStep;
  children: ReactNode;
}) {
  const { t } = useTranslation("owner");
  return (
    <section
      data-step-panel={step}
      aria-labelledby={`listing-step-${step}`}
      className={`space-y-5 [&+&]:mt-10 ${step === current ? "" : "hidden"}`}
    >
      <h2 id={`listing-step-${step}`} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        <span className="text-primary-dark">{t("steps.step", { step })}</span> {t(STEP_TITLE_KEYS[step])}
      </h2>
      {children}
    </section>
  );
}
