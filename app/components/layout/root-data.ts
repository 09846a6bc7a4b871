/**
 * What the root loader (app/root.tsx) gives every page: the public settings,
 * the signed-in user for the header, the compare list, the language and the
 * site's public address. Components read it through useRootData; the root
 * loader's answer is checked against this type (`satisfies RootData`), so
 * the two cannot drift.
 */
import { useRouteLoaderData } from "react-router";
import type { Locale } from "#app/i18n/locales";
import type { SiteInfo } from "#app/lib/site";

/** The signed-in user as the header shows them; null when signed out. */
export type HeaderUser = { name: string; isAdmin: boolean } | null;

export type RootData = {
  site: SiteInfo;
  user: HeaderUser;
  compareIds: number[];
  locale: Locale;
  publicUrl: string;
  /** The maps' MapLibre style (MAP_STYLE_URL); null: pins on a plain background. */
  mapStyleUrl: string | null;
  /**
   * The self-hosted basemap (MAP_PMTILES), drawn with the Protomaps style in
   * place of MAP_STYLE_URL: where the browser reads it, and the style's glyphs
   * and sprites. Null when none is configured.
   */
  mapPmtiles: { url: string; assetsUrl: string } | null;
};

/** The root loader's data; undefined on an error page rendered before it loaded. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
