import { useId, useRef, useState } from "react";
import { useHydrated } from "#app/lib/use-hydrated";
import { AddRowButton, FieldsetError, RemoveRowButton } from "./catalogue-rows";

/**
 * Repeating rows of small fields (a project's configurations, nearby places),
 * posted as `prefix.N.key`. Blank rows are dropped by the server. Adding and
 * removing rows needs JavaScript; without it one blank row is always there.
 */
export type RowColumn = {
  key: string;
  label: string;
  placeholder?: string;
  inputMode?: "numeric" | "decimal" | "text";
  /** A fixed choice instead of free text. */
  options?: readonly string[];
};

// Whole class names, so Tailwind finds them.
const GRID_COLUMNS: Record<number, string> = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

export function RowsEditor({
  legend,
  prefix,
  rowLabel,
  columns,
  initial,
  error,
  addLabel,
  hint,
}: {
  legend: string;
  prefix: string;
  /** 'Configuration' → 'Configuration 1 type' for screen readers. */
  rowLabel: string;
  columns: RowColumn[];
  initial: Record<string, string>[];
  error?: string;
  addLabel: string;
  hint?: string;
}) {
  const hydrated = useHydrated();
  const base = useId();
  const counter = useRef(0);
  const [rows, setRows] = useState(() =>
    (initial.length ? initial : [{}]).map((values, index) => ({ key: `row-${index}`, values })),
  );
  const hasBlank = rows.some((row) => columns.every((column) => !row.values[column.key]));
  const shown = hydrated || hasBlank ? rows : [...rows, { key: "blank", values: {} as Record<string, string> }];

  return (
    <fieldset aria-describedby={error ? `${base}-error` : hint ? `${base}-hint` : undefined}>
      <legend className="field-label">{legend}</legend>
      {hint ? (
        <p id={`${base}-hint`} className="mb-2 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ol className="space-y-3">
        {shown.map((row, index) => (
          <li key={row.key} className="rounded-lg border border-slate-200 p-3">
            <div className={`grid items-end gap-3 ${GRID_COLUMNS[Math.min(columns.length, 4)]}`}>
              {columns.map((column) => {
                const id = `${base}-${row.key}-${column.key}`;
                const name = `${prefix}.${index}.${column.key}`;
                return (
                  <div key={column.key}>
                    <label htmlFor={id} className="text-xs font-medium text-slate-700">
                      {column.label}
                      <span className="sr-only">
                        {" "}
                        ({rowLabel} {index + 1})
                      </span>
                    </label>
                    {column.options ? (
                      <select id={id} name={name} defaultValue={row.values[column.key] ?? ""} className="field-input">
                        <option value="">Choose…</option>
                        {column.options.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        id={id}
                        name={name}
                        inputMode={column.inputMode}
                        defaultValue={row.values[column.key] ?? ""}
                        placeholder={column.placeholder}
                        className="field-input"
                      />
                    )}
                  </div>
                );
              })}
            </div>
            <RemoveRowButton
              onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
            />
          </li>
        ))}
      </ol>
      <AddRowButton
        onClick={() => setRows((current) => [...current, { key: `added-${++counter.current}`, values: {} }])}
      >
        {addLabel}
      </AddRowButton>
      <FieldsetError id={`${base}-error`} error={error} />
    </fieldset>
  );
}
