/**
 * The opaque cursor of a list's next page: the sort it belongs to and the
 * sort key values of the last row shown (app/domain/catalogue/catalogue-feed.server.ts
 * checks the values against the sort's key types before any SQL sees them).
 * base64url of a small JSON document; anything else is answered 400 naming `cursor`.
 */
import { z } from "zod";
import { invalidRequest } from "./problem.server";

const cursorShape = z.object({ s: z.string().max(40), a: z.array(z.string().max(200)).min(1).max(8) });

export type Cursor = { sort: string; after: string[] };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, a: cursor.after })).toString("base64url");
}

const CURSOR_MESSAGE = "This is not a cursor of this list: use the `links.next` of the previous page as it is.";

/** The cursor in `text` for a list sorted by `sort`; a 400 problem when it is not one. */
export function decodeCursor(text: string | undefined, sort: string): Cursor | null {
  if (text === undefined) return null;
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("not base64url");
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const checked = cursorShape.safeParse(parsed);
  if (!checked.success) throw invalidCursor();
  if (checked.data.s !== sort) {
    throw invalidRequest([
      { field: "cursor", message: "This cursor belongs to another sort order: keep `sort` as it was." },
    ]);
  }
  return { sort: checked.data.s, after: checked.data.a };
}

export function invalidCursor() {
  return invalidRequest([{ field: "cursor", message: CURSOR_MESSAGE }]);
}

/** The URL of the page after `cursor`: this request's own URL (the origin the client reached), `cursor` replaced. */
export function nextLink(url: URL, cursor: Cursor | null): string | null {
  if (!cursor) return null;
  const params = new URLSearchParams(url.searchParams);
  params.set("cursor", encodeCursor(cursor));
  return `${url.origin}${url.pathname}?${params.toString()}`;
}

export function selfLink(url: URL): string {
  return `${url.origin}${url.pathname}${url.search}`;
}
