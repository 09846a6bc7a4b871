import { CheckCircle2, X, XCircle } from "lucide-react";

/**
 * The outcome of an admin action ('Property added successfully!', 'Error
 * deleting property: …'), announced to screen readers, dismissible.
 */
export function ActionNotice({
  notice,
  onDismiss,
}: {
  notice?: { ok: boolean; message: string } | null;
  onDismiss?: () => void;
}) {
  if (!notice?.message) return null;
  const Icon = notice.ok ? CheckCircle2 : XCircle;
  return (
    <div
      role={notice.ok ? "status" : "alert"}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
        notice.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"
      }`}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="flex-1">{notice.message}</p>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="rounded p-0.5 hover:bg-black/5"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
