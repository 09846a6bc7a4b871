/** The kinds of item audit entries are about, as the /admin/audit filter offers them. */
export const AUDIT_ITEM_TYPES = [
  "property",
  "project",
  "listing",
  "inquiry",
  "user",
  "settings",
  "job",
  "import",
] as const;
export type AuditItemType = (typeof AUDIT_ITEM_TYPES)[number];
