/**
 * The one rule for a row id read from a URL or a form: a positive integer in
 * PostgreSQL's int4 range (1..2147483647), written as plain digits. Anything
 * else ("1.5", "1e20", "99999999999", "-3", "abc", " 7") is not an id: ids in
 * paths and `?view=` answer 404, ids in forms get the form's own message.
 */
import { data } from "react-router";

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_ID = 2_147_483_647;

export function parseId(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** An id from a path parameter or `?view=`: anything that is not one answers 404. */
export function idOr404(value: unknown): number {
  const id = parseId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
