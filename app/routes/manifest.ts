import { getSettings } from "#app/domain/site/settings.server";

/** The web app manifest, named and coloured from the settings. */
export async function loader() {
  const settings = await getSettings();
  const manifest = {
    name: settings.siteName,
    short_name: settings.siteName,
    description: settings.siteDescription,
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: settings.primaryColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
