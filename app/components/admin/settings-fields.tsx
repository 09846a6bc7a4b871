import { useState } from "react";
import { FieldFrame, fieldAria, hintId } from "#app/components/form/field-frame";

/** Text, e-mail, number or textarea field with its label and server message. */
export function SettingsTextField({
  name,
  label,
  defaultValue,
  error,
  type = "text",
  multiline = false,
  hint,
  ...rest
}: {
  name: string;
  label: string;
  defaultValue: string | number;
  error?: string;
  type?: "text" | "email" | "tel" | "number";
  multiline?: boolean;
  hint?: string;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  "min" | "max" | "maxLength" | "required" | "autoComplete" | "inputMode"
>) {
  const id = `settings-${name}`;
  const aria = fieldAria(id, { error, hint, hintFirst: true });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} hintClassName="mt-1 text-xs text-slate-600">
      {multiline ? (
        <textarea
          id={id}
          name={name}
          defaultValue={defaultValue}
          rows={3}
          maxLength={rest.maxLength}
          {...aria}
          className="field-input"
        />
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={defaultValue}
          {...aria}
          className="field-input"
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

/** An on/off setting: a real checkbox (it posts without JavaScript) drawn as a switch. */
export function SettingsToggle({
  name,
  label,
  description,
  defaultChecked,
}: {
  name: string;
  label: string;
  description: string;
  defaultChecked: boolean;
}) {
  const id = `settings-${name}`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-slate-600">
          {description}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          defaultChecked={defaultChecked}
          aria-describedby={`${id}-description`}
          className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute left-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour: the picker and the hex text box stay in step; the text box is what is posted. */
export function SettingsColourField({
  name,
  label,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}) {
  const [text, setText] = useState(defaultValue);
  const id = `settings-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="flex items-center gap-3">
        <input
          type="color"
          value={HEX.test(text) ? text.toLowerCase() : "#000000"}
          onChange={(event) => setText(event.currentTarget.value)}
          aria-label={`${label} picker`}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={id}
          name={name}
          type="text"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          {...fieldAria(id, { error })}
          className="field-input font-mono"
        />
      </div>
    </FieldFrame>
  );
}

/** Upload of the logo or favicon, with the current image and a way to remove it. */
export function SettingsImageField({
  name,
  label,
  currentUrl,
  hint,
  error,
  previewClassName,
}: {
  name: "logo" | "favicon";
  label: string;
  currentUrl: string | null;
  hint: string;
  error?: string;
  previewClassName: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const id = `settings-${name}`;
  const shown = preview ?? currentUrl;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="flex flex-wrap items-center gap-4">
        <span className="flex h-20 min-w-20 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2">
          {shown ? (
            <img src={shown} alt={`Current ${name}`} className={previewClassName} />
          ) : (
            <span className="text-xs text-slate-500">None</span>
          )}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            name={name}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
            {...fieldAria(id, { error, hint, hintFirst: true })}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setPreview((old) => {
                if (old) URL.revokeObjectURL(old);
                return file ? URL.createObjectURL(file) : null;
              });
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-secondary-soft file:px-3 file:py-2 file:text-sm file:font-semibold file:text-secondary-dark hover:file:bg-slate-100"
          />
          <p id={hintId(id)} className="text-xs text-slate-600">
            {hint}
          </p>
          {currentUrl ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name={`remove_${name}`} className="h-4 w-4 rounded border-slate-300" /> Remove
              current {name}
            </label>
          ) : null}
        </div>
      </div>
    </FieldFrame>
  );
}
