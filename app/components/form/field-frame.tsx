/**
 * What every form field of the site has around its control: the label above
 * it, then an optional hint and an error message below it. The hint and the
 * error take their ids from the control's (`<id>-hint`, `<id>-error`), and the
 * control names them in aria-describedby (see fieldAria), so a screen reader
 * reads them with the field and announces it as invalid while it has an error.
 *
 * The families of fields (account, lead, catalogue and settings forms) keep
 * their own id schemes, label rows and hint colours; this is only the frame.
 */
import type { ReactElement, ReactNode } from "react";
import { useMessage } from "#app/i18n/use-locale";

export const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/**
 * The control's state for assistive technology. Its error and hint are named in
 * the order they are read: error first, unless `hintFirst` (the admin settings
 * and new-user forms read the hint first).
 */
export function fieldAria(
  id: string,
  { error, hint, hintFirst = false }: { error?: string; hint?: ReactNode; hintFirst?: boolean },
) {
  const errorRef = error ? errorId(id) : null;
  const hintRef = hint ? hintId(id) : null;
  const messages = hintFirst ? [hintRef, errorRef] : [errorRef, hintRef];
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": messages.filter(Boolean).join(" ") || undefined,
  };
}

/** A field: its label, then the control (the children), then its hint and error. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  hintClassName = "mt-1 text-xs text-slate-500",
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  /** The label's text, drawn as the standard field label; or a whole label row of the caller's (e.g. with a required marker). */
  label: string | ReactElement;
  hint?: ReactNode;
  error?: string;
  hintClassName?: string;
  className?: string;
  /** The control itself, carrying `id` and fieldAria's attributes. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {typeof label === "string" ? (
        <label htmlFor={id} className="field-label">
          {label}
        </label>
      ) : (
        label
      )}
      {children}
      {hint ? (
        <p id={hintId(id)} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

/** The error under a field, or under a group of them; nothing when there is none. */
export function FieldError({ fieldId, error }: { fieldId: string; error?: string }) {
  const translate = useMessage();
  return error ? (
    <p id={errorId(fieldId)} className="field-error">
      {translate(error)}
    </p>
  ) : null;
}
