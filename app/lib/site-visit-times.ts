/**
 * The times a visitor may choose for a site visit. A module of its own, not
 * one of the option lists (options.ts): the site-visit form is on pages that
 * draw no catalogue, and the option lists go with the catalogue's code in
 * the browser (vite.config.ts).
 */
export const SITE_VISIT_TIMES = [
  "10:00 AM",
  "11:00 AM",
  "12:00 PM",
  "2:00 PM",
  "3:00 PM",
  "4:00 PM",
  "5:00 PM",
] as const;
