/**
 * The rules of a comparison, shared by the server and the pages: at most
 * COMPARE_LIMIT properties, and how a `/compare?ids=…` link is read. A link is
 * shared and typed by people, so it is read leniently: entries that are not
 * ids are left out, a repeated id counts once, and only the first
 * COMPARE_LIMIT are shown; the page says what it left out.
 */
import { parseId } from "./ids";

export const COMPARE_LIMIT = 4;

export const COMPARE_MESSAGES = {
  added: "Added to compare",
  removed: "Removed from compare",
  limit: `You can compare up to ${COMPARE_LIMIT} properties. Remove one to add another.`,
  notFound: "This property is no longer available.",
  invalid: "Choose a property to compare.",
} as const;

export type CompareIds = {
  /** The ids to show, in the link's order. */
  ids: number[];
  /** Entries that were not ids ("abc", "-1", "1.5"). */
  invalid: number;
  /** Ids given more than once (each counted once). */
  repeated: number;
  /** Ids past the limit, left out. */
  overLimit: number;
};

/** Reads `ids` as a link carries it: "1,2,3" (commas, spaces or dots between ids). */
export function parseCompareIds(raw: string | null | undefined): CompareIds {
  const parts = (raw ?? "")
    .slice(0, 2000)
    .split(/[\s,.]+/)
    .filter(Boolean);
  const ids: number[] = [];
  let invalid = 0;
  let repeated = 0;
  let overLimit = 0;
  for (const part of parts) {
    const id = parseId(part);
    if (id === null) invalid++;
    else if (ids.includes(id)) repeated++;
    else if (ids.length >= COMPARE_LIMIT) overLimit++;
    else ids.push(id);
  }
  return { ids, invalid, repeated, overLimit };
}

/** What the page says about the entries of a link it did not show; null when it showed them all. */
export function leftOutNotice({ invalid, repeated, overLimit }: CompareIds): string | null {
  const parts: string[] = [];
  if (overLimit > 0) parts.push(`only the first ${COMPARE_LIMIT} properties are compared`);
  if (repeated > 0) parts.push(`${repeated === 1 ? "a repeated property is" : "repeated properties are"} shown once`);
  if (invalid > 0) {
    parts.push(
      invalid === 1
        ? "an entry that is not a property number was left out"
        : `${invalid} entries that are not property numbers were left out`,
    );
  }
  if (parts.length === 0) return null;
  return `Some of this link could not be shown as it was: ${parts.join("; ")}.`;
}

/** The shareable address of a comparison. */
export function compareHref(ids: readonly number[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.join(",")}` : "/compare";
}
