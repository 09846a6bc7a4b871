import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "#app/i18n/use-locale";
import { telLink, type SiteInfo } from "#app/lib/site";
import { formatOfficePhone } from "#app/lib/phone";

/** What visitors see while the site is in maintenance mode (served with status 503). */
export function MaintenancePage({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const style = { "--primary": site.primaryColor, "--secondary": site.secondaryColor } as CSSProperties;
  return (
    <main style={style} className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <title>{t("maintenance.title", { siteName: site.siteName })}</title>
      <meta name="robots" content="noindex" />
      <div className="card w-full max-w-lg p-8 text-center">
        {site.logoUrl ? (
          <img src={site.logoUrl} alt={site.siteName} className="mx-auto h-12 w-auto" />
        ) : (
          <p className="text-2xl font-bold text-slate-900">{site.siteName}</p>
        )}
        <span
          aria-hidden
          className="icon-wrench mx-auto mt-6 flex h-14 w-14 items-center justify-center rounded-full bg-primary-soft text-primary-dark [--icon-size:1.75rem]"
        />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t("maintenance.heading")}</h1>
        <p className="mt-3 text-slate-600">{t("maintenance.text", { siteName: site.siteName })}</p>
        <div className="mt-6 flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-center sm:gap-6">
          <a
            href={telLink(site.contactPhone)}
            className="inline-flex items-center gap-1.5 font-medium text-secondary underline"
          >
            <span aria-hidden className="icon-phone flex" /> {formatOfficePhone(site.contactPhone)}
          </a>
          <a
            href={`mailto:${site.contactEmail}`}
            className="inline-flex items-center gap-1.5 font-medium text-secondary underline"
          >
            <span aria-hidden className="icon-mail flex" /> {site.contactEmail}
          </a>
        </div>
        <p className="mt-8 text-xs text-slate-500">
          {t("maintenance.staff")}{" "}
          <a href={localized("/login")} className="underline">
            {t("maintenance.signIn")}
          </a>
        </p>
      </div>
    </main>
  );
}
