import { env } from "#app/platform/env.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /favorites",
    "Disallow: /login",
    "",
    `Sitemap: ${env.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
