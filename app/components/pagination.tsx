import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";
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
  label,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t("pagination.label")} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          discover="none"
          className="page-link icon-chevron-left"
          rel="prev"
          preventScrollReset={false}
        >
          {t("pagination.previous")}
        </Link>
      ) : (
        <span className="page-link icon-chevron-left" aria-disabled="true">
          {t("pagination.previous")}
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
          <Link
            key={item}
            to={hrefFor(item)}
            discover="none"
            className="page-link"
            aria-label={t("pagination.page", { page: item })}
          >
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
          {t("pagination.next")}
        </Link>
      ) : (
        <span className="page-link icon-chevron-right flex-row-reverse" aria-disabled="true">
          {t("pagination.next")}
        </span>
      )}
    </nav>
  );
}
