/**
 * The language switcher: each language by its own name, the current one
 * marked. It keeps the page, its filters and (with JavaScript) the scroll
 * position. Its links go through /language, which remembers the choice in a
 * cookie and redirects, so it works without JavaScript; with it, the cookie is
 * set here and the page changes in place.
 */
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, LOCALES, localizePath, type Locale } from "#app/i18n/locales";
import { useLocale } from "#app/i18n/use-locale";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The same cookie /language sets, for a switch made in the page. */
function rememberLanguage(language: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

export function LanguageSwitcher({ label, className = "" }: { label: string; className?: string }) {
  const current = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;

  function switchTo(event: MouseEvent<HTMLAnchorElement>, language: Locale) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    rememberLanguage(language);
    void navigate(`${localizePath(language, here)}${location.hash}`, { preventScrollReset: true });
  }

  return (
    <nav aria-label={label} className={`language-switcher ${className}`}>
      {LOCALES.map((language) =>
        language === current ? (
          <span key={language} lang={language} aria-current="true">
            {LANGUAGE_NAMES[language]}
          </span>
        ) : (
          <a
            key={language}
            lang={language}
            href={`/language?to=${language}&next=${encodeURIComponent(here)}`}
            onClick={(event) => switchTo(event, language)}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        ),
      )}
    </nav>
  );
}
