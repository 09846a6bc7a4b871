import { catalogueSitemapEntries } from "#app/domain/catalogue/sitemap.server";
import { approvedSupplierPaths } from "#app/domain/supply/profiles.server";
import { env } from "#app/platform/env.server";
import { LOCALES, localizePath } from "#app/i18n/locales";

const STATIC_PATHS = [
  "/",
  "/residential",
  "/commercial",
  "/projects",
  "/localities",
  "/emi-calculator",
  "/about",
  "/contact",
  "/list-property",
  "/terms",
  "/privacy",
];

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/**
 * Every page in each of its languages, each entry naming all its language
 * versions (hreflang alternates, x-default English), as search engines ask.
 */
function urlEntries(path: string, lastmod?: Date): string[] {
  const alternates = [
    ...LOCALES.map((locale) => [locale, localizePath(locale, path)] as const),
    ["x-default", path] as const,
  ]
    .map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(env.publicUrl + href)}"/>`,
    )
    .join("");
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return LOCALES.map(
    (locale) =>
      `  <url><loc>${escapeXml(env.publicUrl + localizePath(locale, path))}</loc>${modified}${alternates}</url>`,
  );
}

export async function loader() {
  const [entries, profiles] = await Promise.all([catalogueSitemapEntries(), approvedSupplierPaths()]);
  const urls = [
    ...STATIC_PATHS.flatMap((path) => urlEntries(path)),
    ...entries.flatMap((entry) => urlEntries(entry.path, entry.lastmod)),
    ...profiles.flatMap((path) => urlEntries(path)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
