/** What My listings shows on both sides: the states of an owner's listing and of a lead. */
export type OwnerListingStatus =
  "pending" | "approved" | "rejected" | "withdrawn" | "sold" | "rented" | "expired" | "hidden";

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = "inquiry" | "site_visit" | "phone_reveal";

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  inquiry: "Inquiry",
  site_visit: "Site visit request",
  phone_reveal: "Viewed your phone number",
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};
