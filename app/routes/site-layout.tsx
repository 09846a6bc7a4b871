import { data, isRouteErrorResponse, Outlet, redirect, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/site-layout";
import { LANGUAGE_COOKIE, localeOfParam, PREFIXED_LOCALES } from "#app/i18n/locales";
import { Link } from "#app/i18n/link";
import { Footer } from "#app/components/layout/footer";
import { Header } from "#app/components/layout/header";
import { LanguageSwitcher } from "#app/components/layout/language-switcher";
import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "#app/components/layout/whats-app-link";
import { NavigationStatus } from "#app/components/layout/navigation-status";
import { FavoriteNoticeProvider } from "#app/components/layout/favorite-notice";
import type { loader as rootLoader } from "#app/root";
import { isMaintenanceData } from "#app/lib/maintenance";
import { MaintenanceRefusal } from "#app/components/layout/refusal-pages";

/**
 * The site's frame is also the optional language segment of every public and account page:
 * /residential is English, /hi/residential Hindi, /mr/residential Marathi
 * (app/i18n/locales.ts). Any other first segment that reaches here names no
 * page: 404, inside the site's frame.
 *
 * A visitor who chose Hindi or Marathi with the switcher (the language cookie)
 * and comes back to the bare home page is taken to their language's home. Only
 * "/" does this: a shared link or a crawler always gets the page its URL names.
 */
const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(${PREFIXED_LOCALES.join("|")})(?:;|$)`);

export function loader({ params, request }: Route.LoaderArgs) {
  if (localeOfParam(params.lang) === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (params.lang === undefined && (url.pathname === "/" || url.pathname === "/_root.data")) {
    const chosen = CHOSEN_LANGUAGE.exec(request.headers.get("cookie") ?? "")?.[1];
    if (chosen) throw redirect(`/${chosen}${url.search}`);
  }
  return null;
}

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const { t } = useTranslation();
  if (!data) return <>{children}</>;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("layout.skipToContent")}
      </a>
      <NavigationStatus />
      <div className="language-bar">
        <LanguageSwitcher label={t("nav.language")} className="container-page justify-end" />
      </div>
      <Header site={data.site} user={data.user} />
      <main id="main" className="flex-1">
        <FavoriteNoticeProvider>{children}</FavoriteNoticeProvider>
      </main>
      <Footer site={data.site} />
      <WhatsAppLink phone={data.site.contactPhone} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** Errors inside public pages keep the header and footer; 404s get the proper page. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A form sent from a page opened before maintenance began.
  if (isRouteErrorResponse(error) && isMaintenanceData(error.data))
    return <MaintenanceRefusal site={error.data.site} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A fault is logged; a refusal the client caused (a 4xx such as a POST to a page without a form) is not.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return (
    <Chrome>
      <NotFoundOrError notFound={notFound} />
    </Chrome>
  );
}

export function NotFoundOrError({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const heading = notFound ? t("error.notFound") : t("error.somethingWentWrong");
  return (
    <section className="container-page py-24 text-center">
      <title>{heading}</title>
      <p className="text-6xl font-extrabold text-primary">{notFound ? "404" : "500"}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        {notFound ? t("error.notFoundText") : t("error.unexpectedText")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t("error.goHome")}
        </Link>
        <Link to="/residential" className="btn-outline">
          {t("error.browseProperties")}
        </Link>
      </div>
    </section>
  );
}
