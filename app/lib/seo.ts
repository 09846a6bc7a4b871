import type { SiteInfo } from "./site";
import { isLocale, localizePath, type Locale } from "#app/i18n/locales";
import { tFor, type Namespace } from "#app/i18n/i18n";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The settings loaded by the root route, from a meta function's matches. */
export function siteFromMatches(matches: readonly MatchLike[]): SiteInfo | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.loaderData as { site?: SiteInfo } | undefined)?.site;
}

/** The page's language, from a meta function's matches (the root loader's `locale`). */
export function localeFromMatches(matches: readonly MatchLike[]): Locale {
  const root = matches.find((m) => m?.id === "root");
  const locale = (root?.loaderData as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : "en";
}

/** A translate function in the page's language, for meta functions (which cannot use hooks). */
export function metaT<N extends Namespace = "common">(matches: readonly MatchLike[], ns?: N) {
  return tFor(localeFromMatches(matches), ns);
}

export type SeoInput = {
  matches: readonly MatchLike[];
  /** Page name; the site name is appended. Omit for the home page. */
  title?: string;
  description?: string;
  /** Absolute URL of the page (for og:url / canonical). */
  url?: string;
  /** Absolute image URL for link previews. */
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
};

/** Title, description, Open Graph and Twitter tags for a page's meta export. */
export function seo({ matches, title, description, url, image, type = "website", noindex }: SeoInput) {
  const site = siteFromMatches(matches);
  const siteName = site?.siteName ?? "Nivaas";
  const locale = localeFromMatches(matches);
  const fullTitle = title ? `${title} | ${siteName}` : `${siteName} - ${tFor(locale)("seo.defaultTitle")}`;
  const desc = description ?? site?.siteDescription ?? "";
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: desc },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title ?? fullTitle },
    { property: "og:description", content: desc },
    { property: "og:type", content: type },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title ?? fullTitle },
    { name: "twitter:description", content: desc },
  ];
  if (url) {
    // The canonical address of a Hindi or Marathi page is its own language's.
    url = localizedUrl(locale, url);
    tags.push({ property: "og:url", content: url });
    tags.push({ tagName: "link", rel: "canonical", href: url });
  }
  if (image) {
    tags.push({ property: "og:image", content: image });
    tags.push({ name: "twitter:image", content: image });
  }
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** An absolute URL of this site in `locale` ("https://…/property/1" → "https://…/hi/property/1"). */
function localizedUrl(locale: Locale, url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${localizePath(locale, `${parsed.pathname}${parsed.search}`)}${parsed.hash}`;
  } catch {
    return url;
  }
}
