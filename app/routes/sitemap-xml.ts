import { catalogueSitemapEntries } from "#app/domain/sitemap.server";
import { env } from "#app/server/env.server";

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

export async function loader() {
  const entries = await catalogueSitemapEntries();
  const urls = [
    ...STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(env.publicUrl + path)}</loc></url>`),
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeXml(env.publicUrl + entry.path)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
