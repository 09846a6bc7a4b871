import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { Footer } from "#app/components/layout/footer";
import { Header } from "#app/components/layout/header";
import { LanguageSwitcher } from "#app/components/layout/language-switcher";
import { useTranslation } from "react-i18next";
import { WhatsAppLink } from "#app/components/layout/whats-app-link";
import { NavigationStatus } from "#app/components/layout/navigation-status";
import { FavoriteNoticeProvider } from "#app/components/favorite-button";
import type { loader as rootLoader } from "#app/root";
import { isMaintenanceData } from "#app/lib/maintenance";
import { MaintenancePage } from "#app/components/maintenance-page";

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
        Skip to content
      </a>
      <NavigationStatus />
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="container-page flex justify-end py-1">
          <LanguageSwitcher label={t("nav.language")} />
        </div>
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
  if (isRouteErrorResponse(error) && isMaintenanceData(error.data)) return <MaintenancePage site={error.data.site} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Chrome>
      <NotFoundOrError notFound={notFound} />
    </Chrome>
  );
}

export function NotFoundOrError({ notFound }: { notFound: boolean }) {
  return (
    <section className="container-page py-24 text-center">
      <title>{notFound ? "Page Not Found" : "Something went wrong"}</title>
      <p className="text-6xl font-extrabold text-primary">{notFound ? "404" : "500"}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        {notFound
          ? "The page you are looking for does not exist or has been moved."
          : "An unexpected error occurred on our side. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Go to Home
        </Link>
        <Link to="/residential" className="btn-outline">
          Browse Properties
        </Link>
      </div>
    </section>
  );
}
