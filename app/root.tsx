import { mapStyleUrl } from "#app/web/map-style.server";
import { pmtilesConfig } from "#app/web/map-tiles.server";
import { useState, type CSSProperties } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { I18nextProvider, useTranslation } from "react-i18next";
import stylesheet from "./app.css?url";
import { i18nFor, loadLocale } from "./i18n/i18n";
import { pageNamespaces, textsUrl } from "./i18n/page-texts";
import { DEFAULT_LOCALE, localeOfParam, localeOfPath, type Locale } from "./i18n/locales";
import { placeNamesUrl } from "./i18n/place-table";
import { useLocalizedPath } from "./i18n/use-locale";
import { LanguageAlternates } from "./components/layout/language-alternates";
import { env } from "#app/platform/env.server";
import { getSettings } from "#app/domain/site/settings.server";
import { getCurrentUser } from "#app/web/session.server";
import { refuseDuringMaintenance } from "#app/web/maintenance.server";
import { requestPipeline } from "#app/web/request-pipeline.server";
import { compareIdsOf } from "#app/web/visitor-lists.server";
import { isMaintenanceData } from "./lib/maintenance";
import { isAccessDeniedData, isImportDeniedData } from "./lib/access-denied";
import { AccessDeniedRefusal, ImportDeniedRefusal, MaintenanceRefusal } from "./components/layout/refusal-pages";
import { publicSettings } from "./lib/site";
import { useNonce } from "./lib/nonce";
import { EARLY_CLICKS_SCRIPT } from "./lib/early-clicks";
import type { HeaderUser, RootData } from "./components/layout/root-data";

/** Origin, role, maintenance and body checks for every request, before any loader or action. */
export const middleware: Route.MiddlewareFunction[] = requestPipeline;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The page's language (an unknown prefix is answered 404 by routes/site-layout).
  const locale: Locale = localeOfParam(params.lang) ?? "en";
  const [settings, signedIn] = await Promise.all([
    getSettings(),
    getCurrentUser({ request, context }),
    loadLocale(locale),
  ]);
  refuseDuringMaintenance(request, settings, signedIn);
  // The signed-in user for the header: name, and whether to offer the admin area.
  const user: HeaderUser = signedIn ? { name: signedIn.name, isAdmin: signedIn.role === "admin" } : null;
  // The compare list, for every "Compare" button (and none on a cached page: no cookie, no list).
  const compareIds = await compareIdsOf(request, signedIn?.id);
  return {
    site: publicSettings(settings),
    user,
    compareIds,
    locale,
    publicUrl: env.publicUrl,
    mapStyleUrl: mapStyleUrl(),
    mapPmtiles: pmtilesConfig(),
  } satisfies RootData;
}

/**
 * In the browser, a page in another language (the switcher) needs that
 * language's shared texts before it renders: they are loaded here, once; the
 * page's own namespaces follow when its components ask (app/i18n/i18n.ts).
 * The first page's texts are loaded before hydration (entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadLocale(data.locale);
  return data;
}

export function links(): Route.LinkDescriptors {
  return [{ rel: "manifest", href: "/manifest.webmanifest" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const error = useRouteError();
  // A refused admin page never ran the root loader; the refusal carries the site settings.
  const denied =
    isRouteErrorResponse(error) && (isAccessDeniedData(error.data) || isImportDeniedData(error.data))
      ? error.data
      : null;
  const site = data?.site ?? denied?.site;
  const location = useLocation();
  const matches = useMatches();
  // Without the root's data (an error before it loaded), the URL says the language.
  const locale = data?.locale ?? localeOfPath(location.pathname);
  // The first page's texts: a later page's are fetched when its components ask (app/i18n/i18n.ts),
  // and a preload link added then would only fetch them again.
  const [firstPageTexts] = useState(() =>
    pageNamespaces(matches).map((namespace) => ({ namespace, href: textsUrl(locale, namespace) })),
  );
  // A Hindi or Marathi page names places from a table fetched with its texts (app/i18n/place-table.ts).
  const [firstPagePlaces] = useState(() => (locale === DEFAULT_LOCALE ? null : placeNamesUrl()));
  const style = site
    ? ({ "--primary": site.primaryColor, "--secondary": site.secondaryColor } as CSSProperties)
    : undefined;
  return (
    <html lang={locale} style={style}>
      <head>
        <meta charSet="utf-8" />
        {/* First, before any stylesheet can hold it: presses made before the scripts ran (lib/early-clicks.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site?.primaryColor ?? "#ea580c"} />
        <link rel="icon" href={site?.faviconUrl || "/favicon.ico"} sizes="any" />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        {/* With a precedence React writes the stylesheet before every script and
            modulepreload, so the first paint never waits behind JavaScript. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        {/* The first page's texts, fetched with its scripts and at their priority (entry.client.tsx reads these). */}
        {firstPageTexts.map(({ namespace, href }) => (
          <link
            key={namespace}
            rel="preload"
            as="fetch"
            href={href}
            crossOrigin="anonymous"
            fetchPriority="low"
            data-texts={namespace}
          />
        ))}
        {firstPagePlaces ? (
          <link rel="preload" as="fetch" href={firstPagePlaces} crossOrigin="anonymous" fetchPriority="low" />
        ) : null}
        {data ? <LanguageAlternates locale={locale} publicUrl={data.publicUrl} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <I18nextProvider i18n={i18nFor(locale)}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  if (isRouteErrorResponse(error) && error.status === 503 && isMaintenanceData(error.data)) {
    return <MaintenanceRefusal site={error.data.site} />;
  }
  // A signed-in user without the admin role on an /admin page (the response keeps status 403).
  if (isRouteErrorResponse(error) && error.status === 403 && isAccessDeniedData(error.data))
    return <AccessDeniedRefusal />;
  // A signed-in account that may not use bulk import (the response keeps status 403).
  if (isRouteErrorResponse(error) && error.status === 403 && isImportDeniedData(error.data))
    return <ImportDeniedRefusal />;
  let heading = t("error.somethingWentWrong");
  let details = t("error.tryAgain");
  if (isRouteErrorResponse(error)) {
    heading = error.status === 404 ? t("error.notFound") : t("error.status", { status: error.status });
    details = error.status === 404 ? t("error.doesNotExist") : error.statusText || details;
  }
  return (
    <main className="container-page py-24 text-center">
      <title>{heading}</title>
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-600">{details}</p>
      <a href={localized("/")} className="btn-primary mt-8">
        {t("error.goHome")}
      </a>
    </main>
  );
}
