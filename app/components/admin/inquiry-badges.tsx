export const INQUIRY_TYPE_LABELS: Record<string, string> = {
  contact: "Contact",
  property: "Property",
  project: "Project",
  site_visit: "Site Visit",
};

export const INQUIRY_STATUS_LABELS: Record<string, string> = { new: "New", contacted: "Contacted", closed: "Closed" };

const TYPE_STYLES: Record<string, string> = {
  contact: "bg-slate-100 text-slate-800",
  property: "bg-blue-100 text-blue-900",
  project: "bg-violet-100 text-violet-900",
  site_visit: "bg-teal-100 text-teal-900",
};

export function InquiryTypeBadge({ type }: { type: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${TYPE_STYLES[type] ?? "bg-slate-100 text-slate-800"}`}
    >
      {INQUIRY_TYPE_LABELS[type] ?? type}
    </span>
  );
}
