/**
 * While a link to another page waits for that page's data, says so: a thin
 * bar at the top and the spec's loading text for the page being opened
 * ('Loading settings...', 'Loading property details...'). Pages are rendered
 * on the server, so this only ever shows during client-side navigation; it
 * fades in after a moment so fast answers never flash it.
 */
import { useLocation, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { stripLocale } from "#app/i18n/locales";

const MESSAGES: Array<[RegExp, ParseKeys<"common">]> = [
  [/^\/admin\/settings\/?$/, "loading.settings"],
  [/^\/(property|residential-property|commercial-property)\/[^/]+\/?$/, "loading.propertyDetails"],
  [/^\/(residential|commercial)\/?$/, "loading.properties"],
  [/^\/projects\/?$/, "loading.projects"],
];

/** The key of the loading text for a page, by its path (with or without its language prefix). */
export function loadingMessage(pathname: string): ParseKeys<"common"> {
  const path = stripLocale(pathname);
  return MESSAGES.find(([pattern]) => pattern.test(path))?.[1] ?? "loading.page";
}

export function NavigationStatus() {
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation();
  const target = navigation.state === "loading" && !navigation.formMethod ? navigation.location : undefined;
  // Filters and pages within one list show their own busy state.
  if (!target || target.pathname === location.pathname) return null;
  return (
    <div className="navigation-status pointer-events-none fixed inset-x-0 top-0 z-[60]">
      <div className="h-1 w-full overflow-hidden bg-primary-soft">
        <div className="navigation-status-bar h-full w-1/3 bg-primary" />
      </div>
      <div className="flex justify-center pt-3">
        <p
          role="status"
          className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
        >
          <span aria-hidden className="icon-spinner flex animate-spin" />
          {t(loadingMessage(target.pathname))}
        </p>
      </div>
    </div>
  );
}
