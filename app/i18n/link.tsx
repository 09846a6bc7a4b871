/**
 * React Router's Link, NavLink and Form for the public site: a site path they
 * are given ("/residential?status=sale") is sent to the page language's
 * version of it ("/hi/residential?status=sale"), so a Hindi reader stays in
 * Hindi. Paths without language versions (/admin, /api, files) are left alone.
 * Use these instead of react-router's in every public and account screen.
 */
import { forwardRef, type ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { localizePath, type Locale } from "./locales";
import { useLocale } from "./use-locale";

function localizeTo(locale: Locale, to: To): To {
  if (typeof to === "string") return localizePath(locale, to);
  return to.pathname ? { ...to, pathname: localizePath(locale, to.pathname) } : to;
}

export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...props },
  ref,
) {
  return <RouterLink ref={ref} to={localizeTo(useLocale(), to)} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RouterNavLink ref={ref} to={localizeTo(useLocale(), to)} {...props} />;
});

export const Form = forwardRef<HTMLFormElement, ComponentProps<typeof RouterForm>>(function Form(
  { action, ...props },
  ref,
) {
  const locale = useLocale();
  return <RouterForm ref={ref} action={action === undefined ? undefined : localizePath(locale, action)} {...props} />;
});
