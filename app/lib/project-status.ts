/**
 * A project's status as the pages name it, apart from the cards so that the
 * project page names it without loading every card.
 */

/**
 * Home shows ongoing as Under Construction and anything else as Coming Soon (docs/spec/public-site.md §4).
 * The labels are English; pages show them through `useMessage()` (the `values` namespace translates them).
 */
export function homeStatusLabel(status: string): string {
  return status === "ongoing" ? "Under Construction" : "Coming Soon";
}

/** The projects list and detail page name every status. */
export function projectStatusLabel(status: string): string {
  if (status === "ongoing") return "Under Construction";
  if (status === "upcoming") return "Launching Soon";
  if (status === "completed") return "Ready to Move";
  return status;
}
