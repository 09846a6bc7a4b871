/**
 * Which map tiles the site's maps draw (MAP_STYLE_URL): any MapLibre style's
 * URL; unset, OpenFreeMap's public style (no key, no view limit, with
 * attribution); 'none', a plain background with the pins only (no tile host
 * is ever contacted: the tests use it, having no internet).
 */
export const OPENFREEMAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

export function mapStyleUrl(vars: NodeJS.ProcessEnv = process.env): string | null {
  const value = vars.MAP_STYLE_URL?.trim();
  if (!value) return OPENFREEMAP_STYLE_URL;
  if (value === "none") return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return url.href;
  } catch {
    /* not a URL: the default below */
  }
  return OPENFREEMAP_STYLE_URL;
}

/** The tile host the browser must be allowed to fetch from (connect-src), or null when it is this site or none. */
export function mapTileOrigin(vars: NodeJS.ProcessEnv = process.env): string | null {
  const style = mapStyleUrl(vars);
  if (!style || style.startsWith("/")) return null;
  return new URL(style).origin;
}
