import { CheckCircle2, XCircle } from "lucide-react";

/** The outcome of an admin action, announced to screen readers. */
export function OperationNotice({ notice }: { notice?: { ok: boolean; message: string } | null }) {
  if (!notice) return null;
  return notice.ok ? (
    <p role="status" className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
      <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {notice.message}
    </p>
  ) : (
    <p role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      <XCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {notice.message}
    </p>
  );
}
