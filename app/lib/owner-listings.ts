/** What My listings shows on both sides: the states of an owner's listing and of a lead. */
export type OwnerListingStatus =
  "pending" | "approved" | "rejected" | "withdrawn" | "sold" | "rented" | "expired" | "hidden";

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = "inquiry" | "site_visit" | "phone_reveal";

/** Each label as a key of the owner texts (app/locales/<lang>/owner.json), for pages in every language. */
export const LEAD_KIND_KEYS = {
  inquiry: "leadKind.inquiry",
  site_visit: "leadKind.site_visit",
  phone_reveal: "leadKind.phone_reveal",
} as const satisfies Record<LeadKind, string>;

export const LEAD_STATUS_KEYS = {
  new: "leadStatus.new",
  contacted: "leadStatus.contacted",
  closed: "leadStatus.closed",
} as const satisfies Record<LeadStatus, string>;
