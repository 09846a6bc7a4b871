import { useId } from "react";

/**
 * Labelled inputs for the admin catalogue forms: each wires its error message
 * to the input (aria-invalid, aria-describedby) so screen readers announce it.
 * Inputs are uncontrolled, so what the user typed survives a refused save.
 */
type Common = {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

function useFieldIds(name: string) {
  const base = useId();
  return { input: `${base}-${name}`, error: `${base}-${name}-error`, hint: `${base}-${name}-hint` };
}

function describedBy(ids: ReturnType<typeof useFieldIds>, error?: string, hint?: string) {
  return [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(" ") || undefined;
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  // The asterisk sits outside the <label> so the field's name stays exactly its label.
  return (
    <div className="flex items-baseline gap-1">
      <label htmlFor={htmlFor} className="field-label">
        {label}
      </label>
      {required ? (
        <span aria-hidden className="text-sm text-red-700">
          *
        </span>
      ) : null}
    </div>
  );
}

function Messages({ ids, error, hint }: { ids: ReturnType<typeof useFieldIds>; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={ids.hint} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({
  name,
  label,
  error,
  hint,
  required,
  className,
  defaultValue,
  type = "text",
  inputMode,
  placeholder,
  list,
  maxLength,
  min,
  max,
}: Common & {
  defaultValue?: string | number | null;
  type?: "text" | "email" | "url" | "date" | "tel" | "number";
  inputMode?: "numeric" | "decimal" | "tel" | "url" | "text";
  placeholder?: string;
  list?: string;
  maxLength?: number;
  min?: number;
  max?: number;
}) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={ids.input} label={label} required={required} />
      <input
        id={ids.input}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={defaultValue ?? ""}
        placeholder={placeholder}
        list={list}
        maxLength={maxLength}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        aria-required={required || undefined}
        className="field-input"
      />
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  name,
  label,
  error,
  hint,
  required,
  className,
  defaultValue,
  rows = 4,
  placeholder,
}: Common & { defaultValue?: string | null; rows?: number; placeholder?: string }) {
  const ids = useFieldIds(name);
  return (
    <div className={className}>
      <Label htmlFor={ids.input} label={label} required={required} />
      <textarea
        id={ids.input}
        name={name}
        rows={rows}
        defaultValue={defaultValue ?? ""}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        aria-required={required || undefined}
        className="field-input"
      />
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectGroup = { label: string; options: SelectOption[] };

export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  className,
  options,
  groups,
  defaultValue,
  value,
  onChange,
  placeholder,
}: Common & {
  options?: SelectOption[];
  /** Option groups (used when one list must offer every type's choices, e.g. without JavaScript). */
  groups?: SelectGroup[];
  defaultValue?: string | null;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const ids = useFieldIds(name);
  const controlled = value !== undefined;
  return (
    <div className={className}>
      <Label htmlFor={ids.input} label={label} required={required} />
      <select
        id={ids.input}
        name={name}
        {...(controlled ? { value } : { defaultValue: defaultValue ?? "" })}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        aria-required={required || undefined}
        className="field-input"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <Messages ids={ids} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
  value = "on",
  hint,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  value?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        className="mt-0.5 h-4 w-4 rounded border-slate-400 text-primary-dark focus:ring-secondary"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
        {hint ? <span className="block text-xs text-slate-500">{hint}</span> : null}
      </label>
    </div>
  );
}

/** A fieldset of checkboxes sharing one name (amenities). */
export function CheckboxGroup({
  name,
  legend,
  options,
  defaultChecked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly string[];
  defaultChecked: readonly string[];
  error?: string;
}) {
  const base = useId();
  return (
    <fieldset aria-describedby={error ? `${base}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option, index) => (
          <label key={option} htmlFor={`${base}-${index}`} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              id={`${base}-${index}`}
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={defaultChecked.includes(option)}
              className="h-4 w-4 rounded border-slate-400"
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${base}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A form-level message box (the save's outcome or a refusal like a stale edit). */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
