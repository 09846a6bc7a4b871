import { useId, type ReactNode } from "react";
import { FieldFrame, FieldError, fieldAria } from "#app/components/form/field-frame";

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

/** The control's id: unique on the page, readable in the markup. */
function useFieldId(name: string) {
  return `${useId()}-${name}`;
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

/** The frame of a catalogue field: its label (with the required marker), hint and error around the control. */
function Frame({
  id,
  label,
  required,
  error,
  hint,
  className,
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <FieldFrame
      id={id}
      label={<Label htmlFor={id} label={label} required={required} />}
      hint={hint}
      error={error}
      className={className}
    >
      {children}
    </FieldFrame>
  );
}

/** What each input, textarea and select carries after its own attributes: its state for assistive technology and the shared look. */
function controlState(id: string, { error, hint, required }: Common) {
  return { ...fieldAria(id, { error, hint }), "aria-required": required || undefined, className: "field-input" };
}

export function TextField({
  defaultValue,
  type = "text",
  inputMode,
  placeholder,
  list,
  maxLength,
  min,
  max,
  ...field
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
  const id = useFieldId(field.name);
  return (
    <Frame id={id} {...field}>
      <input
        id={id}
        name={field.name}
        type={type}
        inputMode={inputMode}
        defaultValue={defaultValue ?? ""}
        placeholder={placeholder}
        list={list}
        maxLength={maxLength}
        min={min}
        max={max}
        {...controlState(id, field)}
      />
    </Frame>
  );
}

export function TextAreaField({
  defaultValue,
  rows = 4,
  placeholder,
  ...field
}: Common & { defaultValue?: string | null; rows?: number; placeholder?: string }) {
  const id = useFieldId(field.name);
  return (
    <Frame id={id} {...field}>
      <textarea
        id={id}
        name={field.name}
        rows={rows}
        defaultValue={defaultValue ?? ""}
        placeholder={placeholder}
        {...controlState(id, field)}
      />
    </Frame>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectGroup = { label: string; options: SelectOption[] };

export function SelectField({
  options,
  groups,
  defaultValue,
  value,
  onChange,
  placeholder,
  ...field
}: Common & {
  options?: SelectOption[];
  /** Option groups (used when one list must offer every type's choices, e.g. without JavaScript). */
  groups?: SelectGroup[];
  defaultValue?: string | null;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}) {
  const id = useFieldId(field.name);
  const controlled = value !== undefined;
  return (
    <Frame id={id} {...field}>
      <select
        id={id}
        name={field.name}
        {...(controlled ? { value } : { defaultValue: defaultValue ?? "" })}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        {...controlState(id, field)}
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
    </Frame>
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
      <FieldError fieldId={base} error={error} />
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
