/** Inquiry statuses and types (docs/spec/admin-back-office.md §3, plus site visits), safe for pages and server alike. */
export const INQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export const INQUIRY_TYPES = ["contact", "property", "project", "site_visit"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return INQUIRY_STATUSES.includes(value as InquiryStatus);
}

export function isInquiryType(value: unknown): value is InquiryType {
  return INQUIRY_TYPES.includes(value as InquiryType);
}
