/**
 * Inputs of the account forms: a label, the input, and its error under it
 * (linked with aria-describedby), plus the red service-error box.
 */
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/lib/use-hydrated";
import { FieldFrame, fieldAria } from "#app/components/form/field-frame";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A prefix shown inside the field (e.g. +91). */
  prefix?: string;
};

export function TextField({ name, label, error, hint, prefix, className, ...input }: InputProps) {
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className={prefix ? "flex" : undefined}>
        {prefix ? (
          <span
            aria-hidden
            className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-600"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          {...fieldAria(id, { error, hint })}
          className={`field-input ${prefix ? "rounded-l-none" : ""}`}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}

/**
 * A password input with a Show/Hide toggle. The toggle appears once
 * JavaScript runs (it cannot work without it), so it is never an inert button.
 */
export function PasswordField({ name, label, error, hint, className, ...input }: Omit<InputProps, "type" | "prefix">) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { t } = useTranslation("account");
  const id = `field-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          {...fieldAria(id, { error, hint })}
          className={`field-input ${hydrated ? "pr-20" : ""}`}
          {...input}
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-controls={id}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 flex items-center gap-1 rounded-r-lg px-3 text-xs font-semibold text-slate-600 hover:text-slate-900"
          >
            <span aria-hidden className={visible ? "icon-eye-off flex" : "icon-eye flex"} />
            {visible ? t("fields.hide") : t("fields.show")}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** The service's error, in a red box above the form. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** A confirmation (account created, link sent, e-mail verified). */
export function NoticeBox({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
      {children}
    </div>
  );
}
