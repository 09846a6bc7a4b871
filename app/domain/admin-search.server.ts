/** Small pieces shared by the admin list screens. */

/** Who performed an admin action, for the activity log and review records. */
export type Actor = { id: string; name: string };

/** Turns user text into an ILIKE pattern that matches it literally (no wildcards from the user). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page number from the query string: 1 or more, clamped to the last page. */
export function clampPage(requested: number | undefined, totalPages: number): number {
  const page = Math.floor(Number(requested ?? 1)) || 1;
  return Math.min(Math.max(1, page), totalPages);
}
