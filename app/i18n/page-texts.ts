/**
 * Which of a language's texts a page needs, and where a browser fetches them
 * (docs/decisions/022-texts-by-page.md).
 *
 * The server holds every text of every language. A browser gets only what its
 * page can show: the shared namespaces every page uses (header, footer, catalogue
 * values, form messages) and the ones its route names in its `handle`. Each is
 * a JSON file of the build (fingerprinted, cached for a year), fetched as data,
 * not run as a script. A route's list is checked against what its modules use
 * by tests/unit/page-texts.test.ts.
 */
import type { UIMatch } from "react-router";
import type { Locale } from "./locales";
import type { Namespace } from "./namespaces";

/** What a browser may load: every namespace but the server's e-mail and SMS texts. */
export type PageNamespace = Exclude<Namespace, "emails">;

/** Every page's: the header, footer and cards (common), catalogue values, form and server messages. */
export const SHARED_NAMESPACES = ["common", "values", "messages"] as const satisfies readonly PageNamespace[];

/** A route module's `handle`: the namespaces its page uses beyond the shared ones. */
export type TextsHandle = { texts: readonly PageNamespace[] };

function isTextsHandle(handle: unknown): handle is TextsHandle {
  return typeof handle === "object" && handle !== null && Array.isArray((handle as TextsHandle).texts);
}

/** The namespaces a page needs: the shared ones and those its matched routes name. */
export function pageNamespaces(matches: readonly Pick<UIMatch, "handle">[]): PageNamespace[] {
  const named = matches.flatMap((match) => (isTextsHandle(match.handle) ? match.handle.texts : []));
  return [...new Set<PageNamespace>([...SHARED_NAMESPACES, ...named])];
}

/**
 * Each language's namespace files as the build's URLs (never inlined as data, whatever their size: the
 * Content-Security-Policy lets the browser fetch only from the site). A function, evaluated when first
 * asked: Vite rewrites the glob at build time, and scripts run without Vite never ask.
 */
let files: Record<string, string> | undefined;
function textFiles(): Record<string, string> {
  files ??= import.meta.glob<string>(["../locales/*/*.json", "!../locales/*/emails.json"], {
    query: "?url&no-inline",
    import: "default",
    eager: true,
  });
  return files;
}

/** The URL of one language's namespace file. */
export function textsUrl(locale: Locale, namespace: PageNamespace): string {
  const url = textFiles()[`../locales/${locale}/${namespace}.json`];
  if (!url) throw new Error(`No texts file for ${locale}/${namespace}`);
  return url;
}
