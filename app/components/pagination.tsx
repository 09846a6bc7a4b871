import { Link } from "react-router";
import { paginationWindow } from "#app/lib/pagination";

/**
 * Previous / pages / Next as links (they work without JavaScript).
 * `hrefFor(page)` builds each page's URL from the current query. The look of
 * each item (`page-link` in app.css) follows aria-current and aria-disabled;
 * the chevrons are CSS icons (icon-chevron-left, icon-chevron-right), Next's drawn after its text.
 * The links lead to the page's own route, so they need no route discovery.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          discover="none"
          className="page-link icon-chevron-left"
          rel="prev"
          preventScrollReset={false}
        >
          Previous
        </Link>
      ) : (
        <span className="page-link icon-chevron-left" aria-disabled="true">
          Previous
        </span>
      )}
      {paginationWindow(page, totalPages).map((item, index) =>
        item === "ellipsis" ? (
          <span key={`e${index}`} className="px-1 text-slate-500" aria-hidden>
            ...
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className="page-link">
            {item}
          </span>
        ) : (
          <Link key={item} to={hrefFor(item)} discover="none" className="page-link" aria-label={`Page ${item}`}>
            {item}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link
          to={hrefFor(page + 1)}
          discover="none"
          className="page-link icon-chevron-right flex-row-reverse"
          rel="next"
        >
          Next
        </Link>
      ) : (
        <span className="page-link icon-chevron-right flex-row-reverse" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
