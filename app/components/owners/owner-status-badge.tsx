import { useTranslation } from "react-i18next";
import type { OwnerListingStatus } from "#app/lib/owner-listings";

const TONES: Record<OwnerListingStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-green-50 text-green-800 ring-green-200",
  rejected: "bg-red-50 text-red-800 ring-red-200",
  withdrawn: "bg-slate-100 text-slate-700 ring-slate-200",
  sold: "bg-secondary-soft text-secondary-dark ring-blue-200",
  rented: "bg-secondary-soft text-secondary-dark ring-blue-200",
  expired: "bg-slate-100 text-slate-700 ring-slate-200",
  hidden: "bg-slate-100 text-slate-700 ring-slate-200",
};

export function OwnerStatusBadge({ status }: { status: OwnerListingStatus }) {
  const { t } = useTranslation("owner");
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
