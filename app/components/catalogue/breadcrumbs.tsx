import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "#app/i18n/link";

/**
 * A detail page's trail: Home › the list it belongs to › (its locality, when
 * given) › this page (not a link).
 */
export function Breadcrumbs({
  section,
  locality,
  current,
  className = "",
}: {
  section: { label: string; to: string };
  locality?: { label: string; to: string } | null;
  current: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("breadcrumbs.label")} className={`${className} text-sm text-slate-600`.trim()}>
      <ol className="flex flex-wrap items-center gap-1">
        {[{ label: t("breadcrumbs.home"), to: "/" }, section, ...(locality ? [locality] : [])].map((crumb) => (
          <Fragment key={crumb.to}>
            <li>
              <Link to={crumb.to} className="hover:text-primary-dark">
                {crumb.label}
              </Link>
            </li>
            <li aria-hidden className="icon-chevron-right flex" />
          </Fragment>
        ))}
        <li aria-current="page" className="font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
