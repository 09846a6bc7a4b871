/**
 * The site's languages and how a URL carries one (docs/decisions/015-languages.md).
 *
 * English is unprefixed, so every route of the specification keeps its English
 * URL; Hindi and Marathi put their code first: /hi/residential, /mr/property/12.
 * The admin area, APIs and files have no language versions.
 */
export const LOCALES = ["en", "hi", "mr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The languages whose pages live under a prefix. */
export const PREFIXED_LOCALES = ["hi", "mr"] as const satisfies readonly Locale[];

/** Each language's own name, as its readers write it (the switcher shows these). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "हिन्दी", mr: "मराठी" };

/**
 * The BCP 47 tag for `Intl`. Marathi's default numbering system is Devanagari
 * digits; the site writes Latin digits in every language (Indian grouping either way).
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-IN", hi: "hi-IN", mr: "mr-IN-u-nu-latn" };

/** Open Graph's locale for link previews. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_IN", hi: "hi_IN", mr: "mr_IN" };

/** The cookie that remembers a visitor's chosen language (set by /language). */
export const LANGUAGE_COOKIE = "nivaas_lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language a route's optional `:lang` segment names: none is English, "hi"
 * and "mr" are themselves, anything else is no language (the page is not found).
 * "en" is not a prefix: English pages have one URL only.
 */
export function localeOfParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return "en";
  return lang === "hi" || lang === "mr" ? lang : null;
}

const PREFIX = /^\/(hi|mr)(?=\/|$)/;

/** The language of a path: "/hi/residential" is Hindi, "/residential" English. */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Locale) : "en";
}

/** A path without its language prefix: "/hi/residential" → "/residential", "/mr" → "/". */
export function stripLocale(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}

/**
 * The first path segments of the pages that have language versions: the
 * public site and the account pages (app/routes.ts, inside the `:lang?`
 * route). A unit test keeps this list and the route table in step.
 */
export const LOCALIZED_SECTIONS = new Set([
  "",
  "about",
  "emi-calculator",
  "contact",
  "login",
  "forgot-password",
  "projects",
  "project",
  "residential",
  "commercial",
  "property",
  "residential-property",
  "commercial-property",
  "list-property",
  "localities",
  "locality",
  "review",
  "inquiry",
  "favorites",
  "post-property",
  "my-listings",
  "logout",
  "terms",
  "privacy",
  "account",
  "alerts",
  "compare",
  "agent",
  "builder",
]);

/** Paths under a localized section that are files or endpoints, not pages. */
const UNLOCALIZED_PATHS = new Set(["/account/my-data"]);

/** Whether a site path (no prefix) has Hindi and Marathi versions. */
export function hasLanguageVersions(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  if (UNLOCALIZED_PATHS.has(pathname)) return false;
  return LOCALIZED_SECTIONS.has(pathname.split("/")[1] ?? "");
}

/**
 * A site path in a language: "/residential?x=1" in Hindi is "/hi/residential?x=1".
 * Paths without language versions (/admin, /api, files), other sites, and
 * relative or fragment links are returned unchanged. A path that already
 * carries a prefix is moved to `locale`.
 */
export function localizePath(locale: Locale, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname, rest] = splitPath(path);
  const bare = stripLocale(pathname);
  if (!hasLanguageVersions(bare)) return path;
  if (locale === "en") return `${bare}${rest}`;
  return `/${locale}${bare === "/" ? "" : bare}${rest}`;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}
