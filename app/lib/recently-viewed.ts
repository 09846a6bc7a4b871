/** Recently viewed: the last RECENT_LIMIT properties and projects a person opened, newest first. */

export const RECENT_LIMIT = 10;

export type RecentKind = "property" | "project";
export type RecentRef = { kind: RecentKind; id: number };

/** The list with `viewed` first (moved there if it was already in), cut to RECENT_LIMIT. */
export function withRecent(refs: readonly RecentRef[], viewed: RecentRef): RecentRef[] {
  const rest = refs.filter((ref) => !(ref.kind === viewed.kind && ref.id === viewed.id));
  return [viewed, ...rest].slice(0, RECENT_LIMIT);
}
