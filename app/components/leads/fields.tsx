/**
 * Labelled inputs for the lead forms: the message shows under the field, is
 * tied to it with aria-describedby, and the field is marked aria-invalid.
 * Forms use noValidate, so these messages (the same the server sends) are what
 * people see, not the browser's bubbles.
 */
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "#app/lib/use-hydrated";
import { FieldFrame, fieldAria } from "#app/components/form/field-frame";
import { ENHANCED_FLAG } from "./inquiry-types";

type Common = { label: string; error?: string; hint?: ReactNode; optional?: boolean };

/** The label row: the markers sit beside the label, not in it, so the field's name is exactly its label. */
function LeadLabel({
  id,
  label,
  required,
  optional,
}: {
  id: string;
  label: string;
  required?: boolean;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-1 flex items-baseline gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700">
        {label}
      </label>
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      ) : null}
      {optional ? <span className="text-slate-500">{t("form.optional")}</span> : null}
    </div>
  );
}

/** An error takes the hint's place: only one message shows under a lead field. */
function shownHint({ error, hint }: { error?: string; hint?: ReactNode }) {
  return error ? undefined : hint;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  optional,
  children,
}: Common & { id: string; required?: boolean; children: ReactNode }) {
  return (
    <FieldFrame
      id={id}
      label={<LeadLabel id={id} label={label} required={required} optional={optional} />}
      error={error}
      hint={shownHint({ error, hint })}
    >
      {children}
    </FieldFrame>
  );
}

/** What each input, textarea and select carries: its id, the shared look, and its state for assistive technology. */
function controlProps(
  id: string,
  { error, hint, className }: { error?: string; hint?: ReactNode; className?: string },
) {
  return {
    id,
    className: `field-input disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ${className ?? ""}`,
    ...fieldAria(id, { error, hint: shownHint({ error, hint }) }),
  };
}

export function TextField({
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={input.required} optional={optional}>
      <input {...controlProps(id, { error, hint, className })} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={input.required} optional={optional}>
      <textarea {...controlProps(id, { error, hint, className })} {...input} />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={select.required} optional={optional}>
      <select {...controlProps(id, { error, hint, className })} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}

/** A banner above or below a form: success in green, failure in red; announced to screen readers. */
export function FormNotice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "success"
          ? "rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
          : "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
      }
    >
      {children}
    </div>
  );
}

/** Marks a post as coming from the enhanced form (see ENHANCED_FLAG); absent without JavaScript. */
export function EnhancedFlag() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FLAG} value="1" /> : null;
}

/** A phone number field: the numeric keypad on phones, and the browser fills in the saved national number. */
export function PhoneField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField type="tel" inputMode="numeric" autoComplete="tel-national" {...props} />;
}

/** An e-mail field that the browser fills in with the saved address. */
export function EmailField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField type="email" autoComplete="email" placeholder="you@example.com" {...props} />;
}
