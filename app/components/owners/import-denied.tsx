import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "#app/i18n/use-locale";

/**
 * What a signed-in account that may not use bulk import sees on
 * /my-listings/import (status 403): who may import, and where to ask to be
 * listed as an agent or builder. The root's error boundary renders it, so it
 * uses the texts every page has (common) and plain links.
 */
export function ImportDenied() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <title>{t("importDenied.heading")}</title>
      <div className="card max-w-md p-8 text-center">
        <span
          aria-hidden
          className="icon-shield-alert mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-700 [--icon-size:1.75rem]"
        />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("importDenied.heading")}</h1>
        <p className="mt-2 text-slate-600">{t("importDenied.text")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href={localized("/account/professional")} className="btn-primary">
            {t("importDenied.apply")}
          </a>
          <a href={localized("/my-listings")} className="btn-outline">
            {t("importDenied.myListings")}
          </a>
        </div>
      </div>
    </main>
  );
}
