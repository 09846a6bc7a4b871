import { useId, useRef, useState } from "react";
import { FileText, Image as ImageIcon } from "lucide-react";
import type { FloorPlan } from "#app/platform/schema";
import { useHydrated } from "#app/lib/use-hydrated";
import { AddRowButton, FieldsetError, RemoveRowButton } from "./catalogue-rows";

/**
 * A project's floor plans: kept ones (renameable, by their file URL) and new
 * ones (a title plus an image or PDF file), posted as `floorPlans.N.*`.
 */
type Row = { key: string; existing?: FloorPlan };

export function FloorPlansEditor({
  plans,
  maxFileMb,
  error,
}: {
  plans: FloorPlan[];
  maxFileMb: number;
  error?: string;
}) {
  const hydrated = useHydrated();
  const base = useId();
  const counter = useRef(0);
  const [rows, setRows] = useState<Row[]>(() =>
    plans.length ? plans.map((plan, index) => ({ key: `existing-${index}`, existing: plan })) : [],
  );
  const shown = hydrated ? rows : [...rows, { key: "blank" }];

  return (
    <fieldset aria-describedby={error ? `${base}-error` : `${base}-hint`}>
      <legend className="field-label">Floor Plans</legend>
      <p id={`${base}-hint`} className="mb-2 text-xs text-slate-500">
        A title and an image (JPEG, PNG, WebP) or a PDF, up to {maxFileMb} MB each.
      </p>
      {shown.length ? (
        <ol className="space-y-3">
          {shown.map((row, index) => (
            <li key={row.key} className="rounded-lg border border-slate-200 p-3">
              <div className="grid items-end gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${base}-${row.key}-title`} className="text-xs font-medium text-slate-700">
                    Floor plan name<span className="sr-only"> {index + 1}</span>
                  </label>
                  <input
                    id={`${base}-${row.key}-title`}
                    name={`floorPlans.${index}.title`}
                    defaultValue={row.existing?.title ?? ""}
                    placeholder="2 BHK - Type A"
                    className="field-input"
                  />
                </div>
                {row.existing ? (
                  <div>
                    <input type="hidden" name={`floorPlans.${index}.existing`} value={row.existing.url} />
                    <a
                      href={row.existing.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 text-sm font-medium text-secondary-dark hover:underline"
                    >
                      {row.existing.kind === "pdf" ? (
                        <FileText aria-hidden className="h-4 w-4" />
                      ) : (
                        <ImageIcon aria-hidden className="h-4 w-4" />
                      )}
                      Open the current {row.existing.kind === "pdf" ? "PDF" : "image"}
                    </a>
                  </div>
                ) : (
                  <div>
                    <label htmlFor={`${base}-${row.key}-file`} className="text-xs font-medium text-slate-700">
                      Floor plan file<span className="sr-only"> {index + 1}</span>
                    </label>
                    <input
                      id={`${base}-${row.key}-file`}
                      name={`floorPlans.${index}.file`}
                      type="file"
                      accept="image/jpeg,image/png,image/webp,application/pdf"
                      className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
                    />
                  </div>
                )}
              </div>
              <RemoveRowButton
                onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                label={`Remove floor plan ${index + 1}`}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No floor plans yet.</p>
      )}
      <AddRowButton onClick={() => setRows((current) => [...current, { key: `added-${++counter.current}` }])}>
        Add Floor Plan
      </AddRowButton>
      <FieldsetError id={`${base}-error`} error={error} />
    </fieldset>
  );
}
