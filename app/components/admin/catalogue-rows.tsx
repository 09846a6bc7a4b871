import { Plus, Trash2, type LucideIcon } from "lucide-react";
import { useHydrated } from "#app/lib/use-hydrated";

/*
 * Pieces of the forms' repeating-row editors (configurations, nearby places,
 * floor plans, photos). Adding and removing rows needs JavaScript, so the
 * buttons appear only once the page runs; without it each editor offers one
 * blank row instead.
 */

export function AddRowButton({
  onClick,
  disabled,
  icon: Icon = Plus,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  icon?: LucideIcon;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" onClick={onClick} disabled={disabled} className="btn-outline mt-3">
      <Icon aria-hidden className="h-4 w-4" /> {children}
    </button>
  );
}

/** `label` names the row for screen readers ("Remove floor plan 2"). */
export function RemoveRowButton({ onClick, label }: { onClick: () => void; label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-red-700 hover:underline"
      aria-label={label}
    >
      <Trash2 aria-hidden className="h-4 w-4" /> Remove
    </button>
  );
}

/** The message under a fieldset; `id` is what the fieldset's aria-describedby points to. */
export function FieldsetError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}
