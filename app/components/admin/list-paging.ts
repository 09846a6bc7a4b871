/** Where one is in an admin list: links that keep its search and filters, and the "Showing …" line. */
import { useSearchParams } from "react-router";
import { pageRange } from "#app/lib/pagination";

/**
 * Links to another page of the list, or to this page with a parameter set
 * (?view=12 opens a row's details, ?add=1 a form: that is how they open
 * before JavaScript loads). `opener` names the parameter that opens
 * something: page links leave it out.
 */
export function useListLinks(opener?: "view" | "add") {
  const [searchParams] = useSearchParams();
  const pageHref = (page: number) => {
    const params = new URLSearchParams(searchParams);
    if (opener) params.delete(opener);
    if (page > 1) params.set("page", String(page));
    else params.delete("page");
    const query = params.toString();
    return query ? `?${query}` : "?";
  };
  const hrefWith = (name: string, value: string | number) => {
    const params = new URLSearchParams(searchParams);
    params.set(name, String(value));
    return `?${params.toString()}`;
  };
  return { pageHref, hrefWith };
}

/** "Showing 21 to 40 of 45 results", or "0 results" for an empty list. */
export function showingText(
  { page, pageSize, total }: { page: number; pageSize: number; total: number },
  noun: string,
): string {
  if (total === 0) return `0 ${noun}`;
  const { from, to } = pageRange(page, pageSize, total);
  return `Showing ${from} to ${to} of ${total} ${noun}`;
}
