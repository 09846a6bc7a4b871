/**
 * The pagination window: first and last page always, pages within 2 of the
 * current one, and '…' in place of the pages exactly 3 away
 * (docs/spec/public-site.md §9).
 */
export type PageItem = number | "ellipsis";

export function paginationWindow(current: number, totalPages: number): PageItem[] {
  const items: PageItem[] = [];
  for (let page = 1; page <= totalPages; page++) {
    const distance = Math.abs(page - current);
    if (page === 1 || page === totalPages || distance <= 2) items.push(page);
    else if (distance === 3) items.push("ellipsis");
  }
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing x-y of n results' figures for a page. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}
