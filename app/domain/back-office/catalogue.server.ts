/**
 * What the back-office property and project modules share: the result shapes,
 * the edit check (a save is refused when the row changed since the form was
 * opened), the list search and the active/featured flag wording. Every save is
 * given typed, validated input; the routes read the forms.
 */
import { eq, getTableColumns, or, sql, type Column, type SQL } from "drizzle-orm";
import { projects, properties } from "#app/platform/schema";
import { anyColumnContains } from "#app/domain/back-office/lists.server";
import type { FieldErrors } from "#app/lib/form/field-errors";

export type SaveResult =
  { ok: true; id: number; message: string } | { ok: false; errors: FieldErrors; message?: string; stale?: boolean };

export type SimpleResult = { ok: boolean; message: string };

export type CatalogueFlag = "active" | "featured";

/** Which row a save writes: null for a new item, else the item's id and the version (updated_at, ISO) its form was opened on. */
export type SaveTarget = { id: number; openedVersion: string | null } | null;

const FLAG_WORDS: Record<CatalogueFlag, [on: string, off: string]> = {
  active: ["Activated", "Deactivated"],
  featured: ["Featured", "Unfeatured"],
};

/** "Activated", "Unfeatured"…: how the notice and the activity log name a flag change. */
export function flagWord(flag: CatalogueFlag, value: boolean) {
  return FLAG_WORDS[flag][value ? 0 : 1];
}

/** Same instant to the millisecond: the form carries updated_at as an ISO string (ms), the column has µs. */
export function sameVersion(column: typeof properties.updatedAt | typeof projects.updatedAt, expected: string) {
  return sql`abs(extract(epoch from ${column}) - extract(epoch from ${expected}::timestamptz)) < 0.001`;
}

/**
 * A table's own columns without the generated ones (search keys): the admin
 * lists need the stored values only, and never the large search text.
 */
export function storedColumns<T extends typeof properties | typeof projects>(table: T) {
  const all = getTableColumns(table) as Record<string, { generated?: unknown }>;
  return Object.fromEntries(Object.entries(all).filter(([, column]) => !column.generated)) as Omit<
    T["_"]["columns"],
    "searchText"
  >;
}

/** The search box's rows: `term` in any of `columns`, or the item number typed as "12" or "#12". */
export function searchCondition(columns: Column[], idColumn: Column, term: string): SQL {
  const id = /^#?\d{1,9}$/.test(term) ? Number(term.replace("#", "")) : null;
  return or(anyColumnContains(columns, term), id ? eq(idColumn, id) : undefined)!;
}

/** An edit's target: the row as it is now, and the version (updated_at) the form was opened on. */
export type EditTarget<Row> = { id: number; current: Row; openedVersion: string };

/**
 * The row a save changes: none for a new item, else the current row, refused
 * when it is gone or was changed since the form was opened.
 */
export async function editTargetOf<Row extends { updatedAt: Date }>(
  target: SaveTarget,
  noun: "property" | "project",
  staleMessage: string,
  find: (id: number) => Promise<Row | undefined>,
): Promise<{ target: EditTarget<Row> | null } | { refused: SaveResult }> {
  if (!target) return { target: null };
  const current = await find(target.id);
  if (!current)
    return { refused: { ok: false, errors: {}, message: `Error saving ${noun}: this ${noun} no longer exists` } };
  const { openedVersion } = target;
  if (!openedVersion || Math.abs(current.updatedAt.getTime() - Date.parse(openedVersion)) >= 1) {
    return { refused: { ok: false, errors: {}, message: staleMessage, stale: true } };
  }
  return { target: { id: target.id, current, openedVersion } };
}

export function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A property's or project's fields as the audit trail records them: photos and
 * floor plans by their addresses (not their lists of sizes), without the
 * bookkeeping timestamps.
 */
export function catalogueAuditFields(row: Record<string, unknown>): Record<string, unknown> {
  const { images, floorPlans, updatedAt: _updatedAt, createdAt: _createdAt, ...rest } = row;
  const urls = (list: unknown) =>
    Array.isArray(list)
      ? list.map((item: { large?: unknown; url?: unknown } | null) => item?.large ?? item?.url ?? null)
      : undefined;
  return {
    ...rest,
    ...(images === undefined ? {} : { photos: urls(images) }),
    ...(floorPlans === undefined ? {} : { floorPlans: urls(floorPlans) }),
  };
}
