import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * The error boundary of a property or project page, inside the site layout:
 * "… Not Found" for an unknown, inactive or malformed id (404), or a generic
 * apology for anything else (logged on the server). `mark` draws what stands
 * above the heading; `children` are the ways on.
 */
export function DetailErrorPage({
  notFoundTitle,
  notFoundText,
  mark,
  children,
}: {
  /** "Property Not Found", "Project Not Found". */
  notFoundTitle: string;
  notFoundText: string;
  mark: (notFound: boolean) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("detail");
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A fault is logged; a refusal the client caused (a 4xx such as a POST to a page without a form) is not.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <section className="container-page py-24 text-center">
      {mark(notFound)}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFound ? notFoundTitle : t("error.title")}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">{notFound ? notFoundText : t("error.text")}</p>
      {children}
    </section>
  );
}
