/**
 * In the head of every page that has language versions: a link to each
 * version (hreflang en, hi, mr, and x-default = English) and the Open Graph
 * locale, so search engines and link previews show a reader their language.
 */
import { useLocation, useMatches } from "react-router";
import { LOCALES, localizePath, OG_LOCALE, type Locale } from "#app/i18n/locales";

export function LanguageAlternates({ locale, publicUrl }: { locale: Locale; publicUrl: string }) {
  const location = useLocation();
  const hasVersions = useMatches().some((match) => match.id === "routes/site-layout");
  if (!hasVersions) return null;
  const path = `${location.pathname}${location.search}`;
  const urlIn = (language: Locale) => `${publicUrl}${localizePath(language, path)}`;
  return (
    <>
      {LOCALES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={urlIn(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn("en")} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
    </>
  );
}
