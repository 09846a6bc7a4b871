/** Small pieces shared by the admin list screens: text search, figures and paging. */
import { count, ilike, or, type Column, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { containsPattern, db } from "#app/platform/db.server";
import { pageCount } from "#app/lib/pagination";

/** Rows where any of `columns` contains `text`, case-insensitively. */
export function anyColumnContains(columns: Column[], text: string): SQL {
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)))!;
}

/** How many rows `table` has, in all and per status; a status outside `statuses` counts in the total only. */
export async function countByStatus<Status extends string>(
  table: PgTable,
  status: PgColumn,
  statuses: readonly Status[],
): Promise<Record<"total" | Status, number>> {
  const rows = await db.select({ status, n: count() }).from(table).groupBy(status);
  const counts = Object.fromEntries(["total", ...statuses].map((key) => [key, 0])) as Record<"total" | Status, number>;
  for (const row of rows) {
    counts.total += row.n;
    if (statuses.includes(row.status as Status)) counts[row.status as Status] += row.n;
  }
  return counts;
}

/** A page number from the query string: 1 or more, clamped to the last page. */
function clampPage(requested: number | undefined, totalPages: number): number {
  const page = Math.floor(Number(requested ?? 1)) || 1;
  return Math.min(Math.max(1, page), totalPages);
}

/**
 * One page of an admin list: counts what `where` selects in `table`, clamps
 * the requested page to the last one, and has `readPage` read that page (in
 * the list's own order and columns).
 */
export async function listPage<Row>(
  table: PgTable,
  where: SQL | undefined,
  requested: number | undefined,
  pageSize: number,
  readPage: (limit: number, offset: number) => Promise<Row[]>,
) {
  const [{ total }] = await db.select({ total: count() }).from(table).where(where);
  const totalPages = pageCount(total, pageSize);
  const page = clampPage(requested, totalPages);
  const rows = await readPage(pageSize, (page - 1) * pageSize);
  return { rows, total, page, totalPages, pageSize };
}
