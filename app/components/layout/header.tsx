import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { SiteInfo } from "#app/lib/site";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink } from "#app/i18n/link";
import { stripLocale } from "#app/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";
import { MenuButton } from "./menu-button";
import { useEarlyClick } from "#app/lib/early-clicks";

import type { HeaderUser } from "./root-data";
export type { HeaderUser };

const NAV_BEFORE = [{ to: "/", label: "nav.home", end: true }] as const;
const NAV_AFTER = [
  { to: "/favorites", label: "nav.favorites" },
  { to: "/projects", label: "nav.projects" },
  { to: "/emi-calculator", label: "nav.emiCalculator" },
  { to: "/about", label: "nav.about" },
  { to: "/contact", label: "nav.contact" },
] as const;
const PROPERTY_LINKS = [
  { to: "/residential", label: "nav.residential" },
  { to: "/commercial", label: "nav.commercial" },
] as const;

export function Logo({ site }: { site: SiteInfo }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex items-center gap-2" aria-label={t("nav.logoHome", { siteName: site.siteName })}>
      {site.logoUrl ? (
        <img src={site.logoUrl} alt="" className="h-9 w-auto" width={36} height={36} />
      ) : (
        <span className="icon-home flex size-9 items-center justify-center rounded-lg bg-primary text-white [--icon-size:1.25rem]" />
      )}
      <span className="text-xl font-bold tracking-tight text-slate-900">{site.siteName}</span>
    </Link>
  );
}

/**
 * How the wide header fits its labels, in every language: no label wraps onto
 * a second line and nothing runs past the window. The navigation, the logo
 * and a visitor's two buttons need about 1,050 px in English, so below
 * 1280 px the navigation takes a second row under the logo and the buttons.
 * A signed-in person's controls (Admin, List Property, the account with its
 * name, My listings, Logout) take another 600 px, more than any window leaves
 * beside the navigation, so for them it is always on a row of its own.
 */
function headerRowClasses(signedIn: boolean): { row: string; nav: string } {
  const noWrap = "[&_a]:whitespace-nowrap [&_button]:whitespace-nowrap";
  const twoRows = `min-h-16 flex-wrap gap-y-1 lg:py-2 ${noWrap}`;
  if (signedIn) return { row: twoRows, nav: "order-last -ml-3 w-full" };
  return {
    row: `${twoRows} xl:h-16 xl:flex-nowrap xl:py-0`,
    nav: "order-last -ml-3 w-full xl:order-none xl:ml-0 xl:w-auto",
  };
}

/** NavLink marks the current page's link `.active`, which `nav-link` (app.css) colours. */
export function Header({ site, user }: { site: SiteInfo; user: HeaderUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation();
  const rows = headerRowClasses(user !== null);
  const location = useLocation();
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // A press before the scripts ran opens the menu once they have (after the effect above, which closes it).
  useEarlyClick(menuButton, () => setMenuOpen(true));
  const path = stripLocale(location.pathname);
  const onProperties = path.startsWith("/residential") || path.startsWith("/commercial");

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className={`container-page flex items-center justify-between gap-x-4 ${rows.row}`}>
        <Logo site={site} />
        <nav aria-label={t("nav.main")} className={`hidden items-center gap-1 lg:flex ${rows.nav}`}>
          {NAV_BEFORE.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="nav-link">
              {t(item.label)}
            </NavLink>
          ))}
          <MenuButton
            label={t("nav.properties")}
            items={PROPERTY_LINKS.map((item) => ({ to: item.to, label: t(item.label) }))}
            buttonClassName={`icon-chevron-down flex flex-row-reverse items-center gap-1 rounded-md px-3 py-2 text-sm font-medium ${onProperties ? "text-primary-dark" : "text-slate-700 hover:text-primary-dark"}`}
          />
          {NAV_AFTER.map((item) => (
            <NavLink key={item.to} to={item.to} className="nav-link">
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {user?.isAdmin ? (
            <Link to="/admin" className="btn-secondary">
              <span aria-hidden className="icon-shield flex" /> {t("nav.admin")}
            </Link>
          ) : null}
          <Link to="/list-property" className="btn-primary">
            {t("nav.listProperty")}
          </Link>
          <AuthControls user={user} />
        </div>
        <button
          ref={menuButton}
          type="button"
          data-early-toggle
          className={`${menuOpen ? "icon-close" : "icon-menu"} flex rounded-md p-2 text-slate-700 [--icon-size:1.5rem] hover:bg-slate-100 lg:hidden`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" aria-label={t("nav.mobile")} className="border-t border-slate-200 bg-white lg:hidden">
          <div className="container-page flex flex-col gap-1 py-3">
            {NAV_BEFORE.map((item) => (
              <NavLink key={item.to} to={item.to} end className="nav-link">
                {t(item.label)}
              </NavLink>
            ))}
            <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t("nav.properties")}
            </p>
            {PROPERTY_LINKS.map((item) => (
              <NavLink key={item.to} to={item.to} className="nav-link pl-6">
                {t(item.label)}
              </NavLink>
            ))}
            {NAV_AFTER.map((item) => (
              <NavLink key={item.to} to={item.to} className="nav-link">
                {t(item.label)}
              </NavLink>
            ))}
            <LanguageSwitcher label={t("nav.language")} className="mt-2 border-t border-slate-200 px-1 pt-3" />
            <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-3">
              {user?.isAdmin ? (
                <Link to="/admin" className="btn-secondary">
                  <span aria-hidden className="icon-shield flex" /> {t("nav.adminPanel")}
                </Link>
              ) : null}
              <Link to="/list-property" className="btn-primary">
                {t("nav.listProperty")}
              </Link>
              <AuthControls user={user} stacked />
            </div>
          </div>
        </nav>
      ) : null}
    </header>
  );
}

function AuthControls({ user, stacked = false }: { user: HeaderUser; stacked?: boolean }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <Link to="/login" className="btn-outline">
        {t("nav.login")}
      </Link>
    );
  }
  return (
    <div className={stacked ? "flex flex-col gap-2" : "flex items-center gap-2"}>
      {/* The name leads to the account page. Named by its visible label only, so it is never mistaken for a
          link named after the user ("Administrator"). A name may be 100 characters long: in the full header it
          takes at most 10rem and one line, wrapped rather than pushed sideways and cut at that line with an
          ellipsis (the whole name is its title and on the account page). */}
      <Link
        to="/account"
        aria-label={t("nav.myAccount")}
        title={stacked ? undefined : user.name}
        className="flex min-w-0 flex-col rounded-md px-1 text-sm leading-tight hover:text-primary-dark"
      >
        <span className="text-xs font-semibold text-primary-dark">{t("nav.myAccount")}</span>
        <span
          className={`font-medium break-words text-slate-700 ${stacked ? "" : "line-clamp-1 max-w-40 whitespace-normal"}`}
        >
          {user.name}
        </span>
      </Link>
      <Link to="/my-listings" className="nav-link whitespace-nowrap">
        {t("nav.myListings")}
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className={`btn-outline ${stacked ? "w-full" : ""}`}>
          {t("nav.logout")}
        </button>
      </Form>
    </div>
  );
}
